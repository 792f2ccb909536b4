// The work queues: credit-card applications, block requests and installments, the dispute
// report, recurring payments and bank service requests. Each decision goes through the status
// action: the allowed statuses, the confirmation, the exact notice and the list reloaded.
import type { Locator } from '@playwright/test';
import { choose, expectForbidden, listTable, openAction, openList, rowOf } from './crud';
import { expect, expectAccessible, nav, notice, settled, signIn, test } from './support';

/** The options a select offers, in order (the list closes again). */
async function optionsOf(dialog: Locator, label: string): Promise<string[]> {
  await dialog.getByRole('textbox', { name: label }).click();
  const options = dialog.page().getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allTextContents();
  await dialog.getByRole('textbox', { name: label }).press('Escape');
  return texts;
}

const CARDS = [
  {
    path: '/admin/credit-cards/applications',
    title: 'Credit Card Applications',
    singular: 'Application',
    id: '9001',
    api: /\/api\/customers\/credit-card\/applications\/9001$/,
    list: /\/api\/customers\/credit-card\/applications\?/,
    allowed: ['In review', 'Approved', 'Rejected'],
    to: 'Approved',
    body: { status: 'APPROVED', createdDateTime: '2026-11-10T19:47:30+05:30', lastUpdatedDateTime: '2026-11-10T19:47:30+05:30' },
    noticeText: 'Application Request Edited Successfully',
    shows: ['Amaya Jayasinghe', '077•••••67', 'Visa Gold', '250,000.00', 'Pending', '2026-11-10 07:47 PM'],
    hidden: ['0771234567', '199245678123'],
  },
  {
    path: '/admin/credit-cards/block-request',
    title: 'Card Block Requests',
    singular: 'Block Request',
    id: '7003',
    api: /\/api\/customers\/credit-card\/blocked-requests\/7003$/,
    list: /\/api\/customers\/credit-card\/blocked-requests\?/,
    allowed: ['Approved', 'Rejected'],
    to: 'Rejected',
    acknowledge: 'The card ending 4821 stays usable although Amaya Jayasinghe reported it lost.',
    body: { status: 'REJECTED', createdDateTime: '2026-11-20T21:08:51+05:30', lastUpdatedDateTime: '2026-11-20T21:08:51+05:30' },
    noticeText: 'Block Request Edited Successfully',
    shows: ['Amaya Jayasinghe', '455412••••••4821', 'Lost', 'Pending'],
    hidden: ['455412******4821', '0771234567'],
  },
  {
    path: '/admin/credit-cards/installments',
    title: 'Installments',
    singular: 'Installment Plan',
    id: '6003',
    api: /\/api\/customers\/credit-card\/installments\/6003$/,
    list: /\/api\/customers\/credit-card\/installments\?/,
    allowed: ['Approved', 'Rejected', 'Cancelled'],
    to: 'Cancelled',
    body: { status: 'CANCELLED', createdDateTime: '2026-11-19T18:22:07+05:30', lastUpdatedDateTime: '2026-11-19T18:22:07+05:30' },
    noticeText: 'Installments Edited Successfully',
    shows: ['Amaya Jayasinghe', '455412••••••4821', 'Keells Super Union Place', '60,000.00', '10,000.00', 'Pending'],
    hidden: ['455412******4821'],
  },
];

test.describe('Credit cards', () => {
  for (const card of CARDS) {
    test(`${card.title}: masked rows, a status change among the allowed statuses, "${card.noticeText}", list reloaded`, async ({ page }) => {
      await openList(page, card.path, card.title, card.id);
      const row = rowOf(page, card.title, new RegExp(`^${card.id} `));
      for (const text of card.shows) await expect(row).toContainText(text);
      for (const text of card.hidden) await expect(listTable(page, card.title)).not.toContainText(text);

      const dialog = await openAction(page, card.title, card.singular, card.id, 'Change Status');
      // Category 11's statuses this kind of record may have, without the one it has.
      expect(await optionsOf(dialog, 'New status')).toEqual(card.allowed);
      await choose(dialog, 'New status', card.to);
      await expect(dialog).toContainText(`from Pending to ${card.to}?`);
      if (card.acknowledge) await dialog.getByRole('checkbox', { name: card.acknowledge }).check();
      await expectAccessible(page);

      const sent = page.waitForRequest((r) => r.method() === 'PUT' && card.api.test(r.url()));
      const reload = page.waitForRequest((r) => r.method() === 'GET' && card.list.test(r.url()) && /[?&]page=1(&|$)/.test(r.url()));
      await dialog.getByRole('button', { name: 'Save Status' }).click();
      expect((await sent).postDataJSON()).toEqual(card.body);
      await expect(notice(page, card.noticeText)).toBeVisible();
      await expect(dialog).toBeHidden();
      await reload;
      await settled(page);
    });
  }

  test('applications filter by status, kept in the URL; a row in review moves on to a decision', async ({ page }) => {
    await openList(page, '/admin/credit-cards/applications', 'Credit Card Applications', '9003');
    const filtered = page.waitForRequest((r) => /\/api\/customers\/credit-card\/applications\?page=1&size=10&status=IN_REVIEW$/.test(r.url()));
    await choose(page.getByRole('search', { name: 'Filters' }), 'Status', 'In review');
    await filtered;
    await expect(page).toHaveURL(/filters=/);
    const dialog = await openAction(page, 'Credit Card Applications', 'Application', '9002', 'Change Status');
    expect(await optionsOf(dialog, 'New status')).toEqual(['Approved', 'Rejected']);
  });
});

