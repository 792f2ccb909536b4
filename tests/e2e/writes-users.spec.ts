// Writes of user management take effect (the `stateful` project, no answer intercepted): users
// added, edited and deleted, a user's roles and groups, roles (groups) added, renamed, deleted and
// given permissions, and a permission enabled for the tenant. Each test asserts what the API holds
// after a reload or for a second operator, not the notices. Each test has a tenant of its own.
import type { Locator, Page } from '@playwright/test';
import { addUser, deleteRow, listTable, openList, rowOf } from './crud';
import { cellOf, ownTenants, reloadList, secondOperator } from './stateful';
import { expect, notice, settled, signIn, test } from './support';

const KASUNI = 'b4d2f6a3-7c8e-4d9f-8a21-3b4c5d6e7f80';
const tenant = ownTenants();

/** One side of a transfer list, by its title. */
const side = (page: Page, title: string) => page.getByRole('group', { name: title });

/** Ticks an entry on one side of a transfer list and moves it across with `button`; waits for the notice. */
async function move(page: Page, from: Locator, entry: string, button: 'Assign' | 'Remove', section: Locator, noticeText: string): Promise<void> {
  await settled(page);
  await from.getByRole('checkbox', { name: entry, exact: true }).check();
  await section.getByRole('button', { name: button }).click();
  await expect(notice(page, noticeText).last()).toBeVisible();
  await settled(page);
}

