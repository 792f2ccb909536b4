// Commission rates written take effect (the `stateful` project, no answer intercepted): rate
// profiles added, edited and deleted, a profile's slabs and its commission profile assignments
// added and deleted. Each test asserts what the API holds after a reload, not the notices. Each
// test has a tenant of its own.
import type { Page } from '@playwright/test';
import { choose, deleteRow, openAdd, openEdit, openList, openRowMenuItem, rowOf, submitAndExpectSaved } from './crud';
import { cellOf, ownTenants, reloadList } from './stateful';
import { expect, notice, settled, test } from './support';

ownTenants();

const title = 'Commission Rates';
const path = '/admin/config-mgt/commission-mgt';

/** Opens one of a profile's panels from its row's "More actions" menu. */
const openPanel = (page: Page, row: RegExp, item: 'Slabs' | 'Assignments', named: string) => openRowMenuItem(page, title, row, /^More actions for Commission Rate /, item, `${item}: ${named}`);

test('commission rate profiles: an added profile, an edited rate and a deleted profile are so after a reload', async ({ page }) => {
  const list = /\/api\/commissionRates\?/;
  await openList(page, path, title, 'QR payments 0.50%');
  const add = await openAdd(page, 'Commission Rate');
  await add.getByLabel('Description').fill('Cash out 1.00%');
  await choose(add, 'Rate Type', 'Percentage of the amount');
  await choose(add, 'Transaction Type', 'Cash out');
  await add.getByLabel('Rate', { exact: true }).fill('1.00');
  await add.getByLabel('Min Commission').fill('20.00');
  await add.getByLabel('Max Commission').fill('1000.00');
  await submitAndExpectSaved(page, add, 'Save', 'New Commission Rates Added Successfully', list);
  const edit = await openEdit(page, title, 'Commission Rate', /QR payments 0\.50%/);
  await edit.getByLabel('Description').fill('QR payments 0.45%');
  await edit.getByLabel('Rate', { exact: true }).fill('0.45');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Commission Profile Edited Successfully', list);
  await deleteRow(page, title, 'Commission Rate', /Bill payment flat fee/, 'Bill payment flat fee (102)');

  await reloadList(page, title, 'QR payments 0.45%');
  await expect(rowOf(page, title, /Cash out 1\.00%/)).toContainText('Cash out');
  await expect(rowOf(page, title, /Cash out 1\.00%/)).toContainText('1,000.00');
  await expect(rowOf(page, title, /QR payments 0\.45%/)).toContainText('0.45%');
  await expect(cellOf(page, title, 'QR payments 0.50%')).toHaveCount(0);
  await expect(cellOf(page, title, 'Bill payment flat fee')).toHaveCount(0);
});

test("a profile's slabs and assignments added and deleted are so after a reload", async ({ page }) => {
  await openList(page, path, title, 'QR payments 0.50%');
  let panel = await openPanel(page, /Wallet transfer tiers/, 'Slabs', 'Wallet transfer tiers (103)');
  const slabs = panel.getByRole('table', { name: 'Slabs' });
  await expect(slabs.getByRole('row')).toHaveCount(4);
  const slab = await openAdd(page, 'Slab');
  await slab.getByLabel('From Amount').fill('500000.01');
  await slab.getByLabel('To Amount').fill('2000000.00');
  await slab.getByLabel('Flat Amount').fill('50.00');
  await slab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'New Slab added Successfully')).toBeVisible();
  await expect(slab).toBeHidden();
  await expect(slabs.getByRole('row')).toHaveCount(5);
  await deleteRow(page, 'Slabs', 'Slab', /5,000\.01/, 'the slab 5000.01 to 50000.00 LKR');
  await expect(slabs.getByRole('row')).toHaveCount(4);

  await reloadList(page, title, 'QR payments 0.50%');
  panel = await openPanel(page, /Wallet transfer tiers/, 'Slabs', 'Wallet transfer tiers (103)');
  await expect(panel.getByRole('table', { name: 'Slabs' }).getByRole('row', { name: /500,000\.01/ })).toContainText('2,000,000.00');
  await expect(panel.getByRole('table', { name: 'Slabs' }).getByRole('row', { name: /5,000\.01/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  panel = await openPanel(page, /QR payments 0\.50%/, 'Assignments', 'QR payments 0.50% (101)');
  const assignments = panel.getByRole('table', { name: 'Assignments' });
  await expect(assignments.getByRole('row', { name: /Visa/ })).toBeVisible();
  const assign = await openAdd(page, 'Assignment');
  await choose(assign, 'QR Network', 'Mastercard');
  await choose(assign, 'Commission Profile', 'Premium merchants');
  await assign.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Commission profile assigned successfully')).toBeVisible();
  await expect(assign).toBeHidden();
  await settled(page);
  await deleteRow(page, 'Assignments', 'Assignment', /Visa/, 'the Visa assignment to commission profile 2');

  await reloadList(page, title, 'QR payments 0.50%');
  panel = await openPanel(page, /QR payments 0\.50%/, 'Assignments', 'QR payments 0.50% (101)');
  const now = panel.getByRole('table', { name: 'Assignments' });
  await expect(now.getByRole('row', { name: /Mastercard/ })).toContainText('Premium merchants');
  await expect(now.getByRole('row', { name: /Visa/ })).toHaveCount(0);
});
