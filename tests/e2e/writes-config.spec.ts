// Writes of the config catalogue take effect (the `stateful` project, no answer intercepted):
// fees, transaction limits, FAQs, modes of operation, segments, products, promotion categories,
// promotions, templates and terms. Each test adds, edits and deletes on one screen, then reloads
// the page and asserts what the API now holds, not the notices. Each test has a tenant of its own.
import { pickDay } from './date-picker';
import { choose, deleteRow, deleteRowUndoable, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { cellOf, ownTenants, reloadList } from './stateful';
import { expect, PINNED_NOW, test } from './support';

ownTenants();

test('fees: an added fee, an edited percentage and a deleted fee are so after a reload', async ({ page }) => {
  const title = 'Fees and Charges';
  const list = /\/api\/fees\?/;
  await openList(page, '/admin/config-mgt/fee-mgt', title, 'P2P_STD');
  const add = await openAdd(page, 'Fee Charge');
  await add.getByLabel('Charge Code').fill('CASHIN_AGENT');
  await add.getByLabel('Description').fill('Cash in at an agent');
  await choose(add, 'Transaction Type', 'Cash in');
  await add.getByLabel('Amount').fill('20.00');
  await submitAndExpectSaved(page, add, 'Save', 'New Fee Charge added Successfully', list);
  const edit = await openEdit(page, title, 'Fee Charge', /CASHOUT_STD/);
  await edit.getByLabel('Percentage').fill('0.75');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Fee Charge edited Successfully', list);
  await deleteRow(page, title, 'Fee Charge', /BILL_CONV/, 'Delete Bill payment convenience fee (BILL_CONV)?');

  await reloadList(page, title, 'P2P_STD');
  await expect(rowOf(page, title, /CASHIN_AGENT/)).toContainText('Flat amount');
  await expect(rowOf(page, title, /CASHIN_AGENT/).getByRole('cell', { name: '20.00', exact: true })).toBeVisible();
  await expect(rowOf(page, title, /CASHOUT_STD/)).toContainText('0.75%');
  await expect(cellOf(page, title, 'BILL_CONV')).toHaveCount(0);
});

test('transaction limits: an added limit, an edited daily limit and a deleted limit are so after a reload', async ({ page }) => {
  const title = 'Transaction Limits';
  const list = /\/api\/transactions\/limits\?/;
  await openList(page, '/admin/config-mgt/limit-mgt', title, '50,000.00');
  const add = await openAdd(page, 'Transaction Limit');
  await choose(add, 'Segment', 'Premium');
  await choose(add, 'Transaction Type', 'Remittance');
  await add.getByLabel('Per Transaction Limit').fill('500000.00');
  await add.getByLabel('Daily Limit').fill('1000000.00');
  await add.getByLabel('Daily Count').fill('10');
  await add.getByLabel('Monthly Limit').fill('5000000.00');
  await submitAndExpectSaved(page, add, 'Save', 'New Limit added Successfully', list);
  const edit = await openEdit(page, title, 'Transaction Limit', /Retail.*Cash out/);
  await edit.getByLabel('Daily Limit').fill('75000.00');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Limit record edited Successfully', list);
  await deleteRow(page, title, 'Transaction Limit', /QR payment/, 'Delete the QRPAY limit of segment MERCHANT?');

  await reloadList(page, title, '50,000.00');
  await expect(rowOf(page, title, /Premium.*Remittance/)).toContainText('500,000.00');
  await expect(rowOf(page, title, /Retail.*Cash out/)).toContainText('75,000.00');
  await expect(listTable(page, title).getByRole('row', { name: /QR payment/ })).toHaveCount(0);
});

test('FAQs: an added question, an edited question and a deleted one are so after a reload', async ({ page }) => {
  const title = 'FAQs';
  const list = /\/api\/faq\?/;
  await openList(page, '/admin/config-mgt/faq-mgt', title, 'How do I add money to my wallet?');
  const add = await openAdd(page, 'FAQ');
  await add.getByLabel('Question').fill('Is there a fee for wallet-to-wallet transfers?');
  await add.getByLabel('Answer').fill('Each transfer to another Lanka Digital Wallet costs LKR 25.00.');
  await add.getByLabel('Category').fill('Payments');
  await add.getByLabel('Order').fill('2');
  await submitAndExpectSaved(page, add, 'Save', 'New FAQ added Successfully', list);
  const edit = await openEdit(page, title, 'FAQ', /How do I add money to my wallet\?/);
  await edit.getByLabel('Question').fill('How do I top up my wallet?');
  await submitAndExpectSaved(page, edit, 'Save changes', 'FAQ record edited Successfully', list);
  await deleteRow(page, title, 'FAQ', /What should I do if I lose my phone/, 'Delete "What should I do if I lose my phone?" (#304)?');

  await reloadList(page, title, 'How do I top up my wallet?');
  await expect(cellOf(page, title, 'Is there a fee for wallet-to-wallet transfers?')).toBeVisible();
  await expect(cellOf(page, title, 'How do I add money to my wallet?')).toHaveCount(0);
  await expect(cellOf(page, title, 'What should I do if I lose my phone?')).toHaveCount(0);
});

test('modes of operation: an added mode, an edited description and a delete left to run are so after a reload', async ({ page }) => {
  const title = 'Modes of Operation';
  const list = /\/api\/mode-of-operation\?/;
  await openList(page, '/admin/config-mgt/mode-of-operation', title, 'SINGLE');
  const add = await openAdd(page, 'Mode of Operation');
  await add.getByLabel('Code').fill('MINOR_GUARDIAN');
  await add.getByLabel('Description').fill("Minor's account operated by a guardian");
  await choose(add, 'Bank', 'Commercial Bank of Ceylon PLC');
  await submitAndExpectSaved(page, add, 'Save', 'New Mode of Operation Added Successfully', list);
  const edit = await openEdit(page, title, 'Mode of Operation', /JOINT_ANY/);
  await edit.getByLabel('Description').fill('Joint - either holder may operate alone');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Mode of Operation Edited Successfully', list);
  await deleteRowUndoable(page, title, 'Mode of Operation', /EITHER_SURVIVOR/, 'Mode of Operation Either or survivor (EITHER_SURVIVOR)');

  await reloadList(page, title, 'SINGLE');
  await expect(rowOf(page, title, /MINOR_GUARDIAN/)).toContainText('Commercial Bank of Ceylon PLC');
  await expect(rowOf(page, title, /JOINT_ANY/)).toContainText('Joint - either holder may operate alone');
  await expect(cellOf(page, title, 'EITHER_SURVIVOR')).toHaveCount(0);
});

test('segments: an added segment, an edited description and a deleted segment are so after a reload', async ({ page }) => {
  const title = 'Customer Segments';
  const list = /\/api\/segments\?/;
  await openList(page, '/admin/config-mgt/segments-mgt', title, 'RETAIL');
  const add = await openAdd(page, 'Segment');
  await add.getByLabel('Segment Code').fill('SENIOR');
  await add.getByRole('textbox', { name: 'Description', exact: true }).fill('Senior citizens');
  await submitAndExpectSaved(page, add, 'Save', 'New Segment added Successfully', list);
  const edit = await openEdit(page, title, 'Segment', /PREMIUM/);
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Premium banking');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Segment edited Successfully', list);
  await deleteRow(page, title, 'Segment', /MERCHANT/, 'Merchant (MERCHANT)');

  await reloadList(page, title, 'RETAIL');
  await expect(rowOf(page, title, /^SENIOR /)).toContainText('Senior citizens');
  await expect(rowOf(page, title, /^PREMIUM /)).toContainText('Premium banking');
  await expect(cellOf(page, title, 'MERCHANT')).toHaveCount(0);
});