test('users: an added user is listed for a second operator, an edit is on the user’s page again, a deleted user is gone', async ({ page, browser }) => {
  await addUser(page);
  await expect(page).toHaveURL(/\/admin\/users\/edit-user\/[^/?]+\?added=true$/);

  await page.goto(`/admin/users/edit-user/${KASUNI}`);
  const edit = page.getByRole('form', { name: 'User details' });
  // The mobile number shows masked until revealed (a recorded reveal), then it can be changed.
  await edit.getByRole('button', { name: 'Show Mobile' }).click();
  await expect(edit.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0779876543');
  await edit.getByRole('textbox', { name: 'Mobile' }).fill('0779876500');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'User Edited Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\?page=1&size=10$/);
  await settled(page);
  await deleteRow(page, 'Users', 'User', /ruwan\.silva/, 'Delete Ruwan Silva (ruwan.silva)?');

  await reloadList(page, 'Users', 'nimal.perera');
  await expect(rowOf(page, 'Users', /tharindu\.bandara/)).toContainText('Tharindu Bandara');
  await expect(cellOf(page, 'Users', 'ruwan.silva')).toHaveCount(0);
  await page.goto(`/admin/users/edit-user/${KASUNI}`);
  const again = page.getByRole('form', { name: 'User details' });
  await again.getByRole('button', { name: 'Show Mobile' }).click();
  await expect(again.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0779876500');

  const other = await secondOperator(browser, tenant());
  await openList(other, '/admin/users', 'Users', 'nimal.perera');
  await expect(rowOf(other, 'Users', /tharindu\.bandara/)).toContainText('Tharindu Bandara');
  await expect(cellOf(other, 'Users', 'ruwan.silva')).toHaveCount(0);
  await other.context().close();
});

test('a user’s roles and groups assigned and removed are so after a reload, and in the user list', async ({ page }) => {
  await signIn(page, 'admin', `/admin/users/edit-user/${KASUNI}`);
  const roles = page.getByRole('region', { name: 'Roles' });
  const groups = page.getByRole('region', { name: 'Groups' });
  await expect(side(page, 'Roles of the user').getByRole('checkbox', { name: 'MERCHANT', exact: true })).toBeVisible();
  await move(page, side(page, 'Available roles'), 'INBOX', 'Assign', roles, 'Role Added');
  await move(page, side(page, 'Roles of the user'), 'MERCHANT', 'Remove', roles, 'Role Removed');
  await expect(side(page, 'Groups of the user').getByRole('checkbox', { name: 'Operations', exact: true })).toBeVisible();
  await move(page, side(page, 'Available groups'), 'Auditors', 'Assign', groups, 'Group Added');
  await move(page, side(page, 'Groups of the user'), 'Operations', 'Remove', groups, 'Group Removed');

  await page.reload();
  await expect(side(page, 'Roles of the user').getByRole('checkbox', { name: 'INBOX', exact: true })).toBeVisible();
  await expect(side(page, 'Available roles').getByRole('checkbox', { name: 'MERCHANT', exact: true })).toBeVisible();
  await expect(side(page, 'Roles of the user').getByRole('checkbox', { name: 'MERCHANT', exact: true })).toHaveCount(0);
  await expect(side(page, 'Groups of the user').getByRole('checkbox', { name: 'Auditors', exact: true })).toBeVisible();
  await expect(side(page, 'Groups of the user').getByRole('checkbox', { name: 'Operations', exact: true })).toHaveCount(0);

  await page.goto('/admin/users');
  await expect(rowOf(page, 'Users', /kasuni\.fernando/)).toContainText('Auditors');
  await expect(rowOf(page, 'Users', /kasuni\.fernando/)).not.toContainText('Operations');
});

test('roles: an added role with a permission, a renamed role and a deleted role are so in the list after a reload', async ({ page }) => {
  const title = 'Roles';
  await openList(page, '/admin/roles', title, 'Administrators');
  await page.getByRole('link', { name: 'Add Role' }).click();
  const form = page.getByRole('form', { name: 'Role details' });
  await form.getByLabel('Role Name').fill('Merchant Onboarding');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'New Group added Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Role', level: 2 })).toBeVisible();
  const permissions = page.getByRole('region', { name: 'Permissions' });
  await move(page, side(page, 'Available permissions'), 'INBOX', 'Assign', permissions, 'Permission Added');

  await page.goto('/admin/roles/edit-role/12');
  const rename = page.getByRole('form', { name: 'Role details' });
  await expect(rename.getByLabel('Role Name')).toHaveValue('Operations');
  await move(page, side(page, 'Permissions of the role'), 'MERCHANT', 'Remove', permissions, 'Permission Removed');
  await rename.getByLabel('Role Name').fill('Operations Team');
  await rename.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Group Info Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/roles\?page=1&size=10$/);
  await settled(page);
  await rowOf(page, title, /Auditors/).getByRole('button', { name: 'Delete role Auditors' }).click();
  await page.getByRole('dialog', { name: 'Delete Role' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
  await settled(page);

  await reloadList(page, title, 'Administrators');
  await expect(rowOf(page, title, /Merchant Onboarding/)).toContainText('INBOX');
  await expect(rowOf(page, title, /Operations Team/)).toContainText('BANK, CUSTOMER, REPORT');
  await expect(cellOf(page, title, 'Operations')).toHaveCount(0);
  await expect(cellOf(page, title, 'Auditors')).toHaveCount(0);
  await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
});

test('a permission enabled for the tenant is listed as enabled after a reload', async ({ page }) => {
  const PATH = '/admin/roles/tenant-permissions';
  const enabled = side(page, 'Enabled for the tenant');
  const available = side(page, 'Available permissions');
  await signIn(page, 'admin', PATH);
  await expect(available.getByRole('checkbox', { name: 'DISPUTE', exact: true })).toBeVisible();
  await settled(page);
  await available.getByRole('checkbox', { name: 'DISPUTE', exact: true }).check();
  await page.getByRole('region', { name: 'Tenant role permissions' }).getByRole('button', { name: 'Enable' }).click();
  await expect(notice(page, `1 role permission added to tenant ${tenant()}`)).toBeVisible();

  await page.reload();
  await expect(enabled.getByRole('checkbox', { name: 'DISPUTE', exact: true })).toBeVisible();
  await expect(available.getByRole('checkbox', { name: 'DISPUTE', exact: true })).toHaveCount(0);
});
