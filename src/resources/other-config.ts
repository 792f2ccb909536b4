/**
 * Other configuration screens under `/admin/config-mgt/`: common, message and mobile
 * configuration (edited in place), mobile app versions (listed and added), FAQs, fees and
 * charges, transaction limits and modes of operation.
 */
import { getListBanksQueryOptions } from '../../generated/hooks/banks/banks';
import { getGetConfigsQueryOptions } from '../../generated/hooks/configs/configs';
import {
  createFaq,
  createFee,
  createMobileVersion,
  createModeOfOperation,
  createTransactionLimit,
  deleteFaq,
  deleteFee,
  deleteModeOfOperation,
  deleteTransactionLimit,
  getListCommonConfigsQueryKey,
  getListCommonConfigsQueryOptions,
  getListFaqsQueryKey,
  getListFaqsQueryOptions,
  getListFeesQueryKey,
  getListFeesQueryOptions,
  getListMessageConfigsQueryKey,
  getListMessageConfigsQueryOptions,
  getListMobileConfigsQueryKey,
  getListMobileConfigsQueryOptions,
  getListMobileVersionsQueryKey,
  getListMobileVersionsQueryOptions,
  getListModesOfOperationQueryKey,
  getListModesOfOperationQueryOptions,
  getListTransactionLimitsQueryKey,
  getListTransactionLimitsQueryOptions,
  updateCommonConfig,
  updateFaq,
  updateFee,
  updateMessageConfig,
  updateMobileConfig,
  updateModeOfOperation,
  updateTransactionLimit,
} from '../../generated/hooks/other-config/other-config';
import type {
  CommonConfig,
  CommonConfigInput,
  Faq,
  FaqInput,
  FeeCharge,
  FeeChargeInput,
  ListCommonConfigsResponse,
  ListFaqsResponse,
  ListFeesResponse,
  ListMessageConfigsResponse,
  ListMobileConfigsResponse,
  ListMobileVersionsResponse,
  ListModesOfOperationResponse,
  ListTransactionLimitsResponse,
  MessageConfig,
  MessageConfigInput,
  MobileConfig,
  MobileConfigInput,
  MobileVersion,
  MobileVersionInput,
  ModeOfOperation,
  ModeOfOperationInput,
  TransactionLimit,
  TransactionLimitInput,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { labelOf, optionsFrom, recordRef } from '../components/crud/sources';
import { STATUS_OPTIONS } from '../components/crud/status';
import type { Option, ResourceDefinition } from '../components/crud/types';
import { ascending } from '../components/crud/rules';
import { BANK_PAGE, bankLink } from './record-refs';
import { ALL_ROWS, contractSchemas, paging, withSearch } from './shared';

/** A filter's value from the URL when it is one of the allowed values (a hand-edited URL may carry anything). */
function oneOf<T extends string | number>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => String(candidate) === value);
}

const STATUS_IDS = [1, 2, 3] as const;
const CODE_HINT = 'Capital letters, digits and underscores, starting with a letter';
const amountHint = (example: string) => `LKR with two decimals, e.g. ${example}`;

const CHANNEL_OPTIONS: Option[] = [
  { value: 'SMS', label: 'SMS' },
  { value: 'EMAIL', label: 'E-mail' },
  { value: 'PUSH', label: 'Push notification' },
];
const PLATFORM_OPTIONS: Option[] = [
  { value: 'ANDROID', label: 'Android' },
  { value: 'IOS', label: 'iOS' },
];
const CONFIG_PLATFORM_OPTIONS: Option[] = [...PLATFORM_OPTIONS, { value: 'ALL', label: 'All platforms' }];
const LANGUAGE_OPTIONS: Option[] = [
  { value: 'en', label: 'English' },
  { value: 'si', label: 'Sinhala' },
  { value: 'ta', label: 'Tamil' },
];
const DATA_TYPE_OPTIONS: Option[] = [
  { value: 'STRING', label: 'Text' },
  { value: 'NUMBER', label: 'Number' },
  { value: 'BOOLEAN', label: 'True or false' },
];
const FEE_TYPE_OPTIONS: Option[] = [
  { value: 'FLAT', label: 'Flat amount' },
  { value: 'PERCENTAGE', label: 'Percentage' },
];

