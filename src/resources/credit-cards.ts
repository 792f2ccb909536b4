/**
 * Credit-card work queues (`/admin/credit-cards/applications`, `/block-request`, `/installments`):
 * each record is edited by changing its status, among the credit-card statuses of
 * `GET /configs?categoryId=11` that its kind of record may have.
 */
import {
  getListCardBlockRequestsQueryKey,
  getListCardBlockRequestsQueryOptions,
  getListCardInstallmentsQueryKey,
  getListCardInstallmentsQueryOptions,
  getListCreditCardApplicationsQueryKey,
  getListCreditCardApplicationsQueryOptions,
  updateCardBlockRequest,
  updateCardInstallment,
  updateCreditCardApplication,
} from '../../generated/hooks/credit-cards/credit-cards';
import type {
  CardBlockRequest,
  CardBlockRequestStatus,
  CardInstallment,
  CardInstallmentStatus,
  CreditCardApplication,
  CreditCardApplicationStatus,
  ListCardBlockRequestsResponse,
  ListCardInstallmentsResponse,
  ListCreditCardApplicationsResponse,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { STATE_COLOR } from '../components/crud/status';
import type { ColumnDef, FilterDef, FormValues, ListSearch, Option, ResourceDefinition, StatusAction } from '../components/crud/types';
import { categoryStatuses, CREDIT_CARD_CATEGORY } from './config-categories';
import { paging } from './shared';

type CardStatus = CreditCardApplicationStatus | CardBlockRequestStatus | CardInstallmentStatus;

/** Every credit-card status, labelled as category 11 labels it, with its badge colour. */
export const CARD_STATUS: Record<CardStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  IN_REVIEW: { label: 'In review', color: STATE_COLOR.waiting },
  APPROVED: { label: 'Approved', color: STATE_COLOR.positive },
  REJECTED: { label: 'Rejected', color: STATE_COLOR.negative },
  CANCELLED: { label: 'Cancelled', color: STATE_COLOR.neutral },
};

const APPLICATION_STATUSES = ['PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED'] as const satisfies readonly CreditCardApplicationStatus[];
const BLOCK_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly CardBlockRequestStatus[];
const INSTALLMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const satisfies readonly CardInstallmentStatus[];

/** The credit-card statuses of configuration category 11, by code. */
const cardStatusChoices = categoryStatuses(CREDIT_CARD_CATEGORY, (status) => status.code);

type CardRecord = { id: number; status: CardStatus; customerName: string; createdDateTime: string; lastUpdatedDateTime: string };

/** A status filter value from the URL, when it is one of `statuses`. */
function statusParam<S extends string>(statuses: readonly S[], filters: ListSearch['filters']): { status?: S } {
  const value = statuses.find((status) => status === filters?.status);
  return value ? { status: value } : {};
}

const statusFilter = (statuses: readonly CardStatus[]): FilterDef => ({
  name: 'status',
  label: 'Status',
  options: statuses.map((status): Option => ({ value: status, label: CARD_STATUS[status].label })),
});

/**
 * Changing a record's status: to another status its kind may have (`statuses`), as category
 * 11 names them; the body carries the record's timestamps as read (the server's concurrency check).
 */
function changeStatus<Row extends CardRecord, S extends CardStatus>(
  kind: string,
  statuses: readonly S[],
  send: (row: Row, status: S) => Promise<unknown>,
  notice: string,
): StatusAction<Row> {
  const known = (value: string): S | undefined => statuses.find((status) => status === value);
  return {
    label: 'Change Status',
    permission: 'CUSTOMER',
    statuses: cardStatusChoices,
    allowed: (row, status) => known(status.value) !== undefined && status.value !== row.status,
    confirm: (row, status) => `Change the status of ${kind} ${row.id} (${row.customerName}) from ${CARD_STATUS[row.status].label} to ${status.label}?`,
    confirmLabel: 'Save Status',
    run: (row, status) => {
      const next = known(status);
      return next ? send(row, next) : Promise.reject(new Error(`${status} is not a status of this record`));
    },
    notice,
  };
}

const body = <S extends CardStatus>(row: CardRecord, status: S) => ({ status, createdDateTime: row.createdDateTime, lastUpdatedDateTime: row.lastUpdatedDateTime });

const times = <Row extends CardRecord>(): ColumnDef<Row>[] => [
  // When a request came in orders a queue's work: kept in view.
  { key: 'createdDateTime', header: 'Requested', format: 'datetime', priority: 1 },
  { key: 'lastUpdatedDateTime', header: 'Last Updated', format: 'datetime', priority: 3 },
];

