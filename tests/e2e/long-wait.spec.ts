import type { Page } from '@playwright/test';
import { listTable, openEdit, openList } from './crud';
import { expect, expectAccessible, test } from './support';

const TITLE = 'Bank Management';

/** Holds the requests matching `method` and `url` unanswered until the returned release is called. */
async function holdAnswers(page: Page, method: string, url: string | RegExp): Promise<{ release: () => void; held: string[] }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    held.push(route.request().url());
    await released;
    // The browser has aborted the request when Cancel was chosen: nothing is left to answer.
    await route.continue().catch(() => undefined);
  });
  return { release, held };
}

/** The long-wait notice and its Cancel. */
const waitNotice = (page: Page) => page.getByRole('region', { name: 'Waiting for the server' });

test('a save that waits long offers Cancel, which aborts it: the form says it was cancelled, not refused, and keeps the input', async ({ page }) => {
  // The notice waits a few seconds by design; the rest of the test on a busy machine too.
  test.setTimeout(60_000);
  await openList(page, '/admin/config-mgt/bank-mgt', TITLE, 'Bank of Ceylon');
  const form = await openEdit(page, TITLE, 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');
  const { release, held } = await holdAnswers(page, 'PUT', '**/api/banks/7056');
  await form.getByRole('button', { name: 'Save changes' }).click();

  const cancel = waitNotice(page).getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeVisible({ timeout: 15_000 });
  await expect(waitNotice(page)).toContainText('The server is taking longer than usual to answer.');
  await expectAccessible(page);
  await cancel.click();
  expect(held).toHaveLength(1);

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('The save was cancelled');
  await expect(alert).toContainText('it may or may not have been saved');
  await expect(alert).not.toContainText('refused');
  await expect(page.getByText('The server refused the change')).toHaveCount(0);
  await expect(form.getByLabel('Display Name')).toHaveValue('ComBank');
  await expect(waitNotice(page)).toBeHidden();
  release();
});

test('a list load that waits long offers Cancel: the wait ends and says it was cancelled, not refused', async ({ page }) => {
  // The notice waits a few seconds by design; the rest of the test on a busy machine too.
  test.setTimeout(60_000);
  await openList(page, '/admin/config-mgt/bank-mgt', TITLE, 'Bank of Ceylon');
  const { release } = await holdAnswers(page, 'GET', /\/api\/banks\?.*search=Seylan/);
  await page.getByRole('searchbox', { name: `Search ${TITLE}` }).or(page.getByRole('textbox', { name: `Search ${TITLE}` })).fill('Seylan');
  const cancel = waitNotice(page).getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeVisible({ timeout: 15_000 });
  await cancel.click();
  await expect(waitNotice(page)).toBeHidden();
  await expect(page.getByText('The request was cancelled before the wallet API answered').first()).toBeVisible();
  await expect(page.getByText(/refused/)).toHaveCount(0);
  release();
  await expect(listTable(page, TITLE).or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
});
