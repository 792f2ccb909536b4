// Writes of merchant management take effect (the `stateful` project, no answer intercepted):
// head merchants, merchants, a merchant's terminals, risk and commission profiles, and merchant
// requests approved or rejected. Each test asserts what the API holds after a reload, not the
// notices. Each test has a tenant of its own.
import type { Page } from '@playwright/test';
import { choose, deleteRow, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { cellOf, ownTenants, reloadList, secondOperator } from './stateful';
import { expect, notice, settled, signIn, test } from './support';

const tenant = ownTenants();

test('head merchants: an added head merchant, an edited contact and a deleted one are so after a reload', async ({ page }) => {
  const title = 'Head Merchants';
  const list = /\/api\/merchants\/heads\?/;
  await openList(page, '/admin/merchant-mgt/head-mer-mgt', title, 'Keells Super');
  const add = await openAdd(page, 'Head Merchant');
  await add.getByLabel('Settlement Account Number').fill('000987654321');
  await add.getByRole('button', { name: 'Look up' }).click();
  await expect(add.getByRole('textbox', { name: /^Name/ })).toHaveValue('Laugfs Super');
  await add.getByRole('textbox', { name: 'Wallet User' }).fill('0771234567');
  await page.getByRole('listbox').getByRole('option', { name: 'Amaya Jayasinghe (077•••••67)', exact: true }).click();
  await choose(add, 'Business Category', '5411 - Grocery Stores, Supermarkets');
  await submitAndExpectSaved(page, add, 'Save', 'New Head Merchant added Successfully', list);
  const edit = await openEdit(page, title, 'Head Merchant', /Arpico Supercentre/);
  await edit.getByLabel('Contact Person').fill('Nadeesha Perera');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Head Merchant record edited Successfully', list);
  await deleteRow(page, title, 'Head Merchant', /Cargills Food City/, 'Delete Cargills Food City (23)?');

  await reloadList(page, title, 'Keells Super');
  await expect(rowOf(page, title, /Laugfs Super/)).toContainText('Bank of Ceylon');
  await expect(cellOf(page, title, 'Cargills Food City')).toHaveCount(0);
  const again = await openEdit(page, title, 'Head Merchant', /Arpico Supercentre/);
  await expect(again.getByLabel('Contact Person')).toHaveValue('Nadeesha Perera');
});

test('merchants: an edited merchant and a deleted one are so after a reload and for a second operator', async ({ page, browser }) => {
  const title = 'Merchants';
  await openList(page, '/admin/merchant-mgt/merchant-mgt', title, 'MID000000000101');
  const edit = await openEdit(page, title, 'Merchant', /MID000000000102/);
  await edit.getByLabel('Display Name').fill('Keells Kandy City');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Merchant record edited Successfully', /\/api\/merchants\?/);
  await deleteRow(page, title, 'Merchant', /MID000000000201/, 'Delete Arpico Hyde Park (MID000000000201)?');

  await reloadList(page, title, 'MID000000000101');
  await expect(cellOf(page, title, 'MID000000000201')).toHaveCount(0);
  await expect((await openEdit(page, title, 'Merchant', /MID000000000102/)).getByLabel('Display Name')).toHaveValue('Keells Kandy City');

  const other = await secondOperator(browser, tenant());
  await openList(other, '/admin/merchant-mgt/merchant-mgt', title, 'MID000000000101');
  await expect(cellOf(other, title, 'MID000000000201')).toHaveCount(0);
  await other.context().close();
});

test("a merchant's terminals: an added terminal, an edited location and a deleted terminal are so after a reload", async ({ page }) => {
  const title = 'Terminals';
  const list = /\/api\/merchants\/MID000000000101\/terminals\?/;
  await openList(page, '/admin/merchant-mgt/MID000000000101/terminals', title, 'TID00101');
  const add = await openAdd(page, 'Terminal');
  await add.getByLabel('TID').fill('TID00104');
  await choose(add, 'Terminal Type', 'Dynamic QR');
  await add.getByLabel('Location').fill('Self-checkout kiosk');
  await submitAndExpectSaved(page, add, 'Save', 'New Terminal added Successfully', list);
  const edit = await openEdit(page, title, 'Terminal', /TID00102/);
  await edit.getByLabel('Location').fill('Pharmacy counter');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Terminal record edited Successfully', list);
  await deleteRow(page, title, 'Terminal', /TID00103/, 'Delete TID00103 (MID000000000101)?');

  await reloadList(page, title, 'TID00101');
  await expect(rowOf(page, title, /TID00104/)).toContainText('Dynamic QR');
  await expect(rowOf(page, title, /TID00104/)).toContainText('Self-checkout kiosk');
  await expect(rowOf(page, title, /TID00102/)).toContainText('Pharmacy counter');
  await expect(cellOf(page, title, 'TID00103')).toHaveCount(0);
  // Under this merchant only.
  await page.goto('/admin/merchant-mgt/MID000000000102/terminals');
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByText('Keells Super Kandy (MID000000000102)')).toBeVisible();
  await expect(cellOf(page, title, 'TID00104')).toHaveCount(0);
});

