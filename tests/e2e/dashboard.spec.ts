import type { Page } from '@playwright/test';
import { expect, expectAccessible, nav, PINNED_NOW, signIn, test } from './support';

const SECTIONS = [
  "Today's transactions",
  'Customer transactions',
  'Merchant transactions',
  'Customers',
  'Merchants',
  'Wallet users',
  'System status',
  'Notifications',
] as const;

const section = (page: Page, name: (typeof SECTIONS)[number]) => page.getByRole('region', { name, exact: true });

/** Sends `GET /dashboard` to Prism with `Prefer: code=500` while `failing()` says so. */
async function failDashboardWhile(page: Page, failing: () => boolean) {
  await page.route('**/api/dashboard', (route) =>
    failing() ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }) : route.continue(),
  );
}

test('after sign-in the dashboard shows every section with the figures of the contract example', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/^Last updated \d{4}-\d{2}-\d{2} \d{2}:\d{2} [AP]M$/)).toBeVisible();

  const today = section(page, "Today's transactions");
  await expect(today.getByText('2026-11-21', { exact: true })).toBeVisible();
  for (const figure of ['4,821', '38,452,750.00', '4,760', '61', '-3.10% vs 2026-11-20', '-17.57% vs 2026-11-20']) {
    await expect(today.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(today.getByRole('row', { name: 'Wallet transfer 1,850 9,250,400.00' })).toBeVisible();

  const customers = section(page, 'Customer transactions');
  await expect(customers.getByText('2026-11-08 to 2026-11-21')).toBeVisible();
  const volume = customers.getByRole('img', { name: /^Bar chart/ });
  await expect(volume.locator('rect[data-series="Transactions"]')).toHaveCount(14);
  await expect(volume.getByText('Transactions', { exact: true })).toBeVisible();
  await expect(customers.getByRole('img', { name: /^Area chart/ }).getByText('40,000,000.00', { exact: true })).toBeVisible();
  // The tooltip of today's bar.
  await volume.locator('rect[data-series]').last().hover();
  // Inside the image its parts have no roles of their own: found by its attribute.
  const tooltip = volume.locator('[role=tooltip]');
  await expect(tooltip).toContainText('2026-11-21');
  await expect(tooltip).toContainText('Transactions');
  await expect(tooltip).toContainText('4,821');

  const merchants = section(page, 'Merchant transactions');
  await expect(merchants.locator('rect[data-series="Transactions"]')).toHaveCount(14);
  await expect(merchants.getByRole('img', { name: /^Area chart/ }).getByText('4,500,000.00', { exact: true })).toBeVisible();

  const customerSummary = section(page, 'Customers');
  await expect(customerSummary.getByText('128,540', { exact: true }).first()).toBeVisible();
  await expect(customerSummary.getByRole('listitem').filter({ hasText: 'Retail: 112,030' })).toBeVisible();

  const merchantSummary = section(page, 'Merchants');
  await expect(merchantSummary.getByRole('listitem').filter({ hasText: 'Active: 571' })).toBeVisible();
  await expect(merchantSummary.getByRole('row', { name: 'Keells Super Union Place 412 1,850,320.00' })).toBeVisible();

  const walletUsers = section(page, 'Wallet users');
  await expect(walletUsers.getByText('1,248,503,250.75', { exact: true })).toBeVisible();
  await expect(walletUsers.getByRole('listitem').filter({ hasText: 'Android: 91,230' })).toBeVisible();

  const status = section(page, 'System status');
  await expect(status.getByText('Checked 2026-11-21 10:45 AM')).toBeVisible();
  await expect(status.getByRole('listitem').filter({ hasText: 'LANKAQR payment switch' })).toContainText('Degraded');
  await expect(status.getByRole('listitem').filter({ hasText: 'Email notifications' })).toContainText('Down');

  const notifications = section(page, 'Notifications');
  await expect(notifications.getByRole('listitem').first()).toContainText('Change the P2P fee of segment RETAIL from 25.00 to 30.00 awaits approval');
  await expect(notifications.getByRole('list', { name: 'Latest notifications' }).getByRole('link')).toHaveCount(6);
  await expect(notifications.getByRole('list', { name: 'Waiting for action' })).toContainText('Unread inbox messages14');
});

