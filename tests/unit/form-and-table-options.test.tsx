// Form fields shown only for some values (`visibleWhen`), made required by the definition
// (`required`), the date-time widget, rows that may not be edited (`editable`) and the actions
// column pinned to the right. The calendar's named controls are checked by axe end to end.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ResourceForm } from '../../src/components/crud/resource-form';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { FieldDef, ResourceDefinition } from '../../src/components/crud/types';
import { isVisible, resolveFields, validateForm } from '../../src/components/crud/zod-fields';

const schema = z.object({
  code: z.string().min(1),
  feeType: z.enum(['FLAT', 'PERCENTAGE']),
  amount: z.string().regex(/^[0-9]+\.[0-9]{2}$/).optional(),
  percentage: z.string().optional(),
  releasedAt: z.iso.datetime({ offset: true }).optional(),
});
const definitions: FieldDef[] = [
  { name: 'code', label: 'Code' },
  { name: 'feeType', label: 'Fee Type' },
  { name: 'amount', label: 'Amount', required: true, visibleWhen: (values) => values.feeType === 'FLAT' },
  { name: 'percentage', label: 'Percentage', visibleWhen: (values) => values.feeType === 'PERCENTAGE' },
  { name: 'releasedAt', label: 'Released At' },
];
const fields = resolveFields(schema, definitions);
const byName = (name: string) => fields.find((f) => f.name === name);

describe('resolveFields and validateForm with conditional fields', () => {
  it('takes the required flag of the definition over the schema', () => {
    expect(byName('amount')?.required).toBe(true);
    expect(byName('percentage')?.required).toBe(false);
  });

  it('gives a date-time string a date-time widget', () => {
    expect(byName('releasedAt')?.widget).toBe('datetime');
  });

  it('knows which fields are shown for the values', () => {
    const amount = byName('amount');
    if (!amount) throw new Error('no amount field');
    expect(isVisible(amount, { feeType: 'FLAT' })).toBe(true);
    expect(isVisible(amount, { feeType: 'PERCENTAGE' })).toBe(false);
    expect(isVisible(definitions[0] as FieldDef, {})).toBe(true);
  });

  it('requires a field the definition makes required while it is shown', () => {
    expect(validateForm(schema, fields, { code: 'P2P', feeType: 'FLAT', amount: ' ' })).toEqual({ ok: false, errors: { amount: 'Amount is required' } });
    expect(validateForm(schema, fields, { code: 'P2P', feeType: 'FLAT', amount: '25.00' })).toEqual({ ok: true, value: { code: 'P2P', feeType: 'FLAT', amount: '25.00' } });
  });

  it('neither requires nor sends the values of hidden fields', () => {
    // An edit that switched a flat fee to a percentage keeps the old amount in the form, hidden.
    expect(validateForm(schema, fields, { code: 'P2P', feeType: 'PERCENTAGE', amount: '25.00', percentage: '1.00' })).toEqual({
      ok: true,
      value: { code: 'P2P', feeType: 'PERCENTAGE', percentage: '1.00' },
    });
    expect(validateForm(schema, fields, { code: 'P2P', feeType: 'PERCENTAGE', amount: 'bad' })).toEqual({ ok: true, value: { code: 'P2P', feeType: 'PERCENTAGE' } });
  });

  it('reports the schema errors and the required fields together', () => {
    expect(validateForm(schema, fields, { code: '', feeType: 'FLAT' })).toEqual({ ok: false, errors: { code: 'Code is required', amount: 'Amount is required' } });
  });
});

const wrap = (ui: ReactElement) => (
  <MantineProvider env="test">
    <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
  </MantineProvider>
);
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

// Rendering Mantine in jsdom is slow on a busy 2-core machine.
describe('ResourceForm with conditional and date-time fields', { timeout: 20_000 }, () => {
  it('shows a field only for the values it belongs to', async () => {
    const u = user();
    render(wrap(<ResourceForm title="Add Fee" mode="add" schema={schema} fields={fields} initial={{ code: '', feeType: 'FLAT' }} submitting={false} problem={null} onSubmit={vi.fn()} onClose={vi.fn()} />));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Percentage' })).toBeNull();

    await u.click(screen.getByRole('textbox', { name: 'Fee Type' }));
    await u.click(await screen.findByRole('option', { name: 'PERCENTAGE' }));

    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Percentage' })).toBeInTheDocument();
  });

  it('sends a typed date and time as an ISO timestamp with the local offset', async () => {
    const u = user();
    const onSubmit = vi.fn();
    render(
      wrap(<ResourceForm title="Add Fee" mode="add" schema={schema} fields={fields} initial={{ code: 'P2P', feeType: 'FLAT', amount: '25.00' }} submitting={false} problem={null} onSubmit={onSubmit} onClose={vi.fn()} />),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Released At' }), { target: { value: '2026-11-22 06:30 PM' } });
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith({ code: 'P2P', feeType: 'FLAT', amount: '25.00', releasedAt: '2026-11-22T18:30:00+05:30' });
  });
});

type Setting = { code: string; editable: boolean };

describe('ResourceScreen with rows that may not be edited and a wide list', { timeout: 20_000 }, () => {
  it('offers the edit button only on editable rows', async () => {
    const resource: ResourceDefinition<Setting, { code: string }, Setting[]> = {
      id: 'settings',
      title: 'Settings',
      singular: 'Setting',
      rowKey: (row) => row.code,
      describe: (row) => row.code,
      list: {
        query: () => ({ queryKey: ['settings'], queryFn: () => Promise.resolve([{ code: 'OTP_EXPIRY', editable: true }, { code: 'MAX_BALANCE', editable: false }]) }),
        select: (rows) => ({ rows, total: rows.length }),
        invalidates: ['settings'],
      },
      columns: [
        { key: 'code', header: 'Code', width: 'narrow' },
        { key: 'editable', header: 'Editable', width: 'wide' },
      ],
      editable: (row) => row.editable,
      form: { schema: () => Promise.resolve(z.object({ code: z.string() })), fields: [{ name: 'code', label: 'Code' }], empty: { code: '' }, fromRow: ({ code }) => ({ code }) },
      update: { run: vi.fn(() => Promise.resolve({})), notice: 'Setting edited Successfully' },
    };
    render(wrap(<ResourceScreen resource={resource} search={{ page: 1, size: 10 }} onSearchChange={vi.fn()} />));

    const table = await screen.findByRole('table', { name: 'Settings' });
    await within(table).findByText('OTP_EXPIRY');
    expect(within(table).getByRole('button', { name: 'Edit Setting OTP_EXPIRY' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Setting MAX_BALANCE' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'View Setting MAX_BALANCE' })).toBeInTheDocument();
    // The actions are the last column, kept in view by folding columns that do not fit (not by a pinned layer per cell).
    const actionsCell = within(table).getByRole('button', { name: 'View Setting MAX_BALANCE' }).closest('td');
    expect(actionsCell).not.toHaveAttribute('data-column-pinned');
    expect(actionsCell?.nextElementSibling).toBeNull();
    // Short codes take little room and the text a row is read for takes more.
    expect(table.getAttribute('style')).toContain('--col-code-size: 64');
    expect(table.getAttribute('style')).toContain('--col-editable-size: 200');
  });
});
