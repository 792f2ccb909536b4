// Settings edited in place take effect (the `stateful` project, no answer intercepted): common,
// message and mobile configuration, a mobile release added, and the tenant's password policy.
// Each test asserts what the API holds after a reload, not the notice. Each test has a tenant of its own.
import type { Page } from '@playwright/test';
import { choose, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { ownTenants, reloadList } from './stateful';
import { expect, notice, signIn, test } from './support';

ownTenants();

test('common, message and mobile configuration edited are so after a reload', async ({ page }) => {
  const COMMON = 'Common Configuration';
  await openList(page, '/admin/config-mgt/common-mgt', COMMON, 'OTP_EXPIRY_SECONDS');
  const common = await openEdit(page, COMMON, COMMON, /SESSION_IDLE_TIMEOUT_MINUTES/);
  await common.getByLabel('Value').fill('20');
  await submitAndExpectSaved(page, common, 'Save changes', 'Common configuration edited Successfully', /\/api\/configs\/commons\?/);
  await reloadList(page, COMMON, 'OTP_EXPIRY_SECONDS');
  await expect(rowOf(page, COMMON, /SESSION_IDLE_TIMEOUT_MINUTES/).getByRole('cell', { name: '20', exact: true })).toBeVisible();

  const MESSAGE = 'Message Configuration';
  const TEXT = 'Your Lanka Digital Wallet login OTP is {{otp}}. It expires in 5 minutes. Do not share it with anyone.';
  await page.goto('/admin/config-mgt/message-mgt');
  const message = await openEdit(page, MESSAGE, MESSAGE, /OTP_LOGIN/);
  await message.getByLabel('English Text').fill(TEXT);
  await submitAndExpectSaved(page, message, 'Save changes', 'Message configuration edited Successfully', /\/api\/configs\/message\?/);
  await reloadList(page, MESSAGE, 'OTP_LOGIN');
  await expect((await openEdit(page, MESSAGE, MESSAGE, /OTP_LOGIN/)).getByLabel('English Text')).toHaveValue(TEXT);

  const MOBILE = 'Mobile Configuration';
  await page.goto('/admin/config-mgt/mobile-config-mgt');
  const mobile = await openEdit(page, MOBILE, MOBILE, /qrScanTimeoutSeconds/);
  await mobile.getByLabel('Value').fill('45');
  await submitAndExpectSaved(page, mobile, 'Save changes', 'Mobile configuration edited Successfully', /\/api\/configs\/mobile\?/);
  await reloadList(page, MOBILE, 'qrScanTimeoutSeconds');
  await expect(rowOf(page, MOBILE, /qrScanTimeoutSeconds/).getByRole('cell', { name: '45', exact: true })).toBeVisible();
});

test('a mobile release added is listed after a reload', async ({ page }) => {
  const title = 'Mobile Versions';
  await openList(page, '/admin/config-mgt/mobile-version-mgt', title, '2.3.2');
  const form = await openAdd(page, 'Mobile Version');
  await choose(form, 'Platform', 'iOS');
  await form.getByRole('textbox', { name: 'Version', exact: true }).fill('2.5.0');
  await form.getByLabel('Oldest Supported Version').fill('2.1.0');
  await form.getByLabel('Released At').fill('2026-11-22 06:00 PM');
  await form.getByLabel('Release Notes').fill('Scheduled payments and a new transaction history screen.');
  await submitAndExpectSaved(page, form, 'Save', 'New Mobile version added Successfully', /\/api\/configs\/mobileVersion\?/);
  await reloadList(page, title, '2.3.2');
  await expect(rowOf(page, title, /2\.5\.0/)).toContainText('iOS');
  await expect(rowOf(page, title, /2\.5\.0/)).toContainText('2026-11-22 06:00 PM');
});

test('the password policy saved is what the page shows after a reload', async ({ page }) => {
  const available = (on: Page) => on.getByRole('group', { name: 'Available policies' });
  const assigned = (on: Page) => on.getByRole('group', { name: 'Assigned policies' });
  const values = (on: Page) => on.getByRole('group', { name: 'Values of the assigned policies' });
  await signIn(page, 'admin', '/admin/config-mgt/password-policy');
  await expect(assigned(page).getByRole('checkbox', { name: 'Minimum password length' })).toBeVisible();
  await available(page).getByRole('checkbox', { name: 'Minimum number of upper-case letters' }).check();
  await page.getByRole('button', { name: 'Assign' }).click();
  await assigned(page).getByRole('checkbox', { name: 'Number of previous passwords that may not be reused' }).check();
  await page.getByRole('button', { name: 'Remove' }).click();
  await values(page).getByRole('textbox', { name: 'Minimum password length' }).fill('10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Policies Updated Successfully')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  await expect(assigned(page).getByRole('checkbox', { name: 'Minimum number of upper-case letters' })).toBeVisible();
  await expect(values(page).getByRole('textbox', { name: 'Minimum number of upper-case letters' })).toHaveValue('1');
  await expect(values(page).getByRole('textbox', { name: 'Minimum password length' })).toHaveValue('10');
  await expect(available(page).getByRole('checkbox', { name: 'Number of previous passwords that may not be reused' })).toBeVisible();
  await expect(assigned(page).getByRole('checkbox', { name: 'Number of previous passwords that may not be reused' })).toHaveCount(0);
});
