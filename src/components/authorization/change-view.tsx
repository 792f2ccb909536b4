import { Badge, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { humanise } from '../crud/humanise';

/** A record's values before or after a change; null when there is none (a create has no before, a delete no after). */
export type ChangeRecord = Record<string, unknown> | null | undefined;

/** One property of a change, ready to show. */
export type ChangeLine = {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
  /** For lists: the entries the change adds and removes. */
  added: string[];
  removed: string[];
};

/** How a property's value is shown (e.g. an amount with separators, a status by name), by property name; a list's items one by one. */
export type ChangeFormats = Readonly<Record<string, (value: unknown) => string>>;

/** What kind of change two records describe. */
export type ChangeKind = 'update' | 'create' | 'delete' | 'none';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as text: lists joined, yes/no, timestamps in the console's format, nested records as "name: value" pairs. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_TIMESTAMP.test(value) ? formatDateTime(value) || value : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${humanise(key)}: ${showValue(inner)}`)
      .join('; ');
  }
  return String(value as symbol);
}

/** A value as text in its property's format (each item of a list), or as `showValue` shows it. */
function shownAs(value: unknown, format: ((value: unknown) => string) | undefined): string {
  if (!format || value === null || value === undefined || value === '') return showValue(value);
  return Array.isArray(value) ? value.map(format).join(', ') : format(value);
}

const items = (value: unknown, format?: (value: unknown) => string) => (Array.isArray(value) ? value.map((item) => shownAs(item, format)) : null);

/** The kind of change from its before and after records. */
export function changeKind(before: ChangeRecord, after: ChangeRecord): ChangeKind {
  if (before && after) return 'update';
  if (after) return 'create';
  if (before) return 'delete';
  return 'none';
}

/**
 * The properties of a change in order (the before record's, then those only the after record
 * has), each with both values as text and whether it changed.
 */
export function changeLines(before: ChangeRecord, after: ChangeRecord, labels: Readonly<Record<string, string>> = {}, formats: ChangeFormats = {}): ChangeLine[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const old = before?.[key];
    const next = after?.[key];
    const format = formats[key];
    const oldItems = items(old, format);
    const newItems = items(next, format);
    const shownBefore = before ? shownAs(old, format) : '';
    const shownAfter = after ? shownAs(next, format) : '';
    return {
      key,
      label: labels[key] ?? humanise(key),
      before: shownBefore,
      after: shownAfter,
      changed: before !== null && before !== undefined && after !== null && after !== undefined && shownBefore !== shownAfter,
      added: oldItems && newItems ? newItems.filter((item) => !oldItems.includes(item)) : [],
      removed: oldItems && newItems ? oldItems.filter((item) => !newItems.includes(item)) : [],
    };
  });
}

export type ChangeViewProps = {
  before: ChangeRecord;
  after: ChangeRecord;
  /** Labels of properties; the others are named from their keys ("fundTranMode" -> "Fund tran mode"). */
  labels?: Readonly<Record<string, string>>;
  /** How values are shown by property (amounts with separators, statuses and codes by name, personal data masked). */
  formats?: ChangeFormats;
  /** A few lines of what changes, for a list cell; otherwise a table of every property. */
  compact?: boolean;
  /** The table's caption (also its accessible name). */
  title?: string;
};

/** How many properties a compact create or delete names before "and N more". */
const COMPACT_LIMIT = 3;

/**
 * A change to a record, readable: an update shows every property's old and new value side by
 * side with the changed ones marked (in words, not only colour); a create shows the new
 * values, a delete the values removed. `compact` shows just what changes, for a list.
 */
