import { createElement, memo, type ComponentType } from 'react';

/**
 * What each part never reads: its comparison skips these options and state entries.
 * - `onStateChange` and the row models' makers (`getCoreRowModel`, `getSubRows`, …, see
 *   `ROW_MODEL`): the table makes new ones on every render and calls them itself.
 * - `state`: compared entry by entry on its own.
 * - The rows (`data`, `rowCount`, the body's props, `pagination`) and the frame's props
 *   (paper, container, table element, the strip under the table with its pager): the header and
 *   the top toolbar show none of them (the pager is at the bottom: list-pager.tsx).
 */
const SKIPPED = {
  head: {
    options: ['onStateChange', 'state', 'data', 'rowCount', 'mantineTableBodyProps', 'mantinePaperProps', 'mantineTableContainerProps', 'mantineTableProps', 'renderBottomToolbar', 'renderTopToolbarCustomActions', 'mantineSearchTextInputProps', 'mantineToolbarAlertBannerProps', 'mantineTopToolbarProps'],
    state: ['pagination'],
  },
  topToolbar: {
    options: ['onStateChange', 'state', 'data', 'rowCount', 'mantineTableBodyProps', 'mantinePaperProps', 'mantineTableContainerProps', 'mantineTableProps', 'renderBottomToolbar'],
    state: ['pagination'],
  },
} as const satisfies Record<string, { options: readonly string[]; state: readonly string[] }>;

/** Options that make the table's row models: new functions with every render of the table. */
const ROW_MODEL = /^get(\w*RowModel|FacetedMinMaxValues|FacetedUniqueValues|SubRows)$/;

/** Which part of the table a memoised part is. */
export type TablePart = keyof typeof SKIPPED;

/** Whether `before` and `after` hold the same entries (`Object.is`, or `same` where given), those `skipped` aside. */
export function sameEntries(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  skipped: (key: string) => boolean,
  same: Readonly<Record<string, (before: unknown, after: unknown) => boolean>> = {},
): boolean {
  if (before === after) return true;
  for (const key of Object.keys(after)) if (!skipped(key) && !(same[key] ?? Object.is)(before[key], after[key])) return false;
  for (const key of Object.keys(before)) if (!(key in after) && !skipped(key)) return false;
  return true;
}

/**
 * The table's columns as the same: the table prepares them on every render, in a new list that
 * holds the caller's data columns as they are (the same objects while the caller's are) and its
 * own display columns (the row actions) anew, made from options that are compared on their own.
 */
export function sameColumns(before: unknown, after: unknown): boolean {
  if (before === after) return true;
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return false;
  return after.every((column: unknown, index) => {
    const previous: unknown = before[index];
    if (column === previous) return true;
    return isDisplayColumn(column) && isDisplayColumn(previous) && column.id === previous.id;
  });
}

const isDisplayColumn = (column: unknown): column is { id: unknown } =>
  typeof column === 'object' && column !== null && (column as { columnDefType?: unknown }).columnDefType === 'display';

const COLUMNS = { columns: sameColumns };

const NONE = () => false;

/** The table's options and state as a part saw them when it rendered. */
export type TableSnapshot = { options: Readonly<Record<string, unknown>>; state: Readonly<Record<string, unknown>> };

/** Whether `part` shows the same for table snapshots `before` and `after`: no entry it may read differs. */
export function partUnchanged(part: TablePart, before: TableSnapshot, after: TableSnapshot): boolean {
  const skipped = SKIPPED[part];
  const skippedOption = (key: string) => ROW_MODEL.test(key) || (skipped.options as readonly string[]).includes(key);
  const skippedState = (key: string) => (skipped.state as readonly string[]).includes(key);
  return sameEntries(before.options, after.options, skippedOption, COLUMNS) && sameEntries(before.state, after.state, skippedState);
}

/**
 * A part of the table library's table (its header, its top toolbar: see RENDER_PATCHES in
 * vite.config.ts) that renders again only when an option or state entry it may read changes,
 * not with every render of the table: a list's next page, page size or answer leaves them alone
 * (about 210 of the 330 to 350 components of each of those renders). The library reads options and
 * state from one table object that stays the same, so the caller passes the snapshot the part is
 * compared on (`options`, `state`); the other props are compared as they are. A part's options
 * must keep their identity while unchanged (resource-table.tsx memoises what it passes): a new
 * object only costs the render this saves, never shows stale data.
 */
export function memoOnTable<P extends object>(Part: ComponentType<P>, part: TablePart) {
  function TablePartOf({ options: _options, state: _state, ...props }: P & TableSnapshot) {
    return createElement(Part, props as unknown as P);
  }
  TablePartOf.displayName = `Memo(${part})`;
  return memo(TablePartOf, (before, after) => {
    const { options: optionsBefore, state: stateBefore, ...restBefore } = before;
    const { options: optionsAfter, state: stateAfter, ...restAfter } = after;
    return sameEntries(restBefore, restAfter, NONE) && partUnchanged(part, { options: optionsBefore, state: stateBefore }, { options: optionsAfter, state: stateAfter });
  });
}
