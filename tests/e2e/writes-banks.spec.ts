// Writes of the bank and bill screens take effect (the `stateful` project, no answer
// intercepted): bank locators, a bank's branches, bill categories, bill providers and BIN ranges.
// Each test adds, edits and deletes on one screen, then reloads the page and asserts what the API
// now holds, not the notices. Each test has a tenant of its own.
import type { Locator } from '@playwright/test';
import { choose, deleteRow, deleteRowUndoable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { cellOf, ownTenants, reloadList } from './stateful';
import { expect, test } from './support';

ownTenants();

/** Turns a form's switch on by its label, as a person clicks it. */
async function switchOn(form: Locator, label: string): Promise<void> {
  await form.getByText(label, { exact: true }).click();
  await expect(form.getByRole('switch', { name: label })).toBeChecked();
}

test('bank locators: an added locator, an edited status and a delete left to run are so after a reload', async ({ page }) => {
  const title = 'Bank Locators';
  const list = /\/api\/banks\/locators\?/;
  await openList(page, '/admin/config-mgt/bank-locator', title, 'LOC-BOC-001');
  const add = await openAdd(page, 'Locator');
  await add.getByLabel('Locator Code').fill('LOC-BOC-004');
  await add.getByLabel('Name').fill('BOC Kandy ATM');
  await choose(add, 'Bank', 'Bank of Ceylon');
  await choose(add, 'Channels', 'Mobile App');
  await add.getByLabel('Address').fill('12 Dalada Veediya, Kandy');
  await add.getByLabel('Latitude').fill('7.2936');
  await add.getByLabel('Longitude').fill('80.6413');
  await submitAndExpectSaved(page, add, 'Save', 'New Locator added Successfully', list);
  await expect(rowOf(page, title, /LOC-HNB-010/)).toContainText('Inactive');
  const edit = await openEdit(page, title, 'Locator', /LOC-HNB-010/);
  await choose(edit, 'Status', 'Active');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Locator record edited Successfully', list);
  await deleteRowUndoable(page, title, 'Locator', /LOC-COMB-015/, 'Locator Commercial Bank Kollupitiya (LOC-COMB-015)');

  await reloadList(page, title, 'LOC-BOC-001');
  await expect(rowOf(page, title, /LOC-BOC-004/)).toContainText('BOC Kandy ATM');
  await expect(rowOf(page, title, /LOC-BOC-004/)).toContainText('Bank of Ceylon');
  await expect(rowOf(page, title, /LOC-HNB-010/)).toContainText('Active');
  await expect(rowOf(page, title, /LOC-HNB-010/)).not.toContainText('Inactive');
  await expect(cellOf(page, title, 'LOC-COMB-015')).toHaveCount(0);
});

test("a bank's branch edited and another deleted are so after a reload", async ({ page }) => {
  const title = 'Branches';
  await openList(page, '/admin/config-mgt/7010/branches', title, 'City Office');
  const edit = await openEdit(page, title, 'Branch', /Kandy/);
  await edit.getByLabel('Branch Name').fill('Kandy City');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Branch record edited Successfully', /\/api\/banks\/7010\/branches\?/);
  await deleteRow(page, title, 'Branch', /Galle Fort/, 'Galle Fort (7010/023)');

  await reloadList(page, title, 'City Office');
  await expect(rowOf(page, title, /Kandy City/)).toContainText('004');
  await expect(cellOf(page, title, 'Kandy')).toHaveCount(0);
  await expect(cellOf(page, title, 'Galle Fort')).toHaveCount(0);
});

test('bill categories: an added category, an edited flag and a deleted category are so after a reload', async ({ page }) => {
  const title = 'Bill Categories';
  const list = /\/api\/bills\/categories\?/;
  await openList(page, '/admin/config-mgt/bill-cat-mgt', title, 'ELEC');
  const add = await openAdd(page, 'Bill Category');
  await add.getByLabel('Code').fill('INS');
  await add.getByLabel('Description').fill('Insurance');
  await submitAndExpectSaved(page, add, 'Save', 'New Bill Category added Successfully', list);
  const edit = await openEdit(page, title, 'Bill Category', /TEL/);
  await switchOn(edit, 'Card payments');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Bill Category edited Successfully', list);
  await deleteRow(page, title, 'Bill Category', /WATER/, 'Water (WATER)');

  await reloadList(page, title, 'ELEC');
  await expect(rowOf(page, title, /^INS /)).toContainText('Insurance');
  await expect(cellOf(page, title, 'WATER')).toHaveCount(0);
  const again = await openEdit(page, title, 'Bill Category', /TEL/);
  await expect(again.getByRole('switch', { name: 'Card payments' })).toBeChecked();
});

test('bill providers: an added provider, an edited maximum and a deleted provider are so after a reload', async ({ page }) => {
  const title = 'Bill Providers';
  const list = /\/api\/bills\/providers\?/;
  await openList(page, '/admin/config-mgt/bill-provider-mgt', title, 'CEB');
  const add = await openAdd(page, 'Bill Provider');
  await add.getByLabel('Provider Code').fill('SLT');
  await choose(add, 'Category', 'Telecom');
  await add.getByLabel('Name').fill('Sri Lanka Telecom PLC');
  await add.getByLabel('Min Amount').fill('50');
  await add.getByLabel('Max Amount').fill('150000.00');
  await submitAndExpectSaved(page, add, 'Save', 'New Bill Provider added Successfully', list);
  const edit = await openEdit(page, title, 'Bill Provider', /LECO/);
  await edit.getByLabel('Max Amount').fill('350000.00');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Bill Provider record edited Successfully', list);
  await deleteRow(page, title, 'Bill Provider', /Dialog Axiata PLC/, 'Dialog Axiata PLC (DIALOG)');

  await reloadList(page, title, 'CEB');
  await expect(rowOf(page, title, /^SLT /)).toContainText('Sri Lanka Telecom PLC');
  await expect(rowOf(page, title, /^SLT /)).toContainText('150,000.00');
  await expect(rowOf(page, title, /^LECO /)).toContainText('350,000.00');
  await expect(cellOf(page, title, 'DIALOG')).toHaveCount(0);
});

test('BIN ranges: an added BIN, an edited card type and a deleted BIN are so after a reload', async ({ page }) => {
  const title = 'BIN Management';
  const list = /\/api\/merchants\/profiles\/bins\?/;
  await openList(page, '/admin/config-mgt/bin-mgt', title, '455412');
  const add = await openAdd(page, 'Bin');
  await add.getByRole('textbox', { name: /^BIN/ }).fill('62401234');
  await choose(add, 'Card Scheme', 'UNIONPAY');
  await choose(add, 'Card Type', 'PREPAID');
  await choose(add, 'Bank', 'Bank of Ceylon');
  await submitAndExpectSaved(page, add, 'Save', 'New Bin added Successfully', list);
  const edit = await openEdit(page, title, 'Bin', /409611/);
  await choose(edit, 'Card Type', 'CREDIT');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Bin edited Successfully', list);
  await deleteRow(page, title, 'Bin', /522196/, '522196 Mastercard Commercial');

  await reloadList(page, title, '455412');
  await expect(rowOf(page, title, /62401234/)).toContainText('UNIONPAY');
  await expect(rowOf(page, title, /62401234/)).toContainText('Bank of Ceylon');
  await expect(rowOf(page, title, /409611/)).toContainText('CREDIT');
  await expect(cellOf(page, title, '522196')).toHaveCount(0);
});
