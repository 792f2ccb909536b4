// The catalogue of config management against Prism: customer segments, products, promotion
// categories, promotions and message templates. Each screen: the contract's example rows,
// add, edit and delete with their exact notices, the list reloaded at page 1, axe on open forms.
import type { Request } from '@playwright/test';
import { pickDay } from './date-picker';
import { choose, deleteRow, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, PINNED_NOW, test } from './support';

const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;

test.describe('Customer Segments', () => {
  const path = '/admin/config-mgt/segments-mgt';
  const title = 'Customer Segments';
  const list = /\/api\/segments\?/;

  test.beforeEach(async ({ page }) => {
    await openList(page, path, title, 'RETAIL');
  });

  test('lists the segments with status and last update', async ({ page }) => {
    for (const code of ['RETAIL', 'PREMIUM', 'MERCHANT']) await expect(rowOf(page, title, new RegExp(`^${code} `))).toBeVisible();
    await expect(rowOf(page, title, /PREMIUM/)).toContainText('2026-04-02 09:15 AM');
    await expect(rowOf(page, title, /PREMIUM/)).toContainText('Active');
  });

  test('adds a segment', async ({ page }) => {
    const form = await openAdd(page, 'Segment');
    await form.getByLabel('Segment Code').fill('senior');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Senior citizens');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Segment Code is 2 to 20 capital letters, digits or underscores, starting with a letter')).toBeVisible();
    await expectAccessible(page);
    await form.getByLabel('Segment Code').fill('SENIOR');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/segments\/$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Segment added Successfully', list);
    expect(bodyOf(await sent)).toEqual({ code: 'SENIOR', description: 'Senior citizens', statusId: 1 });
  });

  test('edits a segment with its code read-only', async ({ page }) => {
    const form = await openEdit(page, title, 'Segment', /PREMIUM/);
    await expect(form.getByLabel('Segment Code')).toHaveValue('PREMIUM');
    await expect(form.getByLabel('Segment Code')).toHaveAttribute('readonly', '');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Premium banking');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save changes', 'Segment edited Successfully', list);
  });

  test('deletes a segment', async ({ page }) => {
    await deleteRow(page, title, 'Segment', /MERCHANT/, 'Merchant (MERCHANT)');
  });
});

test.describe('Products', () => {
  const path = '/admin/config-mgt/product-mgt';
  const title = 'Products';
  const list = /\/api\/products\?/;

  test.beforeEach(async ({ page }) => {
    await openList(page, path, title, 'WALLET_BASIC');
  });

  test('lists the products with their categories by label', async ({ page }) => {
    await expect(rowOf(page, title, /WALLET_PLUS/)).toContainText('Wallet account, Debit card');
    await expect(rowOf(page, title, /CC_VISA_GOLD/)).toContainText('Credit card');
    await expect(rowOf(page, title, /CC_VISA_GOLD/)).toContainText('Inactive');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(5);
  });

  test('adds a product with several categories', async ({ page }) => {
    const form = await openAdd(page, 'Product');
    await expect(form.getByLabel('Currency')).toHaveValue('LKR');
    await form.getByLabel('Product Code').fill('FCY_USD');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('US dollar foreign currency savings account');
    await choose(form, 'Categories', 'Savings account');
    await choose(form, 'Categories', 'Current account');
    await form.getByLabel('Currency').fill('USD');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/products$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Product added Successfully', list);
    expect(bodyOf(await sent)).toEqual({
      prodTypeCode: 'FCY_USD',
      description: 'US dollar foreign currency savings account',
      categories: ['SAVINGS', 'CURRENT'],
      currency: 'USD',
      statusId: 1,
    });
  });

  test('edits a product, its categories shown by label', async ({ page }) => {
    const form = await openEdit(page, title, 'Product', /WALLET_PLUS/);
    await expect(form.getByLabel('Product Code')).toHaveAttribute('readonly', '');
    await expect(form.getByText('Debit card', { exact: true })).toBeVisible();
    await choose(form, 'Categories', 'Savings account');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/products\/WALLET_PLUS$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save changes', 'Product edited Successfully', list);
    expect(bodyOf(await sent)).toMatchObject({ prodTypeCode: 'WALLET_PLUS', categories: ['WALLET', 'DEBIT_CARD', 'SAVINGS'] });
  });

  test('deletes a product', async ({ page }) => {
    await deleteRow(page, title, 'Product', /CC_VISA_GOLD/, 'Visa Gold credit card (CC_VISA_GOLD)');
  });
});

