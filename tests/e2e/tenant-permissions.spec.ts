import type { Page } from '@playwright/test';
import { expectForbidden } from './crud';
import { expect, expectAccessible, nav, notice, settled, signIn, test } from './support';

/** One side of the transfer list, by its title. */
const side = (page: Page, title: string) => page.getByRole('group', { name: title });

/** The next POST to the API (under /api) with this path. */
const posted = (page: Page, path: string) => page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api${path}`);

test.describe('Tenant role permissions', () => {
  test('enables and withdraws permissions for the tenant, the server saying what it did', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    await nav(page).getByText('User Management', { exact: true }).click();
    await nav(page).getByRole('link', { name: 'Tenant Role Permissions' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/tenant-permissions$/);
    await expect(page.getByRole('heading', { name: 'Tenant Role Permissions', level: 2 })).toBeVisible();
    // One menu item is the page: this one, not Roles, whose address starts this page's.
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav(page).getByRole('link', { name: 'Tenant Role Permissions' })).toHaveAttribute('aria-current', 'page');
    const section = page.getByRole('region', { name: 'Tenant role permissions' });
    const available = side(page, 'Available permissions');
    const enabled = side(page, 'Enabled for the tenant');
    await expect(available.getByRole('checkbox', { name: 'DISPUTE', exact: true })).toBeVisible();
    await expect(available.getByText('Dual-control authorization requests')).toBeVisible();
    await expect(enabled.getByRole('checkbox', { name: 'AUDIT', exact: true })).toBeVisible();
    await expect(enabled.getByText('System audit trail')).toBeVisible();
    await expectAccessible(page);

    await settled(page);
    await available.getByRole('checkbox', { name: 'DISPUTE', exact: true }).check();
    await available.getByRole('checkbox', { name: 'AUTHORIZATION', exact: true }).check();
    const added = posted(page, '/roles/list');
    await section.getByRole('button', { name: 'Enable' }).click();
    expect((await added).postDataJSON()).toEqual(['AUTHORIZATION', 'DISPUTE']);
    await expect(notice(page, '2 role permissions added to tenant wallet')).toBeVisible();

    await settled(page);
    await enabled.getByRole('checkbox', { name: 'AUDIT', exact: true }).check();
    const removals: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/roles/listDelete') removals.push(r.url());
    });
    // Withdrawing reaches every role and user: asked first, and nothing leaves on Cancel.
    await section.getByRole('button', { name: 'Withdraw' }).click();
    const question = page.getByRole('dialog', { name: 'Withdraw AUDIT from the tenant?' });
    await expect(question).toContainText('AUDIT (System audit trail) is withdrawn from the tenant: every role and user that has it loses it.');
    await expect(question).toContainText('You hold AUDIT: you lose it too');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    expect(removals).toEqual([]);
    await expect(enabled.getByRole('checkbox', { name: 'AUDIT', exact: true })).toBeChecked();

    const removed = posted(page, '/roles/listDelete');
    await section.getByRole('button', { name: 'Withdraw' }).click();
    await question.getByRole('button', { name: 'Withdraw' }).click();
    expect((await removed).postDataJSON()).toEqual(['AUDIT']);
    await expect(notice(page, '1 role permission removed from tenant wallet')).toBeVisible();
  });

  test('withdrawing a permission this page needs says so before anything is sent', async ({ page }) => {
    await signIn(page, 'admin', '/admin/roles/tenant-permissions');
    const enabled = side(page, 'Enabled for the tenant');
    await settled(page);
    await enabled.getByRole('checkbox', { name: 'role_get', exact: true }).check();
    await page.getByRole('region', { name: 'Tenant role permissions' }).getByRole('button', { name: 'Withdraw' }).click();
    const question = page.getByRole('dialog', { name: 'Withdraw role_get from the tenant?' });
    await expect(question).toContainText('This page needs role_get for opening this page');
    await expect(question).toContainText('You hold role_get: you lose it too');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
  });

  test('a user who may only view roles sees the lists without moves', async ({ page }) => {
    await signIn(page, 'viewer', '/admin/roles/tenant-permissions');
    await expect(page.getByRole('heading', { name: 'Tenant Role Permissions', level: 2 })).toBeVisible();
    await expect(side(page, 'Enabled for the tenant').getByText('AUDIT', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  });

  test('a user without role permissions is refused the page', async ({ page }) => {
    await signIn(page, 'kyc', '/admin/dashboard');
    await expectForbidden(page, '/admin/roles/tenant-permissions');
  });
});
