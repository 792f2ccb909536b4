import type { Page, Request } from '@playwright/test';
import { expect, nav, signIn, test } from './support';

type Entry = { pageId: string; permission: string | null };

/** Answers `GET /frontend/components` with the page list `change` makes of the server's. */
async function pageList(page: Page, change: (entries: Entry[]) => Entry[]) {
  await page.route('**/api/frontend/components*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Entry[] };
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

/** The requests for the bank list the page sends from now on. */
function bankListRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/banks(\?|$)/.test(request.url())) sent.push(request);
  });
  return sent;
}

test('an empty page list erases nothing: the admin has the menu, the pages and their actions', async ({ page }) => {
  await pageList(page, () => []);
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('table', { name: 'Bank Management' }).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Bank' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toHaveCount(0);
  await nav(page).getByText('System Audit', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toHaveCount(0);
});

test('a page the list narrows is refused on a cold start without a request for its data; the pages it does not name stay open', async ({ page }) => {
  // The admin holds BANK (the page's minimum); the list asks for a permission nobody holds, and leaves the audit trail out.
  await pageList(page, (entries) =>
    entries.filter((entry) => entry.pageId !== 'trail').map((entry) => (entry.pageId === 'bank-mgt' ? { ...entry, permission: 'BANK_SUPERVISOR' } : entry)),
  );
  const requests = bankListRequests(page);
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You do not have permission to open Bank Management.')).toBeVisible();
  expect(requests.map((request) => request.url())).toEqual([]);
  await expect(nav(page).getByText('Bank Management', { exact: true })).toHaveCount(0);
  // A page the list does not name keeps its minimum, which the admin holds.
  await nav(page).getByText('System Audit', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('table', { name: 'Audit Trail' }).getByRole('row').nth(1)).toBeVisible();
  expect(requests.map((request) => request.url())).toEqual([]);
});
