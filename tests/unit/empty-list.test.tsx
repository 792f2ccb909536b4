import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResourceTable } from '../../src/components/crud/resource-table';
import type { ListSearch } from '../../src/components/crud/types';

type Row = { code: string };

function renderEmpty(search: ListSearch, { title = 'Things', singular = 'Thing', onAdd }: { title?: string; singular?: string; onAdd?: () => void } = {}) {
  const onSearchChange = vi.fn();
  render(
    <MantineProvider>
      <ResourceTable<Row>
        id="things"
        title={title}
        singular={singular}
        columns={[{ key: 'code', header: 'Code' }]}
        result={{ rows: [], total: 0 }}
        search={search}
        loading={false}
        fetching={false}
        error={null}
        onRetry={() => undefined}
        onSearchChange={onSearchChange}
        rowName={(row) => row.code}
        onAdd={onAdd}
      />
    </MantineProvider>,
  );
  return onSearchChange;
}

describe('an empty list', () => {
  it('under a search or filter says so and offers to clear them', async () => {
    const onSearchChange = renderEmpty({ page: 3, size: 25, sort: 'code,asc', search: 'zzz', filters: { statusId: '2' } });
    expect(screen.getByText('No things match the search or filters.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onSearchChange).toHaveBeenCalledWith({ page: 1, size: 25, sort: 'code,asc' });
  });

  it('without one says there are none yet, with nothing to clear, and no Add for a user who may not add', () => {
    renderEmpty({ page: 1, size: 10 });
    expect(screen.getByText('No things yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('offers its Add to a user who may add', async () => {
    const onAdd = vi.fn();
    renderEmpty({ page: 1, size: 10 }, { onAdd });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add the first thing' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('under a search offers to clear it, not to add', () => {
    renderEmpty({ page: 1, size: 10, search: 'zzz' }, { onAdd: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Add the first thing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
  });

  it("names the records in the plural, an abbreviation as written (FAQs), and offers a search that fits its box", () => {
    renderEmpty({ page: 1, size: 10 }, { title: 'FAQs', singular: 'FAQ' });
    expect(screen.getByText('No FAQs yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search FAQs' })).toHaveAttribute('placeholder', 'Search');
  });
});
