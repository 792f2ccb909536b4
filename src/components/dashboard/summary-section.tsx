import { ColorSwatch, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';
import { BreakdownDonut, themeColor } from './charts';
import { DashboardSection } from './dashboard-section';
import { StatCard } from './stat-card';
import type { SectionState, SliceView } from './types';

const DONUT_SIZE = 150;

/** A figure of a summary section: its label and how to read it from the data (a count, or an amount in a currency). */
export type SummaryStat<T> = { label: string; value: (data: T) => number; currency?: (data: T) => string };

/** Rows under the chart, already formatted. */
export type SummaryTable = { title: string; columns: { header: string; numeric?: boolean }[]; rows: { key: string; cells: string[] }[] };

export type SummarySectionProps<T> = {
  title: string;
  state: SectionState<T>;
  /** Nothing to summarise yet: the section says `emptyText` instead of showing zeros. */
  isEmpty: (data: T) => boolean;
  /** "No ... yet." */
  emptyText: string;
  stats: SummaryStat<T>[];
  breakdown: { title: string; slices: (data: T) => SliceView[] };
  table?: (data: T) => SummaryTable;
};

function Breakdown({ title, slices }: { title: string; slices: SliceView[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {title}
      </Text>
      <Group gap="lg" wrap="nowrap" align="center">
        {/* The list beside the donut gives every figure in text. */}
        <div role="img" aria-label={`Donut chart, ${title.toLowerCase()}: ${formatCount(total)} in all`}>
          <BreakdownDonut slices={slices} size={DONUT_SIZE} />
        </div>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {slices.map((slice, index) => (
            <Group component="li" key={`${index}:${slice.label}`} gap={8} wrap="nowrap">
              <ColorSwatch color={themeColor(slice.color)} size={12} withShadow={false} aria-hidden />
              <Text size="sm">
                {slice.label}: <b>{formatCount(slice.value)}</b>
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </div>
  );
}

function Rows({ table }: { table: SummaryTable }) {
  const align = (i: number) => (table.columns[i]?.numeric ? 'right' : undefined);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {table.title}
      </Text>
      <Table aria-label={table.title} verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, i) => (
              <Table.Th key={column.header} ta={align(i)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Td key={table.columns[i]?.header ?? i} ta={align(i)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * A summary section: totals as figures and one breakdown (by status, segment or platform) as
 * a donut with its legend, optionally a table. While loading, the figures keep their labels.
 */
export function SummarySection<T>({ title, state, isEmpty, emptyText, stats, breakdown, table }: SummarySectionProps<T>) {
  const grid = { type: 'container', cols: { base: 1, '420px': 2 }, spacing: 'xs' } as const;
  return (
    <DashboardSection
      title={title}
      state={state}
      isEmpty={isEmpty}
      emptyText={emptyText}
      skeleton={
        <Stack gap="md">
          <SimpleGrid {...grid}>
            {stats.map((stat) => (
              <StatCard key={stat.label} label={stat.label} value={null} />
            ))}
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {breakdown.title}
            </Text>
            <Group gap="lg" wrap="nowrap">
              <Skeleton circle height={DONUT_SIZE} />
              <Stack gap={6} style={{ flex: 1 }}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={20} width="80%" />
                ))}
              </Stack>
            </Group>
          </div>
        </Stack>
      }
    >
      {(data) => {
        const rows = table?.(data);
        return (
          <Stack gap="md">
            <SimpleGrid {...grid}>
              {stats.map((stat) => (
                <StatCard key={stat.label} label={stat.label} value={stat.value(data)} currency={stat.currency?.(data)} />
              ))}
            </SimpleGrid>
            <Breakdown title={breakdown.title} slices={breakdown.slices(data)} />
            {rows && rows.rows.length > 0 && <Rows table={rows} />}
          </Stack>
        );
      }}
    </DashboardSection>
  );
}
