import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { schemas } from '../../generated/hey-api/zod.gen';
import { Unreadable } from '../../src/api/deviations';
import { DailySeriesSection } from '../../src/components/dashboard/daily-series-section';
import { DashboardScreen } from '../../src/components/dashboard/dashboard-screen';
import { DaySummarySection } from '../../src/components/dashboard/day-summary-section';
import { NotificationsSection } from '../../src/components/dashboard/notifications-section';
import { CustomersSection, MerchantsSection, WalletUsersSection } from '../../src/components/dashboard/summary-sections';
import { SystemStatusSection } from '../../src/components/dashboard/system-status-section';
import { isUnreadableSection, type DashboardView, type SectionState, type UnreadableSection } from '../../src/components/dashboard/types';
import { anySection, dashboardSections, dashboardView } from '../../src/resources/dashboard';
import { DASHBOARD_REFETCH_MS, dashboardQuery } from '../../src/resources/dashboard-query';

/** The contract's example answer of `GET /dashboard` (what Prism serves), checked against its schema. */
function exampleAnswer() {
  const spec = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: unknown }> }> } }>;
  };
  const example = spec.paths['/dashboard']?.get.responses['200']?.content['application/json']?.example;
  return schemas.zGetDashboardResponse.parse(example);
}

/** The dashboard's view of an answer that is readable throughout: no section is unreadable. */
type ReadView = { [K in keyof DashboardView]: Exclude<DashboardView[K], UnreadableSection> };
function readView(view: DashboardView): ReadView {
  const unreadable = Object.entries(view).filter(([, section]) => isUnreadableSection(section));
  if (unreadable.length > 0) throw new Error(`Unreadable sections: ${unreadable.map(([key]) => key).join(', ')}`);
  return view as ReadView;
}

/** The view of a user who sees every section: none is hidden. */
type FullView = { [K in keyof ReadView]: Exclude<ReadView[K], null> };
function fullView(view: DashboardView): FullView {
  const read = readView(view);
  const hidden = Object.entries(read).filter(([, section]) => section === null);
  if (hidden.length > 0) throw new Error(`Hidden sections: ${hidden.map(([key]) => key).join(', ')}`);
  return read as FullView;
}

const EXAMPLE = fullView(dashboardView(exampleAnswer().data, () => true));

const success = <T,>(data: T): SectionState<T> => ({ status: 'success', data });

/** A section the example's user (who may open everything) sees. */
function shown<T>(data: T | null): T {
  if (data === null) throw new Error('The section is hidden');
  return data;
}

/** Renders inside a minimal router: notifications link with TanStack Router's Link. */
async function renderInRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }) });
  const result = render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findAllByRole('region');
  return result;
}

const region = (name: string) => screen.getByRole('region', { name });

/** Every section with the same state, as the dashboard draws them from its one call. */
const SECTIONS: { title: string; render: (state: SectionState<never>) => ReactElement }[] = [
  { title: "Today's transactions", render: (state) => <DaySummarySection state={state} /> },
  { title: 'Customer transactions', render: (state) => <DailySeriesSection title="Customer transactions" subject="customer" state={state} /> },
  { title: 'Merchant transactions', render: (state) => <DailySeriesSection title="Merchant transactions" subject="merchant" state={state} /> },
  { title: 'Customers', render: (state) => <CustomersSection state={state} /> },
  { title: 'Merchants', render: (state) => <MerchantsSection state={state} /> },
  { title: 'Wallet users', render: (state) => <WalletUsersSection state={state} /> },
  { title: 'Notifications', render: (state) => <NotificationsSection state={state} /> },
  { title: 'System status', render: (state) => <SystemStatusSection state={state} /> },
];

