/**
 * Builders that keep a definition's server data typed while the generic screen sees one
 * shape: select choices, server-decided values and a row's sub-lists.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import { unknownText } from '../../lib/known-codes';
import type { AssignableItem, ColumnDef, FormValues, ItemSource, ListQuery, Option, OptionSource, PermissionNeed, RecordDetails, RecordRef, ResourceDefinition, SubList, ValueSource } from './types';

/**
 * Choices from a generated query, e.g.
 * `optionsFrom(getListBankChannelsQueryOptions(), (raw) => raw.data.map((c) => ({ value: String(c.id), label: c.description })))`.
 */
export function optionsFrom<Raw>(query: ListQuery<Raw>, select: (raw: Raw) => Option[], permission?: PermissionNeed): OptionSource {
  return { ...(query as ListQuery<unknown>), select: (raw: unknown) => choosable(select(raw as Raw)), ...(permission === undefined ? {} : { permission }) };
}

/**
 * The signed-in user's permissions, which decide the sources they may read (`OptionSource.permission`);
 * the admin layout provides them. Without a provider (a part drawn on its own) every source is read.
 */
export const ReadingPermissions = createContext<ReadonlySet<string> | null>(null);

/** Whether a user holding `permissions` may read a source's choices: any one of its permission codes (none: everyone). */
export function mayRead(source: Pick<OptionSource, 'permission'>, permissions: ReadonlySet<string> | null | undefined): boolean {
  if (source.permission === undefined || permissions === null) return true;
  const codes: readonly string[] = typeof source.permission === 'string' ? [source.permission] : source.permission;
  // This module imports no other part of the console (it is in the screens' shared helpers), so it does not use isAllowed.
  return codes.some((code) => permissions?.has(code) ?? false);
}

/**
 * The choices a select can offer: a value of the answer that is not text (one the console could
 * not read) cannot be chosen, so its choice is left out; a label that is not text shows the value.
 */
function choosable(options: Option[]): Option[] {
  const text = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';
  return options.flatMap(({ value, label }) => (text(value) ? [{ value: String(value), label: text(label) && label !== '' ? String(label) : String(value) }] : []));
}

/** Items of a transfer list from a generated query, e.g. a group's permission codes. */
export function itemsFrom<Raw>(query: ListQuery<Raw>, select: (raw: Raw) => AssignableItem[]): ItemSource {
  return { ...(query as ListQuery<unknown>), select: select as (raw: unknown) => AssignableItem[] };
}

/** A value decided by the server, e.g. the next version of the terms for a channel and category. */
export function valueFrom<Raw, Value>(query: ListQuery<Raw>, select: (raw: Raw) => Value): ValueSource {
  return { ...(query as ListQuery<unknown>), select: select as (raw: unknown) => unknown };
}

/**
 * A record loaded when a row is opened, shown in full in the view panel (`view.details`), e.g.
 * `recordDetails('Disputed transaction', (d) => getGetDisputeQueryOptions(d.transactionId), (raw) => raw.data.transaction, columns)`.
 */
export function recordDetails<Row, Raw, Detail extends Record<string, unknown>>(
  title: string,
  load: (row: Row) => ListQuery<Raw>,
  select: (raw: Raw) => Detail | null,
  columns: ColumnDef<Detail>[],
): RecordDetails<Row> {
  return { title, load: (row) => valueFrom(load(row), select), columns: columns as unknown as ColumnDef<Record<string, unknown>>[] };
}

/**
 * Another record a column names by its code (`ColumnDef.refers`), e.g.
 * `recordRef(bankChoices, 'bank-mgt', (code) => ({ to: '/admin/config-mgt/bank-mgt', search: { page: 1, size: 10, search: code } }))`.
 */
export function recordRef<Row = unknown>(names: OptionSource, pageId: string, link: (code: string, row: Row) => LinkOptions, keyOf?: (row: Row) => string): RecordRef<Row> {
  return { names, pageId, link, ...(keyOf ? { keyOf } : {}) };
}

/** A referred record as text: "Bank of Ceylon (7010)" when `names` know its key, else the code alone. */
export function refText(names: readonly Option[], key: string, code: string): string {
  const name = names.find((option) => option.value === key)?.label;
  return name === undefined || name === code ? code : `${name} (${code})`;
}

/** A sub-list of a row (its type parameters hidden), for `panels`. */
export function subList<R extends Record<string, unknown>, I extends FormValues, Raw>(resource: ResourceDefinition<R, I, Raw>): SubList {
  return (use) => use(resource);
}

/** Choices are configuration: they change rarely, so one fetch per five minutes is enough. */
const CHOICES_STALE_MS = 5 * 60_000;

/** The choices of a source (empty while loading or without a source). */
export function useOptions(source: OptionSource | null | undefined): { options: Option[]; loading: boolean; failed: boolean; withheld: boolean } {
  const permissions = useContext(ReadingPermissions);
  // Choices of an area the user may not read are not asked for: the values show as their codes.
  const readable = source != null && mayRead(source, permissions);
  const query = useQuery({
    queryKey: source?.queryKey ?? ['no-options'],
    queryFn: readable ? (source.queryFn ?? skipToken) : skipToken,
    select: source?.select,
    staleTime: CHOICES_STALE_MS,
  });
  return { options: query.data ?? [], loading: readable && query.isPending, failed: query.isError, withheld: source != null && !readable };
}

/** A value decided by the server (undefined while loading or without a source). */
export function useServerValue(source: ValueSource | null): { value: unknown; loading: boolean } {
  // Never cached: the server's answer can change after every save (e.g. the next version).
  const query = useQuery({ queryKey: source?.queryKey ?? ['no-value'], queryFn: source?.queryFn ?? skipToken, select: source?.select, staleTime: 0, gcTime: 0 });
  return { value: query.data, loading: source != null && query.isFetching };
}

/** Configuration text from the server (e.g. a field's help), cached like choices; undefined while loading or without a source. */
export function useConfigText(source: ValueSource | null | undefined): string | undefined {
  const query = useQuery({ queryKey: source?.queryKey ?? ['no-text'], queryFn: source?.queryFn ?? skipToken, select: source?.select, staleTime: CHOICES_STALE_MS });
  return typeof query.data === 'string' && query.data !== '' ? query.data : undefined;
}

/**
 * The label of a value among choices. A value none of them has is shown as it came: marked
 * "(unknown value)" when `options` are all the choices there are, as it is while they load.
 */
export function labelOf(options: readonly Option[], value: unknown, complete = true): string {
  const key = String(value);
  const label = options.find((option) => option.value === key)?.label;
  if (label !== undefined) return label;
  return complete && key !== '' ? unknownText(key) : key;
}
