// The dashboard's and the reports' charts as their sections use them: each shows a skeleton of
// its own size (no layout shift) until its idle turn (IdleTurn), then the drawing.
import { Skeleton } from '@mantine/core';
import { IdleTurn } from '../charts/idle-turn';
import { AreaChart, BarChart, DonutChart } from '../charts/svg-charts';
import { formatAmount, formatCount } from '../../lib/format';
import type { SliceView } from './types';

/** A theme colour name as the CSS colour it stands for in the current scheme (light or dark). */
export const themeColor = (name: string) => `var(--mantine-color-${name}-filled)`;

/** One point of a daily chart: the day as shown (spec date format), the count and the amount. */
export type DailyPoint = { day: string; count: number; amount: number };

/** Transactions per day as bars, counts on the axis and in the tooltip. */
export function DailyVolumeChart({ data, height }: { data: DailyPoint[]; height: number }) {
  return (
    <IdleTurn fallback={<Skeleton height={height} />}>
      <BarChart
        height={height}
        categories={data.map((point) => point.day)}
        series={[
          {
            label: 'Transactions',
            color: themeColor('indigo'),
            values: data.map((point) => point.count),
          },
        ]}
        format={formatCount}
        whole
      />
    </IdleTurn>
  );
}

/** The value of transactions per day as an area, amounts (two decimals) on the axis and in the tooltip. */
export function DailyValueChart({ data, height, currency }: { data: DailyPoint[]; height: number; currency: string }) {
  return (
    <IdleTurn fallback={<Skeleton height={height} />}>
      <AreaChart
        height={height}
        categories={data.map((point) => point.day)}
        series={[
          {
            label: `Value (${currency})`,
            color: themeColor('teal'),
            values: data.map((point) => point.amount),
          },
        ]}
        format={formatAmount}
      />
    </IdleTurn>
  );
}

/** A breakdown as a donut with the total in its middle. */
export function BreakdownDonut({ slices, size }: { slices: SliceView[]; size: number }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <IdleTurn fallback={<Skeleton circle height={size} />}>
      <DonutChart
        slices={slices.map((slice) => ({
          label: slice.label,
          value: slice.value,
          color: themeColor(slice.color),
        }))}
        size={size}
        thickness={24}
        label={formatCount(total)}
        format={formatCount}
      />
    </IdleTurn>
  );
}

/** One bar group of a period chart: the period as shown and a value per series. */
export type PeriodPoint = { period: string; values: Record<string, number> };

/** Figures per period (a report's days or months) as grouped bars, in counts or amounts. */
export function PeriodChart({
  data,
  series,
  unit,
  height,
}: {
  data: PeriodPoint[];
  series: { key: string; label: string; color: string }[];
  unit: 'count' | 'amount';
  height: number;
}) {
  return (
    <IdleTurn fallback={<Skeleton height={height} />}>
      <BarChart
        height={height}
        categories={data.map((point) => point.period)}
        series={series.map((item) => ({
          label: item.label,
          color: themeColor(item.color),
          values: data.map((point) => point.values[item.key] ?? 0),
        }))}
        format={unit === 'amount' ? formatAmount : formatCount}
        whole={unit === 'count'}
      />
    </IdleTurn>
  );
}
