// Answers the console cannot take at face value: a create whose outcome is unknown (the record
// may exist already), a server that asks to wait (429), and a page longer than asked.
import type { Page } from '@playwright/test';
import { openAdd, openEdit, openList } from './crud';
import { expect, notice, signIn, test } from './support';

const GATEWAY_504 = { status: 504, contentType: 'text/html', body: '<html><body><h1>504 Gateway Time-out</h1><hr>nginx</body></html>' };

/** Serves the bank list with one more bank, as the API holds it once the create went through. */
async function bankListWith(page: Page, bank: Record<string, unknown>) {
  await page.route(/\/api\/banks\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { data: Record<string, unknown>[]; total: number } };
    const [first] = body.data.data;
    body.data.data = [...body.data.data, { ...first, ...bank }];
    body.data.total += 1;
    await route.fulfill({ response, json: body });
  });
}

/**
 * Adds bank 7719 whose first create is answered by a gateway's 504 (later ones reach the API),
 * up to the form saying the outcome is unknown. `calls` records, in order, each create and each
 * read of the list for the typed key; `creates` the request id of each create.
 */
async function createAnswered504(page: Page) {
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  const creates: string[] = [];
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/banks\?.*search=7719/.test(request.url())) calls.push('read 7719');
  });
  await page.route(/\/api\/banks\/?$/, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    creates.push(route.request().headers()['x-client-request-id'] ?? '');
    calls.push('create');
    return creates.length === 1 ? route.fulfill(GATEWAY_504) : route.continue();
  });
  const form = await openAdd(page, 'Bank');
  await form.getByLabel('Bank Code').fill('7719');
  await form.getByLabel('Bank Name').fill('National Savings Bank');
  await form.getByLabel('Short Code').fill('NSB');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('The outcome of the change is unknown');
  // The error's notice sits over the dialog's Save at this window size: closed, as a person would.
  await page.getByRole('button', { name: 'Close notification' }).click();
  return { form, creates, calls };
}

test("a create answered by a gateway's 504 whose record then exists: Save again reads first and says so, and never creates it twice", async ({ page }) => {
  const { form, creates } = await createAnswered504(page);
  // The create was carried out behind the gateway: the list now holds the bank.
  await bankListWith(page, { bankCode: '7719', bankName: 'National Savings Bank', shortCode: 'NSB' });
  await form.getByRole('button', { name: 'Save' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('This Bank already exists');
  await expect(alert).toContainText('Bank Code 7719 is already in the list: the earlier save of this change was carried out. Nothing was sent again');
  expect(creates).toHaveLength(1);
  await expect(form.getByLabel('Bank Code')).toHaveValue('7719');
});

test("a create answered by a gateway's 504 whose record is not there: Save again reads for its key first, then sends the same request", async ({ page }) => {
  const { form, creates, calls } = await createAnswered504(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'New Bank added Successfully')).toBeVisible();
  expect(calls).toEqual(['create', 'read 7719', 'create']);
  expect(creates[1]).toBe(creates[0]);
});

/** A 429 that asks to wait `seconds`. */
const tooMany = (seconds: number) => ({ status: 429, contentType: 'application/json', headers: { 'retry-after': String(seconds) }, body: JSON.stringify({ message: 'Too many requests' }) });

test("the dashboard answered 429: it waits the server's time and tries once by itself, then its Retry counts down before it is offered", async ({ page }) => {
  const calls: number[] = [];
  let limited = true;
  await page.route(/\/api\/dashboard(\?|$)/, (route) => {
    calls.push(Date.now());
    return limited ? route.fulfill(tooMany(4)) : route.continue();
  });
  await signIn(page, 'admin', '/admin/dashboard');
  const section = page.getByRole('region', { name: 'Customers' });
  const retry = section.getByRole('button', { name: /^Retry in \d s$/ });
  await expect(retry).toBeVisible();
  await expect(retry).toBeDisabled();
  expect(calls).toHaveLength(2);
  expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(3500);
  limited = false;
  await section.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(section).not.toContainText('too many requests');
  await expect(section.getByRole('button', { name: /Retry/ })).toHaveCount(0);
});

test("a save answered 429: the form keeps the input and its Save counts down the server's time before it can be sent again", async ({ page }) => {
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  const form = await openEdit(page, 'Bank Management', 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');
  let limited = true;
  await page.route('**/api/banks/7056', (route) => (limited ? route.fulfill(tooMany(5)) : route.continue()));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('The wallet API is receiving too many requests');
  const waiting = form.getByRole('button', { name: /^Save changes in \d s$/ });
  await expect(waiting).toBeDisabled();
  await expect(form.getByLabel('Display Name')).toHaveValue('ComBank');
  limited = false;
  await page.getByRole('button', { name: 'Close notification' }).click();
  await form.getByRole('button', { name: 'Save changes', exact: true }).click();
  await expect(notice(page, 'Bank record edited Successfully')).toBeVisible();
});
