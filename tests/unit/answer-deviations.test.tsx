import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDeviations, reportDeviations, Unreadable } from '../../src/api/deviations';
import { ApiError, failureText } from '../../src/api/errors';
import { cellContent } from '../../src/components/crud/cells';
import { ResourceTable } from '../../src/components/crud/resource-table';
import { optionsFrom } from '../../src/components/crud/sources';
import type { ColumnDef } from '../../src/components/crud/types';
import { QuerySection } from '../../src/components/customers/facts';
import { PageDeviations } from '../../src/components/shell/page-deviations';

const withMantine = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);
const unreadable = () => new Unreadable('number', 'listThings', '6c3a21bf-5df4-409e-82d5-4a97afd8e5c4');

type Row = { code: string; name: unknown; statusId: unknown };
const COLUMNS: ColumnDef<Row>[] = [
  { key: 'code', header: 'Code' },
  { key: 'name', header: 'Name' },
  { key: 'statusId', header: 'Status', format: 'status' },
];

afterEach(() => {
  clearDeviations();
  vi.restoreAllMocks();
});

describe('a value the console cannot read', () => {
  it('costs its cell only: a neutral dash that screen readers read as "Unreadable value"', () => {
    withMantine(<p data-testid="cell">{cellContent(COLUMNS[1] as ColumnDef<Row>, { code: 'A1', name: unreadable(), statusId: 1 })}</p>);
    const cell = screen.getByTestId('cell');
    expect(cell).toHaveTextContent('—');
    expect(within(cell).getByText('Unreadable value')).toBeInTheDocument();
    expect(cell.querySelector('[title="Unreadable value"]')).not.toBeNull();
  });

  it('marks the cell when a column of its own cannot draw what came', () => {
    const column: ColumnDef<Row> = { key: 'name', header: 'Name', render: (row) => (row.name as string).toUpperCase() };
    withMantine(<p data-testid="cell">{cellContent(column, { code: 'A1', name: 42, statusId: 1 })}</p>);
    expect(within(screen.getByTestId('cell')).getByText('Unreadable value')).toBeInTheDocument();
  });

  it('reads as a dash wherever a screen shows it as it is, never as an error', () => {
    withMantine(<p data-testid="plain">{unreadable() as unknown as ReactNode}</p>);
    expect(screen.getByTestId('plain')).toHaveTextContent('—');
  });

  it('shows a status the console does not know as it came, in a neutral badge', () => {
    withMantine(<p data-testid="cell">{cellContent(COLUMNS[2] as ColumnDef<Row>, { code: 'A1', name: 'Alpha', statusId: 34 })}</p>);
    const badge = screen.getByText('34').closest('[data-variant]');
    expect(badge).toHaveAttribute('data-variant', 'outline');
  });
});

describe('choices from an answer with unreadable values', () => {
  it('leave out a choice whose value cannot be read, and name one whose label cannot be read by its value', () => {
    type Raw = { data: { id: unknown; name: unknown }[] };
    const source = optionsFrom<Raw>({ queryKey: ['things'] }, (raw) => raw.data.map((item) => ({ value: item.id as string, label: item.name as string })));
    const raw: Raw = { data: [{ id: '1', name: 'One' }, { id: unreadable(), name: 'Two' }, { id: 3, name: unreadable() }] };
    expect(source.select?.(raw)).toEqual([
      { value: '1', label: 'One' },
      { value: '3', label: '3' },
    ]);
  });
});

/** A first page of a list, answered. */
const LIST = { id: 'things', title: 'Things', singular: 'Thing', search: { page: 1, size: 10 }, loading: false, fetching: false, error: null, onRetry: () => undefined, onSearchChange: () => undefined };

describe('a list with rows that hold unreadable values', () => {
  it('shows every row, marks the unreadable cells and says how many rows had them', () => {
    const rows: Row[] = [
      { code: 'A1', name: 'Alpha', statusId: 1 },
      { code: 'B2', name: unreadable(), statusId: 1 },
      { code: 'C3', name: 'Gamma', statusId: 34 },
    ];
    withMantine(
      <ResourceTable<Row> {...LIST} columns={COLUMNS} result={{ rows, total: 3 }} rowName={(r) => `Thing ${r.code}`} />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    const [, alpha, beta, gamma] = within(table).getAllByRole('row');
    expect(alpha).toHaveTextContent(/A1\s*Alpha\s*Active/);
    expect(within(beta as HTMLElement).getByText('Unreadable value')).toBeInTheDocument();
    expect(beta).toHaveTextContent('B2');
    expect(gamma).toHaveTextContent(/C3\s*Gamma\s*34/);
    expect(screen.getByText('1 row on this page has unreadable values, marked “—”.')).toBeInTheDocument();
  });
});

describe('a section that cannot draw its data', () => {
  const Broken = (): ReactElement => {
    throw new Error('cannot draw');
  };

  it('fails alone, with a Retry that loads the data again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    withMantine(
      <>
        <QuerySection title="Customer details" state={{ pending: false, error: null, onRetry }}>
          <Broken />
        </QuerySection>
        <QuerySection title="Devices" state={{ pending: false, error: null, onRetry }}>
          <p>Galaxy A54</p>
        </QuerySection>
      </>,
    );
    expect(screen.getByText('Customer details could not be shown')).toBeInTheDocument();
    expect(screen.getByText('Galaxy A54')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('region', { name: 'Customer details' })).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('the screen with a deviation', () => {
  async function renderAt(path: string) {
    const rootRoute = createRootRoute({ component: () => <PageDeviations /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
    window.history.replaceState(null, '', path);
    withMantine(<RouterProvider router={router} />);
    await act(() => router.load());
    return router;
  }

  it('offers Details with the request id to copy, and logs the deviation once without its value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAt('/admin/things');
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
    const report = { operationId: 'listThings', requestId: '6c3a21bf-5df4-409e-82d5-4a97afd8e5c4', deviations: [{ path: ['data', 'data', 1, 'name'], type: 'number', issue: 'invalid_type', readable: false }] };
    act(() => {
      reportDeviations(report);
      reportDeviations({ ...report, requestId: '7d4b32c0-6ef5-41af-93e6-5b08e9f6d6d5' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Details' }));
    expect(screen.getByText('6c3a21bf-5df4-409e-82d5-4a97afd8e5c4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy request id 6c3a21bf-5df4-409e-82d5-4a97afd8e5c4' })).toBeInTheDocument();
    // The same deviation of the same operation is logged once: operation, path, type and request id.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      '[wallet-api] listThings answered outside the contract, x-client-request-id 6c3a21bf-5df4-409e-82d5-4a97afd8e5c4: data.data.1.name (number, invalid_type, unreadable)',
    );
  });
});

describe('a failed call shown where it failed', () => {
  it('gives its request id beside the catalogue text', () => {
    const error = new ApiError('Internal Server Error', 'http', 'listThings', 500);
    expect(failureText(error)).toBe('Internal Server Error');
    error.requestId = '6c3a21bf-5df4-409e-82d5-4a97afd8e5c4';
    expect(failureText(error)).toBe('Internal Server Error (request id 6c3a21bf-5df4-409e-82d5-4a97afd8e5c4)');
  });
});
