import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { ListSearch, ResourceDefinition } from '../../src/components/crud/types';

type Thing = { code: string; name: string; statusId: number };
type ThingInput = { code: string; name: string };
type Page = { items: Thing[]; total: number };

const ROWS: Thing[] = [
  { code: '7010', name: 'Bank of Ceylon', statusId: 1 },
  { code: '7135', name: "People's Bank", statusId: 2 },
];
const schema = z.object({ code: z.string().regex(/^[0-9]{4}$/), name: z.string().min(2) });

function makeResource() {
  const listFn = vi.fn<(search: ListSearch) => Promise<Page>>(() => Promise.resolve({ items: ROWS, total: 45 }));
  const create = vi.fn<(input: ThingInput) => Promise<unknown>>(() => Promise.resolve({}));
  const update = vi.fn<(row: Thing, input: ThingInput) => Promise<unknown>>(() => Promise.resolve({}));
  const remove = vi.fn<(row: Thing) => Promise<unknown>>(() => Promise.resolve({}));
  const resource: ResourceDefinition<Thing, ThingInput, Page> = {
    id: 'things',
    title: 'Thing Management',
    singular: 'Thing',
    rowKey: (row) => row.code,
    describe: (row) => `${row.name} (${row.code})`,
    list: {
      query: (search) => ({ queryKey: ['things', search], queryFn: () => listFn(search) }),
      select: (raw) => ({ rows: raw.items, total: raw.total }),
      invalidates: ['things'],
    },
    columns: [
      { key: 'code', header: 'Code' },
      { key: 'name', header: 'Name', sortable: true },
      { key: 'statusId', header: 'Status', format: 'status' },
    ],
    form: {
      schema: () => Promise.resolve(schema),
      fields: [
        { name: 'code', label: 'Code', readOnlyOnEdit: true },
        { name: 'name', label: 'Name' },
      ],
      empty: { code: '', name: '' },
      fromRow: ({ code, name }) => ({ code, name }),
    },
    create: { run: create, notice: 'New Thing added Successfully' },
    update: { run: update, notice: 'Thing record edited Successfully' },
    remove: { run: remove },
  };
  return { resource, listFn, create, update, remove };
}

function setup(search: ListSearch = { page: 3, size: 20, sort: 'name,asc' }) {
  const things = makeResource();
  const reported = vi.fn<(error: ApiError) => void>();
  const onSearchChange = vi.fn<(next: ListSearch) => void>();
  const queryClient = createQueryClient(reported);
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ResourceScreen resource={things.resource} search={search} onSearchChange={onSearchChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...things, reported, onSearchChange, queryClient, user };
}

afterEach(() => {
  // The notification store lives at module level: start every test without old notices.
  notifications.clean();
});

// Rendering Mantine and the table in jsdom is slow on a busy 2-core machine.
describe('ResourceScreen', { timeout: 20_000 }, () => {
  it('shows the rows of the current page', async () => {
    const { listFn } = setup();

    expect(screen.getByRole('heading', { name: 'Thing Management' })).toBeInTheDocument();
    expect(await screen.findByText('Bank of Ceylon')).toBeInTheDocument();
    expect(screen.getByText("People's Bank")).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(listFn).toHaveBeenCalledWith({ page: 3, size: 20, sort: 'name,asc' });
  });

  it('opens the add form from "Add Thing"', async () => {
    const { user } = setup();
    await screen.findByText('Bank of Ceylon');

    await user.click(screen.getByRole('button', { name: 'Add Thing' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('after a successful add: closes the form, shows the notice, goes to page 1 and reloads the list', async () => {
    const { user, create, onSearchChange, listFn } = setup();
    await screen.findByText('Bank of Ceylon');
    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '7278');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sampath Bank');
    expect(onSearchChange).not.toHaveBeenCalled();
    const loadsBefore = listFn.mock.calls.length;

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('New Thing added Successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ code: '7278', name: 'Sampath Bank' });
    expect(screen.queryByRole('dialog', { name: 'Add Thing' })).not.toBeInTheDocument();
    expect(onSearchChange).toHaveBeenCalledWith({ page: 1, size: 20, sort: 'name,asc' });
    await waitFor(() => expect(listFn.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it('after a refused add: keeps the form open with the server message and the input', async () => {
    const { user, create, onSearchChange, reported } = setup();
    create.mockRejectedValue(new ApiError('Bank code 7010 already exists', 'http', 'createThing', 409));
    await screen.findByText('Bank of Ceylon');
    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), '7010');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bank of Ceylon');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Bank code 7010 already exists');
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('7010');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Bank of Ceylon');
    expect(screen.queryByText('New Thing added Successfully')).not.toBeInTheDocument();
    expect(onSearchChange).not.toHaveBeenCalled();
    // The app-wide handler (snackbar) hears of it once, with the catalogue text.
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported.mock.calls[0]?.[0].message).toBe('Bank code 7010 already exists');
  });

  it('does not send an invalid form', async () => {
    const { user, create } = setup();
    await screen.findByText('Bank of Ceylon');
    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('edits a row: key read-only, update called with the row and the body, edit notice', async () => {
    const { user, update } = setup();
    await screen.findByText('Bank of Ceylon');

    await user.click(screen.getByRole('button', { name: 'Edit Thing 7010' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Thing' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('7010');
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Bank of Ceylon PLC');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Thing record edited Successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(ROWS[0], { code: '7010', name: 'Bank of Ceylon PLC' });
  });

  it('asks before deleting, naming the record, then shows "Successfully Deleted"', async () => {
    const { user, remove, listFn } = setup();
    await screen.findByText('Bank of Ceylon');

    await user.click(screen.getByRole('button', { name: 'Delete Thing 7135' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete Thing' });
    expect(confirm).toHaveTextContent("Delete People's Bank (7135)? This cannot be undone.");
    expect(remove).not.toHaveBeenCalled();
    const loadsBefore = listFn.mock.calls.length;

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully Deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(ROWS[1]);
    await waitFor(() => expect(listFn.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { user, remove } = setup();
    await screen.findByText('Bank of Ceylon');
    await user.click(screen.getByRole('button', { name: 'Delete Thing 7010' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Thing' });

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByText('Successfully Deleted')).not.toBeInTheDocument();
  });

  it('shows a list load error with a Retry button that loads again', async () => {
    const things = makeResource();
    things.listFn.mockRejectedValueOnce(new ApiError('Internal Server Error', 'http', 'listThings', 500));
    const queryClient = createQueryClient(vi.fn());
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ResourceScreen resource={things.resource} search={{ page: 1, size: 10 }} onSearchChange={vi.fn()} />
        </QueryClientProvider>
      </MantineProvider>,
    );

    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Bank of Ceylon')).not.toBeInTheDocument();
    expect(things.listFn).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Bank of Ceylon')).toBeInTheDocument();
    expect(things.listFn).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });
});
