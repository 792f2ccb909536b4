// FAQs, fees and charges, transaction limits and modes of operation: list, add, edit and
// delete against the contract's examples served by Prism.
import { choose, deleteRow, deleteRowUndoable, expectForbidden, listTable, openAdd, openEdit, openList, rowOf, showColumns, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, nav, signIn, test } from './support';

test.describe('FAQs', () => {
  const title = 'FAQs';
  const path = '/admin/config-mgt/faq-mgt';
  const list = /\/api\/faq\?/;

  test('lists the questions in three languages with their status', async ({ page }) => {
    await openList(page, path, title, 'How do I add money to my wallet?');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
    await expect(rowOf(page, title, /මගේ පසුම්බියට/)).toContainText('Sinhala');
    await expect(rowOf(page, title, /What should I do if I lose my phone/)).toContainText('2026-04-17 03:20 PM');
  });

  test('adds a question: validation first, then the notice and page 1', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, 'How do I add money to my wallet?');
    const form = await openAdd(page, 'FAQ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Question is required')).toBeVisible();
    await expect(form.getByText('Answer is required')).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Question').fill('Is there a fee for wallet-to-wallet transfers?');
    await form.getByLabel('Answer').fill('Each transfer to another Lanka Digital Wallet costs LKR 25.00.');
    await form.getByLabel('Category').fill('Payments');
    await form.getByLabel('Order').fill('2');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/faq\/$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New FAQ added Successfully', list);
    expect((await sent).postDataJSON()).toEqual({
      question: 'Is there a fee for wallet-to-wallet transfers?',
      answer: 'Each transfer to another Lanka Digital Wallet costs LKR 25.00.',
      category: 'Payments',
      order: 2,
      language: 'en',
      statusId: 1,
    });
  });

  test('edits a question, then shows the notice and page 1', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, 'How do I add money to my wallet?');
    const form = await openEdit(page, title, 'FAQ', /What should I do if I lose my phone/);
    await expect(form.getByRole('textbox', { name: 'Language' })).toHaveValue('English');
    await form.getByLabel('Answer').fill('Call the hotline on 0112445566 straight away, or block the wallet from Internet Banking.');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save changes', 'FAQ record edited Successfully', list);
  });

  test('deletes a question after a confirmation naming it', async ({ page }) => {
    await openList(page, path, title, 'How do I add money to my wallet?');
    await deleteRow(page, title, 'FAQ', /What should I do if I lose my phone/, 'Delete "What should I do if I lose my phone?" (#304)?');
  });
});

