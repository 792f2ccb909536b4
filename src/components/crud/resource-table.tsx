import 'mantine-react-table/styles.css';
import { ActionIcon, Alert, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconEdit, IconExternalLink, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef, type MRT_PaginationState, type MRT_SortingState } from 'mantine-react-table';
import { useMemo } from 'react';
import classes from './resource-table.module.css';
import { ColumnCell } from './cells';
import { PAGE_SIZES } from './list-search';
import { useTablePrefs } from './table-prefs';
import type { Page } from '../../api/envelope';
import type { ColumnDef, ColumnWidth, ListSearch } from './types';

/** A row's extra action in its "More actions" menu (a sub-list panel or a confirmed action); `when` limits it to some rows. */
export type RowMenuItem<Row> = { label: string; onClick: (row: Row) => void; color?: string; when?: (row: Row) => boolean };

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
  onRetry: () => void;
  onSearchChange: (next: ListSearch) => void;
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
  /** Names a row in its action labels, e.g. "Edit Bank 7010". */
  rowName: (row: Row) => string;
};

/** Column widths in pixels (a minimum: the table scrolls sideways when a list has more than fits). */
const COLUMN_SIZE: Record<ColumnWidth | 'normal', number> = { narrow: 80, normal: 120, wide: 220 };

/** A server-paged list (mantine-react-table): page, size, sort and search live in the URL. */
export function ResourceTable<Row extends Record<string, unknown>>(props: ResourceTableProps<Row>) {
  const { id, title, singular, columns, searchable = true, paged = true, result, search, loading, fetching, error, onRetry, onSearchChange, onAdd, addLink, onEdit, canEdit, editLink, onDelete, onView, rowLinks = [], rowMenu = [], rowName } =
    props;
  const [prefs, setPrefs] = useTablePrefs(id, {
    columnVisibility: Object.fromEntries(columns.filter((column) => column.hidden).map((column) => [column.key, false])),
    density: 'md',
  });

  const tableColumns = useMemo<MRT_ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        accessorKey: column.key,
        header: column.header,
        enableSorting: column.sortable ?? false,
        size: COLUMN_SIZE[column.width ?? 'normal'],
        Cell: ({ row }) => <ColumnCell column={column} row={row.original} />,
      })),
    [columns],
  );

  const pagination: MRT_PaginationState = { pageIndex: search.page - 1, pageSize: search.size };
  const sorting: MRT_SortingState = search.sort ? [{ id: search.sort.split(',')[0] ?? '', desc: search.sort.endsWith(',desc') }] : [];
  const hasActions = Boolean(onEdit ?? editLink ?? onDelete ?? onView) || rowLinks.length > 0 || rowMenu.length > 0;

  const table = useMantineReactTable<Row>({
    columns: tableColumns,
    data: result?.rows ?? [],
    rowCount: result?.total ?? 0,
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
    enableColumnPinning: true,
    positionActionsColumn: 'last',
    state: {
      pagination,
      sorting,
      globalFilter: search.search ?? '',
      isLoading: loading,
      showProgressBars: fetching && !loading,
      showAlertBanner: error !== null,
      showGlobalFilter: searchable,
      columnVisibility: prefs.columnVisibility,
      density: prefs.density,
      // The actions stay in view when a wide list scrolls sideways.
      columnPinning: { left: [], right: hasActions ? ['mrt-row-actions'] : [] },
    },
    onColumnVisibilityChange: (updater) =>
      setPrefs({ ...prefs, columnVisibility: typeof updater === 'function' ? updater(prefs.columnVisibility) : updater }),
    onDensityChange: (updater) => setPrefs({ ...prefs, density: typeof updater === 'function' ? updater(prefs.density) : updater }),
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onSearchChange({ ...search, page: next.pageSize !== search.size ? 1 : next.pageIndex + 1, size: next.pageSize });
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      const { sort: _drop, ...rest } = search;
      onSearchChange(first ? { ...rest, page: 1, sort: `${first.id},${first.desc ? 'desc' : 'asc'}` } : { ...rest, page: 1 });
    },
    onGlobalFilterChange: (value: string | undefined) => {
      const text = (value ?? '').trim();
      if (text === (search.search ?? '')) return;
      const { search: _drop, ...rest } = search;
      onSearchChange(text ? { ...rest, page: 1, search: text } : { ...rest, page: 1 });
    },
    mantinePaginationProps: { rowsPerPageOptions: PAGE_SIZES.map(String), withEdges: true },
    mantineSearchTextInputProps: { placeholder: `Search ${title}`, 'aria-label': `Search ${title}`, w: 280 },
    mantineToolbarAlertBannerProps: error !== null ? { color: 'red', children: <ErrorBanner message={error} onRetry={onRetry} /> } : undefined,
    mantineTableProps: { striped: true, highlightOnHover: true, 'aria-label': title, className: classes.table },
    // A table wider than the page scrolls sideways: keyboard users reach the scroll by focusing it (axe: scrollable-region-focusable).
    mantineTableContainerProps: { tabIndex: 0 },
    renderTopToolbarCustomActions: () =>
      addLink ? (
        <Button renderRoot={(rootProps) => <Link {...addLink} {...rootProps} />} leftSection={<IconPlus size={16} />}>
          Add {singular}
        </Button>
      ) : onAdd ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add {singular}
        </Button>
      ) : null,
    renderRowActions: ({ row }) => {
      const name = rowName(row.original);
      const menu = rowMenu.filter((item) => item.when?.(row.original) ?? true);
      return (
        <Group gap={4} wrap="nowrap">
          {onView && (
            <Tooltip label={`View ${singular}`}>
              <ActionIcon variant="subtle" size="lg" aria-label={`View ${singular} ${name}`} onClick={() => onView(row.original)}>
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {rowLinks.map(({ label, link }) => (
            <Tooltip key={label} label={label}>
              <Link {...link(row.original)} aria-label={`${label} of ${name}`} className={classes.rowLink}>
                <IconExternalLink size={18} aria-hidden />
              </Link>
            </Tooltip>
          ))}
          {editLink && (canEdit?.(row.original) ?? true) && (
            <Tooltip label={`Edit ${singular}`}>
              <Link {...editLink(row.original)} aria-label={`Edit ${singular} ${name}`} className={classes.rowLink}>
                <IconEdit size={18} aria-hidden />
              </Link>
            </Tooltip>
          )}
          {!editLink && onEdit && (canEdit?.(row.original) ?? true) && (
            <Tooltip label={`Edit ${singular}`}>
              <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${singular} ${name}`} onClick={() => onEdit(row.original)}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip label={`Delete ${singular}`}>
              <ActionIcon variant="subtle" size="lg" color="red.8" aria-label={`Delete ${singular} ${name}`} onClick={() => onDelete(row.original)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {menu.length > 0 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label={`More actions for ${singular} ${name}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {menu.map((item) => (
                  <Menu.Item key={item.label} color={item.color} onClick={() => item.onClick(row.original)}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      );
    },
    renderEmptyRowsFallback: () => (
      <Alert variant="transparent" color="gray.8" m="md">
        {error ? 'The list could not be loaded.' : `No ${title.toLowerCase()} records to show.`}
      </Alert>
    ),
  });

  return <MantineReactTable table={table} />;
}

function ErrorBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <span>{message}</span>
      <Button size="xs" variant="white" color="red.8" onClick={onRetry}>
        Retry
      </Button>
    </Group>
  );
}
