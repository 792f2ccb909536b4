import type { Page } from '@playwright/test';
import { choose, expectForbidden, listTable, openList, rowOf, showColumns } from './crud';
import { expect, expectAccessible, nav, notice, signIn, test } from './support';

const REQUESTS = 'Authorization Requests';
const TRAIL = 'Audit Trail';

const FEE_PARAMS = '{"chargeCode":"P2P_STD","description":"Wallet transfer fee","txTypeCode":"P2P","feeType":"FLAT","amount":"30.00","statusId":1}';
const MERCHANT_PARAMS = '{"mid":"MID000000000102","name":"Keells Super Kandy","headMerchantId":21,"statusId":2}';

async function openMenu(page: Page, id: number): Promise<void> {
  await rowOf(page, REQUESTS, new RegExp(`^${id} `)).getByRole('button', { name: `More actions for Authorization Request ${id}` }).click();
}

test.describe('Authorization requests', () => {
  test('the queue says who asked for what change and when, with the change readable', async ({ page }) => {
    await openList(page, '/admin/authorization-mgt/request', REQUESTS, '3057');
    const fee = rowOf(page, REQUESTS, /^3057 /);
    await expect(fee).toContainText('2026-11-21 10:12 AM');
    await expect(fee).toContainText('Kasuni Fernando');
    await expect(fee).toContainText('Fees');
    await expect(fee).toContainText(/Amount: 25\.00 →.*30\.00/);
    await expect(fee).toContainText('Pending');
    await expect(rowOf(page, REQUESTS, /^3056 /)).toContainText(/Per transaction limit: 50,000\.00 →.*75,000\.00/);
    await expect(rowOf(page, REQUESTS, /^3055 /)).toContainText(/Status: Active →.*Inactive/);
    await expect(rowOf(page, REQUESTS, /^3048 /)).toContainText('Account number ••••••••5678');
    await expect(rowOf(page, REQUESTS, /^3054 /)).toContainText('Groups: adds Auditors');
    await expect(rowOf(page, REQUESTS, /^3050 /)).toContainText('New: Bank code 7719, Bank name National Savings Bank, Short code NSB and 2 more');
    await expect(rowOf(page, REQUESTS, /^3050 /)).toContainText('Accepted');
    await expect(rowOf(page, REQUESTS, /^3048 /)).toContainText('Removes: Id 23');
    await expect(rowOf(page, REQUESTS, /^3048 /)).not.toContainText('083010045678');
    await expect(rowOf(page, REQUESTS, /^3048 /)).toContainText('Rejected');
    // The maker's summary folds at 1366 px; shown from the column menu, it is read in the row.
    await showColumns(page, REQUESTS, ['Summary']);
    await expect(fee).toContainText('Raise the wallet transfer fee P2P_STD from 25.00 to 30.00');
    // Decided requests, and the signed-in user's own request (maker-checker), offer no decision.
    for (const id of [3050, 3048, 3054]) await expect(rowOf(page, REQUESTS, new RegExp(`^${id} `)).getByRole('button', { name: /^More actions/ })).toHaveCount(0);
  });

  test('a request opens with its old and new values side by side, the changed ones marked', async ({ page }) => {
    await openList(page, '/admin/authorization-mgt/request', REQUESTS, '3056');
    await rowOf(page, REQUESTS, /^3056 /).getByRole('button', { name: 'View Authorization Request 3056' }).click();
    const panel = page.getByRole('dialog', { name: /Authorization Request: 3056/ });
    const change = panel.getByRole('table', { name: 'Requested change' });
    await expect(change.getByRole('columnheader')).toHaveText(['Field', 'Before', 'After']);
    // Readable names and the spec's amount format, statuses by name.
    await expect(change.getByRole('row', { name: /Per transaction limit/ })).toHaveText(/Per transaction limitChanged50,000\.0075,000\.00/);
    await expect(change.getByRole('row', { name: /Monthly limit/ })).not.toContainText('Changed');
    await expect(change.getByRole('row', { name: /^Status/ })).toHaveText(/StatusActiveActive/);
    await expect(panel.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reject' })).toBeVisible();
    // Reject is the destructive decision: red, Accept is not.
    await expect(panel.getByRole('button', { name: 'Reject' })).toHaveCSS('background-color', 'rgb(224, 49, 49)');
    await expect(panel.getByRole('button', { name: 'Accept' })).not.toHaveCSS('background-color', 'rgb(224, 49, 49)');
    // Nobody has decided it yet: no empty "Decided By" or "Decided" rows.
    const properties = panel.getByRole('table', { name: /Authorization Request: 3056/ });
    await expect(properties.getByRole('rowheader', { name: 'Requested By' })).toBeVisible();
    await expect(properties.getByRole('rowheader', { name: /^Decided/ })).toHaveCount(0);
    await expect(panel).not.toContainText('{"segmentCode"');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Close record' }).click();

    await rowOf(page, REQUESTS, /^3054 /).getByRole('button', { name: 'View Authorization Request 3054' }).click();
    const own = page.getByRole('dialog', { name: /Authorization Request: 3054/ });
    await expect(own).toContainText('You made this request: another administrator accepts or rejects it.');
    await expect(own.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  test('Accept asks first, sends the request\'s params with status 26, and reloads the queue', async ({ page }) => {
    await openList(page, '/admin/authorization-mgt/request', REQUESTS, '3057');
    await openMenu(page, 3057);
    await page.getByRole('menuitem', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept' });
    await expect(confirm).toContainText('Accept request 3057 from kasuni.fernando');
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/dual-check'));
    const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/dual-check\?page=1&size=10$/.test(r.url()));
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ id: 3057, statusId: 26, params: FEE_PARAMS });
    await expect(notice(page, 'Authorization request Accepted Successfully')).toBeVisible();
    await reload;
    await expect(confirm).toBeHidden();
  });

  test('Reject is taken from the review panel and asks for a reason, sent with status 29', async ({ page }) => {
    await openList(page, '/admin/authorization-mgt/request', REQUESTS, '3055');
    await rowOf(page, REQUESTS, /^3055 /).getByRole('button', { name: 'View Authorization Request 3055' }).click();
    const panel = page.getByRole('dialog', { name: /Authorization Request: 3055/ });
    await expect(panel.getByRole('table', { name: 'Requested change' }).getByRole('row', { name: /^Status/ })).toHaveText(/StatusChangedActiveInactive/);
    await panel.getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject' });
    await expect(confirm).toContainText('Reject request 3055 from ruwan.silva');
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(confirm.getByText('Reason for rejecting is required')).toBeVisible();
    await expectAccessible(page);

    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/dual-check'));
    const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/dual-check\?page=1&size=10$/.test(r.url()));
    await confirm.getByRole('textbox', { name: 'Reason for rejecting' }).fill('The merchant settled its dispute');
    await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ id: 3055, statusId: 29, params: MERCHANT_PARAMS, reason: 'The merchant settled its dispute' });
    await expect(notice(page, 'Authorization request Rejected Successfully')).toBeVisible();
    await reload;
    await expect(confirm).toBeHidden();
    await expect(panel).toBeHidden();
  });

  test('filters the queue by status, kept in the URL', async ({ page }) => {
    await openList(page, '/admin/authorization-mgt/request', REQUESTS, '3057');
    const filtered = page.waitForRequest((r) => /\/api\/dual-check\?page=1&size=10&statusId=25$/.test(r.url()));
    await choose(page.getByRole('search', { name: 'Filters' }), 'Status', 'Pending');
    await filtered;
    await expect(page).toHaveURL(/filters=/);
    await page.reload();
    await expect(page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Status' })).toHaveValue('Pending');
  });
});

