// The charts as the sections use them: each loads with the chart module and shows a skeleton
// of its own size until then (no layout shift). Each chart is drawn in an idle period of its own
// after the screen (IdleTurn): drawn with the figures, recharts' work was nearly half of the one
// long task that showed them.
import { Skeleton } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { whenIdle } from '../../lib/idle';
import { loadCharts } from './load-charts';

const Volume = lazy(() => loadCharts().then((m) => ({ default: m.DailyVolumeChart })));
const Value = lazy(() => loadCharts().then((m) => ({ default: m.DailyValueChart })));
const Donut = lazy(() => loadCharts().then((m) => ({ default: m.BreakdownDonut })));

type Charts = Awaited<ReturnType<typeof loadCharts>>;

/** How long a chart waits at most for the browser to be idle. */
const CHART_WAIT_MS = 500;

/** The last chart's turn to be drawn: each waits for the one before it. */
let lastTurn = Promise.resolve();

/**
 * A turn in the browser's next idle period after the previous chart's, or within CHART_WAIT_MS;
 * without idle callbacks (Safari), in the next task.
 */
function nextTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => whenIdle(resolve, CHART_WAIT_MS, 0)));
  lastTurn = turn;
  return turn;
}

/**
 * `fallback` in the render that shows the screen, then `children` in an idle period of their
 * own, after the previous IdleTurn's: so each chart is drawn in a task of its own, after the
 * screen's, instead of all in the one that shows the figures. The chart's render is a
 * transition, which React renders in slices, yielding to the browser between components, so a
 * chart is not one long task either (and a click meanwhile is not kept waiting).
 */
export function IdleTurn({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTurn().then(() => {
      if (mounted) startTransition(() => setReady(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return ready ? children : fallback;
}

/** The daily volume chart; a skeleton of its size until the chart module is there. */
export function LazyDailyVolumeChart(props: ComponentProps<Charts['DailyVolumeChart']>) {
  return (
    <Suspense fallback={<Skeleton height={props.height} />}>
      <IdleTurn fallback={<Skeleton height={props.height} />}>
        <Volume {...props} />
      </IdleTurn>
    </Suspense>
  );
}

/** The daily value chart; a skeleton of its size until the chart module is there. */
export function LazyDailyValueChart(props: ComponentProps<Charts['DailyValueChart']>) {
  return (
    <Suspense fallback={<Skeleton height={props.height} />}>
      <IdleTurn fallback={<Skeleton height={props.height} />}>
        <Value {...props} />
      </IdleTurn>
    </Suspense>
  );
}

/** The breakdown donut; a round skeleton of its size until the chart module is there. */
export function LazyBreakdownDonut(props: ComponentProps<Charts['BreakdownDonut']>) {
  return (
    <Suspense fallback={<Skeleton circle height={props.size} />}>
      <IdleTurn fallback={<Skeleton circle height={props.size} />}>
        <Donut {...props} />
      </IdleTurn>
    </Suspense>
  );
}

const Period = lazy(() => loadCharts().then((m) => ({ default: m.PeriodChart })));

/** A chart of figures per period (reports); a skeleton of its size until the chart module is there. */
export function LazyPeriodChart(props: ComponentProps<Charts['PeriodChart']>) {
  return (
    <Suspense fallback={<Skeleton height={props.height} />}>
      <IdleTurn fallback={<Skeleton height={props.height} />}>
        <Period {...props} />
      </IdleTurn>
    </Suspense>
  );
}
