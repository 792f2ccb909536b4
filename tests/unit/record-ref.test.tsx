import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/auth/session';
import { ColumnCell } from '../../src/components/crud/cells';
import { cellText } from '../../src/components/crud/export';
import { PageActionsProvider } from '../../src/components/crud/page-actions';
import { optionsFrom, recordRef } from '../../src/components/crud/sources';
import type { ColumnDef } from '../../src/components/crud/types';

let signedIn: SessionUser | null = null;
vi.mock('../../src/auth/use-session', () => ({ useSessionUser: () => signedIn }));
const userWith = (...permissions: string[]): SessionUser => ({ userName: 'kasuni.fernando', givenName: 'Kasuni', familyName: 'Fernando', permissions: new Set(permissions) });

type Row = { bin: string; bankCode: string; branchCode: string };
const banks = optionsFrom({ queryKey: ['test-banks'], queryFn: () => Promise.resolve([{ code: '7010', name: 'Bank of Ceylon' }]) }, (raw) =>
  raw.map((bank) => ({ value: bank.code, label: bank.name })),
);
const branches = optionsFrom({ queryKey: ['test-branches'], queryFn: () => Promise.resolve([{ key: '7010/001', name: 'City Office' }, { key: '7056/001', name: 'Head Office' }]) }, (raw) =>
  raw.map((branch) => ({ value: branch.key, label: branch.name })),
);
const bankColumn: ColumnDef<Row> = {
  key: 'bankCode',
  header: 'Bank',
  refers: recordRef(banks, 'bank-mgt', (code) => ({ to: '/admin/config-mgt/bank-mgt', search: { page: 1, size: 10, search: code } })),
};
const branchColumn: ColumnDef<Row> = {
  key: 'branchCode',
  header: 'Branch',
  refers: recordRef<Row>(branches, 'branches', (code, row) => ({ to: '/admin/config-mgt/$id/branches', params: { id: row.bankCode }, search: { page: 1, size: 10, search: code } }), (row) => `${row.bankCode}/${row.branchCode}`),
};

/** Renders in a router, with the server's page list giving `bank-mgt` and `branches` the permission BANK. */
async function renderCells(ui: ReactElement) {
  const rootRoute = createRootRoute({
    component: () => (
      <PageActionsProvider
        pageId="bins"
        pages={[
          { pageId: 'bank-mgt', permission: 'BANK', actions: ['view'] },
          { pageId: 'branches', permission: 'BANK', actions: ['view'] },
        ]}
      >
        {ui}
      </PageActionsProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/admin/config-mgt/bin-mgt'] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const row: Row = { bin: '455412', bankCode: '7010', branchCode: '001' };

describe('a related record in a cell (refers)', () => {
  it('shows the bank by name and code, linked to its page, for a user who may open that page', async () => {
    signedIn = userWith('BANK');
    await renderCells(<ColumnCell column={bankColumn} row={row} />);
    const link = await screen.findByRole('link', { name: 'Bank of Ceylon (7010)' });
    expect(link.getAttribute('href')).toMatch(/^\/admin\/config-mgt\/bank-mgt\?page=1&size=10&search=.*7010/);
  });

  it('names it without a link for a user who may not open the page', async () => {
    signedIn = userWith('MERCHANT');
    await renderCells(<ColumnCell column={bankColumn} row={row} />);
    expect(await screen.findByText('Bank of Ceylon (7010)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a code the names do not know as it is', async () => {
    signedIn = userWith('BANK');
    await renderCells(<ColumnCell column={bankColumn} row={{ ...row, bankCode: '7999' }} />);
    expect(await screen.findByRole('link', { name: '7999' })).toBeInTheDocument();
  });

  it('finds a branch by its bank and code (a branch code is one per bank) and links to that bank\'s branches', async () => {
    signedIn = userWith('BANK');
    await renderCells(<ColumnCell column={branchColumn} row={{ ...row, bankCode: '7056' }} />);
    const link = await screen.findByRole('link', { name: 'Head Office (001)' });
    expect(link.getAttribute('href')).toMatch(/^\/admin\/config-mgt\/7056\/branches\?page=1&size=10&search=.*001/);
  });

  it('is exported as the cell shows it', () => {
    expect(cellText(bankColumn, row, [{ value: '7010', label: 'Bank of Ceylon' }])).toBe('Bank of Ceylon (7010)');
    expect(cellText(branchColumn, row, [{ value: '7010/001', label: 'City Office' }])).toBe('City Office (001)');
    expect(cellText(bankColumn, { ...row, bankCode: '7999' }, [])).toBe('7999');
  });
});
