import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { AssignmentPanel, splitAssignment } from '../../src/components/crud/assignment-panel';
import { itemsFrom } from '../../src/components/crud/sources';
import type { AssignmentDefinition } from '../../src/components/crud/types';

// Rendering Mantine and the table in jsdom is slow on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

const TENANT = [
  { name: 'BANK', description: 'Config Management' },
  { name: 'INBOX', description: 'Message inbox' },
  { name: 'AUDIT', description: 'Audit trail' },
];

function setup(assigned: string[] = ['BANK'], extra: Partial<AssignmentDefinition> = {}) {
  const loadAll = vi.fn(() => Promise.resolve(TENANT));
  const loadAssigned = vi.fn(() => Promise.resolve({ codes: assigned }));
  const assign = vi.fn<(codes: string[]) => Promise<unknown>>(() => Promise.resolve({ message: '1 permission added' }));
  const remove = vi.fn<(codes: string[]) => Promise<unknown>>(() => Promise.resolve({}));
  const definition: AssignmentDefinition = {
    title: 'Permissions',
    availableTitle: 'Available permissions',
    assignedTitle: 'Permissions of the role',
    all: itemsFrom({ queryKey: ['tenant-roles'], queryFn: loadAll }, (raw) => raw.map((p) => ({ value: p.name, label: p.name, description: p.description }))),
    assigned: itemsFrom({ queryKey: ['group', 12], queryFn: loadAssigned }, (raw) => raw.codes.map((code) => ({ value: code, label: code }))),
    assign: { run: assign, notice: 'Permission Added' },
    remove: { run: remove, notice: (result) => `Removed (${JSON.stringify(result)})` },
    ...extra,
  };
  const reported = vi.fn<(error: ApiError) => void>();
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient(reported)}>
        <AssignmentPanel assignment={definition} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { loadAll, loadAssigned, assign, remove, reported, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

afterEach(() => notifications.clean());

describe('splitAssignment', () => {
  it('leaves the assigned items out of the available ones and names them from the full list', () => {
    const all = [
      { value: 'BANK', label: 'BANK', description: 'Config' },
      { value: 'INBOX', label: 'INBOX' },
    ];
    const result = splitAssignment(all, [
      { value: 'BANK', label: 'BANK' },
      { value: 'LEGACY', label: 'LEGACY' },
    ]);
    expect(result.available).toEqual([{ value: 'INBOX', label: 'INBOX' }]);
    // An assigned code the full list does not know stays as it is.
    expect(result.assigned).toEqual([{ value: 'BANK', label: 'BANK', description: 'Config' }, { value: 'LEGACY', label: 'LEGACY' }]);
  });
});

describe('AssignmentPanel', { timeout: 20_000 }, () => {
  it('shows the assigned items and the others as available, with their descriptions', async () => {
    setup();
    const assigned = await screen.findByRole('group', { name: 'Permissions of the role' });
    await waitFor(() => expect(within(assigned).getByRole('checkbox', { name: /BANK/ })).toBeInTheDocument());
    expect(within(assigned).getByText('Config Management')).toBeInTheDocument();
    const available = screen.getByRole('group', { name: 'Available permissions' });
    expect(within(available).getAllByRole('checkbox', { name: /^(INBOX|AUDIT)/ })).toHaveLength(2);
    expect(within(available).queryByRole('checkbox', { name: /BANK/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Permissions' })).toBeInTheDocument();
  });

  it('saves a move at once, shows its notice and loads both lists again', async () => {
    const { user, assign, remove, loadAll, loadAssigned } = setup();
    const available = await screen.findByRole('group', { name: 'Available permissions' });
    await user.click(await within(available).findByRole('checkbox', { name: /INBOX/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(assign).toHaveBeenCalledWith(['INBOX']);
    expect(await screen.findByText('Permission Added')).toBeInTheDocument();
    await waitFor(() => expect(loadAssigned).toHaveBeenCalledTimes(2));
    expect(loadAll).toHaveBeenCalledTimes(2);

    const assigned = screen.getByRole('group', { name: 'Permissions of the role' });
    await user.click(within(assigned).getByRole('checkbox', { name: /BANK/ }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith(['BANK']);
    // The notice may be read from the server's answer.
    expect(await screen.findByText('Removed ({})')).toBeInTheDocument();
  });

  it('a removal the definition asks about waits for the answer, in the page’s words: Cancel sends nothing and keeps the ticks', async () => {
    const remove = vi.fn<(codes: string[]) => Promise<unknown>>(() => Promise.resolve({}));
    const { user } = setup(['BANK', 'AUDIT'], {
      words: { assign: 'Enable', remove: 'Withdraw' },
      remove: {
        run: remove,
        notice: 'Withdrawn',
        confirm: (items) => ({ title: `Withdraw ${items.map((item) => item.label).join(', ')}?`, message: 'Every role loses it.', warnings: ['You hold it.'], confirmLabel: 'Withdraw' }),
      },
    });
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    const assigned = await screen.findByRole('group', { name: 'Permissions of the role' });
    const audit = await within(assigned).findByRole('checkbox', { name: /AUDIT/ });
    await user.click(audit);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const question = await screen.findByRole('dialog', { name: 'Withdraw AUDIT?' });
    expect(question).toHaveTextContent('Every role loses it.');
    expect(question).toHaveTextContent('You hold it.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(audit).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw AUDIT?' })).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(['AUDIT']));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  });

  it('a refused move is reported and nothing is announced as done', async () => {
    const { user, assign, reported } = setup();
    assign.mockRejectedValueOnce(new ApiError('Forbidden Action', 'http', 'addGroupPermissions', 403));
    const available = await screen.findByRole('group', { name: 'Available permissions' });
    await user.click(await within(available).findByRole('checkbox', { name: /AUDIT/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'Forbidden Action' })));
    expect(screen.queryByText('Permission Added')).not.toBeInTheDocument();
  });
});
