import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { formatAmount, formatCount } from '../../lib/format';
import { ListFilters } from '../crud/list-filters';
import { ResourceTable } from '../crud/resource-table';
import type { ListSearch } from '../crud/types';
import { useListController } from '../crud/use-list-controller';
import { PeriodChart } from '../dashboard/charts';
import { DateRangeFilter } from './date-range-filter';
import { ReportDownloads } from './report-downloads';
import type { ReportChart, ReportDefinition, ReportTotal } from './types';

export type ReportScreenProps<Row, Raw> = {
  report: ReportDefinition<Row, Raw>;
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
};

/**
 * A whole report screen from its definition: the date range and the report's filters (in
 * the URL), the downloads, the server-paged result, its totals and charts.
 */
export function ReportScreen<Row extends Record<string, unknown>, Raw>({ report, search, onSearchChange }: ReportScreenProps<Row, Raw>) {
  const permissions = useSessionUser()?.permissions;
  const list = useListController(report.list, search, onSearchChange);
  const result = list.query;
  const rows = result.data?.rows ?? [];
  const whole = result.data !== undefined && result.data.total <= rows.length;
  const canDownload = isAllowed(permissions, report.download.permission);
  return (
    <Stack gap="md">
      <Title order={2}>{report.title}</Title>
      {(report.dateRange !== false || (report.filters?.length ?? 0) > 0) && (
        <Stack gap="xs" role="search" aria-label={`${report.title} filters`}>
          {report.dateRange !== false && <DateRangeFilter search={search} onSearchChange={onSearchChange} />}
          {report.filters && report.filters.length > 0 && <ListFilters filters={report.filters} search={search} onSearchChange={onSearchChange} />}
        </Stack>
      )}
      {canDownload && (
        <ReportDownloads
          title={report.title}
          formats={report.download.formats}
          call={(fileType) => report.download.call(fileType, search)}
          total={result.data?.total}
          limit={report.download.limit}
        />
      )}
      {report.totals && rows.length > 0 && <ReportTotals totals={report.totals} rows={rows} whole={whole} />}
      {report.charts && rows.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: report.charts.length > 1 ? 2 : 1 }}>
          {report.charts.map((chart) => (
            <ChartCard key={chart.title} chart={chart} rows={rows} whole={whole} />
          ))}
        </SimpleGrid>
      )}
      <ResourceTable<Row>
        id={report.id}
        title={report.title}
        singular={report.singular}
        columns={report.columns}
        searchable={report.searchable ?? false}
        {...list.table}
        rowLinks={report.rowLinks}
        rowName={report.rowKey}
      />
    </Stack>
  );
}

function sum<Row>(rows: Row[], key: keyof Row): number {
  return rows.reduce((total, row) => {
    const value = Number(row[key]);
    return Number.isFinite(value) ? total + value : total;
  }, 0);
}

/** The report's figures added up; says whether they cover the whole report or this page. */
function ReportTotals<Row>({ totals, rows, whole }: { totals: ReportTotal<Row>[]; rows: Row[]; whole: boolean }) {
  return (
    <section aria-label={whole ? 'Totals' : 'Totals of this page'}>
      <Text size="sm" fw={600} mb={4}>
        {whole ? 'Totals' : 'Totals of this page'}
      </Text>
      <SimpleGrid cols={{ base: 2, md: Math.min(totals.length, 5) }} spacing="sm">
        {totals.map((total) => {
          const value = sum(rows, total.key);
          return (
            <Paper key={total.key} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {total.label}
              </Text>
              <Text fw={700} size="lg">
                {total.format === 'amount' ? formatAmount(value) : formatCount(value)}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

function ChartCard<Row>({ chart, rows, whole }: { chart: ReportChart<Row>; rows: Row[]; whole: boolean }): ReactNode {
  const data = rows.map((row) => ({
    period: chart.period(row),
    values: Object.fromEntries(chart.series.map((item) => [item.key, Number(row[item.key]) || 0])),
  }));
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={chart.title}>
      <Text component="figcaption" fw={600} mb="sm">
        {chart.title}
        {whole ? '' : ' (this page)'}
      </Text>
      <PeriodChart data={data} series={chart.series} unit={chart.unit} height={260} />
    </Paper>
  );
}
