import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { PasswordPolicyEditor } from '../../src/components/settings/password-policy-editor';
import { passwordPolicyFrom, type AssignedRule, type PolicyLists } from '../../src/components/settings/password-policy-source';

const SERVER: PolicyLists = {
  available: [
    { realmName: 'upperCase', description: 'Minimum number of upper-case letters', takesValue: true, unit: 'letters', value: null },
    { realmName: 'notUsername', description: 'The password may not equal the user name', takesValue: false, value: null },
  ],
  assigned: [
    { realmName: 'length', description: 'Minimum password length', takesValue: true, unit: 'characters', value: 8 },
    { realmName: 'digits', description: 'Minimum number of digits', takesValue: true, unit: 'digits', value: 1 },
  ],
};

function setup(save: (assigned: AssignedRule[]) => Promise<unknown> = () => Promise.resolve({ data: { message: 'Policies Updated Successfully' } })) {
  const load = vi.fn(() => Promise.resolve(structuredClone(SERVER)));
  const saveFn = vi.fn(save);
  const source = passwordPolicyFrom({ queryKey: ['password-policy'], queryFn: load }, (raw) => raw, {
    save: saveFn,
    notice: 'Policies Updated Successfully',
    range: { min: 1, max: 1000 },
  });
  const reported = vi.fn<(error: ApiError) => void>();
  const queryClient = createQueryClient(reported);
  const rootRoute = createRootRoute({ component: Outlet });
  const editor = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <PasswordPolicyEditor title="Password Policy" source={source} /> });
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '/elsewhere', component: () => <p>Another page</p> });
  const router = createRouter({ routeTree: rootRoute.addChildren([editor, elsewhere]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { load, save: saveFn, reported, user, router };
}

const side = (name: 'Available policies' | 'Assigned policies') => screen.getByRole('group', { name });
const values = () => screen.getByRole('group', { name: 'Values of the assigned policies' });

async function move(user: ReturnType<typeof userEvent.setup>, from: 'Available policies' | 'Assigned policies', label: string) {
  await user.click(within(side(from)).getByRole('checkbox', { name: label }));
  await user.click(screen.getByRole('button', { name: from === 'Available policies' ? 'Assign' : 'Remove' }));
}

/** The editor has loaded the lists (the router renders it asynchronously). */
const loaded = () => screen.findByRole('checkbox', { name: 'Minimum password length' }, { timeout: 5000 });

afterEach(() => {
  notifications.clean();
});

describe('PasswordPolicyEditor', { timeout: 20_000 }, () => {
  it('shows the available and the assigned policies with their values', async () => {
    setup();
    await loaded();
    expect(within(side('Assigned policies')).getByRole('checkbox', { name: 'Minimum password length' })).toBeInTheDocument();
    expect(within(side('Available policies')).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toBeInTheDocument();
    expect(within(values()).getByRole('textbox', { name: 'Minimum password length' })).toHaveValue('8');
    // A count of one is said in the singular: "1 digit", not "1 digits".
    expect(within(side('Assigned policies')).getByText('1 digit')).toBeInTheDocument();
    expect(within(side('Assigned policies')).getByText('8 characters')).toBeInTheDocument();
    expect(within(side('Assigned policies')).queryByText('1 digits')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('moving a policy to assigned gives it value 1 and marks the changes unsaved', async () => {
    const { user, save } = setup();
    await loaded();
    await move(user, 'Available policies', 'Minimum number of upper-case letters');
    expect(within(side('Assigned policies')).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toBeInTheDocument();
    expect(within(side('Available policies')).queryByRole('checkbox', { name: 'Minimum number of upper-case letters' })).not.toBeInTheDocument();
    expect(within(values()).getByRole('textbox', { name: 'Minimum number of upper-case letters' })).toHaveValue('1');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('a policy without a number is simply on once assigned', async () => {
    const { user } = setup();
    await loaded();
    await move(user, 'Available policies', 'The password may not equal the user name');
    expect(within(values()).queryByRole('textbox', { name: 'The password may not equal the user name' })).not.toBeInTheDocument();
    expect(within(values()).getByText('On (takes no value)')).toBeInTheDocument();
  });

  it('moving a policy back returns it to available, and nothing is unsaved any more', async () => {
    const { user } = setup();
    await loaded();
    await move(user, 'Available policies', 'Minimum number of upper-case letters');
    await move(user, 'Assigned policies', 'Minimum number of upper-case letters');
    expect(within(side('Available policies')).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toBeInTheDocument();
    expect(within(values()).queryByRole('textbox', { name: 'Minimum number of upper-case letters' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await move(user, 'Assigned policies', 'Minimum number of digits');
    expect(within(side('Available policies')).getByRole('checkbox', { name: 'Minimum number of digits' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('saves the whole assigned list, with the values set, and shows the notice', async () => {
    const { user, save, load } = setup();
    await loaded();
    await move(user, 'Available policies', 'Minimum number of upper-case letters');
    await move(user, 'Available policies', 'The password may not equal the user name');
    const length = within(values()).getByRole('textbox', { name: 'Minimum password length' });
    await user.clear(length);
    await user.type(length, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual([
      { realmName: 'length', description: 'Minimum password length', takesValue: true, unit: 'characters', value: 12 },
      { realmName: 'digits', description: 'Minimum number of digits', takesValue: true, unit: 'digits', value: 1 },
      { realmName: 'upperCase', description: 'Minimum number of upper-case letters', takesValue: true, unit: 'letters', value: 1 },
      { realmName: 'notUsername', description: 'The password may not equal the user name', takesValue: false, value: 1 },
    ]);
    expect(await screen.findByText('Policies Updated Successfully')).toBeInTheDocument();
    // The saved lists are read again from the server.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('does not save a value outside the allowed range', async () => {
    const { user, save } = setup();
    await loaded();
    const length = within(values()).getByRole('textbox', { name: 'Minimum password length' });
    await user.clear(length);
    expect(screen.getByText('Enter a whole number from 1 to 1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(length, '1001');
    expect(screen.getByText('Enter a whole number from 1 to 1000')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('a failed save keeps the lists as the user left them', async () => {
    const refusal = new ApiError('Policy length must be at least 8', 'http', 'updatePasswordPolicy', 400);
    const { user, save, reported } = setup(() => Promise.reject(refusal));
    await loaded();
    await move(user, 'Available policies', 'Minimum number of upper-case letters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Policy length must be at least 8');
    expect(reported).toHaveBeenCalledWith(refusal);
    expect(within(side('Assigned policies')).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByText('Policies Updated Successfully')).not.toBeInTheDocument();
  });

  it('Reset discards the changes after a confirmation', async () => {
    const { user, save } = setup();
    await loaded();
    await move(user, 'Available policies', 'Minimum number of upper-case letters');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    expect(within(side('Available policies')).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user, router } = setup();
    await loaded();
    await move(user, 'Available policies', 'Minimum number of upper-case letters');
    router.history.push('/elsewhere');
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByText('Another page')).not.toBeInTheDocument();

    router.history.push('/elsewhere');
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });
});
