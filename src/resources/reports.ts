/**
 * Report Management (`/admin/report-mgt/...`): the remittance report and its transaction
 * detail, service requests (CRIB registration or merchant termination), and the customer,
 * merchant, registration, summary and year summary reports, each with its downloads.
 */
import dayjs from 'dayjs';
import {
  downloadCribReport,
  downloadCustomerReport,
  downloadMerchantReport,
  downloadRegistrationReport,
  downloadRemittanceReport,
  downloadSummaryReport,
  downloadTerminationRequestReport,
  downloadYearSummaryReport,
  getGetCustomerReportQueryOptions,
  getGetMerchantReportQueryOptions,
  getGetRegistrationReportQueryOptions,
  getGetRemittanceTransactionSuspenseQueryOptions,
  getGetSummaryReportQueryOptions,
  getGetYearSummaryReportQueryOptions,
  getListRemittanceTransactionsQueryOptions,
  getListServiceRequestsQueryOptions,
} from '../../generated/hooks/reports/reports';
import type {
  CustomerReportRow,
  GetCustomerReportResponse,
  GetMerchantReportResponse,
  GetRemittanceTransactionResponse,
  GetRegistrationReportResponse,
  GetSummaryReportResponse,
  GetYearSummaryReportResponse,
  ListRemittanceTransactionsResponse,
  ListServiceRequestsResponse,
  MerchantReportRow,
  RegistrationReportRow,
  RemittanceStatus,
  RemittanceTransaction,
  ServiceRequest,
  SummaryReportRow,
  YearSummaryReportRow,
} from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import { cascadeFilters } from '../components/crud/cascade';
import { labelOf } from '../components/crud/sources';
import { STATE_COLOR, STATUS_OPTIONS } from '../components/crud/status';
import type { ListSearch, Option } from '../components/crud/types';
import { rangeParams } from '../components/reports/date-range';
import type { RecordDetailView } from '../components/reports/record-detail';
import type { ReportDefinition, ReportFileType } from '../components/reports/types';
import { formatAmount, formatDateTime } from '../lib/format';
import { codeLabel, knownEntry, unknownText } from '../lib/known-codes';
import { maskValue } from '../lib/mask';
import { segmentOptions, txTypeOptions } from './other-config';
import { merchantCascade } from './merchant-choices';
import { paging, searchText, withSearch } from './shared';

/** Every report offers these formats (the contract's `fileType`). */
const FORMATS = ['pdf', 'xlsx', 'csv'] as const satisfies readonly ReportFileType[];
/** Opening a report and downloading it both need REPORT (the page guard checks the page). */
const REPORT = 'REPORT';

const CODE = /^[A-Z][A-Z0-9_]{1,19}$/;
const MID = /^[A-Z0-9]{15}$/;
const TID = /^[A-Z0-9]{8}$/;
const positive = (value: string | undefined) => (value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined);
const pick = <T extends string>(known: readonly T[], value: string | undefined): T | undefined => known.find((item) => item === value);
// ---------------------------------------------------------------- remittance

const REMITTANCE_STATES = ['PENDING', 'SUCCESS', 'FAILED', 'REVERSED'] as const satisfies readonly RemittanceStatus[];
export const REMITTANCE_STATUS: Record<RemittanceStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  SUCCESS: { label: 'Success', color: STATE_COLOR.positive },
  FAILED: { label: 'Failed', color: STATE_COLOR.negative },
  REVERSED: { label: 'Reversed', color: STATE_COLOR.neutral },
};
const REMITTANCE_STATUS_OPTIONS: Option[] = REMITTANCE_STATES.map((value) => ({ value, label: REMITTANCE_STATUS[value].label }));

const remittanceFilters = ({ filters }: ListSearch) => {
  const status = pick(REMITTANCE_STATES, filters?.status);
  return { ...rangeParams(filters), ...(status ? { status } : {}) };
};

