/**
 * Bill categories (`/admin/config-mgt/bill-cat-mgt`) with the input fields each asks for, and
 * bill providers (`/admin/config-mgt/bill-provider-mgt`).
 */
import {
  createBillCategory,
  createBillProvider,
  deleteBillCategory,
  deleteBillProvider,
  getListBillCategoriesQueryKey,
  getListBillCategoriesQueryOptions,
  getListBillCategoryFieldsQueryKey,
  getListBillCategoryFieldsQueryOptions,
  getListBillProvidersQueryKey,
  getListBillProvidersQueryOptions,
  updateBillCategory,
  updateBillProvider,
} from '../../generated/hooks/bills/bills';
import type {
  BillCategory,
  BillCategoryField,
  BillCategoryInput,
  BillProvider,
  BillProviderInput,
  ListBillCategoriesResponse,
  ListBillCategoryFieldsResponse,
  ListBillProvidersResponse,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { optionsFrom, subList } from '../components/crud/sources';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { ResourceDefinition } from '../components/crud/types';
import { ascending } from '../components/crud/rules';
import { ALL_ROWS, contractSchemas, listParams } from './shared';

const AMOUNT_HINT = 'LKR with two decimals, e.g. 100.00';

/** Every bill category (a page of 100, far more than there are) as choices labelled by description. */
export const billCategoryChoices = optionsFrom(getListBillCategoriesQueryOptions(ALL_ROWS), (raw) =>
  raw.data.data.map((category) => ({ value: category.code, label: category.description })),
);

/** The input fields a bill of one category asks the customer for, in display order (read-only). */
export function billCategoryFieldsResource(billCategoryCode: string): ResourceDefinition<BillCategoryField, never, ListBillCategoryFieldsResponse> {
  return {
    id: 'bill-category-fields',
    title: 'Category Fields',
    singular: 'Field',
    rowKey: (field) => field.fieldName,
    describe: (field) => `${field.label} (${field.fieldName})`,
    list: {
      query: () => getListBillCategoryFieldsQueryOptions(billCategoryCode),
      select: ({ data }) => {
        const rows = [...data].sort((a, b) => a.order - b.order);
        return { rows, total: rows.length };
      },
      invalidates: getListBillCategoryFieldsQueryKey(billCategoryCode),
      paged: false,
    },
    searchable: false,
    columns: [
      { key: 'order', header: 'Order', priority: 3 },
      { key: 'fieldName', header: 'Field Name' },
      { key: 'label', header: 'Label' },
      { key: 'type', header: 'Type' },
      { key: 'required', header: 'Required' },
      // What the field accepts is the point of the list.
      { key: 'regex', header: 'Pattern', priority: 1 },
    ],
  };
}

export const billCategoriesResource: ResourceDefinition<BillCategory, BillCategoryInput, ListBillCategoriesResponse> = {
  id: 'bill-categories',
  title: 'Bill Categories',
  singular: 'Bill Category',
  rowKey: (category) => category.code,
  describe: (category) => `${category.description} (${category.code})`,
  list: {
    query: (search) => getListBillCategoriesQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListBillCategoriesQueryKey(),
  },
  columns: [
    { key: 'icon', header: 'Icon', format: 'image' },
    { key: 'code', header: 'Code', sortable: true },
    { key: 'description', header: 'Description', sortable: true, title: true },
    { key: 'cardEnable', header: 'Card Payments' },
    { key: 'mobileEnable', header: 'In Mobile App' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  panels: [{ label: 'Category Fields', list: (category) => subList(billCategoryFieldsResource(category.code)) }],
  form: {
    schema: () => contractSchemas().then((m) => m.zBillCategoryInput),
    fields: [
      { name: 'code', readOnlyOnEdit: true, description: '2 to 10 capital letters, digits or underscores, starting with a letter, e.g. ELEC' },
      { name: 'description' },
      { name: 'cardEnable', label: 'Card payments', description: 'Bills of this category can be paid by card' },
      { name: 'mobileEnable', label: 'In mobile app', description: 'The category is offered in the mobile app' },
      { name: 'statusId', options: STATUS_OPTIONS },
      { name: 'icon', label: 'Icon URL', description: 'Full address of the icon shown in the app, e.g. https://cdn.example.lk/bills/elec.png' },
    ],
    empty: { code: '', description: '', cardEnable: false, mobileEnable: true, statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createBillCategory(input), notice: 'New Bill Category added Successfully' },
  update: { run: (category, input) => updateBillCategory(category.code, input), notice: 'Bill Category edited Successfully' },
  remove: { run: (category) => deleteBillCategory(category.code) },
};


/** A provider's smallest payment accepted never exceeds its largest. */
export const paymentRangeAscending = ascending('paymentRangeAscending', ['minAmount', 'maxAmount']);
export const billProvidersResource: ResourceDefinition<BillProvider, BillProviderInput, ListBillProvidersResponse> = {
  id: 'bill-providers',
  title: 'Bill Providers',
  singular: 'Bill Provider',
  rowKey: (provider) => provider.billProviderCode,
  describe: (provider) => `${provider.name} (${provider.billProviderCode})`,
  list: {
    query: (search) => getListBillProvidersQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListBillProvidersQueryKey(),
  },
  columns: [
    { key: 'billProviderCode', header: 'Provider Code', sortable: true },
    { key: 'name', header: 'Name', sortable: true, title: true },
    { key: 'billCategoryCode', header: 'Category', labels: billCategoryChoices },
    { key: 'minAmount', header: 'Min Amount (LKR)', format: 'amount' },
    { key: 'maxAmount', header: 'Max Amount (LKR)', format: 'amount' },
    { key: 'accountNoRegex', header: 'Account Number Pattern', hidden: true },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zBillProviderInput),
    fields: [
      { name: 'billProviderCode', readOnlyOnEdit: true, description: '2 to 20 capital letters, digits or underscores, starting with a letter, e.g. CEB' },
      { name: 'billCategoryCode', optionsFrom: billCategoryChoices },
      { name: 'name' },
      { name: 'accountNoRegex', description: 'Regular expression the customer’s account number must match, e.g. ^[0-9]{10}$' },
      { name: 'minAmount', label: 'Min Amount', description: `Smallest payment accepted, ${AMOUNT_HINT}` },
      { name: 'maxAmount', label: 'Max Amount', description: `Largest payment accepted, ${AMOUNT_HINT}` },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    rules: [paymentRangeAscending],
    empty: { billProviderCode: '', billCategoryCode: '', name: '', minAmount: '', maxAmount: '', statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createBillProvider(input), notice: 'New Bill Provider added Successfully' },
  update: { run: (provider, input) => updateBillProvider(provider.billProviderCode, input), notice: 'Bill Provider record edited Successfully' },
  remove: { run: (provider) => deleteBillProvider(provider.billProviderCode) },
};
