import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Page } from '../../api/envelope';
import type { ZodObject } from 'zod';
import type { MaskKind } from '../../lib/mask';

/**
 * A list screen's view, kept in the URL: 1-based page, page size, optional sort (`field,asc`),
 * search text and filters (filter name to value, as the resource's `filters` name them).
 */
export type ListSearch = { page: number; size: number; sort?: string; search?: string; filters?: Record<string, string> };

/**
 * How a column's value is shown. `card`, `account`, `nic`, `mobile` and `email` are personal data,
 * shown masked (`src/lib/mask.ts`); the column's `reveal` permission lets a person show one value.
 */
export type ColumnFormat = 'text' | 'date' | 'datetime' | 'amount' | 'count' | 'status' | 'image' | MaskKind;

/** A query the screen runs: generated query options (key and function). */
export type ListQuery<Raw> = { queryKey: QueryKey; queryFn?: QueryFunction<Raw, QueryKey> | SkipToken };

/** A reason a decision asks: its label, its length, and the statuses that ask it (default: every one). */
export type DecisionReason = { label: string; maxLength?: number; statuses?: readonly string[] };

/** A select option. */
export type Option = { value: string; label: string };

/**
 * Where choices come from: a generated query (usually a config endpoint) and how to read
 * value/label pairs from its answer. Build one with `optionsFrom` (`sources.ts`).
 */
export type OptionSource = ListQuery<unknown> & {
  select: (raw: unknown) => Option[];
  /** Who may read the choices (their area's permission): for others no call is made and a value shows as its code. */
  permission?: PermissionNeed;
};

/** A value fetched from the server, e.g. the next version of a document. Build one with `valueFrom`. */
export type ValueSource = ListQuery<unknown> & { select: (raw: unknown) => unknown };

/** Form values by field name. */
export type FormValues = Record<string, unknown>;

/** A permission code the signed-in user needs, or several codes of which any one is enough. */
export type PermissionNeed = string | readonly string[];

/**
 * A button beside a field that fills other fields from the server, e.g. a person's name and
 * contact details from their NIC. The field's value is checked against the schema first.
 * On a select the lookup runs on each choice instead (no button), e.g. a head merchant's details.
 */
export type FieldLookup = {
  /** The button's text, e.g. "Look up" (unused on a select). */
  label: string;
  /** The values found for the field's value (only those it returns are filled in), or null when nothing is recorded. */
  run: (value: string) => Promise<FormValues | null>;
  /** What the user is told when nothing was found. */
  notFound: (value: string) => string;
};

/**
 * A field whose value is another record's key, chosen by what the operator knows of the record
 * (e.g. a wallet user by mobile number or name): a select searched on the server as they type;
 * the chosen record shows by its name, the form sends its key. Also names the value in the view panel.
 */
export type FieldSearch = {
  /** Choices for the typed text (3 characters at least), e.g. wallet users whose mobile or name matches. */
  choices: (text: string) => OptionSource;
  /** Choices among which the current value may be (its name in an edit form and the view panel); the value as it is when none has it. */
  current: (value: string) => OptionSource;
  /** What to type, e.g. "Mobile number or name". */
  placeholder: string;
  /** The permission the search's call needs: a user without it gets the plain field (and its `description`), the view the value. */
  permission?: PermissionNeed;
};

