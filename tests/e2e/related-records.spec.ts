// Related records by name and linked: a list that holds another record's code (a BIN's bank, a
// service request's branch) shows "Bank of Ceylon (7010)" and leads to that record's page.
import { listTable, openList, rowOf, showColumns } from './crud';
import { expect, test } from './support';

test('a BIN shows its bank by name and code, linked to the bank in Bank Management', async ({ page }) => {
  await openList(page, '/admin/config-mgt/bin-mgt', 'BIN Management', '455412');
  const bank = rowOf(page, 'BIN Management', /^455412 /).getByRole('link', { name: 'Bank of Ceylon (7010)' });
  await expect(bank).toBeVisible();
  await bank.click();
  await expect(page.getByRole('heading', { name: 'Bank Management', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search Bank Management' })).toHaveValue('7010');
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test("a service request shows its branch by name, linked to the branches of the request's bank", async ({ page }) => {
  await openList(page, '/admin/service-req/service-request', 'Bank Service Requests', '1045');
  await showColumns(page, 'Bank Service Requests', ['Branch']);
  const branch = rowOf(page, 'Bank Service Requests', /^1045 /).getByRole('link', { name: 'City Office (001)' });
  await expect(branch).toBeVisible();
  await branch.click();
  await expect(page).toHaveURL(/\/admin\/config-mgt\/7010\/branches\?/);
  await expect(page.getByText('Bank of Ceylon (7010) ·')).toBeVisible();
});
