import type { Page } from '@playwright/test';
import { choose, deleteRow, expectForbidden, listTable, openAdd, openEdit, openList, openRowMenuItem, rowOf, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, nav, notice, signIn, test } from './support';

const title = 'Commission Rates';
const path = '/admin/config-mgt/commission-mgt';

/** The JSON body of the next request matching method and path, once it is sent. */
const bodyOf = (page: Page, method: string, pathname: RegExp) =>
  page.waitForRequest((r) => r.method() === method && pathname.test(new URL(r.url()).pathname)).then((r) => r.postDataJSON() as Record<string, unknown>);

/** A GET of a path (a sub-list has no paging parameters: the whole list is fetched again). */
const reloadOf = (page: Page, pathname: RegExp) => page.waitForRequest((r) => r.method() === 'GET' && pathname.test(new URL(r.url()).pathname));

/** Opens one of a profile's panels from its row's "More actions" menu. */
const openPanel = (page: Page, row: RegExp, item: 'Slabs' | 'Assignments', named: string) => openRowMenuItem(page, title, row, /^More actions for Commission Rate /, item, `${item}: ${named}`);

test.describe('Commission Rates', () => {
  test.beforeEach(async ({ page }) => openList(page, path, title, 'QR payments 0.50%'));

  test('lists the profiles with rate type and transaction type names, rates and amounts', async ({ page }) => {
    const qr = rowOf(page, title, /QR payments 0\.50%/);
    await expect(qr).toContainText('Percentage of the amount');
    await expect(qr).toContainText('QR payment');
    await expect(qr).toContainText('0.50%');
    await expect(qr).toContainText('500.00');
    await expect(rowOf(page, title, /Bill payment flat fee/)).toContainText('Flat amount per transaction');
    await expect(rowOf(page, title, /Bill payment flat fee/)).toContainText('25.00');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(4);
  });

  test('adds a profile with the rate type and transaction type chosen by name', async ({ page }) => {
    const form = await openAdd(page, 'Commission Rate');
    await form.getByLabel('Description').fill('Cash out 1.00%');
    await choose(form, 'Rate Type', 'Percentage of the amount');
    await choose(form, 'Transaction Type', 'Cash out');
    await form.getByLabel('Rate', { exact: true }).fill('1000');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Enter rate as a percentage from 0.00 to 999.99, e.g. 1.25')).toBeVisible();
    await form.getByLabel('Rate', { exact: true }).fill('1.00');
    await form.getByLabel('Min Commission').fill('20.00');
    await form.getByLabel('Max Commission').fill('1000.00');
    await expectAccessible(page);
    const body = bodyOf(page, 'POST', /\/api\/commissionRates$/);
    await submitAndExpectSaved(page, form, 'Save', 'New Commission Rates Added Successfully', /\/api\/commissionRates\?/);
    expect(await body).toEqual({ description: 'Cash out 1.00%', commRateType: 'PERCENTAGE', txTypeCode: 'CASHOUT', rate: '1.00', minAmount: '20.00', maxAmount: '1000.00', statusId: 1 });
  });

  test('edits a profile', async ({ page }) => {
    const form = await openEdit(page, title, 'Commission Rate', /QR payments 0\.50%/);
    await expect(form.getByRole('textbox', { name: 'Rate Type' })).toHaveValue('Percentage of the amount');
    await form.getByLabel('Description').fill('QR payments 0.45%');
    await form.getByLabel('Rate', { exact: true }).fill('0.45');
    const body = bodyOf(page, 'PUT', /\/api\/commissionRates\/101$/);
    await submitAndExpectSaved(page, form, 'Save changes', 'Commission Profile Edited Successfully', /\/api\/commissionRates\?/);
    expect(await body).toMatchObject({ description: 'QR payments 0.45%', commRateType: 'PERCENTAGE', txTypeCode: 'QRPAY', rate: '0.45' });
  });

  test('deletes a profile after a confirmation naming it', async ({ page }) => {
    await deleteRow(page, title, 'Commission Rate', /Bill payment flat fee/, 'Bill payment flat fee (102)');
  });

  test('a profile’s slabs: listed whole, added and deleted in a side panel, reloaded after each', async ({ page }) => {
    const panel = await openPanel(page, /Wallet transfer tiers/, 'Slabs', 'Wallet transfer tiers (103)');
    const slabs = panel.getByRole('table', { name: 'Slabs' });
    await expect(slabs.getByRole('row')).toHaveCount(4);
    await expect(slabs.getByRole('row').nth(2)).toContainText('5,000.01');
    await expect(slabs.getByRole('row').nth(3)).toContainText('0.10%');
    await expect(panel.getByRole('button', { name: /^Edit Slab/ })).toHaveCount(0);
    await expect(panel.getByText(/Rows per page/)).toHaveCount(0);
    await expectAccessible(page);

    const form = await openAdd(page, 'Slab');
    await form.getByLabel('From Amount').fill('500000.01');
    await form.getByLabel('To Amount').fill('2000000.00');
    await form.getByLabel('Flat Amount').fill('50.00');
    await expectAccessible(page);
    const body = bodyOf(page, 'POST', /\/api\/commissionRates\/slab$/);
    const reload = reloadOf(page, /\/api\/commissionRates\/103\/slabs$/);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'New Slab added Successfully')).toBeVisible();
    await expect(form).toBeHidden();
    expect(await body).toEqual({ commissionRateId: 103, fromAmount: '500000.01', toAmount: '2000000.00', flatAmount: '50.00' });
    await reload;

    const removed = page.waitForRequest((r) => r.method() === 'DELETE' && /\/api\/commissionRates\/slab\/2$/.test(r.url()));
    const reloadAfterDelete = reloadOf(page, /\/api\/commissionRates\/103\/slabs$/);
    await deleteRow(page, 'Slabs', 'Slab', /5,000\.01/, 'the slab 5000.01 to 50000.00 LKR');
    await removed;
    await reloadAfterDelete;
  });

  test('a profile’s assignments: QR network and commission profile by name, the server’s message as the notice', async ({ page }) => {
    const panel = await openPanel(page, /QR payments 0\.50%/, 'Assignments', 'QR payments 0.50% (101)');
    const assignments = panel.getByRole('table', { name: 'Assignments' });
    await expect(assignments.getByRole('row')).toHaveCount(4);
    await expect(assignments.getByRole('row', { name: /Visa/ })).toContainText('Premium merchants');
    await expect(assignments.getByRole('row', { name: /Utilities/ })).toContainText('LankaQR');

    const form = await openAdd(page, 'Assignment');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('QR Network is required')).toBeVisible();
    await choose(form, 'QR Network', 'Mastercard');
    await choose(form, 'Commission Profile', 'Premium merchants');
    await expectAccessible(page);
    const body = bodyOf(page, 'POST', /\/api\/commissionRates\/commissionProfileAssign$/);
    const reload = reloadOf(page, /\/api\/commissionRates\/101\/commissionRates$/);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'Commission profile assigned successfully')).toBeVisible();
    await expect(form).toBeHidden();
    expect(await body).toEqual({ profileId: 101, qrNetworkType: 'MASTERCARD', commissionProfileId: 2 });
    await reload;

    const removed = page.waitForRequest((r) => r.method() === 'DELETE' && /\/api\/commissionRates\/commissionProfileAssign\/101\/VISA\/2$/.test(r.url()));
    await deleteRow(page, 'Assignments', 'Assignment', /Visa/, 'the Visa assignment to commission profile 2');
    await removed;
  });
});

test('the viewer account cannot reach Commission Rates: not in the menu, refused by URL', async ({ page }) => {
  await signIn(page, 'viewer', '/admin/dashboard');
  await expect(nav(page).getByText('User Management', { exact: true })).toBeVisible();
  await expect(nav(page).getByText(title, { exact: true })).toHaveCount(0);
  await expectForbidden(page, path);
  await expect(page.getByText(`You do not have permission to open ${title}.`)).toBeVisible();
});
