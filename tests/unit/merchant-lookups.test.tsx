// The head merchant form's account look-up (found, unknown account, server error) and a
// select whose choice fills other fields (the merchant form's head merchant).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemas } from '../../generated/hey-api/zod.gen';
import { ApiError } from '../../src/api/errors';
import { labelledFields } from '../../src/components/crud/field-labels';
import { ResourceForm } from '../../src/components/crud/resource-form';
import type { FieldDef, FormValues } from '../../src/components/crud/types';
import { resolveFields } from '../../src/components/crud/zod-fields';
import { contractSchemas } from '../../src/resources/shared';
import { headMerchantsResource } from '../../src/resources/merchants';

const byAccount = vi.hoisted(() => vi.fn());
vi.mock('../../generated/hooks/merchants/merchants', async (importOriginal) => ({ ...(await importOriginal<object>()), getHeadMerchantDetailsByAccNo: byAccount }));

const HOLDER = {
  accountNo: '000987654321',
  bankCode: '7010',
  branchCode: '004',
  name: 'Laugfs Super',
  address: 'No. 25, Peradeniya Road',
  city: 'Kandy',
  businessRegNo: 'PV 9876',
  mobile: '0759876543',
  email: 'accounts@laugfs.example.lk',
};

const wrap = (ui: React.ReactNode) => (
  <MantineProvider env="test">
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
  </MantineProvider>
);
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

function headMerchantForm() {
  // Labelled as the screen labels them: by the list's column headers where the field has none.
  const fields = resolveFields(schemas.zHeadMerchantInput, labelledFields(headMerchantsResource.form?.fields ?? [], headMerchantsResource.columns));
  render(wrap(<ResourceForm title="Add Head Merchant" mode="add" schema={schemas.zHeadMerchantInput} fields={fields} initial={{ accountNo: '', name: '', statusId: 1 }} submitting={false} problem={null} onSubmit={vi.fn()} onClose={vi.fn()} />));
  return user();
}

async function lookUp(u: ReturnType<typeof user>, accountNo: string) {
  await u.type(box('Settlement Account Number'), accountNo);
  await u.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('head merchant account look-up', { timeout: 45_000 }, () => {
  // The contract's pattern sentences come with the schemas, as in the console.
  beforeAll(() => contractSchemas());

  it('fills what the bank knows of the holder and keeps the typed account number', async () => {
    byAccount.mockResolvedValueOnce({ data: HOLDER });
    const u = headMerchantForm();
    await lookUp(u, '000987654321');
    expect(byAccount).toHaveBeenLastCalledWith({ accountNo: '000987654321' });
    expect(await screen.findByText(/^Filled in from the record found: Name, Bank, Branch Code, Business Registration No\., Address, City, Mobile, Email\.$/)).toBeInTheDocument();
    expect(box(/^Name/)).toHaveValue('Laugfs Super');
    expect(box('City')).toHaveValue('Kandy');
    expect(box('Settlement Account Number')).toHaveValue('000987654321');
  });

  it('says plainly when the bank knows no such account, and keeps what was typed', async () => {
    byAccount.mockRejectedValueOnce(new ApiError('No account found with number 000111222333', 'http', 'getHeadMerchantDetailsByAccNo', 404));
    const u = headMerchantForm();
    await u.type(box(/^Name/), 'Corner Shop');
    await lookUp(u, '000111222333');
    expect(await screen.findByText('The bank knows no account 000111222333: check the number, or fill in the details by hand.')).toBeInTheDocument();
    expect(box(/^Name/)).toHaveValue('Corner Shop');
  });

  it("shows the server's failure and fills nothing", async () => {
    byAccount.mockRejectedValueOnce(new ApiError('Internal Server Error', 'http', 'getHeadMerchantDetailsByAccNo', 500));
    const u = headMerchantForm();
    await lookUp(u, '000987654321');
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(box(/^Name/)).toHaveValue('');
  });

  it('does not ask the bank about a malformed account number', async () => {
    byAccount.mockClear();
    const u = headMerchantForm();
    await lookUp(u, '12AB');
    expect(await screen.findByText('Enter settlement account number as 8 to 16 digits')).toBeInTheDocument();
    expect(byAccount).not.toHaveBeenCalled();
  });
});

describe('a select whose choice fills other fields', { timeout: 20_000 }, () => {
  it('runs the lookup with the chosen value and fills the fields it answers', async () => {
    const schema = z.object({ headMerchantId: z.number().int().min(1), city: z.string().min(1) });
    const run = vi.fn<(value: string) => Promise<FormValues | null>>(() => Promise.resolve({ city: 'Colombo 02' }));
    const defs: FieldDef[] = [
      { name: 'headMerchantId', label: 'Head Merchant', options: [{ value: '21', label: 'Keells Super' }], lookup: { label: 'Fill in', run, notFound: () => 'Nothing recorded' } },
      { name: 'city', label: 'City' },
    ];
    const onSubmit = vi.fn();
    render(wrap(<ResourceForm title="Add Merchant" mode="add" schema={schema} fields={resolveFields(schema, defs)} initial={{}} submitting={false} problem={null} onSubmit={onSubmit} onClose={vi.fn()} />));
    const u = user();
    await u.click(box('Head Merchant'));
    await u.click(await screen.findByRole('option', { name: 'Keells Super' }));
    await waitFor(() => expect(box('City')).toHaveValue('Colombo 02'));
    expect(run).toHaveBeenCalledWith('21');
    expect(screen.getByText('Filled in from the record found: City.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ headMerchantId: 21, city: 'Colombo 02' });
  });
});