export const remittanceReport: ReportDefinition<RemittanceTransaction, ListRemittanceTransactionsResponse> = {
  id: 'remittance-report',
  dateRange: true,
  title: 'Remittance Report',
  singular: 'Transaction',
  rowKey: (row) => row.transactionId,
  list: {
    query: (search) => getListRemittanceTransactionsQueryOptions({ ...withSearch(search), ...remittanceFilters(search) }),
    select: pageOf,
  },
  columns: [
    { key: 'transactionDate', header: 'Date', format: 'datetime' },
    { key: 'transactionId', header: 'Transaction Id', width: 'narrow', title: true },
    { key: 'referenceNo', header: 'Reference No' },
    { key: 'exchangeHouse', header: 'Exchange House' },
    { key: 'senderName', header: 'Sender' },
    { key: 'senderCountry', header: 'Country', width: 'narrow' },
    { key: 'customerName', header: 'Customer' },
    { key: 'userName', header: 'Mobile', format: 'mobile' },
    { key: 'walletId', header: 'Wallet Id', hidden: true },
    { key: 'sourceCurrency', header: 'Currency', width: 'narrow' },
    { key: 'sourceAmount', header: 'Source Amount', format: 'amount' },
    { key: 'exchangeRate', header: 'Rate', hidden: true },
    { key: 'amount', header: 'Amount (LKR)', format: 'amount' },
    { key: 'status', header: 'Status', format: 'status', statuses: REMITTANCE_STATUS },
    { key: 'failureReason', header: 'Failure Reason', hidden: true },
  ],
  searchable: true,
  filters: [{ name: 'status', label: 'Status', options: REMITTANCE_STATUS_OPTIONS }],
  // What reached the wallets: a failed, pending or reversed remittance credited nothing.
  totals: [{ key: 'amount', label: 'Credited (LKR)', format: 'amount', where: (row) => row.status === 'SUCCESS' }],
  rowLinks: [{ label: 'View Transaction', link: (row) => ({ to: '/admin/report-mgt/$id', params: { id: row.transactionId } }) }],
  download: {
    formats: FORMATS,
    permission: REPORT,
    call: (fileType, search) => (init) => downloadRemittanceReport(fileType, { ...remittanceFilters(search), ...searchText(search) }, init),
  },
};

/** One remittance transaction (`/admin/report-mgt/$id`), as the detail page shows it. */
export const remittanceTransactionQuery = (transactionId: string) => getGetRemittanceTransactionSuspenseQueryOptions(transactionId);

/** Every labelled field of a remittance transaction (specification section 3, transaction display). */
export function remittanceDetailView({ data: tx }: GetRemittanceTransactionResponse): RecordDetailView {
  return {
    title: `Transaction ${tx.transactionId}`,
    status: knownEntry(REMITTANCE_STATUS, tx.status) ?? { label: unknownText(tx.status), color: STATE_COLOR.neutral },
    sections: [
      {
        title: 'Transaction',
        fields: [
          { label: 'Transaction Id', value: tx.transactionId },
          { label: 'Trace Number', value: tx.traceNumber },
          { label: 'Reference No', value: tx.referenceNo },
          { label: 'Transaction Date', value: formatDateTime(tx.transactionDate) },
          { label: 'Credited At', value: formatDateTime(tx.creditedAt) },
          { label: 'Status', value: codeLabel(REMITTANCE_STATUS, tx.status) },
          { label: 'Failure Reason', value: tx.failureReason },
        ],
      },
      {
        title: 'Amount',
        fields: [
          { label: 'Amount', value: formatAmount(tx.amount) },
          { label: 'Currency Code', value: tx.currencyCode },
          { label: 'Fee', value: formatAmount(tx.fee) },
          { label: 'Source Amount', value: formatAmount(tx.sourceAmount) },
          { label: 'Source Currency', value: tx.sourceCurrency },
          { label: 'Exchange Rate', value: tx.exchangeRate },
        ],
      },
      {
        title: 'Sender',
        fields: [
          { label: 'Sender Name', value: tx.senderName },
          { label: 'Sender Country', value: tx.senderCountry },
          { label: 'Sender Address', value: tx.senderAddress },
          { label: 'Exchange House', value: tx.exchangeHouse },
          { label: 'Purpose', value: tx.purpose },
        ],
      },
      {
        title: 'Beneficiary',
        fields: [
          { label: 'Customer', value: tx.customerName },
          { label: 'Mobile', value: maskValue('mobile', tx.userName) },
          { label: 'Wallet Id', value: tx.walletId },
        ],
      },
      {
        title: 'Settlement',
        fields: [
          { label: 'Bank Code', value: tx.bankCode },
          { label: 'Branch Code', value: tx.branchCode },
          { label: 'MID', value: tx.mid },
          { label: 'Terminal Id', value: tx.terminalId },
        ],
      },
    ],
    history: {
      title: 'Status history',
      columns: ['Status', 'At', 'Remark'],
      rows: tx.history.map((change) => [codeLabel(REMITTANCE_STATUS, change.status), formatDateTime(change.at), change.remark ?? '']),
    },
  };
}

// ---------------------------------------------------------------- service requests

