// An empty list says so and offers what helps: its Add when there are no records yet (to a user
// who may add), the way back to every record when a search or filter finds none.
import { listTable } from './crud';
import { expect, expectAccessible, signIn, test } from './support';

const EMPTY_PAGE = { data: { total: 0, page: 1, size: 10, data: [] } };

test('a list with no records yet offers its Add', async ({ page }) => {
  await page.route('**/api/banks?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(EMPTY_PAGE) }));
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  const table = listTable(page, 'Bank Management');
  await expect(table.getByText('No banks yet.')).toBeVisible();
  await table.getByRole('button', { name: 'Add the first bank' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Bank' })).toBeVisible();
  await expectAccessible(page);
});

test('a search that finds nothing offers to clear it, not to add', async ({ page }) => {
  await page.route('**/api/banks?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(EMPTY_PAGE) }));
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt?page=1&size=10&search=zzz');
  const table = listTable(page, 'Bank Management');
  await expect(table.getByText('No banks match the search or filters.')).toBeVisible();
  await expect(table.getByRole('button', { name: 'Add the first bank' })).toHaveCount(0);
  await table.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).not.toHaveURL(/search=zzz/);
});

test('a user who may not add sees no Add in an empty list', async ({ page }) => {
  await page.route('**/api/groups?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(EMPTY_PAGE) }));
  await signIn(page, 'viewer', '/admin/roles');
  await expect(listTable(page, 'Roles').getByText('No roles yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
});
