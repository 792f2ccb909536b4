// Two operators edit the same record in two browsers: the second save never silently replaces
// the first. The first operator works on the real stack; Prism does not keep what is saved, so
// the second operator's browser is answered as the server would after the first save: the list
// with the record as the first operator sent it and a new ETag, and a 412 for an update whose
// If-Match names the version before (the contract's ETag example, which Prism sends).
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { CONTEXT } from '../../playwright.config';
import { listTable, openEdit, openList } from './crud';
import { expect, expectAccessible, notice, settled, test } from './support';

const BANKS = 'Bank Management';
const BANKS_PATH = '/admin/config-mgt/bank-mgt';
const LIMITS = 'Transaction Limits';
const LIMITS_PATH = '/admin/config-mgt/limit-mgt';

/** A second operator: a browser of their own (its own context), signed in as an administrator. */
async function secondOperator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXT, baseURL: test.info().project.use.baseURL ?? CONTEXT.baseURL });
  return context.newPage();
}

/** Closes the second operator's browser; answers still in flight through its routes are dropped. */
async function closeOperator(other: Page): Promise<void> {
  await other.unrouteAll({ behavior: 'ignoreErrors' });
  await other.context().close();
}

/** Saves an open form and waits for the notice; answers the body sent. */
async function saveAndSend(page: Page, form: Locator, urlPath: RegExp, button: string, noticeText: string): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && urlPath.test(new URL(r.url()).pathname));
  await form.getByRole('button', { name: button, exact: true }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(notice(page, noticeText)).toBeVisible();
  await expect(form).toBeHidden();
  await settled(page);
  return body;
}

/** The version the server gives the records after the first operator's save. */
const SAVED_VERSION = '"v43"';

/**
 * Answers `page` as the server would after the first operator saved `saved`: the list's reads
 * with that row replaced (marked updated now) under a new ETag, and an update of it (`update`)
 * whose If-Match names another version with 412, nothing changed.
 */
async function serveSaved(page: Page, list: RegExp, update: RegExp, matches: (row: Record<string, unknown>) => boolean, saved: Record<string, unknown>): Promise<void> {
  await page.route(list, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { data: Record<string, unknown>[] } };
    body.data.data = body.data.data.map((row) => (matches(row) ? { ...row, ...saved, updatedAt: '2026-11-21T11:05:00+05:30' } : row));
    await route.fulfill({ response, json: body, headers: { ...response.headers(), etag: SAVED_VERSION } });
  });
  await page.route(update, async (route) => {
    if (route.request().method() !== 'PUT' || route.request().headers()['if-match'] === SAVED_VERSION) return route.fallback();
    return route.fulfill({ status: 412, json: { message: 'The record was changed by someone else', code: 'PRECONDITION_FAILED' } });
  });
}

/** The conflict the second operator sees: its table's rows as field, then, now and yours. */
async function expectConflict(form: Locator, rows: [string, string, string, string][]): Promise<Locator> {
  const alert = form.getByRole('alert').filter({ hasText: 'Someone else saved this record meanwhile' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Nothing was saved.');
  const table = alert.getByRole('table', { name: 'Changed meanwhile' });
  await expect(table.getByRole('columnheader')).toHaveText(['Field', 'Then', 'Now', 'Yours']);
  for (const [field, then, now, yours] of rows) {
    const row = table.getByRole('row').filter({ has: form.page().getByRole('rowheader', { name: new RegExp(`^${field}`) }) });
    await expect(row.getByRole('cell')).toHaveText([then, now, yours]);
  }
  await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
  return alert;
}

/**
 * Both operators open Commercial Bank; the first saves a new display name; the second changes
 * the short code and saves: nothing is sent, the conflict is shown. Answers the second
 * operator's page, form and conflict, and the PUTs the second page sends from then on.
 */
async function conflictOnBank(page: Page, browser: Browser) {
  const other = await secondOperator(browser);
  await openList(page, BANKS_PATH, BANKS, 'Bank of Ceylon');
  await openList(other, BANKS_PATH, BANKS, 'Bank of Ceylon');
  const first = await openEdit(page, BANKS, 'Bank', /Commercial Bank of Ceylon PLC/);
  const second = await openEdit(other, BANKS, 'Bank', /Commercial Bank of Ceylon PLC/);

  await first.getByLabel('Display Name').fill('ComBank');
  const firstPut = page.waitForRequest((r) => r.method() === 'PUT');
  const saved = await saveAndSend(page, first, /^\/api\/banks\/7056$/, 'Save changes', 'Bank record edited Successfully');
  expect(saved).toMatchObject({ displayName: 'ComBank', shortCode: 'COMB' });
  // The list's ETag went back with the edit: the server checks the version, no extra read.
  expect((await firstPut).headers()['if-match']).toBe('"v42"');
  await serveSaved(other, /\/api\/banks\?/, /\/api\/banks\/7056$/, (row) => row.bankCode === '7056', saved);

  const puts: Request[] = [];
  other.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r);
  });
  await second.getByLabel('Short Code').fill('CBC');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const alert = await expectConflict(second, [
    ['Display Name', 'Commercial Bank', 'ComBank', 'Commercial Bank'],
    ['Short Code', 'COMB', 'COMB', 'CBC'],
  ]);
  // The one update sent named the version the form opened with, and the server refused it.
  expect(puts.map((r) => r.headers()['if-match'])).toEqual(['"v42"']);
  puts.length = 0;
  // The form keeps what the second operator typed.
  await expect(second.getByLabel('Short Code')).toHaveValue('CBC');
  await expect(second.getByLabel('Display Name')).toHaveValue('Commercial Bank');
  // The conflict's answers are the only way on: the form's own Save (the stale values) is gone.
  await expect(second.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  // Nothing failed to reach the API: no error notice beside the conflict.
  await expect(other.locator('.mantine-Notification-root')).toHaveCount(0);
  return { other, second, alert, puts };
}

