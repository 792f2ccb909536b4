// What the console does with values it did not write: a list row's long value, URL state typed
// into the address bar, and a cold start whose code is gone (a newer version deployed).
import type { Page } from '@playwright/test';
import { listTable } from './crud';
import { expect, signIn, test } from './support';

/** A bank name as long as the contract allows without a space (60 of its 100 characters). */
const LONG_NAME = 'CommercialBankOfCeylonPLCInternationalDigitalBankingDivision';

/** Serves the bank list with its first row's name replaced by `LONG_NAME`. */
async function longNameBank(page: Page) {
  await page.route(/\/api\/banks\?/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { data: Record<string, unknown>[] } };
    const first = body.data.data[0];
    if (first) first.bankName = LONG_NAME;
    await route.fulfill({ response: answer, json: body });
  });
}

for (const width of [1366, 1440]) {
  test(`at ${width} px one bank's 60-character name without a space hides no column: it wraps in its cell, whole in its title and the view panel`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await longNameBank(page);
    await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
    const table = listTable(page, 'Bank Management');
    const cell = table.getByRole('cell', { name: LONG_NAME, exact: true });
    await expect(cell).toBeVisible();
    for (const header of ['Bank Code', 'Bank Name', 'Display Name', 'Short Code', 'Fund Transfer Mode', 'Status', 'Last Updated']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInViewport();
    }
    // Nothing scrolls sideways, and the value stays inside its cell.
    await expect.poll(() => table.locator('xpath=..').evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBeLessThanOrEqual(0);
    expect(await cell.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
    await expect(cell).toHaveAttribute('title', LONG_NAME);
    await table.getByRole('button', { name: `View bank ${LONG_NAME}` }).click();
    await expect(page.getByRole('dialog').getByText(LONG_NAME, { exact: true })).toBeVisible();
  });
}

test('a list address with a hostile sort sends the validated search to the API, not the raw value', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/banks\?/.test(request.url())) calls.push(new URL(request.url()).search);
  });
  await signIn(page, 'admin', `/admin/config-mgt/bank-mgt?sort=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&filters=${encodeURIComponent('{"x":"<b>"}')}`);
  await expect(listTable(page, 'Bank Management').getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  for (const search of calls) {
    expect(search).not.toMatch(/sort=|img|onerror|%3Cb%3E|<b>/);
    expect(new URLSearchParams(search).get('page')).toBe('1');
  }
  // The malformed sort is dropped silently; the filter this list does not declare is left out and named, as text.
  await expect(page.getByRole('alert')).toHaveText(/^This link asks for filter "x", which this list does not offer/);
});

test('a cold start whose console file is gone says that a newer version was deployed and offers Reload', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  const gone = /\/assets\/console-[^/]*\.js$/;
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/admin/config-mgt/bank-mgt');
  // The stale-chunk reload runs first; the page that still misses the file says why.
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'A newer version of the console was deployed' })).toBeVisible();
  await expect(page.getByText(/config\.json/)).toHaveCount(0);
  await page.unroute(gone);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Bank Management', level: 2 })).toBeVisible();
});
