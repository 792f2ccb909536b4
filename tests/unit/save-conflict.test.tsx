// Saving only a change, and never over another operator's save: the comparison of form values,
// the conflict of an edit with the record saved meanwhile (then, now, yours) and the three answers
// (keep mine, take theirs, merge field by field), in the form and through the save path.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createQueryClient } from '../../src/api/query-client';
import { defaultChoices, findConflict, mergeFields, mergeValues, sameValues } from '../../src/components/crud/conflict';
import { RecordPage } from '../../src/components/crud/record-page';
import { ResourceForm, type ResourceFormProps } from '../../src/components/crud/resource-form';
import type { ResourceDefinition } from '../../src/components/crud/types';
import { resolveFields } from '../../src/components/crud/zod-fields';
import { bankFields, zBankInput } from './fixtures/bank-form';

configure({ asyncUtilTimeout: 10_000 });

const NAMES = ['bankCode', 'bankName', 'displayName', 'shortCode', 'statusId'];
const THEN = { bankCode: '7056', bankName: 'Commercial Bank of Ceylon PLC', displayName: 'Commercial Bank', shortCode: 'CBC', statusId: 1 };

describe('comparing form values', () => {
  it('treats empty text, null and a missing value alike, and a number like its text', () => {
    expect(sameValues({ a: '', b: null, c: 1 }, { c: '1' })).toBe(true);
    expect(sameValues({ a: 'x' }, { a: 'y' })).toBe(false);
  });

  it('does not count spaces around a text as a change', () => {
    expect(sameValues({ a: 'x' }, { a: 'x ' })).toBe(true);
    expect(sameValues({ a: '' }, { a: '  ' })).toBe(true);
    expect(sameValues({ a: 'x y' }, { a: 'x  y' })).toBe(false);
    expect(sameValues({ list: [1, 2] }, { list: ['1', '2'] })).toBe(true);
    expect(sameValues({ list: [1, 2] }, { list: [2, 1] })).toBe(false);
  });

  it('compares only the names asked about', () => {
    expect(sameValues({ a: 1, updatedAt: 'x' }, { a: 1, updatedAt: 'y' }, ['a'])).toBe(true);
  });
});

describe('findConflict', () => {
  it('finds none when nothing changed meanwhile, or when both saved the same value', () => {
    expect(findConflict(THEN, THEN, { ...THEN, shortCode: 'COMB' }, NAMES)).toBeNull();
    expect(findConflict(THEN, { ...THEN, displayName: 'ComBank' }, { ...THEN, displayName: 'ComBank' }, NAMES)).toBeNull();
  });

  it('names a field changed meanwhile that the edit would set back, whether or not the operator touched it', () => {
    const now = { ...THEN, displayName: 'ComBank' };
    const yours = { ...THEN, shortCode: 'COMB' };
    expect(findConflict(THEN, now, yours, NAMES)).toEqual({ then: THEN, now, yours, fields: ['displayName'] });
    expect(findConflict(THEN, now, { ...THEN, displayName: 'CBC Bank' }, NAMES)?.fields).toEqual(['displayName']);
  });

  it('merges field by field: the saved value where the operator left the field, theirs where they changed it', () => {
    const conflict = findConflict(THEN, { ...THEN, displayName: 'ComBank', statusId: 2 }, { ...THEN, shortCode: 'COMB', statusId: 3 }, NAMES);
    if (!conflict) throw new Error('expected a conflict');
    expect(mergeFields(conflict, NAMES)).toEqual(['displayName', 'shortCode', 'statusId']);
    const choices = defaultChoices(conflict, NAMES);
    expect(choices).toEqual({ displayName: 'now', shortCode: 'yours', statusId: 'yours' });
    expect(mergeValues(conflict, { ...choices, statusId: 'now' })).toEqual({ ...THEN, displayName: 'ComBank', shortCode: 'COMB', statusId: 2 });
  });
});

const fields = resolveFields(zBankInput, bankFields);

