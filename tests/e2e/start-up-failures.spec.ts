// A start-up call (the tenant, the menu, the page list) answered as gateways and Java backends
// fail: each costs its own part only, and the screens keep working.
import type { Page } from '@playwright/test';
import { listTable } from './crud';
import { expect, nav, signIn, test } from './support';

const GATEWAY_502 = { status: 502, contentType: 'text/html', body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>' };
const SPRING_500 = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ timestamp: '2026-09-03T08:32:00.000+00:00', status: 500, error: 'Internal Server Error', message: 'No message available', path: '/api/frontend/components' }),
};
const TOO_MANY = { status: 429, contentType: 'application/json', headers: { 'retry-after': '1' }, body: JSON.stringify({ message: 'Too many requests' }) };

const MENU = /\/api\/frontend\/navbar(\?|$)/;
const PAGE_LIST = /\/api\/frontend\/components(\?|$)/;
const TENANT = /\/api\/configs\?type=tenants$/;

/** Answers every call to `pattern` with `answer`; returns the request ids it was sent with. */
async function failWith(page: Page, pattern: RegExp, answer: { status: number; contentType?: string; headers?: Record<string, string>; body: string }): Promise<string[]> {
  const ids: string[] = [];
  await page.route(pattern, (route) => {
    ids.push(route.request().headers()['x-client-request-id'] ?? '');
    return route.fulfill(answer);
  });
  return ids;
}

const startupNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Part of the console could not be loaded' });

test("a menu answered by a gateway's 502 page: the menu lists the pages the token allows, a notice names the menu and its request id, and the screen works", async ({ page }) => {
  const ids = await failWith(page, MENU, GATEWAY_502);
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  const notice = startupNotice(page);
  await expect(notice).toContainText('The menu could not be loaded: The wallet API could not be reached through its gateway (HTTP 502)');
  await expect(notice).toContainText(`(request id ${ids.at(-1) ?? 'none'})`);
  await expect(notice).toContainText('The menu lists every page your permissions allow.');
  // The registry's pages under their groups: the admin holds every page's permission.
  await nav(page).getByText('System Audit', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toHaveCount(0);
  // The tenant's answer came: its name is shown.
  await expect(page.getByRole('banner')).toContainText('Lanka Digital Wallet — back office');
});

test('a menu answered 204 without a body: a user who holds few permissions gets only their pages from the registry', async ({ page }) => {
  await failWith(page, MENU, { status: 204, body: '' });
  await signIn(page, 'viewer', '/admin/dashboard');
  await expect(startupNotice(page)).toContainText('The menu could not be loaded: Unexpected response from the wallet API');
  // The viewer holds role_get and user_get: User Management's pages, and nothing of Config Management.
  await nav(page).getByText('User Management', { exact: true }).click();
  await expect(nav(page).getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav(page).getByText('Config Management', { exact: true })).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(listTable(page, 'Users').getByRole('row').nth(1)).toBeVisible();
});

test("a tenant answered 429 again after its wait: the tenant's name shows —, and the screens that name the signed-in user work", async ({ page }) => {
  const ids = await failWith(page, TENANT, TOO_MANY);
  await signIn(page, 'admin', '/admin/users');
  await expect(listTable(page, 'Users').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('—');
  await expect(page.getByRole('banner')).not.toContainText('Lanka Digital Wallet');
  const notice = startupNotice(page);
  await expect(notice).toContainText('The tenant and your user details could not be loaded: The wallet API is receiving too many requests');
  await expect(notice).toContainText('The tenant’s name shows “—”.');
  // The read waited the second the server asked for and tried once more by itself.
  expect(ids.length).toBe(2);
  await expect(notice).toContainText(`(request id ${ids.at(-1) ?? 'none'})`);
  await expect(nav(page).getByText('Config Management', { exact: true })).toBeVisible();
});

test("a page list answered by Spring Boot's default 500 body: pages open as the token allows, the notice says why, and Try again recovers", async ({ page }) => {
  let failing = true;
  await page.route(PAGE_LIST, (route) => (failing ? route.fulfill(SPRING_500) : route.continue()));
  await signIn(page, 'admin', '/admin/system-audit/trail');
  await expect(listTable(page, 'Audit Trail').getByRole('row').nth(1)).toBeVisible();
  const notice = startupNotice(page);
  await expect(notice).toContainText('The server’s page list could not be loaded: Internal Server Error (request id');
  await expect(notice).toContainText('Pages open as your permissions allow.');
  await expect(page.getByRole('button', { name: 'Add Bank' })).toHaveCount(0);
  await nav(page).getByText('Config Management', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Bank Management' }).click();
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Bank' })).toBeVisible();
  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('a page list that spells the codes in lower case refuses the pages with advice for the API and identity teams, not an administrator', async ({ page }) => {
  await page.route(PAGE_LIST, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { permission: string | null }[] };
    await route.fulfill({ response, json: { ...body, data: body.data.map((entry) => ({ ...entry, permission: entry.permission === 'BANK' ? 'bank' : entry.permission })) } });
  });
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  const refusal = page.getByRole('alert').filter({ hasText: 'Forbidden' });
  await expect(refusal).toContainText('You do not have permission to open Bank Management.');
  await expect(refusal).toContainText('The server’s page list asks for the permission “bank”, but your sign-in carries “BANK”');
  await expect(refusal).toContainText('Tell the team that runs the wallet API or the identity provider that the codes differ.');
  await expect(refusal).not.toContainText('Ask an administrator');
  const notice = page.getByRole('alert').filter({ hasText: 'spell permissions differently' });
  await expect(notice).toContainText('The page list asks for “bank”; your sign-in carries “BANK”.');
  // The list only narrows: the pages it spells right stay open.
  await nav(page).getByText('System Audit', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(listTable(page, 'Audit Trail').getByRole('row').nth(1)).toBeVisible();
});

/** Holds every call to `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What a person is told while the console starts, before 10 s have passed. */
const SLOW_NOTICE_MS = 10_000;

test('a cold start whose wallet API is slow says so within 10 s, naming the API, then shows the console', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  const release = await holdBack(page, MENU);
  await page.goto('/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('status').filter({ hasText: 'The wallet API is slow to answer' })).toBeVisible({ timeout: SLOW_NOTICE_MS });
  release();
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(page.getByText('is slow to answer')).toHaveCount(0);
});

test('a cold start whose identity provider is slow says so within 10 s, naming the identity provider, then shows the console', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  const release = await holdBack(page, /\/protocol\/openid-connect\/auth\?/);
  // The silent sign-in's frame, held, holds the page's load event: the navigation is waited for until it commits.
  await page.goto('/admin/config-mgt/bank-mgt', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'The identity provider is slow to answer: still signing you in' })).toBeVisible({ timeout: SLOW_NOTICE_MS });
  release();
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});
