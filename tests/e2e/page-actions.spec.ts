import type { Page } from '@playwright/test';
import { listTable, openList, rowOf } from './crud';
import { expect, test } from './support';

/** Serves the server's page list with these pages' `actions` narrowed. */
async function narrowActions(page: Page, actions: Record<string, string[]>) {
  await page.route('**/api/frontend/components*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { pageId: string; actions: string[] }[] };
    body.data = body.data.map((entry) => (actions[entry.pageId] ? { ...entry, actions: actions[entry.pageId] ?? [] } : entry));
    await route.fulfill({ response, json: body });
  });
}

test('a page whose actions list only view shows no add, edit or delete on its screen', async ({ page }) => {
  await narrowActions(page, { 'bank-mgt': ['view'] });
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  const row = rowOf(page, 'Bank Management', /Bank of Ceylon/).first();
  await expect(row.getByRole('button', { name: /^View bank /i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Bank', exact: true })).toHaveCount(0);
  await expect(listTable(page, 'Bank Management').getByRole('button', { name: /^(Edit|Delete) bank /i })).toHaveCount(0);
});

test('a status action not listed in the page actions is not offered (approve without reject)', async ({ page }) => {
  await narrowActions(page, { 'merchant-requests': ['view', 'approve'] });
  await openList(page, '/admin/merchant-mgt/merchant-requests', 'Merchant Requests', 'Amaya Home Bakers');
  await rowOf(page, 'Merchant Requests', /^301 /).getByRole('button', { name: 'More actions for Merchant Request 301' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Approve' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Reject' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('a record page whose page does not offer edit shows the user read-only, without a save', async ({ page }) => {
  await narrowActions(page, { users: ['view', 'edit'], 'edit-user': ['view'] });
  await openList(page, '/admin/users', 'Users', 'nimal.perera');
  await expect(page.getByRole('link', { name: 'Add User', exact: true })).toHaveCount(0);
  await page.goto(`/admin/users/edit-user/${await firstUserId(page)}`);
  await expect(page.getByRole('heading', { name: 'Edit User', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
});

/** The id of the first user in the users list's edit links. */
async function firstUserId(page: Page): Promise<string> {
  const href = await listTable(page, 'Users').getByRole('link', { name: /^Edit User / }).first().getAttribute('href');
  return href?.split('/').pop() ?? '';
}
