import { Alert, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '../../api/errors';
import { useOpenedOnce } from '../opened-once';
import { isUnreadable } from '../../api/deviations';
import { ColumnCell, formatCell, LabelCell, UnreadableMark } from './cells';
import { humanise } from './humanise';
import { LAYER_PROPS, useLayer } from './layers';
import { formatDate, formatDateTime } from '../../lib/format';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { labelOf, useOptions } from './sources';
import type { ColumnDef, FieldDef, FieldSearch, RecordDetails } from './types';

export type RecordViewProps<Row extends Record<string, unknown>> = {
  title: string;
  row: Row | null;
  columns: ColumnDef<Row>[];
  /** Labels of properties that are not columns (e.g. form field labels): these properties are shown too. */
  labels: Record<string, string>;
  /**
   * The form's fields (resolved against the schema when loaded): a property that is a field is
   * shown as the form knows it, a code by its choice's name (`options`, `optionsFrom`), an amount
   * or a date in the spec's format.
   */
  formFields?: readonly FieldDef[];
  /** Further properties the definition names for the panel (`view.fields`). */
  fields?: readonly string[];
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A code's name from a field's choices, a list of codes as their names. */
function FieldLabel({ field, value }: { field: FieldDef; value: unknown }) {
  if (field.optionsFrom && typeof field.optionsFrom !== 'function') return <LabelCell source={field.optionsFrom} value={value} />;
  const options = field.options ?? [];
  return <>{Array.isArray(value) ? value.map((item) => labelOf(options, item)).join(', ') : labelOf(options, value)}</>;
}

/** A searched record's key by the name its search finds (for a user who may search), else as it is. */
function SearchedLabel({ search, value }: { search: FieldSearch; value: unknown }) {
  const user = useSessionUser();
  const key = String(value);
  const { options } = useOptions(isAllowed(user?.permissions, search.permission) ? search.current(key) : null);
  // A key the search does not find is a record's key, not a choice: shown as it is.
  return <>{labelOf(options, key, false)}</>;
}

/** Whether a field names its values by choices the view can show (static options or a fixed source). */
const hasChoices = (field: FieldDef | undefined): field is FieldDef =>
  field !== undefined && ((field.options?.length ?? 0) > 0 || (field.optionsFrom !== undefined && typeof field.optionsFrom !== 'function'));

/**
 * A property's value as the view panel shows it: a form field's code by its choice's name, an
 * amount, date or date-time field in the spec's format (section 9), a date-time text of the
 * server (ISO 8601) formatted too; the rest as received.
 */
export function ViewValue({ value, field }: { value: unknown; field?: FieldDef }): ReactNode {
  if (isUnreadable(value)) return <UnreadableMark />;
  if (value === null || value === undefined || value === '') return null;
  if (hasChoices(field) && field.widget !== 'switch') return <FieldLabel field={field} value={value} />;
  if (field?.search && (typeof value === 'string' || typeof value === 'number')) return <SearchedLabel search={field.search} value={value} />;
  switch (field?.widget) {
    case 'amount':
      return formatCell(value, 'amount');
    case 'date':
      return formatCell(value, 'date');
    case 'datetime':
      return formatCell(value, 'datetime');
    default:
      break;
  }
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value);
  return valueOf(value);
}

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
  /** When set, only these properties are shown besides the columns; the rest of the record is not. */
  named?: ReadonlySet<string>;
  formFields?: readonly FieldDef[];
};

/**
 * A column's value in the view: in full by its labels (a list cell may summarise, e.g. a role's
 * permission codes), by the form field's choices or format when the column has none of its own.
 */
function ColumnValue<Row extends Record<string, unknown>>({ column, row, field, record }: { column: ColumnDef<Row>; row: Row; field?: FieldDef; record: string }) {
  if (column.labels && !isUnreadable(row[column.key])) return <LabelCell source={column.labels} value={row[column.key]} />;
  // A related record: by name and linked, as in the list (not the form field's bare choice label).
  if (column.refers) return <ColumnCell column={column} row={row} />;
  if (!column.render && (column.format === undefined || column.format === 'text') && field) return <ViewValue value={row[column.key]} field={field} />;
  return <ColumnCell column={column} row={row} record={record} />;
}

/** Every property of a record, columns first (in their format, masks included), then the rest named from their keys. */
function Properties<Row extends Record<string, unknown>>({ row, columns, labels = {}, omit = [], name, caption = false, named, formFields = [] }: PropertiesProps<Row>) {
  const shown = new Set<string>([...columns.map((column) => column.key), ...omit]);
  // A property a column shows already under the same name (a user's branch by name, and its code) is not repeated.
  const headers = new Set(columns.filter((column) => !omit.includes(column.key)).map((column) => column.header));
  const fieldOf = (key: string) => formFields.find((field) => field.name === key);
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
                <ColumnValue column={column} row={row} field={fieldOf(column.key)} record={name} />
              </Table.Td>
            </Table.Tr>
          ))}
        {Object.entries(row)
          .filter(([key]) => !shown.has(key) && (named === undefined || named.has(key)) && !headers.has(labels[key] ?? humanise(key)))
          .map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th w="40%" scope="row">
                {labels[key] ?? humanise(key)}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <ViewValue value={value} field={fieldOf(key)} />
              </Table.Td>
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
  if (query.isPending) return <Loader size="sm" role="status" aria-label={`Loading ${details.title}`} />;
  if (query.isError) {
    return (
      <Alert color="red.9" variant="outline" role="alert" title={`${details.title} could not be loaded`}>
        {failureText(query.error)}
      </Alert>
    );
  }
  if (!isRecord(query.data)) return <Text>{details.title}: not recorded</Text>;
  return <Properties row={query.data} columns={details.columns} name={details.title} caption />;
}

/**
 * A side panel with the properties of one record the definition names: its columns first (in
 * their format), then its form fields (`labels`) and `fields`. Whatever else the server returns
 * (e.g. an injected `pinHash`) is never shown.
 */
export function RecordView<Row extends Record<string, unknown>>({ title, row, columns, labels, formFields, fields = [], omit = [], extra, details, actions, onClose }: RecordViewProps<Row>) {
  const named = new Set<string>([...Object.keys(labels), ...fields]);
  useLayer(row !== null, onClose);
  const mounted = useOpenedOnce(row !== null);
  if (!mounted) return null;
  return (
    <Drawer opened={row !== null} onClose={onClose} title={title} position="right" size="lg" closeButtonProps={{ 'aria-label': 'Close record' }} {...LAYER_PROPS}>
      {row && (
        <Stack gap="xs">
          {actions}
          <Properties row={row} columns={columns} labels={labels} omit={omit} name={title} named={named} formFields={formFields} />
          {extra}
          {details && <LoadedDetails details={details} row={row} />}
        </Stack>
      )}
    </Drawer>
  );
}