const SERVICE_TYPES: Option[] = [
  { value: '1', label: 'CRIB registration' },
  { value: '2', label: 'Merchant termination' },
];
const REQUEST_STATUS: Record<ServiceRequest['status'], { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: STATE_COLOR.waiting },
  COMPLETED: { label: 'Completed', color: STATE_COLOR.positive },
  REJECTED: { label: 'Rejected', color: STATE_COLOR.negative },
};
/** CRIB registration statuses (specification section 9): 16 active, 18 inactive, anything else unknown. */
const CRIB_STATUS: Record<string, { label: string; color: string }> = {
  '16': { label: 'Active', color: STATE_COLOR.positive },
  '18': { label: 'Inactive', color: STATE_COLOR.neutral },
  '0': { label: 'Unknown', color: STATE_COLOR.waiting },
};
const serviceType = ({ filters }: ListSearch): 1 | 2 | undefined => (filters?.serviceType === '2' ? 2 : filters?.serviceType === '1' ? 1 : undefined);

export const serviceRequestReport: ReportDefinition<ServiceRequest, ListServiceRequestsResponse> = {
  id: 'service-request',
  dateRange: true,
  title: 'Service Requests',
  singular: 'Service Request',
  rowKey: (row) => String(row.id),
  list: {
    query: (search) => {
      const type = serviceType(search);
      return getListServiceRequestsQueryOptions({ ...paging(search), ...(type ? { serviceType: type } : {}), ...rangeParams(search.filters) });
    },
    select: pageOf,
  },
  columns: [
    { key: 'id', header: 'Request Id', width: 'narrow' },
    { key: 'requestedAt', header: 'Requested At', format: 'datetime' },
    { key: 'serviceType', header: 'Type', render: (row) => labelOf(SERVICE_TYPES, row.serviceType) },
    { key: 'customerName', header: 'Customer', title: true },
    { key: 'userName', header: 'Mobile', format: 'mobile' },
    { key: 'nic', header: 'NIC', format: 'nic' },
    { key: 'walletId', header: 'Wallet Id', hidden: true },
    { key: 'mid', header: 'MID', empty: '—', hidden: true },
    { key: 'merchantName', header: 'Merchant', empty: '—' },
    { key: 'cribRegStatus', header: 'CRIB Status', format: 'status', statuses: CRIB_STATUS, empty: '—' },
    { key: 'reason', header: 'Reason', width: 'wide', empty: '—' },
    { key: 'status', header: 'Status', format: 'status', statuses: REQUEST_STATUS },
  ],
  filters: [{ name: 'serviceType', label: 'Service Type', options: SERVICE_TYPES }],
  download: {
    formats: FORMATS,
    permission: REPORT,
    // Specification section 7: the termination request report for service type 2, the CRIB report otherwise.
    call: (fileType, search) => (init) =>
      serviceType(search) === 2 ? downloadTerminationRequestReport(fileType, rangeParams(search.filters), init) : downloadCribReport(fileType, rangeParams(search.filters), init),
  },
};

// ---------------------------------------------------------------- customers

const customerFilters = ({ filters }: ListSearch) => {
  const segment = filters?.segment && CODE.test(filters.segment) ? filters.segment : undefined;
  const statusId = pick(['1', '2', '3'] as const, filters?.statusId);
  return { ...rangeParams(filters), ...(segment ? { segment } : {}), ...(statusId ? { statusId: Number(statusId) as 1 | 2 | 3 } : {}) };
};

export const customerReport: ReportDefinition<CustomerReportRow, GetCustomerReportResponse> = {
  id: 'customer-report',
  dateRange: true,
  title: 'Customer Report',
  singular: 'Customer',
  rowKey: (row) => String(row.customerId),
  list: {
    query: (search) => getGetCustomerReportQueryOptions({ ...withSearch(search), ...customerFilters(search) }),
    select: pageOf,
  },
  columns: [
    { key: 'customerId', header: 'Customer Id', width: 'narrow' },
    { key: 'name', header: 'Name', title: true },
    { key: 'userName', header: 'Mobile', format: 'mobile' },
    { key: 'nic', header: 'NIC', format: 'nic' },
    { key: 'walletId', header: 'Wallet Id' },
    { key: 'segment', header: 'Segment', labels: segmentOptions },
    { key: 'customerStatusId', header: 'Status', format: 'status' },
    { key: 'balance', header: 'Balance (LKR)', format: 'amount' },
    { key: 'registrationDate', header: 'Registered On', format: 'date' },
  ],
  searchable: true,
  filters: [
    { name: 'segment', label: 'Segment', optionsFrom: segmentOptions },
    { name: 'statusId', label: 'Status', options: STATUS_OPTIONS },
  ],
  totals: [{ key: 'balance', label: 'Balance (LKR)', format: 'amount' }],
  download: {
    formats: FORMATS,
    permission: REPORT,
    call: (fileType, search) => (init) => downloadCustomerReport(fileType, { ...customerFilters(search), ...searchText(search) }, init),
  },
};

