import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import type { ListSearch } from '../../src/components/crud/types';
import { useListController, type ListSource } from '../../src/components/crud/use-list-controller';

type Row = { code: string };
const ROWS: Row[] = [{ code: '7010' }, { code: '7135' }];

function source(answer: () => Promise<{ items: Row[]; total: number }>): ListSource<Row, { items: Row[]; total: number }> {
  return {
    query: (search) => ({ queryKey: ['things', search], queryFn: answer }),
    select: (raw) => ({ rows: raw.items, total: raw.total }),
  };
}

function setup(list: ListSource<Row, { items: Row[]; total: number }>, first: ListSearch = { page: 3, size: 20, sort: 'code,asc' }) {
  const queryClient = createQueryClient(vi.fn());
  const onSearchChange = vi.fn<(next: ListSearch) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(({ search }: { search: ListSearch }) => useListController(list, search, onSearchChange), { wrapper, initialProps: { search: first } });
  return { ...hook, onSearchChange };
}

describe('useListController', () => {
  it('gives the table the answer for the view, and goes back to page 1 of the same view', async () => {
    const { result, onSearchChange } = setup(source(() => Promise.resolve({ items: ROWS, total: 45 })));
    expect(result.current.table.loading).toBe(true);
    await waitFor(() => expect(result.current.table.result).toEqual({ rows: ROWS, total: 45 }));
    expect(result.current.table).toMatchObject({ loading: false, error: null, search: { page: 3, size: 20, sort: 'code,asc' } });
    result.current.firstPage();
    expect(onSearchChange).toHaveBeenCalledWith({ page: 1, size: 20, sort: 'code,asc' });
  });

  it('tells a failed answer as the screen shows it', async () => {
    const { result } = setup(source(() => Promise.reject(new ApiError('The service is unavailable', 'http', 'listThings', 500))));
    await waitFor(() => expect(result.current.table.error).toContain('The service is unavailable'));
  });

  it('keeps the rows selected in a view and forgets them when the view changes', async () => {
    const { result, rerender } = setup(source(() => Promise.resolve({ items: ROWS, total: 2 })));
    act(() => result.current.selection.toggle('7010'));
    act(() => result.current.selection.toggle('7135'));
    expect([...result.current.selection.keys]).toEqual(['7010', '7135']);
    act(() => result.current.selection.toggle('7010'));
    expect([...result.current.selection.keys]).toEqual(['7135']);
    act(() => result.current.selection.set(['7010', '7135']));
    expect(result.current.selection.keys.size).toBe(2);
    rerender({ search: { page: 4, size: 20, sort: 'code,asc' } });
    expect(result.current.selection.keys.size).toBe(0);
    act(() => result.current.selection.set(['7010']));
    act(() => result.current.selection.clear());
    expect(result.current.selection.keys.size).toBe(0);
  });
});
