import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatCount } from '../../src/lib/format';
import type * as Format from '../../src/lib/format';
import { ListPager } from '../../src/components/crud/list-pager';
import { ResourceTable } from '../../src/components/crud/resource-table';
import type { ListSearch } from '../../src/components/crud/types';

// The pager writes its count with formatCount on each of its renders: the calls count them.
vi.mock('../../src/lib/format', async (importOriginal) => {
  const actual = await importOriginal<typeof Format>();
  return { ...actual, formatCount: vi.fn(actual.formatCount) };
});

function renderPager(props: Partial<ComponentProps<typeof ListPager>> = {}) {
  const onChange = vi.fn();
  const all = {
    paged: true,
    page: 2,
    size: 10,
    total: 1287,
    onChange,
    frameRef: createRef<HTMLDivElement>(),
    ...props,
  };
  const view = render(
    <MantineProvider>
      <ListPager {...all} />
    </MantineProvider>,
  );
  return { onChange, frameRef: all.frameRef, view };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the list pager', () => {
  it("shows the rows in view with the console's number format, the page size, and names its controls", () => {
    const { frameRef } = renderPager();
    expect(screen.getByText('11-20 of 1,287')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50', '100']);
    for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) {
      expect(button(name)).toBeEnabled();
      expect(button(name)).toHaveAttribute('title', name);
    }
    // The table library sizes a long list's frame from the strip's height.
    expect(frameRef.current).toContainElement(button('Go to last page'));
  });

  it('asks for the first, previous, next and last page', async () => {
    const { onChange } = renderPager();
    const user = userEvent.setup();
    await user.click(button('Go to first page'));
    await user.click(button('Go to previous page'));
    await user.click(button('Go to next page'));
    await user.click(button('Go to last page'));
    expect(onChange.mock.calls.map(([next]) => next)).toEqual([
      { pageIndex: 0, pageSize: 10 },
      { pageIndex: 0, pageSize: 10 },
      { pageIndex: 2, pageSize: 10 },
      { pageIndex: 128, pageSize: 10 },
    ]);
  });

  it('stops at the ends of the list', () => {
    renderPager({ page: 1, total: 7 });
    expect(screen.getByText('1-7 of 7')).toBeInTheDocument();
    for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) expect(button(name)).toBeDisabled();
  });

  it('shows an empty list as 0-0 of 0', () => {
    renderPager({ page: 1, total: 0 });
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
    expect(button('Go to next page')).toBeDisabled();
  });

  it('asks for another page size from the first page; its label is the select\'s', async () => {
    const { onChange } = renderPager({ page: 5 });
    const user = userEvent.setup();
    await user.click(screen.getByText('Rows per page'));
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, '50');
    expect(onChange).toHaveBeenCalledWith({ pageIndex: 0, pageSize: 50 });
  });

  it('gives each pager its own select: two lists on one page (a panel over a list) keep their labels apart', () => {
    render(
      <MantineProvider>
        <ListPager paged page={1} size={10} total={40} onChange={vi.fn()} frameRef={createRef()} />
        <ListPager paged page={1} size={20} total={40} onChange={vi.fn()} frameRef={createRef()} />
      </MantineProvider>,
    );
    const selects = screen.getAllByRole('combobox', { name: 'Rows per page' });
    expect(selects.map((select) => (select as HTMLSelectElement).value)).toEqual(['10', '20']);
    const labels = [...document.querySelectorAll('label')].map((label) => label.htmlFor);
    expect(new Set(labels).size).toBe(2);
    expect(labels).toEqual(selects.map((select) => select.id));
  });

  it('an unpaged list keeps the strip under its table, without controls', () => {
    const { frameRef } = renderPager({ paged: false });
    expect(frameRef.current).toBeInstanceOf(HTMLDivElement);
    expect(screen.queryByText(/Rows per page/)).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('the pager in a list', () => {
  type Row = { code: string; name: string };
  const rows = (from: number): Row[] =>
    Array.from({ length: 10 }, (_, index) => ({
      code: String(from + index),
      name: `Thing ${from + index}`,
    }));

  function renderList(search: ListSearch, onSearchChange = vi.fn()) {
    const element = (result: { rows: Row[]; total: number }, fetching = false) => (
      <MantineProvider>
        <ResourceTable<Row>
          id="things"
          title="Things"
          singular="Thing"
          columns={[
            { key: 'code', header: 'Code' },
            { key: 'name', header: 'Name' },
          ]}
          result={result}
          search={search}
          loading={false}
          fetching={fetching}
          error={null}
          onRetry={() => undefined}
          onSearchChange={onSearchChange}
          rowName={(row) => row.name}
        />
      </MantineProvider>
    );
    const view = render(element({ rows: rows(11), total: 45 }));
    return {
      onSearchChange,
      rerender: (result: { rows: Row[]; total: number }, fetching?: boolean) => view.rerender(element(result, fetching)),
    };
  }

  it("moves the list's page in its search; another size starts at the first page", async () => {
    const { onSearchChange } = renderList({
      page: 2,
      size: 10,
      sort: 'name,asc',
    });
    expect(screen.getByText('11-20 of 45')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(button('Go to next page'));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      page: 3,
      size: 10,
      sort: 'name,asc',
    });
    await user.click(button('Go to last page'));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      page: 5,
      size: 10,
      sort: 'name,asc',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onSearchChange).toHaveBeenLastCalledWith({
      page: 1,
      size: 20,
      sort: 'name,asc',
    });
  });

  it('renders again for a new count, not for a new answer that leaves the page and the count as they were', () => {
    const { rerender } = renderList({ page: 2, size: 10 });
    const renders = vi.mocked(formatCount);
    renders.mockClear();
    rerender(
      {
        rows: rows(11).map((row) => ({ ...row, name: `${row.name}!` })),
        total: 45,
      },
      true,
    );
    rerender({
      rows: rows(11).map((row) => ({ ...row, name: `${row.name}?` })),
      total: 45,
    });
    expect(screen.getByRole('cell', { name: 'Thing 11?' })).toBeInTheDocument();
    expect(renders).not.toHaveBeenCalled();
    rerender({ rows: rows(11), total: 46 });
    expect(screen.getByText('11-20 of 46')).toBeInTheDocument();
    expect(renders).toHaveBeenCalled();
  });
});