test.describe('two operators on one bank', () => {
  test('the second save shows what changed meanwhile; keep mine sends the second operator’s change on top of the first’s', async ({ page, browser }) => {
    const { other, second, alert } = await conflictOnBank(page, browser);
    await expectAccessible(other);
    await expect(alert.getByText('Keep mine saves your changes on top of theirs; the values they saved stay.')).toBeVisible();
    const sent = other.waitForRequest((r) => r.method() === 'PUT');
    const body = await saveAndSend(other, second, /^\/api\/banks\/7056$/, 'Keep mine', 'Bank record edited Successfully');
    expect((await sent).headers()['if-match']).toBe(SAVED_VERSION);
    // The first operator's display name is not set back.
    expect(body).toMatchObject({ displayName: 'ComBank', shortCode: 'CBC' });
    await expect(alert).toBeHidden();
    await closeOperator(other);
  });

  test('take theirs fills the form with the values saved meanwhile and sends nothing', async ({ page, browser }) => {
    const { other, second, alert, puts } = await conflictOnBank(page, browser);
    await alert.getByRole('button', { name: 'Take theirs' }).click();
    await expect(alert).toBeHidden();
    await expect(second.getByText('The form now shows the values saved by someone else.')).toBeVisible();
    await expect(second.getByLabel('Display Name')).toHaveValue('ComBank');
    await expect(second.getByLabel('Short Code')).toHaveValue('COMB');
    await expect(second.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(second.getByText('No changes to save')).toBeVisible();
    expect(puts).toHaveLength(0);

    // Their values are now what the form compares with: a change on top of them is sent as such.
    await second.getByLabel('Short Code').fill('CBC');
    const body = await saveAndSend(other, second, /^\/api\/banks\/7056$/, 'Save changes', 'Bank record edited Successfully');
    expect(body).toMatchObject({ displayName: 'ComBank', shortCode: 'CBC' });
    await expect(listTable(other, BANKS).getByRole('cell', { name: 'ComBank', exact: true })).toBeVisible();
    await closeOperator(other);
  });

  test('merge field by field sends the value chosen for each field', async ({ page, browser }) => {
    const { other, second, alert } = await conflictOnBank(page, browser);
    await alert.getByRole('button', { name: 'Merge field by field' }).click();
    const display = alert.getByRole('radiogroup', { name: 'Keep for Display Name' });
    const short = alert.getByRole('radiogroup', { name: 'Keep for Short Code' });
    await expect(display.getByRole('radio', { name: 'Now' })).toBeChecked();
    await expect(short.getByRole('radio', { name: 'Yours' })).toBeChecked();
    await expectAccessible(other);
    const body = await saveAndSend(other, second, /^\/api\/banks\/7056$/, 'Save merged values', 'Bank record edited Successfully');
    expect(body).toMatchObject({ displayName: 'ComBank', shortCode: 'CBC' });
    await closeOperator(other);
  });
});

test('two operators on one transaction limit: the second sees the daily limit saved meanwhile and merges it with their monthly limit', async ({ page, browser }) => {
  const other = await secondOperator(browser);
  await openList(page, LIMITS_PATH, LIMITS, '50,000.00');
  await openList(other, LIMITS_PATH, LIMITS, '50,000.00');
  const first = await openEdit(page, LIMITS, 'Transaction Limit', /Retail.*Cash out/);
  const second = await openEdit(other, LIMITS, 'Transaction Limit', /Retail.*Cash out/);

  await first.getByLabel('Daily Limit').fill('75000.00');
  const saved = await saveAndSend(page, first, /^\/api\/transactions\/limits\/RETAIL\/CASHOUT$/, 'Save changes', 'Limit record edited Successfully');
  await serveSaved(other, /\/api\/transactions\/limits\?/, /\/api\/transactions\/limits\/RETAIL\/CASHOUT$/, (row) => row.segmentCode === 'RETAIL' && row.txTypeCode === 'CASHOUT', saved);

  await second.getByLabel('Monthly Limit').fill('250000.00');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const alert = await expectConflict(second, [
    ['Daily Limit', '50,000.00', '75,000.00', '50,000.00'],
    ['Monthly Limit', '200,000.00', '200,000.00', '250,000.00'],
  ]);
  await alert.getByRole('button', { name: 'Merge field by field' }).click();
  const body = await saveAndSend(other, second, /^\/api\/transactions\/limits\/RETAIL\/CASHOUT$/, 'Save merged values', 'Limit record edited Successfully');
  expect(body).toMatchObject({ dailyLimit: '75000.00', monthlyLimit: '250000.00' });
  await closeOperator(other);
});

test('an unchanged edit form keeps Save disabled and sends no PUT, also after typing and undoing', async ({ page }) => {
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r.url());
  });
  await openList(page, BANKS_PATH, BANKS, 'Bank of Ceylon');
  const form = await openEdit(page, BANKS, 'Bank', /Commercial Bank of Ceylon PLC/);
  const save = form.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await expect(form.getByText('No changes to save')).toBeVisible();
  await form.getByLabel('Display Name').press('Enter');

  await form.getByLabel('Display Name').fill('ComBank');
  await expect(save).toBeEnabled();
  await expect(form.getByText('No changes to save')).toBeHidden();
  await form.getByLabel('Display Name').fill('Commercial Bank');
  await expect(save).toBeDisabled();
  await form.getByLabel('Display Name').press('Enter');
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  expect(puts).toEqual([]);
});
