/**
 * Export of a list's current view to CSV: the rows are read from the server page after page
 * with the list's own generated request (its search, filters and sort), up to
 * `EXPORT_ROW_LIMIT`, and each value is written as its column shows it. A column masked on
 * screen is written masked, or in full when a user who may reveal it (`reveal`) asks so with a
 * purpose, recorded first (`exportCsv`). The button and dialog are `ExportButton` (`export-button.tsx`).
 */
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { formatAmount, formatCount, formatDate, formatDateTime } from '../../lib/format';
import { codeLabel } from '../../lib/known-codes';
import { isMaskKind, MASK, maskValue } from '../../lib/mask';
import type { Page } from '../../api/envelope';
import { csvText } from './csv';
import { labelOf, mayRead, refText } from './sources';
import { STATUS_VIEW } from './status';
import type { ColumnDef, ListSearch, Option, PermissionNeed, ResourceDefinition } from './types';

/** The most rows one export writes; a larger view is labelled "First 10,000 of 23,456 rows". */
export const EXPORT_ROW_LIMIT = 10_000;
/** Rows read per request: the largest page the API serves. */
export const EXPORT_PAGE_SIZE = 100;

/** Where an export stands: rows read so far and the view's total (null before the first page). */
export type ExportProgress = { loaded: number; total: number | null };

/** What an export wrote: its rows and the view's total (more than the rows when the limit cut it). */
export type ExportResult<Row> = { rows: Row[]; total: number };

