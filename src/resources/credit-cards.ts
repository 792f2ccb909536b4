/**
 * Credit-card work queues (`/admin/credit-cards/applications`, `/block-request`, `/installments`):
 * each record is edited by changing its status, among the credit-card statuses of
 * `GET /configs?categoryId=11` that its kind of record may have.
 */
import { createElement } from 'react';
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
import { StatusHistory } from '../components/crud/status-history';
import type { ColumnDef, DecisionReason, FilterDef, FormValues, ListSearch, Option, ResourceDefinition, StatusAction } from '../components/crud/types';
import { categoryStatuses, CREDIT_CARD_CATEGORY } from './config-categories';
import { paging } from './shared';
import { codeLabel } from '../lib/known-codes';

type CardStatus = CreditCardApplicationStatus | CardBlockRequestStatus | CardInstallmentStatus;

/** Every credit-card status, labelled as category 11 labels it, with its badge colour. */
export const CARD_STATUS: Record<CardStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  IN_REVIEW: { label: 'In review', color: STATE_COLOR.waiting },
  APPROVED: { label: 'Approved', color: STATE_COLOR.positive },
  REJECTED: { label: 'Rejected', color: STATE_COLOR.negative },
  CANCELLED: { label: 'Cancelled', color: STATE_COLOR.neutral },
};

/** From each status, the statuses a record may move to (none from a final one). */
export type Transitions<S extends string> = Record<S, readonly S[]>;

/*
 * The moves a person may make on each kind of card record. The contract leaves them open
 * (specification section 5: "allowed status values are not shown"; each PUT accepts any status
 * of its record's enum): chosen here are the moves of a review, where a decision is final.
 * - An application: Pending -> In review, Approved or Rejected; In review -> Approved or
 *   Rejected; Approved and Rejected are final (a refused customer applies again).
 * - A block request: Pending -> Approved (the card is blocked) or Rejected; both final.
 * - An installment plan: Pending -> Approved, Rejected or Cancelled; Approved -> Cancelled
 *   (the customer ends the plan); Rejected and Cancelled are final.
 */
export const APPLICATION_TRANSITIONS: Transitions<CreditCardApplicationStatus> = {
  PENDING: ['IN_REVIEW', 'APPROVED', 'REJECTED'],
  IN_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};
export const BLOCK_TRANSITIONS: Transitions<CardBlockRequestStatus> = { PENDING: ['APPROVED', 'REJECTED'], APPROVED: [], REJECTED: [] };
export const INSTALLMENT_TRANSITIONS: Transitions<CardInstallmentStatus> = {
  PENDING: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['CANCELLED'],
  REJECTED: [],
  CANCELLED: [],
};

/** The statuses a record in `status` may move to under `table` (none for a status the table does not know). */
export function nextStatuses<S extends string>(table: Transitions<S>, status: string): readonly S[] {
  return (Object.keys(table) as S[]).includes(status as S) ? table[status as S] : [];
}

const APPLICATION_STATUSES = Object.keys(APPLICATION_TRANSITIONS) as CreditCardApplicationStatus[];
const BLOCK_STATUSES = Object.keys(BLOCK_TRANSITIONS) as CardBlockRequestStatus[];
const INSTALLMENT_STATUSES = Object.keys(INSTALLMENT_TRANSITIONS) as CardInstallmentStatus[];

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
 * Changing a record's status: to the statuses `transitions` allows from the one it has, as
 * category 11 names them; a record in a final status offers no change. The body carries the
 * record's timestamps as read (the server's concurrency check). A decision that refuses the
 * customer names its `consequence`, to be ticked, and asks a `reason` where the body carries one.
 */
