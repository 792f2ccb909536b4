/** What the dashboard draws from its data (`GET /dashboard`; its query: dashboard-query.ts). */
import type { LinkOptions } from '@tanstack/react-router';
import type {
  DashboardDailyPoint,
  DashboardDailySeries,
  DashboardDayTotals,
  DashboardNotification,
  DashboardNotificationCategory,
  DashboardPlatformCount,
  DashboardSummary,
} from '../../generated/hey-api/types.gen';
import { isUnreadable, type Unreadable } from '../api/deviations';
import type { PageId } from '../auth/pages';
import { codeLabel, knownEntry } from '../lib/known-codes';
import type { DashboardSections, DashboardView, DayTotals, NotificationView, Readable, WaitingCounts } from '../components/dashboard/types';
import { FAILED_PAYMENT, OPEN_DISPUTE, PENDING_REQUEST } from './status-ids';

/**
 * The answer's data as the query hands it over. The contract fixes each series at 14 days,
 * which the generated types write as a 14-tuple; the query's own types say "an array", so the
 * mapping accepts any length (the transport has checked the answer against the contract).
 */
type DashboardData = Omit<DashboardSummary, 'customerDailyTransactionSummary' | 'merchantDailyTransactionSummary'> &
  Record<'customerDailyTransactionSummary' | 'merchantDailyTransactionSummary', Series>;
type Series = Omit<DashboardDailySeries, 'days'> & { days: DashboardDailyPoint[] };

/** A screen of the console a notification or a waiting count leads to: the page id that gates it and the link. */
type Target = { pageId: PageId; link: LinkOptions };

const FIRST_PAGE = { page: 1, size: 10 } as const;

/**
 * The work queues, each opened filtered to the work waiting in it (the list's own filter, as
 * its search parameters validate it): a waiting count and a notification about one of its
 * records open it.
 */
const QUEUES = {
  authorizations: { pageId: 'request', link: { to: '/admin/authorization-mgt/request', search: { ...FIRST_PAGE, filters: { statusId: String(PENDING_REQUEST) } } } },
  inboxMessages: { pageId: 'inbox-view', link: { to: '/admin/inbox/inbox-view', search: { ...FIRST_PAGE, filters: { status: 'NEW' } } } },
  disputes: { pageId: 'dispute-report', link: { to: '/admin/dispute-mgt/dispute-report', search: { ...FIRST_PAGE, filters: { disputeStatusId: String(OPEN_DISPUTE) } } } },
  bankServiceRequests: { pageId: 'bank-service-request', link: { to: '/admin/service-req/service-request', search: { ...FIRST_PAGE, filters: { status: 'PENDING' } } } },
  creditCardApplications: { pageId: 'applications', link: { to: '/admin/credit-cards/applications', search: { ...FIRST_PAGE, filters: { status: 'PENDING' } } } },
  cardBlockRequests: { pageId: 'block-request', link: { to: '/admin/credit-cards/block-request', search: { ...FIRST_PAGE, filters: { status: 'PENDING' } } } },
  merchantRequests: { pageId: 'merchant-requests', link: { to: '/admin/merchant-mgt/merchant-requests', search: { ...FIRST_PAGE, filters: { status: 'PENDING' } } } },
  failedRecurringPayments: { pageId: 'recurringPayment', link: { to: '/admin/recurring-payment/recurringPayment', search: { ...FIRST_PAGE, filters: { statusId: String(FAILED_PAYMENT) } } } },
} satisfies Record<keyof WaitingCounts, Target>;

/**
 * Each notification category's label, the screens whose permission its message needs (`reads`:
 * the screen that shows the same record, names included: an inbox subject needs INBOX, a
 * dispute's text DISPUTE, a card application CUSTOMER) and the screen it concerns.
 */