/** A list column. `key` must be a property of the row (a test checks it against the contract). */
export type ColumnDef<Row> = {
  key: keyof Row & string;
  header: string;
  format?: ColumnFormat;
  /** Shows the label of a code (e.g. a segment's name for its code) instead of the code. */
  labels?: OptionSource;
  /** The code of another record (a bank's code on a BIN): shown by its name and code, "Bank of Ceylon (7010)", linked to that record's page. */
  refers?: RecordRef<Row>;
  /** Custom cell, for what a format cannot say. Called in the row's render: no hooks here (return a component's element for what has state). */
  render?: (row: Row) => ReactNode;
  /** The cell as plain text (CSV export), when `render` draws more than text, e.g. a link or a change. */
  text?: (row: Row) => string;
  /**
   * A `status` column's own states by value (e.g. `true`, `SUCCESS`, `26`) with label and
   * badge colour, for states other than the record statuses 1-3.
   */
  statuses?: Record<string, { label: string; color: string }>;
  sortable?: boolean;
  /** Hidden until the user shows it (the choice is remembered per user). */
  hidden?: boolean;
  /** Shown when the value is missing or an empty list, where that means something (e.g. "All merchants"). */
  empty?: string;
  /** `narrow` for short codes and ids, `wide` for the text a row is read for (a summary, a change); others share the rest. */
  width?: ColumnWidth;
  /**
   * What stays in view when the list is wider than its place (`column-fold.ts`): 1 always shown,
   * 2 folds, 3 folds first, into the column menu (the view panel still shows it). Default: 1 for
   * the first column, the first `wide` one (a name), the first status and amounts, 2 for the others.
   */
  priority?: ColumnPriority;
  /**
   * The column that names the record (a bank's name, not its code): it heads the row's card on a
   * phone (`list-rows.tsx`) and is always in view (priority 1). One per list; without it, the first column.
   */
  title?: boolean;
  /**
   * Masked formats only: the permission that lets a person reveal one value (e.g. whoever may
   * edit the record sees it in the form anyway). Without it the value stays masked; a card
   * number never shows more than its first 6 and last 4 digits.
   */
  reveal?: PermissionNeed;
};

/**
 * Another record a column holds the code of (a bank on a BIN, a locator or a merchant; a branch on a
 * request): the cell shows its name and code, "Bank of Ceylon (7010)", as a link to the record's page
 * for a user who may open that page (the name alone for others); the view panel and the CSV export
 * say the same. A code the names do not know is shown as it is. Build one with `recordRef` (`sources.ts`).
 */
export type RecordRef<Row> = {
  /** The records' names by code: choices the page loads anyway (e.g. every bank). */
  names: OptionSource;
  /** The key of the row's record among `names`, when the code alone is not one (a branch code is one per bank): default the column's value. */
  keyOf?: (row: Row) => string;
  /** The page that shows the record. */
  pageId: string;
  /** Where the link leads for the column's value, e.g. the bank list searched for the code. */
  link: (code: string, row: Row) => LinkOptions;
};

export type ColumnWidth = 'narrow' | 'wide';

export type ColumnPriority = 1 | 2 | 3;

/**
 * A form field. Its widget, options and required flag come from the zod schema unless overridden.
 * `Name` is the form input's property names (`FieldName<Input>`), so a misspelt or renamed field
 * fails typecheck.
 */
export type FieldDef<Name extends string = string> = {
  name: Name;
  /** Default: the header of the column showing the same property, else the name in words (`field-labels.ts`). */
  label?: string;
  /**
   * `amount`: a decimal with two places (the contract's `Amount` and `Percentage` get it by
   * themselves): accepts `200000`, `200,000` or `200000.5`, shows `200,000.00`, sends `200000.00`.
   */
  widget?: 'text' | 'textarea' | 'number' | 'amount' | 'select' | 'multiselect' | 'switch' | 'password' | 'date' | 'datetime' | 'file';
  options?: Option[];
  /** Choices loaded from the server; a function of the form's values when they depend on another field. */
  optionsFrom?: OptionSource | ((values: FormValues) => OptionSource | null);
  /**
   * A value the server decides from other fields (read-only; fetched when the function returns a source).
   * Not fetched for a `readOnlyOnEdit` field of an existing record: the record keeps its value.
   */
  valueFrom?: (values: FormValues) => ValueSource | null;
  description?: string;
  /** Help text from the server (a `valueFrom` source whose value is text), shown after `description`, e.g. the placeholders a template may use. */
  descriptionFrom?: ValueSource;
  placeholder?: string;
  /** Key fields cannot change once the record exists. */
  readOnlyOnEdit?: boolean;
  /** Never editable: a value the screen decides, e.g. the bank code of a branch added under that bank's route. */
  readOnly?: boolean;
  /** Amount fields: a negative value is accepted (by default an amount is never negative). */
  allowNegative?: boolean;
  /**
   * A text value whose kind another value decides, e.g. a configuration entry's data type: the
   * widget fits the kind (a number input, a switch sending `true`/`false`) and the value is checked
   * against it ("abc" is refused for a number; a `url` only as the allow-list of `src/lib/safe-url.ts` accepts).
   */
  kindOf?: (values: FormValues) => ValueKind | undefined;
  /** Shown (and sent) only while this returns true, e.g. an amount only for a flat fee. */
  visibleWhen?: (values: FormValues) => boolean;
  /** Overrides the schema's required flag, e.g. a field the schema leaves optional but this form needs while it is shown. */
  required?: boolean;
  /** File fields: accepted types (e.g. `image/png,image/jpeg`) and the field holding the current image's URL. */
  accept?: string;
  previewOf?: string;
  /** Fills other fields from the server for this field's value (a text field's button, or a select's choice). */
  lookup?: FieldLookup;
  /** Chooses a record's key by searching the server for what the operator knows of it (`FieldSearch`). */
  search?: FieldSearch;
  /**
   * Fields emptied when this one changes, e.g. the lower steps of a cascading choice
   * (`cascadeFields`). A select whose `optionsFrom` function answers null is disabled.
   */
  clears?: Name[];
  /** Shown only in one form, e.g. an image that can be attached only to a record that exists. */
  onlyOn?: 'add' | 'edit';
  /**
   * Personal data masked in the edit form as in the list (`kind`): shown in full, and so
   * changeable, only after a holder of `reveal` shows it, which is recorded like a list's reveal.
   */
  mask?: { kind: MaskKind; reveal: PermissionNeed };
};