test('products: an added product, an edited category list and a deleted product are so after a reload', async ({ page }) => {
  const title = 'Products';
  const list = /\/api\/products\?/;
  await openList(page, '/admin/config-mgt/product-mgt', title, 'WALLET_BASIC');
  const add = await openAdd(page, 'Product');
  await add.getByLabel('Product Code').fill('FCY_USD');
  await add.getByRole('textbox', { name: 'Description', exact: true }).fill('US dollar foreign currency savings account');
  await choose(add, 'Categories', 'Savings account');
  await choose(add, 'Categories', 'Current account');
  await add.getByLabel('Currency').fill('USD');
  await submitAndExpectSaved(page, add, 'Save', 'New Product added Successfully', list);
  const edit = await openEdit(page, title, 'Product', /WALLET_PLUS/);
  await choose(edit, 'Categories', 'Savings account');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Product edited Successfully', list);
  await deleteRow(page, title, 'Product', /CC_VISA_GOLD/, 'Visa Gold credit card (CC_VISA_GOLD)');

  await reloadList(page, title, 'WALLET_BASIC');
  await expect(rowOf(page, title, /FCY_USD/)).toContainText('Savings account, Current account');
  await expect(rowOf(page, title, /FCY_USD/)).toContainText('USD');
  await expect(rowOf(page, title, /WALLET_PLUS/)).toContainText('Wallet account, Debit card, Savings account');
  await expect(cellOf(page, title, 'CC_VISA_GOLD')).toHaveCount(0);
});