test.describe('Fees and Charges', () => {
  const title = 'Fees and Charges';
  const path = '/admin/config-mgt/fee-mgt';
  const list = /\/api\/fees\?/;

  test('lists the fees with transaction type labels and amounts', async ({ page }) => {
    await openList(page, path, title, 'P2P_STD');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
    // The transaction type folds at 1366 px; shown from the column menu, it reads by name.
    await showColumns(page, title, ['Transaction Type']);
    const cashOut = rowOf(page, title, /CASHOUT_STD/);
    await expect(cashOut).toContainText('Cash out');
    await expect(cashOut).toContainText('Percentage');
    await expect(cashOut).toContainText('1.00%');
    await expect(cashOut.getByRole('cell', { name: '500.00', exact: true })).toBeVisible();
    await expect(rowOf(page, title, /REMIT_STD/).getByRole('cell', { name: '1,500.00', exact: true })).toBeVisible();
    await expect(rowOf(page, title, /P2P_STD/)).toContainText('Wallet transfer');
  });

  test('adds a flat fee: the amount is asked for, percentage fields only for a percentage', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, 'P2P_STD');
    const form = await openAdd(page, 'Fee Charge');
    await expect(form.getByLabel('Percentage')).toHaveCount(0);
    await form.getByLabel('Charge Code').fill('CASHIN_AGENT');
    await form.getByLabel('Description').fill('Cash in at an agent');
    await choose(form, 'Transaction Type', 'Cash in');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Amount is required')).toBeVisible();
    await form.getByLabel('Amount').fill('-20');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Amount cannot be negative')).toBeVisible();
    await expect(form.getByText('LKR with two decimals, e.g. 25.00', { exact: false })).toBeVisible();
    await expectAccessible(page);

    await choose(form, 'Fee Type', 'Percentage');
    await expect(form.getByLabel('Amount')).toHaveCount(0);
    await expect(form.getByLabel('Minimum Fee')).toBeVisible();
    await choose(form, 'Fee Type', 'Flat amount');
    await form.getByLabel('Amount').fill('20.00');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/fees$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Fee Charge added Successfully', list);
    expect((await sent).postDataJSON()).toEqual({ chargeCode: 'CASHIN_AGENT', description: 'Cash in at an agent', txTypeCode: 'CASHIN', feeType: 'FLAT', amount: '20.00', statusId: 1 });
  });

  test('edits a percentage fee with its code read-only, then shows the notice and page 1', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, 'P2P_STD');
    const form = await openEdit(page, title, 'Fee Charge', /CASHOUT_STD/);
    await expect(form.getByLabel('Charge Code')).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'Transaction Type' })).toHaveValue('Cash out');
    await form.getByLabel('Percentage').fill('0.75');
    await form.getByLabel('Maximum Fee').fill('400.00');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save changes', 'Fee Charge edited Successfully', list);
  });

  test('deletes a fee after a confirmation naming it', async ({ page }) => {
    await openList(page, path, title, 'P2P_STD');
    await deleteRow(page, title, 'Fee Charge', /BILL_CONV/, 'Delete Bill payment convenience fee (BILL_CONV)?');
  });
});

test.describe('Transaction Limits', () => {
  const title = 'Transaction Limits';
  const path = '/admin/config-mgt/limit-mgt';
  const list = /\/api\/transactions\/limits\?/;

  test('lists the limits with segment and transaction type names (one configuration call)', async ({ page }) => {
    const configs: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/configs\?/.test(r.url()) && !/type=tenants/.test(r.url())) configs.push(new URL(r.url()).search);
    });
    await openList(page, path, title, '50,000.00');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
    const merchantQr = rowOf(page, title, /Merchant/);
    await expect(merchantQr).toContainText('QR payment');
    await expect(merchantQr.getByRole('cell', { name: '100,000,000.00', exact: true })).toBeVisible();
    await expect(rowOf(page, title, /Premium/)).toContainText('Wallet transfer');
    await expect(listTable(page, title).getByRole('cell', { name: 'RETAIL', exact: true })).toHaveCount(0);
    expect(configs).toEqual(['?type=segments&type=txTypes']);
  });

  test('adds a limit chosen by names: validation first, then the notice and page 1', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, '50,000.00');
    const form = await openAdd(page, 'Transaction Limit');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Segment is required')).toBeVisible();
    await expect(form.getByText('Transaction Type is required')).toBeVisible();
    await expectAccessible(page);

    await choose(form, 'Segment', 'Premium');
    await choose(form, 'Transaction Type', 'Remittance');
    await form.getByLabel('Per Transaction Limit').fill('500000.00');
    await form.getByLabel('Daily Limit').fill('1000000.00');
    await form.getByLabel('Daily Count').fill('10');
    await form.getByLabel('Monthly Limit').fill('5000000.00');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/transactions\/limits$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Limit added Successfully', list);
    expect((await sent).postDataJSON()).toEqual({
      segmentCode: 'PREMIUM',
      txTypeCode: 'REMIT',
      perTxLimit: '500000.00',
      dailyLimit: '1000000.00',
      dailyCount: 10,
      monthlyLimit: '5000000.00',
      statusId: 1,
    });
  });

  test('edits a limit with segment and transaction type read-only, then shows the notice and page 1', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, '50,000.00');
    const form = await openEdit(page, title, 'Transaction Limit', /Retail.*Cash out/);
    await expect(form.getByRole('textbox', { name: 'Segment' })).toHaveValue('Retail');
    await expect(form.getByRole('textbox', { name: 'Segment' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Transaction Type' })).toHaveValue('Cash out');
    await expect(form.getByRole('textbox', { name: 'Transaction Type' })).toBeDisabled();
    await form.getByLabel('Daily Limit').fill('75000.00');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/transactions\/limits\/RETAIL\/CASHOUT$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save changes', 'Limit record edited Successfully', list);
    expect((await sent).postDataJSON()).toMatchObject({ segmentCode: 'RETAIL', txTypeCode: 'CASHOUT', dailyLimit: '75000.00' });
  });

  test('deletes a limit after a confirmation naming it', async ({ page }) => {
    await openList(page, path, title, '50,000.00');
    await deleteRow(page, title, 'Transaction Limit', /Retail.*Cash out/, 'Delete the CASHOUT limit of segment RETAIL?');
  });
});

