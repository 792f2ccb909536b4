import { Box, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount, formatCount, formatDate } from '../../lib/format';
import { DashboardSection } from './dashboard-section';
import { DailyValueChart, DailyVolumeChart } from './charts';
import type { DailySeriesView, SectionState } from './types';

/** Height of each chart, also of its skeleton (no layout shift). */
const CHART_HEIGHT = 220;
const CAPTION_HEIGHT = 20;

function Chart({ caption, description, children }: { caption: string; description: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={500} lh={`${CAPTION_HEIGHT}px`} mb={4}>
        {caption}
      </Text>
      {/* The figures are in the table below for screen readers; the drawing is one image. */}
      <Box role="img" aria-label={description}>
        {children}
      </Box>
    </div>
  );
}

function Charts({ title, series, subject }: { title: string; series: DailySeriesView; subject: string }) {
  const data = series.days.map((day) => ({ day: formatDate(day.date), count: day.count, amount: day.amount }));
  const first = data[0]?.day ?? '';
  const last = data.at(-1)?.day ?? '';
  return (
    <Stack gap="md">
      <Chart caption="Volume" description={`Bar chart of ${subject} transactions per day from ${first} to ${last}`}>
        <DailyVolumeChart data={data} height={CHART_HEIGHT} />
      </Chart>
      <Chart caption={`Value (${series.currency})`} description={`Area chart of the value of ${subject} transactions per day from ${first} to ${last}`}>
        <DailyValueChart data={data} height={CHART_HEIGHT} currency={series.currency} />
      </Chart>
      <VisuallyHidden>
        <table>
          <caption>{`${title} per day`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Transactions</th>
              <th scope="col">{`Value (${series.currency})`}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.day}</th>
                <td>{formatCount(row.count)}</td>
                <td>{formatAmount(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

function ChartsSkeleton() {
  return (
    <Stack gap="md">
      {[0, 1].map((i) => (
        <div key={i}>
          <Skeleton height={CAPTION_HEIGHT} width={120} mb={4} />
          <Skeleton height={CHART_HEIGHT} />
        </div>
      ))}
    </Stack>
  );
}

export type DailySeriesSectionProps = {
  title: string;
  /** Whose transactions, in lower case ("customer", "merchant"): names the charts and the empty notice. */
  subject: string;
  state: SectionState<DailySeriesView>;
};

/** Transactions per day as two charts, volume (bars) and value (area), with tooltips and legends. */
export function DailySeriesSection({ title, subject, state }: DailySeriesSectionProps) {
  return (
    <DashboardSection
      title={title}
      aside={(series) =>
        series.days.length > 0 && (
          <Text size="sm" c="dimmed">
            {`${formatDate(series.days[0]?.date)} to ${formatDate(series.days.at(-1)?.date)}`}
          </Text>
        )
      }
      state={state}
      isEmpty={(series) => series.days.every((day) => day.count === 0)}
      emptyText={`No ${subject} transactions yet.`}
      skeleton={<ChartsSkeleton />}
    >
      {(series) => <Charts title={title} series={series} subject={subject} />}
    </DashboardSection>
  );
}
