// Report Management against Prism: each report's rows, its filters in the URL (a link
// reproduces the report), a download saved under the name of the Content-Disposition header,
// the record-limit refusal (412) and a 406 with the server's message; the remittance
// transaction detail; the section refused to a user without REPORT.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { choose, expectForbidden, listTable, openList, rowOf, showColumns } from './crud';
import { expect, expectAccessible, nav, notice, PINNED_NOW, signIn, test } from './support';

/** The file name in the contract's shared Content-Disposition example (its RFC 5987 `filename*`). */
const FILE_NAME = 'wallet-report-2026-11-22.csv';
const LIMIT_TEXT = 'Cannot generate the report since maximum record limit 500 was exceeded';
/** The message of the contract's 406 example, read from the error body. */
const NOT_ACCEPTABLE_TEXT = 'No records found for the selected criteria';

type Report = {
  path: string;
  title: string;
  /** A cell of the example rows. */
  firstCell: string;
  rows: number;
  /** The download call's path. */
  download: RegExp;
  /** A line of the example file. */
  fileLine: string;
};

const REPORTS: Report[] = [
  { path: 'remittance-report', title: 'Remittance Report', firstCell: 'RMT2611200000123', rows: 3, download: /\/api\/remittance\/downloadTransactionReport\/csv\/(\?|$)/, fileLine: 'RMT2611200000123,2026-11-20 10:42 AM' },
  { path: 'service-request', title: 'Service Requests', firstCell: '5012', rows: 3, download: /\/api\/customers\/downloadCribReport\/csv(\?|$)/, fileLine: '5027,2026-11-14 03:48 PM,Dinesh Kumara' },
  { path: 'customer-report', title: 'Customer Report', firstCell: '100234', rows: 3, download: /\/api\/reports\/customers\/download\/csv(\?|$)/, fileLine: '100236,0765432109,Fathima Rizna' },
  { path: 'merchant-report', title: 'Merchant Report', firstCell: 'MID000000000101', rows: 3, download: /\/api\/reports\/merchants\/download\/csv(\?|$)/, fileLine: 'MID000000000201,Arpico Hyde Park' },
  { path: 'registration-report', title: 'Registration Report', firstCell: 'Internet Banking', rows: 3, download: /\/api\/reports\/registrations\/download\/csv(\?|$)/, fileLine: '2026-11-21,Agent,37,35' },
  { path: 'summary-report', title: 'Summary Report', firstCell: '2026-11-21', rows: 7, download: /\/api\/reports\/summary\/download\/csv(\?|$)/, fileLine: '2026-11-20,"5,985",66' },
  { path: 'year-summary-report', title: 'Year Summary Report', firstCell: 'November 2026', rows: 11, download: /\/api\/reports\/year-summary\/download\/csv(\?|$)/, fileLine: '2026-11,"46,120"' },
];

/** Sends the report's next download requests to Prism with `Prefer: code=<status>`. */
async function forceDownloadStatus(page: Page, pattern: RegExp, status: number): Promise<void> {
  await page.unroute(pattern);
  await page.route(pattern, (route) => route.continue({ headers: { ...route.request().headers(), prefer: `code=${status}` } }));
}

const downloads = (page: Page, title: string) => page.getByRole('group', { name: `Download ${title}` });

/** Opens a report's folded filters (the Filters button under the title) and gives them. */
async function openFilters(page: Page, title: string) {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filters = page.getByRole('search', { name: `${title} filters` });
  await expect(filters).toBeVisible();
  return filters;
}

const applied = (page: Page) => page.getByRole('list', { name: 'Filters applied' });

// Periods are relative to today: every test here runs on a pinned day.
test.use({ clockAt: PINNED_NOW });

/**
 * Days on which presets coincide ("This month" is "Today" on the 1st and "Last 7 days" on the
 * 7th) or a month ends, in the browser's zone (Asia/Colombo).
 */
const EDGE_DAYS = [
  { name: 'the 1st of a month', at: '2026-12-01T09:00:00+05:30' },
  { name: 'the 7th of a month', at: '2026-12-07T09:00:00+05:30' },
  { name: 'the last day of a month', at: '2026-12-31T09:00:00+05:30' },
  { name: '29 February', at: '2028-02-29T09:00:00+05:30' },
  { name: 'just after midnight in Colombo', at: '2026-12-01T00:00:30+05:30' },
];