// ---------------------------------------------------------------- merchants

const merchantFilters = ({ filters }: ListSearch) => {
  const headMerchantId = positive(filters?.headMerchantId);
  const mid = filters?.mid && MID.test(filters.mid) ? filters.mid : undefined;
  const terminalCode = filters?.terminalCode && TID.test(filters.terminalCode) ? filters.terminalCode : undefined;
  return { ...rangeParams(filters), ...(headMerchantId ? { headMerchantId } : {}), ...(mid ? { mid } : {}), ...(terminalCode ? { terminalCode } : {}) };
};

export const merchantReport: ReportDefinition<MerchantReportRow, GetMerchantReportResponse> = {
  id: 'merchant-report',
  dateRange: true,
  title: 'Merchant Report',
  singular: 'Merchant',
  rowKey: (row) => row.mid,
  list: {
    query: (search) => getGetMerchantReportQueryOptions({ ...withSearch(search), ...merchantFilters(search) }),
    select: pageOf,
  },
  columns: [
    { key: 'mid', header: 'MID', width: 'narrow' },
    { key: 'name', header: 'Merchant', title: true },
    { key: 'headMerchantName', header: 'Head Merchant' },
    { key: 'statusId', header: 'Status', format: 'status' },
    { key: 'txCount', header: 'Transactions', format: 'count' },
    { key: 'txVolume', header: 'Volume (LKR)', format: 'amount' },
    { key: 'commissionAmount', header: 'Commission (LKR)', format: 'amount' },
    { key: 'lastTxAt', header: 'Last Transaction', format: 'datetime' },
  ],
  searchable: true,
  // Head merchant -> merchant -> terminal (specification section 9: merchant dropdown steps 1, 2, 3).
  filters: cascadeFilters(merchantCascade({ head: 'headMerchantId', merchant: 'mid', terminal: 'terminalCode' })),
  totals: [
    { key: 'txCount', label: 'Transactions', format: 'count' },
    { key: 'txVolume', label: 'Volume (LKR)', format: 'amount' },
    { key: 'commissionAmount', label: 'Commission (LKR)', format: 'amount' },
  ],
  download: {
    formats: FORMATS,
    permission: REPORT,
    call: (fileType, search) => (init) => downloadMerchantReport(fileType, { ...merchantFilters(search), ...searchText(search) }, init),
  },
};

// ---------------------------------------------------------------- registrations

const CHANNELS: Option[] = [
  { value: '1', label: 'Mobile App' },
  { value: '2', label: 'Internet Banking' },
  { value: '3', label: 'Agent' },
];
const registrationFilters = ({ filters }: ListSearch) => {
  const channelId = pick(['1', '2', '3'] as const, filters?.channelId);
  return { ...rangeParams(filters), ...(channelId ? { channelId: Number(channelId) as 1 | 2 | 3 } : {}) };
};

export const registrationReport: ReportDefinition<RegistrationReportRow, GetRegistrationReportResponse> = {
  id: 'registration-report',
  dateRange: true,
  title: 'Registration Report',
  singular: 'Day',
  rowKey: (row) => `${row.date}:${row.channelId}`,
  list: {
    query: (search) => getGetRegistrationReportQueryOptions({ ...paging(search), ...registrationFilters(search) }),
    select: pageOf,
  },
  columns: [
    { key: 'date', header: 'Date', format: 'date' },
    { key: 'channelName', header: 'Channel' },
    { key: 'registrations', header: 'Registrations', format: 'count' },
    { key: 'kycCompleted', header: 'KYC Completed', format: 'count' },
  ],
  filters: [{ name: 'channelId', label: 'Channel', options: CHANNELS }],
  totals: [
    { key: 'registrations', label: 'Registrations', format: 'count' },
    { key: 'kycCompleted', label: 'KYC Completed', format: 'count' },
  ],
  download: {
    formats: FORMATS,
    permission: REPORT,
    call: (fileType, search) => (init) => downloadRegistrationReport(fileType, registrationFilters(search), init),
  },
};

// ---------------------------------------------------------------- summaries

const summaryFilters = ({ filters }: ListSearch) => {
  const txTypeCode = filters?.txTypeCode && CODE.test(filters.txTypeCode) ? filters.txTypeCode : undefined;
  return { ...rangeParams(filters), ...(txTypeCode ? { txTypeCode } : {}) };
};

