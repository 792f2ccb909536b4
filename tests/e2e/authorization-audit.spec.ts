import type { Page } from '@playwright/test';
import { choose, expectForbidden, listTable, openList, rowOf } from './crud';
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
    await expect(fee).toContainText('Raise the wallet transfer fee P2P_STD from 25.00 to 30.00');
    await expect(fee).toContainText(/Amount: 25\.00 →.*30\.00/);
    await expect(fee).toContainText('Pending');
    await expect(rowOf(page, REQUESTS, /^3054 /)).toContainText('Groups: adds Auditors');
    await expect(rowOf(page, REQUESTS, /^3050 /)).toContainText('New: Bank code 7719, Bank name National Savings Bank, Short code NSB and 2 more');
    await expect(rowOf(page, REQUESTS, /^3050 /)).toContainText('Accepted');
    await expect(rowOf(page, REQUESTS, /^3048 /)).toContainText('Removes: Id 23');
    await expect(rowOf(page, REQUESTS, /^3048 /)).toContainText('Rejected');
    // Decided requests, and the signed-in user's own request (maker-checker), offer no decision.
    for (const id of [3050, 3048, 3054]) await expect(rowOf(page, REQUESTS, new RegExp(`^${id} `)).getByRole('button', { name: /^More actions/ })).toHaveCount(0);
  });

  test('a request opens with its old and new values side by side, the changed ones marked', async ({ page }) => {
    await openList(page, '/admin/authorization-mgt/request', REQUESTS, '3056');
    await rowOf(page, REQUESTS, /^3056 /).getByRole('button', { name: 'View Authorization Request 3056' }).click();
    const panel = page.getByRole('dialog', { name: /Authorization Request: 3056/ });
    const change = panel.getByRole('table', { name: 'Requested change' });
    await expect(change.getByRole('columnheader')).toHaveText(['Field', 'Before', 'After']);
    await expect(change.getByRole('row', { name: /Per tx limit/ })).toHaveText(/Per tx limitChanged50000\.0075000\.00/);
    await expect(change.getByRole('row', { name: /Monthly limit/ })).not.toContainText('Changed');
    await expect(panel).not.toContainText('{"segmentCode"');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Close record' }).click();

    await rowOf(page, REQUESTS, /^3054 /).getByRole('button', { name: 'View Authorization Request 3054' }).click();
    await expect(page.getByRole('dialog', { name: /Authorization Request: 3054/ })).toContainText('You made this request: another administrator accepts or rejects it.');
  });

  for (const { decision, id, statusId, params, text } of [
    { decision: 'Accept', id: 3057, statusId: 26, params: FEE_PARAMS, text: 'Authorization request Accepted Successfully' },
    { decision: 'Reject', id: 3055, statusId: 29, params: MERCHANT_PARAMS, text: 'Authorization request Rejected Successfully' },
  ]) {
    test(`${decision} asks first, sends the request's params with status ${statusId}, and reloads the queue`, async ({ page }) => {
      await openList(page, '/admin/authorization-mgt/request', REQUESTS, String(id));
      await openMenu(page, id);
      await page.getByRole('menuitem', { name: decision }).click();
      const confirm = page.getByRole('dialog', { name: `${decision} Request` });
      await expect(confirm).toContainText(`request ${id} from`);
      await expectAccessible(page);
      const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/dual-check'));
      const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/dual-check\?page=1&size=10$/.test(r.url()));
      await confirm.getByRole('button', { name: decision, exact: true }).click();
      expect((await sent).postDataJSON()).toEqual({ id, statusId, params });
      await expect(notice(page, text)).toBeVisible();
      await reload;
      await expect(confirm).toBeHidden();
    });
  }

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
    await expect(values.getByRole('row', { name: /Fund tran mode/ })).toHaveText(/Fund tran modeChangedSLIPSCEFT/);
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