/** Segments and transaction types come from one configuration call (`type=segments&type=txTypes`). */
const segmentAndTxTypeConfigs = () => getGetConfigsQueryOptions({ type: ['segments', 'txTypes'] });
export const segmentOptions = optionsFrom(segmentAndTxTypeConfigs(), (raw) => (raw.data.segments ?? []).map((s) => ({ value: s.code, label: s.description })));
export const txTypeOptions = optionsFrom(segmentAndTxTypeConfigs(), (raw) => (raw.data.txTypes ?? []).map((t) => ({ value: t.code, label: t.description })));
/** Every bank of the tenant (one page of the bank list holds them all). */
const bankOptions = optionsFrom(getListBanksQueryOptions(ALL_ROWS), (raw) => raw.data.data.map((b) => ({ value: b.bankCode, label: b.bankName })));

// ------------------------------------------------------------------ common configuration

/** How a configuration value is typed and checked, from the entry's data type. */
const valueKindOf = (dataType: unknown) => (dataType === 'NUMBER' ? 'number' : dataType === 'BOOLEAN' ? 'boolean' : 'text');

export const commonConfigsResource: ResourceDefinition<CommonConfig, CommonConfigInput, ListCommonConfigsResponse> = {
  id: 'common-configs',
  title: 'Common Configuration',
  singular: 'Common Configuration',
  rowKey: (entry) => entry.code,
  describe: (entry) => entry.code,
  list: {
    query: (search) => getListCommonConfigsQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListCommonConfigsQueryKey(),
  },
  columns: [
    { key: 'code', header: 'Code' },
    { key: 'description', header: 'Description', title: true },
    { key: 'value', header: 'Value' },
    { key: 'dataType', header: 'Data Type', render: (entry) => labelOf(DATA_TYPE_OPTIONS, entry.dataType) },
    { key: 'editable', header: 'Editable' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  // Entries fixed by the platform or by regulation are refused by the server.
  editable: (entry) => entry.editable,
  form: {
    schema: () => contractSchemas().then((m) => m.zCommonConfigInput),
    fields: [
      { name: 'code', readOnlyOnEdit: true },
      { name: 'description' },
      { name: 'value', kindOf: (values) => valueKindOf(values.dataType) },
    ],
    empty: { code: '', value: '' },
    // The row's data type stays in the form's values (the schema leaves it out of the body): it types the value.
    fromRow: ({ editable: _e, updatedAt: _u, ...input }) => input,
  },
  update: { run: (entry, input) => updateCommonConfig(entry.code, input), notice: 'Common configuration edited Successfully' },
};

// ------------------------------------------------------------------ message configuration

export const messageConfigsResource: ResourceDefinition<MessageConfig, MessageConfigInput, ListMessageConfigsResponse> = {
  id: 'message-configs',
  title: 'Message Configuration',
  singular: 'Message Configuration',
  rowKey: (message) => message.code,
  describe: (message) => message.code,
  list: {
    query: (search) => getListMessageConfigsQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListMessageConfigsQueryKey(),
  },
  columns: [
    { key: 'code', header: 'Code' },
    { key: 'description', header: 'Description', title: true },
    { key: 'channel', header: 'Channel', render: (message) => labelOf(CHANNEL_OPTIONS, message.channel) },
    { key: 'messageEn', header: 'English' },
    { key: 'messageSi', header: 'Sinhala', hidden: true },
    { key: 'messageTa', header: 'Tamil', hidden: true },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zMessageConfigInput),
    fields: [
      { name: 'code', readOnlyOnEdit: true },
      { name: 'description' },
      { name: 'channel', options: CHANNEL_OPTIONS },
      { name: 'messageEn', label: 'English Text', widget: 'textarea', description: 'Write {{name}} where a value is inserted, e.g. {{otp}}' },
      { name: 'messageSi', label: 'Sinhala Text', widget: 'textarea' },
      { name: 'messageTa', label: 'Tamil Text', widget: 'textarea' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { code: '', channel: 'SMS', messageEn: '', messageSi: '', messageTa: '', statusId: 1 },
    fromRow: ({ updatedAt: _u, ...input }) => input,
  },
  update: { run: (message, input) => updateMessageConfig(message.code, input), notice: 'Message configuration edited Successfully' },
};

// ------------------------------------------------------------------ mobile configuration

/** A setting the app opens as a link (`playStoreUrl`, `appStoreUrl`): its value is a web address. */
const isUrlSetting = (name: unknown) => typeof name === 'string' && /(url|link)$/i.test(name);

export const mobileConfigsResource: ResourceDefinition<MobileConfig, MobileConfigInput, ListMobileConfigsResponse> = {
  id: 'mobile-configs',
  title: 'Mobile Configuration',
  singular: 'Mobile Configuration',
  rowKey: (setting) => setting.name,
  describe: (setting) => setting.name,
  list: {
    query: (search) => getListMobileConfigsQueryOptions(withSearch(search)),
    select: pageOf,
    invalidates: getListMobileConfigsQueryKey(),
  },
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'value', header: 'Value' },
    { key: 'description', header: 'Description' },
    { key: 'platform', header: 'Platform', render: (setting) => labelOf(CONFIG_PLATFORM_OPTIONS, setting.platform) },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zMobileConfigInput),
    fields: [
      { name: 'name', readOnlyOnEdit: true },
      { name: 'value', description: 'As the app reads it: a number, true or false, a URL or text', kindOf: (values) => (isUrlSetting(values.name) ? 'url' : undefined) },
      { name: 'description' },
      { name: 'platform', options: CONFIG_PLATFORM_OPTIONS },
    ],
    empty: { name: '', value: '', platform: 'ALL' },
    fromRow: ({ updatedAt: _u, ...input }) => input,
  },
  update: { run: (setting, input) => updateMobileConfig(setting.name, input), notice: 'Mobile configuration edited Successfully' },
};

