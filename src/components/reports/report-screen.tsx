import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { isUnreadable } from '../../api/deviations';
import { ResourceTable } from '../crud/resource-table';
import type { ListSearch } from '../crud/types';
import { useListController } from '../crud/use-list-controller';
import { PeriodChart } from '../dashboard/charts';
import { ReportDownloads } from './report-downloads';
import { ReportFilters } from './report-filters';
import classes from './report-screen.module.css';
import { totalOf } from './totals';
import type { ReportChart, ReportDefinition, ReportTotal } from './types';

export type ReportScreenProps<Row, Raw> = {
  report: ReportDefinition<Row, Raw>;
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
};

/**
 * A whole report screen from its definition: the date range and the report's filters (in
 * the URL), the downloads, the server-paged result, its totals and charts. The rows come
 * first: the filters are folded to a line that says what applies, with the downloads; the
 * totals are one line; the charts follow the table (at 1366×768 the filters, totals and charts
 * above it left one or two rows in view).
 */
export function ReportScreen<Row extends Record<string, unknown>, Raw>({ report, search, onSearchChange }: ReportScreenProps<Row, Raw>) {
  const permissions = useSessionUser()?.permissions;
  const list = useListController(report.list, search, onSearchChange, report);
  const result = list.query;
  const rows = result.data?.rows ?? [];
  const whole = result.data !== undefined && result.data.total <= rows.length;
  const downloads = isAllowed(permissions, report.download.permission) && (
    <ReportDownloads
      title={report.title}
      formats={report.download.formats}
      call={(fileType) => report.download.call(fileType, search)}
      total={result.data?.total}
      limit={report.download.limit}
    />
  );
  const filtered = report.dateRange || (report.filters?.length ?? 0) > 0;
  return (
    <Stack gap="sm">
      <Title order={2}>{report.title}</Title>
      {filtered ? (
        <ReportFilters title={report.title} dateRange={report.dateRange} filters={report.filters ?? []} search={search} onSearchChange={onSearchChange} aside={downloads} />
      ) : (
        downloads
      )}
      {report.totals && rows.length > 0 && <ReportTotals totals={report.totals} rows={rows} whole={whole} />}
      <ResourceTable<Row>
        id={report.id}
        title={report.title}
        singular={report.singular}
        columns={report.columns}
        searchable={report.searchable ?? false}
        {...list.table}
        rowLinks={report.rowLinks}
        rowName={report.rowKey}
        density="xs"
      />
      {report.charts && rows.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: report.charts.length > 1 ? 2 : 1 }}>
          {report.charts.map((chart) => (
            <ChartCard key={chart.title} chart={chart} rows={rows} whole={whole} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The report's figures added up, on one line; says whether they cover the whole report or this page. */
export function ReportTotals<Row>({ totals, rows, whole }: { totals: ReportTotal<Row>[]; rows: Row[]; whole: boolean }) {
  const title = whole ? 'Totals' : 'Totals of this page';
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" className={classes.totals}>
      <Text component="h3" size="sm" fw={600} m={0}>
        {title}
      </Text>
      <dl className={classes.figures}>
        {totals.map((total) => {
          const { text, unreadable, of } = totalOf(total.where ? rows.filter(total.where) : rows, total.key, total.format);
          return (
            <div key={total.label} className={classes.figure}>
              <Text component="dt" size="sm" c="dimmed">
                {total.label}
              </Text>
              <Text component="dd" fw={700} m={0}>
                {text ?? (
                  // Some values could not be read: a sum of the others would look complete.
                  <>
                    <span title="Not added up: some values could not be read">—</span>{' '}
                    <Text span size="xs" fw={400} c="dimmed">
                      ({unreadable} of {of} values unreadable)
                    </Text>
                  </>
                )}
              </Text>
            </div>
          );
        })}
      </dl>
    </Paper>
  );
}

/** A chart value of a row: a number, or null when the row's value cannot be read as one. */
function chartValue(value: unknown): number | null {
  if (isUnreadable(value)) return null;
  if (value === null || value === undefined || value === '') return 0;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** One of the report's charts over the rows shown, periods whose values cannot be read left out and counted. */
export function ChartCard<Row>({ chart, rows, whole }: { chart: ReportChart<Row>; rows: Row[]; whole: boolean }): ReactNode {
  // A period with a value that cannot be read is left out (and said so), never drawn as zero.
  const points = rows.map((row) => ({ period: chart.period(row), values: chart.series.map((item) => [item.key, chartValue(row[item.key])] as const) }));
  const data = points.filter((point) => point.values.every(([, value]) => value !== null)).map((point) => ({ period: point.period, values: Object.fromEntries(point.values) as Record<string, number> }));
  const left = points.length - data.length;
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={chart.title}>
      <Text component="figcaption" fw={600} mb="sm">
        {chart.title}
        {whole ? '' : ' (this page)'}
      </Text>
      {left > 0 && (
        <Text size="sm" c="dimmed" mb="xs">
          {left} of {points.length} periods could not be read and are not drawn.
        </Text>
      )}
      <PeriodChart data={data} series={chart.series} unit={chart.unit} height={260} />
    </Paper>
  );
}
