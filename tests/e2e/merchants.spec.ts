import type { Page } from '@playwright/test';
import { choose, deleteRow, expectForbidden, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, nav, notice, settled, signIn, test } from './support';

/** Sends the merchant dropdown step `type` to Prism with that step's named example (Prism cannot vary an answer by parameter). */
/** Chooses an option of a filter whose label is exactly `label` ("Merchant" beside "Head Merchant"). */
async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const dropdownExamples = (page: Page) =>
  page.route('**/api/merchants/merchantDropdowns?*', (route) => {
    const type = new URL(route.request().url()).searchParams.get('type') ?? 'heads';
    return route.continue({ headers: { ...route.request().headers(), prefer: `example=${type}` } });
  });

test.describe('Head merchants', () => {
  const path = '/admin/merchant-mgt/head-mer-mgt';
  const title = 'Head Merchants';
  const list = /\/api\/merchants\/heads\?/;

  test('lists the head merchants with the settlement account masked', async ({ page }) => {
    await openList(page, path, title, 'Keells Super');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(4);
    await expect(rowOf(page, title, /Keells Super/)).toContainText('••••••••7890');
    await expect(rowOf(page, title, /Keells Super/)).not.toContainText('001234567890');
    await expect(rowOf(page, title, /Arpico Supercentre/)).toContainText('Commercial Bank of Ceylon PLC');
  });

  test('adds a head merchant from its settlement account and its wallet user found by mobile number', async ({ page }) => {
    await openList(page, `${path}?page=2&size=10`, title, 'Keells Super');
    const form = await openAdd(page, 'Head Merchant');
    const lookedUp = page.waitForRequest((r) => /\/api\/merchants\/getHeadMerchantDetailsByAccNo\?accountNo=000987654321$/.test(r.url()));
    await form.getByLabel('Settlement Account Number').fill('000987654321');
    await form.getByRole('button', { name: 'Look up' }).click();
    await lookedUp;
    await expect(form.getByRole('status')).toContainText('Filled in from the record found: Name, Bank, Branch Code');
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Laugfs Super');
    await expect(form.getByRole('textbox', { name: 'Bank' })).toHaveValue('Bank of Ceylon');
    await expect(form.getByLabel('City')).toHaveValue('Kandy');
    await expectAccessible(page);
    // The wallet user is found by what the operator knows, shown by name with the mobile masked.
    const walletUser = form.getByRole('textbox', { name: 'Wallet User' });
    const searched = page.waitForRequest((r) => /\/api\/customers\?/.test(r.url()) && new URL(r.url()).searchParams.get('search') === '0771234567');
    await walletUser.fill('0771234567');
    await searched;
    await page.getByRole('listbox').getByRole('option', { name: 'Amaya Jayasinghe (077•••••67)', exact: true }).click();
    await expect(walletUser).toHaveValue('Amaya Jayasinghe (077•••••67)');
    await choose(form, 'Business Category', '5411 - Grocery Stores, Supermarkets');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/merchants/heads'));
    await submitAndExpectSaved(page, form, 'Save', 'New Head Merchant added Successfully', list);
    expect((await sent).postDataJSON()).toMatchObject({ accountNo: '000987654321', name: 'Laugfs Super', bankCode: '7010', branchCode: '004', userId: 5001, mcc: '5411', statusId: 1 });
  });

  test("names a head merchant's wallet user in its view panel and edit form", async ({ page }) => {
    // The customers list answers Amaya Jayasinghe as wallet user 6021, Keells Super's.
    await page.route('**/api/customers?*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { data: { userId: number }[] } };
      const [first] = body.data.data;
      if (first) first.userId = 6021;
      await route.fulfill({ response: answer, json: body });
    });
    await openList(page, path, title, 'Keells Super');
    await rowOf(page, title, /Keells Super/).getByRole('button', { name: /^View / }).click();
    const panel = page.getByRole('dialog', { name: /Keells Super/ });
    await expect(panel.getByRole('row', { name: /^Wallet User/ })).toContainText('Amaya Jayasinghe (077•••••67)');
    await panel.getByRole('button', { name: /^Close/ }).click();
    const form = await openEdit(page, title, 'Head Merchant', /Keells Super/);
    await expect(form.getByRole('textbox', { name: 'Wallet User' })).toHaveValue('Amaya Jayasinghe (077•••••67)');
  });

  test('an account the bank does not know is said plainly and the form stays as typed', async ({ page }) => {
    await page.route('**/api/merchants/getHeadMerchantDetailsByAccNo?*', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }));
    await openList(page, path, title, 'Keells Super');
    const form = await openAdd(page, 'Head Merchant');
    await form.getByLabel('Settlement Account Number').fill('000111222333');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Corner Shop');
    await form.getByRole('button', { name: 'Look up' }).click();
    await expect(form.getByRole('status')).toHaveText('The bank knows no account 000111222333: check the number, or fill in the details by hand.');
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Corner Shop');
    await expect(form.getByLabel('Settlement Account Number')).toHaveValue('000111222333');
  });

  test('edits a head merchant with its account number read-only', async ({ page }) => {
    await openList(page, path, title, 'Keells Super');
    const form = await openEdit(page, title, 'Head Merchant', /Arpico Supercentre/);
    await expect(form.getByLabel('Settlement Account Number')).toHaveValue('101000234567');
    await expect(form.getByLabel('Settlement Account Number')).toHaveAttribute('readonly', '');
    await form.getByLabel('Contact Person').fill('Nadeesha Perera');
    await submitAndExpectSaved(page, form, 'Save changes', 'Head Merchant record edited Successfully', list);
  });

  test('deletes a head merchant after a confirmation naming it', async ({ page }) => {
    await openList(page, path, title, 'Keells Super');
    await deleteRow(page, title, 'Head Merchant', /Cargills Food City/, 'Delete Cargills Food City (23)?');
  });
});