const CATEGORIES: Record<DashboardNotificationCategory, { label: string; reads: readonly string[]; target: (subjectId: string) => Target }> = {
  AUTHORIZATION: { label: 'Authorization', reads: ['request'], target: () => QUEUES.authorizations },
  INBOX: {
    label: 'Inbox',
    reads: ['message-history'],
    // The conversation the message opened.
    target: (messageId) => ({ pageId: 'message-history', link: { to: '/admin/inbox/inbox-view/$id/message-history', params: { id: messageId } } }),
  },
  DISPUTE: { label: 'Dispute', reads: ['dispute-report'], target: () => QUEUES.disputes },
  BANK_SERVICE_REQUEST: { label: 'Service request', reads: ['bank-service-request'], target: () => QUEUES.bankServiceRequests },
  CREDIT_CARD_APPLICATION: { label: 'Card application', reads: ['applications'], target: () => QUEUES.creditCardApplications },
  CARD_BLOCK_REQUEST: { label: 'Card block', reads: ['block-request'], target: () => QUEUES.cardBlockRequests },
  MERCHANT_REQUEST: { label: 'Merchant request', reads: ['merchant-requests'], target: () => QUEUES.merchantRequests },
  RECURRING_PAYMENT: { label: 'Recurring payment', reads: ['recurringPayment'], target: () => QUEUES.failedRecurringPayments },
  BANK: {
    label: 'Bank',
    reads: ['bank-mgt'],
    target: (bankCode) => ({ pageId: 'bank-mgt', link: { to: '/admin/config-mgt/bank-mgt', search: { ...FIRST_PAGE, search: bankCode } } }),
  },
  BRANCH: {
    label: 'Branch',
    reads: ['branches'],
    target: (bankCode) => ({ pageId: 'branches', link: { to: '/admin/config-mgt/$id/branches', params: { id: bankCode } } }),
  },
};

/**
 * The screens each section summarises, by page id: a section is shown to a user who may open
 * all of them. The call's `x-permission` is null (one answer for every section), so the console
 * holds each section to the permission of its area: transactions and their series to the
 * reports (REPORT), customers to the customer screens (CUSTOMER), merchants to the merchant
 * list (MERCHANT), wallet users (whose balance is a financial figure) to both the customer
 * screens and the reports. System status belongs to no area: it is shown beside any other section.
 */
const SECTION_PAGES = {
  today: ['summary-report'],
  customerDaily: ['customer-report'],
  merchantDaily: ['merchant-report'],
  customers: ['customers'],
  merchants: ['merchant-mgt'],
  walletUsers: ['customers', 'summary-report'],
} as const satisfies Partial<Record<keyof DashboardSections, readonly string[]>>;

/**
 * The dashboard's sections for a user (`canOpen` by page id): each section needs the screens
 * it summarises (`SECTION_PAGES`), each waiting count its queue, the notifications a count or a
 * notification the user may read. A user who may see none gets no call (`anySection`).
 */
export function dashboardSections(canOpen: (pageId: string) => boolean): DashboardSections {
  const may = (pages: readonly string[]) => pages.every(canOpen);
  const waiting = (Object.keys(QUEUES) as (keyof WaitingCounts)[]).filter((key) => canOpen(QUEUES[key].pageId));
  const figures = {
    today: may(SECTION_PAGES.today),
    customerDaily: may(SECTION_PAGES.customerDaily),
    merchantDaily: may(SECTION_PAGES.merchantDaily),
    customers: may(SECTION_PAGES.customers),
    merchants: may(SECTION_PAGES.merchants),
    walletUsers: may(SECTION_PAGES.walletUsers),
  };
  const notifications = waiting.length > 0 || Object.values(CATEGORIES).some((category) => may(category.reads));
  return {
    ...figures,
    notifications,
    systemStatus: notifications || Object.values(figures).some(Boolean),
    waiting,
    links: Object.fromEntries(waiting.map((key) => [key, QUEUES[key].link])),
  };
}

/** Whether a user with these sections sees any: without one, the dashboard is not called. */
export const anySection = (sections: DashboardSections): boolean => sections.systemStatus;

const PLATFORMS: Record<DashboardPlatformCount['platform'], string> = { ANDROID: 'Android', IOS: 'iOS', OTHER: 'Other' };

const totals = (day: DashboardDayTotals): DayTotals => ({
  date: day.date,
  count: day.totalCount,
  amount: Number(day.totalAmount),
  successCount: day.successCount,
  failedCount: day.failedCount,
});

/**
 * Whether the user may read a notification's message: its category's screens are open to them. A
 * category the console does not know names no screen, so its message (which may name a customer)
 * is not shown.
 */
const mayRead = (item: DashboardNotification, canOpen: (pageId: string) => boolean) => knownEntry(CATEGORIES, item.category)?.reads.every(canOpen) ?? false;

function notification(item: DashboardNotification, canOpen: (pageId: string) => boolean): NotificationView {
  const { label, target } = CATEGORIES[item.category];
  const destination = item.subjectId !== null ? target(item.subjectId) : null;
  return {
    id: item.id,
    category: label,
    message: item.message,
    createdAt: item.createdAt,
    link: destination && canOpen(destination.pageId) ? destination.link : null,
  };
}

