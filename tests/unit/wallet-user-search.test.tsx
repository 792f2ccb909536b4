// The head merchant's wallet user, chosen by mobile number or name from the customers list:
// the choice is named with the mobile masked, the form sends the numeric user id, an existing id
// shows by name when the list has it, and a user without CUSTOMER types the id as before.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemas } from '../../generated/hey-api/zod.gen';
import type { SessionUser } from '../../src/auth/session';
import { ResourceForm } from '../../src/components/crud/resource-form';
import { resolveFields } from '../../src/components/crud/zod-fields';
import { headMerchantsResource, walletUserOption, walletUserSearch } from '../../src/resources/merchants';
import { contractSchemas } from '../../src/resources/shared';

let signedIn: SessionUser | null = null;
vi.mock('../../src/auth/use-session', () => ({ useSessionUser: () => signedIn }));

const CUSTOMERS = [
  { userId: 5001, firstName: 'Amaya', lastName: 'Jayasinghe', mobile: '0771234567' },
  { userId: 5002, firstName: 'Dinesh', lastName: 'Kumara', mobile: '0712345678' },
];
const listed = vi.hoisted(() => vi.fn());
vi.mock('../../generated/hooks/customers/customers', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getListCustomersQueryOptions: (params: { search: string }) => {
    listed(params);
    return { queryKey: ['/customers', params], queryFn: () => Promise.resolve({ data: { total: CUSTOMERS.length, page: 1, size: 10, data: CUSTOMERS } }) };
  },
}));

configure({ asyncUtilTimeout: 10_000 });

const userWith = (...permissions: string[]): SessionUser => ({ userName: 'nimal.perera', givenName: 'Nimal', familyName: 'Perera', permissions: new Set(permissions) });
const HEAD = { accountNo: '000987654321', name: 'Laugfs Super', bankCode: '7010', branchCode: '004', mcc: '5411', address: 'No. 25, Peradeniya Road', city: 'Kandy', mobile: '0759876543', email: 'accounts@laugfs.example.lk', statusId: 1 };

// On the page (not in a dialog): the dialog's focus trap takes the focus from a field typed into at once in jsdom.
function headMerchantForm(mode: 'add' | 'edit', initial: Record<string, unknown>) {
  const onSubmit = vi.fn();
  const fields = resolveFields(schemas.zHeadMerchantInput, headMerchantsResource.form?.fields ?? []);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceForm title="Head Merchant" mode={mode} schema={schemas.zHeadMerchantInput} fields={fields} initial={initial} submitting={false} problem={null} onSubmit={onSubmit} onClose={vi.fn()} inline />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSubmit, u: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('wallet user of a head merchant', { timeout: 45_000 }, () => {
  beforeAll(() => contractSchemas());
  beforeEach(() => {
    listed.mockClear();
    signedIn = userWith('MERCHANT', 'CUSTOMER');
  });

  it('names a customer with the mobile masked and keeps the user id as the value', () => {
    expect(walletUserOption({ userId: 5001, firstName: 'Amaya', lastName: 'Jayasinghe', mobile: '0771234567' })).toEqual({ value: '5001', label: 'Amaya Jayasinghe (077•••••67)' });
    expect(walletUserSearch.permission).toBe('CUSTOMER');
    expect(headMerchantsResource.form?.fields.find((field) => field.name === 'userId')?.search).toBe(walletUserSearch);
  });

  it('finds the user by mobile number, shows the name and sends the numeric id', async () => {
    const { u, onSubmit } = headMerchantForm('add', HEAD);
    const field = screen.getByRole('textbox', { name: /^Wallet User/ });
    await u.type(field, '0771234567');
    await waitFor(() => expect(listed).toHaveBeenCalledWith({ page: 1, size: 10, search: '0771234567' }));
    await u.click(await screen.findByRole('option', { name: 'Amaya Jayasinghe (077•••••67)' }));
    await waitFor(() => expect(field).toHaveValue('Amaya Jayasinghe (077•••••67)'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ userId: 5001 })));
  });

  it("shows an existing user by name, or by the id when the list has no such user", async () => {
    headMerchantForm('edit', { ...HEAD, userId: 5002 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Wallet User/ })).toHaveValue('Dinesh Kumara (071•••••78)'));
    expect(listed).toHaveBeenCalledWith({ page: 1, size: 10, search: '5002' });
  });

  it('shows an id the customers list does not have as it is', async () => {
    headMerchantForm('edit', { ...HEAD, userId: 6021 });
    await waitFor(() => expect(listed).toHaveBeenCalledWith({ page: 1, size: 10, search: '6021' }));
    expect(screen.getByRole('textbox', { name: /^Wallet User/ })).toHaveValue('6021');
  });

  it('is a plain user id, without a customers call, for a user without CUSTOMER', async () => {
    signedIn = userWith('MERCHANT');
    const { u, onSubmit } = headMerchantForm('add', HEAD);
    expect(screen.getByText('The wallet user id of the person who operates the merchant account')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /^Wallet User/ }), '6024');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ userId: 6024 })));
    expect(listed).not.toHaveBeenCalled();
  });
});