test.describe('Promotion Categories', () => {
  const path = '/admin/config-mgt/promo-cat-mgt';
  const title = 'Promotion Categories';
  const list = /\/api\/promotions\/categories\?/;

  test.beforeEach(async ({ page }) => {
    await openList(page, path, title, 'GROCERY');
  });

  test('lists the promotion categories', async ({ page }) => {
    for (const code of ['GROCERY', 'DINING', 'FUEL', 'TRAVEL']) await expect(rowOf(page, title, new RegExp(`^${code} `))).toBeVisible();
    await expect(rowOf(page, title, /TRAVEL/)).toContainText('Inactive');
  });

  test('adds a promotion category', async ({ page }) => {
    const form = await openAdd(page, 'Promotion Category');
    await form.getByLabel('Category Code').fill('UTILITY');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Utility bill payments');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save', 'New Promotion Category added Successfully', list);
  });

  test('edits a promotion category', async ({ page }) => {
    const form = await openEdit(page, title, 'Promotion Category', /DINING/);
    await expect(form.getByLabel('Category Code')).toHaveAttribute('readonly', '');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Dining and takeaway');
    await expectAccessible(page);
    await submitAndExpectSaved(page, form, 'Save changes', 'Promotion Category edited Successfully', list);
  });

  test('deletes a promotion category', async ({ page }) => {
    await deleteRow(page, title, 'Promotion Category', /TRAVEL/, 'Travel and leisure (TRAVEL)');
  });
});

test.describe('Promotions', () => {
  // The date pickers open on this month.
  test.use({ clockAt: PINNED_NOW });

  const path = '/admin/config-mgt/promo-mgt';
  const title = 'Promotions';
  const list = /\/api\/promotions\?/;

  test.beforeEach(async ({ page }) => {
    await openList(page, path, title, 'Keells weekend 10% off');
  });

  test('lists the promotions: category and merchants by name, discount, dates', async ({ page }) => {
    const keells = rowOf(page, title, /Keells weekend/);
    await expect(keells).toContainText('Groceries and supermarkets');
    await expect(keells).toContainText('10.00%');
    await expect(keells).toContainText('2026-11-01');
    await expect(keells).toContainText('Keells Super Union Place (MID000000000101)');
    await expect(rowOf(page, title, /Arpico Hyde Park/)).toContainText('LKR 500.00');
    await expect(rowOf(page, title, /Christmas dining/)).toContainText('All merchants');
    await expect(rowOf(page, title, /Christmas dining/)).toContainText('Pending');
  });

  test('filters by category, kept in the URL', async ({ page }) => {
    const filtered = page.waitForRequest((r) => r.method() === 'GET' && list.test(r.url()) && r.url().includes('catCode=FUEL'));
    await page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Fuel', exact: true }).click();
    await filtered;
    await expect(page).toHaveURL(/catCode/);
  });

  test('adds a promotion with its dates from the date pickers', async ({ page }) => {
    const form = await openAdd(page, 'Promotion');
    await form.getByLabel('Title').fill('Fuel 3% cashback');
    await choose(form, 'Category', 'Fuel');
    await form.getByRole('textbox', { name: 'Discount', exact: true }).fill('3.00');
    await pickDay(form, 'Start Date', 1);
    await pickDay(form, 'End Date', 28);
    await choose(form, 'Merchants', 'Keells Super Kandy (MID000000000102)');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/promotions\/$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Promotion added Successfully', list);
    const body = bodyOf(await sent);
    expect(body).toMatchObject({ title: 'Fuel 3% cashback', catCode: 'FUEL', discountType: 'PERCENTAGE', discountValue: '3.00', merchantIds: ['MID000000000102'], statusId: 1 });
    expect(String(body.startDate)).toMatch(/^\d{4}-\d{2}-01$/);
    expect(String(body.endDate)).toMatch(/^\d{4}-\d{2}-28$/);
  });

  test('edits a promotion', async ({ page }) => {
    const form = await openEdit(page, title, 'Promotion', /Arpico Hyde Park/);
    await expect(form.getByLabel('Start Date')).toHaveValue('2026-11-15');
    await form.getByRole('textbox', { name: 'Discount', exact: true }).fill('750.00');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/promotions\/502$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save changes', 'Promotion edited Successfully', list);
    expect(bodyOf(await sent)).toMatchObject({ discountType: 'FLAT', discountValue: '750.00', catCode: 'GROCERY', startDate: '2026-11-15', endDate: '2026-11-30' });
  });

  test('deletes a promotion', async ({ page }) => {
    await deleteRow(page, title, 'Promotion', /Christmas dining/, 'Christmas dining 15% off (503)');
  });
});