test.describe('Merchants', () => {
  const path = '/admin/merchant-mgt/merchant-mgt';
  const title = 'Merchants';
  const list = /\/api\/merchants\?/;

  test('adds a merchant: the head merchant is chosen by name and fills its details', async ({ page }) => {
    await openList(page, path, title, 'MID000000000101');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(4);
    await expect(rowOf(page, title, /MID000000000201/)).toContainText('Arpico Supercentre');
    const form = await openAdd(page, 'Merchant');
    const details = page.waitForRequest((r) => /\/api\/merchants\/getHeadMerchantDetailsForMerchantById\?id=23$/.test(r.url()));
    await choose(form, 'Head Merchant', 'Cargills Food City');
    await details;
    await expect(form.getByRole('status')).toContainText('Filled in from the record found: Business Category');
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Colombo 02');
    await expectAccessible(page);
    await form.getByLabel('MID').fill('MID000000000301');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Cargills Food City Nugegoda');
    await choose(form, 'Commission Profile', 'Standard QR');
    await choose(form, 'Risk Profile', 'New merchant');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/merchants'));
    await submitAndExpectSaved(page, form, 'Save', 'New Merchant added Successfully', list);
    expect((await sent).postDataJSON()).toMatchObject({ headMerchantId: 23, mid: 'MID000000000301', mcc: '5411', commissionProfileId: 1, riskProfileId: 3, settlementMode: 'END_OF_DAY' });
  });

  test('edits a merchant, its head merchant and MID read-only', async ({ page }) => {
    await openList(page, path, title, 'MID000000000101');
    const form = await openEdit(page, title, 'Merchant', /MID000000000102/);
    await expect(form.getByRole('textbox', { name: 'Head Merchant' })).toHaveValue('Keells Super');
    await expect(form.getByLabel('MID')).toHaveAttribute('readonly', '');
    await form.getByLabel('Display Name').fill('Keells Kandy City');
    await submitAndExpectSaved(page, form, 'Save changes', 'Merchant record edited Successfully', list);
  });

  test('deletes a merchant after a confirmation naming it', async ({ page }) => {
    await openList(page, path, title, 'MID000000000101');
    await deleteRow(page, title, 'Merchant', /MID000000000201/, 'Delete Arpico Hyde Park (MID000000000201)?');
  });

  test('filters by head merchant then merchant; changing the head merchant clears the merchant', async ({ page }) => {
    await dropdownExamples(page);
    await openList(page, path, title, 'MID000000000101');
    const filters = page.getByRole('search', { name: 'Filters' });
    await expect(filters.getByRole('textbox', { name: 'Merchant', exact: true })).toBeDisabled();

    let filtered = page.waitForRequest((r) => list.test(r.url()) && r.url().includes('headMerchantId=21') && !r.url().includes('mid='));
    await chooseFilter(page, 'Head Merchant', 'Keells Super');
    await filtered;
    filtered = page.waitForRequest((r) => list.test(r.url()) && r.url().includes('headMerchantId=21') && r.url().includes('mid=MID000000000102'));
    await chooseFilter(page, 'Merchant', 'Keells Super Kandy');
    await filtered;
    await expect(page).toHaveURL(/MID000000000102/);

    filtered = page.waitForRequest((r) => list.test(r.url()) && r.url().includes('headMerchantId=22') && !r.url().includes('mid='));
    await chooseFilter(page, 'Head Merchant', 'Arpico Supercentre');
    await filtered;
    await expect(filters.getByRole('textbox', { name: 'Merchant', exact: true })).toHaveValue('');
    await expect(page).not.toHaveURL(/MID000000000102/);
    await expect(page).toHaveURL(/page=1/);
  });
});

