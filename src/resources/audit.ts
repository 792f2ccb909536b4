/** The system audit trail (`/admin/system-audit/trail`) and dual-control authorization requests (`/admin/authorization-mgt/request`). */
import { createElement } from 'react';
import {
  decideAuthorizationRequest,
  getGetAuditConfigQueryOptions,
  getListAuditEntriesQueryKey,
  getListAuditEntriesQueryOptions,
  getListAuthorizationRequestsQueryKey,
  getListAuthorizationRequestsQueryOptions,
} from '../../generated/hooks/audit/audit';
import type { AuditAction, AuditConfig, AuditEntry, AuthorizationRequest, AuthorizationStatusId, ListAuditEntriesResponse, ListAuthorizationRequestsResponse } from '../../generated/hey-api/types.gen';
import { getGetConfigsQueryOptions } from '../../generated/hooks/configs/configs';
import { pageOf } from '../api/envelope';
import { changeSummary, ChangeView, type ChangeFormats, type ChangeRecord } from '../components/authorization/change-view';
import { OWN_REQUEST, RequestChange } from '../components/authorization/request-change';
import { optionsFrom } from '../components/crud/sources';
import { STATE_COLOR, STATUS_VIEW } from '../components/crud/status';
import { formatAmount, formatCount } from '../lib/format';
import { maskValue } from '../lib/mask';
import { PENDING_REQUEST } from './status-ids';
import { paging } from './shared';
import type { FormValues, ListSearch, Option, OptionSource, ResourceDefinition } from '../components/crud/types';
import { codeLabel } from '../lib/known-codes';

/** Filter and label choices of the audit screens (`GET /audit/config`). */
// Read only by holders of AUDIT: elsewhere (Authorization Requests) a record kind shows as its code.
const auditChoices = (pick: (config: AuditConfig) => Option[]): OptionSource => optionsFrom(getGetAuditConfigQueryOptions(), (raw) => pick(raw.data), 'AUDIT');
const userChoices = auditChoices((config) => config.users);
const actionChoices = auditChoices((config) => config.actions);
const resourceChoices = auditChoices((config) => config.resources);

const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGOUT', 'APPROVE', 'REJECT', 'DOWNLOAD', 'REVEAL', 'EXPORT'] as const satisfies readonly AuditAction[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RESOURCE = /^[a-z][a-z0-9-]*$/;

/** The audit list's query parameters from the screen's view: only filter values the API accepts are sent. */
export function auditParams(search: ListSearch) {
  const { userName, action, resource, fromDate, toDate } = search.filters ?? {};
  return {
    ...paging(search),
    ...(userName ? { userName } : {}),
    ...(AUDIT_ACTIONS.find((known) => known === action) ? { action: action as AuditAction } : {}),
    ...(resource && RESOURCE.test(resource) ? { resource } : {}),
    ...(fromDate && DAY.test(fromDate) ? { fromDate } : {}),
    ...(toDate && DAY.test(toDate) ? { toDate } : {}),
  };
}

/**
 * Readable names of the properties a change records (the forms' labels), for the audit trail and
 * the authorization queue; any other property is named from its key.
 */
export const CHANGE_LABELS: Readonly<Record<string, string>> = {
  perTxLimit: 'Per transaction limit', dailyLimit: 'Daily limit', dailyCount: 'Daily count', monthlyLimit: 'Monthly limit',
  dailyTxLimit: 'Daily transaction limit', monthlyTxLimit: 'Monthly transaction limit', maxTxAmount: 'Maximum transaction amount',
  minAmount: 'Minimum amount', maxAmount: 'Maximum amount', fromAmount: 'From amount', toAmount: 'To amount', flatAmount: 'Flat amount',
  statusId: 'Status', segmentCode: 'Segment', txTypeCode: 'Transaction type', chargeCode: 'Charge code', feeType: 'Fee type',
  mid: 'Merchant id (MID)', headMerchantId: 'Head merchant id', bankCode: 'Bank code', bankName: 'Bank name', shortCode: 'Short code',
  fundTranMode: 'Fund transfer mode', accountNumber: 'Account number', nic: 'NIC', userName: 'User name',
};

/** The contract's `Amount` properties: shown with separators and two decimals ("75,000.00"). */
const AMOUNT_KEYS = [
  'amount', 'balance', 'balanceAfter', 'commissionAmount', 'dailyLimit', 'dailyTxLimit', 'fee', 'feeAmount', 'flatAmount', 'fromAmount', 'maxAmount',
  'maxTxAmount', 'minAmount', 'monthlyAmount', 'monthlyLimit', 'monthlyTxLimit', 'perTxLimit', 'requestedLimit', 'sourceAmount', 'toAmount', 'totalAmount',
  'totalBalance', 'txVolume',
] as const;

/** The names of codes a change may hold, by property (e.g. `txTypeCode`: P2P -> Wallet transfer). */
export type ChangeCodes = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A fee's type, as the fee form names it. */
const FEE_TYPE_NAMES: Readonly<Record<string, string>> = { FLAT: 'Flat amount', PERCENTAGE: 'Percentage' };

