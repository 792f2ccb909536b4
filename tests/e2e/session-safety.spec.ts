import type { Page } from '@playwright/test';
import { EXPECT_TIMEOUT } from '../../playwright.config';
import { expect, expectAccessible, signIn, test } from './support';

const TOKEN = '/protocol/openid-connect/token';

/** Serves config.json with these settings over the deployed ones (short idle limits for a test). */
async function overrideConfig(page: Page, settings: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), ...settings } });
  });
}

test('idle: a warning counts down with "Stay signed in"; at the limit the console signs out and says why', async ({ page }) => {
  // Real timers: 25 s between the warning and the sign-out leave a busy machine time to read
  // the dialog, scan it and press the button.
  test.slow();
  await overrideConfig(page, { idleTimeoutSeconds: 30, idleWarningSeconds: 5 });
  await signIn(page, 'admin', '/admin/dashboard', { fresh: true });

  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('For your security, the console signs out after 30 seconds without activity.');
  await expect(warning.getByRole('timer')).toHaveText(/^0:[0-2]\d$/);
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // No more activity: the warning comes back, then the sign-out at the identity provider.
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 2 * EXPECT_TIMEOUT });
  await expect(page.getByText('You were signed out because the console was not used for 30 seconds. Sign in again to continue.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  // The identity provider's session ended too: the console asks for the password again.
  await page.goto('/admin/dashboard');
  await expect(page.locator('#username')).toBeVisible();
});

test('sign-out everywhere: every tab of the console leaves, and the refresh token is revoked at the identity provider', async ({ page, context }) => {
  const refreshTokens: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(TOKEN) || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string };
    if (body.refresh_token) refreshTokens.push(body.refresh_token);
  });
  await signIn(page, 'admin', '/admin/dashboard', { fresh: true });
  await expect.poll(() => refreshTokens.length).toBeGreaterThan(0);

  const second = await context.newPage();
  try {
    await second.goto('/admin/config-mgt/bank-mgt');
    await expect(second.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();

    const revocation = page.waitForRequest((r) => r.url().includes('/protocol/openid-connect/revoke') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Log out' }).click();
    const revoked = new URLSearchParams((await revocation).postData() ?? '');
    expect(revoked.get('token_type_hint')).toBe('refresh_token');
    expect(revoked.get('token')).toBe(refreshTokens.at(-1));
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    await expect(second).toHaveURL(/localhost:\d+\/$/);
    await expect(second.getByText('You signed out in another tab of the console. Sign in again to continue.')).toBeVisible();
    await expect(second.getByRole('link', { name: 'Sign in' })).toBeVisible();
  } finally {
    await second.close();
  }

  // The revoked refresh token no longer renews anything.
  const { authority } = (await (await page.request.get('/config.json')).json()) as { authority: string };
  const renewal = await page.request.post(`${authority}${TOKEN}`, {
    form: { grant_type: 'refresh_token', refresh_token: refreshTokens.at(-1) ?? '', client_id: 'wallet-dashboard' },
  });
  expect(renewal.status()).toBe(400);
  expect(((await renewal.json()) as { error: string }).error).toBe('invalid_grant');
});

test('the server page list cannot open an admin page: permission null leaves the minimum of the route in force', async ({ page }) => {
  await page.route('**/api/frontend/components*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { pageId: string; permission: string | null }[] };
    body.data = body.data.map((entry) => (entry.pageId === 'bank-mgt' || entry.pageId === 'trail' ? { ...entry, permission: null } : entry));
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'viewer', '/admin/config-mgt/bank-mgt', { fresh: true });
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You do not have permission to open Bank Management.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bank Management' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Config Management', { exact: true })).toHaveCount(0);
});