/** The first value inside `value` (itself included, at any depth) the console could not read, or null. */
function firstUnreadable(value: unknown): Unreadable | null {
  if (isUnreadable(value)) return value;
  if (typeof value !== 'object' || value === null) return null;
  for (const item of Object.values(value)) {
    const found = firstUnreadable(item);
    if (found) return found;
  }
  return null;
}

/**
 * A section's view built from its part of the answer: a part holding a value the console could
 * not read (or that the view cannot be built from) makes that section alone unreadable.
 */
function section<T>(source: unknown, build: () => T): Readable<T> {
  const unreadable = firstUnreadable(source);
  if (unreadable) return { unreadable: true, requestId: unreadable.requestId };
  try {
    return build();
  } catch {
    return { unreadable: true, requestId: null };
  }
}

/**
 * What the dashboard draws from the answer of `GET /dashboard`, for a user who may open the
 * pages `canOpen` allows: a notification is shown only when the user may open the screens its
 * message needs (no customer name, dispute text or inbox subject otherwise), and links to the
 * screen it concerns when the console has it; sections and counts follow `dashboardSections`.
 */
export function dashboardView(data: DashboardData, canOpen: (pageId: string) => boolean): DashboardView {
  const { dayTransactionSummary: day, customerSummary: customers, merchantSummary: merchants, walletUsers, notificationSummary: notices } = data;
  const sections = dashboardSections(canOpen);
  const waiting = (): WaitingCounts => ({
    authorizations: notices.pendingAuthorizations,
    inboxMessages: notices.unreadInboxMessages,
    disputes: notices.openDisputes,
    bankServiceRequests: notices.pendingBankServiceRequests,
    creditCardApplications: notices.pendingCreditCardApplications,
    cardBlockRequests: notices.pendingCardBlockRequests,
    merchantRequests: notices.pendingMerchantRequests,
    failedRecurringPayments: notices.failedRecurringPayments,
  });
  const series = (s: Series) =>
    section(s, () => ({
      currency: s.currency,
      days: s.days.map((d) => ({ date: d.date, count: d.count, amount: Number(d.amount) })),
    }));
  return {
    today: !sections.today
      ? null
      : section(day, () => ({
          ...totals(day),
          currency: day.currency,
          previousDay: totals(day.previousDay),
          byType: day.byType.map((row) => ({ code: row.txType, label: row.description, count: row.count, amount: Number(row.amount) })),
        })),
    customerDaily: sections.customerDaily ? series(data.customerDailyTransactionSummary) : null,
    merchantDaily: sections.merchantDaily ? series(data.merchantDailyTransactionSummary) : null,
    customers: !sections.customers
      ? null
      : section(customers, () => ({
          total: customers.totalCustomers,
          active: customers.activeCustomers,
          inactive: customers.inactiveCustomers,
          pendingKyc: customers.pendingKyc,
          newToday: customers.newToday,
          bySegment: customers.bySegment.map((s) => ({ label: s.description, count: s.count })),
        })),
    merchants: !sections.merchants
      ? null
      : section(merchants, () => ({
          total: merchants.merchants,
          headMerchants: merchants.headMerchants,
          active: merchants.activeMerchants,
          inactive: merchants.inactiveMerchants,
          pending: merchants.pendingMerchants,
          terminals: merchants.terminals,
          pendingRequests: merchants.pendingMerchantRequests,
          busiest: merchants.topMerchants.map((m) => ({ mid: m.mid, name: m.name, count: m.count, amount: Number(m.amount) })),
        })),
    walletUsers: !sections.walletUsers
      ? null
      : section(walletUsers, () => ({
          total: walletUsers.totalUsers,
          activeLast30Days: walletUsers.activeLast30Days,
          newThisMonth: walletUsers.newThisMonth,
          currency: walletUsers.currency,
          totalBalance: Number(walletUsers.totalBalance),
          byPlatform: walletUsers.byPlatform.map((p) => ({ label: codeLabel(PLATFORMS, p.platform), count: p.count })),
        })),
    notifications: !sections.notifications
      ? null
      : section(notices, () => ({
          latest: notices.latest.filter((item) => mayRead(item, canOpen)).map((item) => notification(item, canOpen)),
          waiting: Object.fromEntries(sections.waiting.map((key) => [key, waiting()[key]])),
        })),
    systemStatus: !sections.systemStatus
      ? null
      : section(data.systemStatus, () => ({
          overall: data.systemStatus.overall,
          checkedAt: data.systemStatus.checkedAt,
          services: data.systemStatus.components.map((c) => ({ code: c.code, name: c.name, state: c.status, latencyMs: c.latencyMs, message: c.message })),
        })),
  };
}