function renderForm(overrides: Partial<ResourceFormProps> = {}) {
  const onSubmit = vi.fn();
  const props: ResourceFormProps = {
    title: 'Edit Bank',
    mode: 'edit',
    schema: zBankInput,
    fields,
    initial: { ...THEN, fundTranMode: 'CEFT' },
    submitting: false,
    problem: null,
    onSubmit,
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <ResourceForm {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSubmit, view, props, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('ResourceForm: only a change is saved', { timeout: 20_000 }, () => {
  it('keeps Save disabled on an unchanged edit form, enables it on a change and disables it again when undone', async () => {
    const { user, onSubmit } = renderForm();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(screen.getByText('No changes to save')).toBeInTheDocument();

    const display = screen.getByRole('textbox', { name: 'Display Name' });
    await user.type(display, 'X');
    expect(save).toBeEnabled();
    expect(screen.queryByText('No changes to save')).not.toBeInTheDocument();

    await user.type(display, '{Backspace}');
    expect(save).toBeDisabled();
    // A trailing space alone is no change either.
    await user.type(display, ' ');
    expect(save).toBeDisabled();
    expect(screen.getByText('No changes to save')).toBeInTheDocument();
    await user.type(display, '{Backspace}');
    await user.type(display, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a status chosen again is no change', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('leaves the add form as it was: Save is offered at once', () => {
    renderForm({ mode: 'add', title: 'Add Bank', initial: { bankCode: '', bankName: '', statusId: 1, fundTranMode: 'CEFT' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('No changes to save')).not.toBeInTheDocument();
  });
});

type Bank = typeof THEN & { fundTranMode: string; updatedAt: string };
/** The form's values: the bank's own, and the fixture form's optional fields it leaves empty. */
type BankInput = Omit<Bank, 'updatedAt'> & { ccCenter?: string; accountRegex?: string; bankImg?: string };
const OPENED: Bank = { ...THEN, fundTranMode: 'CEFT', updatedAt: '2026-11-21T09:00:00+05:30' };
// What the first operator saved meanwhile: the display name.
const SAVED: Bank = { ...OPENED, displayName: 'ComBank', updatedAt: '2026-11-21T09:05:00+05:30' };

/** A bank's own page whose list answers `server.rows` (the record as the server holds it at each read). */
function renderPage() {
  const server: { rows: Bank[]; reads: number; failure?: ApiError } = { rows: [SAVED], reads: 0 };
  const update = vi.fn<(row: Bank, input: BankInput) => Promise<unknown>>(() => Promise.resolve({}));
  const resource: ResourceDefinition<Bank, BankInput, Bank[]> = {
    id: 'banks',
    title: 'Bank Management',
    singular: 'Bank',
    rowKey: (bank) => bank.bankCode,
    describe: (bank) => `${bank.bankName} (${bank.bankCode})`,
    list: {
      query: (search) => ({
        queryKey: ['banks', search],
        queryFn: () => {
          server.reads += 1;
          return server.failure ? Promise.reject(server.failure) : Promise.resolve(server.rows);
        },
      }),
      select: (rows) => ({ rows, total: rows.length }),
      invalidates: ['banks'],
    },
    columns: [{ key: 'bankName', header: 'Bank Name' }],
    form: {
      schema: () => Promise.resolve(zBankInput),
      fields: bankFields,
      empty: { bankCode: '', bankName: '', statusId: 1, fundTranMode: 'CEFT' },
      fromRow: ({ updatedAt: _u, ...input }) => input,
    },
    update: { run: update, notice: 'Bank record edited Successfully' },
  };
  const onSaved = vi.fn();
  /** What the console's error notice would be given (every failed query or mutation). */
  const reported = vi.fn<(error: ApiError) => void>();
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient(reported)}>
        <RecordPage resource={resource} row={OPENED} onSaved={onSaved} onCancel={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { server, update, onSaved, reported, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

async function editShortCode(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Bank details' });
  const short = within(form).getByRole('textbox', { name: 'Short Code' });
  await user.clear(short);
  await user.type(short, 'COMB');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Someone else saved this record meanwhile');
  return { form, alert };
}

/** The conflict table's cells by row: field, then, now, yours. */
const conflictRows = (alert: HTMLElement) =>
  within(within(alert).getByRole('table', { name: 'Changed meanwhile' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => notifications.clean());

describe('saving an edit of a record saved meanwhile', { timeout: 30_000 }, () => {
  it('reads the record again, sends nothing, and shows field, then, now and yours', async () => {
    const { user, update, server } = renderPage();
    const { form, alert } = await editShortCode(user);
    expect(server.reads).toBe(1);
    expect(update).not.toHaveBeenCalled();
    expect(conflictRows(alert)).toEqual([
      ['Display NameChanged meanwhile', 'Commercial Bank', 'ComBank', 'Commercial Bank'],
      ['Short Code', 'CBC', 'CBC', 'COMB'],
    ]);
    // The form keeps what was typed.
    expect(within(form).getByRole('textbox', { name: 'Short Code' })).toHaveValue('COMB');
    expect(within(form).getByRole('textbox', { name: 'Display Name' })).toHaveValue('Commercial Bank');
  });

  it('while the conflict is shown its answers are the only way on: the form’s Save is gone, Enter sends nothing, no error notice', async () => {
    const { user, update, reported } = renderPage();
    const { form, alert } = await editShortCode(user);
    expect(within(form).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Short Code' }), '{Enter}');
    await user.click(within(alert).getByRole('button', { name: 'Merge field by field' }));
    expect(within(form).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save merged values' })).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    // Nothing failed: the conflict is not announced as an unreachable API.
    expect(reported).not.toHaveBeenCalled();
  });

  it('keep mine sends the operator’s own changes on top of the values saved meanwhile, as the suggested answer', async () => {
    const { user, update } = renderPage();
    const { alert } = await editShortCode(user);
    const keep = within(alert).getByRole('button', { name: 'Keep mine' });
    expect(keep).toHaveAccessibleDescription('Keep mine saves your changes on top of theirs; the values they saved stay.');
    expect(keep).toHaveAttribute('data-variant', 'filled');
    await user.click(keep);
    // The display name saved meanwhile stays: only the short code this operator changed is theirs.
    await waitFor(() => expect(update).toHaveBeenCalledWith(SAVED, { ...THEN, displayName: 'ComBank', shortCode: 'COMB', fundTranMode: 'CEFT' }));
    expect(await screen.findByText('Bank record edited Successfully')).toBeInTheDocument();
  });

  it('keep mine that would replace a value saved meanwhile says so and is not the suggested answer', async () => {
    const { user, update } = renderPage();
    const form = await screen.findByRole('form', { name: 'Bank details' });
    const display = within(form).getByRole('textbox', { name: 'Display Name' });
    await user.clear(display);
    await user.type(display, 'CBC Bank');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    const keep = within(alert).getByRole('button', { name: 'Keep mine' });
    expect(keep).toHaveAccessibleDescription('Keep mine saves your changes on top of theirs and replaces the value they saved for Display Name.');
    expect(keep).toHaveAttribute('data-variant', 'outline');
    await user.click(keep);
    await waitFor(() => expect(update).toHaveBeenCalledWith(SAVED, { ...THEN, displayName: 'CBC Bank', fundTranMode: 'CEFT' }));
  });

  it('a record that cannot be read again before saving says so in the form, and its failed read is announced once', async () => {
    const { user, update, server, reported } = renderPage();
    server.failure = new ApiError('The wallet API failed', 'http', 'listBanks', 500);
    const form = await screen.findByRole('form', { name: 'Bank details' });
    await user.type(within(form).getByRole('textbox', { name: 'Short Code' }), 'B');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The record could not be checked before saving, so nothing was sent');
    expect(update).not.toHaveBeenCalled();
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('take theirs fills the form with the saved values and sends nothing', async () => {
    const { user, update } = renderPage();
    const { form, alert } = await editShortCode(user);
    await user.click(within(alert).getByRole('button', { name: 'Take theirs' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Display Name' })).toHaveValue('ComBank');
    expect(within(form).getByRole('textbox', { name: 'Short Code' })).toHaveValue('CBC');
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(update).not.toHaveBeenCalled();
  });

  it('merge field by field sends the values chosen per field', async () => {
    const { user, update } = renderPage();
    const { form, alert } = await editShortCode(user);
    await user.click(within(alert).getByRole('button', { name: 'Merge field by field' }));
    const display = within(alert).getByRole('radiogroup', { name: 'Keep for Display Name' });
    expect(within(display).getByRole('radio', { name: 'Now' })).toBeChecked();
    const short = within(alert).getByRole('radiogroup', { name: 'Keep for Short Code' });
    expect(within(short).getByRole('radio', { name: 'Yours' })).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Save merged values' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(SAVED, { ...THEN, displayName: 'ComBank', shortCode: 'COMB', fundTranMode: 'CEFT' }));
    expect(within(form).getByRole('textbox', { name: 'Display Name' })).toHaveValue('ComBank');
  });

  it('sends at once when nothing was saved meanwhile', async () => {
    const { user, update, server } = renderPage();
    server.rows = [OPENED];
    const form = await screen.findByRole('form', { name: 'Bank details' });
    await user.type(within(form).getByRole('textbox', { name: 'Short Code' }), 'B');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(OPENED, { ...THEN, shortCode: 'CBCB', fundTranMode: 'CEFT' }));
  });

  it('a 412 answer to the edit shows the change saved meanwhile', async () => {
    const { user, update, server } = renderPage();
    server.rows = [OPENED];
    update.mockImplementationOnce(() => {
      server.rows = [SAVED];
      return Promise.reject(new ApiError('Precondition failed', 'http', 'updateBank', 412));
    });
    const form = await screen.findByRole('form', { name: 'Bank details' });
    await user.type(within(form).getByRole('textbox', { name: 'Short Code' }), 'B');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this record meanwhile');
    expect(within(alert).getByRole('table', { name: 'Changed meanwhile' })).toHaveTextContent('ComBank');
  });
});
