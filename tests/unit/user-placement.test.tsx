import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../src/components/shell/user-menu';
import { UserPlacement } from '../../src/components/shell/user-placement';

// Rendering Mantine and the table in jsdom is slow on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

const BRANCH = 'Bank of Ceylon - City Office';

function renderMenu(roles: string[]) {
  const rootRoute = createRootRoute({ component: () => <UserMenu givenName="Nimal" userName="admin" branch={BRANCH} roles={roles} onSignOut={vi.fn()} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }) });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('UserPlacement', () => {
  it('shows the branch and the roles, as the profile does', () => {
    render(
      <MantineProvider env="test">
        <UserPlacement branch={BRANCH} roles={['Administrators', 'Auditors']} />
      </MantineProvider>,
    );
    expect(screen.getByText(BRANCH)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'User roles' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Administrators', 'Auditors']);
  });

  it('says when no branch or role is assigned', () => {
    render(
      <MantineProvider env="test">
        <UserPlacement branch="" roles={[]} />
      </MantineProvider>,
    );
    expect(screen.getByText('No branch is assigned to this user.')).toBeInTheDocument();
    expect(screen.getByText('No role is assigned to this user.')).toBeInTheDocument();
  });
});

describe("the user menu's User Branch and User Role", { timeout: 20_000 }, () => {
  it('open the same information as the profile, one part each', async () => {
    const user = renderMenu(['Administrators']);
    await user.click(await screen.findByRole('button', { name: 'User menu for Nimal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'User Role' }));
    const roleDialog = await screen.findByRole('dialog', { name: 'User Role' });
    expect(within(roleDialog).getByRole('list', { name: 'User roles' })).toHaveTextContent('Administrators');
    expect(within(roleDialog).queryByText(BRANCH)).not.toBeInTheDocument();

    await user.click(within(roleDialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'User menu for Nimal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'User Branch' }));
    const branchDialog = await screen.findByRole('dialog', { name: 'User Branch' });
    expect(within(branchDialog).getByText(BRANCH)).toBeInTheDocument();
    expect(within(branchDialog).queryByRole('list', { name: 'User roles' })).not.toBeInTheDocument();
  });
});
