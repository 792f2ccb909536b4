import type { LinkOptions } from '@tanstack/react-router';

/**
 * What a dashboard section shows: its data once the call answered, skeletons while it
 * runs, or the catalogue's message with a retry when it failed.
 */
export type SectionState<T> =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void; retryAt?: number | null }
  | { status: 'success'; data: T };

/** Transaction totals of one day. Amounts are numbers here; the screen formats them. */
export type DayTotals = { date: string; count: number; amount: number; successCount: number; failedCount: number };

/** Today's transactions, the previous day's totals to compare with, and a row per transaction type. */
export type DayTransactionsView = DayTotals & {
  currency: string;
  previousDay: DayTotals | null;
  byType: { code: string; label: string; count: number; amount: number }[];
};

/** Transactions per day, oldest first. */
export type DailySeriesView = { currency: string; days: { date: string; count: number; amount: number }[] };

/** One slice of a breakdown chart (by status, segment, platform). `color` is a theme colour name. */
export type SliceView = { label: string; value: number; color: string };

/** A labelled count, e.g. customers of one segment. */
export type LabelledCount = { label: string; count: number };

/** Customers by status and by segment. */
export type CustomersView = { total: number; active: number; inactive: number; pendingKyc: number; newToday: number; bySegment: LabelledCount[] };

/** Merchants by status, terminals, and today's busiest merchants. */
export type MerchantsView = {
  total: number;
  headMerchants: number;
  active: number;
  inactive: number;
  pending: number;
  terminals: number;
  pendingRequests: number;
  busiest: { mid: string; name: string; count: number; amount: number }[];
};

/** Wallet app users, their activity, the balance they hold, and their platforms. */
export type WalletUsersView = { total: number; activeLast30Days: number; newThisMonth: number; currency: string; totalBalance: number; byPlatform: LabelledCount[] };

/** One of the latest notifications; `category` is its label, `link` opens the screen it concerns when the console has one. */
export type NotificationView = { id: number; category: string; message: string; createdAt: string; link: LinkOptions | null };

/** The counts of work waiting for action, by the queue they wait in. */
export type WaitingCounts = {
  authorizations: number;
  inboxMessages: number;
  disputes: number;
  bankServiceRequests: number;
  creditCardApplications: number;
  cardBlockRequests: number;
  merchantRequests: number;
  failedRecurringPayments: number;
};

/**
 * The notifications section: the latest notifications and the counts of work waiting for
 * action, only those of the screens the user may open.
 */
export type NotificationsView = { latest: NotificationView[]; waiting: Partial<WaitingCounts> };

/**
 * The sections a user sees: those whose screens they may open (transactions the reports,
 * customers, merchants), the waiting counts of the queues they may open, and the list each
 * count opens, filtered to the work waiting there.
 */
export type DashboardSections = {
  today: boolean;
  customerDaily: boolean;
  merchantDaily: boolean;
  customers: boolean;
  merchants: boolean;
  walletUsers: boolean;
  notifications: boolean;
  systemStatus: boolean;
  waiting: (keyof WaitingCounts)[];
  links: Partial<Record<keyof WaitingCounts, LinkOptions>>;
};

/** A service's state: working, working slowly or partly, not answering. */
export type ServiceState = 'up' | 'degraded' | 'down';

/** The system status section: the overall state, when it was checked, and each service (a state may be one the console does not know). */
export type SystemStatusView = {
  overall: ServiceState | (string & {});
  checkedAt: string;
  services: { code: string; name: string; state: ServiceState | (string & {}); latencyMs: number | null; message: string | null }[];
};

/** Everything the dashboard draws, from its one call. */
/** A section whose data could not be read (a value of another type, a part missing): it fails alone, with its Retry. */
export type UnreadableSection = { unreadable: true; requestId: string | null };
/** A section's view, or the note that its data could not be read. */
export type Readable<T> = T | UnreadableSection;

/** Whether a section's data could not be read. */
export function isUnreadableSection(value: unknown): value is UnreadableSection {
  return typeof value === 'object' && value !== null && (value as Partial<UnreadableSection>).unreadable === true;
}

/** Each section is null for a user who may not open the screens it summarises. */
export type DashboardView = {
  today: Readable<DayTransactionsView> | null;
  customerDaily: Readable<DailySeriesView> | null;
  merchantDaily: Readable<DailySeriesView> | null;
  customers: Readable<CustomersView> | null;
  merchants: Readable<MerchantsView> | null;
  walletUsers: Readable<WalletUsersView> | null;
  notifications: Readable<NotificationsView> | null;
  systemStatus: Readable<SystemStatusView> | null;
};
