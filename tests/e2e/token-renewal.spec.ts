import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './support';

const AUTHORIZE = '/protocol/openid-connect/auth?';
const TOKEN = '/protocol/openid-connect/token';

/** Every value the page's web storage holds (keys and values), to look for tokens. */
const webStorage = (page: Page) =>
  page.evaluate(() => [sessionStorage, localStorage].flatMap((store) => Object.entries(store).flat()).join('\n'));

const isSilentSignIn = (r: Request) => r.url().includes(AUTHORIZE) && new URL(r.url()).searchParams.get('prompt') === 'none';

test('tokens stay in memory: web storage holds none, and a reload signs in again silently through the identity provider', async ({ page }) => {
  const apiCall = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers().authorization));
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  const token = (await apiCall).headers().authorization ?? '';
  expect(token).toMatch(/^Bearer ey/);
  const stored = await webStorage(page);
  expect(stored).not.toContain(token.slice('Bearer '.length, 'Bearer '.length + 40));
  expect(stored).not.toMatch(/oidc\.user:|refresh_token|access_token|id_token/);

  const silent = page.waitForRequest(isSilentSignIn);
  await page.reload();
  const request = await silent;
  const params = new URL(request.url()).searchParams;
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(await webStorage(page)).not.toMatch(/oidc\.user:|refresh_token|access_token|id_token/);
});

test('a second tab of the same browser is signed in silently, without the login page', async ({ page, context }) => {
  await signIn(page, 'admin', '/admin/dashboard', { fresh: true });
  const second = await context.newPage();
  try {
    const silent = second.waitForRequest(isSilentSignIn);
    await second.goto('/admin/config-mgt/bank-mgt');
    await silent;
    await expect(second.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
    await expect(second.locator('#username')).toHaveCount(0);
  } finally {
    await second.close();
  }
});

test('tokens a previous version left in storage, and corrupt or foreign entries, are discarded and never block start-up', async ({ page }) => {
  await page.goto('/config.json');
  await page.evaluate(() => {
    sessionStorage.setItem('oidc.user:http://localhost/realms/wallet:wallet-dashboard', JSON.stringify({ access_token: 'stolen', refresh_token: 'stolen', expires_at: 1 }));
    sessionStorage.setItem('oidc.0f3a', '{not json');
    sessionStorage.setItem('oidc.array', '[1,2]');
    localStorage.setItem('oidc.user:foreign', 'null');
    sessionStorage.setItem('wallet.signedOut', '{"reason":"<img src=x onerror=alert(1)>"}');
  });
  await page.goto('/admin/config-mgt/bank-mgt');
  await expect(page.locator('#username')).toBeVisible();
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  const left = await page.evaluate(() => Object.keys(sessionStorage).concat(Object.keys(localStorage)).filter((k) => k.startsWith('oidc.')));
  expect(left).toEqual([]);
});

test('the ID token must carry the nonce of the request: one that does not is refused', async ({ page }) => {
  await page.route(`**${TOKEN}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { id_token: string };
    const [head, payload, signature] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { nonce?: string };
    expect(claims.nonce).toMatch(/^[\w-]{20,}$/);
    claims.nonce = 'replayed-nonce';
    body.id_token = [head, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    await route.fulfill({ response, json: body });
  });
  await page.goto('/login');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
  await expect(page.getByText(/Sign-in could not be completed: nonce in id_token does not match/)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a failed renewal signs the user in again and returns to the page', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard', { fresh: true });
  // The identity provider refuses the renewal's token request once, and the API refuses the access token once.
  let refusedRenewal = false;
  await page.route(`**${TOKEN}`, (route) => {
    if (refusedRenewal) return route.continue();
    refusedRenewal = true;
    return route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: 'grant request is invalid' }, headers: { 'access-control-allow-origin': new URL(page.url()).origin } });
  });
  let refused = false;
  await page.route('**/api/banks?*', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } });
  });
  // The identity provider's session is still open, so signing in again needs no password.
  const signInAgain = page.waitForRequest((r) => r.url().includes(AUTHORIZE) && r.isNavigationRequest());
  await page.goto('/admin/config-mgt/bank-mgt');
  await signInAgain;
  // Back through /callback to the page (a busy machine may take a while over the round-trip).
  await expect(page).toHaveURL(/\/admin\/config-mgt\/bank-mgt/);
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(refusedRenewal).toBe(true);
});

test('no refresh token outlives its page: neither the sign-in, a renewal nor a reload brings one; the page renews silently', async ({ page }) => {
  const answers: Record<string, unknown>[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(TOKEN) || response.request().method() !== 'POST') return;
    answers.push((await response.json().catch(() => ({}))) as Record<string, unknown>);
  });
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);

  // A renewal (the API refuses the token once) asks the identity provider silently, as a reload does.
  let refused = false;
  await page.route('**/api/dashboard', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({ status: 401, json: { message: 'Unauthorized' } });
  });
  const renewal = page.waitForRequest(isSilentSignIn);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await renewal;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(3);
  for (const answer of answers) {
    expect(answer.access_token).toBeTruthy();
    expect(answer, 'a token answer with a refresh token').not.toHaveProperty('refresh_token');
  }
});

test('with the identity provider session gone, a reload shows the login page and sign-in returns to the page', async ({ page, context }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  await context.clearCookies();
  await page.reload();
  await expect(page.locator('#username')).toBeVisible();
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
  await expect(page).toHaveURL(/\/admin\/config-mgt\/bank-mgt/);
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('a 401 from the API renews the token once and retries the call', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard', { fresh: true });
  let refused = false;
  await page.route('**/api/banks?*', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } });
  });
  const renewal = page.waitForRequest((r) => r.url().includes(TOKEN) && r.method() === 'POST');
  await page.goto('/admin/config-mgt/bank-mgt');
  await renewal;
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(refused).toBe(true);
});
