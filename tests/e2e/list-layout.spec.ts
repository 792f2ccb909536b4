import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

/** The frame that holds a list's table: it must not scroll sideways. */
const frameOf = (page: Page, title: string) => page.getByRole('table', { name: title }).locator('xpath=..');

async function expectFits(page: Page, title: string) {
  const frame = frameOf(page, title);
  await expect.poll(() => frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('wide lists at 1366 px', () => {
  test('customers: the identifying columns, the status and the row actions are in view, without a sideways scroll', async ({ page }) => {
    await signIn(page, 'admin', '/admin/customer-mgt/customers');
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('button', { name: /^View Customer / }).first()).toBeVisible({ timeout: 15_000 });
    for (const header of [/^Customer Id/, /^Name/, /^Status/]) await expect(table.getByRole('columnheader', { name: header })).toBeInViewport();
    await expect(table.getByRole('button', { name: /^View Customer / }).first()).toBeInViewport();
    await expectFits(page, 'Customers');
    // A column that did not fit is in the column menu, to be shown again.
    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    await expect(page.getByRole('menuitem').filter({ hasText: 'Last Updated' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem').filter({ hasText: 'Last Updated' })).toBeHidden();
  });

  test('merchants: the identifying columns, the status and the row actions are in view, without a sideways scroll', async ({ page }) => {
    await signIn(page, 'admin', '/admin/merchant-mgt/merchant-mgt');
    const table = page.getByRole('table', { name: 'Merchants' });
    await expect(table.getByRole('button', { name: /^View Merchant / }).first()).toBeVisible({ timeout: 15_000 });
    for (const header of [/^MID/, /^Name/, /^Status/]) await expect(table.getByRole('columnheader', { name: header })).toBeInViewport();
    await expect(table.getByRole('button', { name: /^Delete Merchant / }).first()).toBeInViewport();
    await expectFits(page, 'Merchants');
    // Badges are whole: the status badge's text is not cut.
    const badge = table.locator('tbody .mantine-Badge-root').first();
    await expect.poll(() => badge.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    // Its label sits in the middle of the pill, in a flex row: Mantine's grid was one more grid to size in every row of the list.
    const layout = await badge.evaluate((element) => {
      const pill = element.getBoundingClientRect();
      const label = element.firstElementChild?.getBoundingClientRect() ?? pill;
      return { display: getComputedStyle(element).display, offCentre: Math.abs(label.top + label.height / 2 - (pill.top + pill.height / 2)) };
    });
    expect(layout.display).toBe('inline-flex');
    expect(layout.offCentre).toBeLessThanOrEqual(1);
  });
});

test('at 390 px the toolbar and the add button stay usable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  const add = page.getByRole('button', { name: 'Add Bank' }).or(page.getByRole('link', { name: 'Add Bank' }));
  await expect(add).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('textbox', { name: 'Search Bank Management' })).toBeInViewport({ ratio: 1 });
  // The pager wraps under the table: every control in view, nothing scrolls sideways.
  const last = page.getByRole('button', { name: 'Go to last page' });
  await last.scrollIntoViewIfNeeded();
  for (const control of [page.getByRole('combobox', { name: 'Rows per page' }), page.getByText('1-4 of 4'), page.getByRole('button', { name: 'Go to first page' }), last]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Add Bank' })).toBeVisible();
});

test('the pager pages through a long list, says which rows it shows and stops at the list\'s ends', async ({ page }) => {
  await signIn(page, 'admin', '/admin/system-audit/trail');
  const first = page.getByRole('button', { name: 'Go to first page' });
  const previous = page.getByRole('button', { name: 'Go to previous page' });
  const next = page.getByRole('button', { name: 'Go to next page' });
  const last = page.getByRole('button', { name: 'Go to last page' });
  await expect(page.getByText('1-10 of 1,287')).toBeVisible();
  await expect(first).toBeDisabled();
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByText('11-20 of 1,287')).toBeVisible();
  await expect(previous).toBeEnabled();

  await last.click();
  await expect(page).toHaveURL(/[?&]page=129\b/);
  await expect(page.getByText('1,281-1,287 of 1,287')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(last).toBeDisabled();

  await previous.click();
  await expect(page).toHaveURL(/[?&]page=128\b/);
  await expect(page.getByText('1,271-1,280 of 1,287')).toBeVisible();

  await first.click();
  await expect(page.getByText('1-10 of 1,287')).toBeVisible();
  await expect(first).toBeDisabled();
  await expect(next).toBeEnabled();
});

test('the page size is chosen in the pager\'s select, by pointer or keyboard', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  const table = page.getByRole('table', { name: 'Bank Management' });
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  // The browser's own select: no list of sizes in the page, open or closed.
  const size = page.getByRole('combobox', { name: 'Rows per page' });
  await expect(size).toHaveValue('10');
  await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
  await size.selectOption('20');
  await expect(page).toHaveURL(/[?&]size=20\b/);
  await expect(size).toHaveValue('20');
  // The keyboard steps through the sizes without opening the select.
  await size.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]size=50\b/);
  await expect(size).toHaveValue('50');
  await expect(size).toBeFocused();
});

test('after another page size, the header, the search and the view controls act on the list as it is now', async ({ page }) => {
  // What the header and the toolbar do starts from the list's current page size, sort and columns.
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  const table = page.getByRole('table', { name: 'Bank Management' });
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await expect(page).toHaveURL(/[?&]size=20\b/);
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();

  await table.getByRole('button', { name: 'Sort by Bank Code descending' }).click();
  await expect(page).toHaveURL(/[?&]size=20\b.*[?&]sort=bankCode%2Cdesc|[?&]sort=bankCode%2Cdesc.*[?&]size=20\b/);
  // The header shows the sort it now has.
  await expect(table.getByRole('button', { name: 'Sorted by Bank Code descending' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search Bank Management' }).fill('Ceylon');
  await expect(page).toHaveURL(/[?&]search=Ceylon\b/);
  await expect(page).toHaveURL(/[?&]size=20\b/);
  await expect(page).toHaveURL(/[?&]sort=bankCode%2Cdesc/);

  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  await page.getByRole('menuitem', { name: 'Short Code' }).getByText('Short Code').click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: /Short Code/ })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: /Bank Name/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]size=20\b/);
});

test('amounts are right-aligned, lined up on their decimal point', async ({ page }) => {
  await signIn(page, 'admin', '/admin/credit-cards/applications');
  const table = page.getByRole('table', { name: 'Credit Card Applications' });
  const limit = table.getByRole('cell', { name: '250,000.00' });
  await expect(limit).toBeVisible();
  await expect(limit).toHaveCSS('text-align', 'end');
  // Beside it, a text column keeps to the start.
  await expect(table.getByRole('cell', { name: 'Visa Gold' })).not.toHaveCSS('text-align', 'end');
});
