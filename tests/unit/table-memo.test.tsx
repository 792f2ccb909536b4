// The list table's header and top toolbar render again only when something they show changes
// (src/components/crud/table-memo.ts, applied to the table library by RENDER_PATCHES in
// vite.config.ts): the comparison, the memoised part, and the list keeping what they read the
// same across a new page, page size or answer.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type * as TableLibrary from 'mantine-react-table';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceTable } from '../../src/components/crud/resource-table';
import { memoOnTable, partUnchanged, sameColumns, type TableSnapshot } from '../../src/components/crud/table-memo';
import type { ColumnDef } from '../../src/components/crud/types';

const snapshots = vi.hoisted(() => [] as { options: Readonly<Record<string, unknown>>; state: Readonly<Record<string, unknown>> }[]);
vi.mock('mantine-react-table', async (importOriginal) => {
  const real = await importOriginal<typeof TableLibrary>();
  return {
    ...real,
    // The table's options and state after each render of the list, as the patched parts get them.
    useMantineReactTable: ((options) => {
      const table = real.useMantineReactTable(options);
      snapshots.push({ options: table.options as unknown as Record<string, unknown>, state: table.getState() as unknown as Record<string, unknown> });
      return table;
    }) as typeof real.useMantineReactTable,
  };
});

describe('sameColumns', () => {
  const data = { id: 'name', columnDefType: 'data' };
  it('holds the same data columns and display columns of the same id as the same', () => {
    expect(sameColumns([data, { id: 'mrt-row-actions', columnDefType: 'display' }], [data, { id: 'mrt-row-actions', columnDefType: 'display' }])).toBe(true);
  });
  it('tells a new data column, another display column or another count apart', () => {
    expect(sameColumns([data], [{ ...data }])).toBe(false);
    expect(sameColumns([{ id: 'a', columnDefType: 'display' }], [{ id: 'b', columnDefType: 'display' }])).toBe(false);
    expect(sameColumns([data], [data, data])).toBe(false);
  });
});

describe('a memoised table part', () => {
  const columns = [{ id: 'name', columnDefType: 'data' }];
  const unsorted: unknown[] = [];
  const snapshot = (options: Record<string, unknown>, state: Record<string, unknown>): TableSnapshot => ({
    options: { columns, data: [], getCoreRowModel: () => undefined, onStateChange: () => undefined, ...options },
    state: { sorting: unsorted, pagination: { pageIndex: 0, pageSize: 10 }, ...state },
  });

  it('renders again for what it shows, not for the rows, the page or the table\'s per-render functions', () => {
    const table = {};
    const renders = vi.fn();
    const Part = memoOnTable((props: { table: object }) => {
      renders(props);
      return <span>part</span>;
    }, 'head');
    const sorting = unsorted;
    const view = (shot: TableSnapshot) => <Part table={table} {...shot} />;
    const { rerender } = render(view(snapshot({}, { sorting })));
    expect(renders).toHaveBeenCalledTimes(1);
    // The snapshot props are the comparison's, not the part's.
    expect(renders).toHaveBeenLastCalledWith({ table });

    // New rows, another page, new row models and a new change handler of the table: the same.
    rerender(view(snapshot({ data: [{ name: 'x' }], rowCount: 40, getCoreRowModel: () => undefined, onStateChange: () => undefined, columns: [...columns] }, { sorting, pagination: { pageIndex: 3, pageSize: 100 } })));
    expect(renders).toHaveBeenCalledTimes(1);

    rerender(view(snapshot({}, { sorting: [{ id: 'name', desc: true }] })));
    expect(renders).toHaveBeenCalledTimes(2);
    rerender(view(snapshot({ enableSorting: false }, { sorting })));
    expect(renders).toHaveBeenCalledTimes(3);
    rerender(view(snapshot({ enableSorting: false, columns: [{ id: 'code', columnDefType: 'data' }] }, { sorting })));
    expect(renders).toHaveBeenCalledTimes(4);
  });

  it('the top toolbar renders again for its own options, which the header skips', () => {
    const before = snapshot({ renderTopToolbarCustomActions: () => null }, {});
    const after = snapshot({ renderTopToolbarCustomActions: () => null }, {});
    expect(partUnchanged('head', before, after)).toBe(true);
    expect(partUnchanged('topToolbar', before, after)).toBe(false);
  });
});

type Row = { code: string; name: string };
const COLUMNS: ColumnDef<Row>[] = [
  { key: 'code', header: 'Code', sortable: true },
  { key: 'name', header: 'Name' },
];

describe('a list', () => {
  it('keeps what its header and top toolbar read across a new page size and its answer, and changes it for a sort', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ code: String(index), name: `Thing ${index}` }));
    const props = (change: Partial<ComponentProps<typeof ResourceTable<Row>>>): ComponentProps<typeof ResourceTable<Row>> => ({
      id: 'things',
      title: 'Things',
      singular: 'Thing',
      columns: COLUMNS,
      result: { rows: rows(10), total: 40 },
      search: { page: 1, size: 10 },
      loading: false,
      fetching: false,
      error: null,
      // New functions with every render of the screen, as a screen passes them.
      onRetry: () => undefined,
      onSearchChange: () => undefined,
      onAdd: () => undefined,
      onView: () => undefined,
      rowName: (row) => `Thing ${row.code}`,
      toolbar: null,
      ...change,
    });
    const view = (change: Partial<ComponentProps<typeof ResourceTable<Row>>>) => (
      <MantineProvider>
        <ResourceTable<Row> {...props(change)} />
      </MantineProvider>
    );
    const { rerender } = render(view({}));
    const shown = snapshots.length - 1;

    // A new page size: the old rows while it loads, then its answer.
    rerender(view({ search: { page: 1, size: 50 }, fetching: true }));
    rerender(view({ search: { page: 1, size: 50 }, result: { rows: rows(40), total: 40 } }));
    const [first, ...later] = snapshots.slice(shown);
    if (!first) throw new Error('the list did not render');
    const last = () => snapshots[snapshots.length - 1] ?? first;
    expect(later.length).toBeGreaterThanOrEqual(2);
    for (const next of later) {
      expect(partUnchanged('head', first, next)).toBe(true);
      expect(partUnchanged('topToolbar', first, next)).toBe(true);
    }

    rerender(view({ search: { page: 1, size: 50, sort: 'code,desc' }, result: { rows: rows(40), total: 40 } }));
    expect(partUnchanged('head', first, last())).toBe(false);
    // An error shows in the toolbar.
    rerender(view({ search: { page: 1, size: 50 }, result: { rows: rows(40), total: 40 }, error: 'The list could not be loaded.' }));
    expect(partUnchanged('topToolbar', first, last())).toBe(false);
  });
});
