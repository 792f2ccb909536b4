import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

/** Rewrites the stored oidc-client-ts user; returns its access token before the change. */
function editStoredUser(page: Page, change: 'expire' | 'break-refresh') {
  return page.evaluate((what) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token: string; expires_at: number; refresh_token: string };
    user.expires_at = Math.floor(Date.now() / 1000) - 60;
    if (what === 'break-refresh') user.refresh_token = 'revoked-refresh-token';
    sessionStorage.setItem(key, JSON.stringify(user));
    return user.access_token;
  }, change);
}

const storedAccessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });

test('a token that expired while the page was closed is renewed at start-up', async ({ page }) => {
  await signIn(page, 'admin', '/login', { fresh: true });
  const before = await editStoredUser(page, 'expire');
  const renewal = page.waitForRequest((r) => r.url().includes('/protocol/openid-connect/token') && r.method() === 'POST');
  await page.reload();
  await renewal;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const after = await storedAccessToken(page);
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});

test('a failed renewal signs the user in again and returns to the page', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  const before = await editStoredUser(page, 'break-refresh');
  // The identity provider's session is still open, so signing in again needs no password.
  const signInAgain = page.waitForRequest((r) => r.url().includes('/protocol/openid-connect/auth?'));
  await page.reload();
  await signInAgain;
  await expect(page).toHaveURL(/\/admin\/config-mgt\/bank-mgt/);
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(await storedAccessToken(page)).not.toBe(before);
});

test('with the identity provider session gone too, a failed renewal shows the login page', async ({ page, context }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  await editStoredUser(page, 'break-refresh');
  await context.clearCookies();
  await page.reload();
  await expect(page.locator('#username')).toBeVisible();
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
  await expect(page).toHaveURL(/\/admin\/config-mgt\/bank-mgt/);
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('a 401 from the API renews the token once and retries the call', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard', { fresh: true });
  let refused = false;
  await page.route('**/api/banks?*', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } });
  });
  const renewal = page.waitForRequest((r) => r.url().includes('/protocol/openid-connect/token') && r.method() === 'POST');
  await page.goto('/admin/config-mgt/bank-mgt');
  await renewal;
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(refused).toBe(true);
});
