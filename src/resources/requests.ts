/**
 * Customers' requests worked through one by one: recurring (scheduled) payments
 * (`/admin/recurring-payment/recurringPayment`), reprocessed after a failure, and bank service
 * requests (`/admin/service-req/service-request`), set to COMPLETE.
 */
import {
  completeBankServiceRequest,
  getListBankServiceRequestsQueryKey,
  getListBankServiceRequestsQueryOptions,
  getListRecurringPaymentsQueryKey,
  getListRecurringPaymentsQueryOptions,
  reprocessRecurringPayment,
} from '../../generated/hooks/reports/reports';
import { getListBranchOptionsQueryOptions } from '../../generated/hooks/configs/configs';
import type {
  BankServiceRequest,
  BankServiceRequestStatus,
  ListBankServiceRequestsResponse,
  ListRecurringPaymentsResponse,
  RecurringPayment,
  RecurringPaymentStatusId,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { optionsFrom, recordRef } from '../components/crud/sources';
import { STATE_COLOR } from '../components/crud/status';
import type { FormValues, ResourceDefinition } from '../components/crud/types';
import { categoryStatuses, RECURRING_PAYMENT_CATEGORY } from './config-categories';
import { BRANCH_PAGE, branchLink } from './record-refs';
import { paging } from './shared';
import { FAILED_PAYMENT } from './status-ids';
import { codeLabel, lowerLabel } from '../lib/known-codes';

/** Recurring payment statuses (configuration category 12) with their badge colours. */
const RECURRING_STATUS: Record<RecurringPaymentStatusId, { label: string; color: string }> = {
  1: { label: 'Active', color: STATE_COLOR.positive },
  2: { label: 'Stopped', color: STATE_COLOR.neutral },
  3: { label: 'Pending first run', color: STATE_COLOR.waiting },
  4: { label: 'Failed', color: STATE_COLOR.negative },
  5: { label: 'Completed', color: STATE_COLOR.neutral },
};
/** After a failure a payment is run again (active) or stopped (inactive). */
const REPROCESS_TO: readonly RecurringPaymentStatusId[] = [1, 2];

const recurringStatusChoices = categoryStatuses(RECURRING_PAYMENT_CATEGORY, (status) => String(status.id));
const recurringStatusParam = (value: string | undefined): { statusId?: RecurringPaymentStatusId } => {
  const id = Number(value);
  return value !== undefined && id in RECURRING_STATUS ? { statusId: id as RecurringPaymentStatusId } : {};
};

const FREQUENCY: Record<RecurringPayment['frequency'], string> = { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly' };
const PAYEE_TYPE: Record<RecurringPayment['payee']['type'], string> = { BILL: 'Bill', WALLET: 'Wallet', BANK_ACCOUNT: 'Bank account' };

export const recurringPaymentsResource: ResourceDefinition<RecurringPayment, FormValues, ListRecurringPaymentsResponse> = {
  id: 'recurring-payments',
  title: 'Recurring Payments',
  singular: 'Recurring Payment',
  rowKey: (payment) => String(payment.id),
  describe: (payment) => `${payment.id} (${payment.customerName} to ${payment.payee.name})`,
  list: {
    query: (search) => getListRecurringPaymentsQueryOptions({ ...paging(search), categoryId: RECURRING_PAYMENT_CATEGORY, ...recurringStatusParam(search.filters?.statusId) }),
    select: pageOf,
    invalidates: getListRecurringPaymentsQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Payment', width: 'narrow' },
    { key: 'customerName', header: 'Customer', title: true },
    { key: 'userName', header: 'Mobile', format: 'mobile', reveal: 'CUSTOMER' },
    { key: 'payee', header: 'Payee', width: 'wide', render: (payment) => `${codeLabel(PAYEE_TYPE, payment.payee.type)}: ${payment.payee.name} (${payment.payee.reference})` },
    { key: 'amount', header: 'Amount', format: 'amount' },
    { key: 'frequency', header: 'Frequency', render: (payment) => codeLabel(FREQUENCY, payment.frequency) },
    { key: 'nextRunDate', header: 'Next Run', format: 'date' },
    { key: 'lastRunAt', header: 'Last Run', format: 'datetime' },
    { key: 'statusId', header: 'Status', format: 'status', statuses: RECURRING_STATUS },
    { key: 'lastFailureReason', header: 'Failure', hidden: true },
    { key: 'failureCount', header: 'Failed Runs', format: 'count', hidden: true },
    { key: 'startDate', header: 'Start', format: 'date', hidden: true },
    { key: 'endDate', header: 'End', format: 'date', hidden: true, empty: 'No end' },
    { key: 'tenantId', header: 'Tenant', hidden: true },
  ],
  searchable: false,
  filters: [{ name: 'statusId', label: 'Status', optionsFrom: recurringStatusChoices }],
  statusActions: [
    {
      label: 'Reprocess',
      pageAction: 'reprocess',
      permission: 'CUSTOMER',
      when: (payment) => payment.statusId === FAILED_PAYMENT,
      statuses: recurringStatusChoices,
      allowed: (_payment, status) => REPROCESS_TO.includes(Number(status.value) as RecurringPaymentStatusId),
      confirm: (payment, status) =>
        `Set recurring payment ${payment.id} of ${payment.customerName} (${payment.payee.name}) to ${status.label}?${Number(status.value) === 1 ? ' It runs again now.' : ''}`,
      run: (payment, status) => {
        const statusId = REPROCESS_TO.find((id) => id === Number(status));
        return statusId ? reprocessRecurringPayment(payment.id, { tenantId: payment.tenantId, statusId }) : Promise.reject(new Error(`${status} is not a reprocessing status`));
      },
      notice: 'Recurring edited Successfully',
    },
  ],
};

const SERVICE_STATUS: Record<BankServiceRequestStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  IN_PROGRESS: { label: 'In progress', color: STATE_COLOR.waiting },
  COMPLETE: { label: 'Complete', color: STATE_COLOR.positive },
};
const SERVICE_TYPE: Record<BankServiceRequest['requestType'], string> = {
  CHEQUE_BOOK: 'Cheque book',
  STATEMENT: 'Statement',
  CARD_REISSUE: 'Card reissue',
  ACCOUNT_CLOSURE: 'Account closure',
};
const serviceStatusParam = (value: string | undefined): { status?: BankServiceRequestStatus } => {
  const status = (Object.keys(SERVICE_STATUS) as BankServiceRequestStatus[]).find((known) => known === value);
  return status ? { status } : {};
};
/** Every bank's branches (a shared choice list), keyed by bank and branch code: a branch code is one per bank. */
const branchNames = optionsFrom(getListBranchOptionsQueryOptions(), (raw) => raw.data.map((branch) => ({ value: `${branch.bankCode}/${branch.branchCode}`, label: branch.description })));
const requestBranch = recordRef<BankServiceRequest>(branchNames, BRANCH_PAGE, (branchCode, request) => branchLink(request.bankCode, branchCode), (request) => `${request.bankCode}/${request.branchCode}`);

/** The list is sorted by id (specification section 7), newest first unless the user sorts it the other way. */
const ID_SORT = /^id,(asc|desc)$/;

export const bankServiceRequestsResource: ResourceDefinition<BankServiceRequest, FormValues, ListBankServiceRequestsResponse> = {
  id: 'bank-service-requests',
  title: 'Bank Service Requests',
  singular: 'Service Request',
  rowKey: (request) => String(request.id),
  describe: (request) => `${request.id} (${request.customerName})`,
  list: {
    query: (search) =>
      getListBankServiceRequestsQueryOptions({
        ...paging(search),
        sort: search.sort && ID_SORT.test(search.sort) ? search.sort : 'id,desc',
        ...serviceStatusParam(search.filters?.status),
      }),
    select: pageOf,
    invalidates: getListBankServiceRequestsQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Request', width: 'narrow', sortable: true },
    { key: 'requestedAt', header: 'Requested', format: 'datetime' },
    { key: 'customerName', header: 'Customer' },
    { key: 'userName', header: 'Mobile', format: 'mobile', reveal: 'REPORT' },
    { key: 'walletId', header: 'Wallet', hidden: true },
    { key: 'requestType', header: 'Type', priority: 1, render: (request) => codeLabel(SERVICE_TYPE, request.requestType) },
    { key: 'bankCode', header: 'Bank', width: 'narrow' },
    { key: 'branchCode', header: 'Branch', refers: requestBranch },
    { key: 'details', header: 'Details', width: 'wide' },
    { key: 'status', header: 'Status', format: 'status', statuses: SERVICE_STATUS },
    { key: 'completedAt', header: 'Completed', format: 'datetime', hidden: true },
  ],
  searchable: false,
  filters: [{ name: 'status', label: 'Status', options: Object.entries(SERVICE_STATUS).map(([value, { label }]) => ({ value, label })) }],
  statusActions: [
    {
      label: 'Complete',
      pageAction: 'complete',
      permission: 'REPORT',
      when: (request) => request.status !== 'COMPLETE',
      bulk: true,
      refusal: (request) => (request.status === 'COMPLETE' ? 'It is complete already.' : null),
      statuses: [{ value: 'COMPLETE', label: 'Complete' }],
      confirm: (request) => `Mark the ${lowerLabel(SERVICE_TYPE, request.requestType)} request ${request.id} of ${request.customerName} as complete?`,
      run: (request) => completeBankServiceRequest(request.id),
      notice: 'Service Request Updated Successfully',
    },
  ],
};
