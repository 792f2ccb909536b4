import type { Locator, Page } from '@playwright/test';
import { choose, deleteRow, expectForbidden, listTable, openList, rowOf } from './crud';
import { expect, expectAccessible, nav, notice, settled, signIn, test } from './support';

const KASUNI = 'b4d2f6a3-7c8e-4d9f-8a21-3b4c5d6e7f80';

/** A request of the API (under /api) with this method whose path matches. */
const apiRequest = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname.replace(/^\/api/, '')));

/** One side of a transfer list, by its title. */
const side = (page: Page, title: string) => page.getByRole('group', { name: title });

/** Ticks an entry on one side of a transfer list and moves it across with `button`. */
async function move(page: Page, from: Locator, entry: string, button: 'Assign' | 'Remove', section: Locator): Promise<void> {
  await settled(page);
  await from.getByRole('checkbox', { name: entry, exact: true }).check();
  await section.getByRole('button', { name: button }).click();
}

test.describe('Roles', () => {
  test('lists the roles with their permissions and members', async ({ page }) => {
    await openList(page, '/admin/roles', 'Roles', 'Administrators');
    const table = listTable(page, 'Roles');
    for (const name of ['Operations', 'Customer Support', 'Auditors']) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(rowOf(page, 'Roles', /Operations/)).toContainText('BANK, CUSTOMER, MERCHANT, REPORT');
    await expect(rowOf(page, 'Roles', /Administrators/)).toContainText('and 10 more');
    await expect(page.getByText('1-4 of 4')).toBeVisible();
  });

  test('adds a role on its own page, then goes on to its permissions', async ({ page }) => {
    await openList(page, '/admin/roles', 'Roles', 'Administrators');
    await page.getByRole('link', { name: 'Add Role' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/edit-role$/);
    await expect(page.getByRole('heading', { name: 'Add Role', level: 2 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Role details' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Role Name is required')).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Role Name').fill('Merchant Onboarding');
    const created = apiRequest(page, 'POST', /^\/groups\/$/);
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await created).postDataJSON()).toEqual({ name: 'Merchant Onboarding' });
    await expect(notice(page, 'New Group added Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/roles\/edit-role\/15$/);
    await expect(page.getByRole('heading', { name: 'Edit Role', level: 2 })).toBeVisible();
  });

  test("gives and takes a role's permissions, each move saved at once", async ({ page }) => {
    await openList(page, '/admin/roles', 'Roles', 'Operations');
    await rowOf(page, 'Roles', /Operations/).getByRole('link', { name: 'Edit role Operations' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/edit-role\/12$/);
    const section = page.getByRole('region', { name: 'Permissions' });
    const assigned = side(page, 'Permissions of the role');
    const available = side(page, 'Available permissions');
    for (const code of ['BANK', 'CUSTOMER', 'MERCHANT', 'REPORT']) await expect(assigned.getByRole('checkbox', { name: code, exact: true })).toBeVisible();
    await expect(available.getByRole('checkbox', { name: 'INBOX', exact: true })).toBeVisible();
    await expect(available.getByText('Message inbox and history')).toBeVisible();
    await expect(available.getByRole('checkbox', { name: 'BANK', exact: true })).toHaveCount(0);
    await expectAccessible(page);

    const added = apiRequest(page, 'POST', /^\/groups\/12\/permissions$/);
    // The role's permissions are read again after the move; the next move waits until they are back.
    const reloaded = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/groups/12');
    await move(page, available, 'INBOX', 'Assign', section);
    expect((await added).postDataJSON()).toEqual(['INBOX']);
    await expect(notice(page, 'Permission Added')).toBeVisible();
    await reloaded;

    const removed = apiRequest(page, 'POST', /^\/groups\/12\/permissionsDelete$/);
    await move(page, assigned, 'MERCHANT', 'Remove', section);
    expect((await removed).postDataJSON()).toEqual(['MERCHANT']);
    await expect(notice(page, 'Permission Removed')).toBeVisible();
  });

  test('renames a role and returns to the list at page 1', async ({ page }) => {
    await signIn(page, 'admin', '/admin/roles/edit-role/12');
    const form = page.getByRole('form', { name: 'Role details' });
    await expect(form.getByLabel('Role Name')).toHaveValue('Operations');
    await form.getByLabel('Role Name').fill('Operations Team');
    const renamed = apiRequest(page, 'PUT', /^\/groups\/12$/);
    const list = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/groups\?page=1&size=10/.test(r.url()));
    await form.getByRole('button', { name: 'Save changes' }).click();
    expect((await renamed).postDataJSON()).toEqual({ name: 'Operations Team' });
    await expect(notice(page, 'Group Info Updated')).toBeVisible();
    await list;
    await expect(page).toHaveURL(/\/admin\/roles\?page=1&size=10$/);
  });

  test('deletes a role after a confirmation naming it', async ({ page }) => {
    await openList(page, '/admin/roles', 'Roles', 'Auditors');
    await rowOf(page, 'Roles', /Auditors/).getByRole('button', { name: 'Delete role Auditors' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Role' });
    await expect(confirm).toContainText('Delete Auditors? This cannot be undone.');
    await expectAccessible(page);
    const deleted = apiRequest(page, 'DELETE', /^\/groups\/14$/);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await deleted;
    await expect(notice(page, 'Successfully Deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
  });
});

test.describe('Users', () => {
  test('lists the users by offset (first 0, max 10) and searches', async ({ page }) => {
    const first = page.waitForRequest((r) => /\/api\/users\?first=0&max=10$/.test(r.url()));
    await openList(page, '/admin/users', 'Users', 'nimal.perera');
    await first;
    const table = listTable(page, 'Users');
    await expect(rowOf(page, 'Users', /kasuni\.fernando/)).toContainText('Kasuni Fernando');
    await expect(rowOf(page, 'Users', /kasuni\.fernando/)).toContainText('Commercial Bank of Ceylon PLC — Kollupitiya');
    await expect(table.getByRole('cell', { name: 'Active' }).first()).toBeVisible();
    await expect(table.getByText('2026-01-19 02:05 PM')).toBeVisible();

    const searched = page.waitForRequest((r) => /\/api\/users\?first=0&max=10&search=kasuni$/.test(r.url()));
    await page.getByRole('textbox', { name: 'Search Users' }).fill('kasuni');
    await searched;
    await expect(page).toHaveURL(/search=kasuni/);

    const second = page.waitForRequest((r) => /\/api\/users\?first=20&max=20$/.test(r.url()));
    await page.goto('/admin/users?page=2&size=20');
    await second;
  });

  test('a user’s View names each thing once: the whole name in one row, the branch by its name', async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'nimal.perera');
    await rowOf(page, 'Users', /kasuni\.fernando/).getByRole('button', { name: /^View / }).click();
    const panel = page.getByRole('dialog', { name: /^User: Kasuni Fernando/ });
    const properties = panel.getByRole('table').first();
    await expect(properties.getByRole('row', { name: /^Name/ })).toContainText('Kasuni Fernando');
    await expect(properties.getByRole('rowheader', { name: 'Last Name' })).toHaveCount(0);
    await expect(properties.getByRole('rowheader', { name: 'Branch', exact: true })).toHaveCount(1);
    await expect(properties.getByRole('row', { name: /^Branch/ })).toContainText('Commercial Bank of Ceylon PLC — Kollupitiya');
    await expect(properties.getByRole('rowheader', { name: 'Bank', exact: true })).toHaveCount(1);
  });

  test('adds a user: the NIC fills the details it finds, then on to the roles and groups', async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'nimal.perera');
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/edit-user$/);
    const form = page.getByRole('form', { name: 'User details' });
    await form.getByLabel('NIC').fill('199512309876');
    const lookup = apiRequest(page, 'GET', /^\/users\/nic\/199512309876$/);
    await form.getByRole('button', { name: 'Look up' }).click();
    await lookup;
    await expect(form.getByRole('status')).toHaveText('Filled in from the record found: First Name, Last Name, Email, Mobile.');
    await expect(form.getByLabel('First Name')).toHaveValue('Tharindu');
    await expect(form.getByLabel('Last Name')).toHaveValue('Bandara');
    await expect(form.getByLabel('Email')).toHaveValue('tharindu.bandara@example.lk');
    await expect(form.getByLabel('Mobile')).toHaveValue('0701234987');
    await expectAccessible(page);

    await form.getByLabel('User Name').fill('tharindu.bandara');
    await choose(form, 'Bank', 'Bank of Ceylon (7010)');
    await choose(form, 'Branch', 'Kandy (004)');
    const created = apiRequest(page, 'POST', /^\/users$/);
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await created).postDataJSON()).toEqual({
      nic: '199512309876',
      userName: 'tharindu.bandara',
      firstName: 'Tharindu',
      lastName: 'Bandara',
      email: 'tharindu.bandara@example.lk',
      mobile: '0701234987',
      bankCode: '7010',
      branchCode: '004',
      enabled: true,
    });
    await expect(notice(page, 'New User added Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/edit-user\/d6f4b8c5-9eaf-4fb1-8c43-5d6e7f8091a2\?added=true$/);
  });

  test('a NIC with no record says so and leaves the form to be filled by hand', async ({ page }) => {
    await signIn(page, 'admin', '/admin/users/edit-user');
    await page.route('**/api/users/nic/*', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }));
    const form = page.getByRole('form', { name: 'User details' });
    await form.getByLabel('First Name').fill('Sunil');
    await form.getByLabel('NIC').fill('199012345678');
    await form.getByRole('button', { name: 'Look up' }).click();
    await expect(form.getByRole('status')).toHaveText('Nothing is recorded for NIC 199012345678: fill in the details by hand.');
    await expect(form.getByLabel('First Name')).toHaveValue('Sunil');

    await form.getByLabel('NIC').fill('12345');
    await form.getByRole('button', { name: 'Look up' }).click();
    await expect(form.getByRole('status')).toHaveText('Enter the NIC as 9 digits and V or X, or as 12 digits');
  });

  test('an address naming no user or role says the page could not be found, inside the shell', async ({ page }) => {
    await signIn(page, 'admin', '/admin/users/edit-user/not-a-user');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Users' })).toBeVisible();
    await page.goto('/admin/roles/edit-role/abc');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Roles' })).toBeVisible();
  });

  test("opens a user's own page from the list, the user name read-only", async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'kasuni.fernando');
    await rowOf(page, 'Users', /kasuni\.fernando/).getByRole('link', { name: `Edit User ${KASUNI}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/edit-user/${KASUNI}$`));
    await expect(page.getByText('Kasuni Fernando (kasuni.fernando)')).toBeVisible();
    const form = page.getByRole('form', { name: 'User details' });
    await expect(form.getByLabel('User Name')).toHaveValue('kasuni.fernando');
    await expect(form.getByLabel('User Name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Email')).toHaveValue('kasuni.fernando@example.lk');
    await expectAccessible(page);
  });

  test('Edit User asks "Discard changes?" before Back to Users or the menu drops unsaved details; roles and groups say they save at once', async ({ page }) => {
    await signIn(page, 'admin', `/admin/users/edit-user/${KASUNI}`);
    const form = page.getByRole('form', { name: 'User details' });
    for (const section of ['Roles', 'Groups']) await expect(page.getByRole('region', { name: section })).toContainText('Each assignment or removal here is saved at once.');
    await form.getByLabel('First Name').fill('Kasunika');
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });

    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(ask).toContainText('Leave the page and lose them?');
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/users/edit-user/${KASUNI}$`));
    await expect(form.getByLabel('First Name')).toHaveValue('Kasunika');

    await nav(page).getByRole('link', { name: 'Roles' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/roles/);
    await expect(page.getByRole('heading', { name: 'Roles', level: 2 })).toBeVisible();
  });

  test('Edit User without changes is left without a question', async ({ page }) => {
    await signIn(page, 'admin', `/admin/users/edit-user/${KASUNI}`);
    await expect(page.getByRole('form', { name: 'User details' }).getByLabel('First Name')).toHaveValue('Kasuni');
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toHaveCount(0);
  });

  test("assigns and removes a user's roles", async ({ page }) => {
    await signIn(page, 'admin', `/admin/users/edit-user/${KASUNI}`);
    const roles = page.getByRole('region', { name: 'Roles' });
    await expect(side(page, 'Roles of the user').getByRole('checkbox', { name: 'BANK', exact: true })).toBeVisible();
    await expect(side(page, 'Available roles').getByText('Message inbox and history')).toBeVisible();
    const added = apiRequest(page, 'POST', new RegExp(`^/users/${KASUNI}/roles$`));
    await move(page, side(page, 'Available roles'), 'INBOX', 'Assign', roles);
    expect((await added).postDataJSON()).toEqual(['INBOX']);
    await expect(notice(page, 'Role Added')).toBeVisible();
    const removed = apiRequest(page, 'POST', new RegExp(`^/users/${KASUNI}/rolesDelete/$`));
    await move(page, side(page, 'Roles of the user'), 'MERCHANT', 'Remove', roles);
    expect((await removed).postDataJSON()).toEqual(['MERCHANT']);
    await expect(notice(page, 'Role Removed')).toBeVisible();
  });

  test("assigns and removes a user's groups", async ({ page }) => {
    await signIn(page, 'admin', `/admin/users/edit-user/${KASUNI}`);
    const groups = page.getByRole('region', { name: 'Groups' });
    await expect(side(page, 'Groups of the user').getByRole('checkbox', { name: 'Operations', exact: true })).toBeVisible();
    const added = apiRequest(page, 'PUT', new RegExp(`^/users/${KASUNI}/groups/assignList$`));
    await move(page, side(page, 'Available groups'), 'Auditors', 'Assign', groups);
    expect((await added).postDataJSON()).toEqual([14]);
    await expect(notice(page, 'Group Added')).toBeVisible();
    const removed = apiRequest(page, 'POST', new RegExp(`^/users/${KASUNI}/groups/deleteList$`));
    await move(page, side(page, 'Groups of the user'), 'Operations', 'Remove', groups);
    expect((await removed).postDataJSON()).toEqual([12]);
    await expect(notice(page, 'Group Removed')).toBeVisible();
  });

  test('edits a user and returns to the list at page 1', async ({ page }) => {
    await signIn(page, 'admin', `/admin/users/edit-user/${KASUNI}`);
    const form = page.getByRole('form', { name: 'User details' });
    await form.getByRole('button', { name: 'Show Mobile' }).click();
    // Shown in full once its reveal is recorded: then it can be changed.
    await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0779876543');
    await form.getByRole('textbox', { name: 'Mobile' }).fill('0779876500');
    const edited = apiRequest(page, 'PUT', /^\/users$/);
    const list = page.waitForRequest((r) => /\/api\/users\?first=0&max=10$/.test(r.url()));
    await form.getByRole('button', { name: 'Save changes' }).click();
    expect((await edited).postDataJSON()).toMatchObject({ id: KASUNI, userName: 'kasuni.fernando', mobile: '0779876500' });
    await expect(notice(page, 'User Edited Successfully')).toBeVisible();
    await list;
    await expect(page).toHaveURL(/\/admin\/users\?page=1&size=10$/);
  });

  for (const { action, path, method, text } of [
    { action: 'Reset Password', path: new RegExp(`^/users/${KASUNI}/reset-password$`), method: 'PUT', text: 'Password Reset Email Sent' },
    { action: 'Reset OTP', path: new RegExp(`^/users/${KASUNI}/execute-action/resetOtp$`), method: 'GET', text: 'Otp Reset Email Sent' },
  ]) {
    test(`${action} asks first, then sends and says "${text}"`, async ({ page }) => {
      await openList(page, '/admin/users', 'Users', 'kasuni.fernando');
      await rowOf(page, 'Users', /kasuni\.fernando/).getByRole('button', { name: `More actions for User ${KASUNI}` }).click();
      await page.getByRole('menuitem', { name: action }).click();
      const confirm = page.getByRole('dialog', { name: action });
      await expect(confirm).toContainText('Kasuni Fernando (kasuni.fernando)');
      await expectAccessible(page);
      const sent = apiRequest(page, method, path);
      await confirm.getByRole('button', { name: action === 'Reset OTP' ? 'Reset OTP' : 'Send reset e-mail' }).click();
      await sent;
      await expect(notice(page, text)).toBeVisible();
      await expect(confirm).toBeHidden();
    });
  }

  test('deletes a user after a confirmation naming them', async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'ruwan.silva');
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && /\/api\/users\?id=c5e3a7b4-8d9f-4ea0-9b32-4c5d6e7f8091$/.test(r.url()));
    await deleteRow(page, 'Users', 'User', /ruwan\.silva/, 'Delete Ruwan Silva (ruwan.silva)?');
    await deleted;
  });
});

test('viewer (role_get, user_get) sees the role and user lists but no action that changes them, not even by URL', async ({ page }) => {
  await openList(page, '/admin/roles', 'Roles', 'Administrators', 'viewer');
  await expect(nav(page).getByRole('link', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Role' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit role/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete role/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^View role Operations/ })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Users' }).click();
  await expect(listTable(page, 'Users').getByRole('cell', { name: 'nimal.perera', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit User/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete User/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^More actions/ })).toHaveCount(0);
  await page.getByRole('button', { name: `View User ${KASUNI}` }).click();
  await expect(page.getByRole('dialog', { name: /User: Kasuni Fernando/ })).toContainText('Commercial Bank of Ceylon PLC — Kollupitiya');
  await expectAccessible(page);

  for (const path of ['/admin/roles/edit-role', '/admin/roles/edit-role/12', '/admin/users/edit-user', `/admin/users/edit-user/${KASUNI}`]) {
    await expectForbidden(page, path);
  }
});