test.describe('Terminals', () => {
  const title = 'Terminals';
  const list = /\/api\/merchants\/MID000000000101\/terminals\?/;

  const path = '/admin/merchant-mgt/MID000000000101/terminals';

  test("a merchant's terminals are reached from its row, name the merchant and lead back", async ({ page }) => {
    await openList(page, '/admin/merchant-mgt/merchant-mgt', 'Merchants', 'MID000000000101');
    await rowOf(page, 'Merchants', /MID000000000101/).getByRole('link', { name: 'Terminals' }).click();
    await expect(page).toHaveURL(/\/admin\/merchant-mgt\/MID000000000101\/terminals/);
    await expect(page.getByText('Keells Super Union Place (MID000000000101)')).toBeVisible();
    await expect(listTable(page, title).getByRole('cell', { name: 'TID00101', exact: true })).toBeVisible();
    await expect(rowOf(page, title, /TID00101/)).toContainText('POS terminal');
    await page.getByRole('link', { name: 'Back to Merchants' }).click();
    await expect(page.getByRole('heading', { name: 'Merchants', level: 2 })).toBeVisible();
  });

  test('adds a terminal with a type from the merchant\'s terminal configuration', async ({ page }) => {
    const config = page.waitForRequest((r) => /\/api\/merchants\/terminals\/config\?merchantId=MID000000000101$/.test(r.url()));
    await openList(page, path, title, 'TID00101');
    await config;
    const add = await openAdd(page, 'Terminal');
    await add.getByLabel('TID').fill('TID00104');
    await choose(add, 'Terminal Type', 'Dynamic QR');
    await add.getByLabel('Location').fill('Self-checkout kiosk');
    await expectAccessible(page);
    await submitAndExpectSaved(page, add, 'Save', 'New Terminal added Successfully', list);
  });

  test('edits a terminal with its TID read-only', async ({ page }) => {
    await openList(page, path, title, 'TID00101');
    const edit = await openEdit(page, title, 'Terminal', /TID00102/);
    await expect(edit.getByLabel('TID')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Location').fill('Pharmacy counter');
    await submitAndExpectSaved(page, edit, 'Save changes', 'Terminal record edited Successfully', list);
  });

  test('deletes a terminal after a confirmation naming it', async ({ page }) => {
    await openList(page, path, title, 'TID00101');
    await deleteRow(page, title, 'Terminal', /TID00103/, 'Delete TID00103 (MID000000000101)?');
  });

  test('a deep link to an unknown MID shows the 404 inside the console', async ({ page }) => {
    await signIn(page, 'admin', '/admin/merchant-mgt/MID999999999999/terminals');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('table', { name: title })).toHaveCount(0);
  });
});

test.describe('Merchant requests', () => {
  const path = '/admin/merchant-mgt/merchant-requests';
  const title = 'Merchant Requests';

  test('a request is read in full, with its documents', async ({ page }) => {
    await openList(page, path, title, 'Amaya Home Bakers');
    await expect(rowOf(page, title, /^301 /)).toContainText('Pending');
    await expect(rowOf(page, title, /^303 /)).toContainText('Rejected');
    await rowOf(page, title, /^301 /).getByRole('button', { name: 'View Merchant Request 301' }).click();
    const panel = page.getByRole('dialog', { name: /Merchant Request: Amaya Home Bakers/ });
    await expect(panel.getByRole('link', { name: 'br-certificate.pdf' })).toHaveAttribute('href', /merchant-requests\/301\/br-certificate\.pdf$/);
    await expect(panel).toContainText('Business registration');
    await expectAccessible(page);
  });

  test('filters the queue by status', async ({ page }) => {
    await openList(page, path, title, 'Amaya Home Bakers');
    const filtered = page.waitForRequest((r) => /\/api\/merchants\/merchantRequests\?page=1&size=10&status=PENDING$/.test(r.url()));
    await choose(page.getByRole('search', { name: 'Filters' }), 'Status', 'Pending');
    await filtered;
    await expect(page).toHaveURL(/PENDING/);
  });

  test('approves a pending request after a confirmation saying what happens, and reloads the queue', async ({ page }) => {
    await openList(page, path, title, 'Amaya Home Bakers');
    await expect(rowOf(page, title, /^302 /).getByRole('button', { name: 'More actions for Merchant Request 302' })).toHaveCount(0);
    await rowOf(page, title, /^301 /).getByRole('button', { name: 'More actions for Merchant Request 301' }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve' });
    await expect(confirm).toContainText('Approve Amaya Home Bakers for Amaya Jayasinghe (077•••••67)? The wallet user becomes a merchant at once.');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/merchants/merchantRequestUpdate/301'));
    const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/merchants\/merchantRequests\?page=1&size=10$/.test(r.url()));
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ userId: 5001, action: 'APPROVE' });
    await expect(notice(page, 'Approve/Reject Successfully')).toBeVisible();
    await reload;
    await expect(confirm).toBeHidden();
    await settled(page);
  });

  test('rejects a request from its view with the remark the user is shown', async ({ page }) => {
    await openList(page, path, title, 'Amaya Home Bakers');
    await rowOf(page, title, /^301 /).getByRole('button', { name: 'View Merchant Request 301' }).click();
    await page.getByRole('dialog', { name: /Merchant Request: Amaya Home Bakers/ }).getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject' });
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(confirm.getByText('Remark is required')).toBeVisible();
    await confirm.getByLabel('Remark').fill('Business registration certificate is illegible');
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/merchants/merchantRequestUpdate/301'));
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ userId: 5001, action: 'REJECT', remark: 'Business registration certificate is illegible' });
    await expect(notice(page, 'Approve/Reject Successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await settled(page);
  });
});

