/**
 * Customer management (`/admin/customer-mgt/...`): the customer list and status changes, a
 * customer's record (KYC, app registration, CRIB status) and sub-screens (devices, payment
 * instruments, mandates, wallet history, transactions and one transaction's status history),
 * and the KYC video call's session.
 */
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getGetConfigsQueryOptions } from '../../generated/hooks/configs/configs';
import {
  endKycVideoCall,
  getGetAppRegistrationInfoQueryOptions,
  getGetCdsKycInfoQueryOptions,
  getGetCribRegistrationStatusQueryOptions,
  getGetCustomerConfigQueryOptions,
  getKycDetails,
  getListCustomerDevicesQueryKey,
  getListCustomerDevicesQueryOptions,
  getListCustomerMandatesQueryKey,
  getListCustomerMandatesQueryOptions,
  getListCustomersQueryKey,
  getListCustomersQueryOptions,
  getListCustomersSuspenseQueryOptions,
  getListCustomerTransactionsQueryKey,
  getListCustomerTransactionsQueryOptions,
  getListMandateAttachmentsQueryKey,
  getListMandateAttachmentsQueryOptions,
  getListPaymentInstrumentsQueryKey,
  getListPaymentInstrumentsQueryOptions,
  getListTransactionsSuspenseQueryOptions,
  getListTransactionStatusHistoryQueryOptions,
  getListWalletHistoryQueryKey,
  getListWalletHistoryQueryOptions,
  updateCustomerStatus,
  updatePaymentInstrumentStatus,
} from '../../generated/hooks/customers/customers';
import type {
  AppRegistrationInfo,
  CribStatus,
  Customer,
  CustomerDevice,
  CustomerTransactionStatusEntry,
  KycInfo,
  CustomerMandate,
  CustomerStatusInput,
  CustomerTransaction,
  ListCustomerDevicesResponse,
  ListCustomerMandatesResponse,
  ListCustomersResponse,
  ListCustomerTransactionsResponse,
  ListMandateAttachmentsResponse,
  ListPaymentInstrumentsResponse,
  ListTransactionsResponse,
  ListWalletHistoryResponse,
  MandateAttachment,
  PaymentInstrument,
  StatusId,
  WalletHistoryEntry,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { maskValue } from '../lib/mask';
import { LabelCell, MaskedValue, StatusBadge } from '../components/crud/cells';
import { AttachmentLink } from '../components/customers/attachment-link';
import { factValue, type Fact, type TimelineEntry } from '../components/customers/facts';
import type { KycSessionView } from '../components/customers/video/kyc-video-dialog';
import { formatAmount, formatDate, formatDateTime } from '../lib/format';
import { codeLabel } from '../lib/known-codes';
import { labelOf, optionsFrom, subList } from '../components/crud/sources';
import { STATE_COLOR, STATUS_OPTIONS } from '../components/crud/status';
import type { ListSearch, ResourceDefinition, StatusAction } from '../components/crud/types';
import { contractSchemas, paging, withSearch } from './shared';

/** Who may reveal a customer's NIC, mobile number and e-mail: the officers who verify identities. */
const REVEAL = 'ROLE_CUSTOMER_KYC';
/** The permission of the KYC video call. */
export const KYC_PERMISSION = 'ROLE_CUSTOMER_KYC';

// ------------------------------------------------------------------ choices and states

const customerConfig = () => getGetCustomerConfigQueryOptions();
export const customerStatusChoices = optionsFrom(customerConfig(), (raw) => raw.data.customerStatuses);
export const merchantStatusChoices = optionsFrom(customerConfig(), (raw) => raw.data.merchantStatuses);
export const segmentChoices = optionsFrom(customerConfig(), (raw) => raw.data.segments);
/** Transaction types (`configs?type=txTypes`) labelled by description. */
export const txTypeChoices = optionsFrom(getGetConfigsQueryOptions({ type: ['txTypes'] }), (raw) => (raw.data.txTypes ?? []).map((t) => ({ value: t.code, label: t.description })));

/** CRIB registration statuses (specification section 4): 16 active, 18 inactive, anything else unknown (0). */
export const CRIB_STATUS: Record<string, { label: string; color: string }> = {
  16: { label: 'Active', color: STATE_COLOR.positive },
  18: { label: 'Inactive', color: STATE_COLOR.neutral },
  0: { label: 'Unknown', color: STATE_COLOR.waiting },
};

/** A CRIB code as the console names it: 16 Active, 18 Inactive, every other code Unknown with code 0. */
export function cribStatusOf(code: number | null | undefined): { code: 16 | 18 | 0; label: string } {
  if (code === 16 || code === 18) return { code, label: CRIB_STATUS[code]?.label ?? '' };
  return { code: 0, label: 'Unknown' };
}

const KYC_STATUS: Record<string, { label: string; color: string }> = {
  NOT_STARTED: { label: 'Not started', color: STATE_COLOR.neutral },
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  VERIFIED: { label: 'Verified', color: STATE_COLOR.positive },
  REJECTED: { label: 'Rejected', color: STATE_COLOR.negative },
};

const TRANSACTION_STATUS: Record<string, { label: string; color: string }> = {
  INITIATED: { label: 'Initiated', color: STATE_COLOR.neutral },
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  SUCCESS: { label: 'Success', color: STATE_COLOR.positive },
  FAILED: { label: 'Failed', color: STATE_COLOR.negative },
  REVERSED: { label: 'Reversed', color: STATE_COLOR.negative },
};
export { TRANSACTION_STATUS };

const DEVICE_STATUS: Record<string, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: STATE_COLOR.positive },
  INACTIVE: { label: 'Inactive', color: STATE_COLOR.neutral },
  BLOCKED: { label: 'Blocked', color: STATE_COLOR.negative },
};

