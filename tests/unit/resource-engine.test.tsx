// The engine's features beyond the plain list: permission flags, row actions, the view panel,
// sub-list panels, filters in the URL, remembered column choices, choices from the server and
// a titled refusal of an edit.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import { optionsFrom, subList } from '../../src/components/crud/sources';
import { prefsKey, readPrefs } from '../../src/components/crud/table-prefs';
import type { ListSearch, ResourceDefinition } from '../../src/components/crud/types';

const session = vi.hoisted(() => ({ permissions: new Set<string>() }));
vi.mock('../../src/auth/use-session', () => ({
  useSessionUser: () => ({ userName: 'nimal', givenName: 'Nimal', familyName: 'Perera', permissions: session.permissions }),
}));

type Limit = { segmentCode: string; txTypeCode: string; maxAmount: number; channels: number[]; note: string; updatedBy: string };
type LimitInput = { segmentCode: string; channels: number[]; maxAmount: number | string };
type Slab = { sid: number; fromAmount: number };

const ROWS: Limit[] = [
  { segmentCode: 'GOLD', txTypeCode: 'P2P', maxAmount: 250000, channels: [1, 2], note: 'Gold customers', updatedBy: 'kamal' },
  { segmentCode: 'STD', txTypeCode: 'BILL', maxAmount: 50000, channels: [2], note: 'Standard', updatedBy: 'sunil' },
];
const SEGMENTS = { data: [{ code: 'GOLD', name: 'Gold' }, { code: 'STD', name: 'Standard' }] };
const CHANNELS = { data: [{ id: 1, description: 'Mobile app' }, { id: 2, description: 'Internet banking' }] };

const segments = optionsFrom({ queryKey: ['segments'], queryFn: () => Promise.resolve(SEGMENTS) }, (raw) => raw.data.map((s) => ({ value: s.code, label: s.name })));
const channels = optionsFrom({ queryKey: ['channels'], queryFn: () => Promise.resolve(CHANNELS) }, (raw) => raw.data.map((c) => ({ value: String(c.id), label: c.description })));

function slabsOf(limit: Limit): ResourceDefinition<Slab, Record<string, never>, Slab[]> {
  return {
    id: 'slabs',
    title: `Slabs of ${limit.segmentCode}`,
    singular: 'Slab',
    rowKey: (slab) => String(slab.sid),
    describe: (slab) => `slab ${slab.sid}`,
    list: {
      query: () => ({ queryKey: ['slabs', limit.segmentCode], queryFn: () => Promise.resolve([{ sid: 41, fromAmount: 1000 }]) }),
      select: (raw) => ({ rows: raw, total: raw.length }),
      invalidates: ['slabs'],
    },
    columns: [
      { key: 'sid', header: 'Slab' },
      { key: 'fromAmount', header: 'From', format: 'amount' },
    ],
  };
}

