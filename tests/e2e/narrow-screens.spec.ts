// Narrow and short screens: the skip link before the menu, lists as one card per row on a
// phone (390 px: the name heading each card, its key facts and its actions in view, nothing
// scrolling sideways) and a report's rows above the fold at 1366×768 (its filters folded).
import type { Locator, Page } from '@playwright/test';
import { listTable, openList } from './crud';
import { expect, signIn, test } from './support';

const PHONE = { width: 390, height: 844 };

/** Neither the page nor the list's frame scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, title: string) {
  const frame = listTable(page, title).locator('xpath=..');
  await expect.poll(() => page.evaluate(() => (document.scrollingElement ? document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth : 0))).toBeLessThanOrEqual(0);
  await expect.poll(() => frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}

/** A control wholly on the screen and inside the list's frame (not cut by its edge), and the one a click there reaches. */
async function expectWhole(page: Page, title: string, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  const frame = await listTable(page, title).locator('xpath=..').boundingBox();
  const box = await control.boundingBox();
  expect(frame && box).toBeTruthy();
  if (!frame || !box) return;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
  })).toBe(true);
}

test('the first Tab stop of a console page is "Skip to main content", and Enter moves the focus to the page', async ({ page }) => {
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  await page.reload();
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  // Out of sight until it has the focus.
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(skip).not.toBeInViewport();
  // The next stop is the page's first control, not the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add Bank' })).toBeFocused();
});

test.describe('lists at 390 px: one card per row', () => {
  // The worker's tab is shared by the tests: each sets its own size.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('the bank list: each card headed by the bank\'s name, with its code, its status and a whole Delete; nothing scrolls sideways', async ({ page }) => {
    const title = 'Bank Management';
    await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
    const table = listTable(page, title);
    const rows = table.locator('tbody tr');
    await expect(rows.getByText('Bank of Ceylon', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, title);
    for (const [name, code] of [['Bank of Ceylon', '7010'], ['Commercial Bank of Ceylon PLC', '7056'], ['Sampath Bank PLC', '7278']] as const) {
      const card = rows.filter({ has: page.getByText(name, { exact: true }) });
      await expect(card.getByText(name, { exact: true })).toBeInViewport();
      // The name heads the card, above the code and the status.
      const nameBox = await card.getByText(name, { exact: true }).boundingBox();
      const codeBox = await card.getByText(code, { exact: true }).boundingBox();
      expect(nameBox && codeBox && nameBox.y < codeBox.y).toBe(true);
      await expect(card.locator('.mantine-Badge-root')).toBeInViewport({ ratio: 1 });
      await expectWhole(page, title, card.getByRole('button', { name: /^Delete / }));
    }
    // Each sortable column is a "Sort by" chip that shows its whole name (the library's column width would clip "Bank Name").
    for (const label of ['Bank Code', 'Bank Name']) {
      const chip = table.locator('thead th', { hasText: label }).locator('.mrt-table-head-cell-content-wrapper');
      await expect(chip).toHaveText(label);
      expect(await chip.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
  });

  test('Authorization Requests: each card shows its status and its actions without a sideways scroll', async ({ page }) => {
    const title = 'Authorization Requests';
    await signIn(page, 'admin', '/admin/authorization-mgt/request');
    const rows = listTable(page, title).locator('tbody tr');
    await expect(rows.first().getByRole('button', { name: /^View / })).toBeVisible();
    await expectNoSidewaysScroll(page, title);
    const first = rows.first();
    await expect(first.locator('.mantine-Badge-root')).toBeInViewport({ ratio: 1 });
    await expectWhole(page, title, first.getByRole('button', { name: /^View / }));
    const more = first.getByRole('button', { name: /^More actions/ });
    await expectWhole(page, title, more);
    // The menu opens from the card.
    await more.click();
    await expect(page.getByRole('menuitem', { name: 'Accept' })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  for (const [path, title, name] of [
    ['/admin/users', 'Users', 'Kasuni Fernando'],
    ['/admin/customer-mgt/customers', 'Customers', 'Amaya Jayasinghe'],
    ['/admin/dispute-mgt/dispute-report', 'Dispute Report', 'Amaya Jayasinghe'],
  ] as const) {
    test(`${title}: cards in the screen's width, each row's actions whole`, async ({ page }) => {
      await signIn(page, 'admin', path);
      const card = listTable(page, title).locator('tbody tr').filter({ hasText: name }).first();
      await expect(card.getByText(name, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, title);
      const actions = card.locator('td:last-child').locator('button, a');
      await expect(actions.first()).toBeVisible();
      for (const control of await actions.all()) await expectWhole(page, title, control);
    });
  }
});

test('a report at 1366×768 shows at least 8 rows above the fold; its filters are folded to a summary and open on request', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const title = 'Year Summary Report';
  await openList(page, '/admin/report-mgt/year-summary-report', title, 'November 2026');
  const rows = listTable(page, title).locator('tbody tr');
  await expect(rows).toHaveCount(11);
  const above = await rows.evaluateAll((elements) => elements.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
  expect(above).toBeGreaterThanOrEqual(8);

  // Folded: a line says what applies; the button opens the filters.
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  const applied = page.getByRole('list', { name: 'Filters applied' });
  const filters = page.getByRole('search', { name: `${title} filters` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(applied).toHaveText('No filters');
  await expect(filters).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await filters.getByRole('textbox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2025', exact: true }).click();
  await expect(page).toHaveURL(/year/);
  await expect(applied).toHaveText('Year: 2025');
  // Still open while the person works with the filters; folded again on request.
  await expect(filters.getByRole('textbox', { name: 'Year' })).toHaveValue('2025');
  await toggle.click();
  await expect(filters).toHaveCount(0);
  await expect(applied).toHaveText('Year: 2025');
});
