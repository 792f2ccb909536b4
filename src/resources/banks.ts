
/**
 * Bank management (`/admin/config-mgt/bank-mgt`), a bank's branches (`/admin/config-mgt/:id/branches`)
 * and bank locators (`/admin/config-mgt/bank-locator`).
 */
import {
  createBank,
  createBankLocator,
  createBranch,
  deleteBank,
  deleteBankLocator,
  deleteBranch,
  getListBankChannelsQueryOptions,
  getListBankLocatorsQueryKey,
  getListBankLocatorsQueryOptions,
  getListBanksQueryKey,
  getListBanksQueryOptions,
  getListBranchesQueryKey,
  getListBranchesQueryOptions,
  updateBank,
  updateBankLocator,
  updateBranch,
} from '../../generated/hooks/banks/banks';
import type { Bank, BankInput, BankLocator, BankLocatorInput, Branch, BranchInput, ListBankLocatorsResponse, ListBanksResponse, ListBranchesResponse } from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { plural } from '../components/crud/messages';
import { optionsFrom, recordRef, valueFrom } from '../components/crud/sources';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { ResourceDefinition } from '../components/crud/types';
import { BANK_PAGE, bankLink } from './record-refs';
import { ALL_ROWS, contractSchemas, listParams, withSearch } from './shared';

export const banksResource: ResourceDefinition<Bank, BankInput, ListBanksResponse> = {
  id: 'banks',
  title: 'Bank Management',
  singular: 'Bank',
  rowKey: (bank) => bank.bankCode,
  describe: (bank) => `${bank.bankName} (${bank.bankCode})`,
  name: (bank) => bank.bankName,
  // One row of the bank's branches tells how many there are. The API refuses (409) to delete a
  // bank its branches still refer to: the operator learns it before confirming, not after.
  dependents: (bank) =>
    valueFrom(getListBranchesQueryOptions(bank.bankCode, { page: 1, size: 1 }), (raw) =>
      raw.data.total > 0
        ? [
            `${bank.bankName} has ${plural(raw.data.total, 'branch')}.`,
            `The delete will be refused while ${raw.data.total === 1 ? 'it exists' : 'they exist'}: branches are not removed with their bank. Delete or move them first (Branches).`,
          ]
        : [],
    ),
  list: {
    query: (search) => getListBanksQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListBanksQueryKey(),
  },
  columns: [
    { key: 'bankCode', header: 'Bank Code', sortable: true },
    { key: 'bankName', header: 'Bank Name', sortable: true, title: true },
    { key: 'displayName', header: 'Display Name' },
    { key: 'shortCode', header: 'Short Code' },
    { key: 'fundTranMode', header: 'Fund Transfer Mode' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  rowLinks: [{ label: 'Branches', link: (bank) => ({ to: '/admin/config-mgt/$id/branches', params: { id: bank.bankCode } }) }],
  form: {
    schema: () => contractSchemas().then((m) => m.zBankInput),
    fields: [
      { name: 'bankCode', readOnlyOnEdit: true, description: 'Four-digit clearing code' },
      { name: 'bankName' },
      { name: 'displayName' },
      { name: 'shortCode', description: '2 to 6 capital letters' },
      { name: 'statusId', options: STATUS_OPTIONS },
      { name: 'ccCenter', label: 'Clearing Centre', description: 'Four digits' },
      { name: 'fundTranMode' },
      { name: 'accountRegex', label: 'Account Number Pattern', description: 'Regular expression account numbers must match' },
      { name: 'bankImg', label: 'Logo URL' },
    ],
    empty: { bankCode: '', bankName: '', statusId: 1, fundTranMode: 'CEFT' },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createBank(input), notice: 'New Bank added Successfully' },
  update: { run: (bank, input) => updateBank(bank.bankCode, input), notice: 'Bank record edited Successfully' },
  remove: { run: (bank) => deleteBank(bank.bankCode) },
  view: { fields: ['createdAt'] },
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
      ofRecord: true,
    },
    columns: [
      { key: 'branchCode', header: 'Branch Code', sortable: true },
      { key: 'branchName', header: 'Branch Name', sortable: true, title: true },
      { key: 'mobile', header: 'Telephone' },
      { key: 'fax', header: 'Fax' },
      { key: 'latitude', header: 'Latitude' },
      { key: 'longitude', header: 'Longitude' },
      { key: 'branchStatusId', header: 'Status', format: 'status' },
    ],
    form: {
      schema: () => contractSchemas().then((m) => m.zBranchInput),
      fields: [
        // A branch belongs to the bank whose route it is added under.
        { name: 'bankCode', label: 'Bank Code', readOnly: true },
        { name: 'branchCode', readOnlyOnEdit: true, description: 'Three digits' },
        { name: 'branchName' },
        { name: 'branchStatusId', options: STATUS_OPTIONS },
        { name: 'mobile', description: 'National format, e.g. 0112203203' },
        { name: 'fax' },
        { name: 'latitude', widget: 'number' },
        { name: 'longitude', widget: 'number' },
      ],
      empty: { bankCode, branchCode: '', branchName: '', branchStatusId: 1 },
      fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
    },
    create: { run: (input) => createBranch(bankCode, input), notice: 'New Branch added Successfully' },
    update: { run: (branch, input) => updateBranch(bankCode, branch.branchCode, input), notice: 'Branch record edited Successfully' },
    remove: { run: (branch) => deleteBranch(bankCode, branch.branchCode) },
  };
}

