import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format';

/** One status change of a record: when, to which status (its label), by whom, and the reason given (a refusal's), if any. */
export type StatusChange = { at: string; status: string; by: string; reason: string | null };

/** A record's status changes, oldest first, as a table captioned `title` (the view panel's `extra`). */
export function StatusHistory({ title = 'History', changes }: { title?: string; changes: readonly StatusChange[] }) {
  if (changes.length === 0) return <Text size="sm">{title}: no status change is recorded.</Text>;
  return (
    <Table withTableBorder captionSide="top" layout="fixed">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Reason</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={`${change.at} ${change.status}`}>
            <Table.Td>{formatDateTime(change.at)}</Table.Td>
            <Table.Td>{change.status}</Table.Td>
            <Table.Td>{change.by}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.reason ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
