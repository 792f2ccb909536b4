// The console's finish: dialogs as layers (Escape order, focus return, record names), what a
// delete takes with it, notices clear of the user menu, dark mode with axe, and the dashboard
// following the user's permissions.
import type { Page } from '@playwright/test';
import { listTable, openList, rowOf } from './crud';
import { apiCalls, expect, expectAccessible, notice, signIn, test } from './support';

const userMenu = (page: Page) => page.getByRole('button', { name: /^User menu for / });
const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test.describe('dialogs and panels', () => {
  test('Escape closes the date picker before the form; focus returns to the Add button', async ({ page }) => {
    await openList(page, '/admin/banner-mgt/banner-management', 'Banners', 'Keells weekend groceries 10% off');
    const add = page.getByRole('button', { name: 'Add Banner', exact: true });
    await add.click();
    const form = page.getByRole('dialog', { name: 'Add Banner' });
    await form.getByRole('textbox', { name: 'Expiry Date' }).click();
    const calendar = page.locator('[data-dates-dropdown]');
    await expect(calendar).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(form).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('row actions are named after the record; closing the edit form gives focus back to its row action', async ({ page }) => {
    await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
    const edit = rowOf(page, 'Bank Management', /Commercial Bank of Ceylon PLC/).getByRole('button', { name: 'Edit bank Commercial Bank of Ceylon PLC', exact: true });
    await edit.click();
    const form = page.getByRole('dialog', { name: 'Edit bank Commercial Bank of Ceylon PLC' });
    await expect(form.getByLabel('Bank Code')).toHaveValue('7056');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(edit).toBeFocused();

    await rowOf(page, 'Bank Management', /^7010 /).getByRole('button', { name: 'View bank Bank of Ceylon', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Bank: Bank of Ceylon (7010)' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(rowOf(page, 'Bank Management', /^7010 /).getByRole('button', { name: 'View bank Bank of Ceylon', exact: true })).toBeFocused();
  });

  test("a delete confirmation tells what depends on the record: a role's members and the signed-in user, a bank's branches", async ({ page }) => {
    await openList(page, '/admin/roles', 'Roles', 'Administrators');
    await rowOf(page, 'Roles', /Administrators/).getByRole('button', { name: 'Delete role Administrators', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete role Administrators' });
    await expect(confirm).toContainText('1 user is a member of this role and loses its permissions.');
    await expect(confirm).toContainText('You are a member of this role.');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    await rowOf(page, 'Roles', /Auditors/).getByRole('button', { name: 'Delete role Auditors', exact: true }).click();
    const other = page.getByRole('dialog', { name: 'Delete role Auditors' });
    await expect(other).toContainText('Delete Auditors? This cannot be undone.');
    await expect(other.getByLabel(/Checking what depends/)).toHaveCount(0);
    await expect(other).not.toContainText('member');
    await other.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/config-mgt/bank-mgt');
    await rowOf(page, 'Bank Management', /^7010 /).getByRole('button', { name: 'Delete bank Bank of Ceylon', exact: true }).click();
    const bank = page.getByRole('dialog', { name: 'Delete bank Bank of Ceylon' });
    await expect(bank).toContainText('Bank of Ceylon has 3 branches.');
    // What happens to them, before the operator confirms.
    await expect(bank).toContainText('The delete will be refused while they exist: branches are not removed with their bank. Delete or move them first (Branches).');
  });
});

test('a notice never covers the user menu or sign-out', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  await rowOf(page, 'Bank Management', /Commercial Bank of Ceylon PLC/).getByRole('button', { name: /^Edit bank/ }).click();
  const form = page.getByRole('dialog', { name: /^Edit bank/ });
  // An unchanged form has nothing to save: change a value first.
  await form.getByLabel('Display Name').fill('Commercial');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const shown = notice(page, 'Bank record edited Successfully');
  await expect(shown).toBeVisible();

  const box = await page.locator('.mantine-Notification-root', { has: shown }).boundingBox();
  const menuBox = await userMenu(page).boundingBox();
  expect(box && menuBox && box.y > menuBox.y + menuBox.height).toBe(true);
  // Clickable while the notice shows: Playwright refuses a click on a covered element.
  await page.getByRole('button', { name: 'Log out' }).click({ trial: true });
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(shown).toBeVisible();
});

test.describe('dark mode', () => {
  test('follows the system, passes axe on the dashboard, a list and an open form', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'admin');
    await expect(page.getByRole('region', { name: 'Notifications', exact: true }).getByText('Sampath Bank PLC (7278) was set inactive')).toBeVisible();
    expect(await scheme(page)).toBe('dark');
    await expectAccessible(page);

    await page.goto('/admin/config-mgt/bank-mgt');
    await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Bank', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add Bank' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Bank Code is required')).toBeVisible();
    await expectAccessible(page);
  });

  test('is switched from the user menu and remembered, set before the app starts', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
    await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
    expect(await scheme(page)).toBe('light');

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page);
    await userMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Dark (chosen)' })).toBeVisible();
    await page.keyboard.press('Escape');

    // With the app's own code refused, only the external pre-paint script can set the scheme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.unroute(/\/assets\/.*\.js$/);

    await page.goto('/admin/config-mgt/bank-mgt');
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test.describe('the dashboard follows the permissions of the screens it summarises', () => {
  test('viewer (roles and users only): no section and no dashboard call, the pages the viewer may open instead', async ({ page }) => {
    const calls = apiCalls(page);
    await signIn(page, 'viewer', '/admin/dashboard');
    const open = page.getByRole('region', { name: 'What you can open' });
    await expect(open.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await expect(page.getByText('Amaya Jayasinghe')).toHaveCount(0);
    await expect(page.getByText(/1,248,503,250\.75|4,821/)).toHaveCount(0);
    for (const name of ["Today's transactions", 'Customers', 'Merchants', 'Wallet users', 'Notifications', 'System status']) {
      await expect(page.getByRole('region', { name, exact: true })).toHaveCount(0);
    }
    expect(calls.filter((path) => /customers|inbox|disputes|dashboard/.test(path))).toEqual([]);
  });

  test('kyc (CUSTOMER): the customer figures, but no dispute text or inbox subject', async ({ page }) => {
    const calls = apiCalls(page);
    await signIn(page, 'kyc', '/admin/dashboard');
    const customers = page.getByRole('region', { name: 'Customers', exact: true });
    await expect(customers.getByText('128,540', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Merchants', exact: true })).toHaveCount(0);
    const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(notifications.getByText('Credit-card applications')).toBeVisible();
    await expect(notifications.getByText('Unread inbox messages')).toHaveCount(0);
    await expect(page.getByText(/Wallet transfer not received|charged twice/)).toHaveCount(0);
    expect(calls.filter((path) => /inbox|disputes/.test(path))).toEqual([]);
    await expectAccessible(page);
  });
});
