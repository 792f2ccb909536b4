// The charts as the sections use them: each loads with the chart module and shows a skeleton
// of its own size until then (no layout shift). Each chart is drawn in an idle period of its own
// after the screen (IdleTurn), once it nears the window: drawn with the figures, recharts' work
// was nearly half of the one long task that showed them, and a chart below the fold is work the
// first view does not need.
import { Skeleton } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { whenIdle } from '../../lib/idle';
import { loadCharts } from './load-charts';

const Volume = lazy(() => loadCharts().then((m) => ({ default: m.DailyVolumeChart })));
const Value = lazy(() => loadCharts().then((m) => ({ default: m.DailyValueChart })));
const Donut = lazy(() => loadCharts().then((m) => ({ default: m.BreakdownDonut })));

type Charts = Awaited<ReturnType<typeof loadCharts>>;

/** How long a chart waits at most for the browser to be idle. */
const CHART_WAIT_MS = 500;

/** How near the window (above or below it) a chart's place must come before it is drawn: 200 px ahead, so a scroll finds it drawn or nearly. */
export const CHART_AHEAD = '200px 0px';

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
 * screen's, instead of all in the one that shows the figures. A chart waits for its turn only
 * once its place is within CHART_AHEAD of the window (at once where the browser cannot tell).
 * The chart's render is a transition, which React renders in slices, yielding to the browser
 * between components, so a chart is not one long task either (and a click meanwhile is not
 * kept waiting).
 */
export function IdleTurn({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [ready, setReady] = useState(false);
  const place = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: CHART_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!near) return;
    let mounted = true;
    void nextTurn().then(() => {
      if (mounted) startTransition(() => setReady(true));
    });
    return () => {
      mounted = false;
    };
  }, [near]);
  return ready ? children : <div ref={place}>{fallback}</div>;
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