/** Every bank (the API pages at most 100 rows; far more than the country's licensed banks) as choices labelled by name. */
export const bankChoices = optionsFrom(getListBanksQueryOptions(ALL_ROWS), (raw) =>
  raw.data.data.map((bank) => ({ value: bank.bankCode, label: bank.bankName })),
);

/** A bank named by its code in another list: "Bank of Ceylon (7010)", linked to the bank in Bank Management. */
export const bankRef = recordRef(bankChoices, BANK_PAGE, bankLink);

/** The bank channels (mobile app, internet banking, agent) as choices labelled by description. */
export const bankChannelChoices = optionsFrom(getListBankChannelsQueryOptions(), (raw) => raw.data.map((channel) => ({ value: String(channel.id), label: channel.description })));

/** Bank locators: the ATMs, branches and agents customers find on the app's map. */
export const bankLocatorsResource: ResourceDefinition<BankLocator, BankLocatorInput, ListBankLocatorsResponse> = {
  id: 'bank-locators',
  title: 'Bank Locators',
  singular: 'Locator',
  rowKey: (locator) => locator.locatorCode,
  describe: (locator) => `${locator.name} (${locator.locatorCode})`,
  list: {
    // The locator list takes no sort.
    query: (search) => getListBankLocatorsQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListBankLocatorsQueryKey(),
  },
  columns: [
    { key: 'locatorCode', header: 'Locator Code' },
    { key: 'name', header: 'Name', title: true },
    { key: 'bankCode', header: 'Bank', refers: bankRef },
    { key: 'type', header: 'Type' },
    { key: 'address', header: 'Address' },
    { key: 'channels', header: 'Channels', labels: bankChannelChoices },
    { key: 'latitude', header: 'Latitude', hidden: true },
    { key: 'longitude', header: 'Longitude', hidden: true },
    { key: 'statusId', header: 'Status', format: 'status' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zBankLocatorInput),
    fields: [
      { name: 'locatorCode', readOnlyOnEdit: true, description: '3 to 20 capital letters, digits or hyphens, e.g. LOC-BOC-004' },
      { name: 'name' },
      { name: 'bankCode', optionsFrom: bankChoices },
      { name: 'type' },
      { name: 'channels', optionsFrom: bankChannelChoices, description: 'Channels through which customers are served here' },
      { name: 'address', widget: 'textarea' },
      { name: 'latitude', description: 'Decimal degrees, -90 to 90 (Colombo is about 6.93)' },
      { name: 'longitude', description: 'Decimal degrees, -180 to 180 (Colombo is about 79.85)' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { locatorCode: '', name: '', bankCode: '', type: 'ATM', channels: [], statusId: 1 },
    fromRow: (locator) => locator,
  },
  create: { run: (input) => createBankLocator(input), notice: 'New Locator added Successfully' },
  update: { run: (locator, input) => updateBankLocator(locator.locatorCode, input), notice: 'Locator record edited Successfully' },
  remove: { run: (locator) => deleteBankLocator(locator.locatorCode), undoable: true },
};
