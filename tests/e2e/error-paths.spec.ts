import type { Page } from '@playwright/test';
import { expect, nav, signIn, test } from './support';

const USER = '00000000-0000-4000-8000-000000000000';
const EDIT_USER = `/admin/users/edit-user/${USER}`;

/**
 * What the page writes to the browser console as errors and warnings, less what the console
 * means to write there: the transport's line for a failed call (operation and request id, for
 * support) and the browser's own line for an answer with an error status.
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (text.startsWith('[wallet-api] ') || text.startsWith('Failed to load resource: the server responded with a status of')) return;
    problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Answers the user record's read with `status` and `body`. */
const answerUser = (page: Page, status: number, body: unknown) =>
  page.route(new RegExp(`/api/.*${USER}`), (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));

test.describe('a failed page says so without a React or router error in the browser console', () => {
  test('a record whose read fails (500)', async ({ page }) => {
    const problems = consoleProblems(page);
    await answerUser(page, 500, { status: 500, message: 'Internal error' });
    await signIn(page, 'admin', EDIT_USER);
    await expect(page.getByRole('alert').getByText(/Request id: /)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a record whose answer breaks the contract', async ({ page }) => {
    const problems = consoleProblems(page);
    // Its envelope: a record with values of other types inside would be shown, those values marked.
    await answerUser(page, 200, { data: 'not a user' });
    await signIn(page, 'admin', EDIT_USER);
    await expect(page.getByRole('heading', { name: 'Unexpected response from the wallet API' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a record that is gone (404), then another page', async ({ page }) => {
    const problems = consoleProblems(page);
    await answerUser(page, 404, { status: 404, message: 'No such user' });
    await signIn(page, 'admin', EDIT_USER);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    // The next page shows as usual: the failure does not stay.
    await nav(page).getByText('Config Management', { exact: true }).click();
    await nav(page).getByRole('link', { name: 'Bank Management' }).click();
    await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a page the user may not open', async ({ page }) => {
    const problems = consoleProblems(page);
    await signIn(page, 'viewer', '/admin/config-mgt/bank-mgt');
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