test('risk and commission profiles: added, edited and deleted profiles are so after a reload', async ({ page }) => {
  const RISK = 'Risk Profiles';
  const riskList = /\/api\/merchants\/profiles\/risk\?/;
  await openList(page, '/admin/merchant-mgt/risk-mgt', RISK, 'Standard retail');
  const add = await openAdd(page, 'Risk Profile');
  await add.getByLabel('Name').fill('Fuel stations');
  await add.getByLabel('Limit per Transaction (LKR)').fill('100000.00');
  await add.getByLabel('Limit per Day (LKR)').fill('2000000.00');
  await add.getByLabel('Limit per Month (LKR)').fill('50000000.00');
  await add.getByLabel('Transactions per Day').fill('1500');
  await submitAndExpectSaved(page, add, 'Save', 'New Risk Profile added Successfully', riskList);
  const edit = await openEdit(page, RISK, 'Risk Profile', /New merchant/);
  await edit.getByLabel('Limit per Transaction (LKR)').fill('75000.00');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Risk Profile record edited Successfully', riskList);
  await deleteRow(page, RISK, 'Risk Profile', /High volume retail/, 'Delete High volume retail (2)?');
  await reloadList(page, RISK, 'Standard retail');
  await expect(rowOf(page, RISK, /Fuel stations/)).toContainText('100,000.00');
  await expect(rowOf(page, RISK, /New merchant/)).toContainText('75,000.00');
  await expect(cellOf(page, RISK, 'High volume retail')).toHaveCount(0);

  const COMMISSION = 'Commission Profiles';
  const commissionList = /\/api\/merchants\/commissionRates\?/;
  await page.goto('/admin/merchant-mgt/comm-profile');
  await expect(cellOf(page, COMMISSION, 'Standard QR')).toBeVisible();
  const profile = await openAdd(page, 'Commission Profile');
  await profile.getByLabel('Name').fill('Small retailers');
  await profile.getByLabel('MDR (%)').fill('2.00');
  await profile.getByLabel('Settlement Days').fill('3');
  await submitAndExpectSaved(page, profile, 'Save', 'New Commission Profile Added Successfully', commissionList);
  const change = await openEdit(page, COMMISSION, 'Commission Profile', /Premium merchants/);
  await change.getByLabel('MDR (%)').fill('0.90');
  await submitAndExpectSaved(page, change, 'Save changes', 'Commission Profile Edited Successfully', commissionList);
  await deleteRow(page, COMMISSION, 'Commission Profile', /Utilities/, 'Delete Utilities (3)?');
  await reloadList(page, COMMISSION, 'Standard QR');
  await expect(rowOf(page, COMMISSION, /Small retailers/)).toContainText('2.00');
  await expect(rowOf(page, COMMISSION, /Premium merchants/)).toContainText('0.90');
  await expect(cellOf(page, COMMISSION, 'Utilities')).toHaveCount(0);
});

test.describe('merchant requests', () => {
  const title = 'Merchant Requests';

  /** Opens the queue and the pending request 301 of Amaya Home Bakers. */
  async function openRequest(page: Page) {
    await openList(page, '/admin/merchant-mgt/merchant-requests', title, 'Amaya Home Bakers');
    await expect(rowOf(page, title, /^301 /)).toContainText('Pending');
  }

  /** The dashboard's count of merchant requests waiting for action. */
  const waitingOnDashboard = (page: Page) => page.getByRole('list', { name: 'Waiting for action' }).getByRole('listitem').filter({ hasText: 'Merchant requests' });

  test('an approved request is approved after a reload, and offers no decision any more; the dashboard counts one request less', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    await expect(waitingOnDashboard(page)).toHaveText(/^Merchant requests\s*1$/);
    await openRequest(page);
    await rowOf(page, title, /^301 /).getByRole('button', { name: 'More actions for Merchant Request 301' }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(notice(page, 'Approve/Reject Successfully')).toBeVisible();
    await settled(page);

    await reloadList(page, title, 'Amaya Home Bakers');
    await expect(rowOf(page, title, /^301 /)).toContainText('Approved');
    await expect(rowOf(page, title, /^301 /).getByRole('button', { name: /^More actions/ })).toHaveCount(0);
    // The wallet user became a merchant at once.
    await page.goto('/admin/customer-mgt/100234');
    await expect(page.getByRole('table', { name: 'Customer' }).getByRole('row', { name: /^Merchant Status/ })).toContainText('Active');
    await page.goto('/admin/dashboard');
    await expect(waitingOnDashboard(page)).toHaveText(/^Merchant requests\s*0$/);
  });

  test('a rejected request is rejected after a reload, with the remark the user is shown', async ({ page }) => {
    const REMARK = 'Business registration certificate is out of date';
    await openRequest(page);
    await rowOf(page, title, /^301 /).getByRole('button', { name: 'View Merchant Request 301' }).click();
    await page.getByRole('dialog', { name: /Merchant Request: Amaya Home Bakers/ }).getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject' });
    await confirm.getByLabel('Remark').fill(REMARK);
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(notice(page, 'Approve/Reject Successfully')).toBeVisible();
    await settled(page);

    await reloadList(page, title, 'Amaya Home Bakers');
    await expect(rowOf(page, title, /^301 /)).toContainText('Rejected');
    await rowOf(page, title, /^301 /).getByRole('button', { name: 'View Merchant Request 301' }).click();
    await expect(page.getByRole('dialog', { name: /Merchant Request: Amaya Home Bakers/ })).toContainText(REMARK);
  });
});