/** A value of a column as plain text, as its cell shows it (masked values stay masked unless `unmasked`). */
export function cellText<Row extends Record<string, unknown>>(column: ColumnDef<Row>, row: Row, labels?: readonly Option[], unmasked = false): string {
  if (column.text) return column.text(row);
  const value = row[column.key];
  if (column.render) {
    const shown = column.render(row);
    if (typeof shown === 'string' || typeof shown === 'number') return String(shown);
    // Drawn content (a link, a badge) is written as the value it stands for, below.
  }
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return column.empty ?? '';
  if (column.refers) {
    const code = plainText(value);
    return refText(labels ?? [], column.refers.keyOf ? column.refers.keyOf(row) : code, code);
  }
  if (labels) return Array.isArray(value) ? value.map((item) => labelOf(labels, item)).join(', ') : labelOf(labels, value);
  if (isMaskKind(column.format)) return unmasked ? plainText(value) : maskValue(column.format, value);
  switch (column.format) {
    case 'date':
      return formatDate(value as string | number);
    case 'datetime':
      return formatDateTime(value as string | number);
    case 'amount':
      return formatAmount(value as string | number);
    case 'count':
      return formatCount(value as number);
    case 'status':
      return value === null || value === undefined || value === '' ? '' : codeLabel(column.statuses ?? STATUS_VIEW, value);
    default:
      return plainText(value);
  }
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/** Columns the user sees, in order (those hidden in the column menu are left out). */
export function visibleColumns<Row>(columns: readonly ColumnDef<Row>[], visibility: Readonly<Record<string, boolean>>): ColumnDef<Row>[] {
  return columns.filter((column) => visibility[column.key] ?? !column.hidden);
}

/** What an export wrote: the file's text, the headers of masked columns written in full, and those written masked. */
export type CsvExport = { text: string; unmasked: string[]; masked: string[] };

/** Whether a column holds personal data masked on screen (by its format). */
export const isMaskedColumn = <Row>(column: ColumnDef<Row>): boolean => isMaskKind(column.format);

/** The masked columns a user may write in full (`reveal` allows it; card numbers never). */
export function revealableColumns<Row>(columns: readonly ColumnDef<Row>[], mayReveal: (need: PermissionNeed) => boolean): ColumnDef<Row>[] {
  return columns.filter((column) => isMaskKind(column.format) && column.format !== 'card' && column.reveal !== undefined && mayReveal(column.reveal));
}

/**
 * A whole CSV file of rows under the given columns, with the labels of coded columns by key.
 * Masked columns are written masked, as on screen, unless `full`: then those the user may reveal
 * (`revealableColumns`) are written in full, and the rest stay masked.
 */
export function exportCsv<Row extends Record<string, unknown>>(
  columns: readonly ColumnDef<Row>[],
  rows: readonly Row[],
  labels: Readonly<Record<string, readonly Option[]>>,
  mayReveal: (need: PermissionNeed) => boolean,
  full = false,
): CsvExport {
  const inFull = new Set(full ? revealableColumns(columns, mayReveal) : []);
  const written = columns.map((column) => ({ column, cells: rows.map((row) => cellText(column, row, labels[column.key], inFull.has(column))) }));
  return {
    text: csvText(
      written.map(({ column }) => column.header),
      rows.map((_, index) => written.map(({ cells }) => cells[index] ?? '')),
    ),
    unmasked: columns.filter((column) => inFull.has(column)).map((column) => column.header),
    // A column masked by its format, or a value its own drawing masks.
    masked: written.filter(({ column, cells }) => !inFull.has(column) && (isMaskKind(column.format) || cells.some((cell) => cell.includes(MASK)))).map(({ column }) => column.header),
  };
}

/** What the export dialog says of the masked columns, e.g. "Mobile and NIC are written in full, recorded in the audit trail: …". */
export function maskedColumnsText({ unmasked, masked }: Pick<CsvExport, 'unmasked' | 'masked'>): string[] {
  const names = (headers: string[]) => (headers.length === 1 ? headers[0] : `${headers.slice(0, -1).join(', ')} and ${headers[headers.length - 1]}`);
  const verb = (headers: string[]) => (headers.length === 1 ? 'is' : 'are');
  return [
    ...(unmasked.length > 0 ? [`${names(unmasked)} ${verb(unmasked)} written in full, recorded in the audit trail: the file name says "unmasked".`] : []),
    ...(masked.length > 0 ? [`${names(masked)} ${verb(masked)} written masked, as on screen${unmasked.length > 0 ? '' : ': the file name says "masked"'}.`] : []),
  ];
}

function aborted(): DOMException {
  return new DOMException('The export was cancelled', 'AbortError');
}

/**
 * Reads the view's rows from the server, page after page (each the list's own request for
 * that page at `EXPORT_PAGE_SIZE`), until the total, an empty or short page, or `limit` rows.
 * `signal` stops it between and inside requests; `onProgress` follows each page.
 */
export async function readAllRows<Row, Input extends Record<string, unknown>, Raw>(
  queryClient: QueryClient,
  resource: ResourceDefinition<Row, Input, Raw>,
  search: ListSearch,
  options: { limit?: number; signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<ExportResult<Row>> {
  const { limit = EXPORT_ROW_LIMIT, signal = new AbortController().signal, onProgress } = options;
  const paged = resource.list.paged ?? true;
  const rows: Row[] = [];
  let total: number | null = null;
  for (let page = 1; ; page += 1) {
    if (signal.aborted) throw aborted();
    const { queryKey, queryFn } = resource.list.query({ ...search, page, size: paged ? EXPORT_PAGE_SIZE : search.size });
    if (typeof queryFn !== 'function') throw new Error('This list cannot be read');
    const raw = await (queryFn as QueryFunction<Raw, QueryKey>)({ client: queryClient, queryKey, signal, meta: undefined });
    if (signal.aborted) throw aborted();
    const result: Page<Row> = resource.list.select(raw);
    total = total ?? result.total;
    rows.push(...result.rows.slice(0, limit - rows.length));
    onProgress?.({ loaded: rows.length, total });
    const done = !paged || rows.length >= limit || rows.length >= total || result.rows.length < EXPORT_PAGE_SIZE;
    if (done) return { rows, total: Math.max(total, rows.length) };
  }
}

/** The labels of every coded column (`labels`) and the names of related records (`refers`), read once for the export. */
export async function columnLabels<Row>(queryClient: QueryClient, columns: readonly ColumnDef<Row>[], permissions?: ReadonlySet<string>): Promise<Record<string, Option[]>> {
  const entries = await Promise.all(
    columns
      .flatMap((column) => {
        const source = column.labels ?? column.refers?.names;
        // Names of an area the user may not read are not asked for: the file has the codes.
        return source && mayRead(source, permissions) ? [{ key: column.key, source }] : [];
      })
      .map(async ({ key, source }) => {
        const raw = await queryClient.fetchQuery({ queryKey: source.queryKey, queryFn: source.queryFn, staleTime: 5 * 60_000 });
        return [key, source.select(raw)] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/** "4 rows", "1 row", or "First 10,000 of 23,456 rows" when the limit cut the view. */
export function exportedText(written: number, total: number): string {
  if (written < total) return `First ${formatCount(written)} of ${formatCount(total)} rows`;
  return `${formatCount(written)} ${written === 1 ? 'row' : 'rows'}`;
}