test.describe('Modes of Operation', () => {
  const title = 'Modes of Operation';
  const path = '/admin/config-mgt/mode-of-operation';
  const list = /\/api\/mode-of-operation\?/;

  test('lists the modes with bank names and filters by bank', async ({ page }) => {
    await openList(page, path, title, 'SINGLE');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
    await expect(rowOf(page, title, /JOINT_ALL/)).toContainText('Commercial Bank of Ceylon PLC');
    await expect(rowOf(page, title, /EITHER_SURVIVOR/)).toContainText('Inactive');

    const filtered = page.waitForRequest((r) => list.test(r.url()) && /bankCode=7010/.test(r.url()));
    await page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Bank' }).click();
    await page.getByRole('option', { name: 'Bank of Ceylon', exact: true }).click();
    await filtered;
    await expect(page).toHaveURL(/bankCode/);
  });

  test('adds a mode: validation first, then the notice and page 1', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, 'SINGLE');
    const form = await openAdd(page, 'Mode of Operation');
    await form.getByLabel('Code').fill('minor guardian');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Code is 2 to 50 capital letters, digits or underscores, starting with a letter')).toBeVisible();
    await expect(form.getByText('Bank is required')).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel('Code').fill('MINOR_GUARDIAN');
    await form.getByLabel('Description').fill("Minor's account operated by a guardian");
    await choose(form, 'Bank', 'Commercial Bank of Ceylon PLC');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/mode-of-operation$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Mode of Operation Added Successfully', list);
    expect((await sent).postDataJSON()).toEqual({ code: 'MINOR_GUARDIAN', description: "Minor's account operated by a guardian", bankCode: '7056', statusId: 1 });
  });

  test('edits a mode with its code read-only, then shows the notice and page 1', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, 'SINGLE');
    const form = await openEdit(page, title, 'Mode of Operation', /JOINT_ANY/);
    await expect(form.getByLabel('Code')).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'Bank' })).toHaveValue('Bank of Ceylon');
    await form.getByLabel('Description').fill('Joint - either holder may operate alone');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save changes', 'Mode of Operation Edited Successfully', list);
  });

  test('deletes a mode without a confirmation: Undo is offered first', async ({ page }) => {
    await openList(page, path, title, 'SINGLE');
    await deleteRowUndoable(page, title, 'Mode of Operation', /EITHER_SURVIVOR/, 'Mode of Operation Either or survivor (EITHER_SURVIVOR)');
  });
});

test('a viewer sees none of the charge and limit screens and is refused them by URL', async ({ page }) => {
  await signIn(page, 'viewer');
  const screens = {
    FAQs: '/admin/config-mgt/faq-mgt',
    'Fees and Charges': '/admin/config-mgt/fee-mgt',
    'Transaction Limits': '/admin/config-mgt/limit-mgt',
    'Modes of Operation': '/admin/config-mgt/mode-of-operation',
  };
  for (const [name, path] of Object.entries(screens)) {
    await expect(nav(page).getByRole('link', { name })).toHaveCount(0);
    await expectForbidden(page, path);
    await expect(page.getByRole('table', { name })).toHaveCount(0);
  }
});
