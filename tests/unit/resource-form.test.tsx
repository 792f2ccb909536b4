import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceForm, type FormProblem, type ResourceFormProps } from '../../src/components/crud/resource-form';
import { resolveFields } from '../../src/components/crud/zod-fields';
import { bankFields, patternMessages, zBankInput } from './fixtures/bank-form';
import { registerPatternSentences } from '../../src/components/crud/messages';

registerPatternSentences(patternMessages);

const fields = resolveFields(zBankInput, bankFields);
const EMPTY = { bankCode: '', bankName: '', statusId: 1, fundTranMode: 'CEFT' };
const EXISTING = { bankCode: '7010', bankName: 'Bank of Ceylon', displayName: 'BOC', statusId: 1, fundTranMode: 'CEFT' };

function props(overrides: Partial<ResourceFormProps> = {}): ResourceFormProps {
  return {
    title: 'Add Bank',
    mode: 'add',
    schema: zBankInput,
    fields,
    initial: EMPTY,
    submitting: false,
    problem: null,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

const wrap = (ui: ReactElement) => (
  <MantineProvider env="test">
    <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
  </MantineProvider>
);

function setup(overrides: Partial<ResourceFormProps> = {}) {
  const all = props(overrides);
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(wrap(<ResourceForm {...all} />));
  return { ...all, user, view };
}

const input = (name: string) => screen.getByRole('textbox', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(input(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Rendering Mantine and the table in jsdom is slow on a busy 2-core machine.
describe('ResourceForm (banks)', { timeout: 20_000 }, () => {
  it('shows one input per field with the add title', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Add Bank' })).toBeInTheDocument();
    for (const label of ['Bank Code', 'Bank Name', 'Display Name', 'Short Code', 'Status', 'Clearing Centre', 'Fund Transfer Mode', 'Logo URL']) {
      expect(input(label)).toBeInTheDocument();
    }
    expect(input('Status')).toHaveValue('Active');
    expect(input('Fund Transfer Mode')).toHaveValue('CEFT');
    expect(input('Bank Code')).toBeRequired();
    expect(input('Display Name')).not.toBeRequired();
  });

  it('shows the errors of empty required fields and does not submit', async () => {
    const { user, onSubmit } = setup();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Bank Code is required')).toBeInTheDocument();
    expect(screen.getByText('Bank Name is required')).toBeInTheDocument();
    expect(input('Bank Code')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Display Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is edited', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.type(input('Bank Code'), '7');

    expect(screen.queryByText('Bank Code is required')).not.toBeInTheDocument();
    expect(screen.getByText('Bank Name is required')).toBeInTheDocument();
  });

  it('shows pattern errors by field and does not submit', async () => {
    const { user, onSubmit } = setup();
    await user.type(input('Bank Code'), '70A');
    await user.type(input('Bank Name'), 'Bank of Ceylon');
    await user.type(input('Short Code'), 'boc');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Enter the four-digit bank code')).toBeInTheDocument();
    expect(screen.getByText('Short Code is 2 to 6 capital letters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the typed body: numbers as numbers, blank optional fields left out', async () => {
    const { user, onSubmit } = setup();
    await user.type(input('Bank Code'), '7010');
    await user.type(input('Bank Name'), '  Bank of Ceylon ');
    await user.type(input('Display Name'), '   ');
    await choose(user, 'Status', 'Inactive');
    await choose(user, 'Fund Transfer Mode', 'RTGS');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ bankCode: '7010', bankName: 'Bank of Ceylon', statusId: 2, fundTranMode: 'RTGS' });
  });

  it('shows the server refusal and keeps what the user typed', async () => {
    const all = props();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { rerender } = render(wrap(<ResourceForm {...all} />));
    await user.type(input('Bank Code'), '7010');
    await user.type(input('Bank Name'), 'Bank of Ceylon');
    await choose(user, 'Status', 'Pending');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(all.onSubmit).toHaveBeenCalledTimes(1);

    rerender(wrap(<ResourceForm {...all} submitting />));
    const problem: FormProblem = {
      message: 'Bank code 7010 already exists',
      fieldErrors: [{ field: 'bankCode', message: 'Choose another bank code' }],
    };
    rerender(wrap(<ResourceForm {...all} problem={problem} />));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server refused the change');
    expect(alert).toHaveTextContent('Bank code 7010 already exists');
    expect(screen.getByText('Choose another bank code')).toBeInTheDocument();
    expect(input('Bank Code')).toHaveValue('7010');
    expect(input('Bank Name')).toHaveValue('Bank of Ceylon');
    expect(input('Status')).toHaveValue('Pending');
    expect(screen.getByRole('dialog', { name: 'Add Bank' })).toBeInTheDocument();
  });

  it('makes key fields read-only in edit mode and submits the unchanged key', async () => {
    const { user, onSubmit } = setup({ title: 'Edit Bank', mode: 'edit', initial: EXISTING });

    expect(input('Bank Code')).toHaveValue('7010');
    expect(input('Bank Code')).toHaveAttribute('readonly');
    // It says why, and is drawn as a filled (read-only) box.
    expect(input('Bank Code')).toHaveAccessibleDescription('Four-digit clearing code It identifies the record, so it cannot be changed once saved.');
    expect(input('Bank Code')).toHaveAttribute('data-variant', 'filled');
    expect(input('Bank Name')).not.toHaveAttribute('readonly');
    expect(input('Bank Name')).not.toHaveAttribute('data-variant', 'filled');
    await user.type(input('Bank Code'), '99');
    expect(input('Bank Code')).toHaveValue('7010');

    await user.clear(input('Bank Name'));
    await user.type(input('Bank Name'), 'Bank of Ceylon PLC');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(onSubmit).toHaveBeenCalledWith({ ...EXISTING, bankName: 'Bank of Ceylon PLC' });
  });

  it('does not make key fields read-only when adding', () => {
    setup();
    expect(input('Bank Code')).not.toHaveAttribute('readonly');
    expect(input('Bank Code')).toHaveAccessibleDescription('Four-digit clearing code');
  });

  it('closes at once when nothing changed', async () => {
    const { user, onClose } = setup({ mode: 'edit', title: 'Edit Bank', initial: EXISTING });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();
  });

  it('closes at once after an optional field was typed in and cleared again', async () => {
    const { user, onClose } = setup();
    await user.type(input('Display Name'), 'BOC');
    await user.clear(input('Display Name'));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();
  });

  it('closes at once from the close button when nothing changed', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close form' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks "Discard changes?" before closing with unsaved changes', async () => {
    const { user, onClose } = setup();
    await user.type(input('Bank Name'), 'Bank of Ceylon');

    await user.click(screen.getByRole('button', { name: 'Close form' }));

    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(confirm).toHaveTextContent('The form has changes that are not saved.');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the form and its input when the discard is cancelled', async () => {
    const { user, onClose } = setup();
    await user.type(input('Bank Name'), 'Bank of Ceylon');
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0] as HTMLElement);

    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(onClose).not.toHaveBeenCalled();
    expect(input('Bank Name')).toHaveValue('Bank of Ceylon');
  });

  it('cannot be closed while submitting', async () => {
    const { user, onClose } = setup({ submitting: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Close form' }));

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();
  });
});
