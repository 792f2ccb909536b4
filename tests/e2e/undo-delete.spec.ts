// A delete that can be undone (a record that could be made again from its own values): no
// confirmation, the row leaves the list at once and Undo is offered; the DELETE is sent only when
// the undo time is over, so an undone delete never reaches the server.
import type { Request } from '@playwright/test';
import { deleteRow, listTable, openList, rowOf } from './crud';
import { expect, expectAccessible, notice, settled, test } from './support';

const TITLE = 'Bank Locators';

test('Undo keeps the record: the row comes back and no DELETE is ever sent; a delete left alone is sent when its time is over', async ({ page }) => {
  const deletes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await openList(page, '/admin/config-mgt/bank-locator', TITLE, 'LOC-COMB-015');

  await rowOf(page, TITLE, /LOC-COMB-015/).getByRole('button', { name: 'Delete Locator' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Locator' })).toHaveCount(0);
  await expect(rowOf(page, TITLE, /LOC-COMB-015/)).toHaveCount(0);
  await expect(notice(page, 'Locator Commercial Bank Kollupitiya (LOC-COMB-015) is deleted in 6 seconds.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Undo: keep Locator Commercial Bank Kollupitiya (LOC-COMB-015)' }).click();
  await expect(rowOf(page, TITLE, /LOC-COMB-015/)).toBeVisible();
  await expect(notice(page, 'Locator Commercial Bank Kollupitiya (LOC-COMB-015) was not deleted.')).toBeVisible();

  // Another delete, left alone: its DELETE leaves after the same time the first one's would have.
  await rowOf(page, TITLE, /LOC-HNB-010/).getByRole('button', { name: 'Delete Locator' }).click();
  await expect(rowOf(page, TITLE, /LOC-HNB-010/)).toHaveCount(0);
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
  await settled(page);
  expect(deletes).toEqual(['/api/banks/locators/LOC-HNB-010']);
  await expect(listTable(page, TITLE).getByRole('cell', { name: 'LOC-COMB-015', exact: true })).toBeVisible();
});

test('leaving the page while a delete waits asks first', async ({ page }) => {
  await openList(page, '/admin/config-mgt/bank-locator', TITLE, 'LOC-BOC-AG12');
  await rowOf(page, TITLE, /LOC-BOC-AG12/).getByRole('button', { name: 'Delete Locator' }).click();
  await expect(rowOf(page, TITLE, /LOC-BOC-AG12/)).toHaveCount(0);
  const asked = page.waitForEvent('dialog');
  // A reload from the browser (not a script): only then does the browser run the leave-page prompt.
  void page.reload().catch(() => undefined);
  const prompt = await asked;
  expect(prompt.type()).toBe('beforeunload');
  // Staying: the page and its waiting delete go on.
  await prompt.dismiss();
  await expect(rowOf(page, TITLE, /LOC-BOC-AG12/)).toHaveCount(0);
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
});

test('a record that others depend on, or that cannot be made again, is still confirmed first', async ({ page }) => {
  await openList(page, '/admin/config-mgt/bin-mgt', 'BIN Management', '522196');
  await deleteRow(page, 'BIN Management', 'Bin', /522196/, '522196 Mastercard Commercial');
});
