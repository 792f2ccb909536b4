// Forms refuse what a bank would refuse, next to the field and in plain words, before anything
// is sent: values typed by their data type, a branch's bank fixed by its route, limits in order,
// amounts typed as people type them, ranges and patterns in sentences.
import type { Page } from '@playwright/test';
import { choose, openAdd, openEdit, openList, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, test } from './support';

/** Counts the writes a screen sends to an API path (none may go while the form refuses its input). */
function countWrites(page: Page, path: RegExp): { count: () => number } {
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && path.test(request.url())) writes += 1;
  });
  return { count: () => writes };
}

test('a configuration value is checked against its data type, with a fitting widget', async ({ page }) => {
  const title = 'Common Configuration';
  await openList(page, '/admin/config-mgt/common-mgt', title, 'OTP_EXPIRY_SECONDS');
  const writes = countWrites(page, /\/api\/configs\/commons/);
  const form = await openEdit(page, title, title, /OTP_EXPIRY_SECONDS/);
  await form.getByLabel('Value').fill('abc');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Value is a number')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();

  const flag = await openEdit(page, title, title, /KYC_VIDEO_CALL_ENABLED/);
  await expect(flag.getByRole('switch', { name: 'Value' })).toBeChecked();
  await expect(flag.getByRole('textbox', { name: 'Value' })).toHaveCount(0);
  expect(writes.count()).toBe(0);
});

test("a branch added under bank 7010 belongs to bank 7010: the bank code is not editable", async ({ page }) => {
  await openList(page, '/admin/config-mgt/7010/branches', 'Branches', 'City Office');
  const form = await openAdd(page, 'Branch');
  await expect(form.getByLabel('Bank Code')).toHaveValue('7010');
  await expect(form.getByLabel('Bank Code')).toHaveAttribute('readonly', '');
  await form.getByLabel('Latitude').fill('95');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Latitude is between -90 and 90')).toBeVisible();
  await expect(form.getByText(/Too big|Invalid|expected/)).toHaveCount(0);
});

test.describe('Transaction limits', () => {
  const title = 'Transaction Limits';
  const path = '/admin/config-mgt/limit-mgt';

  test('refuses limits out of order and negative amounts; takes amounts as people type them', async ({ page }) => {
    await openList(page, path, title, '50,000.00');
    const writes = countWrites(page, /\/api\/transactions\/limits$/);
    const form = await openAdd(page, 'Transaction Limit');
    await choose(form, 'Segment', 'Premium');
    await choose(form, 'Transaction Type', 'Remittance');
    await form.getByLabel('Per Transaction Limit').fill('75,000');
    await form.getByLabel('Daily Limit').fill('50000');
    await form.getByLabel('Daily Count').fill('10');
    await form.getByLabel('Monthly Limit').fill('-5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Daily Limit cannot be less than Per Transaction Limit')).toBeVisible();
    await expect(form.getByText('Monthly Limit cannot be negative')).toBeVisible();
    await expectAccessible(page);
    expect(writes.count()).toBe(0);

    await form.getByLabel('Per Transaction Limit').fill('50000');
    await form.getByLabel('Daily Limit').fill('200,000');
    await form.getByLabel('Monthly Limit').fill('200000.5');
    await form.getByLabel('Monthly Limit').blur();
    await expect(form.getByLabel('Per Transaction Limit')).toHaveValue('50,000.00');
    await expect(form.getByLabel('Monthly Limit')).toHaveValue('200,000.50');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/transactions\/limits$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Limit added Successfully', /\/api\/transactions\/limits\?/);
    expect((await sent).postDataJSON()).toMatchObject({ perTxLimit: '50000.00', dailyLimit: '200000.00', monthlyLimit: '200000.50' });
  });
});

test('a bank code that is not four digits is refused in a sentence', async ({ page }) => {
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  const form = await openAdd(page, 'Bank');
  await form.getByLabel('Bank Code').fill('70A');
  await form.getByLabel('Bank Name').fill('B');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter the four-digit bank code')).toBeVisible();
  await expect(form.getByText(/^Bank Name is \d+ to \d+ characters long$/)).toBeVisible();
  await expect(form.getByText(/pattern|Too small/)).toHaveCount(0);
});
