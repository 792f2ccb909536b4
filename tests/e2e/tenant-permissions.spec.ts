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
    await section.getByRole('button', { name: 'Assign' }).click();
    expect((await added).postDataJSON()).toEqual(['AUTHORIZATION', 'DISPUTE']);
    await expect(notice(page, '2 role permissions added to tenant wallet')).toBeVisible();

    await settled(page);
    await enabled.getByRole('checkbox', { name: 'AUDIT', exact: true }).check();
    const removed = posted(page, '/roles/listDelete');
    await section.getByRole('button', { name: 'Remove' }).click();
    expect((await removed).postDataJSON()).toEqual(['AUDIT']);
    await expect(notice(page, '1 role permission removed from tenant wallet')).toBeVisible();
  });

  test('a user who may only view roles sees the lists without moves', async ({ page }) => {
    await signIn(page, 'viewer', '/admin/roles/tenant-permissions');
    await expect(page.getByRole('heading', { name: 'Tenant Role Permissions', level: 2 })).toBeVisible();
    await expect(side(page, 'Enabled for the tenant').getByText('AUDIT', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  });

  test('a user without role permissions is refused the page', async ({ page }) => {
    await signIn(page, 'kyc', '/admin/dashboard');
    await expectForbidden(page, '/admin/roles/tenant-permissions');
  });
});
