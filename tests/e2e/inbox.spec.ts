// The inbox of customer messages (unread first, filters, delete) and a message's history as a
// thread with a reply box. Messages are stored as JSON text: their text is shown, never the
// JSON or HTML, and a message that is not valid JSON is shown as received.
import { choose, deleteRow, expectForbidden, listTable, openList, rowOf } from './crud';
import { expect, expectAccessible, nav, notice, settled, signIn, test } from './support';

const TITLE = 'Inbox';

test.describe('Inbox', () => {
  test('unread messages first, their text read from the stored JSON, the customer masked', async ({ page }) => {
    await openList(page, '/admin/inbox/inbox-view', TITLE, 'Wallet transfer not received');
    const rows = listTable(page, TITLE).getByRole('row');
    // Both NEW messages (3107 and the older 3093) before the read, replied and closed ones.
    await expect(rows.nth(1)).toContainText('Wallet transfer not received');
    await expect(rows.nth(2)).toContainText('Credit card PIN');
    await expect(rows.nth(3)).toContainText('Premium segment monthly fee');
    const first = rowOf(page, TITLE, /Wallet transfer not received/);
    await expect(first).toContainText('I sent LKR 5,000.00 to 0712345678 this morning');
    await expect(first).toContainText('Transactions');
    await expect(first).toContainText('New');
    await expect(first).toContainText('077•••••67');
    await expect(listTable(page, TITLE)).not.toContainText('"body"');
    await expect(listTable(page, TITLE)).not.toContainText('0771234567');
  });

  test('an opened message shows its text and attachment; one that is not valid JSON is shown as received', async ({ page }) => {
    await openList(page, '/admin/inbox/inbox-view', TITLE, 'Wallet transfer not received');
    await rowOf(page, TITLE, /Wallet transfer not received/).getByRole('button', { name: 'View Message 3107' }).click();
    const panel = page.getByRole('dialog', { name: 'Message: 3107 from Amaya Jayasinghe' });
    await expect(panel).toContainText('I sent LKR 5,000.00 to 0712345678 this morning and the money left my wallet');
    await expect(panel.getByRole('link', { name: 'transfer-receipt.jpg' })).toHaveAttribute('href', 'https://cdn.wallet.example.lk/inbox/3107/transfer-receipt.jpg');
    await expect(panel).not.toContainText('{"subject"');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Close record' }).click();

    await rowOf(page, TITLE, /Credit card PIN/).getByRole('button', { name: 'View Message 3093' }).click();
    const plain = page.getByRole('dialog', { name: 'Message: 3093 from Dinesh Kumara' });
    await expect(plain).toContainText("Shown as received: this message is not in the app's message format.");
    await expect(plain).toContainText('Sent from app 1.1: I did not receive the PIN for my new Mastercard World card. Please post it again.');
  });

  test('filters from the inbox configuration, kept in the URL', async ({ page }) => {
    await openList(page, '/admin/inbox/inbox-view', TITLE, 'Wallet transfer not received');
    const filters = page.getByRole('search', { name: 'Filters' });
    const byStatus = page.waitForRequest((r) => /\/api\/inbox\?page=1&size=10&status=NEW$/.test(r.url()));
    await choose(filters, 'Status', 'New');
    await byStatus;
    const byCategory = page.waitForRequest((r) => /\/api\/inbox\?page=1&size=10&status=NEW&category=CARD$/.test(r.url()));
    await choose(filters, 'Category', 'Cards');
    await byCategory;
    await expect(page).toHaveURL(/filters=/);
  });

  test('a message is deleted after the confirmation: "Successfully Deleted"', async ({ page }) => {
    await openList(page, '/admin/inbox/inbox-view', TITLE, 'Change of e-mail address');
    const sent = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/api/inbox/3095'));
    await deleteRow(page, TITLE, 'Message', /Change of e-mail address/, '3095 from Amaya Jayasinghe');
    await sent;
  });
});

test.describe('Message history', () => {
  test('the conversation as a thread, opened from the inbox', async ({ page }) => {
    await openList(page, '/admin/inbox/inbox-view', TITLE, 'Missed my KYC video call');
    await rowOf(page, TITLE, /Missed my KYC video call/).getByRole('link', { name: /Message History/ }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\/inbox-view\/3101\/message-history$/);
    await expect(page.getByRole('heading', { name: 'Message History', level: 2 })).toBeVisible();
    const thread = page.getByRole('list', { name: 'Conversation 3101' });
    const entries = thread.getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Customer');
    await expect(entries.nth(0)).toContainText('I missed the video call for my KYC verification yesterday.');
    await expect(entries.nth(0)).toContainText('2026-11-18 10:02 AM');
    await expect(entries.nth(1)).toContainText('Staff');
    await expect(entries.nth(1)).toContainText('ruwan.silva');
    await expect(entries.nth(1)).toContainText('you can request a new video call from Profile > KYC in the app');
    await expect(entries.nth(2)).toContainText('I requested it but the app says my request is still pending.');
    await expectAccessible(page);
  });

  test('a reply answers the latest customer message: "New Reply added Successfully", the thread reloads', async ({ page }) => {
    await signIn(page, 'admin', '/admin/inbox/inbox-view/3101/message-history');
    await expect(page.getByRole('list', { name: 'Conversation 3101' }).getByRole('listitem')).toHaveCount(3);
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByText('Reply is required')).toBeVisible();

    await reply.fill('Your video call request is now approved. An agent will call you tomorrow between 10 and 11 a.m.');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/inbox/3101/reply/3105'));
    const reload = page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith('/api/inbox/3101/history'));
    await page.getByRole('button', { name: 'Send Reply' }).click();
    expect((await sent).postDataJSON()).toEqual({ inboxId: 3101, body: 'Your video call request is now approved. An agent will call you tomorrow between 10 and 11 a.m.' });
    await expect(notice(page, 'New Reply added Successfully')).toBeVisible();
    await reload;
    await expect(reply).toHaveValue('');
    await settled(page);
  });

  test('a refused reply keeps its text and shows the server message', async ({ page }) => {
    await signIn(page, 'admin', '/admin/inbox/inbox-view/3101/message-history');
    await page.route('**/api/inbox/3101/reply/3105', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Conversation 3101 is closed' }) }),
    );
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.fill('We are looking into it.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The reply was not sent' })).toContainText('Conversation 3101 is closed');
    await expect(reply).toHaveValue('We are looking into it.');
  });
});

test('the dashboard notification of a new message opens its conversation', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'New message from Amaya Jayasinghe: Wallet transfer not received' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/inbox-view\/3107\/message-history$/);
  await expect(page.getByRole('heading', { name: 'Message History', level: 2 })).toBeVisible();
});

for (const account of ['viewer', 'kyc'] as const) {
  test(`${account} has no inbox in the menu and is refused by URL`, async ({ page }) => {
    await signIn(page, account);
    await expect(nav(page).getByText('Message Inbox', { exact: true })).toHaveCount(0);
    await expectForbidden(page, '/admin/inbox/inbox-view');
    await expectForbidden(page, '/admin/inbox/inbox-view/3101/message-history');
  });
}
