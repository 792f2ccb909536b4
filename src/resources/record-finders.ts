/** Records the command palette opens by their key (`RecordFinder`): a bank by code, a user by NIC, a customer by mobile number. */
import { getListBanksQueryOptions } from '../../generated/hooks/banks/banks';
import { getListCustomersQueryOptions } from '../../generated/hooks/customers/customers';
import { getListUsersQueryOptions } from '../../generated/hooks/users/users';
import type { RecordFinder } from '../components/shell/palette-types';

const BANK_CODE = /^[0-9]{4}$/;
const NIC = /^([0-9]{9}[VvXx]|[0-9]{12})$/;
const MOBILE = /^0[0-9]{9}$/;
// Each key is looked up afresh (staleTime 0): a record found a minute ago may be gone.

export const bankFinder: RecordFinder = {
  id: 'bank',
  pageId: 'branches',
  hint: 'a bank code',
  matches: (text) => BANK_CODE.test(text),
  label: (code) => `Bank with code ${code}`,
  find: async (code, queryClient) => {
    const answer = await queryClient.fetchQuery({ ...getListBanksQueryOptions({ page: 1, size: 100, search: code }), staleTime: 0 });
    const bank = answer.data.data.find((row) => row.bankCode === code);
    return bank ? { to: '/admin/config-mgt/$id/branches', params: { id: bank.bankCode }, search: { page: 1, size: 10 } } : null;
  },
  notFound: (code) => `No bank has the code ${code}.`,
};

export const userFinder: RecordFinder = {
  id: 'user',
  pageId: 'edit-user',
  // The user's own page is where users are edited.
  permission: 'user_update',
  hint: "a user's NIC",
  matches: (text) => NIC.test(text),
  label: () => 'User with this NIC',
  find: async (nic, queryClient) => {
    const answer = await queryClient.fetchQuery({ ...getListUsersQueryOptions({ first: 0, max: 100, search: nic }), staleTime: 0 });
    const user = answer.data.data.find((row) => row.nic.toUpperCase() === nic.toUpperCase());
    return user ? { to: '/admin/users/edit-user/$id', params: { id: user.id } } : null;
  },
  notFound: () => 'No user has this NIC.',
};

export const customerFinder: RecordFinder = {
  id: 'customer',
  pageId: 'customer',
  hint: "a customer's mobile number",
  matches: (text) => MOBILE.test(text),
  label: () => 'Customer with this mobile number',
  find: async (mobile, queryClient) => {
    const answer = await queryClient.fetchQuery({ ...getListCustomersQueryOptions({ page: 1, size: 100, search: mobile }), staleTime: 0 });
    const customer = answer.data.data.find((row) => row.mobile === mobile);
    return customer ? { to: '/admin/customer-mgt/$id', params: { id: String(customer.customerId) } } : null;
  },
  notFound: () => 'No customer has this mobile number.',
};

/** Every record the palette can find, in the order its options are listed. */
export const recordFinders: readonly RecordFinder[] = [bankFinder, userFinder, customerFinder];
