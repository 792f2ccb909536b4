/** The generated zod schemas, in their own chunk. */
const schemas = () => import('../../generated/hey-api/zod.gen');

/** Bank management (`/admin/config-mgt/bank-mgt`) and a bank's branches (`/admin/config-mgt/:id/branches`). */
import {
  createBank,
  createBranch,
  deleteBank,
  deleteBranch,
  getListBanksQueryKey,
  getListBanksQueryOptions,
  getListBranchesQueryKey,
  getListBranchesQueryOptions,
  updateBank,
  updateBranch,
} from '../../generated/hooks/banks/banks';
import type { Bank, BankInput, Branch, BranchInput, ListBanksResponse, ListBranchesResponse } from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { ListSearch, ResourceDefinition } from '../components/crud/types';


const listParams = ({ page, size, sort, search }: ListSearch) => ({ page, size, ...(sort ? { sort } : {}), ...(search ? { search } : {}) });

export const banksResource: ResourceDefinition<Bank, BankInput, ListBanksResponse> = {
  id: 'banks',
  title: 'Bank Management',
  singular: 'Bank',
  rowKey: (bank) => bank.bankCode,
  describe: (bank) => `${bank.bankName} (${bank.bankCode})`,
  list: {
    query: (search) => getListBanksQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListBanksQueryKey(),
  },
  columns: [
    { key: 'bankCode', header: 'Bank Code', sortable: true },
    { key: 'bankName', header: 'Bank Name', sortable: true },
    { key: 'displayName', header: 'Display Name' },
    { key: 'shortCode', header: 'Short Code' },
    { key: 'fundTranMode', header: 'Fund Transfer Mode' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  rowLinks: [{ label: 'Branches', link: (bank) => ({ to: '/admin/config-mgt/$id/branches', params: { id: bank.bankCode } }) }],
  form: {
    schema: () => schemas().then((m) => m.zBankInput),
    fields: [
      { name: 'bankCode', label: 'Bank Code', readOnlyOnEdit: true, description: 'Four-digit clearing code' },
      { name: 'bankName', label: 'Bank Name' },
      { name: 'displayName', label: 'Display Name' },
      { name: 'shortCode', label: 'Short Code', description: '2 to 6 capital letters' },
      { name: 'statusId', label: 'Status', options: STATUS_OPTIONS },
      { name: 'ccCenter', label: 'Clearing Centre', description: 'Four digits' },
      { name: 'fundTranMode', label: 'Fund Transfer Mode' },
      { name: 'accountRegex', label: 'Account Number Pattern', description: 'Regular expression account numbers must match' },
      { name: 'bankImg', label: 'Logo URL' },
    ],
    empty: { bankCode: '', bankName: '', statusId: 1, fundTranMode: 'CEFT' },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createBank(input), notice: 'New Bank added Successfully' },
  update: { run: (bank, input) => updateBank(bank.bankCode, input), notice: 'Bank record edited Successfully' },
  remove: { run: (bank) => deleteBank(bank.bankCode) },
};

/** The branches of one bank. */
export function branchesResource(bankCode: string): ResourceDefinition<Branch, BranchInput, ListBranchesResponse> {
  return {
    id: 'branches',
    title: 'Branches',
    singular: 'Branch',
    rowKey: (branch) => branch.branchCode,
    describe: (branch) => `${branch.branchName} (${branch.bankCode}/${branch.branchCode})`,
    list: {
      query: (search) => getListBranchesQueryOptions(bankCode, listParams(search)),
      select: pageOf,
      invalidates: getListBranchesQueryKey(bankCode),
    },
    columns: [
      { key: 'branchCode', header: 'Branch Code', sortable: true },
      { key: 'branchName', header: 'Branch Name', sortable: true },
      { key: 'mobile', header: 'Telephone' },
      { key: 'fax', header: 'Fax' },
      { key: 'latitude', header: 'Latitude' },
      { key: 'longitude', header: 'Longitude' },
      { key: 'branchStatusId', header: 'Status', format: 'status' },
    ],
    form: {
      schema: () => schemas().then((m) => m.zBranchInput),
      fields: [
        { name: 'bankCode', label: 'Bank Code', readOnlyOnEdit: true },
        { name: 'branchCode', label: 'Branch Code', readOnlyOnEdit: true, description: 'Three digits' },
        { name: 'branchName', label: 'Branch Name' },
        { name: 'branchStatusId', label: 'Status', options: STATUS_OPTIONS },
        { name: 'mobile', label: 'Telephone', description: 'National format, e.g. 0112203203' },
        { name: 'fax', label: 'Fax' },
        { name: 'latitude', label: 'Latitude', widget: 'number' },
        { name: 'longitude', label: 'Longitude', widget: 'number' },
      ],
      empty: { bankCode, branchCode: '', branchName: '', branchStatusId: 1 },
      fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
    },
    create: { run: (input) => createBranch(bankCode, input), notice: 'New Branch added Successfully' },
    update: { run: (branch, input) => updateBranch(bankCode, branch.branchCode, input), notice: 'Branch record edited Successfully' },
    remove: { run: (branch) => deleteBranch(bankCode, branch.branchCode) },
  };
}
