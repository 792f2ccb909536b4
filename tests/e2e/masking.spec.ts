// Personal data masked the same way everywhere: the merchant request's confirmation, the message
// history (the customer by name and subject where an answer gives them, the mobile masked), and
// CSV exports, which never hold a masked value: in full for who may reveal it, else left out.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { openList, rowOf } from './crud';
import { expect, test } from './support';

/** Exports the list on screen; the download, the dialog and the file's lines. */
async function exportList(page: Page, title: string) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download: Download = await saved;
  const dialog = page.getByRole('dialog', { name: `Export ${title}` });
  await expect(dialog.getByRole('status')).toContainText(`Saved ${download.suggestedFilename()}`);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  return { download, dialog, lines };
}

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

  test('an export leaves out what the user may not reveal and never writes a masked value', async ({ page }) => {
    await openList(page, '/admin/users', 'Users', 'nimal.perera', 'viewer');
    const { download, dialog, lines } = await exportList(page, 'Users');
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(dialog.getByRole('status')).toContainText('Email and NIC are left out: masked on screen, they are not yours to reveal.');
    expect(lines[0]).not.toMatch(/Email|NIC/);
    for (const line of lines) expect(line).not.toContain('•');
  });

  test('an export writes what the user may reveal in full and says so in its name; card numbers are left out', async ({ page }) => {
    await openList(page, '/admin/credit-cards/block-request', 'Card Block Requests', '7003');
    const { download, dialog, lines } = await exportList(page, 'Card Block Requests');
    expect(download.suggestedFilename()).toMatch(/^card-block-requests-\d{4}-\d{2}-\d{2}-unmasked\.csv$/);
    await expect(dialog.getByRole('status')).toContainText('Mobile is written in full, as you may reveal it: the file name says "unmasked".');
    await expect(dialog.getByRole('status')).toContainText('Card Number is left out');
    expect(lines[0]).toBe('Request,Customer,Mobile,Reason,Status,Requested,Last Updated');
    expect(lines[1]).toContain('0771234567');
    for (const line of lines) expect(line).not.toContain('•');
  });
});
