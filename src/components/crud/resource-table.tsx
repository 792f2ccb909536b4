import 'mantine-react-table/styles.css';
import { Button, Checkbox, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef, type MRT_PaginationState, type MRT_SortingState, type MRT_TableInstance, type MRT_TableOptions } from 'mantine-react-table';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import classes from './resource-table.module.css';
import { DisclosureScope } from './disclosure';
import { ACTIONS_COLUMN, ListRows, SELECT_COLUMN, type RowChoice, type RowSlot } from './list-rows';
import { CARD_QUERY, cardFold, foldOrder, titleKeyOf, useColumnFold } from './column-fold';
import { EmptyList } from './empty-list';
import { ListPager } from './list-pager';
import type { RowActionHandlers, RowMenuItem } from './row-actions';
import { useTablePrefs, type Density } from './table-prefs';
import type { Page } from '../../api/envelope';
import { isUnreadable } from '../../api/deviations';
import { plural } from './messages';
import { RetryButton } from '../retry-button';
import type { ColumnDef, ColumnWidth, ListSearch } from './types';

export type { RowMenuItem } from './row-actions';

export type ResourceTableProps<Row extends Record<string, unknown>> = {
  /** The list's id: the key of the column and density choices remembered per user. */
  id: string;
  title: string;
  singular: string;
  columns: ColumnDef<Row>[];
  searchable?: boolean;
  /** False: the rows are the whole list, shown without a pager. */
  paged?: boolean;
  result: Page<Row> | undefined;
  search: ListSearch;
  loading: boolean;
  fetching: boolean;
  error: string | null;
  /** When Retry may be used (epoch ms, a 429's `Retry-After`): until then it counts down. */
  retryAt?: number | null;
  onRetry: () => void;
  onSearchChange: (next: ListSearch) => void;
  /** A sentence about the view itself, e.g. what its link asked and the list left out (`droppedNote`). */
  note?: string | null;
  onAdd?: () => void;
  /** Adding happens on its own page: the add button links there (instead of `onAdd`). */
  addLink?: LinkOptions;
  onEdit?: (row: Row) => void;
  /** Whether a row may be edited (default: every row, when `onEdit` is given). */
  canEdit?: (row: Row) => boolean;
  /** Editing happens on the record's own page: each row's edit button links there (instead of `onEdit`). */
  editLink?: (row: Row) => LinkOptions;
  onDelete?: (row: Row) => void;
  onView?: (row: Row) => void;
  rowLinks?: { label: string; link: (row: Row) => LinkOptions }[];
  rowMenu?: RowMenuItem<Row>[];
  /** Names a row in its action labels, e.g. "bank Commercial Bank" in "Edit bank Commercial Bank" (`recordName`). */
  rowName: (row: Row) => string;
  /** Further controls in the toolbar, after the add button (e.g. the list's Export CSV). */
  toolbar?: ReactNode;
  /** The rows' density until the user chooses one in the toolbar (default `md`; reports are compact, `xs`). */
  density?: Density;
  /**
   * Rows chosen for an action on several (the list controller's `selection`): a checkbox per row,
   * and one for the page, beside the row actions (the table library's `positionSelectColumn: 'last'`
   * place), so a row is still read, and found, by its first cell.
   */
  selection?: { keys: ReadonlySet<string>; toggle: (key: string) => void; set: (keys: Iterable<string>) => void; clear: () => void };
  /** Why a row cannot be chosen (with `selection`): its checkbox is disabled with this as its hint; null when it can. */
  unchoosable?: (row: Row) => string | null;
  /** A row's key (with `selection` or `leaving`). */
  rowKey?: (row: Row) => string;
  /**
   * Keys of rows whose delete waits for its undo time: they keep their place, struck through and
   * without actions, so the next row's controls do not move under the pointer.
   */
  leaving?: ReadonlySet<string>;
};

/** Column widths in pixels (a minimum: columns that do not fit fold, see `column-fold.ts`). */
const COLUMN_SIZE: Record<ColumnWidth | 'normal', number> = { narrow: 64, normal: 96, wide: 200 };

/** Lists longer than this render only the rows in view (row virtualisation), inside a scrolling frame. */
export const VIRTUAL_FROM = 100;

