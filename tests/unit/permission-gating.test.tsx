// The signed-in user's permission flags decide which actions a resource screen offers: the
// add and edit links (records edited on their own page), delete, and row actions, each
// behind its `can` or `permission`; `when` limits a row action to the rows it applies to.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/api/query-client';
import type { SessionUser } from '../../src/auth/session';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { ResourceDefinition } from '../../src/components/crud/types';

let signedIn: SessionUser | null = null;
vi.mock('../../src/auth/use-session', () => ({ useSessionUser: () => signedIn }));

// Rendering Mantine and the table in jsdom is slow on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

const userWith = (...permissions: string[]): SessionUser => ({ userName: 'kasuni.fernando', givenName: 'Kasuni', familyName: 'Fernando', permissions: new Set(permissions) });

type Member = Record<string, unknown> & { id: string; name: string; pending: boolean };
const ROWS: Member[] = [
  { id: 'u1', name: 'Nimal Perera', pending: true },
  { id: 'u2', name: 'Ruwan Silva', pending: false },
];

const resource: ResourceDefinition<Member, { name: string }, Member[]> = {
  id: 'members',
  title: 'Members',
  singular: 'Member',
  rowKey: (row) => row.id,
  describe: (row) => row.name,
  list: { query: () => ({ queryKey: ['members'], queryFn: () => Promise.resolve(ROWS) }), select: (rows) => ({ rows, total: rows.length }), invalidates: ['members'] },
  columns: [{ key: 'name', header: 'Name' }],
  remove: { run: () => Promise.resolve() },
  actions: [
    { label: 'Reset Password', permission: 'user_update', confirm: { title: 'Reset Password', message: () => 'Send?', confirmLabel: 'Send' }, run: () => Promise.resolve(), notice: 'Sent' },
    { label: 'Approve', permission: ['role_add', 'role_delete'], when: (row) => row.pending, confirm: { title: 'Approve', message: () => 'Approve?', confirmLabel: 'Approve' }, run: () => Promise.resolve(), notice: 'Done' },
  ],
  can: { create: 'user_add', update: 'user_update', remove: 'user_delete' },
  pages: { add: { to: '/admin/users/edit-user' }, edit: (row) => ({ to: '/admin/users/edit-user/$id', params: { id: row.id } }) },
};

function renderScreen() {
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <ResourceScreen resource={resource} search={{ page: 1, size: 10 }} onSearchChange={() => undefined} />,
  });
  const pageRoutes = ['/admin/users/edit-user', '/admin/users/edit-user/$id'].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>record page</p> }));
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute, ...pageRoutes]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

beforeEach(() => {
  signedIn = null;
});

describe('permission gating of a resource screen', { timeout: 20_000 }, () => {
  it('a user with only the view permission sees the rows but no add, edit, delete or row action', async () => {
    signedIn = userWith('user_get');
    renderScreen();
    const row = await rowOf('Nimal Perera');

    expect(screen.queryByRole('link', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^Edit Member/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete Member/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View Member u1' })).toBeInTheDocument();
  });

  it('without a signed-in user nothing that needs a permission is offered', async () => {
    renderScreen();
    const row = await rowOf('Nimal Perera');

    expect(screen.queryByRole('link', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
  });

  it('each flag opens its own action: add and edit link to the record pages, delete and the row actions follow theirs', async () => {
    signedIn = userWith('user_add', 'user_update', 'user_delete', 'role_delete');
    const { user } = renderScreen();
    const row = await rowOf('Nimal Perera');

    expect(screen.getByRole('link', { name: 'Add Member' })).toHaveAttribute('href', '/admin/users/edit-user');
    expect(within(row).getByRole('link', { name: 'Edit Member u1' })).toHaveAttribute('href', '/admin/users/edit-user/u1');
    expect(within(row).getByRole('button', { name: 'Delete Member u1' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'More actions for Member u1' }));
    expect(await screen.findByRole('menuitem', { name: 'Reset Password' })).toBeInTheDocument();
    // role_delete is one of the two codes that allow Approve.
    expect(screen.getByRole('menuitem', { name: 'Approve' })).toBeInTheDocument();
  });

  it('a row action is offered only on the rows it applies to', async () => {
    signedIn = userWith('role_add');
    const { user } = renderScreen();
    const settled = await rowOf('Ruwan Silva');

    // Approve applies to pending rows only, and Reset Password needs user_update: nothing is left for this row.
    expect(within(settled).queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
    const pending = await rowOf('Nimal Perera');
    await user.click(within(pending).getByRole('button', { name: 'More actions for Member u1' }));
    expect(await screen.findByRole('menuitem', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('a user with only the update flag edits but cannot add or delete', async () => {
    signedIn = userWith('user_update');
    renderScreen();
    const row = await rowOf('Ruwan Silva');

    expect(within(row).getByRole('link', { name: 'Edit Member u2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete Member/ })).not.toBeInTheDocument();
  });
});