test.describe('Templates', () => {
  const path = '/admin/config-mgt/template-mgt';
  const title = 'Templates';
  const list = /\/api\/template\?/;

  test.beforeEach(async ({ page }) => {
    await openList(page, path, title, '701');
  });

  test('lists the templates with type, channel and language by name', async ({ page }) => {
    const otp = rowOf(page, title, /^701 /);
    await expect(otp).toContainText('One-time password');
    await expect(otp).toContainText('SMS');
    await expect(otp).toContainText('English');
    await expect(rowOf(page, title, /^702 /)).toContainText('E-mail');
    await expect(rowOf(page, title, /^703 /)).toContainText('Sinhala');
    await expect(rowOf(page, title, /^704 /)).toContainText('Tamil');
  });

  test('adds a template: the placeholders of the template configuration are listed', async ({ page }) => {
    const form = await openAdd(page, 'Template');
    await expect(form.getByText(/\{\{customerName\}\} the customer's full name/)).toBeVisible();
    await choose(form, 'Template Type', 'Password reset');
    await choose(form, 'Channel', 'E-mail');
    await form.getByLabel('Subject').fill('Reset your wallet password');
    await form.getByLabel('Message').fill('Dear {{customerName}}, use {{otp}} to reset your password. It expires in {{expiryMinutes}} minutes.');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/template$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save', 'New Template added Successfully', list);
    expect(bodyOf(await sent)).toEqual({
      templateType: 'PASSWORD_RESET',
      channel: 'EMAIL',
      subject: 'Reset your wallet password',
      body: 'Dear {{customerName}}, use {{otp}} to reset your password. It expires in {{expiryMinutes}} minutes.',
      language: 'en',
      statusId: 1,
    });
  });

  test('edits a template', async ({ page }) => {
    const form = await openEdit(page, title, 'Template', /^701 /);
    await expect(form.getByRole('textbox', { name: 'Template Type' })).toHaveValue('One-time password');
    await form.getByLabel('Message').fill('Your Lanka Digital Wallet OTP is {{otp}}. It expires in {{expiryMinutes}} minutes. Never share it.');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/template\/701$/.test(r.url()));
    await submitAndExpectSaved(page, form, 'Save changes', 'Template edited Successfully', list);
    expect(bodyOf(await sent)).not.toHaveProperty('subject');
  });

  test('deletes a template', async ({ page }) => {
    await deleteRow(page, title, 'Template', /^704 /, 'TXN_SUCCESS PUSH template in Tamil (704)');
  });
});