test('a notification opens the screen it concerns', async ({ page }) => {
  await signIn(page, 'admin');
  await section(page, 'Notifications').getByRole('link', { name: 'Branch Nugegoda (7083/010) of Hatton National Bank PLC was edited' }).click();
  await expect(page).toHaveURL(/\/admin\/config-mgt\/7083\/branches(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();

  await page.goBack();
  await section(page, 'Notifications').getByRole('link', { name: 'Sampath Bank PLC (7278) was set inactive' }).click();
  await expect(page.getByRole('heading', { name: 'Bank Management' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search Bank Management' })).toHaveValue('7278');

  await page.goBack();
  await section(page, 'Notifications').getByRole('link', { name: 'Change the P2P fee of segment RETAIL from 25.00 to 30.00 awaits approval' }).click();
  await expect(page.getByRole('heading', { name: 'Authorization Requests' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Status' })).toHaveValue('Pending');
});

test('a failed call shows "Internal Server Error" in the sections, the shell keeps working, and Retry shows the data', async ({ page }) => {
  let failing = true;
  await failDashboardWhile(page, () => failing);
  await signIn(page, 'admin');

  // The catalogue's text with the call's request id, which support traces.
  for (const name of SECTIONS) await expect(section(page, name).getByText(/^Internal Server Error \(request id [0-9a-f-]{36}\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(SECTIONS.length);
  // Each Retry reads in full, also in the half-width cards beside a long message.
  for (const retry of await page.getByRole('button', { name: 'Retry' }).all()) {
    expect(await retry.locator('.mantine-Button-label').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page);
  // The shell is untouched: the menu still opens.
  await nav(page).getByText('Config Management', { exact: true }).click();
  await expect(nav(page).getByRole('link', { name: 'Bank Management' })).toBeVisible();

  failing = false;
  await section(page, 'Customers').getByRole('button', { name: 'Retry' }).click();
  await expect(section(page, "Today's transactions").getByText('4,821', { exact: true })).toBeVisible();
  await expect(section(page, 'Customers').getByText('Internal Server Error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('Refresh calls the API again; a refresh that fails keeps the figures and offers Retry', async ({ page }) => {
  let failing = false;
  await failDashboardWhile(page, () => failing);
  await signIn(page, 'admin');
  await expect(section(page, "Today's transactions").getByText('4,821', { exact: true })).toBeVisible();

  failing = true;
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/dashboard') && r.status() === 500);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await refreshed;
  const alert = page.getByRole('alert').filter({ hasText: 'The dashboard could not be refreshed' });
  await expect(alert).toContainText(/Internal Server Error \(request id [0-9a-f-]{36}\)\. The figures below are from the last update\./);
  await expect(section(page, "Today's transactions").getByText('4,821', { exact: true })).toBeVisible();

  failing = false;
  const retried = page.waitForResponse((r) => r.url().endsWith('/api/dashboard') && r.status() === 200);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await retried;
  await expect(alert).toHaveCount(0);
});

test.describe('with a clock of its own', () => {
  // The fake clock is the whole browser context's: this test has its context to itself.
  test.use({ clockAt: PINNED_NOW });

  test('the dashboard refetches itself every 60 seconds', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(section(page, "Today's transactions").getByText('4,821', { exact: true })).toBeVisible();
    const again = page.waitForRequest((r) => r.url().endsWith('/api/dashboard'));
    await page.clock.fastForward(60_000);
    await again;
  });
});

test('the charts come with the screens that draw them, not with another first page', async ({ page }) => {
  // The chart code (src/components/charts/) and its styles are a chunk named after charts.tsx.
  const loaded: string[] = [];
  page.on('response', (response) => {
    const chart = /\/assets\/charts-[^/]+\.(js|css)$/.exec(response.url());
    if (chart?.[1]) loaded.push(chart[1]);
  });
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(loaded).toEqual([]);

  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(section(page, 'Customer transactions').locator('rect[data-series="Transactions"]')).toHaveCount(14);
  await expect.poll(() => [...loaded].sort()).toEqual(['css', 'js']);
});
