import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../../src/api/query-client';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import { valueFrom } from '../../src/components/crud/sources';
import type { ListSearch, ResourceDefinition } from '../../src/components/crud/types';
import { roleDependents } from '../../src/resources/roles';

type Thing = { code: string; name: string; kind: string; members: number };
type ThingInput = { code: string; name: string; kind: string };
type Page = { items: Thing[]; total: number };

const ROWS: Thing[] = [
  { code: '12', name: 'Administrators', kind: 'A', members: 3 },
  { code: '13', name: 'Auditors', kind: 'B', members: 0 },
];
const schema = z.object({ code: z.string(), name: z.string().min(2), kind: z.enum(['A', 'B']) });

function setup() {
  const reset = vi.fn(() => Promise.resolve({}));
  const resource: ResourceDefinition<Thing, ThingInput, Page> = {
    id: 'layer-things',
    title: 'Roles',
    singular: 'Role',
    rowKey: (row) => row.code,
    describe: (row) => `${row.name} (${row.code})`,
    name: (row) => row.name,
    dependents: (row) =>
      valueFrom({ queryKey: ['members', row.code], queryFn: () => Promise.resolve(row.members) }, (count: number) =>
        count > 0 ? [`${count} users are members of this role.`, 'You are a member of this role.'] : [],
      ),
    list: {
      query: (search: ListSearch) => ({ queryKey: ['layer-things', search], queryFn: () => Promise.resolve({ items: ROWS, total: 2 }) }),
      select: (raw) => ({ rows: raw.items, total: raw.total }),
      invalidates: ['layer-things'],
    },
    columns: [
      { key: 'code', header: 'Code' },
      { key: 'name', header: 'Name' },
    ],
    form: {
      schema: () => Promise.resolve(schema),
      fields: [
        { name: 'code', label: 'Code', readOnlyOnEdit: true },
        { name: 'name', label: 'Name' },
        { name: 'kind', label: 'Kind' },
      ],
      empty: { code: '', name: '', kind: 'A' },
      fromRow: ({ code, name, kind }) => ({ code, name, kind }),
    },
    create: { run: () => Promise.resolve({}), notice: 'Added' },
    update: { run: () => Promise.resolve({}), notice: 'Edited' },
    remove: { run: () => Promise.resolve({}) },
    actions: [{ label: 'Reset', confirm: { title: 'Reset Role', message: (row) => `Reset ${row.name}?`, confirmLabel: 'Reset' }, run: reset, notice: 'Reset done' }],
  };
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <ResourceScreen resource={resource} search={{ page: 1, size: 10 }} onSearchChange={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user };
}

describe('dialogs and panels as layers', { timeout: 30_000 }, () => {
  it('names controls and dialogs after the record and tells what depends on it before a delete', async () => {
    const { user } = setup();
    await screen.findByText('Administrators');
    expect(screen.getByRole('button', { name: 'Edit role Administrators' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View role Auditors' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete role Administrators' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete role Administrators' });
    expect(await within(confirm).findByText('3 users are members of this role.')).toBeInTheDocument();
    expect(within(confirm).getByText('You are a member of this role.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete role Auditors' }));
    const other = await screen.findByRole('dialog', { name: 'Delete role Auditors' });
    await waitFor(() => expect(within(other).queryByLabelText(/Checking what depends/)).not.toBeInTheDocument());
    expect(within(other).queryByText(/members of this role/)).not.toBeInTheDocument();
  });

  it('Escape closes an open select before the dialog, and focus returns to the row action that opened it', async () => {
    const { user } = setup();
    await screen.findByText('Administrators');
    const edit = screen.getByRole('button', { name: 'Edit role Administrators' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Administrators' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Kind' }));
    expect(await screen.findByRole('option', { name: 'B' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'B' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit role Administrators' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit role Administrators' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit role Administrators' })).toHaveFocus());
  });

  it('a confirmation over the view panel: Escape closes the confirmation only; a menu action returns focus to its menu button', async () => {
    const { user } = setup();
    await screen.findByText('Administrators');
    await user.click(screen.getByRole('button', { name: 'More actions for role Administrators' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset Role: Administrators' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions for role Administrators' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'View role Auditors' }));
    const panel = await screen.findByRole('dialog', { name: /Role: Auditors/ });
    expect(panel).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Role: Auditors/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View role Auditors' })).toHaveFocus());
  });
});

describe('roleDependents', () => {
  it('counts the members with the plural right and tells the signed-in user when they are one', () => {
    expect(roleDependents({ name: 'Administrators', memberCount: 1 }, ['Administrators'])).toEqual([
      '1 user is a member of this role and loses its permissions.',
      'You are a member of this role.',
    ]);
    expect(roleDependents({ name: 'Operations', memberCount: 4 }, ['Administrators'])).toEqual(['4 users are members of this role and lose its permissions.']);
    expect(roleDependents({ name: 'Auditors', memberCount: 0 }, [])).toEqual([]);
  });
});
