// Personal data masked the same way everywhere: the merchant request's confirmation, the message
// history (the customer by name and subject where an answer gives them, the mobile masked), the
// Edit User form, and CSV exports, which ask masked (the default) or, for who may reveal it, in
// full with a purpose. A reveal and an export in full are recorded by an audit call first.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openList, rowOf } from './crud';
import { expect, expectAccessible, signIn, test } from './support';

const KASUNI = 'b4d2f6a3-7c8e-4d9f-8a21-3b4c5d6e7f80';

/** The next audit call recording a disclosure. */
const disclosure = (page: Page) => page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/audit/disclosures');

test.describe('Masking', () => {
  test('the merchant request Approve dialog shows the mobile masked', async ({ page }) => {
    const title = 'Merchant Requests';
    await openList(page, '/admin/merchant-mgt/merchant-requests', title, 'Amaya Home Bakers');
    await rowOf(page, title, /^301 /).getByRole('button', { name: 'More actions for Merchant Request 301' }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve' });
    await expect(confirm).toContainText('Amaya Jayasinghe (077•••••67)');
    await expect(confirm).not.toContainText('0771234567');
  });

  test('message history names the customer and subject from the inbox, the mobile masked with a reveal', async ({ page }) => {
    const title = 'Inbox';
    await openList(page, '/admin/inbox/inbox-view', title, 'Missed my KYC video call');
    await rowOf(page, title, /Missed my KYC video call/).getByRole('link', { name: /Message History/ }).click();
    await expect(page.getByText('Fathima Rizna: Missed my KYC video call')).toBeVisible();
    const first = page.getByRole('list', { name: 'Conversation 3101' }).getByRole('listitem').first();
    await expect(first).toContainText('Fathima Rizna · 076•••••09');
    await expect(page.getByRole('main')).not.toContainText('0765432109');
    await first.getByRole('button', { name: 'Show Mobile' }).click();
    await expect(first).toContainText('0765432109');

    // Opened by its address, no answer names the customer: the mobile, masked.
    await page.goto('/admin/inbox/inbox-view/3101/message-history');
    const opened = page.getByRole('list', { name: 'Conversation 3101' }).getByRole('listitem').first();
    await expect(opened).toContainText('076•••••09');
    await expect(page.getByRole('main')).not.toContainText('0765432109');
  });

  test('an export by a user who may not reveal personal data writes it masked, says so and names the file "masked"', async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'nimal.perera', 'viewer');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Users' });
    await expect(dialog).toContainText('Email, NIC will be written masked, as on screen.');
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expectAccessible(page);
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export masked' }).click();
    const download = await saved;
    await expect(dialog.getByRole('status')).toContainText('Email and NIC are written masked, as on screen: the file name says "masked".');
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}-masked\.csv$/);
    expect(lines[0]).toContain('NIC');
    expect(lines.join('\n')).toContain('•••••••••678');
    expect(lines.join('\n')).not.toContain('198512345678');
  });

  test('an export asks masked (the default) or in full; in full it asks a purpose, is recorded first and named "unmasked"', async ({ page }) => {
    const title = 'Card Block Requests';
    await openList(page, '/admin/credit-cards/block-request', title, '7003');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: `Export ${title}` });
    await expect(dialog.getByRole('radio', { name: /^Masked, as on screen/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^In full: Mobile, recorded in the audit trail/ }).check();
    await expect(dialog.getByRole('button', { name: 'Export in full' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Card fraud review asked by the risk team');
    await expectAccessible(page);
    const recorded = disclosure(page);
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export in full' }).click();
    expect((await recorded).postDataJSON()).toMatchObject({ action: 'EXPORT', resource: 'card-block-requests', fields: ['Mobile'], purpose: 'Card fraud review asked by the risk team' });
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^card-block-requests-\d{4}-\d{2}-\d{2}-unmasked\.csv$/);
    await expect(dialog.getByRole('status')).toContainText('Mobile is written in full, recorded in the audit trail: the file name says "unmasked".');
    await expect(dialog.getByRole('status')).toContainText('Card Number is written masked, as on screen.');
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toContain('0771234567');
  });

  test('an export in full whose record fails saves no file', async ({ page }) => {
    const title = 'Card Block Requests';
    await openList(page, '/admin/credit-cards/block-request', title, '7003');
    await page.route(/\/api\/audit\/disclosures$/, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ status: 403, message: 'Forbidden Action' }) }));
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: `Export ${title}` });
    await dialog.getByRole('radio', { name: /^In full/ }).check();
    await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Card fraud review asked by the risk team');
    await dialog.getByRole('button', { name: 'Export in full' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The export failed');
    expect(downloads).toBe(0);
  });

  test('a reveal in a list is recorded before the value shows; one that cannot be recorded shows nothing', async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'kasuni.fernando');
    const row = rowOf(page, 'Users', /kasuni\.fernando/);
    const recorded = disclosure(page);
    await row.getByRole('button', { name: 'Show NIC' }).click();
    expect((await recorded).postDataJSON()).toMatchObject({ action: 'REVEAL', resource: 'users', fields: ['NIC'] });
    await expect(row).toContainText('199067812345');

    await page.route(/\/api\/audit\/disclosures$/, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ status: 403, message: 'Forbidden Action' }) }));
    const other = rowOf(page, 'Users', /nimal\.perera/);
    await other.getByRole('button', { name: 'Show NIC' }).click();
    await expect(page.getByText(/NIC stays masked: showing it could not be recorded/)).toBeVisible();
    await expect(other).not.toContainText('198512345678');
  });

  test('Edit User shows NIC and mobile masked, in full and changeable once a reveal is recorded', async ({ page }) => {
    await signIn(page, 'admin', `/admin/users/edit-user/${KASUNI}`);
    const form = page.getByRole('form', { name: 'User details' });
    await expect(form.getByRole('textbox', { name: 'NIC' })).toHaveValue('•••••••••345');
    await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue('077•••••43');
    await expect(page.getByRole('main')).not.toContainText('199067812345');
    await expectAccessible(page);
    const recorded = disclosure(page);
    await form.getByRole('button', { name: 'Show Mobile' }).click();
    expect((await recorded).postDataJSON()).toMatchObject({ action: 'REVEAL', resource: 'users', fields: ['Mobile'] });
    await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0779876543');
    await expect(form.getByRole('textbox', { name: 'Mobile' })).not.toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'NIC' })).toHaveValue('•••••••••345');
  });
});
