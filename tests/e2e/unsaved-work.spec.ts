import { listTable, openEdit } from './crud';
import { expect, expectAccessible, signIn, test } from './support';

const TOKEN = '/protocol/openid-connect/token';
const AUTHORIZE = '/protocol/openid-connect/auth';
const TITLE = 'Bank Management';

test('a 401 that sends the window to sign-in keeps what was typed, and the form offers it back after sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  await expect(listTable(page, TITLE).getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  const form = await openEdit(page, TITLE, 'Bank', /Commercial Bank of Ceylon PLC/);
  const original = await form.getByLabel('Display Name').inputValue();
  await form.getByLabel('Display Name').fill('ComBank');

  // The API refuses the token and the renewal fails (the identity provider refuses its token request once): the way back is a new sign-in.
  let refusedRenewal = false;
  await page.route(`**${TOKEN}`, (route) => {
    if (refusedRenewal) return route.continue();
    refusedRenewal = true;
    return route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: 'grant request is invalid' }, headers: { 'access-control-allow-origin': new URL(page.url()).origin } });
  });
  await page.route('**/api/banks/7056', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
  const signInAgain = page.waitForRequest((r) => r.url().includes(AUTHORIZE) && r.isNavigationRequest());
  await form.getByRole('button', { name: 'Save changes' }).click();
  await signInAgain;

  // Back on the list through /callback (the identity provider's session needs no password); the form reopens.
  await expect(page).toHaveURL(/\/admin\/config-mgt\/bank-mgt/, { timeout: 20_000 });
  const reopened = page.getByRole('dialog', { name: 'Edit Bank' });
  await expect(reopened.getByText('Restore your unsaved changes to bank Commercial Bank of Ceylon PLC?')).toBeVisible({ timeout: 20_000 });
  await expect(reopened.getByLabel('Display Name')).toHaveValue(original);
  // Only the form's values were kept: never a token.
  const stored = await page.evaluate(() => Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key) ?? ''}`).join('\n'));
  expect(stored).not.toMatch(/access_token|refresh_token|id_token/);
  await expectAccessible(page);

  await reopened.getByRole('button', { name: 'Restore' }).click();
  await expect(reopened.getByLabel('Display Name')).toHaveValue('ComBank');
  await expect(reopened.getByText(/Restore your unsaved changes/)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('wallet.unsavedWork'))).toBeNull();
});
