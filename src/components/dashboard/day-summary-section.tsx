import { SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatAmount, formatCount, formatDate } from '../../lib/format';
import { DashboardSection } from './dashboard-section';
import { StatCard } from './stat-card';
import type { DayTotals, DayTransactionsView, SectionState } from './types';

const TITLE = "Today's transactions";
const TYPE_ROWS_WHILE_LOADING = 6;

/** While loading, the change line is a skeleton too (the cards keep their final height). */
const LOADING_COMPARE = { previous: 0, label: '', higherIsBetter: true };

function Cards({ day }: { day: DayTransactionsView | null }) {
  const previous = day?.previousDay ?? null;
  const compare = (pick: (totals: DayTotals) => number, higherIsBetter = true) =>
    day === null ? LOADING_COMPARE : previous ? { previous: pick(previous), label: formatDate(previous.date), higherIsBetter } : undefined;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard label="Transactions" value={day?.count ?? null} compare={compare((d) => d.count)} />
      <StatCard label="Transaction value" value={day?.amount ?? null} currency={day?.currency ?? ''} compare={compare((d) => d.amount)} />
      <StatCard label="Successful" value={day?.successCount ?? null} compare={compare((d) => d.successCount)} />
      <StatCard label="Failed" value={day?.failedCount ?? null} compare={compare((d) => d.failedCount, false)} />
    </SimpleGrid>
  );
}

function ByType({ rows }: { rows: DayTransactionsView['byType'] | null }) {
  return (
    <Table striped aria-label="Today by transaction type" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Transaction type</Table.Th>
          <Table.Th ta="right">Count</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows
          ? rows.map((row) => (
              <Table.Tr key={row.code}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{formatCount(row.count)}</Table.Td>
                <Table.Td ta="right">{formatAmount(row.amount)}</Table.Td>
              </Table.Tr>
            ))
          : Array.from({ length: TYPE_ROWS_WHILE_LOADING }, (_, i) => (
              <Table.Tr key={i}>
                <Table.Td colSpan={3}>
                  {/* A line of the table's text, hidden: the row is as tall as a loaded one (no layout shift). */}
                  <Skeleton>{'\u00a0'}</Skeleton>
                </Table.Td>
              </Table.Tr>
            ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Today's transactions: count, value, successful and failed as figures with the change
 * against the previous day, and a row per transaction type.
 */
export function DaySummarySection({ state }: { state: SectionState<DayTransactionsView> }) {
  return (
    <DashboardSection
      title={TITLE}
      aside={(day) => (
        <Text size="sm" c="dimmed">
          {formatDate(day.date)}
        </Text>
      )}
      state={state}
      isEmpty={(day) => day.count === 0 && day.byType.every((row) => row.count === 0)}
      emptyText="No transactions yet today."
      skeleton={
        <Stack gap="md">
          <Cards day={null} />
          <ByType rows={null} />
        </Stack>
      }
    >
      {(day) => (
        <Stack gap="md">
          <Cards day={day} />
          <ByType rows={day.byType} />
        </Stack>
      )}
    </DashboardSection>
  );
}
