import { expect, nav, signIn, test } from './support';

test('hovering a menu link preloads the screen: its data is requested before the click', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await nav(page).getByText('Config Management', { exact: true }).click();
  const preload = page.waitForRequest((r) => /\/api\/banks\?page=1&size=10/.test(r.url()));
  await nav(page).getByRole('link', { name: 'Bank Management' }).hover();
  await preload;
  await nav(page).getByRole('link', { name: 'Bank Management' }).click();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('a route chunk that fails to load after a deploy reloads the page once, and the screen opens', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Until the page reloads, the screen's chunks are gone (as after a deploy).
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await page.route(/\/assets\/bank-mgt-[^/]+\.js$/, (route) => (reloads === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
  await nav(page).getByText('Config Management', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Bank Management' }).click();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible({ timeout: 15_000 });
  expect(reloads).toBe(1);
});
