import type { Page } from '@playwright/test';
import { expect, expectAccessible, notice, signIn, test } from './support';

const form = (page: Page) => page.getByRole('form', { name: 'Change Password' });

async function openProfile(page: Page): Promise<void> {
  await signIn(page, 'admin', '/admin/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Password policy rules' })).toBeVisible();
}

async function fill(page: Page, current: string, next: string, confirm: string): Promise<void> {
  await form(page).getByLabel('Current password').fill(current);
  await form(page).getByLabel(/^New password/).fill(next);
  await form(page).getByLabel('Confirm new password').fill(confirm);
}

test('shows who is signed in, their branch and role, and the tenant password policy in words', async ({ page }) => {
  await openProfile(page);
  await expect(page.getByText('Nimal Perera', { exact: true })).toBeVisible();
  await expect(page.getByText('admin', { exact: true })).toBeVisible();
  await expect(page.getByText('nimal.perera@example.lk')).toBeVisible();
  await expect(page.getByText('Bank of Ceylon - City Office')).toBeVisible();
  await expect(page.getByRole('list', { name: 'User roles' })).toHaveText('Administrators');
  const policy = page.getByRole('list', { name: 'Password policy rules' });
  for (const rule of ['At least 8 characters long', 'At least 1 digit (0-9)', 'At least 1 special character, such as ! # $ % & *', 'Not one of your last 3 passwords']) {
    await expect(policy.getByText(rule)).toBeVisible();
  }
  await expectAccessible(page);

  // The user menu's User Branch and User Role show the same as the profile.
  await page.getByRole('button', { name: 'User menu for Nimal' }).click();
  await page.getByRole('menuitem', { name: 'User Branch' }).click();
  await expect(page.getByRole('dialog', { name: 'User Branch' })).toHaveText(/Bank of Ceylon - City Office/);
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'User Branch' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'User menu for Nimal' }).click();
  await page.getByRole('menuitem', { name: 'User Role' }).click();
  await expect(page.getByRole('dialog', { name: 'User Role' }).getByRole('list', { name: 'User roles' })).toHaveText('Administrators');
});

test('the new password must meet the policy and match its confirmation, with clear messages, before anything is sent', async ({ page }) => {
  await openProfile(page);
  let sent = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/users/password')) sent = true;
  });
  await form(page).getByRole('button', { name: 'Change password' }).click();
  await expect(form(page).getByText('Current password is required')).toBeVisible();

  await fill(page, 'Kandy#2026start', 'galleforts', 'galleforts');
  const policy = page.getByRole('list', { name: 'Password policy rules' });
  await expect(policy.getByRole('listitem').filter({ hasText: 'At least 8 characters long' })).toContainText('(met)');
  await expect(policy.getByRole('listitem').filter({ hasText: 'At least 1 digit' })).toContainText('(not met yet)');
  await form(page).getByRole('button', { name: 'Change password' }).click();
  await expect(form(page).getByText(/The new password does not meet the password policy: at least 1 digit \(0-9\); at least 1 special character/)).toBeVisible();

  await fill(page, 'Kandy#2026start', 'Galle!Fort2026', 'Galle!Fort2027');
  await form(page).getByRole('button', { name: 'Change password' }).click();
  await expect(form(page).getByText('The new password and its confirmation do not match. Type the same new password twice.')).toBeVisible();
  await expectAccessible(page);
  expect(sent).toBe(false);
});

test('changes the password: "Password Updated Successfully", then the dashboard', async ({ page }) => {
  await openProfile(page);
  await fill(page, 'Kandy#2026start', 'Galle!Fort2026', 'Galle!Fort2026');
  const change = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/users/password'));
  await form(page).getByRole('button', { name: 'Change password' }).click();
  expect((await change).postDataJSON()).toEqual({ currentPassword: 'Kandy#2026start', newPassword: 'Galle!Fort2026', confirmPassword: 'Galle!Fort2026' });
  await expect(notice(page, 'Password Updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a refused change keeps the form and what was typed, and says why', async ({ page }) => {
  await openProfile(page);
  await page.route('**/api/users/password', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } }));
  await fill(page, 'Kandy#2026start', 'Galle!Fort2026', 'Galle!Fort2026');
  await form(page).getByRole('button', { name: 'Change password' }).click();
  await expect(form(page).getByRole('alert')).toContainText('Request validation failed');
  await expect(notice(page, 'Request validation failed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(form(page).getByLabel('Current password')).toHaveValue('Kandy#2026start');
  await expect(form(page).getByLabel(/^New password/)).toHaveValue('Galle!Fort2026');
});