/** The configuration's code names a change is shown with: transaction types by their description. */
export const changeCodesQuery = () =>
  getGetConfigsQueryOptions<ChangeCodes>(
    { type: ['txTypes'] },
    { query: { select: (raw) => ({ txTypeCode: Object.fromEntries((raw.data.txTypes ?? []).map((type) => [type.code, type.description])) }) } },
  );

const amount = (value: unknown) => formatAmount(typeof value === 'number' || typeof value === 'string' ? value : null) || String(value);
const statusName = (states: Readonly<Record<number, { label: string }>>) => (value: unknown) => codeLabel(states, value);
const masked = (kind: 'account' | 'card' | 'nic' | 'mobile' | 'email') => (value: unknown) => maskValue(kind, value);

/**
 * How a change's values are shown, by the kind of record changed (`module` of a request,
 * `resource` of an audit entry): amounts with separators, statuses by name (a request's own
 * states on an authorization request), counts with separators, personal data masked as in lists.
 */
export function changeFormats(record: string, codes: ChangeCodes = {}): ChangeFormats {
  return {
    feeType: (value) => codeLabel(FEE_TYPE_NAMES, value),
    ...Object.fromEntries(Object.entries(codes).map(([key, names]) => [key, (value: unknown) => names[String(value)] ?? String(value)])),
    ...Object.fromEntries(AMOUNT_KEYS.map((key) => [key, amount])),
    dailyCount: (value) => (typeof value === 'number' ? formatCount(value) : String(value)),
    statusId: statusName(record === 'authorization-request' ? REQUEST_STATUS : STATUS_VIEW),
    customerStatusId: statusName(STATUS_VIEW),
    merchantStatusId: statusName(STATUS_VIEW),
    branchStatusId: statusName(STATUS_VIEW),
    accountNumber: masked('account'),
    settlementAccount: masked('account'),
    cardNumber: masked('card'),
    nic: masked('nic'),
    mobile: masked('mobile'),
    email: masked('email'),
  };
}

const OUTCOMES: Record<AuditEntry['outcome'], { label: string; color: string }> = {
  SUCCESS: { label: 'Success', color: STATE_COLOR.positive },
  FAILURE: { label: 'Failure', color: STATE_COLOR.negative },
};

export const auditTrailResource: ResourceDefinition<AuditEntry, FormValues, ListAuditEntriesResponse> = {
  id: 'audit-trail',
  title: 'Audit Trail',
  singular: 'Audit Entry',
  rowKey: (entry) => String(entry.id),
  describe: (entry) => `${entry.userName}, ${entry.action} ${entry.resource} ${entry.target}`,
  list: {
    query: (search) => getListAuditEntriesQueryOptions(auditParams(search)),
    select: pageOf,
    invalidates: getListAuditEntriesQueryKey(),
  },
  columns: [
    { key: 'timestamp', header: 'When', format: 'datetime' },
    { key: 'userName', header: 'User', labels: userChoices },
    { key: 'action', header: 'Action', labels: actionChoices },
    { key: 'resource', header: 'Record', labels: resourceChoices },
    { key: 'target', header: 'Target' },
    { key: 'outcome', header: 'Outcome', format: 'status', statuses: OUTCOMES },
    { key: 'ipAddress', header: 'IP Address', hidden: true },
    { key: 'id', header: 'Entry Id', hidden: true },
  ],
  searchable: false,
  filters: [
    { name: 'userName', label: 'User', optionsFrom: userChoices },
    { name: 'action', label: 'Action', optionsFrom: actionChoices },
    { name: 'resource', label: 'Record', optionsFrom: resourceChoices },
    { name: 'fromDate', label: 'From', widget: 'date' },
    { name: 'toDate', label: 'To', widget: 'date' },
  ],
  view: {
    omit: ['details'],
    extra: (entry) =>
      createElement(ChangeView, { before: entry.details.oldValue, after: entry.details.newValue, labels: CHANGE_LABELS, formats: changeFormats(entry.resource), title: 'Recorded values' }),
  },
};

/** Authorization request states (specification section 4; 25 is the contract's pending state). */
export const REQUEST_STATUS: Record<AuthorizationStatusId, { label: string; color: string }> = {
  25: { label: 'Pending', color: STATE_COLOR.waiting },
  26: { label: 'Accepted', color: STATE_COLOR.positive },
  29: { label: 'Rejected', color: STATE_COLOR.negative },
};
const ACCEPT = 26 satisfies AuthorizationStatusId;
const REJECT = 29 satisfies AuthorizationStatusId;

const CHANGE_KIND: Record<AuthorizationRequest['action'], string> = { CREATE: 'Add', UPDATE: 'Change', DELETE: 'Delete' };

/**
 * The values a request changes: its old and new record; when it carries neither, the
 * parameters it was made with (JSON text) read as the new values.
 */
export function requestChange(request: Pick<AuthorizationRequest, 'oldValue' | 'newValue' | 'params'>): { before: ChangeRecord; after: ChangeRecord } {
  if (request.oldValue || request.newValue) return { before: request.oldValue, after: request.newValue };
  try {
    const parsed: unknown = JSON.parse(request.params);
    return { before: null, after: typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null };
  } catch {
    return { before: null, after: null };
  }
}

