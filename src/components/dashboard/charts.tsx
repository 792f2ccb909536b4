// The chart library and its styles, in a chunk of their own: see load-charts.ts.
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { formatAmount, formatCount } from '../../lib/format';
import type { SliceView } from './types';

/** One point of a daily chart: the day as shown (spec date format), the count and the amount. */
export type DailyPoint = { day: string; count: number; amount: number };

const AXIS_TEXT = { fontSize: 12 };
const LEGEND = { verticalAlign: 'bottom', height: 36 } as const;

/** Transactions per day as bars, counts on the axis and in the tooltip. */
export function DailyVolumeChart({ data, height }: { data: DailyPoint[]; height: number }) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="day"
      series={[{ name: 'count', label: 'Transactions', color: 'indigo' }]}
      valueFormatter={formatCount}
      withLegend
      legendProps={LEGEND}
      maxBarWidth={28}
      xAxisProps={{ minTickGap: 16, tick: AXIS_TEXT }}
      yAxisProps={{ width: 56, tick: AXIS_TEXT }}
    />
  );
}

/** The value of transactions per day as an area, amounts (two decimals) on the axis and in the tooltip. */
export function DailyValueChart({ data, height, currency }: { data: DailyPoint[]; height: number; currency: string }) {
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="day"
      series={[{ name: 'amount', label: `Value (${currency})`, color: 'teal' }]}
      valueFormatter={formatAmount}
      curveType="linear"
      withLegend
      legendProps={LEGEND}
      xAxisProps={{ minTickGap: 16, tick: AXIS_TEXT }}
      yAxisProps={{ width: 104, tick: AXIS_TEXT }}
    />
  );
}

/** A breakdown as a donut with the total in its middle. */
export function BreakdownDonut({ slices, size }: { slices: SliceView[]; size: number }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <DonutChart
      // recharts gives each slice the img role: it needs a name of its own.
      data={slices.map((slice) => ({ name: slice.label, value: slice.value, color: slice.color, 'aria-label': `${slice.label}: ${formatCount(slice.value)}` }))}
      size={size}
      thickness={24}
      withTooltip
      tooltipDataSource="segment"
      valueFormatter={formatCount}
      chartLabel={formatCount(total)}
    />
  );
}

/** One bar group of a period chart: the period as shown and a value per series. */
export type PeriodPoint = { period: string } & Record<string, string | number>;

/** Figures per period (a report's days or months) as grouped bars, in counts or amounts. */
export function PeriodChart({ data, series, unit, height }: { data: PeriodPoint[]; series: { name: string; label: string; color: string }[]; unit: 'count' | 'amount'; height: number }) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="period"
      series={series}
      valueFormatter={unit === 'amount' ? formatAmount : formatCount}
      withLegend
      legendProps={LEGEND}
      maxBarWidth={28}
      xAxisProps={{ minTickGap: 16, tick: AXIS_TEXT }}
      yAxisProps={{ width: unit === 'amount' ? 104 : 56, tick: AXIS_TEXT }}
    />
  );
}
