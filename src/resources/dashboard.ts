/** The dashboard's data (`GET /dashboard`): its query options and what the screen draws from it. */
import type { LinkOptions } from '@tanstack/react-router';
import { getGetDashboardQueryOptions } from '../../generated/hooks/dashboard/dashboard';
import type {
  DashboardDailyPoint,
  DashboardDailySeries,
  DashboardDayTotals,
  DashboardNotification,
  DashboardNotificationCategory,
  DashboardPlatformCount,
  DashboardSummary,
} from '../../generated/hey-api/types.gen';
import type { DashboardView, DayTotals, NotificationView } from '../components/dashboard/types';
import { PENDING_REQUEST } from './audit';
import { OPEN_DISPUTE } from './disputes';
import { FAILED_PAYMENT } from './requests';

/** The dashboard refetches itself this often while its tab is visible. */
export const DASHBOARD_REFETCH_MS = 60_000;

export const dashboardQuery = () =>
  getGetDashboardQueryOptions({ query: { refetchInterval: DASHBOARD_REFETCH_MS, refetchIntervalInBackground: false } });

/**
 * The answer's data as the query hands it over. The contract fixes each series at 14 days,
 * which the generated types write as a 14-tuple; the query's own types say "an array", so the
 * mapping accepts any length (the transport has checked the answer against the contract).
 */
type DashboardData = Omit<DashboardSummary, 'customerDailyTransactionSummary' | 'merchantDailyTransactionSummary'> &
  Record<'customerDailyTransactionSummary' | 'merchantDailyTransactionSummary', Series>;
type Series = Omit<DashboardDailySeries, 'days'> & { days: DashboardDailyPoint[] };

/** A screen of the console a notification leads to: the page id that gates it and the link. */
type Target = { pageId: string; link: LinkOptions };

/**
 * Each notification category's label and the screen it concerns. Only screens the console
 * has are linked; the others (merchant requests) get a target when their screen is built.
 */
const CATEGORIES: Record<DashboardNotificationCategory, { label: string; target?: (subjectId: string) => Target }> = {
  AUTHORIZATION: {
    label: 'Authorization',
    // The queue of requests still waiting for a decision, where this one is.
    target: () => ({ pageId: 'request', link: { to: '/admin/authorization-mgt/request', search: { page: 1, size: 10, filters: { statusId: String(PENDING_REQUEST) } } } }),
  },
  INBOX: {
    label: 'Inbox',
    // The conversation the message opened.
    target: (messageId) => ({ pageId: 'message-history', link: { to: '/admin/inbox/inbox-view/$id/message-history', params: { id: messageId } } }),
  },
  DISPUTE: {
    label: 'Dispute',
    // The disputes still waiting for a decision, where this one is.
    target: () => ({ pageId: 'dispute-report', link: { to: '/admin/dispute-mgt/dispute-report', search: { page: 1, size: 10, filters: { disputeStatusId: String(OPEN_DISPUTE) } } } }),
  },
  BANK_SERVICE_REQUEST: {
    label: 'Service request',
    target: () => ({ pageId: 'bank-service-request', link: { to: '/admin/service-req/service-request', search: { page: 1, size: 10, filters: { status: 'PENDING' } } } }),
  },
  CREDIT_CARD_APPLICATION: {
    label: 'Card application',
    target: () => ({ pageId: 'applications', link: { to: '/admin/credit-cards/applications', search: { page: 1, size: 10, filters: { status: 'PENDING' } } } }),
  },
  CARD_BLOCK_REQUEST: {
    label: 'Card block',
    target: () => ({ pageId: 'block-request', link: { to: '/admin/credit-cards/block-request', search: { page: 1, size: 10, filters: { status: 'PENDING' } } } }),
  },
  MERCHANT_REQUEST: { label: 'Merchant request' },
  RECURRING_PAYMENT: {
    label: 'Recurring payment',
    target: () => ({ pageId: 'recurringPayment', link: { to: '/admin/recurring-payment/recurringPayment', search: { page: 1, size: 10, filters: { statusId: String(FAILED_PAYMENT) } } } }),
  },
  BANK: {
    label: 'Bank',
    target: (bankCode) => ({ pageId: 'bank-mgt', link: { to: '/admin/config-mgt/bank-mgt', search: { page: 1, size: 10, search: bankCode } } }),
  },
  BRANCH: {
    label: 'Branch',
    target: (bankCode) => ({ pageId: 'branches', link: { to: '/admin/config-mgt/$id/branches', params: { id: bankCode } } }),
  },
};