function setup(search: ListSearch = { page: 2, size: 10 }) {
  const create = vi.fn((_input: LimitInput) => Promise.resolve({ message: 'Limit GOLD/P2P saved' }));
  const update = vi.fn((_row: Limit, _input: LimitInput) => Promise.resolve({}));
  const remove = vi.fn((_row: Limit) => Promise.resolve({}));
  const resetCounter = vi.fn((_row: Limit) => Promise.resolve({ message: 'Counter of GOLD reset' }));
  const resource: ResourceDefinition<Limit, LimitInput, Limit[]> = {
    id: 'limits',
    title: 'Transaction Limits',
    singular: 'Limit',
    rowKey: (row) => `${row.segmentCode}/${row.txTypeCode}`,
    describe: (row) => `${row.segmentCode} ${row.txTypeCode}`,
    list: {
      query: (s) => ({ queryKey: ['limits', s], queryFn: () => Promise.resolve(ROWS) }),
      select: (raw) => ({ rows: raw, total: raw.length }),
      invalidates: ['limits'],
    },
    columns: [
      { key: 'segmentCode', header: 'Segment', labels: segments },
      { key: 'txTypeCode', header: 'Transaction Type' },
      { key: 'maxAmount', header: 'Maximum', format: 'amount' },
      { key: 'note', header: 'Note', hidden: true },
    ],
    filters: [
      { name: 'segment', label: 'Segment', optionsFrom: segments },
      { name: 'user', label: 'Updated by' },
    ],
    panels: [{ label: 'Slabs', list: (row) => subList(slabsOf(row)) }],
    view: { fields: ['updatedBy'] },
    actions: [
      {
        label: 'Reset Counter',
        permission: 'limit_reset',
        confirm: { title: 'Reset counter', message: (row) => `Reset the counter of ${row.segmentCode}?`, confirmLabel: 'Reset' },
        run: resetCounter,
        notice: (result) => (result as { message: string }).message,
      },
    ],
    form: {
      schema: () => Promise.resolve(z.object({ segmentCode: z.string(), channels: z.array(z.int()), maxAmount: z.number().positive() })),
      fields: [
        { name: 'segmentCode', label: 'Segment', optionsFrom: segments, readOnlyOnEdit: true },
        { name: 'channels', label: 'Channels', optionsFrom: channels },
        { name: 'maxAmount', label: 'Maximum' },
      ],
      empty: { segmentCode: '', channels: [], maxAmount: '' },
      fromRow: ({ segmentCode, channels: list, maxAmount }) => ({ segmentCode, channels: list, maxAmount }),
    },
    create: { run: create, notice: (result) => (result as { message: string }).message },
    update: { run: update, notice: 'Limit record edited Successfully', failure: 'Failed to edit limit' },
    remove: { run: remove },
    can: { create: 'limit_add', update: 'limit_update', remove: 'limit_delete' },
  };
  const onSearchChange = vi.fn<(next: ListSearch) => void>();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <ResourceScreen resource={resource} search={search} onSearchChange={onSearchChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user, onSearchChange, create, update, remove, resetCounter };
}

beforeEach(() => {
  session.permissions = new Set(['limit_add', 'limit_update', 'limit_delete', 'limit_reset']);
  localStorage.clear();
});
afterEach(() => notifications.clean());

