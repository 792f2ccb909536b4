import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Page } from '../../api/envelope';
import type { ZodObject } from 'zod';

/** A list screen's view, kept in the URL: 1-based page, page size, optional sort (`field,asc`) and search. */
export type ListSearch = { page: number; size: number; sort?: string; search?: string };


/** How a column's value is shown. */
export type ColumnFormat = 'text' | 'date' | 'datetime' | 'amount' | 'count' | 'status';

/** A list column. `key` must be a property of the row (a test checks it against the contract). */
export type ColumnDef<Row> = {
  key: keyof Row & string;
  header: string;
  format?: ColumnFormat;
  /** Custom cell, for what a format cannot say. */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
};

/** A select option. */
export type Option = { value: string; label: string };

/** A form field. Its widget, options and required flag come from the zod schema unless overridden. */
export type FieldDef = {
  name: string;
  label: string;
  widget?: 'text' | 'textarea' | 'number' | 'select' | 'switch' | 'password';
  options?: Option[];
  description?: string;
  placeholder?: string;
  /** Key fields cannot change once the record exists. */
  readOnlyOnEdit?: boolean;
};

/** A query the list screen runs: the generated query options of the list operation. */
export type ListQuery<Raw> = { queryKey: QueryKey; queryFn?: QueryFunction<Raw, QueryKey> | SkipToken };

/**
 * A resource definition: data that describes one screen of rows (what it lists, how it is
 * shown, how it is added, edited and deleted). Generic components render it; only
 * definitions know the generated API.
 */
export type ResourceDefinition<Row, Input extends Record<string, unknown>, Raw = unknown> = {
  /** Stable id, also the prefix of column-visibility storage. */
  id: string;
  /** Screen title, e.g. "Bank Management". */
  title: string;
  /** One record's name, e.g. "Bank" ("Add Bank", "Edit Bank"). */
  singular: string;
  rowKey: (row: Row) => string;
  /** Names a record in confirmations, e.g. "Bank of Ceylon (7010)". */
  describe: (row: Row) => string;
  list: {
    query: (search: ListSearch) => ListQuery<Raw>;
    select: (raw: Raw) => Page<Row>;
    /** Query key prefix that covers every page of the list, invalidated after a write. */
    invalidates: QueryKey;
  };
  columns: ColumnDef<Row>[];
  /** Links from a row to related screens, e.g. a bank's branches. */
  rowLinks?: { label: string; link: (row: Row) => LinkOptions }[];
  form?: {
    /** The contract's zod schema of the request body, loaded with the contract chunk (not in the initial bundle). */
    schema: () => Promise<ZodObject>;
    fields: FieldDef[];
    /** Values of a new record's form. */
    empty: Input;
    /** Values of the edit form for an existing row. */
    fromRow: (row: Row) => Input;
  };
  create?: { run: (input: Input) => Promise<unknown>; notice: string };
  update?: { run: (row: Row, input: Input) => Promise<unknown>; notice: string };
  /** Every delete shows the same notice, "Successfully Deleted" (specification section 8). */
  remove?: { run: (row: Row) => Promise<unknown> };
};
