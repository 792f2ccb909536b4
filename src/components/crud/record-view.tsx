import { Drawer, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnCell, formatCell } from './cells';
import { humanise } from './humanise';
import type { ColumnDef } from './types';

export type RecordViewProps<Row extends Record<string, unknown>> = {
  title: string;
  row: Row | null;
  columns: ColumnDef<Row>[];
  /** Labels of properties that are not columns (e.g. form field labels): these properties are shown too. */
  labels: Record<string, string>;
  /** Further properties the definition names for the panel (`view.fields`). */
  fields?: readonly string[];
  /** Properties not listed (e.g. raw values `extra` shows better). */
  omit?: readonly string[];
  /** Shown below the properties, e.g. a change's old and new values side by side. */
  extra?: ReactNode;
  /** Buttons above the properties, e.g. the record's status actions. */
  actions?: ReactNode;
  onClose: () => void;
};

function valueOf(value: unknown): ReactNode {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return (
      <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {JSON.stringify(value, null, 2)}
      </Text>
    );
  }
  return formatCell(value);
}

/**
 * A side panel with the properties of one record the definition names: its columns first (in
 * their format), then its form fields and `fields`. Whatever else the server returns (e.g. an
 * injected `pinHash`) is never shown.
 */
export function RecordView<Row extends Record<string, unknown>>({ title, row, columns, labels, fields = [], omit = [], extra, actions, onClose }: RecordViewProps<Row>) {
  const shown = new Set<string>([...columns.map((column) => column.key), ...omit]);
  const named = new Set<string>([...Object.keys(labels), ...fields]);
  return (
    <Drawer opened={row !== null} onClose={onClose} title={title} position="right" size="lg" closeButtonProps={{ 'aria-label': 'Close record' }}>
      {row && (
        <Stack gap="xs">
          {actions}
          <Table variant="vertical" withTableBorder layout="fixed" aria-label={title}>
            <Table.Tbody>
              {columns
                .filter((column) => !omit.includes(column.key))
                .map((column) => (
                  <Table.Tr key={column.key}>
                    <Table.Th w="40%" scope="row">{column.header}</Table.Th>
                    <Table.Td>
                      <ColumnCell column={column} row={row} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {Object.entries(row)
                .filter(([key]) => named.has(key) && !shown.has(key))
                .map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Th w="40%" scope="row">{labels[key] ?? humanise(key)}</Table.Th>
                    <Table.Td>{valueOf(value)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
          {extra}
        </Stack>
      )}
    </Drawer>
  );
}
