// The status action: a work queue's decision on one record (which statuses it may move to,
// from a config source, the required reason, the confirmation, the notice, the refusal kept
// in the dialog, and the list reloaded where the action says).
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import { optionsFrom } from '../../src/components/crud/sources';
import type { ListSearch, ResourceDefinition, StatusAction } from '../../src/components/crud/types';

configure({ asyncUtilTimeout: 10_000 });

type Request = Record<string, unknown> & { id: number; customer: string; status: string };
const ROWS: Request[] = [
  { id: 9001, customer: 'Amaya Jayasinghe', status: 'PENDING' },
  { id: 9002, customer: 'Dinesh Kumara', status: 'APPROVED' },
];
type Config = { statuses: { code: string; description: string }[] };
const CONFIG: Config = {
  statuses: [
    { code: 'PENDING', description: 'Pending' },
    { code: 'APPROVED', description: 'Approved' },
    { code: 'REJECTED', description: 'Rejected' },
    { code: 'COMPLETED', description: 'Completed' },
  ],
};
/** The statuses of a config category, as `GET /configs?categoryId=11` gives them. */
const configFn = vi.fn(() => Promise.resolve(CONFIG));
const CONFIG_SOURCE = optionsFrom({ queryKey: ['config', 11], queryFn: configFn }, (raw: Config) => raw.statuses.map((s) => ({ value: s.code, label: s.description })));

function setup(actions: (run: StatusAction<Request>['run']) => StatusAction<Request>[]) {
  const run = vi.fn<StatusAction<Request>['run']>(() => Promise.resolve({ data: {} }));
  const listFn = vi.fn(() => Promise.resolve(ROWS));
  const resource: ResourceDefinition<Request, Record<string, never>, Request[]> = {
    id: 'requests',
    title: 'Requests',
    singular: 'Request',
    rowKey: (row) => String(row.id),
    describe: (row) => `${row.id} (${row.customer})`,
    list: { query: (search) => ({ queryKey: ['requests', search], queryFn: listFn }), select: (rows) => ({ rows, total: 25 }), invalidates: ['requests'] },
    columns: [
      { key: 'id', header: 'Id' },
      { key: 'customer', header: 'Customer' },
      { key: 'status', header: 'Status' },
    ],
    filters: [
      { name: 'status', label: 'Status' },
      { name: 'disputeStatusId', label: 'Dispute status' },
    ],
    statusActions: actions(run),
  };
  const onSearchChange = vi.fn<(next: ListSearch) => void>();
  const reported = vi.fn();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient(reported)}>
        <ResourceScreen resource={resource} search={{ page: 2, size: 10, filters: { status: 'PENDING' } }} onSearchChange={onSearchChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { run, listFn, onSearchChange, reported, user };
}

/** Changing the status among those of the config category, never to the one the record has, nor COMPLETED. */
function changeStatus(run: StatusAction<Request>['run']): StatusAction<Request>[] {
  return [
    {
      label: 'Change Status',
      statuses: CONFIG_SOURCE,
      allowed: (row, status) => status.value !== row.status && status.value !== 'COMPLETED',
      confirm: (row, status) => `Move request ${row.id} to ${status.label}?`,
      run,
      notice: 'Application Request Edited Successfully',
    },
  ];
}

