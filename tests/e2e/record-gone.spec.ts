import type { Page } from '@playwright/test';
import { expect, nav, notice, signIn, test } from './support';

/**
 * A record named in the URL or edited in a form that no longer exists: the API answers 404
 * (forced through Prism's `Prefer: code=404`, so the body is the contract's own 404 example).
 */
const GONE = 'The record was not found; it may have been deleted';

/** Prism answers the matching requests with the contract's 404 (only `method`, when given). */
async function answer404(page: Page, url: string, method?: string): Promise<void> {
  await page.route(url, (route) =>
    method === undefined || route.request().method() === method
      ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } })
      : route.continue(),
  );
}

/** The 404 page, inside the shell (the main navigation stays). */
async function expectNotFoundInShell(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await expect(page.getByText(GONE)).toHaveCount(0);
}

test('a deep link to a user that is gone shows the 404 page inside the shell', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await answer404(page, '**/api/users/b4d2f6a3-7c8e-4d9f-8a21-3b4c5d6e7f80');
  await page.goto('/admin/users/edit-user/b4d2f6a3-7c8e-4d9f-8a21-3b4c5d6e7f80');
  await expectNotFoundInShell(page);
});

test('a deep link to a role that is gone shows the 404 page inside the shell', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await answer404(page, '**/api/groups/12');
  await page.goto('/admin/roles/edit-role/12');
  await expectNotFoundInShell(page);
});

test('a deep link to a remittance transaction that is gone shows the 404 page inside the shell', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await answer404(page, '**/api/remittance/transactions/RMT2611200000123');
  await page.goto('/admin/report-mgt/RMT2611200000123');
  await expectNotFoundInShell(page);
});

test('a deep link to the branches of a bank that is gone shows the 404 page inside the shell', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await answer404(page, '**/api/banks/7278/branches?*');
  await page.goto('/admin/config-mgt/7278/branches');
  await expectNotFoundInShell(page);
});

test('saving a bank that was deleted meanwhile shows the server\'s text and keeps the form open with what was typed', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await answer404(page, '**/api/banks/7056', 'PUT');
  const table = page.getByRole('table', { name: 'Bank Management' });
  await table.getByRole('row', { name: /Commercial Bank of Ceylon PLC/ }).getByRole('button', { name: 'Edit Bank' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Bank' });
  await form.getByLabel('Display Name').fill('ComBank');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, GONE)).toBeVisible();
  await expect(form.getByRole('alert')).toContainText(GONE);
  await expect(form.getByLabel('Display Name')).toHaveValue('ComBank');
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
});

test('deleting a bank that is already gone shows the server\'s text', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await answer404(page, '**/api/banks/7278', 'DELETE');
  const table = page.getByRole('table', { name: 'Bank Management' });
  await table.getByRole('row', { name: /Sampath Bank PLC/ }).getByRole('button', { name: 'Delete Bank' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Bank' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, GONE)).toBeVisible();
  await expect(notice(page, 'Successfully Deleted')).toHaveCount(0);
});