test('promotion categories: an added category, an edited description and a deleted category are so after a reload', async ({ page }) => {
  const title = 'Promotion Categories';
  const list = /\/api\/promotions\/categories\?/;
  await openList(page, '/admin/config-mgt/promo-cat-mgt', title, 'GROCERY');
  const add = await openAdd(page, 'Promotion Category');
  await add.getByLabel('Category Code').fill('UTILITY');
  await add.getByRole('textbox', { name: 'Description', exact: true }).fill('Utility bill payments');
  await submitAndExpectSaved(page, add, 'Save', 'New Promotion Category added Successfully', list);
  const edit = await openEdit(page, title, 'Promotion Category', /DINING/);
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Dining and takeaway');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Promotion Category edited Successfully', list);
  await deleteRow(page, title, 'Promotion Category', /TRAVEL/, 'Travel and leisure (TRAVEL)');

  await reloadList(page, title, 'GROCERY');
  await expect(rowOf(page, title, /^UTILITY /)).toContainText('Utility bill payments');
  await expect(rowOf(page, title, /^DINING /)).toContainText('Dining and takeaway');
  await expect(cellOf(page, title, 'TRAVEL')).toHaveCount(0);
});

test.describe('on the pinned day (the date pickers open on its month)', () => {
  test.use({ clockAt: PINNED_NOW });

  test('promotions: an added promotion, an edited discount and a deleted promotion are so after a reload', async ({ page }) => {
    const title = 'Promotions';
    const list = /\/api\/promotions\?/;
    await openList(page, '/admin/config-mgt/promo-mgt', title, 'Keells weekend 10% off');
    const add = await openAdd(page, 'Promotion');
    await add.getByLabel('Title').fill('Fuel 3% cashback');
    await choose(add, 'Category', 'Fuel');
    await add.getByRole('textbox', { name: 'Discount', exact: true }).fill('3.00');
    await pickDay(add, 'Start Date', 1);
    await pickDay(add, 'End Date', 28);
    await choose(add, 'Merchants', 'Keells Super Kandy (MID000000000102)');
    await submitAndExpectSaved(page, add, 'Save', 'New Promotion added Successfully', list);
    const edit = await openEdit(page, title, 'Promotion', /Arpico Hyde Park/);
    await edit.getByRole('textbox', { name: 'Discount', exact: true }).fill('750.00');
    await submitAndExpectSaved(page, edit, 'Save changes', 'Promotion edited Successfully', list);
    await deleteRow(page, title, 'Promotion', /Christmas dining/, 'Christmas dining 15% off (503)');

    await reloadList(page, title, 'Keells weekend 10% off');
    const added = rowOf(page, title, /Fuel 3% cashback/);
    await expect(added).toContainText('Fuel');
    await expect(added).toContainText('3.00%');
    await expect(added).toContainText('Keells Super Kandy (MID000000000102)');
    await expect(rowOf(page, title, /Arpico Hyde Park/)).toContainText('LKR 750.00');
    await expect(cellOf(page, title, 'Christmas dining 15% off')).toHaveCount(0);
  });

  test('terms: added terms with the version the server gave, an edited title and deleted terms are so after a reload', async ({ page }) => {
    const title = 'Terms and Conditions';
    const list = /\/api\/terms\?/;
    await openList(page, '/admin/config-mgt/terms-conditions', title, 'Lanka Digital Wallet - Terms of Use');
    const add = await openAdd(page, 'Terms and Conditions');
    await choose(add, 'Channel', 'Internet Banking');
    await choose(add, 'Category', 'Credit card application');
    await expect(add.getByRole('textbox', { name: 'Version' })).not.toHaveValue('');
    const version = await add.getByRole('textbox', { name: 'Version' }).inputValue();
    await add.getByRole('textbox', { name: 'Title' }).fill('Credit card applications through Internet Banking');
    await add.getByRole('textbox', { name: 'Content' }).fill('1. An application is decided within five working days.');
    await pickDay(add, 'Effective From', 15);
    await submitAndExpectSaved(page, add, 'Save', 'New Terms and Conditions added Successfully', list);
    const edit = await openEdit(page, title, 'Terms and Conditions', /^44 /);
    await edit.getByRole('textbox', { name: 'Title' }).fill('Agent cash in and cash out rules');
    await submitAndExpectSaved(page, edit, 'Save changes', 'Terms and Conditions edited Successfully', list);
    await deleteRow(page, title, 'Terms and Conditions', /^38 /, 'Lanka Digital Wallet - Terms of Use, version 1.0');

    await reloadList(page, title, 'Agent cash in and cash out rules');
    const added = rowOf(page, title, /Credit card applications through Internet Banking/);
    await expect(added).toContainText('Internet Banking');
    await expect(added).toContainText(version);
    await expect(rowOf(page, title, /^44 /)).toContainText('Agent');
    await expect(cellOf(page, title, '38')).toHaveCount(0);
  });
});

