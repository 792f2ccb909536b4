// The add and edit forms of one resource can differ: an edit schema (e.g. an image required
// only on add), fields shown in one form only, and lists answered whole (no pager).
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../../src/api/query-client';
import { formFields } from '../../src/components/crud/form-schemas';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { ResourceDefinition } from '../../src/components/crud/types';

type Poster = { id: number; name: string; imageUrl: string | null; note: string };
type PosterInput = { name: string; note?: string; file?: File; imageUrl?: string | null };

const base = z.object({ name: z.string().min(2), note: z.string().optional() });
const addSchema = base.extend({ file: z.instanceof(File) });
const editSchema = base.extend({ file: z.instanceof(File).optional() });

const ROWS: Poster[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Poster ${i + 1}`, imageUrl: i === 0 ? 'https://cdn.wallet.example.lk/posters/1.png' : null, note: '' }));

function setup(overrides: Partial<ResourceDefinition<Poster, PosterInput, Poster[]>> = {}) {
  const create = vi.fn<(input: PosterInput) => Promise<unknown>>(() => Promise.resolve({}));
  const update = vi.fn<(row: Poster, input: PosterInput) => Promise<unknown>>(() => Promise.resolve({}));
  const resource: ResourceDefinition<Poster, PosterInput, Poster[]> = {
    id: 'posters',
    title: 'Posters',
    singular: 'Poster',
    rowKey: (row) => String(row.id),
    describe: (row) => row.name,
    list: { query: () => ({ queryKey: ['posters'], queryFn: () => Promise.resolve(ROWS) }), select: (rows) => ({ rows, total: rows.length }), invalidates: ['posters'] },
    columns: [{ key: 'name', header: 'Name' }],
    form: {
      schema: () => Promise.resolve(addSchema),
      editSchema: () => Promise.resolve(editSchema),
      fields: [
        { name: 'name', label: 'Name' },
        { name: 'note', label: 'Note', onlyOn: 'edit' },
        { name: 'file', label: 'Image', widget: 'file', accept: 'image/png', previewOf: 'imageUrl' },
      ],
      empty: { name: '' },
      fromRow: ({ name, note, imageUrl }) => ({ name, note, imageUrl }),
    },
    create: { run: create, notice: 'New Poster added Successfully' },
    update: { run: update, notice: 'Poster edited Successfully' },
    ...overrides,
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
  return { create, update, user };
}

afterEach(() => notifications.clean());

describe('formFields', () => {
  it('resolves each form against its own schema and leaves out fields of the other form', () => {
    const fields = formFields({ add: addSchema, edit: editSchema }, [
      { name: 'name', label: 'Name' },
      { name: 'note', label: 'Note', onlyOn: 'edit' },
      { name: 'file', label: 'Image', widget: 'file' },
    ]);
    expect(fields.add.map((f) => f.name)).toEqual(['name', 'file']);
    expect(fields.edit.map((f) => f.name)).toEqual(['name', 'note', 'file']);
    expect(fields.add.find((f) => f.name === 'file')?.required).toBe(true);
    expect(fields.edit.find((f) => f.name === 'file')?.required).toBe(false);
  });

  it('throws for a field its form schema lacks (a definition drifting from the contract)', () => {
    expect(() => formFields({ add: base, edit: base }, [{ name: 'file', label: 'Image', onlyOn: 'edit' }])).toThrow('Form field "file" is not in the schema');
    expect(formFields({ add: base, edit: editSchema }, [{ name: 'file', label: 'Image', onlyOn: 'edit' }]).add).toEqual([]);
  });
});

describe('ResourceScreen with different add and edit forms', { timeout: 20_000 }, () => {
  it('the add form requires the image and has no edit-only field', async () => {
    const { user, create } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Poster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Poster' });
    expect(within(dialog).queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Avurudu sale');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Image is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('the edit form keeps the image optional and shows the edit-only field', async () => {
    const { user, update } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Poster 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Poster' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Kandy only');

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Poster edited Successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(ROWS[2], { name: 'Poster 3', note: 'Kandy only' });
  });

  it('the image field previews the current image, then the chosen one, and can be cleared by name', async () => {
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => 'blob:chosen-image');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user, update } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Poster 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Poster' });
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'https://cdn.wallet.example.lk/posters/1.png');
    expect(within(dialog).getByText('Keep the current image')).toBeInTheDocument();

    const file = new File(['png'], 'poster.png', { type: 'image/png' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, file);

    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:chosen-image');
    expect(within(dialog).getByRole('button', { name: 'Clear Image' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Poster edited Successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(ROWS[0], { name: 'Poster 1', file });
    vi.unstubAllGlobals();
  });

  it('a list answered whole shows every row without a pager', async () => {
    setup({ list: { query: () => ({ queryKey: ['posters'], queryFn: () => Promise.resolve(ROWS) }), select: (rows) => ({ rows, total: rows.length }), invalidates: ['posters'], paged: false } });
    expect(await screen.findByText('Poster 12')).toBeInTheDocument();
    expect(screen.getByText('Poster 1')).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page/i)).not.toBeInTheDocument();
  });

  it('a paged list shows its pager', async () => {
    setup();
    expect(await screen.findByText('Poster 1')).toBeInTheDocument();
    expect(screen.getByText(/Rows per page/i)).toBeInTheDocument();
  });
});