for (const day of EDGE_DAYS) {
  test.describe(`on ${day.name}`, () => {
    test.use({ clockAt: day.at });

    test('the period picked is the period shown, and its link shows it again', async ({ page }) => {
      const title = 'Remittance Report';
      await openList(page, '/admin/report-mgt/remittance-report', title, 'RMT2611200000123');
      const filters = await openFilters(page, title);
      const period = filters.getByRole('textbox', { name: 'Period' });
      for (const choice of ['Today', 'Last 7 days', 'This month']) {
        await choose(filters, 'Period', choice);
        await expect(period).toHaveValue(choice);
      }
      await expect(page).toHaveURL(/thisMonth/);
      await page.goto(page.url());
      await expect(applied(page)).toContainText('Period: This month');
    });
  });
}

for (const report of REPORTS) {
  test(`${report.title}: rows, filters in the URL, a saved download, 412 and 406`, async ({ page }) => {
    // Five steps with four calls each: more time than one screen's test on a busy machine.
    test.slow();
    await openList(page, `/admin/report-mgt/${report.path}`, report.title, report.firstCell);
    await expect(listTable(page, report.title).getByRole('row')).toHaveCount(report.rows + 1);

    // A filter goes to the URL and to the call; the link reproduces the report.
    const filters = await openFilters(page, report.title);
    if (report.path === 'year-summary-report') {
      const call = page.waitForRequest((request) => /\/api\/reports\/year-summary\?/.test(request.url()) && request.url().includes('year=2025'));
      await choose(filters, 'Year', '2025');
      await call;
      await expect(page).toHaveURL(/year/);
    } else {
      const call = page.waitForRequest((request) => /[?&]fromDate=\d{4}-\d{2}-01(&|$)/.test(request.url()) && !/download/.test(request.url()));
      await choose(filters, 'Period', 'This month');
      await call;
      await expect(page).toHaveURL(/fromDate/);
      await expect(filters.getByRole('textbox', { name: 'Period' })).toHaveValue('This month');
    }
    const link = page.url();
    await page.goto(link);
    await expect(listTable(page, report.title).getByRole('cell', { name: report.firstCell, exact: true }).first()).toBeVisible();
    // Folded again, the filters say what applies.
    await expect(applied(page)).toContainText(report.path === 'year-summary-report' ? 'Year: 2025' : 'Period: This month');

    // The download: the same filters, the file named by the server, saved.
    const request = page.waitForRequest((r) => report.download.test(r.url()));
    const saved = page.waitForEvent('download');
    await downloads(page, report.title).getByRole('button', { name: 'Download CSV' }).click();
    const sent = await request;
    if (report.path === 'year-summary-report') expect(sent.url()).toContain('year=2025');
    else expect(sent.url()).toMatch(/fromDate=\d{4}-\d{2}-01/);
    const download = await saved;
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const file = await download.path();
    expect(await readFile(file, 'utf8')).toContain(report.fileLine);
    await expect(page.getByRole('status').filter({ hasText: `Saved ${FILE_NAME}` })).toBeVisible();

    // Refusals leave the report as it was.
    await forceDownloadStatus(page, report.download, 412);
    await downloads(page, report.title).getByRole('button', { name: 'Download CSV' }).click();
    await expect(notice(page, LIMIT_TEXT)).toBeVisible();
    // The catalogue's text as it is, then the call's request id for support.
    await expect(notice(page, LIMIT_TEXT)).toHaveText(new RegExp(`^${LIMIT_TEXT} \\(request id [0-9a-f-]{36}\\)$`));

    await forceDownloadStatus(page, report.download, 406);
    await downloads(page, report.title).getByRole('button', { name: 'Download CSV' }).click();
    await expect(notice(page, NOT_ACCEPTABLE_TEXT)).toBeVisible();
    await expect(listTable(page, report.title).getByRole('row')).toHaveCount(report.rows + 1);
    await expectAccessible(page);
  });
}