/** The names of a form input's fields: what a `FieldDef` of that form may be named. */
export type FieldName<Input extends FormValues> = keyof Input & string;

/** The kind of a text value typed by another value (see `FieldDef.kindOf`). */
export type ValueKind = 'text' | 'number' | 'integer' | 'boolean' | 'url';

/**
 * A rule across fields of a form, named so a reader sees it (e.g. `limitsAscending`), declared
 * once beside the definition (`form.rules`) and checked by the dialog and the record page after
 * each field passed the contract's schema. Build the common ones with `rules.ts`.
 */
export type FormRule = {
  name: string;
  /** Problems by field name (the message shows under that field); empty when the rule holds. */
  check: (values: FormValues, context: RuleContext) => Record<string, string>;
};

/** What a rule knows besides the values: the form (add or edit), the fields' labels and today. */
export type RuleContext = { mode: 'add' | 'edit'; label: (field: string) => string; today: string };

/** A filter above the list; its value is kept in the URL (`filters`). */
export type FilterDef = {
  name: string;
  label: string;
  widget?: 'text' | 'select' | 'date';
  options?: Option[];
  /** Choices loaded from the server; a function of the current filters when they depend on another filter (null: disabled). */
  optionsFrom?: OptionSource | ((filters: Record<string, string>) => OptionSource | null);
  /** Filters emptied when this one changes, e.g. the lower steps of a cascading choice (`cascadeFilters`). */
  clears?: string[];
};

/** An action on one row behind a confirmation, e.g. "Reset Password". */
export type RowAction<Row> = {
  label: string;
  /** The permission the signed-in user needs to see the action. */
  permission?: PermissionNeed;
  /** The page action (`actions` of the page list) that offers it, or several of which one is enough; default `edit`. */
  pageAction?: string | readonly string[];
  /** Rows the action applies to (default every row), e.g. only pending requests can be accepted. */
  when?: (row: Row) => boolean;
  confirm: { title: string; message: (row: Row) => string; confirmLabel: string; danger?: boolean };
  run: (row: Row) => Promise<unknown>;
  /** The notice after success; a function when the server's message is the notice. */
  notice: string | ((result: unknown) => string);
};

/**
 * A decision that moves one record to another status behind a confirmation: the step of a
 * work queue (change an application's status, approve or reject a dispute, complete or
 * reprocess a request). Offered in the row's menu and in the record's view panel; the dialog
 * asks for the new status (when there is a choice) and the reason (when one is needed), shows
 * the confirmation text, keeps the server's refusal on screen, and after success shows the
 * notice, closes the view and reloads the list at page 1 (or at the view `reloadTo` gives).
 * Rendered by `StatusActionDialog` (`status-action.tsx`).
 */
