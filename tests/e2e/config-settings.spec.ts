// Settings edited in place (common, message and mobile configuration) and the mobile app
// versions (listed and added), against the contract's examples served by Prism.
import { choose, expectForbidden, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, nav, signIn, test } from './support';

test.describe('Common Configuration', () => {
  const title = 'Common Configuration';

  test('lists the settings; only editable ones can be edited, nothing is added or deleted', async ({ page }) => {
    await openList(page, '/admin/config-mgt/common-mgt', title, 'OTP_EXPIRY_SECONDS');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(7);
    await expect(rowOf(page, title, /SESSION_IDLE_TIMEOUT_MINUTES/)).toContainText('2026-11-10 09:02 AM');
    await expect(page.getByRole('button', { name: `Add ${title}` })).toHaveCount(0);
    await expect(listTable(page, title).getByRole('button', { name: /^Delete / })).toHaveCount(0);
    // Fixed by regulation: no edit button.
    await expect(rowOf(page, title, /WALLET_MAX_BALANCE/).getByRole('button', { name: `Edit ${title} WALLET_MAX_BALANCE` })).toHaveCount(0);
    await expect(rowOf(page, title, /WALLET_MAX_BALANCE/).getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  });

  test('edits a setting with its code read-only, then shows the notice and page 1', async ({ page }) => {
    await openList(page, '/admin/config-mgt/common-mgt?page=2&size=10', title, 'OTP_EXPIRY_SECONDS');
    const form = await openEdit(page, title, title, /SESSION_IDLE_TIMEOUT_MINUTES/);
    await expect(form.getByLabel('Code')).toHaveValue('SESSION_IDLE_TIMEOUT_MINUTES');
    await expect(form.getByLabel('Code')).toHaveAttribute('readonly', '');
    await form.getByLabel('Value').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Value is required')).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Value').fill('20');
    await submitAndExpectSaved(page, form, 'Save changes', 'Common configuration edited Successfully', /\/api\/configs\/commons\?/);
  });
});

test.describe('Message Configuration', () => {
  const title = 'Message Configuration';

  test('lists the messages with channel labels and status badges', async ({ page }) => {
    await openList(page, '/admin/config-mgt/message-mgt', title, 'OTP_LOGIN');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(6);
    await expect(rowOf(page, title, /FUND_TRANSFER_SUCCESS/)).toContainText('Push notification');
    await expect(rowOf(page, title, /KYC_APPROVED/)).toContainText('Inactive');
    await expect(page.getByRole('button', { name: `Add ${title}` })).toHaveCount(0);
  });

  test('edits the three texts of a message, then shows the notice and page 1', async ({ page }) => {
    await openList(page, '/admin/config-mgt/message-mgt?page=2&size=10', title, 'OTP_LOGIN');
    const form = await openEdit(page, title, title, /OTP_LOGIN/);
    await expect(form.getByLabel('Code')).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'Channel' })).toHaveValue('SMS');
    await expect(form.getByLabel('Sinhala Text')).toHaveValue(/පිවිසුම් OTP/);
    await form.getByLabel('English Text').fill('Your Lanka Digital Wallet login OTP is {{otp}}. It expires in 5 minutes. Do not share it with anyone.');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save changes', 'Message configuration edited Successfully', /\/api\/configs\/message\?/);
  });
});

test.describe('Mobile Configuration', () => {
  const title = 'Mobile Configuration';

  test('lists the app settings with platform labels', async ({ page }) => {
    await openList(page, '/admin/config-mgt/mobile-config-mgt', title, 'qrScanTimeoutSeconds');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(7);
    await expect(rowOf(page, title, /appStoreUrl/)).toContainText('iOS');
    await expect(rowOf(page, title, /biometricLoginEnabled/)).toContainText('All platforms');
    await expect(page.getByRole('button', { name: `Add ${title}` })).toHaveCount(0);
    await expect(listTable(page, title).getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test('edits a setting with its name read-only, then shows the notice and page 1', async ({ page }) => {
    await openList(page, '/admin/config-mgt/mobile-config-mgt?page=2&size=10', title, 'qrScanTimeoutSeconds');
    const form = await openEdit(page, title, title, /qrScanTimeoutSeconds/);
    await expect(form.getByLabel('Name')).toHaveValue('qrScanTimeoutSeconds');
    await expect(form.getByLabel('Name')).toHaveAttribute('readonly', '');
    await form.getByLabel('Value').fill('45');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save changes', 'Mobile configuration edited Successfully', /\/api\/configs\/mobile\?/);
  });
});

test.describe('Mobile Versions', () => {
  const title = 'Mobile Versions';

  test('lists the releases, filters by platform, and has no edit or delete', async ({ page }) => {
    await openList(page, '/admin/config-mgt/mobile-version-mgt', title, '2.3.2');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
    await expect(rowOf(page, title, /2\.3\.2/)).toContainText('2026-09-28 08:30 PM');
    await expect(listTable(page, title).getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

    const filtered = page.waitForRequest((r) => /\/api\/configs\/mobileVersion\?.*platform=IOS/.test(r.url()));
    await page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'iOS', exact: true }).click();
    await filtered;
    await expect(page).toHaveURL(/platform/);
  });

  test('adds a release: validation first, then the notice and page 1', async ({ page }) => {
    await openList(page, '/admin/config-mgt/mobile-version-mgt?page=2&size=10', title, '2.3.2');
    const form = await openAdd(page, 'Mobile Version');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Version is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Released At is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Version', exact: true }).fill('2.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter version as major.minor.patch, e.g. 2.5.0')).toBeVisible();
    await expectAccessible(page);

    await choose(form, 'Platform', 'iOS');
    await form.getByRole('textbox', { name: 'Version', exact: true }).fill('2.5.0');
    await form.getByLabel('Oldest Supported Version').fill('2.1.0');
    await form.getByLabel('Released At').click();
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expectAccessible(page);
    await form.getByLabel('Released At').fill('2026-11-22 06:00 PM');
    await form.getByLabel('Release Notes').fill('Scheduled payments and a new transaction history screen.');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/configs\/mobileVersion$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Mobile version added Successfully', /\/api\/configs\/mobileVersion\?/);
    expect((await sent).postDataJSON()).toEqual({
      platform: 'IOS',
      version: '2.5.0',
      minSupportedVersion: '2.1.0',
      forceUpdate: false,
      releasedAt: '2026-11-22T18:00:00+05:30',
      releaseNotes: 'Scheduled payments and a new transaction history screen.',
    });
  });
});

test('a viewer sees none of the settings screens and is refused them by URL', async ({ page }) => {
  await signIn(page, 'viewer');
  const screens = {
    'Common Configuration': '/admin/config-mgt/common-mgt',
    'Message Configuration': '/admin/config-mgt/message-mgt',
    'Mobile Configuration': '/admin/config-mgt/mobile-config-mgt',
    'Mobile Versions': '/admin/config-mgt/mobile-version-mgt',
  };
  for (const [name, path] of Object.entries(screens)) {
    await expect(nav(page).getByRole('link', { name })).toHaveCount(0);
    await expectForbidden(page, path);
    await expect(page.getByRole('table', { name })).toHaveCount(0);
  }
});
