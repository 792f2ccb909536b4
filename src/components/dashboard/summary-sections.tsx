import { formatAmount, formatCount } from '../../lib/format';
import { SummarySection } from './summary-section';
import type { CustomersView, LabelledCount, MerchantsView, SectionState, WalletUsersView } from './types';

/**
 * Colours of breakdown slices, in order: theme colours whose filled shade (8 in the light
 * scheme, 6 in the dark one) stands out from the card by at least 3:1.
 */
export const SLICE_COLORS = ['indigo', 'teal', 'grape', 'cyan', 'orange', 'pink'] as const;

const slices = (counts: LabelledCount[]) =>
  counts.map((item, i) => ({ label: item.label, value: item.count, color: SLICE_COLORS[i % SLICE_COLORS.length] ?? 'indigo' }));

/** Customers by status (figures) and by segment (donut). */
export function CustomersSection({ state }: { state: SectionState<CustomersView> }) {
  return (
    <SummarySection
      title="Customers"
      state={state}
      isEmpty={(c) => c.total === 0}
      emptyText="No customers yet."
      stats={[
        { label: 'Customers', value: (c) => c.total },
        { label: 'Active', value: (c) => c.active },
        { label: 'Inactive', value: (c) => c.inactive },
        { label: 'Pending KYC', value: (c) => c.pendingKyc },
        { label: 'New today', value: (c) => c.newToday },
      ]}
      breakdown={{ title: 'By segment', slices: (c) => slices(c.bySegment) }}
    />
  );
}

/** Merchants by status (figures and donut), terminals, and today's busiest merchants. */
export function MerchantsSection({ state }: { state: SectionState<MerchantsView> }) {
  return (
    <SummarySection
      title="Merchants"
      state={state}
      isEmpty={(m) => m.total === 0 && m.headMerchants === 0}
      emptyText="No merchants yet."
      stats={[
        { label: 'Merchants', value: (m) => m.total },
        { label: 'Head merchants', value: (m) => m.headMerchants },
        { label: 'Terminals', value: (m) => m.terminals },
        { label: 'Pending requests', value: (m) => m.pendingRequests },
      ]}
      breakdown={{
        title: 'By status',
        slices: (m) => [
          { label: 'Active', value: m.active, color: 'teal' },
          { label: 'Inactive', value: m.inactive, color: 'gray' },
          { label: 'Pending', value: m.pending, color: 'orange' },
        ],
      }}
      table={(m) => ({
        title: "Today's busiest merchants",
        columns: [{ header: 'Merchant' }, { header: 'Transactions', numeric: true }, { header: 'Amount', numeric: true }],
        rows: m.busiest.map((row) => ({ key: row.mid, cells: [row.name, formatCount(row.count), formatAmount(row.amount)] })),
      })}
    />
  );
}

/** Wallet app users: totals, activity and balances (figures) and platforms (donut). */
export function WalletUsersSection({ state }: { state: SectionState<WalletUsersView> }) {
  return (
    <SummarySection
      title="Wallet users"
      state={state}
      isEmpty={(w) => w.total === 0}
      emptyText="No wallet users yet."
      stats={[
        { label: 'Wallet users', value: (w) => w.total },
        { label: 'Active in the last 30 days', value: (w) => w.activeLast30Days },
        { label: 'New this month', value: (w) => w.newThisMonth },
        { label: 'Wallet balances', value: (w) => w.totalBalance, currency: (w) => w.currency },
      ]}
      breakdown={{ title: 'By platform', slices: (w) => slices(w.byPlatform) }}
    />
  );
}
