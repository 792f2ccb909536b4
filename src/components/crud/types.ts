import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Page } from '../../api/envelope';
import type { ZodObject } from 'zod';

/**
 * A list screen's view, kept in the URL: 1-based page, page size, optional sort (`field,asc`),
 * search text and filters (filter name to value, as the resource's `filters` name them).
 */
export type ListSearch = { page: number; size: number; sort?: string; search?: string; filters?: Record<string, string> };

/** How a column's value is shown. */
export type ColumnFormat = 'text' | 'date' | 'datetime' | 'amount' | 'count' | 'status' | 'image';

/** A query the screen runs: generated query options (key and function). */
export type ListQuery<Raw> = { queryKey: QueryKey; queryFn?: QueryFunction<Raw, QueryKey> | SkipToken };

/** A select option. */
export type Option = { value: string; label: string };

/**
 * Where choices come from: a generated query (usually a config endpoint) and how to read
 * value/label pairs from its answer. Build one with `optionsFrom` (`sources.ts`).
 */
export type OptionSource = ListQuery<unknown> & { select: (raw: unknown) => Option[] };

/** A value fetched from the server, e.g. the next version of a document. Build one with `valueFrom`. */
export type ValueSource = ListQuery<unknown> & { select: (raw: unknown) => unknown };

/** Form values by field name. */
export type FormValues = Record<string, unknown>;

/** A list column. `key` must be a property of the row (a test checks it against the contract). */
export type ColumnDef<Row> = {
  key: keyof Row & string;
  header: string;
  format?: ColumnFormat;
  /** Shows the label of a code (e.g. a segment's name for its code) instead of the code. */
  labels?: OptionSource;
  /** Custom cell, for what a format cannot say. */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Hidden until the user shows it (the choice is remembered per user). */
  hidden?: boolean;
};

/** A form field. Its widget, options and required flag come from the zod schema unless overridden. */
export type FieldDef = {
  name: string;
  label: string;
  widget?: 'text' | 'textarea' | 'number' | 'select' | 'multiselect' | 'switch' | 'password' | 'date' | 'file';
  options?: Option[];
  /** Choices loaded from the server; a function of the form's values when they depend on another field. */
  optionsFrom?: OptionSource | ((values: FormValues) => OptionSource | null);
  /** A value the server decides from other fields (read-only; fetched when the function returns a source). */
  valueFrom?: (values: FormValues) => ValueSource | null;
  description?: string;
  placeholder?: string;
  /** Key fields cannot change once the record exists. */
  readOnlyOnEdit?: boolean;
  /** File fields: accepted types (e.g. `image/png,image/jpeg`) and the field holding the current image's URL. */
  accept?: string;
  previewOf?: string;
  /** Shown only in one form, e.g. an image that can be attached only to a record that exists. */
  onlyOn?: 'add' | 'edit';
};

/** A filter above the list; its value is kept in the URL (`filters`). */
export type FilterDef = {
  name: string;
  label: string;
  widget?: 'text' | 'select' | 'date';
  options?: Option[];
  optionsFrom?: OptionSource;
};

/** An action on one row behind a confirmation, e.g. "Reset Password". */
export type RowAction<Row> = {
  label: string;
  /** The permission code the signed-in user needs to see the action. */
  permission?: string;
  confirm: { title: string; message: (row: Row) => string; confirmLabel: string; danger?: boolean };
  run: (row: Row) => Promise<unknown>;
  /** The notice after success; a function when the server's message is the notice. */
  notice: string | ((result: unknown) => string);
};

/**
 * A resource of rows, its type parameters hidden, for a row's sub-list (see `panels`).
 * Build one with `subList` (`sources.ts`).
 */
export type SubList = <T>(use: <R extends Record<string, unknown>, I extends FormValues, Raw>(resource: ResourceDefinition<R, I, Raw>) => T) => T;

/**
 * A resource definition: data that describes one screen of rows (what it lists, how it is
 * shown, how it is added, edited and deleted). Generic components render it; only
 * definitions know the generated API.
 */
export type ResourceDefinition<Row, Input extends FormValues, Raw = unknown> = {
  /** Stable id, also the key of the column and density choices remembered per user. */
  id: string;
  /** Screen title, e.g. "Bank Management". */
  title: string;
  /** One record's name, e.g. "Bank" ("Add Bank", "Edit Bank"). */
  singular: string;
  rowKey: (row: Row) => string;
  /** Names a record in confirmations and the view panel, e.g. "Bank of Ceylon (7010)". */
  describe: (row: Row) => string;
  list: {
    query: (search: ListSearch) => ListQuery<Raw>;
    select: (raw: Raw) => Page<Row>;
    /** Query key prefix that covers every page of the list, invalidated after a write. */
    invalidates: QueryKey;
    /** False when the operation answers every row at once (e.g. a record's slabs): all rows are shown, without a pager. */
    paged?: boolean;
  };
  columns: ColumnDef<Row>[];
  /** Filters above the list (kept in the URL); the list query receives them in `search.filters`. */
  filters?: FilterDef[];
  /** Whether the list has free-text search (default true). */
  searchable?: boolean;
  /** Links from a row to related screens, e.g. a bank's branches. */
  rowLinks?: { label: string; link: (row: Row) => LinkOptions }[];
  /** A row's sub-lists, each opened in a side panel, e.g. a commission profile's slabs. */
  panels?: { label: string; list: (row: Row) => SubList }[];
  /** Row actions behind a confirmation, beside edit and delete. */
  actions?: RowAction<Row>[];
  form?: {
    /** The contract's zod schema of the request body, loaded with the contract chunk (not in the initial bundle). */
    schema: () => Promise<ZodObject>;
    /** The edit form's schema when it differs from the add form's (e.g. an image required only on add). */
    editSchema?: () => Promise<ZodObject>;
    fields: FieldDef[];
    /** Values of a new record's form; fields left out start empty (the schema checks them on submit). */
    empty: Partial<Input>;
    /** Values of the edit form for an existing row. */
    fromRow: (row: Row) => Input;
  };
  create?: { run: (input: Input) => Promise<unknown>; notice: string | ((result: unknown) => string) };
  update?: { run: (row: Row, input: Input) => Promise<unknown>; notice: string; failure?: string };
  /** Every delete shows the same notice, "Successfully Deleted" (specification section 8). */
  remove?: { run: (row: Row) => Promise<unknown> };
  /** Permission codes the signed-in user needs for each action; an action without one is open to whoever opens the page. */
  can?: { create?: string; update?: string; remove?: string };
};
