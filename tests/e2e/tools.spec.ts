// Tools every screen shares: the export of a list's current view to CSV (its filters, page after
// page, values as shown, personal data in full for who may reveal it and asks so) and the command
// palette (a screen, a record by its key).
import { readFile } from 'node:fs/promises';
import { choose, listTable, openList } from './crud';
import { expect, expectAccessible, nav, signIn, test } from './support';

const CUSTOMERS = 'Customers';

test.describe('Export to CSV', () => {
  test('a filtered list is saved as a CSV file of the view, values as shown, personal data the user may reveal in full', async ({ page }) => {
    await openList(page, '/admin/customer-mgt/customers', CUSTOMERS, '100234');
    const filtered = page.waitForRequest((r) => /\/api\/customers\?/.test(r.url()) && r.url().includes('userSegmentId=RETAIL'));
    await choose(page.getByRole('search', { name: 'Filters' }), 'Segment', 'Retail');
    await filtered;

    // The export asks for the same view, at the largest page size, starting at page 1.
    const exported = page.waitForRequest((r) => /\/api\/customers\?page=1&size=100&userSegmentId=RETAIL$/.test(r.url()));
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Customers' });
    await dialog.getByRole('radio', { name: /^In full/ }).check();
    await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Retail segment review for compliance');
    await dialog.getByRole('button', { name: 'Export in full' }).click();
    await exported;
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}-unmasked\.csv$/);
    await expect(dialog.getByRole('status')).toContainText(`Saved ${download.suggestedFilename()}`);
    await expect(dialog.getByRole('status')).toContainText(': 3 rows.');
    await expectAccessible(page);

    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Customer Id,Name,Mobile,NIC,Wallet Id,Segment,Status,Merchant Status,KYC,CRIB,Last Updated');
    expect(lines[1]).toBe('100234,Amaya Jayasinghe,0771234567,199245678123,WLT0000100234,Retail,Active,Not a merchant,Verified,Active,2026-11-18 07:42 PM');
    expect(lines).toHaveLength(5);
    await expect(dialog.getByRole('status')).toContainText('Mobile and NIC are written in full, recorded in the audit trail: the file name says "unmasked".');

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(listTable(page, CUSTOMERS)).toBeVisible();
  });
});

test.describe('Command palette', () => {
  test('Ctrl+K reaches a screen by its name, with the keyboard', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    await expect(page.getByRole('button', { name: 'Go to a screen or record' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to a screen or record' });
    const input = palette.getByRole('combobox', { name: 'Screen or record' });
    await expect(input).toBeFocused();
    await input.fill('bank man');
    await expect(palette.getByRole('option').first()).toHaveText(/^Bank Management/);
    await expect(input).toHaveAttribute('aria-activedescendant', (await palette.getByRole('option').first().getAttribute('id')) ?? '');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/config-mgt\/bank-mgt/);
    await expect(page.getByRole('heading', { name: 'Bank Management', level: 2 })).toBeVisible({ timeout: 20_000 });
    await expect(palette).toBeHidden();
  });

  test("a screen reached in the console (not by the address bar) opens its menu group, the screen marked current", async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    const config = nav(page).getByRole('link', { name: 'Bank Management' });
    await expect(config).toBeHidden();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to a screen or record' });
    await palette.getByRole('combobox', { name: 'Screen or record' }).fill('bank man');
    await expect(palette.getByRole('option').first()).toHaveText(/^Bank Management/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Bank Management', level: 2 })).toBeVisible();
    await expect(config).toBeVisible();
    await expect(config).toHaveAttribute('aria-current', 'page');
  });

  test('the header button reaches a customer by mobile number, the number kept out of the URL', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    await page.getByRole('button', { name: 'Go to a screen or record' }).click();
    const palette = page.getByRole('dialog', { name: 'Go to a screen or record' });
    await palette.getByRole('combobox').fill('0771234567');
    await palette.getByRole('option', { name: /Customer with this mobile number/ }).click();
    await expect(page).toHaveURL(/\/admin\/customer-mgt\/100234(\?|$)/);
    await expect(page.getByText('Amaya Jayasinghe').first()).toBeVisible();
    expect(page.url()).not.toContain('0771234567');
  });

  test('a bank by its code and a user by NIC, the NIC kept out of the URL', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    const palette = page.getByRole('dialog', { name: 'Go to a screen or record' });
    await expect(page.getByRole('button', { name: 'Go to a screen or record' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('7010');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/config-mgt\/7010\/branches/);
    await expect(page.getByRole('heading', { name: 'Branches', level: 2 })).toBeVisible({ timeout: 20_000 });

    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('198512345678');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/users\/edit-user\/a3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7f$/);
    expect(page.url()).not.toContain('198512345678');
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await expect(page.getByLabel('Loading the form')).toHaveCount(0);
  });

  test('offers only what the user may open', async ({ page }) => {
    await signIn(page, 'viewer', '/admin/dashboard');
    await expect(page.getByRole('button', { name: 'Go to a screen or record' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to a screen or record' });
    await palette.getByRole('combobox').fill('audit');
    await expect(palette.getByRole('status')).toHaveText('No screen or record matches.');
    await palette.getByRole('combobox').fill('198512345678');
    await expect(palette.getByRole('option')).toHaveCount(0);
  });
});
