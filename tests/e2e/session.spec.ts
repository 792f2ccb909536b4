import { expect, expectAccessible, nav, signIn, test } from './support';

test('the public index offers sign-in and passes the accessibility check', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Digital Wallet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
});

test('the identity provider refuses a wrong password with its error message', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('not-the-password');
  await page.locator('#kc-login').click();
  await expect(page.locator('#input-error')).toHaveText('Invalid username or password.');
  await expect(page.locator('#username')).toHaveValue('admin');
  await expectAccessible(page);
});

test('admin signs in, lands on the dashboard and sees the shell', async ({ page }) => {
  await signIn(page, 'admin', '/login', { fresh: true });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard - Digital Wallet | Admin Panel');
  const header = page.getByRole('banner');
  await expect(header.getByText('Nimal', { exact: true })).toBeVisible();
  await expect(header.getByText('N', { exact: true })).toBeVisible();
  await expect(header.getByText('Lanka Digital Wallet — back office')).toBeVisible();
  await expect(page.getByText('System version 1.2.18')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const group of ['User Management', 'Config Management', 'Merchant Management', 'Customer Management', 'Message Inbox', 'Report Management', 'Dispute Management', 'Authorization', 'System Audit']) {
    await expect(nav(page).getByText(group, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await header.getByRole('button', { name: 'User menu for Nimal' }).click();
  for (const item of ['Profile', 'User Branch', 'User Role', 'Sign Out']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.getByRole('menuitem', { name: 'User Branch' }).click();
  await expect(page.getByRole('dialog', { name: 'User Branch' })).toContainText('Bank of Ceylon');
});

test('a deep link survives sign-in: the user lands on the page first asked for', async ({ page }) => {
  await page.goto('/admin/config-mgt/bank-mgt?page=1&size=20');
  await expect(page.locator('#username')).toBeVisible();
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
  await expect(page).toHaveURL(/\/admin\/config-mgt\/bank-mgt\?page=1&size=20$/);
  await expect(page.getByRole('heading', { name: 'Bank Management' })).toBeVisible();
});

test('sign out ends the identity provider session and leaves no tokens behind', async ({ page }) => {
  await signIn(page, 'admin', '/login', { fresh: true });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(sessionStorage).concat(Object.keys(localStorage)).filter((k) => k.startsWith('oidc.')));
  expect(stored).toEqual([]);
  await page.goto('/admin/dashboard');
  await expect(page.locator('#username')).toBeVisible();
});

test('viewer sees only User Management and is refused Bank Management by URL', async ({ page }) => {
  await signIn(page, 'viewer', '/login', { fresh: true });
  await expect(page.getByRole('banner').getByText('Kasuni', { exact: true })).toBeVisible();
  await expect(nav(page).getByText('User Management', { exact: true })).toBeVisible();
  for (const hidden of ['Config Management', 'Merchant Management', 'Customer Management', 'Report Management']) {
    await expect(nav(page).getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await page.goto('/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You do not have permission to open Bank Management.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bank Management' })).toHaveCount(0);
  await expectAccessible(page);
});

test('kyc sees Customer Management but not Config Management', async ({ page }) => {
  await signIn(page, 'kyc', '/login', { fresh: true });
  await expect(nav(page).getByText('Customer Management', { exact: true })).toBeVisible();
  await expect(nav(page).getByText('Config Management', { exact: true })).toHaveCount(0);
  await expect(nav(page).getByText('User Management', { exact: true })).toHaveCount(0);
});

test('an unknown page says it could not be found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expectAccessible(page);
});

test('signed in, an unknown console address says so inside the shell, the navigation at hand', async ({ page }) => {
  await signIn(page, 'admin', '/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await nav(page).getByText('User Management', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Roles', level: 2 })).toBeVisible();
});
