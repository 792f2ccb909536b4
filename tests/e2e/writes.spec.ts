// Writes take effect: the console on the development wallet API (the `stateful` project), which
// remembers every write, with no answer intercepted. Each test asserts what the write changed, as
// the same operator sees it after a reload and as a second operator sees it in a browser of their
// own, not the notice that says it was saved. Each test has a tenant of its own (./stateful.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import { choose, deleteRow, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { secondOperator, testTenant, useTenant } from './stateful';
import { expect, notice, settled, signIn, test } from './support';

const BANKS = 'Bank Management';
const BANKS_PATH = '/admin/config-mgt/bank-mgt';
const BANKS_LIST = /\/api\/banks\?/;

let tenant = '';
test.beforeEach(async ({ page }) => {
  tenant = testTenant();
  await useTenant(page, tenant);
});

/** A cell of a list, by its exact text. */
const cell = (page: Page, title: string, text: string) => listTable(page, title).getByRole('cell', { name: text, exact: true });

/** Reloads the page and waits for the list to show `firstCell` again. */
async function reloadList(page: Page, title: string, firstCell: string): Promise<void> {
  await page.reload();
  await expect(cell(page, title, firstCell).first()).toBeVisible();
}

test('a bank added is listed after a reload and by a second operator', async ({ page, browser }) => {
  await openList(page, BANKS_PATH, BANKS, 'Bank of Ceylon');
  await expect(cell(page, BANKS, 'National Savings Bank')).toHaveCount(0);
  const form = await openAdd(page, 'Bank');
  await form.getByLabel('Bank Code').fill('7719');
  await form.getByLabel('Bank Name').fill('National Savings Bank');
  await form.getByLabel('Short Code').fill('NSB');
  await submitAndExpectSaved(page, form, 'Save', 'New Bank added Successfully', BANKS_LIST);
  await expect(cell(page, BANKS, 'National Savings Bank')).toBeVisible();
  await expect(page.getByText('1-5 of 5')).toBeVisible();

  await reloadList(page, BANKS, 'Bank of Ceylon');
  await expect(rowOf(page, BANKS, /National Savings Bank/)).toContainText('7719');

  const other = await secondOperator(browser, tenant);
  await openList(other, BANKS_PATH, BANKS, 'Bank of Ceylon');
  await expect(rowOf(other, BANKS, /National Savings Bank/)).toContainText('NSB');

  // The same code again is refused with the catalogue's text, and the form keeps what was typed.
  const again = await openAdd(other, 'Bank');
  await again.getByLabel('Bank Code').fill('7719');
  await again.getByLabel('Bank Name').fill('National Savings Bank of Sri Lanka');
  await again.getByLabel('Short Code').fill('NSBL');
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByText('A record with the same code already exists')).toBeVisible();
  await expect(again.getByLabel('Bank Name')).toHaveValue('National Savings Bank of Sri Lanka');
  await other.context().close();
});