test('templates: an added template, an edited message and a deleted template are so after a reload', async ({ page }) => {
  const title = 'Templates';
  const list = /\/api\/template\?/;
  await openList(page, '/admin/config-mgt/template-mgt', title, '701');
  const add = await openAdd(page, 'Template');
  await choose(add, 'Template Type', 'Password reset');
  await choose(add, 'Channel', 'E-mail');
  await add.getByLabel('Subject').fill('Reset your wallet password');
  await add.getByLabel('Message').fill('Dear {{customerName}}, use {{otp}} to reset your password.');
  await submitAndExpectSaved(page, add, 'Save', 'New Template added Successfully', list);
  const edit = await openEdit(page, title, 'Template', /^701 /);
  await edit.getByLabel('Message').fill('Your Lanka Digital Wallet OTP is {{otp}}. Never share it.');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Template edited Successfully', list);
  await deleteRow(page, title, 'Template', /^704 /, 'TXN_SUCCESS PUSH template in Tamil (704)');

  await reloadList(page, title, '701');
  const added = rowOf(page, title, /Reset your wallet password/);
  await expect(added).toContainText('Password reset');
  await expect(added).toContainText('E-mail');
  await expect(rowOf(page, title, /^701 /)).toContainText('Never share it.');
  await expect(cellOf(page, title, '704')).toHaveCount(0);
});