describe('resource engine', { timeout: 20_000 }, () => {
  it('offers no add, edit, delete or guarded action without their permissions', async () => {
    session.permissions = new Set();
    const { user } = setup();
    await screen.findByText('250,000.00');
    expect(screen.queryByRole('button', { name: 'Add Limit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit Limit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete Limit/ })).not.toBeInTheDocument();
    // The sub-list panel needs no permission; the guarded action is absent from the menu.
    await user.click(screen.getByRole('button', { name: 'More actions for Limit GOLD/P2P' }));
    expect(await screen.findByRole('menuitem', { name: 'Slabs' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reset Counter' })).not.toBeInTheDocument();
  });

  it('offers each action to a user holding its permission', async () => {
    setup();
    await screen.findByText('250,000.00');
    expect(screen.getByRole('button', { name: 'Add Limit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Limit GOLD/P2P' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Limit STD/BILL' })).toBeInTheDocument();
  });

  it('shows labels instead of codes in a column with labels', async () => {
    setup();
    expect(await screen.findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'GOLD' })).not.toBeInTheDocument();
  });

  it('runs a row action after its confirmation and shows the notice from the answer', async () => {
    const { user, resetCounter } = setup();
    await screen.findByText('250,000.00');
    await user.click(screen.getByRole('button', { name: 'More actions for Limit GOLD/P2P' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset Counter' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset counter' });
    expect(confirm).toHaveTextContent('Reset the counter of GOLD?');
    expect(resetCounter).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Counter of GOLD reset')).toBeInTheDocument();
    expect(resetCounter).toHaveBeenCalledWith(ROWS[0]);
  });

  it('opens the full record: its columns and the properties the definition names beside them', async () => {
    const { user } = setup();
    await screen.findByText('250,000.00');
    await user.click(screen.getByRole('button', { name: 'View Limit STD/BILL' }));
    const panel = await screen.findByRole('dialog', { name: 'Limit: STD BILL' });
    const table = within(panel).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Updated by' })).toBeInTheDocument();
    expect(within(table).getByText('sunil')).toBeInTheDocument();
    expect(within(table).getByText('50,000.00')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Segment Standard' })).toBeInTheDocument();
  });

  it("opens a row's sub-list in a panel", async () => {
    const { user } = setup();
    await screen.findByText('250,000.00');
    await user.click(screen.getByRole('button', { name: 'More actions for Limit GOLD/P2P' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Slabs' }));
    const panel = await screen.findByRole('dialog', { name: 'Slabs: GOLD P2P' });
    expect(within(panel).getByRole('heading', { name: 'Slabs of GOLD', level: 3 })).toBeInTheDocument();
    expect(await within(panel).findByText('1,000.00')).toBeInTheDocument();
  });

  it('puts a filter in the URL search and goes back to page 1', async () => {
    const { user, onSearchChange } = setup();
    await screen.findByText('250,000.00');
    const filters = screen.getByRole('search', { name: 'Filters' });
    await user.type(within(filters).getByRole('textbox', { name: 'Updated by' }), 'kamal{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, size: 10, filters: { user: 'kamal' } });
  });

  it('clears the filters', async () => {
    const { user, onSearchChange } = setup({ page: 3, size: 10, filters: { user: 'kamal' } });
    await screen.findByText('250,000.00');
    expect(screen.getByRole('textbox', { name: 'Updated by' })).toHaveValue('kamal');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, size: 10 });
  });

  it('hides a column hidden by default, and one the user hid before', async () => {
    localStorage.setItem(prefsKey('nimal', 'limits'), JSON.stringify({ columnVisibility: { txTypeCode: false }, density: 'xs' }));
    setup();
    await screen.findByText('250,000.00');
    expect(screen.queryByRole('columnheader', { name: /Note/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Transaction Type/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Maximum/ })).toBeInTheDocument();
  });

  it('fills a multi-select from the server and sends numbers; the add notice is the server message', async () => {
    const { user, create } = setup();
    await screen.findByText('250,000.00');
    await user.click(screen.getByRole('button', { name: 'Add Limit' }));
    const form = await screen.findByRole('dialog', { name: 'Add Limit' });
    await user.click(within(form).getByRole('textbox', { name: 'Segment' }));
    await user.click(await screen.findByRole('option', { name: 'Gold' }));
    await user.click(within(form).getByRole('textbox', { name: 'Channels' }));
    await user.click(await screen.findByRole('option', { name: 'Internet banking' }));
    await user.type(within(form).getByRole('textbox', { name: 'Maximum' }), '75000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Limit GOLD/P2P saved')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ segmentCode: 'GOLD', channels: [2], maxAmount: 75000 });
  });

  it('titles a refused edit with the screen failure text and keeps the input', async () => {
    const { user, update } = setup();
    update.mockRejectedValue(new ApiError('Limit exceeds the segment ceiling', 'http', 'updateLimit', 400));
    await screen.findByText('250,000.00');
    await user.click(screen.getByRole('button', { name: 'Edit Limit GOLD/P2P' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Limit' });
    const max = within(form).getByRole('textbox', { name: 'Maximum' });
    await user.clear(max);
    await user.type(max, '999999');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to edit limit');
    expect(alert).toHaveTextContent('Limit exceeds the segment ceiling');
    expect(max).toHaveValue('999999');
  });
});

describe('remembered table choices', () => {
  it('reads stored choices over the defaults and ignores malformed ones', () => {
    const defaults = { columnVisibility: { note: false }, density: 'md' as const };
    localStorage.setItem('k1', JSON.stringify({ columnVisibility: { code: false, bad: 'x' }, density: 'xs' }));
    expect(readPrefs('k1', defaults)).toEqual({ columnVisibility: { note: false, code: false }, density: 'xs' });
    localStorage.setItem('k2', '{not json');
    expect(readPrefs('k2', defaults)).toEqual(defaults);
    localStorage.setItem('k3', JSON.stringify({ density: 'huge' }));
    expect(readPrefs('k3', defaults)).toEqual(defaults);
  });

  it('keys choices by user and list', () => {
    expect(prefsKey('nimal', 'banks')).not.toBe(prefsKey('kamal', 'banks'));
    expect(prefsKey('nimal', 'banks')).not.toBe(prefsKey('nimal', 'fees'));
  });
});