const PLATFORMS: Record<DashboardPlatformCount['platform'], string> = { ANDROID: 'Android', IOS: 'iOS', OTHER: 'Other' };

const totals = (day: DashboardDayTotals): DayTotals => ({
  date: day.date,
  count: day.totalCount,
  amount: Number(day.totalAmount),
  successCount: day.successCount,
  failedCount: day.failedCount,
});

function notification(item: DashboardNotification, canOpen: (pageId: string) => boolean): NotificationView {
  const { label, target } = CATEGORIES[item.category];
  const destination = target && item.subjectId !== null ? target(item.subjectId) : null;
  return {
    id: item.id,
    category: label,
    message: item.message,
    createdAt: item.createdAt,
    link: destination && canOpen(destination.pageId) ? destination.link : null,
  };
}

/**
 * What the dashboard draws from the answer of `GET /dashboard`. A notification links to the
 * screen it concerns only when the console has it and `canOpen` lets the user open it.
 */
export function dashboardView(data: DashboardData, canOpen: (pageId: string) => boolean): DashboardView {
  const { dayTransactionSummary: day, customerSummary: customers, merchantSummary: merchants, walletUsers, notificationSummary: notices } = data;
  const series = (s: Series) => ({
    currency: s.currency,
    days: s.days.map((d) => ({ date: d.date, count: d.count, amount: Number(d.amount) })),
  });
  return {
    today: {
      ...totals(day),
      currency: day.currency,
      previousDay: totals(day.previousDay),
      byType: day.byType.map((row) => ({ code: row.txType, label: row.description, count: row.count, amount: Number(row.amount) })),
    },
    customerDaily: series(data.customerDailyTransactionSummary),
    merchantDaily: series(data.merchantDailyTransactionSummary),
    customers: {
      total: customers.totalCustomers,
      active: customers.activeCustomers,
      inactive: customers.inactiveCustomers,
      pendingKyc: customers.pendingKyc,
      newToday: customers.newToday,
      bySegment: customers.bySegment.map((s) => ({ label: s.description, count: s.count })),
    },
    merchants: {
      total: merchants.merchants,
      headMerchants: merchants.headMerchants,
      active: merchants.activeMerchants,
      inactive: merchants.inactiveMerchants,
      pending: merchants.pendingMerchants,
      terminals: merchants.terminals,
      pendingRequests: merchants.pendingMerchantRequests,
      busiest: merchants.topMerchants.map((m) => ({ mid: m.mid, name: m.name, count: m.count, amount: Number(m.amount) })),
    },
    walletUsers: {
      total: walletUsers.totalUsers,
      activeLast30Days: walletUsers.activeLast30Days,
      newThisMonth: walletUsers.newThisMonth,
      currency: walletUsers.currency,
      totalBalance: Number(walletUsers.totalBalance),
      byPlatform: walletUsers.byPlatform.map((p) => ({ label: PLATFORMS[p.platform], count: p.count })),
    },
    notifications: {
      latest: notices.latest.map((item) => notification(item, canOpen)),
      waiting: {
        authorizations: notices.pendingAuthorizations,
        inboxMessages: notices.unreadInboxMessages,
        disputes: notices.openDisputes,
        bankServiceRequests: notices.pendingBankServiceRequests,
        creditCardApplications: notices.pendingCreditCardApplications,
        cardBlockRequests: notices.pendingCardBlockRequests,
        merchantRequests: notices.pendingMerchantRequests,
        failedRecurringPayments: notices.failedRecurringPayments,
      },
    },
    systemStatus: {
      overall: data.systemStatus.overall,
      checkedAt: data.systemStatus.checkedAt,
      services: data.systemStatus.components.map((c) => ({ code: c.code, name: c.name, state: c.status, latencyMs: c.latencyMs, message: c.message })),
    },
  };
}