const ENTRY_TYPE: Record<string, { label: string; color: string }> = {
  CREDIT: { label: 'Credit', color: STATE_COLOR.positive },
  DEBIT: { label: 'Debit', color: STATE_COLOR.neutral },
};

const MANDATE_TYPES = [
  { value: 'DIRECT_DEBIT', label: 'Direct debit' },
  { value: 'STANDING_ORDER', label: 'Standing order' },
  { value: 'BILL_AUTOPAY', label: 'Bill auto-pay' },
];
const FREQUENCIES = [
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'QUARTERLY', label: 'Quarterly' },
  { value: 'ON_DEMAND', label: 'On demand' },
];

// ------------------------------------------------------------------ the customer list

const statusFilter = (value: string | undefined): StatusId | undefined => (value === '1' || value === '2' || value === '3' ? (Number(value) as StatusId) : undefined);

function customerListParams(search: ListSearch) {
  const filters = search.filters ?? {};
  const customerStatusId = statusFilter(filters.customerStatusId);
  const merchantStatusId = statusFilter(filters.merchantStatusId);
  return {
    ...withSearch(search),
    ...(customerStatusId ? { customerStatusId } : {}),
    ...(merchantStatusId ? { merchantStatusId } : {}),
    ...(filters.userSegmentId ? { userSegmentId: filters.userSegmentId } : {}),
  };
}

const fullName = (customer: Pick<Customer, 'firstName' | 'lastName'>) => `${customer.firstName} ${customer.lastName}`;

/** A customer's status, merchant status and segment as sent back with a change of one of them. */
export const customerInputOf = (customer: Customer): CustomerStatusInput => ({
  customerStatusId: customer.customerStatusId,
  merchantStatusId: customer.merchantStatusId ?? null,
  userSegmentId: customer.userSegmentId,
  description: customer.description ?? '',
});

/** The notice of every customer change (specification section 8). */
export const CUSTOMER_EDITED = 'Customer record edited Successfully';

const asStatusId = (value: string): StatusId => (value === '2' ? 2 : value === '3' ? 3 : 1);

/** A customer moved to another customer status, with the reason kept on the customer. */
export const customerStatusAction: StatusAction<Customer> = {
  label: 'Change Status',
  permission: 'CUSTOMER',
  statuses: customerStatusChoices,
  allowed: (customer, status) => status.value !== String(customer.customerStatusId),
  reason: { label: 'Reason', maxLength: 255 },
  confirm: (customer, status) => `Move ${fullName(customer)} (${customer.customerId}) to ${status.label}?`,
  run: (customer, status, reason) => updateCustomerStatus(customer.customerId, { ...customerInputOf(customer), customerStatusId: asStatusId(status), description: reason }),
  notice: CUSTOMER_EDITED,
};

