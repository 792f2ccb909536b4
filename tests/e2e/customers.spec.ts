// Customer management against Prism: the customer list (search, filters, status change), a
// customer's record and sub-screens (from the customer and by deep link, unknown ids), a
// transaction and its status history, and the KYC video call (loopback room on Chromium's fake
// camera): video shown, muted, ended with endVideoCall sent, and its failure states.
import type { Page } from '@playwright/test';
import { choose, expectForbidden, listTable, openList, rowOf, showColumns, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, notice, settled, signIn, test } from './support';

/** A request of the API (under /api) with this method whose path matches. */
const apiRequest = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname.replace(/^\/api/, '')));

const AMAYA = '/admin/customer-mgt/100234';
const FATHIMA = '/admin/customer-mgt/100236';
const END_CALL = /^\/customers\/5003\/endVideoCall\/RM8c1ee15df3449e81db770c0f4f3e84c7$/;

/** Opens a customer's record and waits for who the customer is. */
async function openCustomer(page: Page, path: string, name: string, account: 'admin' | 'kyc' = 'kyc'): Promise<void> {
  await signIn(page, account, path);
  await expect(page.getByRole('heading', { name: `Customer: ${name}`, level: 2 })).toBeVisible();
}

/** Starts the video call from Fathima's record and waits until the customer's video plays. */
async function startCall(page: Page) {
  await openCustomer(page, FATHIMA, 'Fathima Rizna (100236)');
  const session = apiRequest(page, 'GET', /^\/customers\/5003\/getKYCDetails$/);
  await page.getByRole('button', { name: 'Start video KYC' }).click();
  await session;
  const dialog = page.getByRole('dialog', { name: 'Video KYC: Fathima Rizna (100236)' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Whether a video element shows frames. */
const playing = (page: Page, label: string) =>
  expect.poll(() => page.getByLabel(label).evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && video.readyState >= 2)).toBe(true);

test.describe('Customers', () => {
  test('lists customers with labels and masked personal data, searches and filters', async ({ page }) => {
    await openList(page, '/admin/customer-mgt/customers', 'Customers', '100234');
    const amaya = rowOf(page, 'Customers', /Amaya Jayasinghe/);
    await expect(amaya).toContainText('WLT0000100234');
    await expect(amaya).toContainText('•••••••••123');
    await expect(amaya).not.toContainText('199245678123');
    // At 1366 px these fold into the column menu; shown from there, they are read in the rows.
    await showColumns(page, 'Customers', ['Segment', 'Merchant Status', 'KYC', 'CRIB']);
    await expect(amaya).toContainText('Retail');
    await expect(rowOf(page, 'Customers', /Dinesh Kumara/)).toContainText('Premium');
    await expect(rowOf(page, 'Customers', /Dinesh Kumara/)).toContainText('Inactive');
    await expect(rowOf(page, 'Customers', /Fathima Rizna/)).toContainText('Unknown');
    await expect(rowOf(page, 'Customers', /Fathima Rizna/)).toContainText('Not a merchant');

    const searched = apiRequest(page, 'GET', /^\/customers$/);
    await page.getByRole('textbox', { name: 'Search Customers' }).fill('WLT0000100235');
    expect(new URL((await searched).url()).searchParams.get('search')).toBe('WLT0000100235');
    await settled(page);

    const filters = page.getByRole('search', { name: 'Filters' });
    const byStatus = page.waitForRequest((r) => /\/api\/customers\?/.test(r.url()) && r.url().includes('customerStatusId=3'));
    await choose(filters, 'Customer Status', 'Pending');
    await byStatus;
    const bySegment = page.waitForRequest((r) => /\/api\/customers\?/.test(r.url()) && r.url().includes('userSegmentId=PREMIUM'));
    await choose(filters, 'Segment', 'Premium');
    await bySegment;
    await expect(page).toHaveURL(/userSegmentId/);
    const byMerchant = page.waitForRequest((r) => /\/api\/customers\?/.test(r.url()) && r.url().includes('merchantStatusId=1'));
    await choose(filters, 'Merchant Status', 'Active');
    await byMerchant;
    await settled(page);
  });

  test("changes a customer's status with a reason behind a confirmation: the notice, the list reloaded at page 1", async ({ page }) => {
    await openList(page, '/admin/customer-mgt/customers?page=2&size=10', 'Customers', '100236');
    await page.getByRole('button', { name: 'More actions for Customer 100236' }).click();
    await page.getByRole('menuitem', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await expect(dialog).toContainText('Fathima Rizna (100236)');
    await dialog.getByRole('textbox', { name: 'New status' }).click();
    await expect(page.getByRole('option', { name: 'Pending', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await dialog.getByRole('button', { name: 'Change Status' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Video KYC completed on 2026-11-21');
    await expect(dialog).toContainText('Move Fathima Rizna (100236) to Active?');
    await expectAccessible(page);
    const saved = apiRequest(page, 'PUT', /^\/customers\/100236\/updateCustomerStatus$/);
    await submitAndExpectSaved(page, dialog, 'Change Status', 'Customer record edited Successfully', /\/api\/customers\?/);
    expect((await saved).postDataJSON()).toEqual({ customerStatusId: 1, merchantStatusId: null, userSegmentId: 'RETAIL', description: 'Video KYC completed on 2026-11-21' });
  });

  test("edits a customer's segment and merchant status from the record", async ({ page }) => {
    await openCustomer(page, '/admin/customer-mgt/100235', 'Dinesh Kumara (100235)', 'admin');
    await page.getByRole('button', { name: 'Edit Customer' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Customer' });
    await choose(form, 'Segment', 'Retail');
    await form.getByRole('textbox', { name: 'Reason' }).fill('Moved to retail at the customer request');
    const saved = apiRequest(page, 'PUT', /^\/customers\/100235\/updateCustomerStatus$/);
    await form.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ customerStatusId: 1, merchantStatusId: 1, userSegmentId: 'RETAIL', description: 'Moved to retail at the customer request' });
    await expect(notice(page, 'Customer record edited Successfully')).toBeVisible();
    await expect(form).toBeHidden();
    await settled(page);

    await page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('textbox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer asked to close the wallet');
    const changed = apiRequest(page, 'PUT', /^\/customers\/100235\/updateCustomerStatus$/);
    await dialog.getByRole('button', { name: 'Change Status' }).click();
    expect((await changed).postDataJSON()).toMatchObject({ customerStatusId: 2, description: 'Customer asked to close the wallet' });
    // The edit's notice may still be showing: this change adds its own, the last one.
    await expect(notice(page, 'Customer record edited Successfully').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("shows a customer's record: who, KYC, app registration and CRIB status, and leads to every sub-screen", async ({ page }) => {
    // Walks through six screens: three times the time of a one-screen test.
    test.slow();
    await openList(page, '/admin/customer-mgt/customers', 'Customers', '100236', 'kyc');
    await rowOf(page, 'Customers', /Fathima Rizna/).getByRole('link', { name: 'Record of Customer 100236' }).click();
    await expect(page.getByRole('heading', { name: 'Customer: Fathima Rizna (100236)', level: 2 })).toBeVisible();
    const who = page.getByRole('table', { name: 'Customer' });
    await expect(who).toContainText('WLT0000100236');
    await expect(who).toContainText('•••••••••012');
    await expect(page.getByRole('table', { name: 'KYC information' })).toContainText('Mohamed Fathima Rizna');
    await expect(page.getByRole('table', { name: 'KYC information' })).toContainText('2001-03-08');
    await expect(page.getByRole('table', { name: 'App registration' })).toContainText('Samsung Galaxy A15');
    await expect(page.getByRole('table', { name: 'App registration' })).toContainText('2026-11-14 10:03 AM');
    await expect(page.getByRole('table', { name: 'CRIB registration' })).toContainText('Unknown');
    await expect(page.getByRole('table', { name: 'CRIB registration' })).toContainText('0');
    await expectAccessible(page);

    const screens: [string, string, string][] = [
      ['Devices', 'Customer Devices', 'Samsung Galaxy A54 (SM-A546E)'],
      ['Payment Instruments', 'Payment Instruments', 'AMAYA JAYASINGHE'],
      ['User Mandates', 'User Mandates', 'Monthly wallet top-up from Bank of Ceylon savings'],
      ['Wallet History', 'Wallet History', 'TXN20261120000412'],
      ['Transaction History', 'Transaction History', 'TXN20261120000412'],
    ];
    for (const [link, title, cell] of screens) {
      await page.getByRole('navigation', { name: 'Customer screens' }).getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(page.getByText('Customer Fathima Rizna (100236)')).toBeVisible();
      await expect(listTable(page, title).getByRole('cell', { name: cell, exact: true }).first()).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Back to the customer' }).click();
      await expect(page.getByRole('heading', { name: 'Customer: Fathima Rizna (100236)', level: 2 })).toBeVisible();
    }
  });

  test('opens every sub-screen by deep link; an unknown customer or transaction is the 404 inside the shell', async ({ page }) => {
    // Walks through six screens: three times the time of a one-screen test.
    test.slow();
    await signIn(page, 'admin', `${AMAYA}/paymet_instruments`);
    await expect(page.getByRole('heading', { name: 'Payment Instruments', level: 2 })).toBeVisible();
    const card = rowOf(page, 'Payment Instruments', /AMAYA JAYASINGHE.*08\/29|08\/29/);
    await expect(card).toContainText('455412••••••4821');
    await expect(rowOf(page, 'Payment Instruments', /A Jayasinghe/)).toContainText('••••••••5678');

    // An instrument's status changes behind a confirmation, with a remark.
    await page.getByRole('button', { name: 'More actions for Payment Instrument 302' }).click();
    await page.getByRole('menuitem', { name: 'Change Status' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change Status' });
    await confirm.getByRole('textbox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await confirm.getByRole('textbox', { name: 'Remark' }).fill('Customer reported the account closed');
    await expect(confirm).toContainText('Move Account ending 5678 of Amaya Jayasinghe (100234) to Inactive?');
    const changed = apiRequest(page, 'PUT', /^\/customers\/5001\/paymentInstrument\/302$/);
    await confirm.getByRole('button', { name: 'Change Status' }).click();
    expect((await changed).postDataJSON()).toEqual({ statusId: 2, remark: 'Customer reported the account closed' });
    await expect(notice(page, 'Customer record edited Successfully')).toBeVisible();
    await settled(page);

    for (const [path, title] of [
      ['devices-list', 'Customer Devices'],
      ['user-mandates', 'User Mandates'],
      ['wallet-history', 'Wallet History'],
      ['transaction-history', 'Transaction History'],
    ]) {
      await page.goto(`${AMAYA}/${path}`);
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(page.getByText('Customer Amaya Jayasinghe (100234)')).toBeVisible();
    }
    for (const path of ['/admin/customer-mgt/999999/devices-list', '/admin/customer-mgt/abc/wallet-history', '/admin/customer-mgt/999999', `${AMAYA}/transaction-history/TXN20261199999999`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });

  test("filters a customer's transactions by dates and type, and opens one with its status history", async ({ page }) => {
    await signIn(page, 'kyc', `${AMAYA}/transaction-history`);
    await expect(listTable(page, 'Transaction History').getByRole('cell', { name: 'TXN20261118000087' }).first()).toBeVisible();
    await expect(rowOf(page, 'Transaction History', /TXN20261119000233/)).toContainText('6,820.50');
    const filters = page.getByRole('search', { name: 'Filters' });
    const byType = page.waitForRequest((r) => /\/api\/customers\/5001\/transactions\?/.test(r.url()) && r.url().includes('txTypeCode=QRPAY') && r.url().includes('isMerchant=false'));
    await choose(filters, 'Type', 'QR payment');
    await byType;
    const byDate = page.waitForRequest((r) => /\/api\/customers\/5001\/transactions\?/.test(r.url()) && r.url().includes('fromDate=2026-11-01'));
    await filters.getByRole('textbox', { name: 'From' }).fill('2026-11-01');
    await filters.getByRole('textbox', { name: 'From' }).press('Enter');
    await byDate;
    await settled(page);

    await rowOf(page, 'Transaction History', /TXN20261120000412/).getByRole('link', { name: 'Details of Transaction TXN20261120000412' }).click();
    await expect(page.getByRole('heading', { name: 'Transaction TXN20261120000412', level: 2 })).toBeVisible();
    const facts = page.getByRole('table', { name: 'Transaction' });
    for (const text of ['104412', 'LKR 4,350.00', '632412104412', 'MID000000000101', 'TID00101', '2026-11-20 12:31 PM', 'QR payment']) await expect(facts).toContainText(text);
    await expect(facts.getByRole('rowheader', { name: 'Cheque Number' })).toHaveCount(0);
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText('Initiated');
    await expect(history).toContainText('Approved by Keells Super Union Place (TID00101)');
    await expect(history).toContainText('2026-11-20 12:31 PM · System');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Transaction History' }).click();
    await expect(page.getByRole('heading', { name: 'Transaction History', level: 2 })).toBeVisible();
  });

  test("opens a mandate's attachments, each to open or download", async ({ page }) => {
    await signIn(page, 'admin', `${AMAYA}/user-mandates`);
    await expect(rowOf(page, 'User Mandates', /Standing order/)).toContainText('••••••••5678');
    await page.getByRole('button', { name: 'More actions for Mandate 801' }).click();
    await page.getByRole('menuitem', { name: 'Attachments' }).click();
    const panel = page.getByRole('dialog', { name: /Attachments: Direct debit 801/ });
    await expect(panel.getByRole('link', { name: 'boc-direct-debit-mandate.pdf', exact: true })).toHaveAttribute('href', 'https://cdn.wallet.example.lk/mandates/801/boc-direct-debit-mandate.pdf');
    await expect(panel.getByRole('link', { name: 'Download nic-copy.jpg' })).toHaveAttribute('download', 'nic-copy.jpg');
    await expectAccessible(page);
  });

  test('viewer reaches none of the customer screens', async ({ page }) => {
    await signIn(page, 'viewer', '/admin/dashboard');
    await expectForbidden(page, '/admin/customer-mgt/customers');
    await expectForbidden(page, `${FATHIMA}?video=true`);
    await expectForbidden(page, `${AMAYA}/transaction-history`);
  });
});

test.describe('KYC video call', () => {
  test('shows the customer, mutes, turns the camera off and ends the call with endVideoCall', async ({ page }) => {
    const dialog = await startCall(page);
    await playing(page, "Customer's video");
    await playing(page, 'Your video');
    await expect(dialog.getByText('Customer connected')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'KYC details to verify' })).toContainText('Mohamed Fathima Rizna');
    await expect(dialog.getByText('NIC (front)', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Mute' }).click();
    await expect(dialog.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('Microphone off')).toBeVisible();
    await dialog.getByRole('button', { name: 'Camera off' }).click();
    await expect(dialog.getByRole('button', { name: 'Camera on' })).toBeVisible();

    const ended = apiRequest(page, 'GET', END_CALL);
    await dialog.getByRole('button', { name: 'End call' }).click();
    await ended;
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/video=/);
  });

  test('closing the dialog and leaving the page end the call too', async ({ page }) => {
    let dialog = await startCall(page);
    await playing(page, "Customer's video");
    let ended = apiRequest(page, 'GET', END_CALL);
    await dialog.getByRole('button', { name: 'Close the video call' }).click();
    await ended;
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Start video KYC' }).click();
    dialog = page.getByRole('dialog', { name: 'Video KYC: Fathima Rizna (100236)' });
    await playing(page, "Customer's video");
    ended = apiRequest(page, 'GET', END_CALL);
    await page.goBack();
    await ended;
    await expect(dialog).toBeHidden();
  });

  test('a deep link opens the call for an officer who may verify', async ({ page }) => {
    await openCustomer(page, FATHIMA, 'Fathima Rizna (100236)');
    await page.goto(`${FATHIMA}?video=true`);
    await expect(page.getByRole('dialog', { name: 'Video KYC: Fathima Rizna (100236)' })).toBeVisible();
    await playing(page, "Customer's video");
    const ended = apiRequest(page, 'GET', END_CALL);
    await page.getByRole('button', { name: 'End call' }).click();
    await ended;
  });

  test('a camera refused by the browser is a clear state, with a way to start again', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const dialog = await startCall(page);
    const problem = dialog.getByRole('alert');
    await expect(problem).toContainText('The video call stopped');
    await expect(problem).toContainText('The browser refused the camera or microphone.');
    await expectAccessible(page);
    const again = apiRequest(page, 'GET', /^\/customers\/5003\/getKYCDetails$/);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await again;
    await expect(dialog.getByRole('alert')).toContainText('The browser refused the camera or microphone.');
  });

  test('the network gone and a session that cannot be opened are clear states', async ({ page, context }) => {
    const dialog = await startCall(page);
    await playing(page, "Customer's video");
    await context.setOffline(true);
    await expect(dialog.getByRole('status')).toContainText('The network connection is gone.');
    await context.setOffline(false);
    await expect(dialog.getByText('Customer connected')).toBeVisible();
    const ended = apiRequest(page, 'GET', END_CALL);
    await dialog.getByRole('button', { name: 'End call' }).click();
    await ended;

    await page.route(/\/api\/customers\/5003\/getKYCDetails$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Twilio unavailable' }) }));
    await page.getByRole('button', { name: 'Start video KYC' }).click();
    const failed = page.getByRole('dialog', { name: 'Video KYC: Fathima Rizna (100236)' });
    await expect(failed.getByRole('alert')).toContainText('The video call could not be opened');
    await expect(failed.getByRole('alert')).toContainText('Internal Server Error');
    await failed.getByRole('button', { name: 'Close the video call' }).click();
    await expect(failed).toBeHidden();
  });
});