function changeStatus<Row extends CardRecord, S extends CardStatus>(
  kind: string,
  transitions: Transitions<S>,
  send: (row: Row, status: S, reason: string) => Promise<unknown>,
  notice: string,
  consequence: (row: Row, status: S) => string | null,
  reason?: DecisionReason,
): StatusAction<Row> {
  const next = (row: Row) => nextStatuses(transitions, row.status);
  const known = (row: Row, value: string): S | undefined => next(row).find((status) => status === value);
  return {
    label: 'Change Status',
    permission: 'CUSTOMER',
    when: (row) => next(row).length > 0,
    statuses: cardStatusChoices,
    allowed: (row, status) => known(row, status.value) !== undefined,
    current: (row) => codeLabel(CARD_STATUS, row.status),
    confirm: (row, status) => `Change the status of ${kind} ${row.id} (${row.customerName}) from ${codeLabel(CARD_STATUS, row.status)} to ${status.label}?`,
    consequence: (row, status) => {
      const to = known(row, status.value);
      return to ? consequence(row, to) : null;
    },
    confirmLabel: 'Save Status',
    ...(reason ? { reason } : {}),
    run: (row, status, why) => {
      const to = known(row, status);
      return to ? send(row, to, why) : Promise.reject(new Error(`${status} is not a status this record may move to`));
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
      APPLICATION_TRANSITIONS,
      (row, status, why) => updateCreditCardApplication(row.id, { ...body(row, status), ...(status === 'REJECTED' ? { reason: why } : {}) }),
      'Application Request Edited Successfully',
      (row, status) => (status === 'REJECTED' ? `${row.customerName} is refused the ${row.cardProduct} card: the decision is final.` : null),
      // The customer is told why; the application's history keeps it.
      { label: 'Reason for the refusal', maxLength: 255, statuses: ['REJECTED'] },
    ),
  ],
  view: {
    extra: (application) =>
      createElement(StatusHistory, {
        changes: (application.history ?? []).map((change) => ({ at: change.changedAt, status: codeLabel(CARD_STATUS, change.status), by: change.changedBy, reason: change.reason })),
      }),
  },
};

const BLOCK_REASON: Record<CardBlockRequest['blockReason'], string> = { LOST: 'Lost', STOLEN: 'Stolen', DAMAGED: 'Damaged', SUSPECTED_FRAUD: 'Suspected fraud', OTHER: 'Other' };

/** What rejecting a block request leaves the customer with: a card that still pays, however it was reported. */
function blockRefusal(request: CardBlockRequest): string {
  const card = `The card ending ${request.maskedCardNumber.slice(-4)} stays usable`;
  switch (request.blockReason) {
    case 'LOST':
    case 'STOLEN':
      return `${card} although ${request.customerName} reported it ${BLOCK_REASON[request.blockReason].toLowerCase()}.`;
    case 'SUSPECTED_FRAUD':
      return `${card} although ${request.customerName} suspects fraud on it.`;
    default:
      return `${card}: ${request.customerName}'s request to block it is refused.`;
  }
}

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
    { key: 'blockReason', header: 'Reason', render: (request) => codeLabel(BLOCK_REASON, request.blockReason) },
    { key: 'status', header: 'Status', format: 'status', statuses: CARD_STATUS },
    ...times<CardBlockRequest>(),
  ],
  searchable: false,
  filters: [statusFilter(BLOCK_STATUSES)],
  statusActions: [
    changeStatus<CardBlockRequest, CardBlockRequestStatus>(
      'block request',
      BLOCK_TRANSITIONS,
      (row, status) => updateCardBlockRequest(row.id, body(row, status)),
      'Block Request Edited Successfully',
      (row, status) => (status === 'REJECTED' ? blockRefusal(row) : null),
    ),
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
    changeStatus<CardInstallment, CardInstallmentStatus>(
      'installment plan',
      INSTALLMENT_TRANSITIONS,
      (row, status) => updateCardInstallment(row.id, body(row, status)),
      'Installments Edited Successfully',
      (row, status) => (status === 'REJECTED' ? `${row.customerName} is refused installments on this purchase: the decision is final.` : null),
    ),
  ],
};