/**
 * The rows a list shows: never more than the page it asked for (an answer with more is cut: the
 * user chose the page's size and the pager counts in it; the list says the API ignored the size,
 * `ignoredSize`, and the console log too); a list without pager shows every row.
 */
export function rowsToShow<Row>(rows: Row[], paged: boolean, size: number): Row[] {
  return paged && rows.length > size ? rows.slice(0, size) : rows;
}

/**
 * A server-paged list (mantine-react-table): page, size, sort and search live in the URL.
 * Made for long pages: plain rows (`list-rows.tsx`) with cheap row actions (`row-actions.tsx`)
 * and memoised cells, columns that do not fit folded by priority instead of a sideways scroll,
 * row virtualisation above `VIRTUAL_FROM` rows, and skeleton rows as tall as real ones under the
 * toolbar and header while the first answer loads.
 */
export function ResourceTable<Row extends Record<string, unknown>>(props: ResourceTableProps<Row>) {
  const { id, paged = true, result, search } = props;
  const rows = useMemo(() => rowsToShow(result?.rows ?? [], paged, search.size), [result, paged, search.size]);
  const answered = result?.rows.length ?? 0;
  useEffect(() => {
    if (paged && answered > search.size) console.warn(`[wallet-table] ${id}: the answer holds ${answered} rows for a page of ${search.size}; the first ${search.size} are shown`);
  }, [id, paged, answered, search.size]);
  const virtual = rows.length > VIRTUAL_FROM;
  // The table library fixes virtualisation when it mounts: a list that crosses the limit mounts anew.
  return <ListTable key={virtual ? 'virtual' : 'plain'} {...props} rows={rows} virtual={virtual} answered={answered} />;
}

/** What a list says of an answer with more rows than the page it asked for (`answered` of `size`), or null. */
export function ignoredSize(paged: boolean, answered: number, size: number): string | null {
  return paged && answered > size
    ? `The wallet API ignored the page size: it sent ${answered} rows for a page of ${size}. The first ${size} are shown; other pages may repeat or leave out rows.`
    : null;
}