test('the remittance report totals the credited amounts and masks mobile numbers', async ({ page }) => {
  const title = 'Remittance Report';
  await openList(page, '/admin/report-mgt/remittance-report', title, 'RMT2611200000123');
  const totals = page.getByRole('region', { name: 'Totals' });
  // 121,875.00 + 164,200.00 credited; the failed 171,300.00 never reached a wallet.
  await expect(totals.getByRole('definition')).toHaveText(['286,075.00']);
  await expect(totals.getByRole('term')).toHaveText(['Credited (LKR)']);
  await expect(rowOf(page, title, /RMT2611180000071/)).toContainText('Failed');
  await showColumns(page, title, ['Mobile']);
  const row = rowOf(page, title, /RMT2611200000123/);
  await expect(row).toContainText('077•••••67');
  await expect(row).not.toContainText('0771234567');
  await expect(row).toContainText('121,875.00');
  await expect(row).toContainText('2026-11-20 10:42 AM');
});

test('the summary reports draw their figures by day and by month', async ({ page }) => {
  await openList(page, '/admin/report-mgt/summary-report', 'Summary Report', '2026-11-21');
  await expect(page.getByRole('figure', { name: 'Transactions by day' }).locator('rect[data-series="Failed"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('37,825');
  await page.goto('/admin/report-mgt/year-summary-report');
  await expect(page.getByRole('figure', { name: 'Volume by month (LKR)' }).locator('rect[data-series]').first()).toBeVisible();
  await expect(listTable(page, 'Year Summary Report').getByRole('row')).toHaveCount(12);
});

test('service requests of type 2 download the termination request report', async ({ page }) => {
  const title = 'Service Requests';
  await openList(page, '/admin/report-mgt/service-request', title, '5012');
  await choose(await openFilters(page, title), 'Service Type', 'Merchant termination');
  await expect(page).toHaveURL(/serviceType/);
  const request = page.waitForRequest((r) => /\/api\/merchants\/downloadTerminationRequestReport\/pdf(\?|$)/.test(r.url()));
  const saved = page.waitForEvent('download');
  await downloads(page, title).getByRole('button', { name: 'Download PDF' }).click();
  await request;
  // The server's name is the stem; the file is named for the type asked.
  expect((await saved).suggestedFilename()).toBe(FILE_NAME.replace(/\.csv$/, '.pdf'));
});

test('a filter matching more than 500 records is announced before the download', async ({ page }) => {
  const title = 'Customer Report';
  await page.route('**/api/reports/customers?*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { total: number } };
    await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, total: 1200 } } });
  });
  await openList(page, '/admin/report-mgt/customer-report', title, '100234');
  await expect(page.getByRole('alert').filter({ hasText: 'Too many records to download' })).toContainText('The filters match 1,200 records; a download holds at most 500.');
});

test('a download can be cancelled; the report stays and no error is shown', async ({ page }) => {
  const title = 'Registration Report';
  await openList(page, '/admin/report-mgt/registration-report', title, 'Internet Banking');
  // The file is held back until the user cancels.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/reports\/registrations\/download\//, async (route) => {
    await held;
    await route.abort().catch(() => undefined);
  });
  await downloads(page, title).getByRole('button', { name: 'Download Excel' }).click();
  await expect(page.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel download' }).click();
  await expect(page.getByRole('progressbar', { name: 'Download progress' })).toBeHidden();
  release();
  await expect(downloads(page, title).getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expect(listTable(page, title).getByRole('row')).toHaveCount(4);
});

