import type { Locator, Page } from '@playwright/test';
import { listTable, openEdit, openList } from './crud';
import { expect, expectAccessible, notice, test } from './support';

const TITLE = 'Bank Management';

async function editComBank(page: Page): Promise<Locator> {
  await openList(page, '/admin/config-mgt/bank-mgt', TITLE, 'Bank of Ceylon');
  const form = await openEdit(page, TITLE, 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');
  return form;
}

test('a save whose answer is lost says the outcome is unknown, reloads the list, and a resubmit is the same request', async ({ page }) => {
  const form = await editComBank(page);
  const ids: string[] = [];
  await page.route('**/api/banks/7056', (route) => {
    ids.push(route.request().headers()['x-client-request-id'] ?? '');
    return ids.length === 1 ? route.abort('connectionreset') : route.continue();
  });
  const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/banks\?/.test(r.url()));
  await form.getByRole('button', { name: 'Save changes' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('The outcome of the change is unknown');
  await expect(alert).toContainText('it may or may not have been saved');
  await expect(alert).not.toContainText('The server refused the change');
  await reload;
  await expect(form.getByLabel('Display Name')).toHaveValue('ComBank');
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Bank record edited Successfully')).toBeVisible();
  await expect(form).toBeHidden();
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[1]).toBe(ids[0]);
});

test('a 2xx answer that breaks the contract is an unknown outcome too, not a refusal', async ({ page }) => {
  const form = await editComBank(page);
  await page.route('**/api/banks/7056', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>gateway</html>' }));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('The outcome of the change is unknown');
  await expect(form.getByText(/updateBank/)).toHaveCount(0);
  await expect(listTable(page, TITLE)).toBeVisible();
});

test('a 412 outside report downloads shows the server message, not the report limit text', async ({ page }) => {
  const form = await editComBank(page);
  await page.route('**/api/banks/7056', (route) => route.fulfill({ status: 412, json: { message: 'The bank was changed by someone else' } }));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('The bank was changed by someone else');
  await expect(page.getByText('Cannot generate the report since maximum record limit 500 was exceeded')).toHaveCount(0);
});
