import { Alert, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toApiError } from '../../api/errors';
import { ColumnCell, formatCell } from './cells';
import { humanise } from './humanise';
import type { ColumnDef, RecordDetails } from './types';

export type RecordViewProps<Row extends Record<string, unknown>> = {
  title: string;
  row: Row | null;
  columns: ColumnDef<Row>[];
  /** Labels of properties that are not columns (e.g. form field labels). */
  labels: Record<string, string>;
  /** Properties not listed (e.g. raw values `extra` shows better). */
  omit?: readonly string[];
  /** Shown below the properties, e.g. a change's old and new values side by side. */
  extra?: ReactNode;
  /** A record loaded for the row and shown in full below the properties (e.g. a dispute's transaction). */
  details?: RecordDetails<Row>;
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

type PropertiesProps<Row extends Record<string, unknown>> = {
  row: Row;
  columns: ColumnDef<Row>[];
  labels?: Record<string, string>;
  omit?: readonly string[];
  /** The table's accessible name (and caption when `caption` is set). */
  name: string;
  caption?: boolean;
};

/** Every property of a record, columns first (in their format, masks included), then the rest named from their keys. */
function Properties<Row extends Record<string, unknown>>({ row, columns, labels = {}, omit = [], name, caption = false }: PropertiesProps<Row>) {
  const shown = new Set<string>([...columns.map((column) => column.key), ...omit]);
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label={caption ? undefined : name} captionSide="top">
      {caption && <Table.Caption>{name}</Table.Caption>}
      <Table.Tbody>
        {columns
          .filter((column) => !omit.includes(column.key))
          .map((column) => (
            <Table.Tr key={column.key}>
              <Table.Th w="40%" scope="row">
                {column.header}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <ColumnCell column={column} row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        {Object.entries(row)
          .filter(([key]) => !shown.has(key))
          .map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th w="40%" scope="row">
                {labels[key] ?? humanise(key)}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueOf(value)}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record `details` loads for a row: a loader while it comes, the server's message when it fails. */
function LoadedDetails<Row>({ details, row }: { details: RecordDetails<Row>; row: Row }) {
  const source = details.load(row);
  const query = useQuery({ queryKey: source.queryKey, queryFn: source.queryFn ?? skipToken, select: source.select });
  if (query.isPending) return <Loader size="sm" aria-label={`Loading ${details.title}`} />;
  if (query.isError) {
    return (
      <Alert color="red.9" variant="outline" role="alert" title={`${details.title} could not be loaded`}>
        {toApiError(query.error).message}
      </Alert>
    );
  }
  if (!isRecord(query.data)) return <Text>{details.title}: not recorded</Text>;
  return <Properties row={query.data} columns={details.columns} name={details.title} caption />;
}

/** A side panel with every property of one record: columns first (in their format), then the rest. */
export function RecordView<Row extends Record<string, unknown>>({ title, row, columns, labels, omit = [], extra, details, actions, onClose }: RecordViewProps<Row>) {
  return (
    <Drawer opened={row !== null} onClose={onClose} title={title} position="right" size="lg" closeButtonProps={{ 'aria-label': 'Close record' }}>
      {row && (
        <Stack gap="xs">
          {actions}
          <Properties row={row} columns={columns} labels={labels} omit={omit} name={title} />
          {extra}
          {details && <LoadedDetails details={details} row={row} />}
        </Stack>
      )}
    </Drawer>
  );
}
