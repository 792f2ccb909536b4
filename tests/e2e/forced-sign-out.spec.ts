// The console leaving a page by itself (the API refusing the session, the idle limit) keeps the
// open form's non-secret input, says why on the start page, and its Sign in returns to the page,
// where the form offers the input back.
import type { Locator, Page } from '@playwright/test';
import { EXPECT_TIMEOUT } from '../../playwright.config';
import { listTable, openAdd, openEdit } from './crud';
import { expect, expectAccessible, signIn, test } from './support';

const TITLE = 'Bank Management';
const LIST = '/admin/config-mgt/bank-mgt';

/** Signs in again on the identity provider's page (its session ended with the console's sign-out). */
async function signInOnLoginPage(page: Page) {
  await expect(page.locator('#username')).toBeVisible({ timeout: 2 * EXPECT_TIMEOUT });
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
}

/** The reopened form offers the kept input; Restore puts it back. */
async function expectOffered(page: Page, dialog: Locator, label: string, typed: string) {
  await expect(dialog.getByText(/^Restore your unsaved changes to .+\?$/)).toBeVisible({ timeout: 2 * EXPECT_TIMEOUT });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByLabel(label)).toHaveValue(typed);
  expect(await page.evaluate(() => sessionStorage.getItem('wallet.unsavedWork'))).toBeNull();
}

test('a session the API refuses though renewed: the start page says why, Sign in returns to the page and its form offers the input', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin', LIST, { fresh: true });
  await expect(listTable(page, TITLE).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  const form = await openEdit(page, TITLE, 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');

  // From now on the API refuses every call, the renewed token's retry too.
  let refused = 0;
  await page.route('**/api/**', (route) => {
    refused += 1;
    return route.fulfill({ status: 401, json: { message: 'Unauthorized' } });
  });
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 2 * EXPECT_TIMEOUT });
  await expect(page.getByText('Your session is no longer accepted by the wallet API. Sign in again.')).toBeVisible();
  // Signed out, so no way back into the refusal: only Sign in, which goes back to the list.
  const signInLink = page.getByRole('link', { name: 'Sign in' });
  await expect(signInLink).toHaveAttribute('href', new RegExp(`^/login\\?redirect=${encodeURIComponent(LIST)}(%3F|$)`));
  await expect(page.getByRole('link', { name: 'Open the dashboard' })).toHaveCount(0);
  expect(refused).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);

  await page.unroute('**/api/**');
  await signInLink.click();
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`${LIST}(\\?|$)`));
  await expectOffered(page, page.getByRole('dialog', { name: 'Edit Bank' }), 'Display Name', 'ComBank');
});

test('idle sign-out keeps the open form\'s input as a refused session does, and the form offers it back after sign-in', async ({ page }) => {
  test.slow();
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), idleTimeoutSeconds: 30, idleWarningSeconds: 20 } });
  });
  await signIn(page, 'admin', LIST, { fresh: true });
  await expect(listTable(page, TITLE).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  const form = await openAdd(page, 'Bank');
  await form.getByLabel('Bank Name').fill('Wallet Test Bank');

  // Nothing more is done: the warning, then the sign-out.
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 3 * EXPECT_TIMEOUT });
  await expect(page.getByText('You were signed out because the console was not used for 30 seconds. Sign in again to continue.')).toBeVisible();
  await page.unroute('**/config.json');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInOnLoginPage(page);
  await expect(page).toHaveURL(new RegExp(`${LIST}(\\?|$)`));
  await expectOffered(page, page.getByRole('dialog', { name: 'Add Bank' }), 'Bank Name', 'Wallet Test Bank');
});
