import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardFold, columnsToFold, foldOrder, priorityOf, titleKeyOf, useColumnFold } from '../../src/components/crud/column-fold';
import { ResourceTable, rowsToShow } from '../../src/components/crud/resource-table';
import type { ColumnDef } from '../../src/components/crud/types';

type Row = { code: string; name: string; city: string; note: string; amount: string; statusId: number; kyc: string };

const COLUMNS: ColumnDef<Row>[] = [
  { key: 'code', header: 'Code', width: 'narrow' },
  { key: 'name', header: 'Name', width: 'wide' },
  { key: 'city', header: 'City' },
  { key: 'note', header: 'Note', width: 'wide' },
  { key: 'amount', header: 'Amount', format: 'amount' },
  { key: 'statusId', header: 'Status', format: 'status' },
  { key: 'kyc', header: 'KYC', format: 'status' },
];

describe('column priority', () => {
  it('keeps the identifying columns, the first status and amounts; the others fold from the right', () => {
    expect(COLUMNS.map((column, index) => priorityOf(column, index, COLUMNS))).toEqual([1, 1, 2, 2, 1, 1, 2]);
    expect(foldOrder(COLUMNS)).toEqual(['kyc', 'note', 'city']);
  });

  it('lets a column say its own priority: 3 folds first, 1 never', () => {
    const columns: ColumnDef<Row>[] = [...COLUMNS.slice(0, 3), { key: 'note', header: 'Note', priority: 3 }, { key: 'kyc', header: 'KYC', priority: 1 }];
    expect(foldOrder(columns)).toEqual(['note', 'city']);
  });

  it('keeps the column that names the row, which heads its card; a card holds the priority 1 columns', () => {
    const columns: ColumnDef<Row>[] = [{ key: 'code', header: 'Code' }, { key: 'city', header: 'City', title: true }, { key: 'note', header: 'Note' }, { key: 'kyc', header: 'KYC' }];
    expect(titleKeyOf(columns)).toBe('city');
    expect(foldOrder(columns)).toEqual(['kyc', 'note']);
    expect(cardFold(columns)).toEqual(['note', 'kyc']);
    // Without a title column, the first names the row.
    expect(titleKeyOf(COLUMNS)).toBe('code');
  });

  it('folds just enough columns to cover the overflow', () => {
    const candidates = [
      { key: 'kyc', width: 90 },
      { key: 'note', width: 220 },
      { key: 'city', width: 120 },
    ];
    expect(columnsToFold(0, candidates)).toEqual([]);
    expect(columnsToFold(80, candidates)).toEqual(['kyc']);
    expect(columnsToFold(200, candidates)).toEqual(['kyc', 'note']);
    expect(columnsToFold(1000, candidates)).toEqual(['kyc', 'note', 'city']);
  });
});

describe('rows shown', () => {
  it('never more than the page asked for; a list without pager shows all', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(rowsToShow(rows, true, 10)).toHaveLength(10);
    expect(rowsToShow(rows, true, 50)).toHaveLength(30);
    expect(rowsToShow(rows, false, 10)).toHaveLength(30);
  });
});

function renderTable(props: Partial<Parameters<typeof ResourceTable<Row>>[0]>) {
  const row: Row = { code: 'A1', name: 'Alpha', city: 'Kandy', note: '', amount: '10.00', statusId: 1, kyc: 'OK' };
  render(
    <MantineProvider>
      <ResourceTable<Row>
        id="things"
        title="Things"
        singular="Thing"
        columns={COLUMNS.slice(0, 2)}
        result={{ rows: [row, { ...row, code: 'B2', name: 'Beta' }], total: 2 }}
        search={{ page: 1, size: 10 }}
        loading={false}
        fetching={false}
        error={null}
        onRetry={() => undefined}
        onSearchChange={() => undefined}
        rowName={(r) => `Thing ${r.code}`}
        {...props}
      />
    </MantineProvider>,
  );
}

