// What a screen-by-screen walk found: actions that would lock one out, malformed addresses, the
// CRIB status, codes and words, and where Add User leads.
import type { Page } from '@playwright/test';
import { addUser, listTable, openList, rowOf } from './crud';
import { expect, expectAccessible, nav, settled, signIn, test } from './support';

const NIMAL = 'a3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7f';
const KASUNI = 'b4d2f6a3-7c8e-4d9f-8a21-3b4c5d6e7f80';

/** Records every call to the API (under /api) the page makes. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push(path.slice(4));
  });
  return calls;
}

test.describe('Actions on oneself', () => {
  test("the signed-in user's own row offers no reset and refuses its delete with the reason", async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'nimal.perera');
    const own = rowOf(page, 'Users', /nimal\.perera/);
    await expect(own.getByRole('button', { name: /^More actions/ })).toHaveCount(0);
    await expect(rowOf(page, 'Users', /kasuni\.fernando/).getByRole('button', { name: `More actions for User ${KASUNI}` })).toBeVisible();

    await own.getByRole('button', { name: `Delete User ${NIMAL}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete User` });
    await expect(dialog).toContainText('This is your own account: deleting it would sign you out for good.');
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    // Another user's delete is asked as before.
    await rowOf(page, 'Users', /kasuni\.fernando/).getByRole('button', { name: `Delete User ${KASUNI}` }).click();
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  });
});

test.describe('Addresses', () => {
  test('a malformed report id is the 404 page inside the shell, without asking the API', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    const calls = apiCalls(page);
    await page.goto('/admin/report-mgt/XYZ');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(nav(page).getByText('Report Management', { exact: true })).toBeVisible();
    await expect(page.getByText('Request validation failed')).toHaveCount(0);
    expect(calls.filter((path) => path.startsWith('/remittance/'))).toEqual([]);
  });

  test('a malformed bank code in a branch address is the 404 page, without asking the API', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    const calls = apiCalls(page);
    await page.goto('/admin/config-mgt/not-a-bank/branches');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect(calls.filter((path) => path.includes('/branches'))).toEqual([]);
  });

  test('the sign-in return address opened by a signed-in user opens the console, without asking to sign in again', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    await page.goto('/callback');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await expect(page.getByText(/Sign in again/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('the sign-in return address opened directly says the link has expired and offers Sign in', async ({ page }) => {
    await page.goto('/callback');
    await expect(page.getByText('This sign-in link has expired or was already used. Sign in again to continue.')).toBeVisible();
    await expect(page.getByText('No state in response')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.locator('#username')).toBeVisible();
  });
});

test.describe('CRIB status', () => {
  test('a code other than 16 and 18 is Unknown, never an error', async ({ page }) => {
    await page.route(/\/api\/customers\/WLT0000100236\/cribRegistrationStatus$/, (route) =>
      route.fulfill({ contentType: 'application/json', json: { data: { walletId: 'WLT0000100236', code: 7, status: 'SUSPENDED' } } }),
    );
    await signIn(page, 'kyc', '/admin/customer-mgt/100236');
    const crib = page.getByRole('table', { name: 'CRIB registration' });
    await expect(crib).toContainText('Unknown');
    await expect(crib).toContainText('0');
  });

  test("an answer about another wallet says what it means and what to do", async ({ page }) => {
    await page.route(/\/api\/customers\/WLT0000100236\/cribRegistrationStatus$/, (route) =>
      route.fulfill({ contentType: 'application/json', json: { data: { walletId: 'WLT0000100999', code: 16, status: 'ACTIVE' } } }),
    );
    await signIn(page, 'kyc', '/admin/customer-mgt/100236');
    await expect(page.getByText("The CRIB check returned the status of a different wallet, so this customer's CRIB status is not known.")).toBeVisible();
    await expect(page.getByText('CRIB answered for another wallet.')).toHaveCount(0);
  });
});

test.describe('Words and codes', () => {
  test('a change names its transaction type and fee type, not their codes', async ({ page }) => {
    await openList(page, '/admin/authorization-mgt/request', 'Authorization Requests', '3057');
    await rowOf(page, 'Authorization Requests', /^3057 /).getByRole('button', { name: 'View Authorization Request 3057' }).click();
    const change = page.getByRole('dialog', { name: /Authorization Request: 3057/ }).getByRole('table', { name: 'Requested change' });
    await expect(change.getByRole('row', { name: /^Transaction type/ })).toHaveText(/Transaction typeWallet transferWallet transfer/);
    await expect(change.getByRole('row', { name: /^Fee type/ })).toHaveText(/Fee typeFlat amountFlat amount/);
  });

  test('the profile says what each permission allows', async ({ page }) => {
    await signIn(page, 'admin', '/admin/profile');
    await expect(page.getByText('Dual-control authorization requests', { exact: true })).toBeVisible();
    await expect(page.getByText('Customer KYC video call', { exact: true })).toBeVisible();
    await expect(page.getByText('role_add', { exact: true })).toHaveCount(0);
  });

  test('the search box fits its placeholder and list dates stay on one line', async ({ page }) => {
    await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', '7010');
    await expect(page.getByRole('textbox', { name: 'Search Bank Management' })).toHaveAttribute('placeholder', 'Search');
    await openList(page, '/admin/dispute-mgt/dispute-report', 'Dispute Report', 'TXN20261120000412');
    const raised = listTable(page, 'Dispute Report').getByRole('row').nth(1).getByText(/^\d{4}-\d{2}-\d{2}$/).first();
    await expect(raised).toHaveCSS('white-space', 'nowrap');
  });
});

test.describe('Add User', () => {
  test('goes on to the new user\'s page, saying so and leading back to the list', async ({ page }) => {
    await addUser(page);
    const added = page.getByRole('alert', { name: /was added/ });
    await expect(added).toContainText('A new user can do nothing until given roles or groups: assign them below.');
    await settled(page);
    await added.getByRole('link', { name: 'Back to the Users list' }).click();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
    await expect(listTable(page, 'Users').getByRole('cell', { name: 'nimal.perera', exact: true })).toBeVisible();
  });
});