// ------------------------------------------------------------------ mobile versions

export const mobileVersionsResource: ResourceDefinition<MobileVersion, MobileVersionInput, ListMobileVersionsResponse> = {
  id: 'mobile-versions',
  title: 'Mobile Versions',
  singular: 'Mobile Version',
  rowKey: (release) => `${release.platform} ${release.version}`,
  describe: (release) => `${labelOf(PLATFORM_OPTIONS, release.platform)} ${release.version}`,
  list: {
    query: (search) => {
      const platform = oneOf(search.filters?.platform, ['ANDROID', 'IOS'] as const);
      return getListMobileVersionsQueryOptions({ ...paging(search), ...(platform ? { platform } : {}) });
    },
    select: pageOf,
    invalidates: getListMobileVersionsQueryKey(),
  },
  searchable: false,
  filters: [{ name: 'platform', label: 'Platform', options: PLATFORM_OPTIONS }],
  columns: [
    { key: 'platform', header: 'Platform', render: (release) => labelOf(PLATFORM_OPTIONS, release.platform) },
    { key: 'version', header: 'Version' },
    { key: 'minSupportedVersion', header: 'Oldest Supported' },
    { key: 'forceUpdate', header: 'Force Update' },
    { key: 'releaseNotes', header: 'Release Notes' },
    { key: 'releasedAt', header: 'Released', format: 'datetime' },
    { key: 'createdAt', header: 'Recorded', format: 'datetime', hidden: true },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zMobileVersionInput),
    fields: [
      { name: 'platform', options: PLATFORM_OPTIONS },
      { name: 'version', description: 'major.minor.patch, e.g. 2.5.0' },
      { name: 'minSupportedVersion', label: 'Oldest Supported Version', description: 'Older versions must update before signing in, e.g. 2.1.0' },
      { name: 'forceUpdate', description: 'Every older version must update before use' },
      { name: 'releasedAt', label: 'Released At', description: 'Date and time of the store release' },
      { name: 'releaseNotes', widget: 'textarea' },
    ],
    empty: { platform: 'ANDROID', version: '', minSupportedVersion: '', forceUpdate: false, releasedAt: '' },
    fromRow: ({ createdAt: _c, ...input }) => input,
  },
  create: { run: (input) => createMobileVersion(input), notice: 'New Mobile version added Successfully' },
};

