// The charts as the sections use them: each loads with the chart module and shows a skeleton
// of its own size until then (no layout shift).
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import { loadCharts } from './load-charts';

const Volume = lazy(() => loadCharts().then((m) => ({ default: m.DailyVolumeChart })));
const Value = lazy(() => loadCharts().then((m) => ({ default: m.DailyValueChart })));
const Donut = lazy(() => loadCharts().then((m) => ({ default: m.BreakdownDonut })));

type Charts = Awaited<ReturnType<typeof loadCharts>>;

/** The daily volume chart; a skeleton of its size until the chart module is there. */
export function LazyDailyVolumeChart(props: ComponentProps<Charts['DailyVolumeChart']>) {
  return (
    <Suspense fallback={<Skeleton height={props.height} />}>
      <Volume {...props} />
    </Suspense>
  );
}

/** The daily value chart; a skeleton of its size until the chart module is there. */
export function LazyDailyValueChart(props: ComponentProps<Charts['DailyValueChart']>) {
  return (
    <Suspense fallback={<Skeleton height={props.height} />}>
      <Value {...props} />
    </Suspense>
  );
}

/** The breakdown donut; a round skeleton of its size until the chart module is there. */
export function LazyBreakdownDonut(props: ComponentProps<Charts['BreakdownDonut']>) {
  return (
    <Suspense fallback={<Skeleton circle height={props.size} />}>
      <Donut {...props} />
    </Suspense>
  );
}

const Period = lazy(() => loadCharts().then((m) => ({ default: m.PeriodChart })));

/** A chart of figures per period (reports); a skeleton of its size until the chart module is there. */
export function LazyPeriodChart(props: ComponentProps<Charts['PeriodChart']>) {
  return (
    <Suspense fallback={<Skeleton height={props.height} />}>
      <Period {...props} />
    </Suspense>
  );
}
