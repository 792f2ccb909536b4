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
  await expect(rowOf(page, TITLE, /LOC-COMB-015/)).toContainText('Being deleted');
  await expect(notice(page, 'Locator Commercial Bank Kollupitiya (LOC-COMB-015) is deleted in 6 seconds.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Undo: keep Locator Commercial Bank Kollupitiya (LOC-COMB-015)' }).click();
  await expect(rowOf(page, TITLE, /LOC-COMB-015/).getByRole('button', { name: 'Delete Locator' })).toBeVisible();
  await expect(notice(page, 'Locator Commercial Bank Kollupitiya (LOC-COMB-015) was not deleted.')).toBeVisible();

  // Another delete, left alone: its DELETE leaves after the same time the first one's would have.
  await rowOf(page, TITLE, /LOC-HNB-010/).getByRole('button', { name: 'Delete Locator' }).click();
  await expect(rowOf(page, TITLE, /LOC-HNB-010/)).toContainText('Being deleted');
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
  await settled(page);
  expect(deletes).toEqual(['/api/banks/locators/LOC-HNB-010']);
  await expect(listTable(page, TITLE).getByRole('cell', { name: 'LOC-COMB-015', exact: true })).toBeVisible();
});

test('the waiting delete’s notice counts down beside a whole Undo, and a double click on Delete deletes one row, the next staying put', async ({ page }) => {
  const deletes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await openList(page, '/admin/config-mgt/bank-locator', TITLE, 'LOC-COMB-015');
  const nextDelete = rowOf(page, TITLE, /LOC-HNB-010/).getByRole('button', { name: 'Delete Locator' });
  const before = await nextDelete.boundingBox();
  // The row above the next one, deleted with a double click.
  await rowOf(page, TITLE, /LOC-COMB-015/).getByRole('button', { name: 'Delete Locator' }).dblclick();
  await expect(rowOf(page, TITLE, /LOC-COMB-015/)).toContainText('Being deleted');
  await expect(rowOf(page, TITLE, /LOC-COMB-015/).getByRole('button')).toHaveCount(0);
  // The next row is where it was, and not deleted.
  expect(await nextDelete.boundingBox()).toEqual(before);
  const waiting = page.locator('.mantine-Notification-description', { hasText: /is deleted in/ });
  await expect(waiting).toHaveCount(1);
  // The seconds left go down.
  await expect(waiting).toHaveText(/Kollupitiya \(LOC-COMB-015\) is deleted in [1-4] seconds?\./);
  const undo = page.getByRole('button', { name: 'Undo: keep Locator Commercial Bank Kollupitiya (LOC-COMB-015)' });
  await expect(undo).toHaveText('Undo');
  // The whole word shows: the button's label is not cut.
  expect(await undo.locator('.mantine-Button-label').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await undo.click();
  await expect(rowOf(page, TITLE, /LOC-COMB-015/).getByRole('button', { name: 'Delete Locator' })).toBeVisible();
  expect(deletes).toEqual([]);
});

test('leaving the page while a delete waits asks first', async ({ page }) => {
  await openList(page, '/admin/config-mgt/bank-locator', TITLE, 'LOC-BOC-AG12');
  await rowOf(page, TITLE, /LOC-BOC-AG12/).getByRole('button', { name: 'Delete Locator' }).click();
  await expect(rowOf(page, TITLE, /LOC-BOC-AG12/)).toContainText('Being deleted');
  const asked = page.waitForEvent('dialog');
  // A reload from the browser (not a script): only then does the browser run the leave-page prompt.
  void page.reload().catch(() => undefined);
  const prompt = await asked;
  expect(prompt.type()).toBe('beforeunload');
  // Staying: the page and its waiting delete go on.
  await prompt.dismiss();
  await expect(rowOf(page, TITLE, /LOC-BOC-AG12/)).toContainText('Being deleted');
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
});

test('a record that others depend on, or that cannot be made again, is still confirmed first', async ({ page }) => {
  await openList(page, '/admin/config-mgt/bin-mgt', 'BIN Management', '522196');
  await deleteRow(page, 'BIN Management', 'Bin', /522196/, '522196 Mastercard Commercial');
});