export const creditCardApplicationsResource: ResourceDefinition<CreditCardApplication, FormValues, ListCreditCardApplicationsResponse> = {
  id: 'credit-card-applications',
  title: 'Credit Card Applications',
  singular: 'Application',
  rowKey: (application) => String(application.id),
  describe: (application) => `${application.id} (${application.customerName})`,
  list: {
    query: (search) => getListCreditCardApplicationsQueryOptions({ ...paging(search), ...statusParam(APPLICATION_STATUSES, search.filters) }),
    select: pageOf,
    invalidates: getListCreditCardApplicationsQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Application', width: 'narrow' },
    { key: 'customerName', header: 'Customer', title: true },
    { key: 'userName', header: 'Mobile', format: 'mobile', reveal: 'CUSTOMER' },
    // The card applied for is read before the masked NIC, which folds first.
    { key: 'nic', header: 'NIC', format: 'nic', reveal: 'CUSTOMER', priority: 3 },
    { key: 'cardProduct', header: 'Card Product', priority: 1 },
    { key: 'requestedLimit', header: 'Requested Limit', format: 'amount' },
    { key: 'status', header: 'Status', format: 'status', statuses: CARD_STATUS },
    ...times<CreditCardApplication>(),
  ],
  searchable: false,
  filters: [statusFilter(APPLICATION_STATUSES)],
  statusActions: [
    changeStatus<CreditCardApplication, CreditCardApplicationStatus>(
      'application',
      APPLICATION_STATUSES,
      (row, status) => updateCreditCardApplication(row.id, body(row, status)),
      'Application Request Edited Successfully',
    ),
  ],
};

const BLOCK_REASON: Record<CardBlockRequest['blockReason'], string> = { LOST: 'Lost', STOLEN: 'Stolen', DAMAGED: 'Damaged', SUSPECTED_FRAUD: 'Suspected fraud', OTHER: 'Other' };

export const cardBlockRequestsResource: ResourceDefinition<CardBlockRequest, FormValues, ListCardBlockRequestsResponse> = {
  id: 'card-block-requests',
  title: 'Card Block Requests',
  singular: 'Block Request',
  rowKey: (request) => String(request.id),
  describe: (request) => `${request.id} (${request.customerName})`,
  list: {
    query: (search) => getListCardBlockRequestsQueryOptions({ ...paging(search), ...statusParam(BLOCK_STATUSES, search.filters) }),
    select: pageOf,
    invalidates: getListCardBlockRequestsQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Request', width: 'narrow' },
    { key: 'customerName', header: 'Customer', title: true },
    { key: 'userName', header: 'Mobile', format: 'mobile', reveal: 'CUSTOMER' },
    { key: 'maskedCardNumber', header: 'Card Number', format: 'card' },
    { key: 'blockReason', header: 'Reason', render: (request) => BLOCK_REASON[request.blockReason] },
    { key: 'status', header: 'Status', format: 'status', statuses: CARD_STATUS },
    ...times<CardBlockRequest>(),
  ],
  searchable: false,
  filters: [statusFilter(BLOCK_STATUSES)],
  statusActions: [
    changeStatus<CardBlockRequest, CardBlockRequestStatus>('block request', BLOCK_STATUSES, (row, status) => updateCardBlockRequest(row.id, body(row, status)), 'Block Request Edited Successfully'),
  ],
};

export const cardInstallmentsResource: ResourceDefinition<CardInstallment, FormValues, ListCardInstallmentsResponse> = {
  id: 'card-installments',
  title: 'Installments',
  singular: 'Installment Plan',
  rowKey: (plan) => String(plan.id),
  describe: (plan) => `${plan.id} (${plan.customerName})`,
  list: {
    query: (search) => getListCardInstallmentsQueryOptions({ ...paging(search), ...statusParam(INSTALLMENT_STATUSES, search.filters) }),
    select: pageOf,
    invalidates: getListCardInstallmentsQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Plan', width: 'narrow' },
    { key: 'customerName', header: 'Customer', title: true },
    { key: 'userName', header: 'Mobile', format: 'mobile', reveal: 'CUSTOMER', hidden: true },
    { key: 'maskedCardNumber', header: 'Card Number', format: 'card' },
    { key: 'merchantName', header: 'Merchant' },
    { key: 'mid', header: 'Merchant Id', hidden: true },
    { key: 'amount', header: 'Amount', format: 'amount' },
    { key: 'tenureMonths', header: 'Months', width: 'narrow' },
    { key: 'monthlyAmount', header: 'Monthly', format: 'amount' },
    { key: 'interestRate', header: 'Interest %', width: 'narrow' },
    { key: 'status', header: 'Status', format: 'status', statuses: CARD_STATUS },
    ...times<CardInstallment>(),
  ],
  searchable: false,
  filters: [statusFilter(INSTALLMENT_STATUSES)],
  statusActions: [
    changeStatus<CardInstallment, CardInstallmentStatus>('installment plan', INSTALLMENT_STATUSES, (row, status) => updateCardInstallment(row.id, body(row, status)), 'Installments Edited Successfully'),
  ],
};
