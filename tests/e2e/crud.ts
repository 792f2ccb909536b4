// Steps every resource-screen test repeats, in one place: open a list signed in, find a row,
// save a form (notice, form closed, list reloaded at page 1), delete after the confirmation,
// and a typed URL refused with the 403 page.
import type { Locator, Page } from '@playwright/test';
import { expect, notice, settled, signIn, type Account } from './support';

/** The list table of a screen (its accessible name is the screen title). */
export const listTable = (page: Page, title: string) => page.getByRole('table', { name: title });

/** The row of a list whose text matches. */
export const rowOf = (page: Page, title: string, text: string | RegExp) => listTable(page, title).getByRole('row', { name: text });

/** Waits until no list is reloading (`aria-busy`): its rows are the ones just read, so a row's button is where it will stay. */
export async function listsSettled(page: Page): Promise<void> {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** Signs in at a list's URL and waits until the list shows `firstCell`, a cell text of the contract's example. */
export async function openList(page: Page, path: string, title: string, firstCell: string, account: Account = 'admin'): Promise<void> {
  await signIn(page, account, path);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(listTable(page, title).getByRole('cell', { name: firstCell, exact: true }).first()).toBeVisible();
}

/**
 * Submits an open form with `button` and checks what the user should see: the exact notice,
 * the form closed, and the list requested again at page 1 (`listPath` matches the list call,
 * e.g. `/\/api\/faq\?/`).
 */
export async function submitAndExpectSaved(page: Page, form: Locator, button: string, noticeText: string, listPath: RegExp): Promise<void> {
  const reload = page.waitForRequest((r) => r.method() === 'GET' && listPath.test(r.url()) && /[?&]page=1(&|$)/.test(r.url()));
  await form.getByRole('button', { name: button, exact: true }).click();
  await expect(notice(page, noticeText)).toBeVisible();
  await expect(form).toBeHidden();
  await reload;
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await settled(page);
  await listsSettled(page);
}

/** Opens a row's edit form. */
export async function openEdit(page: Page, title: string, singular: string, row: string | RegExp): Promise<Locator> {
  await listsSettled(page);
  await rowOf(page, title, row).getByRole('button', { name: `Edit ${singular}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${singular}` });
  await expect(form).toBeVisible();
  return form;
}

/** Opens the add form. */
export async function openAdd(page: Page, singular: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${singular}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Add ${singular}` });
  await expect(form).toBeVisible();
  return form;
}

/** Deletes a row: the confirmation names the record (`named`), then "Successfully Deleted". */
export async function deleteRow(page: Page, title: string, singular: string, row: string | RegExp, named: string): Promise<void> {
  await listsSettled(page);
  await rowOf(page, title, row).getByRole('button', { name: `Delete ${singular}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${singular}` });
  await expect(confirm).toContainText(named);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
  await expect(confirm).toBeHidden();
  await settled(page);
}

/**
 * Deletes a row whose delete can be undone: no confirmation, the row is struck through at once, a
 * notice naming the record (`named`) offers Undo, and the DELETE leaves when its time is over:
 * "Successfully Deleted".
 */
export async function deleteRowUndoable(page: Page, title: string, singular: string, row: string | RegExp, named: string): Promise<void> {
  const target = rowOf(page, title, row);
  await target.getByRole('button', { name: `Delete ${singular}` }).click();
  // The row keeps its place, struck through, until its delete is sent.
  await expect(target).toContainText('Being deleted');
  await expect(notice(page, `${named} is deleted in 6 seconds.`)).toBeVisible();
  await expect(notice(page, 'Successfully Deleted')).toBeVisible();
  await settled(page);
}

/** Chooses an option of a select (Mantine Select/MultiSelect) inside a form. */
export async function choose(form: Locator, label: string, option: string): Promise<void> {
  await form.getByRole('textbox', { name: label }).click();
  await form.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** A typed URL of a screen the user may not open shows the 403 page, not the screen. */
export async function expectForbidden(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
}

/** Shows columns a narrow screen folded, from the list's column menu, as a person would to read them in the rows. */
export async function showColumns(page: Page, title: string, headers: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  for (const header of headers) await page.getByRole('menuitem', { name: header }).getByText(header, { exact: true }).click();
  await page.keyboard.press('Escape');
  for (const header of headers) await expect(listTable(page, title).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeAttached();
}

/** Opens the "More actions" menu of a list's row (`menu`: the button's name) and one of its items; the dialog it opens, named `dialog` (default: the item). */
export async function openRowMenuItem(page: Page, title: string, row: RegExp, menu: string | RegExp, item: string, dialog = item): Promise<Locator> {
  await listsSettled(page);
  await rowOf(page, title, row).getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  return opened;
}

/** A status action of a work queue's row, by the record's id: its dialog. */
export function openAction(page: Page, title: string, singular: string, id: string, action: string): Promise<Locator> {
  return openRowMenuItem(page, title, new RegExp(`^${id} `), `More actions for ${singular} ${id}`, action);
}

/** Adds the user tharindu.bandara through Users › Add User (the name found by NIC look-up, a bank and branch chosen), up to the notice. */
export async function addUser(page: Page): Promise<void> {
  await openList(page, '/admin/users', 'Users', 'nimal.perera');
  await page.getByRole('link', { name: 'Add User' }).click();
  const form = page.getByRole('form', { name: 'User details' });
  await form.getByLabel('NIC').fill('199512309876');
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(form.getByLabel('First Name')).toHaveValue('Tharindu');
  await form.getByLabel('User Name').fill('tharindu.bandara');
  await choose(form, 'Bank', 'Bank of Ceylon (7010)');
  await choose(form, 'Branch', 'Kandy (004)');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'New User added Successfully')).toBeVisible();
}