export const summaryReport: ReportDefinition<SummaryReportRow, GetSummaryReportResponse> = {
  id: 'summary-report',
  dateRange: true,
  title: 'Summary Report',
  singular: 'Day',
  rowKey: (row) => row.date,
  list: {
    query: (search) => getGetSummaryReportQueryOptions({ ...paging(search), ...summaryFilters(search) }),
    select: pageOf,
  },
  columns: [
    { key: 'date', header: 'Date', format: 'date' },
    { key: 'txCount', header: 'Transactions', format: 'count' },
    { key: 'failedCount', header: 'Failed', format: 'count' },
    { key: 'txVolume', header: 'Volume (LKR)', format: 'amount' },
    { key: 'feeAmount', header: 'Fees (LKR)', format: 'amount' },
  ],
  filters: [{ name: 'txTypeCode', label: 'Transaction Type', optionsFrom: txTypeOptions }],
  totals: [
    { key: 'txCount', label: 'Transactions', format: 'count' },
    { key: 'failedCount', label: 'Failed', format: 'count' },
    { key: 'txVolume', label: 'Volume (LKR)', format: 'amount' },
    { key: 'feeAmount', label: 'Fees (LKR)', format: 'amount' },
  ],
  charts: [
    {
      title: 'Transactions by day',
      period: (row) => row.date,
      unit: 'count',
      series: [
        { key: 'txCount', label: 'Transactions', color: 'indigo' },
        { key: 'failedCount', label: 'Failed', color: 'red' },
      ],
    },
    { title: 'Volume by day (LKR)', period: (row) => row.date, unit: 'amount', series: [{ key: 'txVolume', label: 'Volume (LKR)', color: 'teal' }] },
  ],
  download: {
    formats: FORMATS,
    permission: REPORT,
    call: (fileType, search) => (init) => downloadSummaryReport(fileType, summaryFilters(search), init),
  },
};

/** Years a year summary can show: 2020 (the API's first) to this year, newest first. */
export function summaryYears(today = dayjs()): Option[] {
  return Array.from({ length: Math.max(1, today.year() - 2019) }, (_, index) => String(today.year() - index)).map((year) => ({ value: year, label: year }));
}
const yearFilter = ({ filters }: ListSearch) => {
  const year = positive(filters?.year);
  return year && year >= 2020 && year <= 2100 ? { year } : {};
};
/** Every month of a year in one call: no pager. */
const YEAR_ROWS = 12;

export const yearSummaryReport: ReportDefinition<YearSummaryReportRow, GetYearSummaryReportResponse> = {
  id: 'year-summary-report',
  title: 'Year Summary Report',
  singular: 'Month',
  rowKey: (row) => `${row.year}-${row.month}`,
  list: {
    query: (search) => getGetYearSummaryReportQueryOptions({ page: 1, size: YEAR_ROWS, ...yearFilter(search) }),
    select: pageOf,
    paged: false,
  },
  columns: [
    { key: 'month', header: 'Month', render: (row) => dayjs(new Date(row.year, row.month - 1, 1)).format('MMMM YYYY') },
    { key: 'txCount', header: 'Transactions', format: 'count' },
    { key: 'txVolume', header: 'Volume (LKR)', format: 'amount' },
    { key: 'feeAmount', header: 'Fees (LKR)', format: 'amount' },
    { key: 'newCustomers', header: 'New Customers', format: 'count' },
  ],
  dateRange: false,
  filters: [{ name: 'year', label: 'Year', options: summaryYears() }],
  totals: [
    { key: 'txCount', label: 'Transactions', format: 'count' },
    { key: 'txVolume', label: 'Volume (LKR)', format: 'amount' },
    { key: 'feeAmount', label: 'Fees (LKR)', format: 'amount' },
    { key: 'newCustomers', label: 'New Customers', format: 'count' },
  ],
  charts: [
    {
      title: 'Transactions by month',
      period: (row) => dayjs(new Date(row.year, row.month - 1, 1)).format('MMM YYYY'),
      unit: 'count',
      series: [{ key: 'txCount', label: 'Transactions', color: 'indigo' }],
    },
    {
      title: 'Volume by month (LKR)',
      period: (row) => dayjs(new Date(row.year, row.month - 1, 1)).format('MMM YYYY'),
      unit: 'amount',
      series: [{ key: 'txVolume', label: 'Volume (LKR)', color: 'teal' }],
    },
  ],
  download: {
    formats: FORMATS,
    permission: REPORT,
    limit: null,
    call: (fileType, search) => (init) => downloadYearSummaryReport(fileType, yearFilter(search), init),
  },
};
