/**
 * The dispute report (`/admin/dispute-mgt/dispute-report`): customers' disputes of a
 * transaction, the transaction read in full when one is opened, and the one decision that
 * approves or rejects a dispute with a reason, after which the list shows the decided status.
 */
import { decideDispute, getGetDisputeQueryOptions, getListDisputesQueryKey, getListDisputesQueryOptions } from '../../generated/hooks/disputes/disputes';
import type { CustomerTransaction, Dispute, DisputeStatusId, ListDisputesResponse } from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { recordDetails } from '../components/crud/sources';
import { STATE_COLOR } from '../components/crud/status';
import type { ColumnDef, FormValues, ResourceDefinition } from '../components/crud/types';
import { paging } from './shared';
import { OPEN_DISPUTE } from './status-ids';
import { lowerLabel } from '../lib/known-codes';

/** Dispute states (the contract's `DisputeStatusId`). */
export const DISPUTE_STATUS: Record<DisputeStatusId, { label: string; color: string }> = {
  31: { label: 'Open', color: STATE_COLOR.waiting },
  32: { label: 'Approved', color: STATE_COLOR.positive },
  33: { label: 'Rejected', color: STATE_COLOR.negative },
};
const APPROVE = 32 satisfies DisputeStatusId;
const REJECT = 33 satisfies DisputeStatusId;

const statusParam = (value: string | undefined): { disputeStatusId?: DisputeStatusId } => {
  const id = Number(value);
  return value !== undefined && id in DISPUTE_STATUS ? { disputeStatusId: id as DisputeStatusId } : {};
};

const TRANSACTION_STATUS: Record<CustomerTransaction['status'], { label: string; color: string }> = {
  SUCCESS: { label: 'Success', color: STATE_COLOR.positive },
  FAILED: { label: 'Failed', color: STATE_COLOR.negative },
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  INITIATED: { label: 'Initiated', color: STATE_COLOR.waiting },
  REVERSED: { label: 'Reversed', color: STATE_COLOR.neutral },
};

/** The labelled fields of a transaction (specification section 3, transaction display); timestamps formatted. */
const transactionColumns: ColumnDef<CustomerTransaction>[] = [
  { key: 'transId', header: 'Transaction Id' },
  { key: 'txTypeCode', header: 'Transaction Type' },
  { key: 'status', header: 'Status', format: 'status', statuses: TRANSACTION_STATUS },
  { key: 'amount', header: 'Amount', format: 'amount' },
  { key: 'currencyCode', header: 'Currency' },
  { key: 'txDateTime', header: 'Transaction Date', format: 'datetime' },
  { key: 'createdAt', header: 'Created', format: 'datetime' },
  { key: 'userId', header: 'User Id' },
  { key: 'userName', header: 'Mobile', format: 'mobile', reveal: 'DISPUTE' },
  { key: 'traceNumber', header: 'Trace Number' },
  { key: 'refNo', header: 'Reference Number' },
  { key: 'mid', header: 'Merchant Id' },
  { key: 'terminalId', header: 'Terminal Id' },
  { key: 'fromBankCode', header: 'From Bank' },
  { key: 'fromBranchCode', header: 'From Branch' },
  { key: 'toBankCode', header: 'To Bank' },
  { key: 'toBranchCode', header: 'To Branch' },
  { key: 'billerCode', header: 'Biller' },
  { key: 'billRefNo', header: 'Bill Reference' },
  { key: 'leaseRefNo', header: 'Lease Reference' },
  { key: 'chequeNo', header: 'Cheque Number' },
  { key: 'conciergeRef', header: 'Concierge Reference' },
  { key: 'narration', header: 'Narration' },
];

export const disputesResource: ResourceDefinition<Dispute, FormValues, ListDisputesResponse> = {
  id: 'disputes',
  title: 'Dispute Report',
  singular: 'Dispute',
  rowKey: (dispute) => dispute.transactionId,
  describe: (dispute) => `${dispute.transactionId} (${dispute.customerName})`,
  list: {
    query: (search) => getListDisputesQueryOptions({ ...paging(search), ...statusParam(search.filters?.disputeStatusId) }),
    select: pageOf,
    invalidates: getListDisputesQueryKey(),
  },
  columns: [
    { key: 'transactionId', header: 'Transaction' },
    { key: 'raisedAt', header: 'Raised', format: 'datetime' },
    { key: 'customerName', header: 'Customer', title: true },
    { key: 'userName', header: 'Mobile', format: 'mobile', reveal: 'DISPUTE' },
    { key: 'amount', header: 'Amount', format: 'amount' },
    { key: 'reason', header: 'Reason', width: 'wide' },
    { key: 'disputeStatusId', header: 'Status', format: 'status', statuses: DISPUTE_STATUS },
    { key: 'remark', header: 'Decision Reason', hidden: true },
    { key: 'resolvedAt', header: 'Decided', format: 'datetime', hidden: true },
  ],
  searchable: false,
  filters: [{ name: 'disputeStatusId', label: 'Status', options: Object.entries(DISPUTE_STATUS).map(([value, { label }]) => ({ value, label })) }],
  statusActions: [
    {
      label: 'Approve/Reject',
      pageAction: ['approve', 'reject'],
      permission: 'DISPUTE',
      when: (dispute) => dispute.disputeStatusId === OPEN_DISPUTE,
      bulk: true,
      refusal: (dispute) => (dispute.disputeStatusId === OPEN_DISPUTE ? null : `It is ${lowerLabel(DISPUTE_STATUS, dispute.disputeStatusId)} already.`),
      statuses: [
        { value: String(APPROVE), label: 'Approve (refund the customer)' },
        { value: String(REJECT), label: 'Reject' },
      ],
      reason: { label: 'Reason', maxLength: 500 },
      confirm: (dispute, decision) =>
        `${Number(decision.value) === APPROVE ? 'Approve' : 'Reject'} the dispute of ${dispute.customerName} on transaction ${dispute.transactionId}? The customer is told the reason.`,
      confirmLabel: 'Confirm',
      run: (dispute, decision, remark) => decideDispute(dispute.transactionId, { disputeStatusId: Number(decision) === APPROVE ? APPROVE : REJECT, remark }),
      notice: 'Approve/Reject Successfully',
      reloadTo: (search, decision) => ({ ...search, page: 1, filters: { ...search.filters, disputeStatusId: decision } }),
    },
  ],
  view: {
    omit: ['transaction'],
    details: recordDetails('Disputed transaction', (dispute: Dispute) => getGetDisputeQueryOptions(dispute.transactionId), (raw) => raw.data.transaction, transactionColumns),
  },
};