/** A status filter from the URL, when it names a state the queue knows. */
const statusParam = (value: string | undefined): AuthorizationStatusId | undefined => {
  const id = Number(value);
  return value !== undefined && id in REQUEST_STATUS ? (id as AuthorizationStatusId) : undefined;
};

/**
 * The authorization queue for the signed-in checker `me` (a user name): their own requests
 * cannot be decided by them (maker-checker; the server refuses with 409), so those rows offer
 * no decision.
 */
export function authorizationRequestsResource(me: string, codes: ChangeCodes = {}): ResourceDefinition<AuthorizationRequest, FormValues, ListAuthorizationRequestsResponse> {
  const pending = (request: AuthorizationRequest) => request.statusId === PENDING_REQUEST && request.requestedBy !== me;
  // Why a request cannot be decided here (maker-checker: never one's own).
  const refusal = (request: AuthorizationRequest) =>
    request.statusId !== PENDING_REQUEST ? 'It is decided already.' : request.requestedBy === me ? OWN_REQUEST : null;
  const what = (request: AuthorizationRequest) => `request ${request.id} from ${request.requestedBy}: ${request.description}`;
  const change = (request: AuthorizationRequest) => ({ ...requestChange(request), labels: CHANGE_LABELS, formats: changeFormats(request.module, codes) });
  return {
    id: 'authorization-requests',
    title: 'Authorization Requests',
    singular: 'Authorization Request',
    rowKey: (request) => String(request.id),
    describe: (request) => `${request.id} (${request.requestedBy})`,
    list: {
      query: (search) => {
        const statusId = statusParam(search.filters?.statusId);
        return getListAuthorizationRequestsQueryOptions({ ...paging(search), ...(statusId ? { statusId } : {}) });
      },
      select: pageOf,
      invalidates: getListAuthorizationRequestsQueryKey(),
    },
    columns: [
      { key: 'id', header: 'Request', width: 'narrow' },
      { key: 'requestedAt', header: 'Requested', format: 'datetime' },
      // Who asked matters to the checker (maker-checker).
      { key: 'requestedBy', header: 'Requested By', labels: userChoices, priority: 1 },
      // Which kind of record, and what would change, is what the approver decides on.
      { key: 'module', header: 'Record', labels: resourceChoices, title: true },
      { key: 'action', header: 'Kind', width: 'narrow', render: (request) => codeLabel(CHANGE_KIND, request.action) },
      // The maker's own words; the readable change beside it says the same in figures.
      { key: 'description', header: 'Summary', width: 'wide', priority: 2 },
      {
        key: 'newValue',
        header: 'Change',
        width: 'wide',
        priority: 1,
        render: (request) => createElement(ChangeView, { ...change(request), compact: true }),
        text: (request) => {
          const { before, after, labels, formats } = change(request);
          return changeSummary(before, after, labels, formats);
        },
      },
      { key: 'statusId', header: 'Status', format: 'status', statuses: REQUEST_STATUS },
      { key: 'checkedBy', header: 'Decided By', hidden: true },
      { key: 'checkedAt', header: 'Decided', format: 'datetime', hidden: true },
    ],
    searchable: false,
    filters: [{ name: 'statusId', label: 'Status', options: Object.entries(REQUEST_STATUS).map(([value, { label }]) => ({ value, label })) }],
    // Decisions are status actions: offered in the row menu and in the review panel beside the change.
    statusActions: [
      {
        label: 'Accept',
        pageAction: 'approve',
        when: pending,
        bulk: true,
        refusal,
        statuses: [{ value: String(ACCEPT), label: REQUEST_STATUS[ACCEPT].label }],
        confirm: (request) => `Accept ${what(request)}? The change is applied at once.`,
        detail: (request) => createElement(ChangeView, { ...change(request), compact: true }),
        run: (request) => decideAuthorizationRequest({ id: request.id, statusId: ACCEPT, params: request.params }),
        notice: 'Authorization request Accepted Successfully',
      },
      {
        label: 'Reject',
        pageAction: 'reject',
        when: pending,
        bulk: true,
        refusal,
        statuses: [{ value: String(REJECT), label: REQUEST_STATUS[REJECT].label }],
        reason: { label: 'Reason for rejecting', maxLength: 255 },
        confirm: (request) => `Reject ${what(request)}? The change is not applied; the reason is told to ${request.requestedBy}.`,
        detail: (request) => createElement(ChangeView, { ...change(request), compact: true }),
        danger: true,
        run: (request, _status, reason) => decideAuthorizationRequest({ id: request.id, statusId: REJECT, params: request.params, reason }),
        notice: 'Authorization request Rejected Successfully',
      },
    ],
    view: {
      // Who decided, and when, only once someone has.
      omit: (request) => ['oldValue', 'newValue', 'params', ...(request.checkedBy ? [] : ['checkedBy']), ...(request.checkedAt ? [] : ['checkedAt'])],
      extra: (request) => createElement(RequestChange, { ...change(request), ownRequest: request.statusId === PENDING_REQUEST && request.requestedBy === me }),
    },
  };
}
