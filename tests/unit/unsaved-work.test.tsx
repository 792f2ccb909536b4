import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ResourceForm } from '../../src/components/crud/resource-form';
import { resolveFields } from '../../src/components/crud/zod-fields';
import { KEPT_FOR_MS, keepUnsavedWork, keptWork } from '../../src/lib/unsaved-work';

const schema = z.object({ bankCode: z.string(), displayName: z.string(), secret: z.string().optional() });
const fields = resolveFields(schema, [
  { name: 'bankCode', label: 'Bank Code', readOnlyOnEdit: true },
  { name: 'displayName', label: 'Display Name' },
  { name: 'secret', label: 'Password', widget: 'password' },
]);
const EXISTING = { bankCode: '7056', displayName: 'Commercial Bank', secret: '' };
const KEEP = { form: 'banks:edit:7056', name: 'Bank 7056' };

function renderForm() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ResourceForm inline title="Edit Bank" mode="edit" schema={schema} fields={fields} initial={EXISTING} submitting={false} problem={null} onSubmit={vi.fn()} onClose={vi.fn()} keep={KEEP} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user, view };
}

afterEach(() => window.sessionStorage.clear());

describe('unsaved work across a sign-in forced by a 401', { timeout: 20_000 }, () => {
  it('keeps what was typed into the open form (never a password), then offers it back to the same form', async () => {
    const { user, view } = renderForm();
    expect(keepUnsavedWork()).toBe(0); // nothing typed, nothing kept
    await user.clear(screen.getByRole('textbox', { name: 'Display Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Display Name' }), 'ComBank');
    await user.type(screen.getByLabelText('Password'), 'hunter2');
    expect(keepUnsavedWork()).toBe(1);
    const stored = window.sessionStorage.getItem('wallet.unsavedWork') ?? '';
    expect(stored).toContain('ComBank');
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toMatch(/token/i);
    view.unmount();

    // Back from sign-in: the same form opens with the record's values and offers the kept ones.
    const again = renderForm();
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Commercial Bank');
    expect(screen.getByText('Restore your unsaved changes to Bank 7056?')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toHaveValue('ComBank');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText(/Restore your unsaved changes/)).toBeNull();
    // Used once: cleared after use.
    expect(window.sessionStorage.getItem('wallet.unsavedWork')).toBeNull();
  });

  it('discarding forgets the work; old, foreign or corrupt entries are never offered', async () => {
    const now = Date.now();
    const entry = { page: window.location.pathname, form: KEEP.form, name: KEEP.name, values: { displayName: 'ComBank' }, savedAt: now };
    window.sessionStorage.setItem('wallet.unsavedWork', JSON.stringify([entry]));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Commercial Bank');
    expect(window.sessionStorage.getItem('wallet.unsavedWork')).toBeNull();

    window.sessionStorage.setItem('wallet.unsavedWork', JSON.stringify([{ ...entry, savedAt: now - KEPT_FOR_MS - 1 }]));
    expect(keptWork((form) => form === KEEP.form)).toBeNull();
    expect(window.sessionStorage.getItem('wallet.unsavedWork')).toBeNull();
    window.sessionStorage.setItem('wallet.unsavedWork', '{not json');
    expect(keptWork(() => true)).toBeNull();
    window.sessionStorage.setItem('wallet.unsavedWork', JSON.stringify([{ ...entry, page: '/admin/other' }]));
    expect(keptWork(() => true)).toBeNull();
  });
});