export const customersResource: ResourceDefinition<Customer, CustomerStatusInput, ListCustomersResponse> = {
  id: 'customers',
  title: 'Customers',
  singular: 'Customer',
  rowKey: (customer) => String(customer.customerId),
  describe: (customer) => `${fullName(customer)} (${customer.customerId})`,
  list: {
    query: (search) => getListCustomersQueryOptions(customerListParams(search)),
    select: pageOf,
    invalidates: getListCustomersQueryKey(),
  },
  columns: [
    { key: 'customerId', header: 'Customer Id', width: 'narrow' },
    { key: 'firstName', header: 'Name', render: fullName, width: 'wide', title: true },
    { key: 'mobile', header: 'Mobile', format: 'mobile', reveal: REVEAL },
    { key: 'nic', header: 'NIC', format: 'nic', reveal: REVEAL },
    { key: 'email', header: 'Email', format: 'email', reveal: REVEAL, hidden: true },
    { key: 'walletId', header: 'Wallet Id' },
    { key: 'userSegmentId', header: 'Segment', labels: segmentChoices },
    { key: 'customerStatusId', header: 'Status', format: 'status' },
    { key: 'merchantStatusId', header: 'Merchant Status', format: 'status', empty: 'Not a merchant' },
    { key: 'kycStatus', header: 'KYC', format: 'status', statuses: KYC_STATUS },
    // Any code but 16 and 18 is Unknown (0), also one CRIB adds later.
    {
      key: 'cribRegStatus',
      header: 'CRIB',
      format: 'status',
      statuses: CRIB_STATUS,
      render: (customer) => <StatusBadge statusId={cribStatusOf(customer.cribRegStatus).code} states={CRIB_STATUS} />,
      text: (customer) => cribStatusOf(customer.cribRegStatus).label,
    },
    { key: 'registeredAt', header: 'Registered', format: 'datetime', hidden: true },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  filters: [
    { name: 'customerStatusId', label: 'Customer Status', optionsFrom: customerStatusChoices },
    { name: 'merchantStatusId', label: 'Merchant Status', optionsFrom: merchantStatusChoices },
    { name: 'userSegmentId', label: 'Segment', optionsFrom: segmentChoices },
  ],
  rowLinks: [{ label: 'Record', link: (customer) => ({ to: '/admin/customer-mgt/$id', params: { id: String(customer.customerId) } }) }],
  form: {
    schema: () => contractSchemas().then((m) => m.zCustomerStatusInput),
    fields: [
      { name: 'customerStatusId', label: 'Customer Status', options: STATUS_OPTIONS },
      { name: 'merchantStatusId', options: STATUS_OPTIONS, description: 'Empty when the customer is not a merchant' },
      { name: 'userSegmentId', optionsFrom: segmentChoices },
      { name: 'description', label: 'Reason', widget: 'textarea', description: 'Why the customer is changed; kept on the customer' },
    ],
    empty: {},
    fromRow: customerInputOf,
  },
  update: { run: (customer, input) => updateCustomerStatus(customer.customerId, input), notice: CUSTOMER_EDITED },
  can: { update: 'CUSTOMER' },
  statusActions: [customerStatusAction],
};

// ------------------------------------------------------------------ one customer

/** A customer id from the URL: a positive whole number, or null (the page is not found). */
export function customerIdOf(param: string): number | null {
  return /^[1-9][0-9]{0,17}$/.test(param) ? Number(param) : null;
}

/** The customer list filtered to one customer id (the record and sub-screens resolve the customer by it). */
export const customerQuery = (customerId: number) => getListCustomersSuspenseQueryOptions({ customerId, page: 1, size: 10 });

/** The customer of an answer to `customerQuery`, or null when the id names none. */
export function customerIn(raw: ListCustomersResponse, customerId: number): Customer | null {
  return raw.data.data.find((customer) => customer.customerId === customerId) ?? null;
}

/** Loads a customer for a route (null when there is no such customer). */
export async function loadCustomer(queryClient: QueryClient, customerId: number): Promise<Customer | null> {
  return customerIn(await queryClient.ensureQueryData(customerQuery(customerId)), customerId);
}

/** How a customer is named on the sub-screens. */
export const customerName = (customer: Customer) => `${fullName(customer)} (${customer.customerId})`;

/** What the customer's record shows beside the list's columns. */
export const kycInfoQuery = (customer: Customer) => getGetCdsKycInfoQueryOptions({ walletId: customer.walletId });
export const appRegistrationQuery = (customer: Customer) => getGetAppRegistrationInfoQueryOptions({ userId: customer.userId });
export const cribStatusQuery = (customer: Customer) => getGetCribRegistrationStatusQueryOptions(customer.walletId);

/** Whether a customer's KYC record, app registration or CRIB status answer belongs to the customer shown. */
export const belongsTo = (customer: Customer, answer: { walletId?: string; userId?: number }) =>
  (answer.walletId === undefined || answer.walletId === customer.walletId) && (answer.userId === undefined || answer.userId === customer.userId);

// ------------------------------------------------------------------ sub-screens

const allRows = <Row,>({ data }: { data: Row[] }) => ({ rows: data, total: data.length });

/** A customer's registered devices. */
export function devicesResource(customer: Customer): ResourceDefinition<CustomerDevice, Record<string, never>, ListCustomerDevicesResponse> {
  return {
    id: 'customer-devices',
    title: 'Customer Devices',
    singular: 'Device',
    rowKey: (device) => device.deviceId,
    describe: (device) => `${device.model} (${device.os} ${device.osVersion})`,
    list: { query: () => getListCustomerDevicesQueryOptions(customer.userName), select: allRows, invalidates: getListCustomerDevicesQueryKey(customer.userName), paged: false },
    searchable: false,
    columns: [
      { key: 'model', header: 'Model', width: 'wide' },
      { key: 'os', header: 'OS', width: 'narrow' },
      { key: 'osVersion', header: 'OS Version', width: 'narrow' },
      { key: 'appVersion', header: 'App Version', width: 'narrow' },
      { key: 'pushEnabled', header: 'Notifications' },
      { key: 'lastLoginAt', header: 'Last Sign-in', format: 'datetime' },
      { key: 'status', header: 'Status', format: 'status', statuses: DEVICE_STATUS },
      { key: 'deviceId', header: 'Device Id', hidden: true },
    ],
  };
}

/** A customer's linked cards and accounts; an instrument's status changes behind a confirmation. */
export function paymentInstrumentsResource(customer: Customer): ResourceDefinition<PaymentInstrument, Record<string, never>, ListPaymentInstrumentsResponse> {
  const describe = (instrument: PaymentInstrument) => `${instrument.type === 'CARD' ? 'Card' : 'Account'} ending ${instrument.maskedNumber.slice(-4)}`;
  return {
    id: 'payment-instruments',
    title: 'Payment Instruments',
    singular: 'Payment Instrument',
    rowKey: (instrument) => String(instrument.id),
    describe,
    list: {
      query: () => getListPaymentInstrumentsQueryOptions(customer.userName),
      select: allRows,
      invalidates: getListPaymentInstrumentsQueryKey(customer.userName),
      paged: false,
    },
    searchable: false,
    columns: [
      { key: 'id', header: 'Id', width: 'narrow' },
      { key: 'type', header: 'Type', render: (instrument) => (instrument.type === 'CARD' ? 'Card' : 'Account') },
      // A card shows its first 6 and last 4 digits at most, an account its last 4; never revealed.
      { key: 'maskedNumber', header: 'Number', render: (instrument) => maskValue(instrument.type === 'CARD' ? 'card' : 'account', instrument.maskedNumber) },
      { key: 'bankCode', header: 'Bank', width: 'narrow' },
      { key: 'holderName', header: 'Holder', width: 'wide' },
      { key: 'expiry', header: 'Expiry', width: 'narrow' },
      { key: 'isDefault', header: 'Default' },
      { key: 'statusId', header: 'Status', format: 'status' },
    ],
    statusActions: [
      {
        label: 'Change Status',
        permission: 'CUSTOMER',
        statuses: STATUS_OPTIONS,
        allowed: (instrument, status) => status.value !== String(instrument.statusId),
        reason: { label: 'Remark', maxLength: 255 },
        confirm: (instrument, status) => `Move ${describe(instrument)} of ${customerName(customer)} to ${status.label}?`,
        run: (instrument, status, remark) => updatePaymentInstrumentStatus(customer.userId, instrument.id, { statusId: asStatusId(status), remark }),
        notice: CUSTOMER_EDITED,
      },
    ],
  };
}

/** One mandate's attachments, each opened or downloaded from its link. */
export function mandateAttachmentsResource(mandate: CustomerMandate): ResourceDefinition<MandateAttachment, Record<string, never>, ListMandateAttachmentsResponse> {
  const params = { mandateId: mandate.mandateId };
  return {
    id: 'mandate-attachments',
    title: 'Attachments',
    singular: 'Attachment',
    rowKey: (attachment) => String(attachment.attachmentId),
    describe: (attachment) => attachment.fileName,
    list: { query: () => getListMandateAttachmentsQueryOptions(params), select: allRows, invalidates: getListMandateAttachmentsQueryKey(params), paged: false },
    searchable: false,
    columns: [
      { key: 'fileName', header: 'File', width: 'wide', render: (attachment) => <AttachmentLink href={attachment.url} fileName={attachment.fileName} /> },
      { key: 'contentType', header: 'Type' },
      { key: 'sizeBytes', header: 'Size (bytes)', format: 'count' },
      { key: 'uploadedAt', header: 'Uploaded', format: 'datetime' },
    ],
  };
}

/** A customer's mandates with their types; each mandate's attachments open in a side panel. */
export function mandatesResource(customer: Customer): ResourceDefinition<CustomerMandate, Record<string, never>, ListCustomerMandatesResponse> {
  const params = { userId: customer.userId };
  return {
    id: 'user-mandates',
    title: 'User Mandates',
    singular: 'Mandate',
    rowKey: (mandate) => String(mandate.mandateId),
    describe: (mandate) => `${labelOf(MANDATE_TYPES, mandate.mandateType)} ${mandate.mandateId}`,
    list: { query: () => getListCustomerMandatesQueryOptions(params), select: allRows, invalidates: getListCustomerMandatesQueryKey(params), paged: false },
    searchable: false,
    columns: [
      { key: 'mandateId', header: 'Mandate Id', width: 'narrow' },
      { key: 'mandateType', header: 'Type', render: (mandate) => labelOf(MANDATE_TYPES, mandate.mandateType) },
      { key: 'description', header: 'Description', width: 'wide' },
      { key: 'bankCode', header: 'Bank', empty: 'Wallet', width: 'narrow' },
      { key: 'maskedAccountNumber', header: 'Account', format: 'account', empty: '' },
      { key: 'maxAmount', header: 'Maximum (LKR)', format: 'amount' },
      { key: 'frequency', header: 'Frequency', render: (mandate) => labelOf(FREQUENCIES, mandate.frequency) },
      { key: 'startDate', header: 'Start', format: 'date' },
      { key: 'endDate', header: 'End', format: 'date', empty: 'Open-ended' },
      { key: 'statusId', header: 'Status', format: 'status' },
      { key: 'attachmentCount', header: 'Attachments', format: 'count' },
    ],
    panels: [{ label: 'Attachments', list: (mandate) => subList(mandateAttachmentsResource(mandate)) }],
  };
}

/** The movements on a customer's wallet. */
export function walletHistoryResource(customer: Customer): ResourceDefinition<WalletHistoryEntry, Record<string, never>, ListWalletHistoryResponse> {
  return {
    id: 'wallet-history',
    title: 'Wallet History',
    singular: 'Entry',
    rowKey: (entry) => String(entry.entryId),
    describe: (entry) => `${entry.transId} (${entry.entryType === 'CREDIT' ? 'credit' : 'debit'})`,
    list: { query: (search) => getListWalletHistoryQueryOptions(customer.userId, paging(search)), select: pageOf, invalidates: getListWalletHistoryQueryKey(customer.userId) },
    searchable: false,
    columns: [
      { key: 'txDateTime', header: 'Date', format: 'datetime' },
      { key: 'transId', header: 'Transaction Id' },
      { key: 'txTypeCode', header: 'Type', labels: txTypeChoices },
      { key: 'entryType', header: 'Entry', format: 'status', statuses: ENTRY_TYPE },
      { key: 'amount', header: 'Amount', format: 'amount' },
      { key: 'balanceAfter', header: 'Balance', format: 'amount' },
      { key: 'currencyCode', header: 'Currency', width: 'narrow' },
      { key: 'narration', header: 'Narration', width: 'wide' },
      { key: 'entryId', header: 'Entry Id', hidden: true },
    ],
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A customer's own transactions (`isMerchant=false`), filtered by date range and type; each opens its detail. */
export function customerTransactionsResource(customer: Customer): ResourceDefinition<CustomerTransaction, Record<string, never>, ListCustomerTransactionsResponse> {
  const query = (search: ListSearch) => {
    const { fromDate, toDate, txTypeCode } = search.filters ?? {};
    return getListCustomerTransactionsQueryOptions(customer.userId, {
      isMerchant: false,
      ...paging(search),
      ...(fromDate && DATE.test(fromDate) ? { fromDate } : {}),
      ...(toDate && DATE.test(toDate) ? { toDate } : {}),
      ...(txTypeCode ? { txTypeCode } : {}),
    });
  };
  return {
    id: 'customer-transactions',
    title: 'Transaction History',
    singular: 'Transaction',
    rowKey: (transaction) => transaction.transId,
    describe: (transaction) => transaction.transId,
    list: { query, select: pageOf, invalidates: getListCustomerTransactionsQueryKey(customer.userId) },
    searchable: false,
    filters: [
      { name: 'fromDate', label: 'From', widget: 'date' },
      { name: 'toDate', label: 'To', widget: 'date' },
      { name: 'txTypeCode', label: 'Type', optionsFrom: txTypeChoices },
    ],
    columns: [
      { key: 'txDateTime', header: 'Date', format: 'datetime' },
      { key: 'transId', header: 'Transaction Id' },
      { key: 'txTypeCode', header: 'Type', labels: txTypeChoices },
      { key: 'amount', header: 'Amount', format: 'amount' },
      { key: 'currencyCode', header: 'Currency', width: 'narrow' },
      { key: 'status', header: 'Status', format: 'status', statuses: TRANSACTION_STATUS },
      { key: 'narration', header: 'Narration', width: 'wide' },
      { key: 'refNo', header: 'Reference', hidden: true },
      { key: 'traceNumber', header: 'Trace Number', hidden: true },
    ],
    rowLinks: [
      {
        label: 'Details',
        link: (transaction) => ({ to: '/admin/customer-mgt/$id/transaction-history/$txid', params: { id: String(customer.customerId), txid: transaction.transId } }),
      },
    ],
  };
}

// ------------------------------------------------------------------ one transaction

/** A transaction id from the URL, or null (the page is not found). */
export const transIdOf = (param: string): string | null => (/^TXN[0-9]{14}$/.test(param) ? param : null);

/** One transaction, found through the all-transactions search (it matches the transaction id). */
export const transactionQuery = (transId: string) => getListTransactionsSuspenseQueryOptions({ search: transId, page: 1, size: 10 });

/** The customer's transaction in an answer to `transactionQuery`, or null when there is none. */
export function transactionIn(raw: ListTransactionsResponse, transId: string, customer: Customer): CustomerTransaction | null {
  return raw.data.data.find((transaction) => transaction.transId === transId && transaction.userId === customer.userId) ?? null;
}

/** A transaction's status changes, oldest first. */
export const transactionHistoryQuery = (transId: string) => getListTransactionStatusHistoryQueryOptions(transId);

// ------------------------------------------------------------------ KYC video call

/** Opens a KYC video-call session for the customer: the details to verify, the documents, the room and the token. */
export async function startKycSession(customer: Customer): Promise<KycSessionView> {
  const session = (await getKycDetails(customer.userId)).data;
  return {
    roomSid: session.twilioRoomSID,
    roomName: session.roomName,
    token: session.twilioAccessToken,
    facts: [
      { label: 'Name', value: `${session.firstName} ${session.lastName}` },
      ...kycFacts(session),
      { label: 'Wallet Id', value: session.walletId },
      { label: 'Mobile', value: revealed('mobile', session.userName, 'Mobile') },
    ],
    documents: session.documents.map((document) => ({ label: documentLabel(document.documentType), url: document.url })),
  };
}

/** Ends the call's room on the server (every participant is disconnected). */
export async function endKycSession(customer: Customer, roomSid: string): Promise<void> {
  await endKycVideoCall(customer.userId, roomSid);
}


/**
 * A customer route's customer, from the URL's id: loaded by the route's loader (in parallel
 * with the screen's code); an id that names no customer throws the router's not-found.
 */
export async function requireCustomer(queryClient: QueryClient, param: string): Promise<Customer> {
  const customerId = customerIdOf(param);
  const customer = customerId === null ? null : await loadCustomer(queryClient, customerId);
  if (!customer) throw notFound();
  return customer;
}

/** The customer of a customer route (its loader has loaded it). */
export function useCustomer(param: string): Customer {
  const customerId = customerIdOf(param) ?? 0;
  const customer = customerIn(useSuspenseQuery(customerQuery(customerId)).data, customerId);
  if (!customer) throw notFound();
  return customer;
}

// ------------------------------------------------------------------ what the record pages show

const txTypeLabel = (code: string) => <LabelCell source={txTypeChoices} value={code} />;
const nothing = (value: string | null | undefined) => value ?? null;

/** Every labelled field of a transaction (specification section 3), dates formatted per section 9; fields that do not apply are left out. */
export function transactionFacts(transaction: CustomerTransaction): Fact[] {
  return [
    { label: 'Transaction Id', value: transaction.transId },
    { label: 'Trace Number', value: transaction.traceNumber },
    { label: 'Amount', value: factValue(transaction.amount, (amount) => (formatAmount(amount) === '' ? '' : `${transaction.currencyCode} ${formatAmount(amount)}`)) },
    { label: 'Currency', value: transaction.currencyCode },
    { label: 'Reference Number', value: transaction.refNo },
    { label: 'Type', value: txTypeLabel(transaction.txTypeCode) },
    { label: 'Status', value: <StatusBadge statusId={transaction.status} states={TRANSACTION_STATUS} /> },
    { label: 'Merchant (MID)', value: nothing(transaction.mid) },
    { label: 'Terminal (TID)', value: nothing(transaction.terminalId) },
    { label: 'From Bank Code', value: nothing(transaction.fromBankCode) },
    { label: 'From Branch Code', value: nothing(transaction.fromBranchCode) },
    { label: 'To Bank Code', value: nothing(transaction.toBankCode) },
    { label: 'To Branch Code', value: nothing(transaction.toBranchCode) },
    { label: 'Biller', value: nothing(transaction.billerCode) },
    { label: 'Bill Reference', value: nothing(transaction.billRefNo) },
    { label: 'Lease Reference', value: nothing(transaction.leaseRefNo) },
    { label: 'Cheque Number', value: nothing(transaction.chequeNo) },
    { label: 'Concierge Reference', value: nothing(transaction.conciergeRef) },
    { label: 'Narration', value: transaction.narration },
    { label: 'Transaction Date', value: factValue(transaction.txDateTime, formatDateTime) },
    { label: 'Recorded', value: factValue(transaction.createdAt, formatDateTime) },
    { label: 'Customer', value: maskValue('mobile', transaction.userName) },
  ];
}

/** A transaction's status changes as timeline steps. */
export function transactionTimeline(entries: CustomerTransactionStatusEntry[]): TimelineEntry[] {
  return entries.map((entry) => ({
    key: String(entry.seq),
    title: codeLabel(TRANSACTION_STATUS, entry.status),
    when: formatDateTime(entry.changedAt),
    by: entry.changedBy === 'SYSTEM' ? 'System' : entry.changedBy,
    remark: entry.remark,
  }));
}

const revealed = (kind: 'nic' | 'mobile' | 'email', value: string, name: string) => <MaskedValue kind={kind} value={value} name={name} reveal={REVEAL} />;

/** Who the customer is. */
export function customerFacts(customer: Customer): Fact[] {
  return [
    { label: 'Customer Id', value: String(customer.customerId) },
    { label: 'Name', value: fullName(customer) },
    { label: 'User Name', value: revealed('mobile', customer.userName, 'User Name') },
    { label: 'User Id', value: String(customer.userId) },
    { label: 'Wallet Id', value: customer.walletId },
    { label: 'NIC', value: revealed('nic', customer.nic, 'NIC') },
    { label: 'Mobile', value: revealed('mobile', customer.mobile, 'Mobile') },
    { label: 'Email', value: revealed('email', customer.email, 'Email') },
    { label: 'Segment', value: <LabelCell source={segmentChoices} value={customer.userSegmentId} /> },
    { label: 'Customer Status', value: <StatusBadge statusId={customer.customerStatusId} /> },
    { label: 'Merchant Status', value: customer.merchantStatusId === null || customer.merchantStatusId === undefined ? 'Not a merchant' : <StatusBadge statusId={customer.merchantStatusId} /> },
    { label: 'KYC', value: <StatusBadge statusId={customer.kycStatus} states={KYC_STATUS} /> },
    { label: 'Reason of the last change', value: customer.description ?? null },
    { label: 'Registered', value: factValue(customer.registeredAt, formatDateTime) },
    { label: 'Last Updated', value: factValue(customer.updatedAt, formatDateTime) },
  ];
}

const DOCUMENT_LABEL: Record<string, string> = { NIC_FRONT: 'NIC (front)', NIC_BACK: 'NIC (back)', SELFIE: 'Selfie', PROOF_OF_ADDRESS: 'Proof of address' };
/** A KYC document's name, e.g. "NIC (front)". */
export const documentLabel = (type: string) => codeLabel(DOCUMENT_LABEL, type);

/** The KYC record held for the customer's wallet. */
export function kycFacts(kyc: KycInfo): Fact[] {
  const address = [kyc.address.line1, kyc.address.line2, kyc.address.city, kyc.address.postalCode].filter(Boolean).join(', ');
  return [
    { label: 'Name on NIC', value: kyc.fullName },
    { label: 'NIC', value: revealed('nic', kyc.nic, 'NIC on the KYC record') },
    { label: 'Date of Birth', value: factValue(kyc.dateOfBirth, formatDate) },
    { label: 'Address', value: address },
    { label: 'Verification', value: <StatusBadge statusId={kyc.verificationStatus} states={KYC_STATUS} /> },
    { label: 'Verified', value: kyc.verifiedAt ? factValue(kyc.verifiedAt, formatDateTime) : 'Not yet' },
    { label: 'Verified By', value: nothing(kyc.verifiedBy) },
    { label: 'Documents', value: kyc.documents.map((document) => documentLabel(document.documentType)).join(', ') || 'None' },
  ];
}

const CHANNELS: Record<string, string> = { MOBILE_APP: 'Mobile App', INTERNET_BANKING: 'Internet Banking', AGENT: 'Agent' };
const STEPS: Record<string, string> = {
  MOBILE_VERIFIED: 'Mobile verified',
  PROFILE_CREATED: 'Profile created',
  NIC_CAPTURED: 'NIC captured',
  SELFIE_CAPTURED: 'Selfie captured',
  PAYMENT_INSTRUMENT_LINKED: 'Payment instrument linked',
  VIDEO_KYC: 'Video KYC',
};

/** How and when the customer registered on the app, with the onboarding steps. */
export function appRegistrationFacts(info: AppRegistrationInfo): Fact[] {
  return [
    { label: 'Registered', value: factValue(info.registeredAt, formatDateTime) },
    { label: 'Channel', value: codeLabel(CHANNELS, info.channel) },
    { label: 'Device', value: `${info.device.model}, ${info.device.os} ${info.device.osVersion}, app ${info.device.appVersion}` },
    { label: 'Referral Code', value: nothing(info.referralCode) },
    { label: 'Referred By', value: info.referredBy ? maskValue('mobile', info.referredBy) : null },
    ...info.onboardingSteps.map((step) => ({
      label: codeLabel(STEPS, step.step),
      value: step.completed ? `Done ${formatDateTime(step.completedAt)}`.trim() : 'Not done',
    })),
  ];
}

/** The CRIB registration status as the console names it (16 Active, 18 Inactive, else Unknown with code 0). */
export function cribFacts(crib: CribStatus): Fact[] {
  const status = cribStatusOf(crib.code);
  return [{ label: 'CRIB Registration', value: <StatusBadge statusId={status.code} states={CRIB_STATUS} /> }, { label: 'CRIB Code', value: String(status.code) }];
}

/** Loads a customer's transaction for a route; false when the customer has no such transaction. */
export async function requireTransaction(queryClient: QueryClient, param: string, customer: Customer): Promise<boolean> {
  const transId = transIdOf(param);
  return transId !== null && transactionIn(await queryClient.ensureQueryData(transactionQuery(transId)), transId, customer) !== null;
}

/** The customer's transaction of a transaction route (its loader has loaded it). */
export function useTransaction(transId: string, customer: Customer): CustomerTransaction {
  const transaction = transactionIn(useSuspenseQuery(transactionQuery(transId)).data, transId, customer);
  if (!transaction) throw notFound();
  return transaction;
}

export type { Customer, CustomerStatusInput };
