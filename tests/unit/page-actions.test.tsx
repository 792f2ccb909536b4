import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../../src/api/query-client';
import { AssignmentPanel } from '../../src/components/crud/assignment-panel';
import { offers, PageActionsProvider } from '../../src/components/crud/page-actions';
import { RecordPage } from '../../src/components/crud/record-page';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { AssignmentDefinition, ResourceDefinition } from '../../src/components/crud/types';

type Thing = { code: string; name: string };

const resource: ResourceDefinition<Thing, Thing, { items: Thing[] }> = {
  id: 'things',
  title: 'Thing Management',
  singular: 'Thing',
  rowKey: (row) => row.code,
  describe: (row) => row.name,
  list: {
    query: (search) => ({ queryKey: ['things', search], queryFn: () => Promise.resolve({ items: [{ code: '7010', name: 'Bank of Ceylon' }] }) }),
    select: (raw) => ({ rows: raw.items, total: raw.items.length }),
    invalidates: ['things'],
  },
  columns: [
    { key: 'code', header: 'Code' },
    { key: 'name', header: 'Name' },
  ],
  form: {
    schema: () => Promise.resolve(z.object({ code: z.string(), name: z.string() })),
    fields: [
      { name: 'code', label: 'Code' },
      { name: 'name', label: 'Name' },
    ],
    empty: { code: '', name: '' },
    fromRow: (row) => row,
  },
  create: { run: vi.fn(() => Promise.resolve({})), notice: 'Added' },
  update: { run: vi.fn(() => Promise.resolve({})), notice: 'Edited' },
  remove: { run: vi.fn(() => Promise.resolve({})) },
  actions: [{ label: 'Reset Password', confirm: { title: 'Reset', message: () => 'Reset?', confirmLabel: 'Reset' }, run: () => Promise.resolve({}), notice: 'Done' }],
  statusActions: [
    { label: 'Approve', pageAction: 'approve', statuses: [{ value: 'A', label: 'Approved' }], confirm: () => 'Approve?', run: () => Promise.resolve({}), notice: 'Approved' },
    { label: 'Reprocess', pageAction: ['reprocess', 'complete'], statuses: [{ value: 'R', label: 'Again' }], confirm: () => 'Again?', run: () => Promise.resolve({}), notice: 'Again' },
  ],
};

function renderWith(actions: string[] | null, children: React.ReactNode) {
  const pages = actions === null ? [] : [{ pageId: 'things', actions }];
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <PageActionsProvider pageId={actions === null ? undefined : 'things'} pages={pages}>
          {children}
        </PageActionsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const screenOf = () => <ResourceScreen resource={resource} search={{ page: 1, size: 10 }} onSearchChange={() => undefined} />;

describe('the page actions of the server page list', () => {
  it('offers: nothing is narrowed without a page list; otherwise one named action is enough', () => {
    expect(offers(null, 'delete')).toBe(true);
    expect(offers(new Set(['view']), 'delete')).toBe(false);
    expect(offers(new Set(['view', 'reject']), ['approve', 'reject'])).toBe(true);
  });

  it('a screen whose page offers only view shows no add, edit, delete, row or status action', async () => {
    renderWith(['view'], screenOf());
    await screen.findByRole('cell', { name: 'Bank of Ceylon' });
    expect(screen.getByRole('button', { name: 'View Thing 7010' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Thing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Thing 7010' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Thing 7010' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for Thing 7010' })).toBeNull();
  });

  it('each action shows when its page action is listed, and view too', async () => {
    const { unmount } = renderWith(['add', 'approve', 'complete'], screenOf());
    await screen.findByRole('cell', { name: 'Bank of Ceylon' });
    expect(screen.getByRole('button', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Thing 7010' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Thing 7010' })).toBeNull();
    screen.getByRole('button', { name: 'More actions for Thing 7010' }).click();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Approve' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Reprocess' })).toBeInTheDocument();
    // A row action without a page action of its own is a change of the record: it needs `edit`.
    expect(within(menu).queryByRole('menuitem', { name: 'Reset Password' })).toBeNull();
    unmount();

    renderWith(['view', 'edit', 'delete'], screenOf());
    await screen.findByRole('cell', { name: 'Bank of Ceylon' });
    expect(screen.queryByRole('button', { name: 'Add Thing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Thing 7010' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Thing 7010' })).toBeInTheDocument();
  });

  it('a page the server list does not name is not narrowed: every action shows', async () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient(() => undefined)}>
          <PageActionsProvider pageId="things" pages={[{ pageId: 'other-things', actions: ['view'] }]}>
            {screenOf()}
          </PageActionsProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByRole('cell', { name: 'Bank of Ceylon' });
    expect(screen.getByRole('button', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Thing 7010' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Thing 7010' })).toBeInTheDocument();
  });

  it('without a page list every action shows', async () => {
    renderWith(null, screenOf());
    await screen.findByRole('cell', { name: 'Bank of Ceylon' });
    expect(screen.getByRole('button', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Thing 7010' })).toBeInTheDocument();
  });

  it("a record page whose page does not offer edit shows the record read-only, without a save, and no assignment moves", async () => {
    const assignment: AssignmentDefinition = {
      title: 'Roles',
      availableTitle: 'Available roles',
      assignedTitle: 'Assigned roles',
      all: { queryKey: ['all'], queryFn: () => Promise.resolve([]), select: () => [{ value: 'a', label: 'Auditor' }] },
      assigned: { queryKey: ['assigned'], queryFn: () => Promise.resolve([]), select: () => [] },
      assign: { run: () => Promise.resolve({}), notice: 'Assigned' },
      remove: { run: () => Promise.resolve({}), notice: 'Removed' },
    };
    const { unmount } = renderWith(
      ['view'],
      <RecordPage resource={resource} row={{ code: '7010', name: 'Bank of Ceylon' }} onSaved={() => undefined} onCancel={() => undefined}>
        <AssignmentPanel assignment={assignment} />
      </RecordPage>,
    );
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await screen.findByText('Auditor');
    expect(screen.queryByRole('button', { name: /assign/i })).toBeNull();
    unmount();

    renderWith(['view'], <RecordPage resource={resource} onSaved={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Adding a thing is not offered to you.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