describe('row actions', () => {
  it('are plain named controls with native titles; the menu is built when first opened and acts on its row', async () => {
    const onView = vi.fn();
    const onClick = vi.fn();
    renderTable({ onView, onDelete: vi.fn(), rowMenu: [{ label: 'Reset Password', onClick }] });
    const table = screen.getByRole('table', { name: 'Things' });
    const view = within(table).getByRole('button', { name: 'View Thing B2' });
    expect(view).toHaveAttribute('title', 'View Thing');
    expect(within(table).getByRole('button', { name: 'Delete Thing A1' })).toHaveAttribute('title', 'Delete Thing');
    expect(document.querySelectorAll('.mantine-Tooltip-tooltip, .mantine-Menu-dropdown')).toHaveLength(0);
    // Their container keeps room for its three controls while the row is out of view (content-visibility).
    const actions = view.parentElement;
    expect(actions?.children).toHaveLength(3);
    expect(actions?.style.getPropertyValue('--row-actions')).toBe('3');
    const user = userEvent.setup();
    await user.click(view);
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ code: 'B2' }));
    await user.click(within(table).getByRole('button', { name: 'More actions for Thing B2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset Password' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ code: 'B2' }));
  });

  it('show skeleton rows under the header while the first answer loads, the table marked busy', () => {
    renderTable({ result: undefined, loading: true, onView: vi.fn() });
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    // A page's worth of rows (10 here), a bar in every column and the actions' column.
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.querySelectorAll('td > .mantine-Skeleton-root')).toHaveLength(3);
  });

  it('while another page loads, keep the rows, mark the table busy and show one bar along the frame, not the library\'s progress bars', () => {
    renderTable({ fetching: true });
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('cell', { name: 'Beta' })).toBeInTheDocument();
    expect(document.querySelectorAll('.mrt-table-paper[data-refreshing]')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a settled list is neither busy nor refreshing', () => {
    renderTable({});
    expect(screen.getByRole('table', { name: 'Things' })).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('.mrt-table-paper')).not.toHaveAttribute('data-refreshing');
  });
});

describe('rows', () => {
  it('hold a cell per column shown and one for the actions, each action a named control', () => {
    renderTable({ columns: COLUMNS, onView: vi.fn(), onDelete: vi.fn(), rowMenu: [{ label: 'Reset Password', onClick: vi.fn() }] });
    const table = screen.getByRole('table', { name: 'Things' });
    const [row] = within(table).getAllByRole('row').slice(1);
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell')).toHaveLength(COLUMNS.length + 1);
    expect(within(row).getByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(within(row).getAllByText('Active')).toHaveLength(1);
    expect(within(row).getAllByRole('button').map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual(expect.arrayContaining([expect.stringMatching(/^View /), expect.stringMatching(/^Delete /)]));
  });
});

describe('useColumnFold', () => {
  const NONE: ReadonlySet<string> = new Set();
  /** A list frame 1000 px wide whose table is `overflow` px wider; every header cell is 100 px. */
  function Frame({ rows, overflow }: { rows: string[]; overflow: number }) {
    const ref = useRef<HTMLDivElement | null>(null);
    const folded = useColumnFold(ref, ['c', 'b'], ['a', 'b', 'c'], NONE, rows);
    return (
      <div ref={ref} data-overflow={overflow}>
        <table>
          <thead>
            <tr>
              <th>A</th>
              <th>B</th>
              <th>C</th>
            </tr>
          </thead>
        </table>
        <output>{folded.join(',') || 'none'}</output>
      </div>
    );
  }
  const widths = (element: HTMLElement) => ({ client: element.dataset.overflow === undefined ? 0 : 1000, scroll: 1000 + Number(element.dataset.overflow ?? 0) });
  const spies: { mockRestore: () => void }[] = [];
  const scrollWidth = vi.fn(function (this: HTMLElement) {
    return widths(this).scroll;
  });
  /** The animation-frame callbacks asked for since the last frame. */
  let frames: FrameRequestCallback[] = [];
  beforeAll(() => {
    spies.push(
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return widths(this).client;
      }),
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(scrollWidth),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100),
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback)),
      vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined),
    );
  });
  afterAll(() => spies.forEach((spy) => spy.mockRestore()));

  /** Runs the next frame's callbacks and returns what the list shows right after them, before the frame's paint. */
  function nextFrame(): string {
    let shown = '';
    act(() => {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback(performance.now()));
      // Read inside act: a fold that only scheduled a render would not be in the page yet.
      shown = screen.getByRole('status').textContent ?? '';
    });
    return shown;
  }

  it('folds in the frame after a render, before its paint, just enough columns, lowest priority first, and starts afresh with new rows', () => {
    const first = ['r1'];
    scrollWidth.mockClear();
    const { rerender } = render(<Frame rows={first} overflow={150} />);
    // The render's commit reads no layout: the widths are measured in the frame's callbacks.
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(frames).toHaveLength(1);
    expect(nextFrame()).toBe('c,b');
    // The same rows narrower: folds stay (they unfold only when the frame grows).
    rerender(<Frame rows={first} overflow={0} />);
    expect(nextFrame()).toBe('c,b');
    // Another page whose rows fit: every column is back.
    rerender(<Frame rows={['r2']} overflow={0} />);
    expect(nextFrame()).toBe('none');
    rerender(<Frame rows={['r3']} overflow={60} />);
    expect(nextFrame()).toBe('c');
  });
});