test('the remittance detail opens from its row and by deep link, with every labelled field', async ({ page }) => {
  const title = 'Remittance Report';
  await openList(page, '/admin/report-mgt/remittance-report', title, 'RMT2611200000123');
  await rowOf(page, title, /RMT2611200000123/).getByRole('link', { name: 'View Transaction of RMT2611200000123' }).click();
  await expect(page).toHaveURL(/\/admin\/report-mgt\/RMT2611200000123$/);
  const heading = page.getByRole('heading', { name: 'Transaction RMT2611200000123', level: 2 });
  await expect(heading).toBeVisible();

  await page.goto('/admin/report-mgt/RMT2611200000123');
  await expect(heading).toBeVisible();
  const transaction = page.getByRole('region', { name: 'Transaction', exact: true });
  await expect(transaction.getByRole('row', { name: /Trace Number/ })).toContainText('004512');
  await expect(transaction.getByRole('row', { name: /Reference No/ })).toContainText('AAE7712093344');
  await expect(transaction.getByRole('row', { name: /Transaction Date/ })).toContainText('2026-11-20 10:42 AM');
  const amount = page.getByRole('region', { name: 'Amount' });
  await expect(amount.getByRole('row', { name: /^Amount/ }).first()).toContainText('121,875.00');
  await expect(amount.getByRole('row', { name: /Currency Code/ })).toContainText('LKR');
  const settlement = page.getByRole('region', { name: 'Settlement' });
  await expect(settlement.getByRole('row', { name: /Bank Code/ })).toContainText('7010');
  await expect(settlement.getByRole('row', { name: /Branch Code/ })).toContainText('001');
  await expect(settlement.getByRole('row', { name: /MID/ })).toContainText('—');
  await expect(page.getByRole('region', { name: 'Beneficiary' })).toContainText('077•••••67');
  await expect(page.getByRole('table', { name: 'Status history' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('link', { name: 'Back to Remittance Report' }).click();
  await expect(listTable(page, title)).toBeVisible();
});

test('a user without REPORT sees no Report Management and is refused by URL', async ({ page }) => {
  await signIn(page, 'viewer', '/admin/dashboard');
  await expect(nav(page)).toBeVisible();
  await expect(nav(page).getByText('Report Management')).toHaveCount(0);
  await expectForbidden(page, '/admin/report-mgt/remittance-report');
  await expectForbidden(page, '/admin/report-mgt/RMT2611200000123');
});

test('the merchant report filters head merchant, then merchant, then terminal, and downloads with them', async ({ page }) => {
  const title = 'Merchant Report';
  // Prism answers every step with the heads example: the lower steps get the demo merchants and terminals.
  await page.route('**/api/merchants/merchantDropdowns?*', async (route) => {
    const type = new URL(route.request().url()).searchParams.get('type');
    if (type === 'merchants') await route.fulfill({ json: { data: [{ value: 'MID000000000101', label: 'Keells Super Union Place' }, { value: 'MID000000000102', label: 'Keells Super Kandy' }] } });
    else if (type === 'terminals') await route.fulfill({ json: { data: [{ value: 'TID00101', label: 'TID00101' }, { value: 'TID00102', label: 'TID00102' }] } });
    else await route.continue();
  });
  await openList(page, '/admin/report-mgt/merchant-report', title, 'MID000000000101');
  const filters = await openFilters(page, title);
  await expect(filters.getByRole('textbox', { name: 'Merchant', exact: true })).toBeDisabled();

  await choose(filters, 'Head Merchant', 'Keells Super');
  await expect(page).toHaveURL(/headMerchantId/);
  // ("Merchant" alone would also match "Head Merchant".)
  await filters.getByRole('textbox', { name: 'Merchant', exact: true }).click();
  await page.getByRole('option', { name: 'Keells Super Union Place', exact: true }).click();
  const listed = page.waitForRequest((r) => /\/api\/reports\/merchants\?/.test(r.url()) && r.url().includes('terminalCode=TID00101'));
  await choose(filters, 'Terminal', 'TID00101');
  const list = new URL((await listed).url()).searchParams;
  expect([list.get('headMerchantId'), list.get('mid'), list.get('terminalCode')]).toEqual(['21', 'MID000000000101', 'TID00101']);
  // The route's loader asks before the screen shows the new filters: download once they are on screen.
  await expect(filters.getByRole('textbox', { name: 'Terminal' })).toHaveValue('TID00101');
  // The summary names each choice as its list does.
  for (const text of ['Head Merchant: Keells Super', 'Merchant: Keells Super Union Place', 'Terminal: TID00101']) await expect(applied(page)).toContainText(text);

  const request = page.waitForRequest((r) => /\/api\/reports\/merchants\/download\/xlsx\?/.test(r.url()));
  const saved = page.waitForEvent('download');
  await downloads(page, title).getByRole('button', { name: 'Download Excel' }).click();
  const sent = new URL((await request).url()).searchParams;
  expect([sent.get('headMerchantId'), sent.get('mid'), sent.get('terminalCode')]).toEqual(['21', 'MID000000000101', 'TID00101']);
  expect((await saved).suggestedFilename()).toBe(FILE_NAME.replace(/\.csv$/, '.xlsx'));

  // Another head merchant clears the merchant and terminal chosen under the first.
  await choose(filters, 'Head Merchant', 'Arpico Supercentre');
  await expect(page).not.toHaveURL(/terminalCode/);
  await expect(filters.getByRole('textbox', { name: 'Terminal' })).toBeDisabled();
});