// Mantine in jsdom is slow on a busy 2-core machine.
describe('dashboard sections with the contract example', { timeout: 20_000 }, () => {
  it("today's transactions: figures, change against the previous day, and each type", async () => {
    await renderInRouter(<DaySummarySection state={success(EXAMPLE.today)} />);
    const section = region("Today's transactions");

    expect(within(section).getByText('2026-11-21')).toBeInTheDocument();
    expect(within(section).getByText('4,821')).toBeInTheDocument();
    expect(within(section).getByText('Transaction value (LKR)')).toBeInTheDocument();
    expect(within(section).getByText('38,452,750.00')).toBeInTheDocument();
    expect(within(section).getByText('4,760')).toBeInTheDocument();
    expect(within(section).getByText('61')).toBeInTheDocument();
    expect(within(section).getByText('-3.10% vs 2026-11-20')).toBeInTheDocument();
    expect(within(section).getByText('-3.58% vs 2026-11-20')).toBeInTheDocument();
    expect(within(section).getByText('-2.88% vs 2026-11-20')).toBeInTheDocument();
    expect(within(section).getByText('-17.57% vs 2026-11-20')).toBeInTheDocument();
    const byType = within(section).getByRole('table', { name: 'Today by transaction type' });
    expect(within(byType).getAllByRole('row')).toHaveLength(7);
    expect(within(byType).getByRole('row', { name: 'Wallet transfer 1,850 9,250,400.00' })).toBeInTheDocument();
    expect(within(byType).getByRole('row', { name: 'Remittance 56 5,029,000.00' })).toBeInTheDocument();
  });

  it('a fall in failures reads as good news, a fall in volume as bad', async () => {
    await renderInRouter(<DaySummarySection state={success(EXAMPLE.today)} />);
    // Good news and the error colour (per scheme, theme.ts): the text carries the sign, the colour only repeats it.
    expect(screen.getByText('-17.57% vs 2026-11-20').getAttribute('style')).toContain('--wallet-color-good');
    expect(screen.getByText('-3.10% vs 2026-11-20').getAttribute('style')).toContain('--mantine-color-error');
  });

  it('customer and merchant series: 14 days with counts and amounts, charts named', async () => {
    await renderInRouter(
      <>
        <DailySeriesSection title="Customer transactions" subject="customer" state={success(EXAMPLE.customerDaily)} />
        <DailySeriesSection title="Merchant transactions" subject="merchant" state={success(EXAMPLE.merchantDaily)} />
      </>,
    );
    const customers = region('Customer transactions');
    expect(within(customers).getByText('2026-11-08 to 2026-11-21')).toBeInTheDocument();
    expect(within(customers).getByRole('img', { name: 'Bar chart of customer transactions per day from 2026-11-08 to 2026-11-21' })).toBeInTheDocument();
    expect(within(customers).getByRole('img', { name: 'Area chart of the value of customer transactions per day from 2026-11-08 to 2026-11-21' })).toBeInTheDocument();
    const customerTable = within(customers).getByRole('table', { name: 'Customer transactions per day' });
    expect(within(customerTable).getAllByRole('row')).toHaveLength(15);
    expect(within(customerTable).getByRole('row', { name: '2026-11-08 3,655 28,120,450.00' })).toBeInTheDocument();
    expect(within(customerTable).getByRole('row', { name: '2026-11-21 4,821 38,452,750.00' })).toBeInTheDocument();

    // The charts: legends, day ticks and amount ticks in the spec's formats.
    const volume = within(customers).getByRole('img', { name: /^Bar chart/ });
    expect(await within(volume).findByText('Transactions')).toBeInTheDocument();
    expect(within(volume).getAllByText(/^2026-11-\d\d$/).length).toBeGreaterThan(1);
    expect(within(volume).getByText('6,000')).toBeInTheDocument();
    const value = within(customers).getByRole('img', { name: /^Area chart/ });
    expect(await within(value).findByText('Value (LKR)')).toBeInTheDocument();
    expect(within(value).getByText('40,000,000.00')).toBeInTheDocument();

    const merchantTable = within(region('Merchant transactions')).getByRole('table', { name: 'Merchant transactions per day' });
    expect(within(merchantTable).getAllByRole('row')).toHaveLength(15);
    expect(within(merchantTable).getByRole('row', { name: '2026-11-21 980 3,921,050.00' })).toBeInTheDocument();
  });

  it('customers: totals by status and the segments', async () => {
    await renderInRouter(<CustomersSection state={success(shown(EXAMPLE.customers))} />);
    const section = region('Customers');
    for (const [label, value] of [
      ['Customers', '128,540'],
      ['Active', '119,872'],
      ['Inactive', '5,231'],
      ['Pending KYC', '3,437'],
      ['New today', '214'],
    ] as const) {
      expect(within(section).getByText(label, { selector: 'p' }).nextElementSibling).toHaveTextContent(value);
    }
    const segments = within(section).getByRole('list', { name: 'By segment' });
    expect(within(segments).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Retail: 112,030', 'Premium: 9,870', 'Merchant: 6,640']);
    const donut = within(section).getByRole('img', { name: 'Donut chart, by segment: 128,540 in all' });
    // The total in the middle, a slice per segment; a hovered slice names itself and its figure.
    expect(await within(donut).findByText('128,540')).toBeInTheDocument();
    const slices = donut.querySelectorAll('path');
    expect(slices).toHaveLength(3);
    await userEvent.hover(slices[1] as Element);
    expect(within(donut).getByText('Premium')).toBeInTheDocument();
    expect(within(donut).getByText('9,870')).toBeInTheDocument();
  });

  it("merchants: totals, the status split and today's busiest", async () => {
    await renderInRouter(<MerchantsSection state={success(shown(EXAMPLE.merchants))} />);
    const section = region('Merchants');
    expect(within(section).getByText('Merchants', { selector: 'p' }).nextElementSibling).toHaveTextContent('612');
    expect(within(section).getByText('Head merchants').nextElementSibling).toHaveTextContent('148');
    expect(within(section).getByText('Terminals').nextElementSibling).toHaveTextContent('1,385');
    expect(within(section).getByText('Pending requests').nextElementSibling).toHaveTextContent('7');
    const status = within(section).getByRole('list', { name: 'By status' });
    expect(within(status).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Active: 571', 'Inactive: 29', 'Pending: 12']);
    const busiest = within(section).getByRole('table', { name: "Today's busiest merchants" });
    expect(within(busiest).getByRole('row', { name: 'Keells Super Union Place 412 1,850,320.00' })).toBeInTheDocument();
  });

  it('wallet users: totals, the balance as an amount, and the platforms', async () => {
    await renderInRouter(<WalletUsersSection state={success(shown(EXAMPLE.walletUsers))} />);
    const section = region('Wallet users');
    expect(within(section).getByText('Wallet users', { selector: 'p' }).nextElementSibling).toHaveTextContent('128,540');
    expect(within(section).getByText('Active in the last 30 days').nextElementSibling).toHaveTextContent('84,215');
    expect(within(section).getByText('Wallet balances (LKR)').nextElementSibling).toHaveTextContent('1,248,503,250.75');
    const platforms = within(section).getByRole('list', { name: 'By platform' });
    expect(within(platforms).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Android: 91,230', 'iOS: 31,528', 'Other: 5,782']);
  });

  it('notifications: newest first, linked to the screens the console has, times in the spec format', async () => {
    await renderInRouter(<NotificationsSection state={success(EXAMPLE.notifications)} />);
    const latest = within(region('Notifications')).getByRole('list', { name: 'Latest notifications' });
    const items = within(latest).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('AuthorizationChange the P2P fee of segment RETAIL from 25.00 to 30.00 awaits approval2026-11-21 10:40 AM');
    expect(within(latest).getByRole('link', { name: 'Sampath Bank PLC (7278) was set inactive' })).toHaveAttribute(
      'href',
      // The router writes a string that reads as a number in quotes, so it stays a string.
      '/admin/config-mgt/bank-mgt?page=1&size=10&search=%227278%22',
    );
    expect(within(latest).getByRole('link', { name: 'Branch Nugegoda (7083/010) of Hatton National Bank PLC was edited' })).toHaveAttribute(
      'href',
      '/admin/config-mgt/7083/branches',
    );
    expect(within(latest).getByRole('link', { name: 'Change the P2P fee of segment RETAIL from 25.00 to 30.00 awaits approval' })).toHaveAttribute(
      'href',
      '/admin/authorization-mgt/request?page=1&size=10&filters=%7B%22statusId%22%3A%2225%22%7D',
    );
    expect(within(latest).getByRole('link', { name: 'New message from Amaya Jayasinghe: Wallet transfer not received' })).toHaveAttribute(
      'href',
      '/admin/inbox/inbox-view/3107/message-history',
    );
    expect(
      within(latest).getByRole('link', { name: 'Amaya Jayasinghe disputed transaction TXN20261120000412: charged twice for one purchase at Keells Super Union Place' }),
    ).toHaveAttribute('href', '/admin/dispute-mgt/dispute-report?page=1&size=10&filters=%7B%22disputeStatusId%22%3A%2231%22%7D');
    expect(within(latest).getAllByRole('link')).toHaveLength(6);
    expect(within(latest).getByRole('link', { name: 'Amaya Jayasinghe asked to become a merchant (Amaya Home Bakers)' })).toHaveAttribute(
      'href',
      '/admin/merchant-mgt/merchant-requests?page=1&size=10&filters=%7B%22status%22%3A%22PENDING%22%7D',
    );
    expect(items[5]).toHaveTextContent('2026-11-18 02:22 PM');

    const waiting = screen.getByRole('list', { name: 'Waiting for action' });
    expect(within(waiting).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Authorization requests2',
      'Unread inbox messages14',
      'Open disputes5',
      'Bank service requests3',
      'Credit-card applications9',
      'Card block requests2',
      'Merchant requests7',
      'Failed recurring payments2',
    ]);
  });

  it('system status: each service with its state in words beside the colour', async () => {
    await renderInRouter(<SystemStatusSection state={success(EXAMPLE.systemStatus)} />);
    const section = region('System status');
    expect(within(section).getByText('Checked 2026-11-21 10:45 AM')).toBeInTheDocument();
    const services = within(section).getByRole('list', { name: 'Services' });
    expect(within(services).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wallet ledger24 msUp',
      'CEFT interbank gateway182 msUp',
      'LANKAQR payment switch1,240 ms · Slow responses from the switch since 10:05Degraded',
      'SMS gateway95 msUp',
      'Email notificationsNo answer · Connection refused by the mail relayDown',
      'Identity provider41 msUp',
    ]);
    expect(within(section).getByText('Overall').nextElementSibling).toHaveTextContent('Degraded');
  });
});

describe('dashboard sections when there is nothing yet', { timeout: 20_000 }, () => {
  const zeroDay = { date: '2026-11-21', count: 0, amount: 0, successCount: 0, failedCount: 0 };
  const emptySeries = { currency: 'LKR', days: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(8 + i).padStart(2, '0')}`, count: 0, amount: 0 })) };
  const cases: { title: string; text: string; ui: ReactElement }[] = [
    {
      title: "Today's transactions",
      text: 'No transactions yet today.',
      ui: <DaySummarySection state={success({ ...zeroDay, currency: 'LKR', previousDay: null, byType: [] })} />,
    },
    { title: 'Customer transactions', text: 'No customer transactions yet.', ui: <DailySeriesSection title="Customer transactions" subject="customer" state={success(emptySeries)} /> },
    { title: 'Merchant transactions', text: 'No merchant transactions yet.', ui: <DailySeriesSection title="Merchant transactions" subject="merchant" state={success(emptySeries)} /> },
    {
      title: 'Customers',
      text: 'No customers yet.',
      ui: <CustomersSection state={success({ total: 0, active: 0, inactive: 0, pendingKyc: 0, newToday: 0, bySegment: [] })} />,
    },
    {
      title: 'Merchants',
      text: 'No merchants yet.',
      ui: <MerchantsSection state={success({ total: 0, headMerchants: 0, active: 0, inactive: 0, pending: 0, terminals: 0, pendingRequests: 0, busiest: [] })} />,
    },
    {
      title: 'Wallet users',
      text: 'No wallet users yet.',
      ui: <WalletUsersSection state={success({ total: 0, activeLast30Days: 0, newThisMonth: 0, currency: 'LKR', totalBalance: 0, byPlatform: [] })} />,
    },
    {
      title: 'Notifications',
      text: 'No notifications yet.',
      ui: <NotificationsSection state={success({ ...EXAMPLE.notifications, latest: [], waiting: { ...EXAMPLE.notifications.waiting, ...zeroWaiting() } })} />,
    },
    {
      title: 'System status',
      text: 'No services reported yet.',
      ui: <SystemStatusSection state={success({ ...EXAMPLE.systemStatus, services: [] })} />,
    },
  ];
  for (const { title, text, ui } of cases) {
    it(`${title} says "${text}"`, async () => {
      await renderInRouter(ui);
      const section = region(title);
      expect(within(section).getByText(text)).toBeInTheDocument();
      expect(within(section).queryByRole('table')).not.toBeInTheDocument();
      expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    });
  }

  it('notifications with waiting work but no recent notification list the counts', async () => {
    await renderInRouter(<NotificationsSection state={success({ ...EXAMPLE.notifications, latest: [] })} />);
    expect(within(region('Notifications')).getByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Waiting for action' })).toHaveTextContent('Unread inbox messages14');
  });
});

function zeroWaiting() {
  return Object.fromEntries(Object.keys(EXAMPLE.notifications.waiting).map((key) => [key, 0])) as FullView['notifications']['waiting'];
}

describe('dashboard sections when the call failed or runs', { timeout: 20_000 }, () => {
  for (const { title, render: renderSection } of SECTIONS) {
    it(`${title}: shows the catalogue's message and Retry calls again`, async () => {
      const onRetry = vi.fn();
      await renderInRouter(renderSection({ status: 'error', message: 'Internal Server Error', onRetry }));
      const section = region(title);
      expect(within(section).getByText('Internal Server Error')).toBeInTheDocument();
      await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it(`${title}: shows skeletons under its title while loading`, async () => {
      const { container } = await renderInRouter(renderSection({ status: 'pending' }));
      const section = region(title);
      expect(within(section).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(section.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
      expect(within(section).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    });
  }
});

describe('DashboardScreen', { timeout: 20_000 }, () => {
  it('shows every section, the time of the data and a Refresh that calls again', async () => {
    const onRefresh = vi.fn();
    await renderInRouter(<DashboardScreen view={EXAMPLE} error={null} updatedAt={Date.UTC(2026, 10, 21, 5, 16)} fetching={false} onRefresh={onRefresh} />);
    for (const { title } of SECTIONS) expect(region(title)).toBeInTheDocument();
    expect(screen.getByText('Last updated 2026-11-21 10:46 AM')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('a section whose data cannot be read fails alone, with its Retry; the others show theirs', async () => {
    const answer = exampleAnswer().data as unknown as Record<string, unknown>;
    // What the transport leaves of a read whose customer summary is missing (`src/api/deviations.ts`).
    answer.customerSummary = new Unreadable('missing', 'getDashboard', '6c3a21bf-5df4-409e-82d5-4a97afd8e5c4');
    (answer.systemStatus as Record<string, unknown>).components = 'not a list';
    const view = dashboardView(answer as unknown as Parameters<typeof dashboardView>[0], () => true);
    const onRefresh = vi.fn();
    await renderInRouter(<DashboardScreen view={view} error={null} updatedAt={Date.UTC(2026, 10, 21, 5, 16)} fetching={false} onRefresh={onRefresh} />);
    expect(within(region('Customers')).getByText("This section's data could not be read (request id 6c3a21bf-5df4-409e-82d5-4a97afd8e5c4)")).toBeInTheDocument();
    expect(within(region('System status')).getByText("This section's data could not be read")).toBeInTheDocument();
    expect(within(region('Merchants')).getByText('612')).toBeInTheDocument();
    expect(within(region('Wallet users')).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(region('Customers')).getByRole('button', { name: 'Retry' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('a first call that failed: every section states the error and offers Retry', async () => {
    const onRefresh = vi.fn();
    await renderInRouter(<DashboardScreen view={null} error="Internal Server Error" updatedAt={null} fetching={false} onRefresh={onRefresh} />);
    expect(screen.getAllByText('Internal Server Error')).toHaveLength(SECTIONS.length);
    await userEvent.click(within(region('Customers')).getByRole('button', { name: 'Retry' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('a retry in progress shows the skeletons again, not the old error', async () => {
    await renderInRouter(<DashboardScreen view={null} error="Internal Server Error" updatedAt={null} fetching onRefresh={() => undefined} />);
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('a refresh that failed keeps the figures and says so, with Retry', async () => {
    const onRefresh = vi.fn();
    await renderInRouter(<DashboardScreen view={EXAMPLE} error="Internal Server Error" updatedAt={Date.UTC(2026, 10, 21, 5, 16)} fetching={false} onRefresh={onRefresh} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be refreshed');
    expect(alert).toHaveTextContent('Internal Server Error. The figures below are from the last update.');
    expect(within(region("Today's transactions")).getByText('4,821')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('dashboard data', () => {
  it('refetches every 60 s, only while the tab is visible', () => {
    const options = dashboardQuery();
    expect(DASHBOARD_REFETCH_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchIntervalInBackground).toBe(false);
  });

  it('links a notification only to a screen the user may open', () => {
    const linkedFor = (pages: string[]) =>
      shown(readView(dashboardView(exampleAnswer().data, (pageId) => pages.includes(pageId))).notifications)
        .latest.filter((item) => item.link !== null)
        .map((item) => item.category);
    expect(linkedFor(['branches'])).toEqual(['Branch']);
    expect(linkedFor(['branches', 'request', 'bank-mgt'])).toEqual(['Authorization', 'Bank', 'Branch']);
    expect(linkedFor(['message-history', 'dispute-report'])).toEqual(['Inbox', 'Dispute']);
  });

  it('follows the permissions of the screens it summarises: no customer name, dispute text or inbox subject without them', () => {
    // The demo's "kyc" user: CUSTOMER only.
    const customerPages = ['customers', 'customer', 'applications', 'block-request', 'recurringPayment'];
    const kyc = readView(dashboardView(exampleAnswer().data, (pageId) => customerPages.includes(pageId)));
    const kycText = shown(kyc.notifications)
      .latest.map((item) => item.message)
      .join(' ');
    expect(kycText).not.toContain('Wallet transfer not received');
    expect(kycText).not.toContain('charged twice');
    expect(kyc.customers?.total).toBe(128_540);
    expect(kyc.merchants).toBeNull();
    expect(Object.keys(shown(kyc.notifications).waiting).sort()).toEqual(['cardBlockRequests', 'creditCardApplications', 'failedRecurringPayments']);
    // Transactions and wallet balances are the reports' figures.
    expect([kyc.today, kyc.customerDaily, kyc.merchantDaily, kyc.walletUsers]).toEqual([null, null, null, null]);

    // The demo's "viewer" user: roles and users only, no section at all (and no call).
    const viewer = readView(dashboardView(exampleAnswer().data, (pageId) => ['roles', 'users'].includes(pageId)));
    expect(Object.values(viewer).every((section) => section === null)).toBe(true);
    const viewerSections = dashboardSections((pageId) => ['roles', 'users'].includes(pageId));
    expect(viewerSections).toMatchObject({ today: false, customers: false, merchants: false, walletUsers: false, notifications: false, systemStatus: false, waiting: [] });
    expect(anySection(viewerSections)).toBe(false);

    // With INBOX, DISPUTE and CUSTOMER the messages are there.
    const reader = readView(dashboardView(exampleAnswer().data, (pageId) => ['message-history', 'inbox-view', 'dispute-report', 'customers'].includes(pageId)));
    expect(shown(reader.notifications).latest.map((item) => item.category)).toEqual(['Inbox', 'Dispute']);
  });

  it('shows only the sections and counts the user may see, before and after the data', async () => {
    const sections = dashboardSections((pageId) => pageId === 'inbox-view');
    const { unmount } = await renderInRouter(
      <DashboardScreen view={null} error={null} updatedAt={null} fetching onRefresh={() => undefined} sections={sections} />,
    );
    expect(screen.queryByRole('region', { name: 'Customers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Merchants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Wallet users' })).not.toBeInTheDocument();
    expect(region('Notifications')).toBeInTheDocument();
    expect(screen.getByText('Unread inbox messages')).toBeInTheDocument();
    expect(screen.queryByText('Open disputes')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's transactions" })).not.toBeInTheDocument();
    unmount();
  });

  it('links each waiting count to its queue, filtered to the work waiting there', async () => {
    const sections = dashboardSections(() => true);
    const { unmount } = await renderInRouter(<DashboardScreen view={EXAMPLE} error={null} updatedAt={null} fetching={false} onRefresh={() => undefined} sections={sections} />);
    const waiting = screen.getByRole('list', { name: 'Waiting for action' });
    const href = (name: string) => decodeURIComponent(within(waiting).getByRole('link', { name }).getAttribute('href') ?? '');
    expect(href('Authorization requests')).toMatch(/^\/admin\/authorization-mgt\/request\?page=1&size=10&filters=\{"statusId":"25"\}$/);
    expect(href('Open disputes')).toContain('/admin/dispute-mgt/dispute-report?page=1&size=10&filters={"disputeStatusId":"31"}');
    expect(href('Merchant requests')).toContain('/admin/merchant-mgt/merchant-requests?page=1&size=10&filters={"status":"PENDING"}');
    expect(within(waiting).getAllByRole('link')).toHaveLength(8);
    unmount();
  });

  it('offers the pages a user may open when no section is theirs', async () => {
    const sections = dashboardSections((pageId) => ['roles', 'users'].includes(pageId));
    const openable = [{ title: 'User Management', items: [{ title: 'Users', to: '/admin/user-mgt/users' }] }];
    const { unmount } = await renderInRouter(<DashboardScreen view={null} error={null} updatedAt={null} fetching={false} onRefresh={() => undefined} sections={sections} openable={openable} />);
    expect(screen.getByRole('region', { name: 'What you can open' })).toHaveTextContent('You can open:');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/user-mgt/users');
    expect(screen.queryByRole('region', { name: 'System status' })).not.toBeInTheDocument();
    unmount();
  });

  it('reads amounts as numbers and keeps the days in order', () => {
    expect(EXAMPLE.today.amount).toBe(38_452_750);
    expect(EXAMPLE.today.previousDay).toEqual({ date: '2026-11-20', count: 4975, amount: 39_880_210, successCount: 4901, failedCount: 74 });
    expect(EXAMPLE.customerDaily.days.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, i) => `2026-11-${String(8 + i).padStart(2, '0')}`));
    expect(shown(EXAMPLE.walletUsers).totalBalance).toBe(1_248_503_250.75);
  });
});