export type StatusAction<Row> = {
  /** The button's and the dialog's name, e.g. "Change Status", "Approve/Reject", "Complete". */
  label: string;
  /** The permission the signed-in user needs to see the action. */
  permission?: PermissionNeed;
  /** The page action (`actions` of the page list) that offers it, e.g. `approve`, `complete`; several of which one is enough; default `edit`. */
  pageAction?: string | readonly string[];
  /** Rows the action applies to (default every row), e.g. only open disputes. */
  when?: (row: Row) => boolean;
  /**
   * Offered for several selected rows at once (a queue's checkbox column): one choice, one reason
   * and one confirmation, then each row is still its own call, with a summary of what succeeded and failed.
   */
  bulk?: boolean;
  /** Why a row cannot take the action (a row `when` refuses), told when it is left out of a bulk decision, e.g. "You made this request". */
  refusal?: (row: Row) => string | null;
  /** The statuses a record may move to, shown by label: fixed, or from a config source (`optionsFrom`). */
  statuses: Option[] | OptionSource;
  /** Narrows the statuses for one row, e.g. not the status it has (default: every status). */
  allowed?: (row: Row, status: Option) => boolean;
  /** A reason the user must give with the decision (sent as `run`'s third argument), only for `statuses` when given (e.g. a refusal). */
  reason?: DecisionReason;
  /** The record's status as the dialog names it before any choice, e.g. "Rejected". */
  current?: (row: Row) => string;
  /**
   * What a decision does to the customer when the call carries no reason to give (e.g. a
   * rejected lost-card block leaves the card usable), or null: the dialog shows it as a
   * check box the user must tick before the change is sent.
   */
  consequence?: (row: Row, status: Option) => string | null;
  /** The confirmation text for the chosen status, e.g. "Move application 9001 to Approved?". */
  confirm: (row: Row, status: Option) => string;
  /** The confirming button's text (default: the action's label). */
  confirmLabel?: string;
  /** A refusal or withdrawal: its buttons are drawn as destructive (red). */
  danger?: boolean;
  /** What the decision changes on a row, listed per row in the confirmation of a bulk decision (e.g. "Daily limit: 50,000.00 → 75,000.00"). */
  detail?: (row: Row) => ReactNode;
  run: (row: Row, status: string, reason: string) => Promise<unknown>;
  /** The notice after success; a function when the server's message is the notice. */
  notice: string | ((result: unknown) => string);
  /** The list's view after success (default: the same view at page 1), e.g. filtered by the resulting status. */
  reloadTo?: (search: ListSearch, status: string) => ListSearch;
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
  /**
   * The record's own name (its title or name field), e.g. a role's "Administrators": controls,
   * confirmations and dialog titles are named after it ("Delete role Administrators", "Edit bank
   * Commercial Bank"). Without it they name the record by its key ("Edit Bank 7010").
   */
  name?: (row: Row) => string;
  /**
   * What depends on a record, told in its delete confirmation when the record tells (a role's
   * members and whether the signed-in user is one, a bank's branches): a source loaded when the
   * confirmation opens whose value is the sentences to show (`valueFrom`), none when nothing depends on it.
   */
  dependents?: (row: Row) => ValueSource;
  list: {
    query: (search: ListSearch) => ListQuery<Raw>;
    select: (raw: Raw) => Page<Row>;
    /** Query key prefix that covers every page of the list, invalidated after a write. */
    invalidates: QueryKey;
    /** False when the operation answers every row at once (e.g. a record's slabs): all rows are shown, without a pager. */
    paged?: boolean;
    /** The list belongs to a record named in the path (a bank's branches): its 404 means that record is gone, and the screen is the 404 page. */
    ofRecord?: boolean;
    /**
     * The view in which a record is found again before its edit is saved (to see whether someone
     * else saved it meanwhile); default: the first page of 100 rows searched for its key.
     */
    find?: (row: Row) => ListSearch;
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
  /** Status changes of a record (a work queue's decisions), in the row menu and the view panel. */
  statusActions?: StatusAction<Row>[];
  form?: {
    /** The contract's zod schema of the request body, loaded with the contract chunk (not in the initial bundle). */
    schema: () => Promise<ZodObject>;
    /** The edit form's schema when it differs from the add form's (e.g. an image required only on add). */
    editSchema?: () => Promise<ZodObject>;
    fields: FieldDef<FieldName<Input>>[];
    /** Rules across fields (`FormRule`), e.g. per transaction <= daily <= monthly. */
    rules?: FormRule[];
    /** Values of a new record's form; a field left out starts empty (e.g. a select of numeric ids with no default). */
    empty: Partial<Input>;
    /** Values of the edit form for an existing row. */
    fromRow: (row: Row) => Input;
  };
  create?: { run: (input: Input) => Promise<unknown>; notice: string | ((result: unknown) => string) };
  update?: { run: (row: Row, input: Input) => Promise<unknown>; notice: string; failure?: string };
  /** Every delete shows the same notice, "Successfully Deleted" (specification section 8). */
  remove?: {
    run: (row: Row) => Promise<unknown>;
    /** Why a row may not be deleted (e.g. one's own account), or null: the confirmation says it and offers no Delete. */
    refusal?: (row: Row) => string | null;
    /**
     * The record could be made again from its own values with the create call (its key is the
     * operator's, nothing else hangs on it): a delete asks no confirmation, the row leaves the list
     * and Undo is offered for a few seconds before the DELETE is sent (`pending-deletes.tsx`).
     * A record with `dependents` is always confirmed.
     */
    undoable?: boolean;
  };
  /** Whether a row may be edited (default: every row), e.g. not a setting fixed by regulation; a row that may not has no edit button. */
  editable?: (row: Row) => boolean;
  /** Permission codes the signed-in user needs for each action; an action without one is open to whoever opens the page. */
  can?: { create?: PermissionNeed; update?: PermissionNeed; remove?: PermissionNeed };
  /**
   * Records added and edited on their own page (e.g. a user with roles and groups to assign)
   * instead of the form dialog: the add button and each row's edit button link there.
   */
  pages?: { add?: LinkOptions; edit?: (row: Row) => LinkOptions };
  /**
   * The view panel: content below the record's properties (e.g. a change's old and new values),
   * properties it leaves out, properties beyond the columns and form fields it shows (`fields`;
   * nothing else the server returns is shown), and `details`: a record loaded when the row is
   * opened and shown in full.
   */
  /** `omit`: properties the panel leaves out, for every row or per row (e.g. a decision's fields while there is none). */
  view?: { extra?: (row: Row) => ReactNode; omit?: string[] | ((row: Row) => string[]); fields?: (keyof Row & string)[]; details?: RecordDetails<Row> };
};

/**
 * A record loaded from the server when a row is opened in the view panel and shown in full
 * under the row's properties, e.g. the transaction a dispute is about. `columns` label and
 * format its properties (masks included); the others are shown with names from their keys.
 */
export type RecordDetails<Row> = {
  /** The table's caption, e.g. "Disputed transaction". */
  title: string;
  /** The record to load for a row (`valueFrom(queryOptions, select)`); its value must be an object. */
  load: (row: Row) => ValueSource;
  columns: ColumnDef<Record<string, unknown>>[];
};

/** Items of a transfer list, loaded from a generated query. Build one with `itemsFrom` (`sources.ts`). */
export type ItemSource = ListQuery<unknown> & { select: (raw: unknown) => AssignableItem[] };

/** An item that can be assigned: its value, label and an optional line of description. */
export type AssignableItem = { value: string; label: string; description?: string };

/**
 * Items assigned to a record and moved between "available" and "assigned" with a transfer
 * list, each move saved at once (e.g. a role's permissions, a user's groups). Available is
 * every item of `all` that is not assigned.
 */
/** The question before a removal: its title, what it does, what the person asked should know first, and the answer's button. */
export type AssignmentQuestion = { title: string; message: string; warnings: string[]; confirmLabel: string };

export type AssignmentDefinition = {
  /** Section title, e.g. "Permissions". */
  title: string;
  availableTitle: string;
  assignedTitle: string;
  /** Every item that can be assigned (its labels also name the assigned ones). */
  all: ItemSource;
  /** The items assigned now. */
  assigned: ItemSource;
  assign: { run: (values: string[]) => Promise<unknown>; notice: string | ((result: unknown) => string) };
  remove: {
    run: (values: string[]) => Promise<unknown>;
    notice: string | ((result: unknown) => string);
    /** A removal that reaches beyond this record is asked first: the question for the items, given the signed-in user's permissions. */
    confirm?: (items: AssignableItem[], held: ReadonlySet<string>) => AssignmentQuestion;
  };
  /** The page's words for the moves (default Assign and Remove), e.g. Enable and Withdraw. */
  words?: { assign: string; remove: string };
  /** The permission each move needs; without it the move's button is not offered. */
  can?: { assign?: PermissionNeed; remove?: PermissionNeed };
  /** Further query keys to refresh after a move (e.g. the list that shows the assignment). */
  invalidates?: QueryKey[];
};
