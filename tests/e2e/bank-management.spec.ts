import type { Page } from '@playwright/test';
import { expect, expectAccessible, notice, signIn, test } from './support';

const table = (page: Page) => page.getByRole('table', { name: 'Bank Management' });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(table(page).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('lists the banks with formatted dates, status badges and paging in the URL', async ({ page }) => {
  await expect(page).toHaveURL(/page=1&size=10/);
  await expect(table(page).getByRole('row')).toHaveCount(5);
  await expect(table(page).getByText('2026-09-03 02:02 PM')).toBeVisible();
  await expect(table(page).getByText('Inactive')).toBeVisible();
  await expect(page.getByText('1-4 of 4')).toBeVisible();
  await expectAccessible(page);
});

test('adds a bank: validation first, then the notice and the list reloaded at page 1', async ({ page }) => {
  await page.goto('/admin/config-mgt/bank-mgt?page=2&size=10');
  await page.getByRole('button', { name: 'Add Bank' }).click();
  const form = page.getByRole('dialog', { name: 'Add Bank' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Bank Code is required')).toBeVisible();
  await expect(form.getByText('Bank Name is required')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Bank Code').fill('7719');
  await form.getByLabel('Bank Name').fill('National Savings Bank');
  await form.getByLabel('Short Code').fill('NSB');
  const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/banks\?page=1&size=10/.test(r.url()));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'New Bank added Successfully')).toBeVisible();
  await reload;
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/page=1&size=10/);
});

test('edits a bank with its key read-only', async ({ page }) => {
  await table(page).getByRole('row', { name: /Commercial Bank of Ceylon PLC/ }).getByRole('button', { name: 'Edit Bank' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Bank' });
  await expect(form.getByLabel('Bank Code')).toHaveValue('7056');
  await expect(form.getByLabel('Bank Code')).toHaveAttribute('readonly', '');
  // It looks read-only (filled, unlike the fields that can change) and says why.
  await expect(form.getByLabel('Bank Code')).toHaveAccessibleDescription(/It identifies the record, so it cannot be changed once saved\./);
  const background = (label: string) => form.getByLabel(label).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background('Bank Code')).not.toBe(await background('Display Name'));
  await form.getByLabel('Display Name').fill('ComBank');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Bank record edited Successfully')).toBeVisible();
  await expect(form).toBeHidden();
});

test('deletes a bank after a confirmation naming it', async ({ page }) => {
  await table(page).getByRole('row', { name: /Sampath Bank PLC/ }).getByRole('button', { name: 'Delete Bank' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Bank' });
  await expect(confirm).toContainText('Delete Sampath Bank PLC (7278)?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
});

test('closing a changed form asks before discarding', async ({ page }) => {
  await page.getByRole('button', { name: 'Add Bank' }).click();
  const form = page.getByRole('dialog', { name: 'Add Bank' });
  await form.getByLabel('Bank Name').fill('Half typed');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
});

test("a bank's branches: list and add with the notice", async ({ page }) => {
  await table(page).getByRole('row', { name: /^7010 / }).getByRole('link', { name: 'Branches' }).click();
  await expect(page).toHaveURL(/\/admin\/config-mgt\/7010\/branches/);
  await expect(page.getByRole('cell', { name: 'City Office', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Branch' }).click();
  const form = page.getByRole('dialog', { name: 'Add Branch' });
  await expect(form.getByLabel('Bank Code')).toHaveValue('7010');
  await form.getByLabel('Branch Code').fill('031');
  await form.getByLabel('Branch Name').fill('Jaffna');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'New Branch added Successfully')).toBeVisible();
  await expectAccessible(page);
});

test('the view panel shows the whole record', async ({ page }) => {
  await table(page).getByRole('row', { name: /^7010 / }).getByRole('button', { name: 'View bank Bank of Ceylon' }).click();
  const panel = page.getByRole('dialog', { name: 'Bank: Bank of Ceylon (7010)' });
  await expect(panel.getByRole('row', { name: /Account Number Pattern/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: /Created at/ })).toBeVisible();
  await expectAccessible(page);
});

test('hidden columns are remembered for the user after a reload', async ({ page }) => {
  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  await page.getByRole('menuitem', { name: 'Short Code' }).getByText('Short Code').click();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('columnheader', { name: /Short Code/ })).toBeHidden();
  await page.reload();
  await expect(table(page).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: /Short Code/ })).toBeHidden();
  await expect(table(page).getByRole('columnheader', { name: /Bank Name/ })).toBeVisible();
});

test('a bookmarked link that sorts by a field the list no longer has opens it unsorted, says so, and never sends that sort', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/banks\?/.test(request.url())) sent.push(request.url());
  });
  await page.goto('/admin/config-mgt/bank-mgt?page=1&size=10&sort=legalName%2Casc');
  await expect(table(page).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(page.getByText('This link asks for sort by "legalName", which this list does not offer (it may have been renamed); the list is shown without it.')).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((url) => /legalName/.test(url))).toEqual([]);

  // A sort the list offers is kept, and sent.
  const sorted = page.waitForRequest((request) => /\/api\/banks\?.*sort=bankName/.test(request.url()));
  await page.goto('/admin/config-mgt/bank-mgt?page=1&size=10&sort=bankName%2Cdesc');
  await sorted;
  await expect(table(page).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(page.getByText(/This link asks for/)).toHaveCount(0);
});
