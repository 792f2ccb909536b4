// Terms and conditions (the next version fetched from the server per bank channel and
// category, never reused from a previous add) and the tenant's password policy (two lists,
// saved as the whole assigned list), against Prism; and the viewer refused on every
// screen of the config catalogue.
import type { Page, Request } from '@playwright/test';
import { pickDay } from './date-picker';
import { choose, deleteRow, expectForbidden, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, nav, notice, PINNED_NOW, signIn, test } from './support';

const TERMS = { path: '/admin/config-mgt/terms-conditions', title: 'Terms and Conditions', list: /\/api\/terms\?/ };
const NEXT_VERSION = /\/api\/terms\/getNewVersion\/(\d+)\/(\d+)$/;

/** Every request for a next version the page makes from now on, as "channel/category". */
function versionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = NEXT_VERSION.exec(request.url());
    if (match) seen.push(`${match[1]}/${match[2]}`);
  });
  return seen;
}

test.describe('Terms and Conditions', () => {
  // The date picker opens on this month.
  test.use({ clockAt: PINNED_NOW });

  test.beforeEach(async ({ page }) => {
    await openList(page, TERMS.path, TERMS.title, 'Lanka Digital Wallet - Terms of Use');
  });

  test('lists the terms with channel and category by name', async ({ page }) => {
    const current = rowOf(page, TERMS.title, /^41 /);
    await expect(current).toContainText('Mobile App');
    await expect(current).toContainText('Wallet registration');
    await expect(current).toContainText('2.0');
    await expect(current).toContainText('2026-07-01');
    await expect(rowOf(page, TERMS.title, /^42 /)).toContainText('Internet Banking');
    await expect(rowOf(page, TERMS.title, /^42 /)).toContainText('Credit card application');
    await expect(rowOf(page, TERMS.title, /^38 /)).toContainText('Inactive');
    await expect(listTable(page, TERMS.title).getByRole('row')).toHaveCount(5);
  });

  test('filters by channel, kept in the URL', async ({ page }) => {
    const filtered = page.waitForRequest((r) => TERMS.list.test(r.url()) && r.url().includes('bankChannelId=3'));
    await page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    await filtered;
    await expect(page).toHaveURL(/bankChannelId/);
  });

  test('adds terms with the version the server gives for the channel and category, and asks again on the next add', async ({ page }) => {
    const asked = versionRequests(page);
    let form = await openAdd(page, 'Terms and Conditions');
    const version = form.getByRole('textbox', { name: 'Version' });
    await expect(version).toHaveAttribute('readonly', '');
    await expect(version).toHaveValue('');
    await choose(form, 'Channel', 'Mobile App');
    await expect(version).toHaveValue('');
    expect(asked).toEqual([]);
    const first = page.waitForRequest((r) => NEXT_VERSION.test(r.url()));
    await choose(form, 'Category', 'Wallet registration');
    expect((await first).url()).toMatch(/getNewVersion\/1\/1$/);
    await expect(version).toHaveValue('3.0');
    await form.getByRole('textbox', { name: 'Title' }).fill('Lanka Digital Wallet - Terms of Use');
    await form.getByRole('textbox', { name: 'Content' }).fill('1. These terms govern your use of the Lanka Digital Wallet mobile app.\n2. Keep your PIN secret.');
    await pickDay(form, 'Effective From', 15);
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/terms$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Terms and Conditions added Successfully', TERMS.list);
    expect((await sent).postDataJSON()).toMatchObject({ bankChannelId: 1, categoryId: 1, version: '3.0', title: 'Lanka Digital Wallet - Terms of Use', statusId: 1 });

    // The version was cleared with the form: a second add asks the server again.
    form = await openAdd(page, 'Terms and Conditions');
    await expect(form.getByRole('textbox', { name: 'Version' })).toHaveValue('');
    const second = page.waitForRequest((r) => NEXT_VERSION.test(r.url()));
    await choose(form, 'Channel', 'Mobile App');
    await choose(form, 'Category', 'Wallet registration');
    await second;
    await expect(form.getByRole('textbox', { name: 'Version' })).toHaveValue('3.0');
    expect(asked).toEqual(['1/1', '1/1']);

    // Another channel, another request.
    const third = page.waitForRequest((r) => NEXT_VERSION.test(r.url()));
    await choose(form, 'Channel', 'Agent');
    expect((await third).url()).toMatch(/getNewVersion\/3\/1$/);
  });

  test('edits terms keeping their channel, category and version', async ({ page }) => {
    const asked = versionRequests(page);
    const form = await openEdit(page, TERMS.title, 'Terms and Conditions', /^44 /);
    await expect(form.getByRole('textbox', { name: 'Version' })).toHaveValue('1.1');
    await expect(form.getByRole('textbox', { name: 'Channel' })).toHaveValue('Agent');
    await expect(form.getByRole('textbox', { name: 'Channel' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Content' }).fill("1. Agents must verify the customer's NIC before a cash out.\n2. Agents must hand over a receipt.");
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/terms\/44$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save changes', 'Terms and Conditions edited Successfully', TERMS.list);
    expect((await sent).postDataJSON()).toMatchObject({ bankChannelId: 3, categoryId: 1, version: '1.1', effectiveDate: '2026-11-01' });
    expect(asked).toEqual([]);
  });

  test('deletes terms', async ({ page }) => {
    await deleteRow(page, TERMS.title, 'Terms and Conditions', /^38 /, 'Lanka Digital Wallet - Terms of Use, version 1.0');
  });
});

test.describe('Password Policy', () => {
  const available = (page: Page) => page.getByRole('group', { name: 'Available policies' });
  const assigned = (page: Page) => page.getByRole('group', { name: 'Assigned policies' });
  const values = (page: Page) => page.getByRole('group', { name: 'Values of the assigned policies' });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin', '/admin/config-mgt/password-policy');
    await expect(page.getByRole('heading', { name: 'Password Policy', level: 2 })).toBeVisible();
    await expect(assigned(page).getByRole('checkbox', { name: 'Minimum password length' })).toBeVisible();
  });

  test('assigns a policy with value 1, sets a value and saves the whole assigned list', async ({ page }) => {
    await expect(values(page).getByRole('textbox', { name: 'Minimum password length' })).toHaveValue('8');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    await available(page).getByRole('checkbox', { name: 'Minimum number of upper-case letters' }).check();
    await available(page).getByRole('checkbox', { name: 'The password may not equal the user name' }).check();
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(assigned(page).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toBeVisible();
    await expect(available(page).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toHaveCount(0);
    await expect(values(page).getByRole('textbox', { name: 'Minimum number of upper-case letters' })).toHaveValue('1');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await values(page).getByRole('textbox', { name: 'Minimum password length' }).fill('10');
    await expectAccessible(page);
    const sent = page.waitForRequest((r: Request) => r.method() === 'PUT' && /\/api\/configs\/tenant\/password-policy$/.test(r.url()));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await sent).postDataJSON() as { realmName: string; value: number }[];
    expect(body.map(({ realmName, value }) => [realmName, value])).toEqual([
      ['length', 10],
      ['digits', 1],
      ['specialChars', 1],
      ['passwordHistory', 3],
      ['upperCase', 1],
      ['notUsername', 1],
    ]);
    await expect(notice(page, 'Policies Updated Successfully')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  });

  test('a policy moved back returns to available; Reset discards the changes', async ({ page }) => {
    await assigned(page).getByRole('checkbox', { name: 'Number of previous passwords that may not be reused' }).check();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(available(page).getByRole('checkbox', { name: 'Number of previous passwords that may not be reused' })).toBeVisible();
    await expect(values(page).getByRole('textbox', { name: 'Number of previous passwords that may not be reused' })).toHaveCount(0);
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard changes?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(assigned(page).getByRole('checkbox', { name: 'Number of previous passwords that may not be reused' })).toBeVisible();
    await expect(values(page).getByRole('textbox', { name: 'Number of previous passwords that may not be reused' })).toHaveValue('3');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await available(page).getByRole('checkbox', { name: 'Minimum number of lower-case letters' }).check();
    await page.getByRole('button', { name: 'Assign' }).click();
    await nav(page).getByRole('link', { name: 'Products' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/password-policy/);
    await expect(assigned(page).getByRole('checkbox', { name: 'Minimum number of lower-case letters' })).toBeVisible();
  });
});

test('the viewer reaches none of the catalogue screens, neither from the menu nor by URL', async ({ page }) => {
  const screens = [
    ['/admin/config-mgt/segments-mgt', 'Customer Segments'],
    ['/admin/config-mgt/product-mgt', 'Products'],
    ['/admin/config-mgt/promo-cat-mgt', 'Promotion Categories'],
    ['/admin/config-mgt/promo-mgt', 'Promotions'],
    ['/admin/config-mgt/template-mgt', 'Templates'],
    ['/admin/config-mgt/terms-conditions', 'Terms and Conditions'],
    ['/admin/config-mgt/password-policy', 'Password Policy'],
  ] as const;
  await signIn(page, 'viewer');
  await expect(nav(page).getByText('User Management', { exact: true })).toBeVisible();
  for (const [, title] of screens) await expect(nav(page).getByRole('link', { name: title, exact: true })).toHaveCount(0);
  for (const [path, title] of screens) {
    await expectForbidden(page, path);
    await expect(page.getByText(`You do not have permission to open ${title}.`)).toBeVisible();
  }
});