function ListTable<Row extends Record<string, unknown>>(props: ResourceTableProps<Row> & { rows: Row[]; virtual: boolean; answered: number }) {
  const { id, title, singular, columns, searchable = true, paged = true, result, search, loading, fetching, error, retryAt, note, onSearchChange, onAdd, addLink, onEdit, canEdit, editLink, onDelete, onView, rowLinks = NO_LINKS, rowMenu = [], rowName, toolbar, density = 'md', rows, virtual, selection, rowKey = NO_KEY, leaving, unchoosable } =
    props;
  const [prefs, setPrefs] = useTablePrefs(id, {
    columnVisibility: Object.fromEntries(columns.filter((column) => column.hidden).map((column) => [column.key, false])),
    density,
  });
  // Columns the user chose to show from the column menu: never folded away again.
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());

  // The page's checkbox: every row of the page chosen, some, or none.
  const selecting = selection !== undefined;
  const choosable = unchoosable ? rows.filter((row) => unchoosable(row) === null) : rows;
  const chosenOnPage = selecting ? choosable.filter((row) => selection.keys.has(rowKey(row))).length : 0;
  const pageChoice = chosenOnPage === 0 ? 'none' : chosenOnPage === choosable.length ? 'all' : 'some';
  const noneChoosable = choosable.length === 0;
  const tableColumns = useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      ...columns.map((column) => ({
        id: column.key,
        accessorKey: column.key,
        header: column.header,
        enableSorting: column.sortable ?? false,
        size: COLUMN_SIZE[column.width ?? 'normal'],
      })),
      ...(selecting
        ? [
            {
              id: SELECT_COLUMN,
              header: 'Select',
              columnDefType: 'display' as const,
              enableSorting: false,
              enableHiding: false,
              size: 40,
              Header: () => (
                <Checkbox
                  size="xs"
                  aria-label="Select every row on this page"
                  checked={pageChoice === 'all'}
                  indeterminate={pageChoice === 'some'}
                  disabled={noneChoosable}
                  onChange={() => {
                    const now = latest.current;
                    if (pageChoice === 'all') now.selection?.clear();
                    else now.selection?.set(now.rowsShown.filter((row) => now.unchoosable?.(row) == null).map((row) => (now.rowKey ?? NO_KEY)(row)));
                  }}
                />
              ),
            },
          ]
        : []),
    ],
    [columns, selecting, pageChoice, noneChoosable],
  );

  // Row actions read the latest handlers through a ref: the object the rows get stays the same while the list does.
  const latest = useRef({ ...props, rowsShown: rows });
  useLayoutEffect(() => {
    latest.current = { ...props, rowsShown: rows };
  });
  const chosenKeys = selection?.keys;
  const choice = useMemo<RowChoice<Row> | undefined>(
    () => (chosenKeys ? { keys: chosenKeys, keyOf: rowKey, toggle: (row) => latest.current.selection?.toggle(rowKey(row)), refusal: unchoosable } : undefined),
    [chosenKeys, rowKey, unchoosable],
  );
  const hasEdit = onEdit !== undefined;
  const menuKey = rowMenu.map((item) => `${item.label}\u0000${item.color ?? ''}\u0000${item.when ? 1 : 0}`).join('\u0001');
  const handlers = useMemo<RowActionHandlers<Row>>(
    () => ({
      singular,
      rowName,
      onView,
      canEdit,
      editLink,
      onDelete,
      rowLinks,
      onEdit: hasEdit ? (row) => latest.current.onEdit?.(row) : undefined,
      rowMenu: menuKey
        .split('\u0001')
        .filter((entry) => entry !== '')
        .map((entry, index) => {
          const [label = '', color = '', conditional] = entry.split('\u0000');
          return {
            label,
            color: color || undefined,
            when: conditional === '1' ? (row: Row) => latest.current.rowMenu?.[index]?.when?.(row) ?? true : undefined,
            onClick: (row: Row) => latest.current.rowMenu?.[index]?.onClick(row),
          };
        }),
    }),
    [singular, rowName, onView, canEdit, editLink, onDelete, rowLinks, hasEdit, menuKey],
  );

  const pagination = useMemo<MRT_PaginationState>(() => ({ pageIndex: search.page - 1, pageSize: search.size }), [search.page, search.size]);
  const sorting = useMemo<MRT_SortingState>(() => (search.sort ? [{ id: search.sort.split(',')[0] ?? '', desc: search.sort.endsWith(',desc') }] : []), [search.sort]);
  const hasActions = Boolean(onEdit ?? editLink ?? onDelete ?? onView) || rowLinks.length > 0 || rowMenu.length > 0;

  const containerRef = useRef<HTMLDivElement | null>(null);
  const order = useMemo(() => foldOrder(columns), [columns]);
  const visibleKeys = useMemo(() => columns.filter((column) => prefs.columnVisibility[column.key] !== false).map((column) => column.key), [columns, prefs.columnVisibility]);
  const fitted = useColumnFold(containerRef, order, visibleKeys, kept, rows);
  // A phone shows one card per row (list-rows.tsx): the title and the priority 1 columns, besides those the user chose to show.
  // Read before the first paint, so the cards never draw with the other columns first.
  const cards = useMediaQuery(CARD_QUERY, false, { getInitialValueInEffect: false });
  const cardFolded = useMemo(() => (cards ? cardFold(columns).filter((key) => !kept.has(key)) : NO_KEYS), [cards, columns, kept]);
  const folded = useMemo(() => (cardFolded.length === 0 ? fitted : [...new Set([...fitted, ...cardFolded])]), [fitted, cardFolded]);
  const columnVisibility = useMemo(() => ({ ...prefs.columnVisibility, ...Object.fromEntries(folded.map((key) => [key, false])) }), [prefs.columnVisibility, folded]);
  const titleKey = useMemo(() => titleKeyOf(columns), [columns]);

  // An empty list says why (nothing yet, with Add; nothing matching, with the way back) in place of its rows.
  const emptyMessage = () => (
    <EmptyList
      singular={singular}
      search={search}
      failed={error !== null}
      onAdd={onAdd ? () => latest.current.onAdd?.() : undefined}
      addLink={addLink}
      onSearchChange={onSearchChange}
    />
  );
  const slots = useMemo<RowSlot<Row>[]>(
    () => [...columns.filter((column) => columnVisibility[column.key] !== false), ...(selecting ? [SELECT_COLUMN] : []), ...(hasActions ? [ACTIONS_COLUMN] : [])],
    [columns, columnVisibility, hasActions, selecting],
  );

  // The table calls these on a change: each reads the list as it is then (`live`), not as it was
  // when the handler was made.
  const live = useRef({ search, pagination, sorting, columnVisibility, folded, kept, prefs, setPrefs });
  useLayoutEffect(() => {
    live.current = { search, pagination, sorting, columnVisibility, folded, kept, prefs, setPrefs };
  });
  const changes = useMemo(
    () =>
      ({
        onColumnVisibilityChange: (updater) => {
          const { columnVisibility: now, folded: foldedNow, kept: keptNow, prefs: prefsNow, setPrefs: save } = live.current;
          const next = typeof updater === 'function' ? updater(now) : updater;
          const shown = Object.entries(next).filter(([key, visible]) => visible && foldedNow.includes(key)).map(([key]) => key);
          if (shown.length > 0) setKept(new Set([...keptNow, ...shown]));
          save({ ...prefsNow, columnVisibility: Object.fromEntries(Object.entries(next).filter(([key]) => !foldedNow.includes(key) || next[key])) });
        },
        onDensityChange: (updater) => {
          const { prefs: prefsNow, setPrefs: save } = live.current;
          save({ ...prefsNow, density: typeof updater === 'function' ? updater(prefsNow.density) : updater });
        },
        onPaginationChange: (updater) => {
          const { search: now, pagination: pageNow } = live.current;
          const next = typeof updater === 'function' ? updater(pageNow) : updater;
          latest.current.onSearchChange({ ...now, page: next.pageSize !== now.size ? 1 : next.pageIndex + 1, size: next.pageSize });
        },
        onSortingChange: (updater) => {
          const { search: now, sorting: sortNow } = live.current;
          const next = typeof updater === 'function' ? updater(sortNow) : updater;
          const first = next[0];
          const { sort: _drop, ...rest } = now;
          latest.current.onSearchChange(first ? { ...rest, page: 1, sort: `${first.id},${first.desc ? 'desc' : 'asc'}` } : { ...rest, page: 1 });
        },
        onGlobalFilterChange: (value: string | undefined) => {
          const { search: now } = live.current;
          const text = (value ?? '').trim();
          if (text === (now.search ?? '')) return;
          const { search: _drop, ...rest } = now;
          latest.current.onSearchChange(text ? { ...rest, page: 1, search: text } : { ...rest, page: 1 });
        },
      }) satisfies Partial<MRT_TableOptions<Row>>,
    [],
  );
  const searchProps = useMemo(() => ({ placeholder: 'Search', 'aria-label': `Search ${title}`, className: classes.search }), [title]);
  // Rows with values the console could not read are shown with those cells marked; the list says how many.
  const unreadableRows = useMemo(() => rows.filter((row) => isUnreadable(row) || Object.values(row).some(isUnreadable)).length, [rows]);
  const oversize = ignoredSize(paged, props.answered, search.size);
  const errorBanner = useMemo(
    () =>
      error !== null
        ? { color: 'red', children: <ErrorBanner message={error} retryAt={retryAt ?? null} onRetry={() => latest.current.onRetry()} /> }
        : unreadableRows > 0 || oversize !== null || note
          ? {
              color: 'gray',
              children: [
                note ?? null,
                oversize,
                unreadableRows > 0 ? `${plural(unreadableRows, 'row')} on this page ${unreadableRows === 1 ? 'has' : 'have'} unreadable values, marked “—”.` : null,
              ]
                .filter((line) => line !== null)
                .join(' '),
            }
          : undefined,
    [error, retryAt, unreadableRows, oversize, note],
  );
  const containerProps = useMemo(() => ({ tabIndex: 0, ref: containerRef, className: virtual ? classes.virtual : undefined }), [virtual]);
  const total = result?.total ?? 0;
  // Under the skeleton, no pager: it comes with the first answer, under its rows. Drawn under the
  // skeleton, an answer shorter than the skeleton moved it up (a layout shift); added, it moves nothing.
  // `false`, not null: the library draws its own pager for a nullish answer.
  const bottomToolbar = useCallback<(props: { table: MRT_TableInstance<Row> }) => ReactNode>(
    ({ table }) =>
      !loading && (
        <ListPager paged={paged} page={search.page} size={search.size} total={total} onChange={changes.onPaginationChange} frameRef={table.refs.bottomToolbarRef} />
      ),
    [loading, paged, search.page, search.size, total, changes],
  );
  const hasAdd = onAdd !== undefined;
  const customActions = useCallback(
    () => (
      <Group gap="xs">
        {addLink ? (
          <Button renderRoot={(rootProps) => <Link {...addLink} {...rootProps} />} leftSection={<IconPlus size={16} />}>
            Add {singular}
          </Button>
        ) : hasAdd ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => latest.current.onAdd?.()}>
            Add {singular}
          </Button>
        ) : null}
        {toolbar}
      </Group>
    ),
    [addLink, hasAdd, singular, toolbar],
  );

  const table = useMantineReactTable<Row>({
    columns: tableColumns,
    // The rows are list-rows.tsx's: the library builds no row model of its own for them.
    data: NO_ROWS as Row[],
    rowCount: total,
    manualPagination: true,
    enablePagination: paged,
    manualSorting: true,
    manualFiltering: true,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: true,
    enableHiding: true,
    enableFullScreenToggle: false,
    enableGlobalFilter: searchable,
    // The add button leads on the left; search and the view controls sit together on the right.
    positionGlobalFilter: 'right',
    enableRowActions: hasActions,
    positionActionsColumn: 'last',
    // A long list scrolls inside its frame under a header that stays (list-rows.tsx renders the rows in view).
    enableStickyHeader: virtual,
    state: {
      pagination,
      sorting,
      globalFilter: search.search ?? '',
      // The rows' skeleton is list-rows.tsx's; this keeps the library from resetting the page while the first answer loads.
      showSkeletons: loading,
      showAlertBanner: error !== null || unreadableRows > 0 || oversize !== null || Boolean(note),
      showGlobalFilter: searchable,
      columnVisibility,
      density: prefs.density,
    },
    ...changes,
    mantineSearchTextInputProps: searchProps,
    mantineTopToolbarProps: TOP_TOOLBAR_PROPS,
    // Another page, size or sort loading: a bar along the top of the frame (resource-table.module.css), not the library's progress bars, whose collapse animates in JavaScript.
    mantinePaperProps: { className: classes.paper, mod: { refreshing: fetching && !loading } },
    mantineToolbarAlertBannerProps: errorBanner,
    // Stripes and hover are the rows' own (list-rows.tsx).
    mantineTableProps: { 'aria-label': title, 'aria-busy': loading || fetching || undefined, className: virtual ? `${classes.table} ${classes.fixed}` : classes.table },
    // A table wider than the page scrolls sideways: keyboard users reach the scroll by focusing it (axe: scrollable-region-focusable).
    mantineTableContainerProps: containerProps,
    renderTopToolbarCustomActions: customActions,
    renderBottomToolbar: bottomToolbar,
    mantineTableBodyProps: {
      children: (
        <ListRows
          rows={rows}
          slots={slots}
          handlers={handlers}
          skeletonRows={loading ? Math.min(search.size, 20) : null}
          empty={rows.length === 0 ? emptyMessage() : null}
          density={prefs.density}
          scroller={virtual ? containerRef : undefined}
          titleKey={titleKey}
          choice={choice}
          leaving={leaving && leaving.size > 0 ? { keys: leaving, keyOf: rowKey } : undefined}
        />
      ),
    },
  });

  return (
    <DisclosureScope.Provider value={id}>
      <MantineReactTable table={table} />
    </DisclosureScope.Provider>
  );
}

const NO_LINKS: never[] = [];
const NO_KEYS: string[] = [];
const NO_KEY = (): string => '';
const TOP_TOOLBAR_PROPS = { className: classes.toolbar };
const NO_ROWS: never[] = [];

function ErrorBanner({ message, retryAt, onRetry }: { message: string; retryAt: number | null; onRetry: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <span>{message}</span>
      {/* The server asked to wait (429): Retry counts down the seconds it asked for. */}
      <RetryButton variant="white" color="red.8" retryAt={retryAt} onRetry={onRetry} />
    </Group>
  );
}
