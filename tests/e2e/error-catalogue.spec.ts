import { expect, notice, signIn, test } from './support';

/** Each catalogue error, forced through Prism's `Prefer: code=` on the add-bank call. */
const CASES = [
  { code: 400, text: 'Request validation failed' },
  { code: 403, text: 'Forbidden Action' },
  { code: 409, text: 'A record with the same code already exists' },
  { code: 500, text: 'Internal Server Error' },
] as const;

for (const { code, text } of CASES) {
  test(`HTTP ${code} on save shows "${text}" and the form keeps what the user typed`, async ({ page }) => {
    await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
    await page.route('**/api/banks/', (route) =>
      route.request().method() === 'POST' ? route.continue({ headers: { ...route.request().headers(), prefer: `code=${code}` } }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Add Bank' }).click();
    const form = page.getByRole('dialog', { name: 'Add Bank' });
    await form.getByLabel('Bank Code').fill('7010');
    await form.getByLabel('Bank Name').fill('Bank of Ceylon');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, text)).toBeVisible();
    await expect(form.getByRole('alert')).toContainText(text);
    await expect(form.getByLabel('Bank Code')).toHaveValue('7010');
    await expect(form.getByLabel('Bank Name')).toHaveValue('Bank of Ceylon');
    await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
  });
}

test('a list that fails to load shows the error and offers a retry, never a blank screen', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await page.route('**/api/banks?*', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }));
  await page.goto('/admin/config-mgt/bank-mgt');
  await expect(page.getByText('Internal Server Error').first()).toBeVisible();
});

test('an answer that breaks the contract is said instead of a blank screen; the call and the path go to the console log with the request id', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  let requestId = '';
  await page.route('**/api/banks?*', (route) => {
    requestId = route.request().headers()['x-client-request-id'] ?? '';
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { rows: [] } }) });
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Config Management', { exact: true }).click();
  await page.getByRole('link', { name: 'Bank Management' }).click();
  await expect(page.getByText('Unexpected response from the wallet API').first()).toBeVisible();
  await expect(page.getByText(/listBanks|data\.data/)).toHaveCount(0);
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(logged.some((line) => line.includes('listBanks') && line.includes(requestId))).toBe(true);
});
