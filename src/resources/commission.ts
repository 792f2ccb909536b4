/**
 * Commission rate profiles (`/admin/config-mgt/commission-mgt`) with two sub-lists in side
 * panels: a profile's amount slabs and its assignments to commission profiles per QR network.
 */
import {
  assignCommissionProfile,
  createCommissionRateProfile,
  createCommissionSlab,
  deleteCommissionAssignment,
  deleteCommissionRateProfile,
  deleteCommissionSlab,
  getListCommissionAssignmentsQueryKey,
  getListCommissionAssignmentsQueryOptions,
  getListCommissionRateProfilesQueryKey,
  getListCommissionRateProfilesQueryOptions,
  getListCommissionSlabsQueryKey,
  getListCommissionSlabsQueryOptions,
  updateCommissionRateProfile,
} from '../../generated/hooks/commission/commission';
import { getGetConfigsQueryOptions, getListCommissionProfileOptionsQueryOptions } from '../../generated/hooks/configs/configs';
import type {
  CommissionAssignment,
  CommissionAssignmentInput,
  CommissionQrNetworkType,
  CommissionRateProfile,
  CommissionRateProfileInput,
  CommissionSlab,
  CommissionSlabInput,
  ListCommissionAssignmentsResponse,
  ListCommissionRateProfilesResponse,
  ListCommissionSlabsResponse,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { labelOf, optionsFrom, subList } from '../components/crud/sources';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { Option, ResourceDefinition } from '../components/crud/types';
import { ascending, atLeastOne } from '../components/crud/rules';
import { contractSchemas, listParams } from './shared';
import { codeLabel } from '../lib/known-codes';

const AMOUNT_HINT = 'LKR with two decimals, e.g. 25.00';
const RATE_HINT = 'Percent with two decimals, e.g. 0.50';

/** One request answers both option sets of the profile form (same query key, two selections). */
const profileConfigs = () => getGetConfigsQueryOptions({ type: ['commRateTypes', 'txTypes'] });
const commRateTypeChoices = optionsFrom(profileConfigs(), (raw) => (raw.data.commRateTypes ?? []).map(({ code, description }) => ({ value: code, label: description })));
const txTypeChoices = optionsFrom(profileConfigs(), (raw) => (raw.data.txTypes ?? []).map(({ code, description }) => ({ value: code, label: description })));

/** Commission profiles (`configs/commissionProfiles`) as choices labelled by name. */
const commissionProfileChoices = optionsFrom(getListCommissionProfileOptionsQueryOptions(), (raw) =>
  raw.data.map(({ id, description }) => ({ value: String(id), label: description })),
);

/** Names of the QR networks the contract defines; the type makes a new network a compile error here. */
const QR_NETWORK_NAMES = { LANKAQR: 'LankaQR', VISA: 'Visa', MASTERCARD: 'Mastercard' } satisfies Record<CommissionQrNetworkType, string>;
const QR_NETWORKS: Option[] = Object.entries(QR_NETWORK_NAMES).map(([value, label]) => ({ value, label }));

const percent = (rate: string | undefined) => (rate ? `${rate}%` : '');

/** The server's confirmation text of a write answering `{ data: { message } }`. */
export function serverMessage(answer: unknown): string {
  const data = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : null;
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : null;
  return typeof message === 'string' ? message : '';
}

/** A slab starts below where it ends. */
export const slabRangeAscending = ascending('slabRangeAscending', ['fromAmount', 'toAmount'], { strict: true });
/** A slab charges a rate, a flat amount or both. */
export const slabPriced = atLeastOne('slabPriced', ['rate', 'flatAmount']);
/** A profile's smallest commission never exceeds its largest. */
export const commissionRangeAscending = ascending('commissionRangeAscending', ['minAmount', 'maxAmount']);

/** The amount slabs of one commission rate profile (list, add and delete; a slab is replaced, not edited). */
export function commissionSlabsResource(profileId: number): ResourceDefinition<CommissionSlab, CommissionSlabInput, ListCommissionSlabsResponse> {
  return {
    id: 'commission-slabs',
    title: 'Slabs',
    singular: 'Slab',
    rowKey: (slab) => String(slab.sid),
    describe: (slab) => `the slab ${slab.fromAmount} to ${slab.toAmount} LKR`,
    list: {
      query: () => getListCommissionSlabsQueryOptions(profileId),
      select: ({ data }) => ({ rows: data, total: data.length }),
      invalidates: getListCommissionSlabsQueryKey(profileId),
      paged: false,
    },
    searchable: false,
    columns: [
      { key: 'fromAmount', header: 'From (LKR)', format: 'amount' },
      { key: 'toAmount', header: 'To (LKR)', format: 'amount' },
      { key: 'rate', header: 'Rate', render: (slab) => percent(slab.rate) },
      { key: 'flatAmount', header: 'Flat Amount (LKR)', format: 'amount' },
    ],
    form: {
      schema: () => contractSchemas().then((m) => m.zCommissionSlabInput),
      fields: [
        { name: 'fromAmount', label: 'From Amount', description: `Lowest transaction amount of the slab, ${AMOUNT_HINT}` },
        { name: 'toAmount', label: 'To Amount', description: `Highest transaction amount of the slab, ${AMOUNT_HINT}` },
        { name: 'rate', description: `${RATE_HINT}; with a flat amount, both are charged` },
        { name: 'flatAmount', label: 'Flat Amount', description: `Fixed commission, ${AMOUNT_HINT}` },
      ],
      rules: [slabRangeAscending, slabPriced],
      empty: { commissionRateId: profileId, fromAmount: '', toAmount: '' },
      fromRow: ({ sid: _sid, ...input }) => input,
    },
    create: { run: (input) => createCommissionSlab(input), notice: 'New Slab added Successfully' },
    remove: { run: (slab) => deleteCommissionSlab(slab.sid) },
  };
}

/** Which commission profiles one commission rate profile applies to, per QR network (list, add and delete). */
export function commissionAssignmentsResource(
  profileId: number,
): ResourceDefinition<CommissionAssignment, CommissionAssignmentInput, ListCommissionAssignmentsResponse> {
  return {
    id: 'commission-assignments',
    title: 'Assignments',
    singular: 'Assignment',
    rowKey: (row) => `${row.qrNetworkType}-${row.commissionProfileId}`,
    describe: (row) => `the ${codeLabel(QR_NETWORK_NAMES, row.qrNetworkType)} assignment to commission profile ${row.commissionProfileId}`,
    list: {
      query: () => getListCommissionAssignmentsQueryOptions(profileId),
      select: ({ data }) => ({ rows: data, total: data.length }),
      invalidates: getListCommissionAssignmentsQueryKey(profileId),
      paged: false,
    },
    searchable: false,
    columns: [
      { key: 'qrNetworkType', header: 'QR Network', render: (row) => labelOf(QR_NETWORKS, row.qrNetworkType) },
      { key: 'commissionProfileId', header: 'Commission Profile', labels: commissionProfileChoices },
      { key: 'createdAt', header: 'Assigned', format: 'datetime' },
    ],
    form: {
      schema: () => contractSchemas().then((m) => m.zCommissionAssignmentInput),
      fields: [
        { name: 'qrNetworkType', options: QR_NETWORKS },
        { name: 'commissionProfileId', optionsFrom: commissionProfileChoices },
      ],
      empty: { profileId },
      fromRow: ({ createdAt: _c, ...input }) => input,
    },
    create: { run: (input) => assignCommissionProfile(input), notice: serverMessage },
    remove: { run: (row) => deleteCommissionAssignment(row.profileId, row.qrNetworkType, row.commissionProfileId) },
  };
}

export const commissionRatesResource: ResourceDefinition<CommissionRateProfile, CommissionRateProfileInput, ListCommissionRateProfilesResponse> = {
  id: 'commission-rates',
  title: 'Commission Rates',
  singular: 'Commission Rate',
  rowKey: (profile) => String(profile.profileId),
  describe: (profile) => `${profile.description} (${profile.profileId})`,
  list: {
    query: (search) => getListCommissionRateProfilesQueryOptions(listParams(search)),
    select: pageOf,
    invalidates: getListCommissionRateProfilesQueryKey(),
    // The search reads the list's text columns, which need not hold a numeric profile id.
    find: () => ({ page: 1, size: 100 }),
  },
  columns: [
    { key: 'profileId', header: 'Profile Id', sortable: true },
    { key: 'description', header: 'Description', sortable: true, title: true },
    { key: 'commRateType', header: 'Rate Type', labels: commRateTypeChoices },
    { key: 'txTypeCode', header: 'Transaction Type', labels: txTypeChoices },
    { key: 'rate', header: 'Rate', render: (profile) => percent(profile.rate) },
    { key: 'flatAmount', header: 'Flat Amount (LKR)', format: 'amount' },
    { key: 'minAmount', header: 'Min Commission (LKR)', format: 'amount' },
    { key: 'maxAmount', header: 'Max Commission (LKR)', format: 'amount' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', sortable: true },
  ],
  panels: [
    { label: 'Slabs', list: (profile) => subList(commissionSlabsResource(profile.profileId)) },
    { label: 'Assignments', list: (profile) => subList(commissionAssignmentsResource(profile.profileId)) },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zCommissionRateProfileInput),
    fields: [
      { name: 'description' },
      { name: 'commRateType', optionsFrom: commRateTypeChoices, description: 'Flat: the flat amount; percentage: the rate; slabs: priced by the profile’s slabs' },
      { name: 'txTypeCode', optionsFrom: txTypeChoices },
      { name: 'rate', description: `For percentage profiles. ${RATE_HINT}` },
      { name: 'flatAmount', label: 'Flat Amount', description: `For flat profiles. ${AMOUNT_HINT}` },
      { name: 'minAmount', label: 'Min Commission', description: `Smallest commission per transaction, ${AMOUNT_HINT}` },
      { name: 'maxAmount', label: 'Max Commission', description: `Largest commission per transaction, ${AMOUNT_HINT}` },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    rules: [commissionRangeAscending],
    empty: { description: '', txTypeCode: '', statusId: 1 },
    fromRow: ({ profileId: _id, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createCommissionRateProfile(input), notice: 'New Commission Rates Added Successfully' },
  update: { run: (profile, input) => updateCommissionRateProfile(profile.profileId, input), notice: 'Commission Profile Edited Successfully' },
  remove: { run: (profile) => deleteCommissionRateProfile(profile.profileId) },
};
