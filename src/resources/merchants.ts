/**
 * Merchant Management (`/admin/merchant-mgt/...`): head merchants, merchants, a merchant's
 * terminals, merchant requests, risk profiles and merchant commission profiles. Every page
 * and every action needs the MERCHANT permission.
 */
import { createElement } from 'react';
import { getListCityOptionsQueryOptions } from '../../generated/hooks/configs/configs';
import { getListCustomersQueryOptions } from '../../generated/hooks/customers/customers';
import {
  createMerchantCommissionProfile,
  deleteMerchantCommissionProfile,
  getListMerchantCommissionProfilesQueryKey,
  getListMerchantCommissionProfilesQueryOptions,
  updateMerchantCommissionProfile,
} from '../../generated/hooks/commission/commission';
import {
  createHeadMerchant,
  createMerchant,
  createRiskProfile,
  createTerminal,
  deleteHeadMerchant,
  deleteMerchant,
  deleteRiskProfile,
  deleteTerminal,
  getGetHeadMerchantConfigQueryOptions,
  getGetMerchantConfigQueryOptions,
  getGetTerminalConfigQueryOptions,
  getHeadMerchantDetailsByAccNo,
  getHeadMerchantDetailsForMerchantById,
  getListHeadMerchantsQueryKey,
  getListHeadMerchantsQueryOptions,
  getListMerchantRequestsQueryKey,
  getListMerchantRequestsQueryOptions,
  getListMerchantsQueryKey,
  getListMerchantsQueryOptions,
  getListMerchantsSuspenseQueryOptions,
  getListRiskProfilesQueryKey,
  getListRiskProfilesQueryOptions,
  getListTerminalsQueryKey,
  getListTerminalsQueryOptions,
  updateHeadMerchant,
  updateMerchant,
  updateMerchantRequest,
  updateRiskProfile,
  updateTerminal,
} from '../../generated/hooks/merchants/merchants';
import type {
  Customer,
  HeadMerchant,
  HeadMerchantInput,
  ListHeadMerchantsResponse,
  ListMerchantCommissionProfilesResponse,
  ListMerchantRequestsResponse,
  ListMerchantsResponse,
  ListRiskProfilesResponse,
  ListTerminalsResponse,
  Merchant,
  MerchantCommissionProfile,
  MerchantCommissionProfileInput,
  MerchantInput,
  MerchantRequest,
  MerchantRequestStatus,
  RiskProfile,
  RiskProfileInput,
  Terminal,
  TerminalInput,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { isNotFound } from '../api/errors';
import { cascadeFields, cascadeFilters } from '../components/crud/cascade';
import { optionsFrom, recordRef } from '../components/crud/sources';
import { STATE_COLOR, STATUS_OPTIONS } from '../components/crud/status';
import type { FieldSearch, FormValues, ListSearch, Option, ResourceDefinition } from '../components/crud/types';
import { maskMobile } from '../lib/mask';
import { NO_SAFE_LINK, safeUrl } from '../lib/safe-url';
import { merchantCascade } from './merchant-choices';
import { BANK_PAGE, bankLink } from './record-refs';
import { contractSchemas, listParams, withSearch } from './shared';
import { codeLabel, lowerLabel } from '../lib/known-codes';

/** The permission of the whole section (page, menu and every action). */
export const MERCHANT = 'MERCHANT';
const ALL_ACTIONS = { create: MERCHANT, update: MERCHANT, remove: MERCHANT } as const;

/** A record status filter from the URL (1 active, 2 inactive, 3 pending), or nothing. */
const statusFilter = (search: ListSearch) => {
  const id = Number(search.filters?.statusId);
  return id === 1 || id === 2 || id === 3 ? { statusId: id as 1 | 2 | 3 } : {};
};
const STATUS_FILTER = { name: 'statusId', label: 'Status', options: STATUS_OPTIONS };

/* ------------------------------------------------------------------ head merchants */

const headConfig = getGetHeadMerchantConfigQueryOptions();
const headBanks = optionsFrom(headConfig, (raw) => raw.data.banks);
const headMccs = optionsFrom(headConfig, (raw) => raw.data.mccs);

/** What the bank knows of a settlement account, as head merchant form values; null when it knows no such account (404). */
export async function headMerchantFromAccount(accountNo: string): Promise<FormValues | null> {
  try {
    // The account number is what was typed: only the holder's details are filled in.
    const { accountNo: _typed, ...holder } = (await getHeadMerchantDetailsByAccNo({ accountNo })).data;
    return holder;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A wallet user as a choice: the key the head merchant records, named with the mobile masked, "Amaya Jayasinghe (077•••••67)". */
export const walletUserOption = (customer: Pick<Customer, 'userId' | 'firstName' | 'lastName' | 'mobile'>): Option => ({
  value: String(customer.userId),
  label: `${[customer.firstName, customer.lastName].filter(Boolean).join(' ')} (${maskMobile(customer.mobile)})`,
});

/** The customers list searched for `text` (the contract's free-text search over its main text columns: names, mobile numbers). */
const customersMatching = (text: string, select: (customers: Customer[]) => Customer[] = (customers) => customers) =>
  optionsFrom(getListCustomersQueryOptions({ page: 1, size: 10, search: text }), (raw) => select(raw.data.data).map(walletUserOption));

/**
 * The head merchant's wallet user, found by what an operator knows (mobile number or name)
 * in the customers list. That list is the customer area's (`x-permission: CUSTOMER`): the search is
 * offered to a user who holds CUSTOMER as well as MERCHANT, and others type the user id as before.
 * Chosen over declaring a lookup open to MERCHANT: no such call is in the specification, and
 * opening the customers list to MERCHANT would show every customer's record to merchant staff.
 * An existing user id is named when a search for it finds a customer with that very id.
 */
export const walletUserSearch: FieldSearch = {
  choices: (text) => customersMatching(text),
  current: (userId) => customersMatching(userId, (customers) => customers.filter((customer) => String(customer.userId) === userId)),
  placeholder: 'Mobile number or name',
  permission: 'CUSTOMER',
};

export const headMerchantsResource: ResourceDefinition<HeadMerchant, HeadMerchantInput, ListHeadMerchantsResponse> = {
  id: 'head-merchants',
  title: 'Head Merchants',
  singular: 'Head Merchant',
  rowKey: (head) => String(head.id),
  describe: (head) => `${head.name} (${head.id})`,
  list: {
    query: (search) => getListHeadMerchantsQueryOptions({ ...listParams(search), ...statusFilter(search) }),
    select: pageOf,
    invalidates: getListHeadMerchantsQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Id', width: 'narrow', sortable: true },
    { key: 'name', header: 'Name', sortable: true, width: 'wide', title: true },
    { key: 'accountNo', header: 'Settlement Account', format: 'account', reveal: MERCHANT },
    { key: 'bankCode', header: 'Bank', refers: recordRef(headBanks, BANK_PAGE, bankLink) },
    { key: 'mcc', header: 'Category', labels: headMccs, hidden: true },
    { key: 'city', header: 'City' },
    { key: 'contactPerson', header: 'Contact Person', hidden: true },
    { key: 'mobile', header: 'Mobile', format: 'mobile', reveal: MERCHANT },
    { key: 'email', header: 'Email', format: 'email', reveal: MERCHANT, hidden: true },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  filters: [STATUS_FILTER],
  form: {
    schema: () => contractSchemas().then((m) => m.zHeadMerchantInput),
    fields: [
      {
        name: 'accountNo',
        label: 'Settlement Account Number',
        readOnlyOnEdit: true,
        description: '8 to 16 digits. Look it up to fill in what the bank knows of the account holder.',
        lookup: {
          label: 'Look up',
          run: headMerchantFromAccount,
          notFound: (accountNo) => `The bank knows no account ${accountNo}: check the number, or fill in the details by hand.`,
        },
      },
      { name: 'name' },
      { name: 'bankCode', optionsFrom: headBanks },
      { name: 'branchCode', label: 'Branch Code', description: 'Three digits' },
      { name: 'userId', label: 'Wallet User', widget: 'number', description: 'The wallet user id of the person who operates the merchant account', search: walletUserSearch },
      { name: 'businessRegNo', label: 'Business Registration No.' },
      { name: 'mcc', label: 'Business Category', optionsFrom: headMccs },
      { name: 'address', label: 'Address', widget: 'textarea' },
      { name: 'city' },
      { name: 'contactPerson' },
      { name: 'mobile', description: 'National format, e.g. 0771234567' },
      { name: 'email' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { accountNo: '', name: '', statusId: 1 },
    fromRow: ({ id: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createHeadMerchant(input), notice: 'New Head Merchant added Successfully' },
  update: { run: (head, input) => updateHeadMerchant(head.id, input), notice: 'Head Merchant record edited Successfully' },
  remove: { run: (head) => deleteHeadMerchant(head.id) },
  can: ALL_ACTIONS,
};

/* ------------------------------------------------------------------ merchants */

const merchantConfig = getGetMerchantConfigQueryOptions();
const merchantMccs = optionsFrom(merchantConfig, (raw) => raw.data.mccs);
/** Cities by name (`configs/cities`): a merchant records its city's name. */
const cities = optionsFrom(getListCityOptionsQueryOptions(), (raw) => raw.data.map((city) => ({ value: city.description, label: city.description })));
const commissionProfileChoices = optionsFrom(merchantConfig, (raw) => raw.data.commissionProfiles);
const riskProfileChoices = optionsFrom(merchantConfig, (raw) => raw.data.riskProfiles);
const settlementModes = optionsFrom(merchantConfig, (raw) => raw.data.settlementModes);

/** The head merchant's details a new merchant starts from (its category and contact details). */
export async function merchantDefaultsOfHead(headMerchantId: string): Promise<FormValues | null> {
  const { data } = await getHeadMerchantDetailsForMerchantById({ id: Number(headMerchantId) });
  return { mcc: data.mcc, address: data.address, city: data.city, mobile: data.mobile, email: data.email };
}

const headCascade = merchantCascade({ head: 'headMerchantId' });
const [headStep] = cascadeFields(headCascade, {
  headMerchantId: {
    readOnlyOnEdit: true,
    description: 'Choosing it fills in its category and contact details',
    lookup: { label: 'Fill in', run: merchantDefaultsOfHead, notFound: () => 'Nothing is recorded for this head merchant: fill in the details by hand.' },
  },
});

/** The merchant list's filters: head merchant, then one of its merchants. */
const merchantFilters = cascadeFilters(merchantCascade({ head: 'headMerchantId', merchant: 'mid' }));

const merchantListParams = (search: ListSearch) => {
  const head = Number(search.filters?.headMerchantId);
  const mid = search.filters?.mid;
  return { ...listParams(search), ...statusFilter(search), ...(head > 0 ? { headMerchantId: head } : {}), ...(mid ? { mid } : {}) };
};

export const merchantsResource: ResourceDefinition<Merchant, MerchantInput, ListMerchantsResponse> = {
  id: 'merchants',
  title: 'Merchants',
  singular: 'Merchant',
  rowKey: (merchant) => merchant.mid,
  describe: (merchant) => `${merchant.name} (${merchant.mid})`,
  list: {
    query: (search) => getListMerchantsQueryOptions(merchantListParams(search)),
    select: pageOf,
    invalidates: getListMerchantsQueryKey(),
  },
  columns: [
    { key: 'mid', header: 'MID', width: 'narrow', sortable: true },
    { key: 'name', header: 'Name', sortable: true, width: 'wide', title: true },
    { key: 'headMerchantName', header: 'Head Merchant' },
    { key: 'mcc', header: 'Category', labels: merchantMccs, hidden: true },
    { key: 'city', header: 'City' },
    { key: 'mobile', header: 'Mobile', format: 'mobile', reveal: MERCHANT, hidden: true },
    { key: 'commissionProfileId', header: 'Commission Profile', labels: commissionProfileChoices },
    { key: 'riskProfileId', header: 'Risk Profile', labels: riskProfileChoices },
    { key: 'settlementMode', header: 'Settlement', labels: settlementModes, hidden: true },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true, hidden: true },
  ],
  filters: [...merchantFilters, STATUS_FILTER],
  rowLinks: [{ label: 'Terminals', link: (merchant) => ({ to: '/admin/merchant-mgt/$id/terminals', params: { id: merchant.mid } }) }],
  form: {
    schema: () => contractSchemas().then((m) => m.zMerchantInput),
    fields: [
      ...(headStep ? [headStep] : []),
      { name: 'mid', readOnlyOnEdit: true, description: '15 capital letters or digits, e.g. MID000000000301' },
      { name: 'name' },
      { name: 'displayName', label: 'Display Name', description: 'Shown to wallet users when they pay' },
      { name: 'mcc', label: 'Business Category', optionsFrom: merchantMccs },
      { name: 'address', label: 'Address', widget: 'textarea' },
      { name: 'city', optionsFrom: cities },
      { name: 'latitude', label: 'Latitude', widget: 'number' },
      { name: 'longitude', label: 'Longitude', widget: 'number' },
      { name: 'mobile', description: 'National format, e.g. 0771234567' },
      { name: 'email' },
      { name: 'commissionProfileId', optionsFrom: commissionProfileChoices },
      { name: 'riskProfileId', optionsFrom: riskProfileChoices },
      { name: 'settlementMode', optionsFrom: settlementModes },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { mid: '', name: '', settlementMode: 'END_OF_DAY', statusId: 1 },
    fromRow: ({ headMerchantName: _h, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createMerchant(input), notice: 'New Merchant added Successfully' },
  update: { run: (merchant, input) => updateMerchant(merchant.mid, input), notice: 'Merchant record edited Successfully' },
  remove: { run: (merchant) => deleteMerchant(merchant.mid) },
  can: ALL_ACTIONS,
};

/* ------------------------------------------------------------------ terminals */

/** The terminals of one merchant (`mid`). */
export function terminalsResource(mid: string): ResourceDefinition<Terminal, TerminalInput, ListTerminalsResponse> {
  const config = getGetTerminalConfigQueryOptions({ merchantId: mid });
  const terminalTypes = optionsFrom(config, (raw) => raw.data.terminalTypes);
  return {
    id: 'terminals',
    title: 'Terminals',
    singular: 'Terminal',
    rowKey: (terminal) => terminal.terminalCode,
    describe: (terminal) => `${terminal.terminalCode} (${terminal.merchantId})`,
    list: {
      query: (search) => getListTerminalsQueryOptions(mid, withSearch(search)),
      select: pageOf,
      invalidates: getListTerminalsQueryKey(mid),
    },
    columns: [
      { key: 'terminalCode', header: 'TID', width: 'narrow' },
      { key: 'terminalType', header: 'Type', labels: terminalTypes },
      { key: 'serialNo', header: 'Serial No.', empty: 'None' },
      { key: 'location', header: 'Location', width: 'wide' },
      { key: 'statusId', header: 'Status', format: 'status' },
      { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
    ],
    form: {
      schema: () => contractSchemas().then((m) => m.zTerminalInput),
      fields: [
        { name: 'terminalCode', readOnlyOnEdit: true, description: '8 capital letters or digits, e.g. TID00104' },
        { name: 'terminalType', label: 'Terminal Type', optionsFrom: terminalTypes },
        { name: 'serialNo', description: 'Leave empty for a static QR code' },
        { name: 'location', description: 'Where in the outlet, e.g. Checkout counter 1' },
        { name: 'statusId', options: STATUS_OPTIONS },
      ],
      empty: { terminalCode: '', statusId: 1 },
      fromRow: ({ merchantId: _m, createdAt: _c, updatedAt: _u, ...input }) => input,
    },
    create: { run: (input) => createTerminal(mid, input), notice: 'New Terminal added Successfully' },
    update: { run: (terminal, input) => updateTerminal(mid, terminal.terminalCode, input), notice: 'Terminal record edited Successfully' },
    remove: { run: (terminal) => deleteTerminal(mid, terminal.terminalCode) },
    can: ALL_ACTIONS,
  };
}

/* ------------------------------------------------------------------ risk profiles */

export const riskProfilesResource: ResourceDefinition<RiskProfile, RiskProfileInput, ListRiskProfilesResponse> = {
  id: 'risk-profiles',
  title: 'Risk Profiles',
  singular: 'Risk Profile',
  rowKey: (profile) => String(profile.id),
  describe: (profile) => `${profile.name} (${profile.id})`,
  list: {
    query: (search) => getListRiskProfilesQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListRiskProfilesQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Id', width: 'narrow' },
    { key: 'name', header: 'Name', width: 'wide', title: true },
    { key: 'maxTxAmount', header: 'Per Transaction', format: 'amount' },
    { key: 'dailyTxLimit', header: 'Per Day', format: 'amount' },
    { key: 'monthlyTxLimit', header: 'Per Month', format: 'amount' },
    { key: 'maxTxPerDay', header: 'Transactions per Day', format: 'count' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', hidden: true },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zRiskProfileInput),
    fields: [
      { name: 'name' },
      { name: 'maxTxAmount', label: 'Limit per Transaction (LKR)', description: 'Largest single payment, e.g. 50000.00' },
      { name: 'dailyTxLimit', label: 'Limit per Day (LKR)', description: 'Total a merchant may collect per day' },
      { name: 'monthlyTxLimit', label: 'Limit per Month (LKR)', description: 'Total a merchant may collect per calendar month' },
      { name: 'maxTxPerDay', widget: 'number' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { name: '', maxTxAmount: '', dailyTxLimit: '', monthlyTxLimit: '', statusId: 1 },
    fromRow: ({ id: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createRiskProfile(input), notice: 'New Risk Profile added Successfully' },
  update: { run: (profile, input) => updateRiskProfile(profile.id, input), notice: 'Risk Profile record edited Successfully' },
  remove: { run: (profile) => deleteRiskProfile(profile.id) },
  can: ALL_ACTIONS,
};

/* ------------------------------------------------------------------ merchant commission profiles */

export const merchantCommissionProfilesResource: ResourceDefinition<MerchantCommissionProfile, MerchantCommissionProfileInput, ListMerchantCommissionProfilesResponse> = {
  id: 'merchant-commission-profiles',
  title: 'Commission Profiles',
  singular: 'Commission Profile',
  rowKey: (profile) => String(profile.profileId),
  describe: (profile) => `${profile.name} (${profile.profileId})`,
  list: {
    query: (search) => getListMerchantCommissionProfilesQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListMerchantCommissionProfilesQueryKey(),
  },
  columns: [
    { key: 'profileId', header: 'Profile Id', width: 'narrow', sortable: true },
    { key: 'name', header: 'Name', width: 'wide', sortable: true, title: true },
    { key: 'mdrRate', header: 'MDR (%)' },
    { key: 'settlementDays', header: 'Settlement Days', format: 'count' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zMerchantCommissionProfileInput),
    fields: [
      { name: 'name' },
      { name: 'mdrRate', description: 'Merchant discount rate charged on each payment, e.g. 1.50' },
      { name: 'settlementDays', widget: 'number', description: 'Days after the payment the merchant is paid (0 = same day)' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { name: '', mdrRate: '', statusId: 1 },
    fromRow: ({ profileId: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createMerchantCommissionProfile(input), notice: 'New Commission Profile Added Successfully' },
  update: { run: (profile, input) => updateMerchantCommissionProfile(profile.profileId, input), notice: 'Commission Profile Edited Successfully' },
  remove: { run: (profile) => deleteMerchantCommissionProfile(profile.profileId) },
  can: ALL_ACTIONS,
};

/* ------------------------------------------------------------------ merchant requests */

/** The states of a merchant request, with the shared state colours. */
export const MERCHANT_REQUEST_STATUS: Record<MerchantRequestStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  APPROVED: { label: 'Approved', color: STATE_COLOR.positive },
  REJECTED: { label: 'Rejected', color: STATE_COLOR.negative },
};

const requestStatus = (value: string | undefined): MerchantRequestStatus | undefined =>
  value !== undefined && value in MERCHANT_REQUEST_STATUS ? (value as MerchantRequestStatus) : undefined;

const DOCUMENT_KIND: Record<string, string> = {
  NIC_COPY: 'NIC copy',
  BUSINESS_REGISTRATION: 'Business registration',
  BANK_STATEMENT: 'Bank statement',
  UTILITY_BILL: 'Utility bill',
};

/** The documents a request came with, each a link that opens it (as text when the allow-list refuses its address). */
function RequestDocuments({ request }: { request: MerchantRequest }) {
  if (request.documents.length === 0) return createElement('p', null, 'No documents were attached.');
  return createElement(
    'section',
    { 'aria-label': 'Documents' },
    createElement('h4', null, 'Documents'),
    createElement(
      'ul',
      null,
      request.documents.map((document) => {
        const url = safeUrl(document.url);
        const kind = `${codeLabel(DOCUMENT_KIND, document.type)}: `;
        return createElement('li', { key: document.url }, kind, url ? createElement('a', { href: url, target: '_blank', rel: 'noreferrer' }, document.fileName) : `${document.fileName} ${NO_SAFE_LINK}`);
      }),
    ),
  );
}

const decide = (request: MerchantRequest, action: string, remark: string) =>
  updateMerchantRequest(request.id, { userId: request.userId, action: action === 'REJECT' ? 'REJECT' : 'APPROVE', ...(remark ? { remark } : {}) });
const pending = (request: MerchantRequest) => request.status === 'PENDING';
const decided = (request: MerchantRequest) => (pending(request) ? null : `It is ${lowerLabel(MERCHANT_REQUEST_STATUS, request.status)} already.`);
// The confirmations name the customer with the mobile masked, as the list shows it.
const who = (request: MerchantRequest) => `${request.customerName} (${maskMobile(request.userName)})`;

export const merchantRequestsResource: ResourceDefinition<MerchantRequest, FormValues, ListMerchantRequestsResponse> = {
  id: 'merchant-requests',
  title: 'Merchant Requests',
  singular: 'Merchant Request',
  rowKey: (request) => String(request.id),
  describe: (request) => `${request.businessName} (request ${request.id})`,
  list: {
    query: (search) => {
      const status = requestStatus(search.filters?.status);
      return getListMerchantRequestsQueryOptions({ ...withSearch(search), ...(status ? { status } : {}) });
    },
    select: pageOf,
    invalidates: getListMerchantRequestsQueryKey(),
  },
  columns: [
    { key: 'id', header: 'Request', width: 'narrow' },
    { key: 'requestedAt', header: 'Requested', format: 'datetime' },
    { key: 'customerName', header: 'Customer' },
    { key: 'userName', header: 'Mobile', format: 'mobile', reveal: MERCHANT },
    { key: 'businessName', header: 'Business', width: 'wide' },
    { key: 'mcc', header: 'Category', width: 'narrow' },
    { key: 'status', header: 'Status', format: 'status', statuses: MERCHANT_REQUEST_STATUS },
    { key: 'remark', header: 'Remark', empty: '—', hidden: true },
  ],
  filters: [{ name: 'status', label: 'Status', options: Object.entries(MERCHANT_REQUEST_STATUS).map(([value, { label }]) => ({ value, label })) }],
  statusActions: [
    {
      label: 'Approve',
      pageAction: 'approve',
      permission: MERCHANT,
      when: pending,
      bulk: true,
      refusal: decided,
      statuses: [{ value: 'APPROVE', label: 'Approved' }],
      confirm: (request) => `Approve ${request.businessName} for ${who(request)}? The wallet user becomes a merchant at once.`,
      run: decide,
      notice: 'Approve/Reject Successfully',
    },
    {
      label: 'Reject',
      pageAction: 'reject',
      permission: MERCHANT,
      when: pending,
      bulk: true,
      refusal: decided,
      statuses: [{ value: 'REJECT', label: 'Rejected' }],
      reason: { label: 'Remark', maxLength: 500 },
      confirm: (request) => `Reject ${request.businessName} for ${who(request)}? The wallet user stays a customer and is shown the remark.`,
      run: decide,
      notice: 'Approve/Reject Successfully',
    },
  ],
  view: { omit: ['documents'], extra: (request) => createElement(RequestDocuments, { request }) },
};

/* ------------------------------------------------------------------ one merchant */

const MID = /^[A-Z0-9]{15}$/;

/** Whether a URL's `mid` can name a merchant at all (15 capital letters or digits). */
export const isMid = (mid: string) => MID.test(mid);

/** The merchant list filtered by MID, for the pages under one merchant (read it with `merchantIn`). */
export const merchantByMidQuery = (mid: string) => getListMerchantsSuspenseQueryOptions({ page: 1, size: 10, mid });

/** The merchant with this MID in an answer of `merchantByMidQuery`, or null when none has it. */
export const merchantIn = (raw: ListMerchantsResponse, mid: string): Merchant | null => raw.data.data.find((merchant) => merchant.mid === mid) ?? null;
