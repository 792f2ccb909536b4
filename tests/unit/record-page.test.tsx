// A record's own page (the form on the page, saved with the definition's create or update) and
// a field lookup that fills the form from what the server has recorded.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { RecordPage } from '../../src/components/crud/record-page';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { FormValues, ResourceDefinition } from '../../src/components/crud/types';

// Rendering Mantine and the table in jsdom is slow on a busy machine: wait longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

type Person = Record<string, unknown> & { id: string; nic: string; firstName: string; lastName: string; email?: string };
type PersonInput = { nic: string; firstName: string; lastName: string; email?: string; note?: string };

const schema = z.object({ nic: z.string().regex(/^([0-9]{9}[VvXx]|[0-9]{12})$/), firstName: z.string().min(1), lastName: z.string().min(1), email: z.email().optional() });
const KASUNI: Person = { id: 'u2', nic: '199067812345', firstName: 'Kasuni', lastName: 'Fernando', email: 'kasuni.fernando@example.lk' };

function setup(row?: Person, options: { withList?: boolean } = {}) {
  const lookup = vi.fn<(nic: string) => Promise<FormValues | null>>(() => Promise.resolve({ firstName: 'Tharindu', lastName: 'Bandara', email: 'tharindu.bandara@example.lk', mobile: null }));
  const create = vi.fn<(input: PersonInput) => Promise<unknown>>(() => Promise.resolve({ data: { id: 'u9' } }));
  const update = vi.fn<(row: Person, input: PersonInput) => Promise<unknown>>(() => Promise.resolve({}));
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const resource: ResourceDefinition<Person, PersonInput, Person[]> = {
    id: 'people',
    title: 'People',
    singular: 'Person',
    rowKey: (person) => person.id,
    describe: (person) => `${person.firstName} ${person.lastName}`,
    list: { query: () => ({ queryKey: ['people'], queryFn: () => Promise.resolve([]) }), select: (rows) => ({ rows, total: rows.length }), invalidates: ['people'] },
    columns: [{ key: 'firstName', header: 'First Name' }],
    form: {
      schema: () => Promise.resolve(schema),
      editSchema: () => Promise.resolve(schema.extend({ note: z.string().optional() })),
      fields: [
        { name: 'note', label: 'Note', onlyOn: 'edit' },
        { name: 'nic', label: 'NIC', lookup: { label: 'Look up', run: lookup, notFound: (nic) => `Nothing is recorded for NIC ${nic}.` } },
        { name: 'firstName', label: 'First Name' },
        { name: 'lastName', label: 'Last Name' },
        { name: 'email', label: 'Email' },
      ],
      empty: { nic: '', firstName: '', lastName: '' },
      fromRow: ({ nic, firstName, lastName, email }) => ({ nic, firstName, lastName, ...(email ? { email } : {}) }),
    },
    create: { run: create, notice: 'New Person added Successfully' },
    update: { run: update, notice: 'Person edited Successfully' },
  };
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        {options.withList && <ResourceScreen resource={resource} search={{ page: 1, size: 10 }} onSearchChange={() => undefined} />}
        <RecordPage resource={resource} row={row} onSaved={onSaved} onCancel={onCancel}>
          <p>Assignments</p>
        </RecordPage>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { lookup, create, update, onSaved, onCancel, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

afterEach(() => notifications.clean());

describe('RecordPage', { timeout: 20_000 }, () => {
  it('adds: the form on the page, the notice, then onSaved with the answer; no further sections yet', async () => {
    const { user, create, onSaved } = setup();
    expect(screen.getByRole('heading', { name: 'Add Person', level: 2 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Person details' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Assignments')).not.toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'NIC' }), '199512309876');
    await user.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Tharindu');
    await user.type(within(form).getByRole('textbox', { name: 'Last Name' }), 'Bandara');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(create).toHaveBeenCalledWith({ nic: '199512309876', firstName: 'Tharindu', lastName: 'Bandara' });
    expect(await screen.findByText('New Person added Successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ data: { id: 'u9' } }, 'add');
  });

  it('edits: the record named, its values in the form, update with the row, and the further sections', async () => {
    const { user, update, onSaved } = setup(KASUNI);
    expect(screen.getByRole('heading', { name: 'Edit Person', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Kasuni Fernando')).toBeInTheDocument();
    expect(screen.getByText('Assignments')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Person details' });
    const last = within(form).getByRole('textbox', { name: 'Last Name' });
    expect(last).toHaveValue('Fernando');
    await user.clear(last);
    await user.type(last, 'Perera');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(update).toHaveBeenCalledWith(KASUNI, { nic: '199067812345', firstName: 'Kasuni', lastName: 'Perera', email: 'kasuni.fernando@example.lk' }));
    expect(await screen.findByText('Person edited Successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({}, 'edit');
  });

  it('a refused save keeps the page and the input, with the server message', async () => {
    const { user, update, onSaved } = setup(KASUNI);
    update.mockRejectedValueOnce(new ApiError('A user with this NIC already exists', 'http', 'updateUser', 409));
    const form = await screen.findByRole('form', { name: 'Person details' });
    await user.type(within(form).getByRole('textbox', { name: 'First Name' }), 'x');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('A user with this NIC already exists');
    expect(within(form).getByRole('textbox', { name: 'First Name' })).toHaveValue('Kasunix');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('Cancel leaves at once when nothing was typed', async () => {
    const { user, onCancel } = setup(KASUNI);
    const form = await screen.findByRole('form', { name: 'Person details' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
  it('shares the form with the list screen of the same resource, each form with its own fields', async () => {
    // The list screen and the record page load the same schemas once; neither may read the other's cache entry wrongly.
    setup(KASUNI, { withList: true });
    const form = await screen.findByRole('form', { name: 'Person details' });
    expect(within(form).getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'NIC' })).toHaveValue('199067812345');
    expect(await screen.findByRole('table', { name: 'People' })).toBeInTheDocument();
  });

  it('the add page has no edit-only field', async () => {
    setup(undefined, { withList: true });
    const form = await screen.findByRole('form', { name: 'Person details' });
    expect(within(form).queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
  });
});

describe('field lookup', { timeout: 20_000 }, () => {
  it('fills the fields the server found and says which', async () => {
    const { user, lookup } = setup();
    const form = await screen.findByRole('form', { name: 'Person details' });
    await user.type(within(form).getByRole('textbox', { name: 'NIC' }), '199512309876');
    await user.click(within(form).getByRole('button', { name: 'Look up' }));

    expect(lookup).toHaveBeenCalledWith('199512309876');
    expect(await within(form).findByRole('status')).toHaveTextContent('Filled in from the record found: First Name, Last Name, Email.');
    expect(within(form).getByRole('textbox', { name: 'First Name' })).toHaveValue('Tharindu');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('tharindu.bandara@example.lk');
  });

  it('says when nothing is recorded and keeps what was typed', async () => {
    const { user, lookup } = setup();
    lookup.mockResolvedValueOnce(null);
    const form = await screen.findByRole('form', { name: 'Person details' });
    await user.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Sunil');
    await user.type(within(form).getByRole('textbox', { name: 'NIC' }), '883456789V');
    await user.click(within(form).getByRole('button', { name: 'Look up' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Nothing is recorded for NIC 883456789V.');
    expect(within(form).getByRole('textbox', { name: 'First Name' })).toHaveValue('Sunil');
  });

  it('does not look up an empty or malformed value, and shows a failed lookup', async () => {
    const { user, lookup } = setup();
    const form = await screen.findByRole('form', { name: 'Person details' });
    await user.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Enter NIC first');

    await user.type(within(form).getByRole('textbox', { name: 'NIC' }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(within(form).getByRole('status')).toHaveTextContent('NIC is not in the expected format');
    expect(lookup).not.toHaveBeenCalled();

    lookup.mockRejectedValueOnce(new ApiError('Internal Server Error', 'http', 'getUserByNic', 500));
    await user.clear(within(form).getByRole('textbox', { name: 'NIC' }));
    await user.type(within(form).getByRole('textbox', { name: 'NIC' }), '199512309876');
    await user.click(within(form).getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Internal Server Error'));
  });
});
