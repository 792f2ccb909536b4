// The authorization queue (dual control): each change in readable names and formatted values,
// statuses by name and personal data masked; the decision taken from the review panel, a
// rejection only with its reason.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import contract from '../../generated/openapi.json';
import type * as AuditHooks from '../../generated/hooks/audit/audit';
import type { AuthorizationRequest } from '../../generated/hey-api/types.gen';
import { createQueryClient } from '../../src/api/query-client';
import { changeSummary } from '../../src/components/authorization/change-view';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import { authorizationRequestsResource, CHANGE_LABELS, changeFormats, requestChange } from '../../src/resources/audit';

configure({ asyncUtilTimeout: 10_000 });

type Example = { data: { total: number; page: number; size: number; data: AuthorizationRequest[] } };
const QUEUE = (contract.paths['/dual-check'].get.responses['200'].content['application/json'].example as unknown as Example).data.data;
const request = (id: number) => QUEUE.find((row) => row.id === id) as AuthorizationRequest;

const decide = vi.hoisted(() => vi.fn((body: unknown) => Promise.resolve({ data: { message: 'ok', body } })));
vi.mock('../../generated/hooks/audit/audit', async (importOriginal) => {
  const original = await importOriginal<typeof AuditHooks>();
  return {
    ...original,
    decideAuthorizationRequest: decide,
    getListAuthorizationRequestsQueryOptions: (params: unknown) => ({ queryKey: ['dual-check', params], queryFn: () => Promise.resolve({ data: { total: QUEUE.length, page: 1, size: 10, data: QUEUE } }) }),
    getGetAuditConfigQueryOptions: () => ({ queryKey: ['audit-config'], queryFn: () => Promise.resolve({ data: { users: [], actions: [], resources: [] } }) }),
  };
});

const summaryOf = (id: number) => {
  const row = request(id);
  const { before, after } = requestChange(row);
  return changeSummary(before, after, CHANGE_LABELS, changeFormats(row.module));
};

describe('a request\'s change, readable', () => {
  it('names limits and shows amounts with separators', () => {
    expect(summaryOf(3056)).toBe('Per transaction limit: 50,000.00 → 75,000.00; Daily limit: 100,000.00 → 150,000.00');
    expect(summaryOf(3057)).toBe('Amount: 25.00 → 30.00');
  });

  it('shows statuses by name', () => {
    expect(summaryOf(3055)).toBe('Status: Active → Inactive');
    expect(changeSummary({ statusId: 25 }, { statusId: 26 }, CHANGE_LABELS, changeFormats('authorization-request'))).toBe('Status: Pending → Accepted');
  });

  it('masks personal data as the lists do', () => {
    expect(summaryOf(3048)).toBe('Removes: Id 23, Name Cargills Food City, Account number ••••••••5678 and 1 more');
    expect(summaryOf(3048)).not.toContain('083010045678');
  });

  it('keeps lists as additions and removals', () => {
    expect(summaryOf(3054)).toBe('Groups: adds Auditors');
  });
});

function renderQueue(me = 'nimal.perera') {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient(vi.fn())}>
        <ResourceScreen resource={authorizationRequestsResource(me)} search={{ page: 1, size: 10 }} onSearchChange={vi.fn()} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return user;
}

async function openReview(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.click(await screen.findByRole('button', { name: `View Authorization Request ${id}` }));
  return screen.findByRole('dialog', { name: new RegExp(`Authorization Request: ${id}`) });
}

afterEach(() => {
  decide.mockClear();
  notifications.clean();
});

describe('deciding from the review panel', { timeout: 30_000 }, () => {
  it('shows the change in readable names beside the decision', async () => {
    const user = renderQueue();
    const panel = await openReview(user, 3056);
    const change = within(panel).getByRole('table', { name: 'Requested change' });
    const limit = within(change).getByRole('row', { name: /Per transaction limit/ });
    expect(within(limit).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['50,000.00', '75,000.00']);
    expect(within(change).getByRole('row', { name: /Status/ })).toHaveTextContent('Active');
    expect(within(panel).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('accepts from the panel, sending the request as listed', async () => {
    const user = renderQueue();
    const panel = await openReview(user, 3057);
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept' });
    expect(within(dialog).getByText(/Accept request 3057 from kasuni\.fernando/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Authorization request Accepted Successfully')).toBeInTheDocument();
    expect(decide).toHaveBeenCalledWith({ id: 3057, statusId: 26, params: request(3057).params });
  });

  it('rejects only with a reason, which is sent with the decision', async () => {
    const user = renderQueue();
    const panel = await openReview(user, 3055);
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason for rejecting is required')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), 'The merchant settled its dispute');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Authorization request Rejected Successfully')).toBeInTheDocument();
    expect(decide).toHaveBeenCalledWith({ id: 3055, statusId: 29, params: request(3055).params, reason: 'The merchant settled its dispute' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject' })).not.toBeInTheDocument());
  });

  it('offers no decision on the user\'s own request or a decided one', async () => {
    const user = renderQueue('kasuni.fernando');
    const own = await openReview(user, 3057);
    expect(within(own).getByText('You made this request: another administrator accepts or rejects it.')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions for Authorization Request 3050' })).not.toBeInTheDocument();
  });
});