export function ChangeView({ before, after, labels, formats, compact = false, title = 'Change' }: ChangeViewProps) {
  const kind = changeKind(before, after);
  const lines = changeLines(before, after, labels, formats);
  if (kind === 'none' || lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No values recorded
      </Text>
    );
  }
  if (compact) return <CompactChange kind={kind} lines={lines} />;
  if (kind !== 'update') {
    return (
      <ChangeTable title={title} field="40%" columns={[kind === 'create' ? 'New value' : 'Removed value']}>
        {lines.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Th scope="row" fw={500}>
              {line.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{kind === 'create' ? line.after || '—' : line.before || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </ChangeTable>
    );
  }
  return (
    <ChangeTable title={title} field="30%" columns={['Before', 'After']}>
      {lines.map((line) => (
        <Table.Tr key={line.key} bg={line.changed ? 'yellow.0' : undefined}>
          <FieldName line={line} mark="Changed" />
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.before || '—'}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }} fw={line.changed ? 700 : undefined}>
            {line.after || '—'}
            {(line.added.length > 0 || line.removed.length > 0) && (
              <Text size="xs" c="gray.8">
                {[line.added.length > 0 ? `Added: ${line.added.join(', ')}` : '', line.removed.length > 0 ? `Removed: ${line.removed.join(', ')}` : ''].filter(Boolean).join('; ')}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ChangeTable>
  );
}

/** A change's table: its caption, the Field column of `field` width and the value columns, then its rows. */
function ChangeTable({ title, field, columns, children }: { title: string; field: string; columns: string[]; children: ReactNode }) {
  return (
    <Table withTableBorder layout="fixed" captionSide="top">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={field}>Field</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** A property's name in a change's table, marked (in words, not only colour) when it changed. */
function FieldName({ line, mark }: { line: ChangeLine; mark: string }) {
  return (
    <Table.Th scope="row" fw={500}>
      <Stack gap={2} align="flex-start">
        <span>{line.label}</span>
        {line.changed && (
          <Badge size="xs" variant="filled" color="yellow.4" autoContrast>
            {mark}
          </Badge>
        )}
      </Stack>
    </Table.Th>
  );
}

/** Whose value a merge keeps for a field: the value saved meanwhile or the operator's own. */
export type ConflictChoice = 'now' | 'yours';

export type ConflictViewProps = {
  /** The record's values when the form opened, as the server holds them now, and as the operator would send them. */
  then: Record<string, unknown>;
  now: Record<string, unknown>;
  yours: Record<string, unknown>;
  /** The properties to compare, in order (the fields of the form). */
  names: readonly string[];
  labels?: Readonly<Record<string, string>>;
  formats?: ChangeFormats;
  title?: string;
  /** While merging: the value kept for each field where the two differ, and how the operator changes it. */
  choices?: Readonly<Record<string, ConflictChoice>>;
  onChoose?: (name: string, choice: ConflictChoice) => void;
};

/**
 * Two operators' changes of one record, in the change view's words: for each field that either
 * changed, its value when the form opened (Then), as saved meanwhile (Now, marked "Changed
 * meanwhile") and as this operator would send it (Yours); while merging, the value to keep.
 */
export function ConflictView({ then, now, yours, names, labels, formats, title = 'Changed meanwhile', choices, onChoose }: ConflictViewProps) {
  const meanwhile = new Map(changeLines(then, now, labels, formats).map((line) => [line.key, line]));
  const mine = new Map(changeLines(now, yours, labels, formats).map((line) => [line.key, line]));
  const rows = names.flatMap((name) => {
    const past = meanwhile.get(name);
    const own = mine.get(name);
    return past && own && (past.changed || own.changed) ? [{ name, past, own }] : [];
  });
  return (
    <ChangeTable title={title} field="25%" columns={['Then', 'Now', 'Yours', ...(choices ? ['Keep'] : [])]}>
      {rows.map(({ name, past, own }) => (
        <Table.Tr key={name} bg={past.changed ? 'yellow.0' : undefined}>
          <FieldName line={past} mark="Changed meanwhile" />
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{past.before || '—'}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }} fw={past.changed ? 700 : undefined}>
            {past.after || '—'}
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }} fw={own.changed ? 700 : undefined}>
            {own.after || '—'}
          </Table.Td>
          {choices && (
            <Table.Td>
              {own.changed && choices[name] ? (
                <Stack gap={4} role="radiogroup" aria-label={`Keep for ${past.label}`}>
                  {(['now', 'yours'] as const).map((choice) => (
                    <Radio key={choice} name={`keep-${name}`} value={choice} label={choice === 'now' ? 'Now' : 'Yours'} checked={choices[name] === choice} onChange={() => onChoose?.(name, choice)} />
                  ))}
                </Stack>
              ) : (
                <Text size="sm">Same</Text>
              )}
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ChangeTable>
  );
}

function Arrow() {
  return (
    <>
      <span aria-hidden> → </span>
      <VisuallyHidden> changes to </VisuallyHidden>
    </>
  );
}

function CompactChange({ kind, lines }: { kind: Exclude<ChangeKind, 'none'>; lines: ChangeLine[] }) {
  if (kind === 'update') {
    const changed = lines.filter((line) => line.changed);
    if (changed.length === 0) return <Text size="sm">No differences</Text>;
    return (
      <Stack gap={0}>
        {changed.map((line) => (
          <Text size="sm" key={line.key}>
            <Text span fw={600} size="sm">
              {line.label}:
            </Text>{' '}
            {line.added.length > 0 || line.removed.length > 0 ? (
              [line.added.length > 0 ? `adds ${line.added.join(', ')}` : '', line.removed.length > 0 ? `removes ${line.removed.join(', ')}` : ''].filter(Boolean).join('; ')
            ) : (
              <>
                {line.before || '—'}
                <Arrow />
                {line.after || '—'}
              </>
            )}
          </Text>
        ))}
      </Stack>
    );
  }
  const shown = lines.slice(0, COMPACT_LIMIT);
  const more = lines.length - shown.length;
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {kind === 'create' ? 'New:' : 'Removes:'}
      </Text>{' '}
      {shown.map((line) => `${line.label} ${kind === 'create' ? line.after : line.before}`).join(', ')}
      {more > 0 ? ` and ${more} more` : ''}
    </Text>
  );
}

/**
 * What a change does, as one line of plain text (the compact view's words, e.g. for a CSV
 * export): "Per transaction limit: 50,000.00 → 75,000.00; Daily limit: ...", "New: Bank code
 * 7719, ...", "Removes: ...".
 */
export function changeSummary(before: ChangeRecord, after: ChangeRecord, labels: Readonly<Record<string, string>> = {}, formats: ChangeFormats = {}): string {
  const kind = changeKind(before, after);
  const lines = changeLines(before, after, labels, formats);
  if (kind === 'none' || lines.length === 0) return 'No values recorded';
  if (kind === 'update') {
    const changed = lines.filter((line) => line.changed);
    if (changed.length === 0) return 'No differences';
    return changed
      .map((line) =>
        line.added.length > 0 || line.removed.length > 0
          ? `${line.label}: ${[line.added.length > 0 ? `adds ${line.added.join(', ')}` : '', line.removed.length > 0 ? `removes ${line.removed.join(', ')}` : ''].filter(Boolean).join('; ')}`
          : `${line.label}: ${line.before || '—'} → ${line.after || '—'}`,
      )
      .join('; ');
  }
  const shown = lines.slice(0, COMPACT_LIMIT);
  const more = lines.length - shown.length;
  return `${kind === 'create' ? 'New:' : 'Removes:'} ${shown.map((line) => `${line.label} ${kind === 'create' ? line.after : line.before}`).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
