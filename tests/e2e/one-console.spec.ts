// One console in development and production: these run in the `chromium` project (the
// production build) and in `development-server` (`npm start`'s stack, dev/start.mjs), and check
// what a person sees: the menu beside the content, a laid-out list, a form dialog over the page,
// and no element of the UI kit left without its styles.
import type { Page } from '@playwright/test';
import { expect, nav, signIn, test } from './support';

/** The UI kit's class names (`m_` and 8 hex digits) on elements of the page that no stylesheet of the page mentions. */
async function unstyledKitClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const styled = selectors.join('\n');
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]{8}$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !styled.includes(`.${name}`)).map((name) => `${name} (${document.querySelector(`.${name}`)?.className ?? ''})`);
  });
}

const box = async (locator: ReturnType<Page['locator']>) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

test('the menu sits beside the content, the list is laid out as a table under its toolbar, and every UI kit element is styled', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  const table = page.getByRole('table', { name: 'Bank Management' });
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();

  // The menu is a column on the left, beside the content, not above it.
  const menu = await box(nav(page));
  const heading = await box(page.getByRole('main').getByRole('heading', { name: 'Bank Management' }));
  expect(menu.x + menu.width).toBeLessThanOrEqual(heading.x);
  expect(heading.y).toBeLessThan(menu.y + 100);
  expect(menu.width).toBeLessThan(400);
  await expect(nav(page).getByRole('link', { name: 'Bank Management' })).toHaveCSS('text-decoration-line', 'none');

  // The top bar's controls sit in one row.
  const banner = page.getByRole('banner');
  const goTo = await box(banner.getByRole('button', { name: /Go to/ }));
  const signOut = await box(banner.getByRole('button', { name: 'Log out' }));
  expect(Math.abs(goTo.y + goTo.height / 2 - (signOut.y + signOut.height / 2))).toBeLessThan(8);

  // The toolbar: a filled Add button and the search box on one line above the table.
  const add = page.getByRole('button', { name: 'Add Bank' });
  await expect(add).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const addBox = await box(add);
  const searchBox = await box(page.getByRole('textbox', { name: 'Search Bank Management' }));
  expect(Math.abs(addBox.y + addBox.height / 2 - (searchBox.y + searchBox.height / 2))).toBeLessThan(8);
  expect(searchBox.x).toBeGreaterThan(addBox.x + addBox.width);
  const tableBox = await box(table);
  expect(tableBox.y).toBeGreaterThan(addBox.y + addBox.height - 1);
  // A row's cells side by side, the status a badge.
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Bank of Ceylon', exact: true }) });
  const code = await box(row.getByRole('cell').first());
  const name = await box(row.getByRole('cell', { name: 'Bank of Ceylon', exact: true }));
  expect(name.x).toBeGreaterThan(code.x + code.width - 1);
  await expect(row.getByText('Active', { exact: true })).toHaveCSS('text-transform', 'uppercase');

  expect(await unstyledKitClasses(page)).toEqual([]);
});

test('a form opens as a dialog over the page, centred, the page under it covered', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bank' });
  await expect(dialog.getByRole('textbox', { name: /Bank Name/ })).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const frame = await box(dialog);
  expect(Math.abs(frame.x + frame.width / 2 - viewport.width / 2)).toBeLessThan(40);
  expect(frame.width).toBeLessThan(viewport.width - 100);
  // What is drawn at the dialog's centre is the dialog's; at the page's corner, the overlay (not the menu).
  const onTop = await page.evaluate(
    ([x, y]) => {
      const hit = document.elementFromPoint(x ?? 0, y ?? 0);
      const dialogElement = document.querySelector('[role="dialog"]');
      const corner = document.elementFromPoint(4, window.innerHeight - 4);
      return { inDialog: Boolean(hit && dialogElement?.contains(hit)), cornerInMenu: Boolean(corner?.closest('nav')) };
    },
    [frame.x + frame.width / 2, frame.y + Math.min(frame.height / 2, 200)],
  );
  expect(onTop).toEqual({ inDialog: true, cornerInMenu: false });
  expect(await unstyledKitClasses(page)).toEqual([]);
});

test('the dashboard draws its figures in cards, every UI kit element styled', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await expect(page.getByText('38,452,750.00').first()).toBeVisible();
  const figures = await box(page.getByRole('main').getByText('38,452,750.00').first());
  const menu = await box(nav(page));
  expect(menu.x + menu.width).toBeLessThanOrEqual(figures.x);
  expect(figures.y).toBeLessThan(800);
  expect(await unstyledKitClasses(page)).toEqual([]);
});