test.describe('Dispute report', () => {
  const TITLE = 'Dispute Report';

  test('lists disputes; an opened one shows its transaction in full', async ({ page }) => {
    await openList(page, '/admin/dispute-mgt/dispute-report', TITLE, 'TXN20261120000412');
    const open = rowOf(page, TITLE, /^TXN20261120000412 /);
    await expect(open).toContainText('Amaya Jayasinghe');
    await expect(open).toContainText('4,350.00');
    await expect(open).toContainText('Open');
    await expect(rowOf(page, TITLE, /^TXN20261116000154 /)).toContainText('Approved');
    await expect(rowOf(page, TITLE, /^TXN20261117000219 /)).toContainText('Rejected');
    await expect(listTable(page, TITLE)).not.toContainText('0771234567');
    // Decided disputes offer no decision.
    await expect(rowOf(page, TITLE, /^TXN20261116000154 /).getByRole('button', { name: /^More actions/ })).toHaveCount(0);

    await open.getByRole('button', { name: 'View Dispute TXN20261120000412' }).click();
    const panel = page.getByRole('dialog', { name: 'Dispute: TXN20261120000412 (Amaya Jayasinghe)' });
    const transaction = panel.getByRole('table', { name: 'Disputed transaction' });
    await expect(transaction.getByRole('row', { name: /^Trace Number/ })).toContainText('104412');
    await expect(transaction.getByRole('row', { name: /^Reference Number/ })).toContainText('632412104412');
    await expect(transaction.getByRole('row', { name: /^Merchant Id/ })).toContainText('MID000000000101');
    await expect(transaction.getByRole('row', { name: /^Terminal Id/ })).toContainText('TID00101');
    await expect(transaction.getByRole('row', { name: /^Transaction Date/ })).toContainText('2026-11-20 12:31 PM');
    await expect(transaction.getByRole('row', { name: /^Narration/ })).toContainText('QR payment to Keells Super Union Place');
    await expect(panel).not.toContainText('0771234567');
    await expect(panel.getByRole('button', { name: 'Approve/Reject' })).toBeVisible();
    await expectAccessible(page);
  });

  test('approve or reject is one action with a required reason; then the list shows the decided status', async ({ page }) => {
    await openList(page, '/admin/dispute-mgt/dispute-report', TITLE, 'TXN20261120000412');
    await rowOf(page, TITLE, /^TXN20261120000412 /).getByRole('button', { name: 'View Dispute TXN20261120000412' }).click();
    const panel = page.getByRole('dialog', { name: /^Dispute: TXN20261120000412/ });
    await panel.getByRole('button', { name: 'Approve/Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve/Reject' });
    await choose(dialog, 'New status', 'Approve (refund the customer)');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Duplicate charge confirmed with Keells Super; amount refunded to wallet');
    await expect(dialog).toContainText('Approve the dispute of Amaya Jayasinghe on transaction TXN20261120000412?');
    await expectAccessible(page);

    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/customers/transactions/disputes/TXN20261120000412'));
    const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/customers\/transactions\/disputes\?page=1&size=10&disputeStatusId=32$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await sent).postDataJSON()).toEqual({ disputeStatusId: 32, remark: 'Duplicate charge confirmed with Keells Super; amount refunded to wallet' });
    await expect(notice(page, 'Approve/Reject Successfully')).toBeVisible();
    await reload;
    await expect(dialog).toBeHidden();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Status' })).toHaveValue('Approved');
    await settled(page);
  });

  test('a refused decision stays in the dialog with the server message and the reason', async ({ page }) => {
    await openList(page, '/admin/dispute-mgt/dispute-report', TITLE, 'TXN20261120000412');
    await page.route('**/api/customers/transactions/disputes/TXN20261120000412', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Dispute TXN20261120000412 was already decided' }) })
        : route.fallback(),
    );
    const dialog = await openAction(page, TITLE, 'Dispute', 'TXN20261120000412', 'Approve/Reject');
    await choose(dialog, 'New status', 'Reject');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The merchant shows one charge only');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Dispute TXN20261120000412 was already decided');
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('The merchant shows one charge only');
    await expect(notice(page, 'Approve/Reject Successfully')).toHaveCount(0);
  });
});