test('an edit is what the list shows after a reload', async ({ page }) => {
  await openList(page, BANKS_PATH, BANKS, 'Bank of Ceylon');
  const form = await openEdit(page, BANKS, 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');
  await submitAndExpectSaved(page, form, 'Save changes', 'Bank record edited Successfully', BANKS_LIST);
  await reloadList(page, BANKS, 'Bank of Ceylon');
  await expect(rowOf(page, BANKS, /Commercial Bank of Ceylon PLC/)).toContainText('ComBank');
  const again = await openEdit(page, BANKS, 'Bank', /Commercial Bank of Ceylon PLC/);
  await expect(again.getByLabel('Display Name')).toHaveValue('ComBank');
});

test('a deleted bank is gone for everyone; an undone delete keeps the record', async ({ page, browser }) => {
  await openList(page, BANKS_PATH, BANKS, 'Bank of Ceylon');
  await deleteRow(page, BANKS, 'Bank', /Sampath Bank PLC/, 'Delete Sampath Bank PLC (7278)?');
  await reloadList(page, BANKS, 'Bank of Ceylon');
  await expect(cell(page, BANKS, 'Sampath Bank PLC')).toHaveCount(0);
  const other = await secondOperator(browser, tenant);
  await openList(other, BANKS_PATH, BANKS, 'Bank of Ceylon');
  await expect(cell(other, BANKS, 'Sampath Bank PLC')).toHaveCount(0);
  await other.context().close();

  const LOCATORS = 'Bank Locators';
  await page.goto('/admin/config-mgt/bank-locator');
  await expect(cell(page, LOCATORS, 'LOC-COMB-015')).toBeVisible();
  await rowOf(page, LOCATORS, /LOC-COMB-015/).getByRole('button', { name: 'Delete Locator' }).click();
  await expect(rowOf(page, LOCATORS, /LOC-COMB-015/)).toContainText('Being deleted');
  await page.getByRole('button', { name: /^Undo: keep Locator .*LOC-COMB-015/ }).click();
  await expect(notice(page, 'Locator Commercial Bank Kollupitiya (LOC-COMB-015) was not deleted.')).toBeVisible();
  await reloadList(page, LOCATORS, 'LOC-COMB-015');
  await expect(cell(page, LOCATORS, 'LOC-COMB-015')).toBeVisible();
});

/**
 * Two operators open Commercial Bank; the first saves a new display name, the second changes the
 * short code and saves: the API refuses the stale version (412) and the second sees the conflict.
 */
async function conflictOnBank(page: Page, browser: Browser): Promise<{ other: Page; second: Locator; alert: Locator }> {
  const other = await secondOperator(browser, tenant);
  await openList(page, BANKS_PATH, BANKS, 'Bank of Ceylon');
  await openList(other, BANKS_PATH, BANKS, 'Bank of Ceylon');
  const first = await openEdit(page, BANKS, 'Bank', /Commercial Bank of Ceylon PLC/);
  const second = await openEdit(other, BANKS, 'Bank', /Commercial Bank of Ceylon PLC/);
  await first.getByLabel('Display Name').fill('ComBank');
  await submitAndExpectSaved(page, first, 'Save changes', 'Bank record edited Successfully', BANKS_LIST);

  const refused = other.waitForResponse((r) => r.request().method() === 'PUT' && r.status() === 412);
  await second.getByLabel('Short Code').fill('CBC');
  await expect(second.getByLabel('Short Code')).toHaveValue('CBC');
  await expect(second.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await second.getByRole('button', { name: 'Save changes' }).click();
  await refused;
  const alert = second.getByRole('alert').filter({ hasText: 'Someone else saved this record meanwhile' });
  await expect(alert).toBeVisible();
  const table = alert.getByRole('table', { name: 'Changed meanwhile' });
  await expect(table.getByRole('row').filter({ hasText: /^Display Name/ }).getByRole('cell')).toHaveText(['Commercial Bank', 'ComBank', 'Commercial Bank']);
  return { other, second, alert };
}

/** The bank as the API holds it now, seen by the first operator after a reload. */
async function bankNow(page: Page): Promise<Locator> {
  await reloadList(page, BANKS, 'Bank of Ceylon');
  return rowOf(page, BANKS, /Commercial Bank of Ceylon PLC/);
}

test.describe('two operators on one bank, no answer intercepted', () => {
  test('keep mine saves the second operator’s short code on top of the first one’s display name', async ({ page, browser }) => {
    const { other, second } = await conflictOnBank(page, browser);
    await second.getByRole('button', { name: 'Keep mine', exact: true }).click();
    await expect(notice(other, 'Bank record edited Successfully')).toBeVisible();
    await expect(second).toBeHidden();
    const row = await bankNow(page);
    await expect(row).toContainText('CBC');
    await expect(row).toContainText('ComBank');
    await other.context().close();
  });

  test('take theirs saves nothing; a change on top of theirs keeps both', async ({ page, browser }) => {
    const { other, second, alert } = await conflictOnBank(page, browser);
    await alert.getByRole('button', { name: 'Take theirs' }).click();
    await expect(second.getByLabel('Display Name')).toHaveValue('ComBank');
    await expect(second.getByLabel('Short Code')).toHaveValue('COMB');
    const row = await bankNow(page);
    await expect(row).toContainText('ComBank');
    await expect(row).toContainText('COMB');
    await second.getByLabel('Short Code').fill('CBC');
    await second.getByRole('button', { name: 'Save changes' }).click();
    await expect(notice(other, 'Bank record edited Successfully')).toBeVisible();
    const after = await bankNow(page);
    await expect(after).toContainText('ComBank');
    await expect(after).toContainText('CBC');
    await other.context().close();
  });

  test('merge saves the value chosen for each field', async ({ page, browser }) => {
    const { other, second, alert } = await conflictOnBank(page, browser);
    await alert.getByRole('button', { name: 'Merge field by field' }).click();
    await expect(alert.getByRole('radiogroup', { name: 'Keep for Display Name' }).getByRole('radio', { name: 'Now' })).toBeChecked();
    await expect(alert.getByRole('radiogroup', { name: 'Keep for Short Code' }).getByRole('radio', { name: 'Yours' })).toBeChecked();
    await second.getByRole('button', { name: 'Save merged values' }).click();
    await expect(notice(other, 'Bank record edited Successfully')).toBeVisible();
    const row = await bankNow(page);
    await expect(row).toContainText('ComBank');
    await expect(row).toContainText('CBC');
    await other.context().close();
  });
});

test('an accepted authorization request changes its record; a rejected one leaves its record as it was', async ({ page }) => {
  const REQUESTS = 'Authorization Requests';
  const FEES = 'Fees and Charges';
  await openList(page, '/admin/config-mgt/fee-mgt', FEES, 'P2P_STD');
  await expect(rowOf(page, FEES, /P2P_STD/)).toContainText('25.00');

  await page.goto('/admin/authorization-mgt/request');
  await expect(cell(page, REQUESTS, '3057')).toBeVisible();
  await rowOf(page, REQUESTS, /^3057 /).getByRole('button', { name: 'More actions for Authorization Request 3057' }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept' }).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(notice(page, 'Authorization request Accepted Successfully')).toBeVisible();
  await settled(page);
  // Decided: no longer offered for a decision.
  await expect(rowOf(page, REQUESTS, /^3057 /).getByRole('button', { name: 'More actions for Authorization Request 3057' })).toHaveCount(0);

  await rowOf(page, REQUESTS, /^3055 /).getByRole('button', { name: 'View Authorization Request 3055' }).click();
  const panel = page.getByRole('dialog', { name: /Authorization Request: 3055/ });
  await panel.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject' });
  await confirm.getByRole('textbox', { name: 'Reason for rejecting' }).fill('The merchant settled its dispute');
  await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(notice(page, 'Authorization request Rejected Successfully')).toBeVisible();

  await page.goto('/admin/config-mgt/fee-mgt');
  await expect(rowOf(page, FEES, /P2P_STD/)).toContainText('30.00');
  // 3055 asked to make Keells Super Kandy inactive: rejected, it stays active.
  await page.goto('/admin/merchant-mgt/merchant-mgt');
  await expect(rowOf(page, 'Merchants', /MID000000000102/)).toContainText('Active');
});

test('a permission withdrawn from the tenant is no longer listed as enabled, for any operator', async ({ page, browser }) => {
  const PATH = '/admin/roles/tenant-permissions';
  const enabled = (on: Page) => on.getByRole('group', { name: 'Enabled for the tenant' });
  const available = (on: Page) => on.getByRole('group', { name: 'Available permissions' });
  await signIn(page, 'admin', PATH);
  await expect(enabled(page).getByRole('checkbox', { name: 'AUDIT', exact: true })).toBeVisible();
  await settled(page);
  await enabled(page).getByRole('checkbox', { name: 'AUDIT', exact: true }).check();
  await page.getByRole('region', { name: 'Tenant role permissions' }).getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog', { name: 'Withdraw AUDIT from the tenant?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(notice(page, `1 role permission removed from tenant ${tenant}`)).toBeVisible();

  await page.reload();
  await expect(available(page).getByRole('checkbox', { name: 'AUDIT', exact: true })).toBeVisible();
  await expect(enabled(page).getByRole('checkbox', { name: 'AUDIT', exact: true })).toHaveCount(0);
  const other = await secondOperator(browser, tenant);
  await signIn(other, 'admin', PATH);
  await expect(available(other).getByRole('checkbox', { name: 'AUDIT', exact: true })).toBeVisible();
  await expect(enabled(other).getByRole('checkbox', { name: 'AUDIT', exact: true })).toHaveCount(0);
  await other.context().close();
});

test('disputes rejected together are rejected after a reload', async ({ page }) => {
  const DISPUTES = 'Dispute Report';
  await openList(page, '/admin/dispute-mgt/dispute-report', DISPUTES, 'TXN20261120000412');
  await expect(rowOf(page, DISPUTES, /TXN20261120000412/)).toContainText('Open');
  await listTable(page, DISPUTES).getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await page.getByRole('group', { name: 'Chosen rows' }).getByRole('button', { name: 'Approve/Reject selected' }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve\/Reject: \d+ disputes? selected$/ });
  await dialog.getByRole('textbox', { name: 'New status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Reject', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The merchant confirmed the delivery');
  await dialog.getByRole('button', { name: /^Confirm \(\d+\)$/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Done: \d+ succeeded, 0 failed\.$/);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await reloadList(page, DISPUTES, 'TXN20261120000412');
  await expect(rowOf(page, DISPUTES, /TXN20261120000412/)).toContainText('Rejected');
  await expect(listTable(page, DISPUTES).getByText('Open', { exact: true })).toHaveCount(0);
});

test('a merchant added appears in the merchant report', async ({ page }) => {
  const MERCHANTS = 'Merchants';
  await openList(page, '/admin/merchant-mgt/merchant-mgt', MERCHANTS, 'MID000000000101');
  const form = await openAdd(page, 'Merchant');
  await choose(form, 'Head Merchant', 'Cargills Food City');
  await expect(form.getByRole('status')).toContainText('Filled in from the record found');
  await form.getByLabel('MID').fill('MID000000000301');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Cargills Food City Nugegoda');
  await choose(form, 'Commission Profile', 'Standard QR');
  await choose(form, 'Risk Profile', 'New merchant');
  await submitAndExpectSaved(page, form, 'Save', 'New Merchant added Successfully', /\/api\/merchants\?/);
  await expect(rowOf(page, MERCHANTS, /MID000000000301/)).toContainText('Cargills Food City');

  await page.goto('/admin/report-mgt/merchant-report');
  await expect(rowOf(page, 'Merchant Report', /MID000000000301/)).toContainText('Cargills Food City Nugegoda');
});

test("a branch added to a bank is listed under that bank only", async ({ page }) => {
  const BRANCHES = 'Branches';
  await openList(page, '/admin/config-mgt/7010/branches', BRANCHES, 'City Office');
  const form = await openAdd(page, 'Branch');
  await expect(form.getByLabel('Bank Code')).toHaveValue('7010');
  await form.getByLabel('Branch Code').fill('031');
  await form.getByLabel('Branch Name').fill('Jaffna');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'New Branch added Successfully')).toBeVisible();
  await reloadList(page, BRANCHES, 'City Office');
  await expect(rowOf(page, BRANCHES, /Jaffna/)).toContainText('031');
  await page.goto('/admin/config-mgt/7056/branches');
  await expect(page.getByRole('heading', { name: BRANCHES, level: 2 })).toBeVisible();
  await expect(cell(page, BRANCHES, 'Jaffna')).toHaveCount(0);
});

test('a reply is in the conversation after a reload', async ({ page }) => {
  const PATH = '/admin/inbox/inbox-view/3101/message-history';
  const TEXT = 'Your video call request is now approved. An agent will call you tomorrow between 10 and 11 a.m.';
  await signIn(page, 'admin', PATH);
  const conversation = page.getByRole('list', { name: 'Conversation 3101' }).getByRole('listitem');
  await expect(conversation).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Reply' }).fill(TEXT);
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(notice(page, 'New Reply added Successfully')).toBeVisible();
  await page.reload();
  await expect(conversation).toHaveCount(4);
  await expect(conversation.last()).toContainText(TEXT);
});

test('a service request marked complete is complete after a reload', async ({ page }) => {
  const TITLE = 'Bank Service Requests';
  await openList(page, '/admin/service-req/service-request', TITLE, '1045');
  await expect(rowOf(page, TITLE, /^1044 /)).not.toContainText('Complete');
  await rowOf(page, TITLE, /^1044 /).getByRole('button', { name: 'View Service Request 1044' }).click();
  await page.getByRole('dialog', { name: 'Service Request: 1044 (Dinesh Kumara)' }).getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog', { name: 'Complete' }).getByRole('button', { name: 'Complete' }).click();
  await expect(notice(page, 'Service Request Updated Successfully')).toBeVisible();
  await reloadList(page, TITLE, '1045');
  await expect(rowOf(page, TITLE, /^1044 /)).toContainText('Complete');
  await expect(rowOf(page, TITLE, /^1044 /).getByRole('button', { name: /^More actions/ })).toHaveCount(0);
});