async function openFromMenu(user: ReturnType<typeof userEvent.setup>, id: number, label: string) {
  await screen.findByText('Amaya Jayasinghe');
  await user.click(screen.getByRole('button', { name: `More actions for Request ${id}` }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
  return screen.findByRole('dialog', { name: label });
}

beforeEach(() => configFn.mockClear());
afterEach(() => notifications.clean());

describe('status action', { timeout: 30_000 }, () => {
  it('offers only the allowed statuses, by label, then confirms, notifies and reloads the list at page 1', async () => {
    const t = setup(changeStatus);
    const dialog = await openFromMenu(t.user, 9001, 'Change Status');
    expect(within(dialog).getByText('Request 9001 (Amaya Jayasinghe)')).toBeInTheDocument();

    await t.user.click(within(dialog).getByRole('textbox', { name: 'New status' }));
    const options = within(await screen.findByRole('listbox', { name: 'New status' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Approved', 'Rejected']);
    await t.user.click(screen.getByRole('option', { name: 'Rejected' }));
    expect(within(dialog).getByText('Move request 9001 to Rejected?')).toBeInTheDocument();
    expect(t.run).not.toHaveBeenCalled();
    const loadsBefore = t.listFn.mock.calls.length;

    await t.user.click(within(dialog).getByRole('button', { name: 'Change Status' }));

    expect(await screen.findByText('Application Request Edited Successfully')).toBeInTheDocument();
    expect(t.run).toHaveBeenCalledWith(ROWS[0], 'REJECTED', '');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument());
    expect(t.onSearchChange).toHaveBeenCalledWith({ page: 1, size: 10, filters: { status: 'PENDING' } });
    await waitFor(() => expect(t.listFn.mock.calls.length).toBeGreaterThan(loadsBefore));
    expect(configFn).toHaveBeenCalledTimes(1);
  });

  it('asks for the new status before sending', async () => {
    const t = setup(changeStatus);
    const dialog = await openFromMenu(t.user, 9002, 'Change Status');

    await t.user.click(within(dialog).getByRole('button', { name: 'Change Status' }));

    expect(within(dialog).getByText('New status is required')).toBeInTheDocument();
    expect(t.run).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message, the choice and the reason after a refusal', async () => {
    const t = setup((run) => [
      {
        label: 'Approve/Reject',
        statuses: [
          { value: '32', label: 'Approve' },
          { value: '33', label: 'Reject' },
        ],
        reason: { label: 'Reason', maxLength: 500 },
        confirm: (row, status) => `${status.label} the dispute of ${row.customer}?`,
        run,
        notice: 'Approve/Reject Successfully',
        reloadTo: (search, status) => ({ ...search, page: 1, filters: { disputeStatusId: status } }),
      },
    ]);
    t.run.mockRejectedValueOnce(new ApiError('The dispute was already decided', 'http', 'decideDispute', 409));
    const dialog = await openFromMenu(t.user, 9001, 'Approve/Reject');
    await t.user.click(within(dialog).getByRole('textbox', { name: 'New status' }));
    await t.user.click(await screen.findByRole('option', { name: 'Approve' }));

    await t.user.click(within(dialog).getByRole('button', { name: 'Approve/Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(t.run).not.toHaveBeenCalled();

    await t.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate charge confirmed');
    await t.user.click(within(dialog).getByRole('button', { name: 'Approve/Reject' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The dispute was already decided');
    expect(screen.getByRole('dialog', { name: 'Approve/Reject' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Duplicate charge confirmed');
    expect(within(dialog).getByRole('textbox', { name: 'New status' })).toHaveValue('Approve');
    expect(screen.queryByText('Approve/Reject Successfully')).not.toBeInTheDocument();
    expect(t.onSearchChange).not.toHaveBeenCalled();

    await t.user.click(within(dialog).getByRole('button', { name: 'Approve/Reject' }));

    expect(await screen.findByText('Approve/Reject Successfully')).toBeInTheDocument();
    expect(t.run).toHaveBeenLastCalledWith(ROWS[0], '32', 'Duplicate charge confirmed');
    expect(t.onSearchChange).toHaveBeenCalledWith({ page: 1, size: 10, filters: { disputeStatusId: '32' } });
  });

  it('with one status, confirms it directly from the view panel, and the view closes', async () => {
    const t = setup((run) => [
      {
        label: 'Complete',
        when: (row) => row.status !== 'COMPLETED',
        statuses: [{ value: 'COMPLETE', label: 'Complete' }],
        confirm: (row) => `Mark request ${row.id} complete?`,
        run,
        notice: 'Service Request Updated Successfully',
      },
    ]);
    await screen.findByText('Amaya Jayasinghe');
    await t.user.click(screen.getByRole('button', { name: 'View Request 9001' }));
    const view = await screen.findByRole('dialog', { name: 'Request: 9001 (Amaya Jayasinghe)' });

    await t.user.click(within(view).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete' });
    expect(within(dialog).queryByRole('textbox', { name: 'New status' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Mark request 9001 complete?')).toBeInTheDocument();
    await t.user.click(within(dialog).getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Service Request Updated Successfully')).toBeInTheDocument();
    expect(t.run).toHaveBeenCalledWith(ROWS[0], 'COMPLETE', '');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request: 9001 (Amaya Jayasinghe)' })).not.toBeInTheDocument());
  });

  it('leaves a record the action does not apply to, and a user without the permission, without it', async () => {
    const t = setup((run) => [
      { label: 'Complete', when: (row) => row.status === 'PENDING', statuses: [{ value: 'COMPLETE', label: 'Complete' }], confirm: () => 'Complete?', run, notice: 'Done' },
      { label: 'Reopen', permission: 'REPORT', statuses: [{ value: 'PENDING', label: 'Pending' }], confirm: () => 'Reopen?', run, notice: 'Done' },
    ]);
    await screen.findByText('Dinesh Kumara');
    await t.user.click(screen.getByRole('button', { name: 'More actions for Request 9001' }));
    expect(await screen.findByRole('menuitem', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reopen' })).not.toBeInTheDocument();
    await t.user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'More actions for Request 9002' })).not.toBeInTheDocument();
  });
});
