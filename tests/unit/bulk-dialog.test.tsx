// A status decision on several rows from the list: checkboxes only where a bulk decision is
// offered to the user, the decision and its reason asked once, rows that cannot take it left out
// with why, one call per row, a summary of what succeeded and failed, the list reloaded.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { ResourceDefinition, StatusAction } from '../../src/components/crud/types';

configure({ asyncUtilTimeout: 10_000 });

type Request = Record<string, unknown> & { id: number; by: string; status: string };
const ROWS: Request[] = [
  { id: 1, by: 'kasuni', status: 'PENDING' },
  { id: 2, by: 'me', status: 'PENDING' },
  { id: 3, by: 'ruwan', status: 'PENDING' },
  { id: 4, by: 'ruwan', status: 'REJECTED' },
];

function setup(overrides: Partial<StatusAction<Request>> = {}) {
  const run = vi.fn<StatusAction<Request>['run']>((row) => {
    if (row.id === 3) {
      const refused = new ApiError('Forbidden Action', 'http', 'decide', 403);
      refused.requestId = 'r-3';
      return Promise.reject(refused);
    }
    return Promise.resolve({ data: { message: 'Rejected Successfully' } });
  });
  const listFn = vi.fn(() => Promise.resolve(ROWS));
  const reject: StatusAction<Request> = {
    label: 'Reject',
    bulk: true,
    when: (row) => row.status === 'PENDING' && row.by !== 'me',
    refusal: (row) => (row.by === 'me' ? 'You made this request.' : null),
    statuses: [{ value: 'REJECTED', label: 'Rejected' }],
    reason: { label: 'Reason for rejecting' },
    confirm: (row) => `Reject ${row.id}?`,
    detail: (row) => `Status: ${row.status} → REJECTED`,
    run,
    notice: (answer) => (answer as { data: { message: string } }).data.message,
    ...overrides,
  };
  const resource: ResourceDefinition<Request, Record<string, never>, Request[]> = {
    id: 'requests',
    title: 'Requests',
    singular: 'Request',
    rowKey: (row) => String(row.id),
    describe: (row) => `${row.id} (${row.by})`,
    list: { query: (search) => ({ queryKey: ['requests', search], queryFn: listFn }), select: (rows) => ({ rows, total: rows.length }), invalidates: ['requests'] },
    columns: [
      { key: 'id', header: 'Id' },
      { key: 'by', header: 'By' },
      { key: 'status', header: 'Status' },
    ],
    statusActions: [reject],
  };
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient(vi.fn())}>
        <ResourceScreen resource={resource} search={{ page: 1, size: 10 }} onSearchChange={vi.fn()} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { run, listFn, user };
}

afterEach(() => notifications.clean());

describe('a decision on several rows', { timeout: 30_000 }, () => {
  it('asks once for the rows that can take it, sends one call per row and sums up what succeeded and failed', async () => {
    const t = setup();
    await screen.findByText('kasuni');
    // What no decision takes cannot be chosen, and says why.
    expect(screen.getByRole('checkbox', { name: 'Select Request 2' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select Request 2' })).toHaveAttribute('title', 'You made this request.');
    expect(screen.getByRole('checkbox', { name: 'Select Request 4' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select Request 4' })).toHaveAttribute('title', 'The decision does not apply to it now.');
    await t.user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toBeChecked();
    await t.user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject: 2 requests selected' });
    expect(within(dialog).queryByText(/Left out/)).not.toBeInTheDocument();
    // Each request is listed with what the decision changes.
    const listed = within(within(dialog).getByRole('list', { name: 'The requests to reject' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(['Request 1 (kasuni)Status: PENDING → REJECTED', 'Request 3 (ruwan)Status: PENDING → REJECTED']);

    await t.user.click(within(dialog).getByRole('button', { name: 'Reject (2)' }));
    expect(within(dialog).getByText('Reason for rejecting is required')).toBeInTheDocument();
    expect(t.run).not.toHaveBeenCalled();
    await t.user.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), 'Not agreed');
    const loadsBefore = t.listFn.mock.calls.length;
    await t.user.click(within(dialog).getByRole('button', { name: 'Reject (2)' }));

    expect(await within(dialog).findByText('Done: 1 succeeded, 1 failed.')).toBeInTheDocument();
    expect(t.run.mock.calls.map(([row, status, reason]) => [row.id, status, reason]).sort()).toEqual([
      [1, 'REJECTED', 'Not agreed'],
      [3, 'REJECTED', 'Not agreed'],
    ]);
    expect(within(dialog).getByText('Request 1 (kasuni): Rejected Successfully')).toBeInTheDocument();
    expect(within(dialog).getByText('Request 3 (ruwan): Forbidden Action (request id r-3)')).toBeInTheDocument();
    await waitFor(() => expect(t.listFn.mock.calls.length).toBeGreaterThan(loadsBefore));
    // The summary's Close (the dialog's corner button has the same name).
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await t.user.click(closers[closers.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Request 1' })).not.toBeChecked();
  });

  it('offers no checkboxes to a user who may not take the decision', async () => {
    setup({ permission: 'APPROVER' });
    await screen.findByText('kasuni');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