test.describe('Audit trail', () => {
  test('lists who did what, when, to what, and how it went', async ({ page }) => {
    await openList(page, '/admin/system-audit/trail', TRAIL, '2026-11-21 10:42 AM');
    const approval = rowOf(page, TRAIL, /2026-11-21 10:42 AM/);
    for (const text of ['Nimal Perera', 'Approve', 'Authorization requests', '3050', 'Success']) await expect(approval).toContainText(text);
    await expect(rowOf(page, TRAIL, /2026-11-21 09:58 AM/)).toContainText('Failure');
    await expect(page.getByText('1-10 of 1,287')).toBeVisible();
  });

  test('filters by user, action and date range in the URL', async ({ page }) => {
    await openList(page, '/admin/system-audit/trail', TRAIL, '2026-11-21 10:42 AM');
    const filters = page.getByRole('search', { name: 'Filters' });
    const byUser = page.waitForRequest((r) => /\/api\/audit\?page=1&size=10&userName=kasuni\.fernando$/.test(r.url()));
    await choose(filters, 'User', 'Kasuni Fernando');
    await byUser;
    const byAction = page.waitForRequest((r) => /\/api\/audit\?page=1&size=10&userName=kasuni\.fernando&action=UPDATE$/.test(r.url()));
    await choose(filters, 'Action', 'Update');
    await byAction;
    await expectAccessible(page);

    const ranged = page.waitForRequest((r) => /\/api\/audit\?.*userName=kasuni\.fernando&action=UPDATE&fromDate=2026-11-01&toDate=2026-11-21$/.test(r.url()));
    await page.goto(`/admin/system-audit/trail?page=1&size=10&filters=${encodeURIComponent(JSON.stringify({ userName: 'kasuni.fernando', action: 'UPDATE', fromDate: '2026-11-01', toDate: '2026-11-21' }))}`);
    await ranged;
    await expect(filters.getByRole('textbox', { name: 'From' })).toHaveValue('2026-11-01');
    await expect(filters.getByRole('textbox', { name: 'To' })).toHaveValue('2026-11-21');
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/filters=/);
  });

  test('an entry opens in full, its recorded values readable', async ({ page }) => {
    await openList(page, '/admin/system-audit/trail', TRAIL, '2026-11-21 10:31 AM');
    await rowOf(page, TRAIL, /2026-11-21 10:31 AM/).getByRole('button', { name: 'View Audit Entry 90411' }).click();
    const panel = page.getByRole('dialog', { name: /Audit Entry: kasuni\.fernando/ });
    await expect(panel).toContainText('10.20.7.52');
    const values = panel.getByRole('table', { name: 'Recorded values' });
    await expect(values.getByRole('row', { name: /Fund transfer mode/ })).toHaveText(/Fund transfer modeChangedSLIPSCEFT/);
    await expectAccessible(page);
  });
});

test('viewer cannot reach the authorization queue or the audit trail', async ({ page }) => {
  await signIn(page, 'viewer');
  await expect(nav(page).getByText('Authorization', { exact: true })).toHaveCount(0);
  await expect(nav(page).getByText('System Audit', { exact: true })).toHaveCount(0);
  for (const path of ['/admin/authorization-mgt/request', '/admin/system-audit/trail']) await expectForbidden(page, path);
  await expect(listTable(page, TRAIL)).toHaveCount(0);
});
