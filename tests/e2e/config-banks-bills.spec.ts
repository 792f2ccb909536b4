import type { Locator, Page } from '@playwright/test';
import { choose, deleteRow, deleteRowUndoable, expectForbidden, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, nav, signIn, test } from './support';

/** The JSON body of the next request matching method and path, once it is sent. */
const bodyOf = (page: Page, method: string, path: RegExp) =>
  page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname)).then((r) => r.postDataJSON() as Record<string, unknown>);

/** Opens a row's "More actions" menu and chooses an item. */
async function rowMenu(page: Page, title: string, row: string | RegExp, singular: string, item: string): Promise<void> {
  await rowOf(page, title, row).getByRole('button', { name: new RegExp(`^More actions for ${singular} `) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Turns a switch on by its label, as a person clicks it (the input itself is visually hidden). */
async function switchOn(form: Locator, label: string): Promise<void> {
  await form.getByText(label, { exact: true }).click();
  await expect(form.getByRole('switch', { name: label })).toBeChecked();
}

test.describe('Bank Locators', () => {
  const title = 'Bank Locators';
  const path = '/admin/config-mgt/bank-locator';

  test.beforeEach(async ({ page }) => openList(page, path, title, 'LOC-BOC-001'));

  test('lists the locators with bank names, channel names and status badges', async ({ page }) => {
    const boc = rowOf(page, title, /LOC-BOC-001/);
    await expect(boc).toContainText('Bank of Ceylon');
    await expect(boc).toContainText('Mobile App, Agent');
    await expect(rowOf(page, title, /LOC-HNB-010/)).toContainText('Hatton National Bank PLC');
    await expect(rowOf(page, title, /LOC-HNB-010/)).toContainText('Inactive');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
  });

  test('adds a locator: the bank and channels chosen by name, sent as code and ids', async ({ page }) => {
    const form = await openAdd(page, 'Locator');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Locator Code is required')).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Locator Code').fill('loc boc 4');
    await form.getByLabel('Name').fill('BOC Kandy ATM');
    await choose(form, 'Bank', 'Bank of Ceylon');
    await choose(form, 'Channels', 'Mobile App');
    await choose(form, 'Channels', 'Agent');
    await form.getByLabel('Address').fill('12 Dalada Veediya, Kandy');
    await form.getByLabel('Latitude').fill('7.2936');
    await form.getByLabel('Longitude').fill('80.6413');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Locator Code is 3 to 20 capital letters, digits or hyphens')).toBeVisible();
    await form.getByLabel('Locator Code').fill('LOC-BOC-004');

    const body = bodyOf(page, 'POST', /\/api\/banks\/locators$/);
    await submitAndExpectSaved(page, form, 'Save', 'New Locator added Successfully', /\/api\/banks\/locators\?/);
    expect(await body).toMatchObject({ locatorCode: 'LOC-BOC-004', bankCode: '7010', type: 'ATM', channels: [1, 3], latitude: 7.2936, longitude: 80.6413, statusId: 1 });
  });

  test('edits a locator with its code read-only', async ({ page }) => {
    const form = await openEdit(page, title, 'Locator', /LOC-HNB-010/);
    await expect(form.getByLabel('Locator Code')).toHaveValue('LOC-HNB-010');
    await expect(form.getByLabel('Locator Code')).toHaveAttribute('readonly', '');
    await expect(form.getByText('Mobile App')).toBeVisible();
    await choose(form, 'Channels', 'Agent');
    await choose(form, 'Status', 'Active');
    await expectAccessible(page);

    const body = bodyOf(page, 'PUT', /\/api\/banks\/locators\/LOC-HNB-010$/);
    await submitAndExpectSaved(page, form, 'Save changes', 'Locator record edited Successfully', /\/api\/banks\/locators\?/);
    expect(await body).toMatchObject({ locatorCode: 'LOC-HNB-010', bankCode: '7083', channels: [1, 3], statusId: 1 });
  });

  test('deletes a locator without a confirmation: Undo is offered first', async ({ page }) => {
    await deleteRowUndoable(page, title, 'Locator', /LOC-COMB-015/, 'Locator Commercial Bank Kollupitiya (LOC-COMB-015)');
  });
});

test.describe('Bill Categories', () => {
  const title = 'Bill Categories';

  test.beforeEach(async ({ page }) => openList(page, '/admin/config-mgt/bill-cat-mgt', title, 'ELEC'));

  test('lists the categories with their flags and shows a category’s fields in a panel', async ({ page }) => {
    await expect(rowOf(page, title, /^.*TEL/)).toContainText('Telecom');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(4);
    await rowMenu(page, title, /ELEC/, 'Bill Category', 'Category Fields');
    const panel = page.getByRole('dialog', { name: 'Category Fields: Electricity (ELEC)' });
    const fields = panel.getByRole('table', { name: 'Category Fields' });
    await expect(fields.getByRole('row')).toHaveCount(4);
    await expect(fields.getByRole('row').nth(1)).toContainText('Electricity account number');
    await expect(fields.getByRole('row').nth(1)).toContainText('^[0-9]{10}$');
    await expect(fields.getByRole('row', { name: /Mobile number for the receipt/ })).toContainText('No');
    await expect(panel.getByRole('button', { name: 'Add Field' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('adds a category with its flags as switches', async ({ page }) => {
    const form = await openAdd(page, 'Bill Category');
    await form.getByLabel('Code').fill('INS');
    await form.getByLabel('Description').fill('Insurance');
    await switchOn(form, 'Card payments');
    await expectAccessible(page);
    const body = bodyOf(page, 'POST', /\/api\/bills\/categories$/);
    await submitAndExpectSaved(page, form, 'Save', 'New Bill Category added Successfully', /\/api\/bills\/categories\?/);
    expect(await body).toEqual({ code: 'INS', description: 'Insurance', cardEnable: true, mobileEnable: true, statusId: 1 });
  });

  test('edits a category with its code read-only', async ({ page }) => {
    const form = await openEdit(page, title, 'Bill Category', /TEL/);
    await expect(form.getByLabel('Code')).toHaveAttribute('readonly', '');
    await expect(form.getByRole('switch', { name: 'Card payments' })).not.toBeChecked();
    await switchOn(form, 'Card payments');
    const body = bodyOf(page, 'PUT', /\/api\/bills\/categories\/TEL$/);
    await submitAndExpectSaved(page, form, 'Save changes', 'Bill Category edited Successfully', /\/api\/bills\/categories\?/);
    expect(await body).toMatchObject({ code: 'TEL', cardEnable: true, mobileEnable: true });
  });

  test('deletes a category after a confirmation naming it', async ({ page }) => {
    await deleteRow(page, title, 'Bill Category', /WATER/, 'Water (WATER)');
  });
});

test.describe('Bill Providers', () => {
  const title = 'Bill Providers';

  test.beforeEach(async ({ page }) => openList(page, '/admin/config-mgt/bill-provider-mgt', title, 'CEB'));

  test('lists the providers with category names and amounts', async ({ page }) => {
    const ceb = rowOf(page, title, /Ceylon Electricity Board/);
    await expect(ceb).toContainText('Electricity');
    await expect(ceb).toContainText('500,000.00');
    await expect(rowOf(page, title, /Dialog Axiata PLC/)).toContainText('Telecom');
    await expect(rowOf(page, title, /Dialog Axiata PLC/)).toContainText('Pending');
  });

  test('adds a provider with the category chosen by name', async ({ page }) => {
    const form = await openAdd(page, 'Bill Provider');
    await form.getByLabel('Provider Code').fill('SLT');
    await choose(form, 'Category', 'Telecom');
    await form.getByLabel('Name').fill('Sri Lanka Telecom PLC');
    await form.getByLabel('Min Amount').fill('500,000');
    await form.getByLabel('Max Amount').fill('150000.00');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Max Amount cannot be less than Min Amount')).toBeVisible();
    // Amounts as people type them: sent with two decimals.
    await form.getByLabel('Min Amount').fill('50');
    await expectAccessible(page);
    const body = bodyOf(page, 'POST', /\/api\/bills\/providers$/);
    await submitAndExpectSaved(page, form, 'Save', 'New Bill Provider added Successfully', /\/api\/bills\/providers\?/);
    expect(await body).toEqual({ billProviderCode: 'SLT', billCategoryCode: 'TEL', name: 'Sri Lanka Telecom PLC', minAmount: '50.00', maxAmount: '150000.00', statusId: 1 });
  });

  test('edits a provider with its code read-only', async ({ page }) => {
    const form = await openEdit(page, title, 'Bill Provider', /Dialog Axiata PLC/);
    await expect(form.getByLabel('Provider Code')).toHaveValue('DIALOG');
    await expect(form.getByLabel('Provider Code')).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'Category' })).toHaveValue('Telecom');
    await form.getByLabel('Max Amount').fill('150000.00');
    const body = bodyOf(page, 'PUT', /\/api\/bills\/providers\/DIALOG$/);
    await submitAndExpectSaved(page, form, 'Save changes', 'Bill Provider record edited Successfully', /\/api\/bills\/providers\?/);
    expect(await body).toMatchObject({ billProviderCode: 'DIALOG', billCategoryCode: 'TEL', maxAmount: '150000.00' });
  });

  test('deletes a provider after a confirmation naming it', async ({ page }) => {
    await deleteRow(page, title, 'Bill Provider', /Dialog Axiata PLC/, 'Dialog Axiata PLC (DIALOG)');
  });
});

test.describe('BIN Management', () => {
  const title = 'BIN Management';
  const path = '/admin/config-mgt/bin-mgt';

  test('is not in the menu (switched off there) but opens by its URL', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    await nav(page).getByText('Config Management', { exact: true }).click();
    await expect(nav(page).getByRole('link', { name: 'Bill Providers' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'BIN Management' })).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(listTable(page, title).getByRole('cell', { name: '455412', exact: true })).toBeVisible();
    await expect(rowOf(page, title, /455412/)).toContainText('Bank of Ceylon');
  });

  test('adds a BIN with the bank chosen by name', async ({ page }) => {
    await openList(page, path, title, '455412');
    const form = await openAdd(page, 'Bin');
    await form.getByRole('textbox', { name: /^BIN/ }).fill('6240');
    await choose(form, 'Card Scheme', 'UNIONPAY');
    await choose(form, 'Card Type', 'PREPAID');
    await choose(form, 'Bank', 'Bank of Ceylon');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText(/^Enter BIN.* as 6 to 8 digits$/)).toBeVisible();
    await form.getByRole('textbox', { name: /^BIN/ }).fill('62401234');
    await expectAccessible(page);
    const body = bodyOf(page, 'POST', /\/api\/merchants\/profiles\/bins$/);
    await submitAndExpectSaved(page, form, 'Save', 'New Bin added Successfully', /\/api\/merchants\/profiles\/bins\?/);
    expect(await body).toEqual({ bin: '62401234', cardScheme: 'UNIONPAY', cardType: 'PREPAID', bankCode: '7010', statusId: 1 });
  });

  test('edits and deletes a BIN', async ({ page }) => {
    await openList(page, path, title, '455412');
    const form = await openEdit(page, title, 'Bin', /409611/);
    await expect(form.getByRole('textbox', { name: 'Bank' })).toHaveValue('Hatton National Bank PLC');
    await choose(form, 'Card Type', 'CREDIT');
    const body = bodyOf(page, 'PUT', /\/api\/merchants\/profiles\/bins\/3$/);
    await submitAndExpectSaved(page, form, 'Save changes', 'Bin edited Successfully', /\/api\/merchants\/profiles\/bins\?/);
    expect(await body).toMatchObject({ bin: '409611', cardType: 'CREDIT', bankCode: '7083' });
    await deleteRow(page, title, 'Bin', /522196/, '522196 Mastercard Commercial');
  });
});

test('the viewer account reaches none of these screens: not in the menu, refused by URL', async ({ page }) => {
  const screens = [
    ['/admin/config-mgt/bank-locator', 'Bank Locators'],
    ['/admin/config-mgt/bill-cat-mgt', 'Bill Categories'],
    ['/admin/config-mgt/bill-provider-mgt', 'Bill Providers'],
    ['/admin/config-mgt/bin-mgt', 'BIN Management'],
  ] as const;
  await signIn(page, 'viewer', '/admin/dashboard');
  await expect(nav(page).getByText('User Management', { exact: true })).toBeVisible();
  for (const [path, title] of screens) {
    await expect(nav(page).getByText(title, { exact: true })).toHaveCount(0);
    await expectForbidden(page, path);
    await expect(page.getByText(`You do not have permission to open ${title}.`)).toBeVisible();
  }
});
