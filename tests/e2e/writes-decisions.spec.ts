// Decisions and status changes take effect (the `stateful` project, no answer intercepted):
// credit-card applications, block requests and installments, a recurring payment reprocessed, a
// customer's status, segment and payment instrument, a dispute decided from its view, and an inbox
// message deleted. Each test asserts what the API holds after a reload, not the notices. Each
// test has a tenant of its own.
import { choose, deleteRow, openAction, openList, rowOf } from './crud';
import { cellOf, ownTenants, reloadList } from './stateful';
import { expect, notice, settled, signIn, test } from './support';

ownTenants();

const CARDS = [
  { path: '/admin/credit-cards/applications', title: 'Credit Card Applications', singular: 'Application', id: '9001', to: 'Approved', noticeText: 'Application Request Edited Successfully' },
  {
    path: '/admin/credit-cards/block-request',
    title: 'Card Block Requests',
    singular: 'Block Request',
    id: '7003',
    to: 'Rejected',
    acknowledge: 'The card ending 4821 stays usable although Amaya Jayasinghe reported it lost.',
    noticeText: 'Block Request Edited Successfully',
  },
  { path: '/admin/credit-cards/installments', title: 'Installments', singular: 'Installment Plan', id: '6003', to: 'Cancelled', noticeText: 'Installments Edited Successfully' },
];

test('credit-card applications, block requests and installments: each decision is the status after a reload', async ({ page }) => {
  for (const [index, card] of CARDS.entries()) {
    if (index === 0) await openList(page, card.path, card.title, card.id);
    else await page.goto(card.path);
    await expect(rowOf(page, card.title, new RegExp(`^${card.id} `))).toContainText('Pending');
    const dialog = await openAction(page, card.title, card.singular, card.id, 'Change Status');
    await choose(dialog, 'New status', card.to);
    if (card.acknowledge) await dialog.getByRole('checkbox', { name: card.acknowledge }).check();
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    await expect(notice(page, card.noticeText)).toBeVisible();
    await expect(dialog).toBeHidden();
    await settled(page);

    await reloadList(page, card.title, card.id);
    const row = rowOf(page, card.title, new RegExp(`^${card.id} `));
    await expect(row).toContainText(card.to);
    await expect(row).not.toContainText('Pending');
  }
});

test('a failed recurring payment reprocessed is active after a reload, and offers no reprocessing any more', async ({ page }) => {
  const title = 'Recurring Payments';
  await openList(page, '/admin/recurring-payment/recurringPayment', title, '7803');
  await expect(rowOf(page, title, /^7803 /)).toContainText('Failed');
  const dialog = await openAction(page, title, 'Recurring Payment', '7803', 'Reprocess');
  await choose(dialog, 'New status', 'Active');
  await dialog.getByRole('button', { name: 'Reprocess' }).click();
  await expect(notice(page, 'Recurring edited Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await settled(page);

  await page.goto('/admin/recurring-payment/recurringPayment');
  await expect(cellOf(page, title, '7803')).toBeVisible();
  await expect(rowOf(page, title, /^7803 /)).toContainText('Active');
  await expect(rowOf(page, title, /^7803 /)).not.toContainText('Failed');
  await expect(rowOf(page, title, /^7803 /).getByRole('button', { name: /^More actions/ })).toHaveCount(0);
});

test("a customer's status, segment and payment instrument changed are so after a reload", async ({ page }) => {
  const title = 'Customers';
  await openList(page, '/admin/customer-mgt/customers', title, '100236');
  await expect(rowOf(page, title, /Fathima Rizna/)).toContainText('Pending');
  const change = await openAction(page, title, 'Customer', '100236', 'Change Status');
  await change.getByRole('textbox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await change.getByRole('textbox', { name: 'Reason' }).fill('Video KYC completed on 2026-11-21');
  await change.getByRole('button', { name: 'Change Status' }).click();
  await expect(notice(page, 'Customer record edited Successfully')).toBeVisible();
  await expect(change).toBeHidden();
  await settled(page);
  await reloadList(page, title, '100236');
  await expect(rowOf(page, title, /Fathima Rizna/)).toContainText('Active');
  await expect(rowOf(page, title, /Fathima Rizna/)).not.toContainText('Pending');

  await page.goto('/admin/customer-mgt/100235');
  await expect(page.getByRole('heading', { name: 'Customer: Dinesh Kumara (100235)', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Customer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await choose(edit, 'Segment', 'Retail');
  await edit.getByRole('textbox', { name: 'Reason' }).fill('Moved to retail at the customer request');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Customer record edited Successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await settled(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Customer' }).getByRole('row', { name: /^Segment/ })).toContainText('Retail');

  const INSTRUMENTS = 'Payment Instruments';
  await page.goto('/admin/customer-mgt/100234/paymet_instruments');
  await expect(rowOf(page, INSTRUMENTS, /A Jayasinghe/)).toContainText('Active');
  const instrument = await openAction(page, INSTRUMENTS, 'Payment Instrument', '302', 'Change Status');
  await instrument.getByRole('textbox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Inactive', exact: true }).click();
  await instrument.getByRole('textbox', { name: 'Remark' }).fill('Customer reported the account closed');
  await instrument.getByRole('button', { name: 'Change Status' }).click();
  await expect(notice(page, 'Customer record edited Successfully')).toBeVisible();
  await settled(page);
  await page.reload();
  await expect(rowOf(page, INSTRUMENTS, /A Jayasinghe/)).toContainText('Inactive');
});

test('a dispute approved from its view is approved after a reload', async ({ page }) => {
  const title = 'Dispute Report';
  await openList(page, '/admin/dispute-mgt/dispute-report', title, 'TXN20261120000412');
  await rowOf(page, title, /^TXN20261120000412 /).getByRole('button', { name: 'View Dispute TXN20261120000412' }).click();
  await page.getByRole('dialog', { name: /^Dispute: TXN20261120000412/ }).getByRole('button', { name: 'Approve/Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve/Reject' });
  await choose(dialog, 'New status', 'Approve (refund the customer)');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Duplicate charge confirmed with Keells Super; amount refunded to wallet');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, 'Approve/Reject Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await settled(page);

  // The list is filtered by the decided status, in the URL: a reload asks the API again.
  await reloadList(page, title, 'TXN20261120000412');
  await expect(rowOf(page, title, /^TXN20261120000412 /)).toContainText('Approved');
  await page.goto('/admin/dispute-mgt/dispute-report');
  await expect(rowOf(page, title, /^TXN20261120000412 /)).toContainText('Approved');
  await expect(rowOf(page, title, /^TXN20261120000412 /)).not.toContainText('Open');
});

test('an inbox message deleted is gone after a reload', async ({ page }) => {
  const title = 'Inbox';
  await openList(page, '/admin/inbox/inbox-view', title, 'Change of e-mail address');
  await deleteRow(page, title, 'Message', /Change of e-mail address/, '3095 from Amaya Jayasinghe');
  await reloadList(page, title, 'Wallet transfer not received');
  await expect(cellOf(page, title, 'Change of e-mail address')).toHaveCount(0);
  await signIn(page, 'admin', '/admin/inbox/inbox-view/3095/message-history');
  await expect(page.getByRole('alert', { name: 'The conversation could not be loaded' })).toContainText('The record was not found; it may have been deleted');
});