test.describe('Risk profiles', () => {
  const path = '/admin/merchant-mgt/risk-mgt';
  const title = 'Risk Profiles';
  const list = /\/api\/merchants\/profiles\/risk\?/;

  test('lists the limits per transaction, day and month', async ({ page }) => {
    await openList(page, path, title, 'Standard retail');
    await expect(rowOf(page, title, /Standard retail/)).toContainText('200,000.00');
  });

  test('adds a risk profile', async ({ page }) => {
    await openList(page, path, title, 'Standard retail');
    const add = await openAdd(page, 'Risk Profile');
    await add.getByLabel('Name').fill('Fuel stations');
    await add.getByLabel('Limit per Transaction (LKR)').fill('100000.00');
    await add.getByLabel('Limit per Day (LKR)').fill('2000000.00');
    await add.getByLabel('Limit per Month (LKR)').fill('50000000.00');
    await add.getByLabel('Transactions per Day').fill('1500');
    await expectAccessible(page);
    await submitAndExpectSaved(page, add, 'Save', 'New Risk Profile added Successfully', list);
  });

  test('edits and deletes a risk profile', async ({ page }) => {
    await openList(page, path, title, 'Standard retail');
    const edit = await openEdit(page, title, 'Risk Profile', /New merchant/);
    await edit.getByLabel('Limit per Transaction (LKR)').fill('75000.00');
    await submitAndExpectSaved(page, edit, 'Save changes', 'Risk Profile record edited Successfully', list);
    await deleteRow(page, title, 'Risk Profile', /New merchant/, 'Delete New merchant (3)?');
  });
});

test.describe('Commission profiles', () => {
  const path = '/admin/merchant-mgt/comm-profile';
  const title = 'Commission Profiles';
  const list = /\/api\/merchants\/commissionRates\?/;

  test('lists and adds a merchant commission profile', async ({ page }) => {
    await openList(page, path, title, 'Standard QR');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(4);
    const add = await openAdd(page, 'Commission Profile');
    await add.getByLabel('Name').fill('Small retailers');
    await add.getByLabel('MDR (%)').fill('2.00');
    await add.getByLabel('Settlement Days').fill('3');
    await expectAccessible(page);
    await submitAndExpectSaved(page, add, 'Save', 'New Commission Profile Added Successfully', list);
  });

  test('edits and deletes a merchant commission profile', async ({ page }) => {
    await openList(page, path, title, 'Standard QR');
    const edit = await openEdit(page, title, 'Commission Profile', /Premium merchants/);
    await edit.getByLabel('MDR (%)').fill('0.90');
    await submitAndExpectSaved(page, edit, 'Save changes', 'Commission Profile Edited Successfully', list);
    await deleteRow(page, title, 'Commission Profile', /Utilities/, 'Delete Utilities (3)?');
  });
});

const SCREENS = {
  'Head Merchants': '/admin/merchant-mgt/head-mer-mgt',
  Merchants: '/admin/merchant-mgt/merchant-mgt',
  'Merchant Requests': '/admin/merchant-mgt/merchant-requests',
  'Commission Profiles': '/admin/merchant-mgt/comm-profile',
  'Risk Profiles': '/admin/merchant-mgt/risk-mgt',
  Terminals: '/admin/merchant-mgt/MID000000000101/terminals',
};

for (const account of ['viewer', 'kyc'] as const) {
  test(`${account} reaches no Merchant Management screen, by menu or by URL`, async ({ page }) => {
    await signIn(page, account);
    await expect(nav(page)).toBeVisible();
    await expect(nav(page).getByText('Merchant Management')).toHaveCount(0);
    for (const [name, path] of Object.entries(SCREENS)) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
      await expectForbidden(page, path);
      await expect(page.getByRole('table', { name })).toHaveCount(0);
    }
  });
}
