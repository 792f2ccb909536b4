// Answers that deviate from the contract as real backends and gateways do: what a person sees on a
// list, a report's totals and the dashboard. Each answer is the stack's own, changed on its way
// (./deviate.ts, the route layer deviation-matrix.spec.ts runs its other classes and places on).
import type { Page } from '@playwright/test';
import { listTable, openEdit, openList } from './crud';
import { DEVIATE, deviate } from './deviate';
import { expect, notice, signIn, test } from './support';

const rewrite = (page: Page, pattern: RegExp, change: (text: string) => string) => deviate(page, pattern, DEVIATE.text(change));

test('a list whose counts come as strings and whose enum values come in lower case is shown, its details naming each field once', async ({ page }) => {
  await rewrite(page, /\/api\/banks\?/, (text) => text.replace(/"total":\s*(\d+)/, '"total":"$1"').replace(/"fundTranMode":\s*"([A-Z]+)"/g, (_all, mode: string) => `"fundTranMode":"${mode.toLowerCase()}"`));
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'CEFT', exact: true }).first()).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: "Some of this page's data is not as the console expects" });
  await expect(notice).toContainText('the console read them');
  await notice.getByRole('button', { name: 'Details' }).click();
  const details = notice.getByRole('table');
  await expect(details.getByRole('row').filter({ hasText: 'data.total' })).toContainText('numberstringread');
  await expect(details.getByRole('row').filter({ hasText: 'data.data[].fundTranMode' })).toHaveCount(1);
});

test("a report's total over an amount that cannot be read says so instead of adding up the rest", async ({ page }) => {
  // Three decimal places: no amount the contract knows, and never rounded into one.
  await rewrite(page, /\/api\/reports\/customers\?/, (text) => text.replace(/"balance":\s*"45230\.50"/, '"balance":45230.505'));
  await openList(page, '/admin/report-mgt/customer-report', 'Customer Report', '100234');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('— (1 of 3 values unreadable)');
  await expect(totals).not.toContainText('1,253,120.75');
});

test('the dashboard shows a service state it does not know as it came, marked, and its other sections', async ({ page }) => {
  await rewrite(page, /\/api\/dashboard(\?|$)/, (text) => text.replace(/"overall":\s*"[a-z]+"/, '"overall":"maintenance"'));
  await signIn(page, 'admin', '/admin/dashboard');
  const status = page.getByRole('region', { name: 'System status' });
  await expect(status.getByTitle('Unknown value')).toHaveText('maintenance (unknown value)');
  await expect(page.getByRole('region', { name: 'Customers' })).not.toContainText('could not be read');
});

test("a save answered by a gateway's 504 page has an unknown outcome, keeps the input, and Save again is the same request", async ({ page }) => {
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  const form = await openEdit(page, 'Bank Management', 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');
  const ids: string[] = [];
  await page.route('**/api/banks/7056', (route) => {
    ids.push(route.request().headers()['x-client-request-id'] ?? '');
    return ids.length === 1
      ? route.fulfill({ status: 504, contentType: 'text/html', body: '<html><body><h1>504 Gateway Time-out</h1><hr>nginx</body></html>' })
      : route.continue();
  });
  await form.getByRole('button', { name: 'Save changes' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('The outcome of the change is unknown');
  await expect(alert).not.toContainText('The server refused the change');
  await expect(form.getByLabel('Display Name')).toHaveValue('ComBank');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Bank record edited Successfully')).toBeVisible();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
});