// ------------------------------------------------------------------ FAQs

export const faqsResource: ResourceDefinition<Faq, FaqInput, ListFaqsResponse> = {
  id: 'faqs',
  title: 'FAQs',
  singular: 'FAQ',
  rowKey: (faq) => String(faq.id),
  describe: (faq) => `"${faq.question}" (#${faq.id})`,
  list: {
    query: (search) => {
      const language = oneOf(search.filters?.language, ['en', 'si', 'ta'] as const);
      const category = search.filters?.category;
      return getListFaqsQueryOptions({ ...withSearch(search), ...(language ? { language } : {}), ...(category ? { category } : {}) });
    },
    select: pageOf,
    invalidates: getListFaqsQueryKey(),
  },
  filters: [
    { name: 'language', label: 'Language', options: LANGUAGE_OPTIONS },
    { name: 'category', label: 'Category' },
  ],
  columns: [
    { key: 'question', header: 'Question' },
    { key: 'answer', header: 'Answer', hidden: true },
    { key: 'category', header: 'Category' },
    { key: 'language', header: 'Language', render: (faq) => labelOf(LANGUAGE_OPTIONS, faq.language) },
    { key: 'order', header: 'Order', format: 'count' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zFaqInput),
    fields: [
      { name: 'question', widget: 'textarea', description: 'At least 5 characters' },
      { name: 'answer', widget: 'textarea' },
      { name: 'category', description: 'Heading the entry is grouped under in the app, e.g. Payments' },
      { name: 'language', options: LANGUAGE_OPTIONS },
      { name: 'order', widget: 'number', description: 'Position within its category and language, 1 first' },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { question: '', answer: '', category: '', order: 1, language: 'en', statusId: 1 },
    fromRow: ({ id: _i, createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createFaq(input), notice: 'New FAQ added Successfully' },
  update: { run: (faq, input) => updateFaq(faq.id, input), notice: 'FAQ record edited Successfully' },
  remove: { run: (faq) => deleteFaq(faq.id) },
};

// ------------------------------------------------------------------ fees and charges

const isFlat = (values: Record<string, unknown>) => values.feeType === 'FLAT';
const isPercentage = (values: Record<string, unknown>) => values.feeType === 'PERCENTAGE';


/** A percentage fee's minimum never exceeds its maximum. */
export const feeRangeAscending = ascending('feeRangeAscending', ['minAmount', 'maxAmount']);
export const feesResource: ResourceDefinition<FeeCharge, FeeChargeInput, ListFeesResponse> = {
  id: 'fees',
  title: 'Fees and Charges',
  singular: 'Fee Charge',
  rowKey: (fee) => fee.chargeCode,
  describe: (fee) => `${fee.description} (${fee.chargeCode})`,
  list: {
    query: (search) => {
      const txTypeCode = search.filters?.txTypeCode;
      return getListFeesQueryOptions({ ...withSearch(search), ...(txTypeCode ? { txTypeCode } : {}) });
    },
    select: pageOf,
    invalidates: getListFeesQueryKey(),
  },
  filters: [{ name: 'txTypeCode', label: 'Transaction Type', optionsFrom: txTypeOptions }],
  columns: [
    { key: 'chargeCode', header: 'Charge Code' },
    { key: 'description', header: 'Description', priority: 3 },
    { key: 'txTypeCode', header: 'Transaction Type', labels: txTypeOptions },
    // A fee's amounts are read by its type: kept in view with them.
    { key: 'feeType', header: 'Fee Type', render: (fee) => labelOf(FEE_TYPE_OPTIONS, fee.feeType), priority: 1 },
    { key: 'amount', header: 'Amount (LKR)', format: 'amount' },
    { key: 'percentage', header: 'Percentage', priority: 1, render: (fee) => (fee.percentage ? `${fee.percentage}%` : '') },
    { key: 'minAmount', header: 'Minimum (LKR)', format: 'amount' },
    { key: 'maxAmount', header: 'Maximum (LKR)', format: 'amount' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', hidden: true },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zFeeChargeInput),
    fields: [
      { name: 'chargeCode', readOnlyOnEdit: true, description: `${CODE_HINT}, e.g. P2P_STD` },
      { name: 'description' },
      { name: 'txTypeCode', optionsFrom: txTypeOptions },
      { name: 'feeType', options: FEE_TYPE_OPTIONS },
      { name: 'amount', label: 'Amount', visibleWhen: isFlat, required: true, description: `Fee per transaction; ${amountHint('25.00')}` },
      { name: 'percentage', visibleWhen: isPercentage, required: true, description: 'Share of the transaction amount with two decimals, e.g. 1.25' },
      { name: 'minAmount', label: 'Minimum Fee', visibleWhen: isPercentage, description: `Smallest fee charged; ${amountHint('50.00')}` },
      { name: 'maxAmount', label: 'Maximum Fee', visibleWhen: isPercentage, description: `Largest fee charged; ${amountHint('500.00')}` },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    rules: [feeRangeAscending],
    empty: { chargeCode: '', description: '', txTypeCode: '', feeType: 'FLAT', statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createFee(input), notice: 'New Fee Charge added Successfully' },
  update: { run: (fee, input) => updateFee(fee.chargeCode, input), notice: 'Fee Charge edited Successfully' },
  remove: { run: (fee) => deleteFee(fee.chargeCode) },
};

// ------------------------------------------------------------------ transaction limits

/** A limit per transaction never exceeds the daily limit, nor the daily limit the monthly one. */
export const limitsAscending = ascending('limitsAscending', ['perTxLimit', 'dailyLimit', 'monthlyLimit']);

export const transactionLimitsResource: ResourceDefinition<TransactionLimit, TransactionLimitInput, ListTransactionLimitsResponse> = {
  id: 'transaction-limits',
  title: 'Transaction Limits',
  singular: 'Transaction Limit',
  rowKey: (limit) => `${limit.segmentCode}/${limit.txTypeCode}`,
  describe: (limit) => `the ${limit.txTypeCode} limit of segment ${limit.segmentCode}`,
  list: {
    query: (search) => {
      const { segmentCode, txTypeCode } = search.filters ?? {};
      return getListTransactionLimitsQueryOptions({ ...paging(search), ...(segmentCode ? { segmentCode } : {}), ...(txTypeCode ? { txTypeCode } : {}) });
    },
    select: pageOf,
    invalidates: getListTransactionLimitsQueryKey(),
    find: (limit) => ({ page: 1, size: 100, filters: { segmentCode: limit.segmentCode, txTypeCode: limit.txTypeCode } }),
  },
  searchable: false,
  filters: [
    { name: 'segmentCode', label: 'Segment', optionsFrom: segmentOptions },
    { name: 'txTypeCode', label: 'Transaction Type', optionsFrom: txTypeOptions },
  ],
  columns: [
    { key: 'segmentCode', header: 'Segment', labels: segmentOptions },
    { key: 'txTypeCode', header: 'Transaction Type', labels: txTypeOptions },
    { key: 'perTxLimit', header: 'Per Transaction (LKR)', format: 'amount' },
    { key: 'dailyLimit', header: 'Daily (LKR)', format: 'amount' },
    { key: 'dailyCount', header: 'Daily Count', format: 'count' },
    { key: 'monthlyLimit', header: 'Monthly (LKR)', format: 'amount' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime', hidden: true },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zTransactionLimitInput),
    fields: [
      { name: 'segmentCode', optionsFrom: segmentOptions, readOnlyOnEdit: true },
      { name: 'txTypeCode', optionsFrom: txTypeOptions, readOnlyOnEdit: true },
      { name: 'perTxLimit', label: 'Per Transaction Limit', description: `Largest single transaction; ${amountHint('50000.00')}` },
      { name: 'dailyLimit', label: 'Daily Limit', description: `Largest total per calendar day; ${amountHint('100000.00')}` },
      { name: 'dailyCount', widget: 'number', description: 'Most transactions per calendar day' },
      { name: 'monthlyLimit', label: 'Monthly Limit', description: `Largest total per calendar month; ${amountHint('500000.00')}` },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    rules: [limitsAscending],
    empty: { segmentCode: '', txTypeCode: '', perTxLimit: '', dailyLimit: '', dailyCount: 10, monthlyLimit: '', statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createTransactionLimit(input), notice: 'New Limit added Successfully' },
  update: { run: (limit, input) => updateTransactionLimit(limit.segmentCode, limit.txTypeCode, input), notice: 'Limit record edited Successfully' },
  remove: { run: (limit) => deleteTransactionLimit(limit.segmentCode, limit.txTypeCode) },
};

// ------------------------------------------------------------------ modes of operation

export const modesOfOperationResource: ResourceDefinition<ModeOfOperation, ModeOfOperationInput, ListModesOfOperationResponse> = {
  id: 'modes-of-operation',
  title: 'Modes of Operation',
  singular: 'Mode of Operation',
  rowKey: (mode) => mode.code,
  describe: (mode) => `${mode.description} (${mode.code})`,
  list: {
    query: (search) => {
      const bankCode = search.filters?.bankCode;
      const statusId = oneOf(search.filters?.statusId, STATUS_IDS);
      return getListModesOfOperationQueryOptions({ ...withSearch(search), ...(bankCode ? { bankCode } : {}), ...(statusId ? { statusId } : {}) });
    },
    select: pageOf,
    invalidates: getListModesOfOperationQueryKey(),
  },
  filters: [
    { name: 'bankCode', label: 'Bank', optionsFrom: bankOptions },
    { name: 'statusId', label: 'Status', options: STATUS_OPTIONS },
  ],
  columns: [
    { key: 'code', header: 'Code' },
    { key: 'description', header: 'Description', title: true },
    { key: 'bankCode', header: 'Bank', refers: recordRef(bankOptions, BANK_PAGE, bankLink) },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'updatedAt', header: 'Last Updated', format: 'datetime' },
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.zModeOfOperationInput),
    fields: [
      { name: 'code', readOnlyOnEdit: true, description: `${CODE_HINT}, e.g. JOINT_ANY` },
      { name: 'description' },
      { name: 'bankCode', optionsFrom: bankOptions },
      { name: 'statusId', options: STATUS_OPTIONS },
    ],
    empty: { code: '', description: '', bankCode: '', statusId: 1 },
    fromRow: ({ createdAt: _c, updatedAt: _u, ...input }) => input,
  },
  create: { run: (input) => createModeOfOperation(input), notice: 'New Mode of Operation Added Successfully' },
  update: { run: (mode, input) => updateModeOfOperation(mode.code, input), notice: 'Mode of Operation Edited Successfully' },
  remove: { run: (mode) => deleteModeOfOperation(mode.code), undoable: true },
};