test.describe('Recurring payments', () => {
  const TITLE = 'Recurring Payments';

  test('a failed payment is reprocessed with a status of category 12: "Recurring edited Successfully"', async ({ page }) => {
    await openList(page, '/admin/recurring-payment/recurringPayment', TITLE, '7803');
    const failed = rowOf(page, TITLE, /^7803 /);
    await expect(failed).toContainText('Fathima Rizna');
    await expect(failed).toContainText('Bill: Dialog Axiata PLC');
    await expect(failed).toContainText('1,250.00');
    await expect(failed).toContainText('Failed');
    await expect(rowOf(page, TITLE, /^7801 /)).toContainText('Active');
    // Only a failed payment is reprocessed.
    await expect(rowOf(page, TITLE, /^7801 /).getByRole('button', { name: /^More actions/ })).toHaveCount(0);

    const dialog = await openAction(page, TITLE, 'Recurring Payment', '7803', 'Reprocess');
    expect(await optionsOf(dialog, 'New status')).toEqual(['Active', 'Stopped']);
    await choose(dialog, 'New status', 'Active');
    await expect(dialog).toContainText('Set recurring payment 7803 of Fathima Rizna (Dialog Axiata PLC) to Active? It runs again now.');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/schedulePayment/7803/reprocess'));
    const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/schedulePayment\?page=1&size=10&categoryId=12/.test(r.url()));
    await dialog.getByRole('button', { name: 'Reprocess' }).click();
    expect((await sent).postDataJSON()).toEqual({ tenantId: 'wallet', statusId: 1 });
    await expect(notice(page, 'Recurring edited Successfully')).toBeVisible();
    await reload;
    await expect(dialog).toBeHidden();
    await settled(page);
  });

  test('filters by the statuses of category 12', async ({ page }) => {
    await openList(page, '/admin/recurring-payment/recurringPayment', TITLE, '7803');
    const filtered = page.waitForRequest((r) => /\/api\/schedulePayment\?page=1&size=10&categoryId=12&statusId=4$/.test(r.url()));
    await choose(page.getByRole('search', { name: 'Filters' }), 'Status', 'Failed');
    await filtered;
  });
});

test.describe('Bank service requests', () => {
  const TITLE = 'Bank Service Requests';

  test('sorted by id; a request viewed and set to COMPLETE: notice, list reloaded, view closed', async ({ page }) => {
    const sorted = page.waitForRequest((r) => /\/api\/bankServiceRequest\?page=1&size=10&sort=id%2Cdesc$/.test(r.url()));
    await openList(page, '/admin/service-req/service-request', TITLE, '1045');
    await sorted;
    const rows = listTable(page, TITLE).getByRole('row');
    await expect(rows.nth(1)).toContainText('1045');
    await expect(rows.nth(3)).toContainText('1043');
    await expect(rowOf(page, TITLE, /^1045 /)).toContainText('Cheque book');
    await expect(rowOf(page, TITLE, /^1043 /)).toContainText('Complete');
    await expect(listTable(page, TITLE)).not.toContainText('0712345678');
    await expect(rowOf(page, TITLE, /^1043 /).getByRole('button', { name: /^More actions/ })).toHaveCount(0);

    await rowOf(page, TITLE, /^1044 /).getByRole('button', { name: 'View Service Request 1044' }).click();
    const panel = page.getByRole('dialog', { name: 'Service Request: 1044 (Dinesh Kumara)' });
    await expect(panel).toContainText('Account statement October 2026 for account 8012345678, by email');
    await panel.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete' });
    await expect(dialog).toContainText('Mark the statement request 1044 of Dinesh Kumara as complete?');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/bankServiceRequest/1044/COMPLETE'));
    const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/bankServiceRequest\?page=1&/.test(r.url()));
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await sent;
    await expect(notice(page, 'Service Request Updated Successfully')).toBeVisible();
    await reload;
    await expect(dialog).toBeHidden();
    await expect(panel).toBeHidden();
    await settled(page);
  });
});

test('viewer sees none of the queues and is refused by URL', async ({ page }) => {
  // Six pages opened by URL, each a full load of the console.
  test.setTimeout(90_000);
  await signIn(page, 'viewer');
  for (const group of ['Customer Management', 'Report Management', 'Dispute Management']) await expect(nav(page).getByText(group, { exact: true })).toHaveCount(0);
  for (const path of [
    '/admin/credit-cards/applications',
    '/admin/credit-cards/block-request',
    '/admin/credit-cards/installments',
    '/admin/recurring-payment/recurringPayment',
    '/admin/dispute-mgt/dispute-report',
    '/admin/service-req/service-request',
  ]) {
    await expectForbidden(page, path);
  }
});

test('kyc (CUSTOMER) works the card and recurring queues but not disputes or bank service requests', async ({ page }) => {
  await signIn(page, 'kyc');
  await nav(page).getByText('Customer Management', { exact: true }).click();
  await expect(nav(page).getByRole('link', { name: 'Credit Card Applications', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Recurring Payments', exact: true })).toBeVisible();
  for (const group of ['Report Management', 'Dispute Management']) await expect(nav(page).getByText(group, { exact: true })).toHaveCount(0);
  for (const path of ['/admin/dispute-mgt/dispute-report', '/admin/service-req/service-request']) await expectForbidden(page, path);
});
