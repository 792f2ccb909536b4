import type { Page, Request } from '@playwright/test';
import { EXPECT_TIMEOUT } from '../../playwright.config';
import { expect, nav, signIn, test } from './support';

type Entry = { pageId: string; permission: string | null };

/** Answers `GET /frontend/components` with the page list `change` makes of the server's. */
async function pageList(page: Page, change: (entries: Entry[]) => Entry[]) {
  await page.route('**/api/frontend/components*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Entry[] };
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

/** The requests for the bank list the page sends from now on. */
function bankListRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/banks(\?|$)/.test(request.url())) sent.push(request);
  });
  return sent;
}

test('an empty page list erases nothing: the admin has the menu, the pages and their actions', async ({ page }) => {
  await pageList(page, () => []);
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('table', { name: 'Bank Management' }).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Bank' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toHaveCount(0);
  await nav(page).getByText('System Audit', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toHaveCount(0);
});

test('a page the list narrows is refused on a cold start and its data never shown; the pages it does not name stay open', async ({ page }) => {
  // The admin holds BANK (the page's minimum); the list asks for a permission nobody holds, and leaves the audit trail out.
  await pageList(page, (entries) =>
    entries.filter((entry) => entry.pageId !== 'trail').map((entry) => (entry.pageId === 'bank-mgt' ? { ...entry, permission: 'BANK_SUPERVISOR' } : entry)),
  );
  const requests = bankListRequests(page);
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You do not have permission to open Bank Management.')).toBeVisible();
  // The token allowed the call, which left with the start-up calls; its answer is not shown.
  await expect(page.getByText('Bank of Ceylon')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Bank Management' })).toHaveCount(0);
  expect(requests.length).toBeLessThanOrEqual(1);
  await expect(nav(page).getByText('Bank Management', { exact: true })).toHaveCount(0);
  // A page the list does not name keeps its minimum, which the admin holds.
  await nav(page).getByText('System Audit', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('table', { name: 'Audit Trail' }).getByRole('row').nth(1)).toBeVisible();
  expect(requests.length).toBeLessThanOrEqual(1);
});

test('a cold list asks for its data together with the start-up calls, not after them', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  // The start-up calls (tenant, menu, page list) are held until the list's own call has left.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const startUp = (url: URL) => /^\/api\/(frontend\/(components|navbar)|configs)$/.test(url.pathname);
  await page.route(startUp, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  const dataAsked = page.waitForRequest((request) => /\/api\/banks\?/.test(request.url()), { timeout: EXPECT_TIMEOUT });
  await page.goto('/admin/config-mgt/bank-mgt');
  await dataAsked;
  expect(held.sort()).toEqual(['/api/configs', '/api/frontend/components', '/api/frontend/navbar']);
  release();
  await expect(page.getByRole('table', { name: 'Bank Management' }).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('the dashboard asks for its figures together with the start-up calls', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => /^\/api\/(frontend\/(components|navbar)|configs)$/.test(url.pathname),
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    },
  );
  const figuresAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dashboard', { timeout: EXPECT_TIMEOUT });
  await page.goto('/admin/dashboard');
  await figuresAsked;
  expect(held.length).toBe(3);
  release();
  await expect(page.getByRole('region', { name: "Today's transactions" }).getByText('4,821', { exact: true })).toBeVisible();
});
