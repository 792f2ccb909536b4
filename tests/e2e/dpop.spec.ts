import type { Page } from '@playwright/test';
import { openEdit, submitAndExpectSaved } from './crud';
import { expect, nav, signIn, test } from './support';

const TOKEN = '/protocol/openid-connect/token';

/** Serves config.json with DPoP switched on. */
async function withDpop(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), dpop: true } });
  });
}

/** A JWT's header and payload (not verified: the test reads what was sent). */
function decode(jwt: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = jwt.split('.');
  const part = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header), payload: part(payload) };
}

type ApiCall = { url: string; method: string; authorization: string; dpop: string | undefined; status: number };

// The bundled stack checks every DPoP-bound call as the real API must (dev/dpop-gate.mjs in front
// of Prism): the calls below reach it exactly as the console sent them.
test('with config dpop on: sign-in, a list, a save, a renewal and sign-out, every API call with Authorization: DPoP and its own proof', async ({ page }) => {
  test.slow();
  await withDpop(page);
  const tokenRequests: { dpop: string | undefined }[] = [];
  const tokenTypes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TOKEN) && request.method() === 'POST') tokenRequests.push({ dpop: request.headers()['dpop'] });
  });
  const apiCalls: ApiCall[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.url().includes(TOKEN) && request.method() === 'POST') {
      const body = (await response.json().catch(() => ({}))) as { token_type?: string };
      if (body.token_type) tokenTypes.push(body.token_type);
      return;
    }
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const headers = await request.allHeaders();
    apiCalls.push({ url: `${url.origin}${url.pathname}`, method: request.method(), authorization: headers['authorization'] ?? '', dpop: headers['dpop'], status: response.status() });
  });

  // Sign-in and a list.
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(tokenTypes).toContain('DPoP');

  // A save.
  const form = await openEdit(page, 'Bank Management', 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');
  await submitAndExpectSaved(page, form, 'Save changes', 'Bank record edited Successfully', /\/api\/banks\?/);

  // A renewal: the API refuses the access token once (as after a revocation); the console renews
  // the DPoP-bound tokens and the retry, with a new token and proof, passes the stack's check.
  let refused = false;
  await page.route('**/api/dashboard', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({ status: 401, json: { message: 'Unauthorized' }, headers: { 'www-authenticate': 'DPoP error="invalid_token"' } });
  });
  const tokensBefore = tokenTypes.length;
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => apiCalls.filter((call) => call.url.endsWith('/api/dashboard') && call.status === 200).length).toBeGreaterThan(0);
  expect(refused).toBe(true);
  expect(tokenTypes.slice(tokensBefore)).toContain('DPoP');

  // Sign-out.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The identity provider bound the tokens to the console's key at every token request.
  for (const request of tokenRequests) expect(request.dpop, 'the token request carries a DPoP proof').toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // Every call the stack answered was DPoP-bound and accepted: none refused, none sent as Bearer.
  const answered = apiCalls.filter((call) => !(call.url.endsWith('/api/dashboard') && call.status === 401));
  expect(answered.length).toBeGreaterThan(5);
  expect(answered.filter((call) => call.method === 'PUT').length).toBe(1);
  const proofs = new Set<string>();
  const tokens = new Set<string>();
  for (const call of answered) {
    expect(call.status, `${call.method} ${call.url}`).toBeLessThan(400);
    expect(call.authorization, call.url).toMatch(/^DPoP [\w-]+\.[\w-]+\.[\w-]+$/);
    const { header, payload } = decode(call.dpop ?? '');
    expect(header.typ).toBe('dpop+jwt');
    expect(header.jwk).toBeDefined();
    expect(payload.htm).toBe(call.method);
    expect(payload.htu).toBe(call.url);
    expect(payload.ath).toBeDefined();
    proofs.add(call.dpop ?? '');
    tokens.add(call.authorization);
  }
  // Each request signs its own proof; the renewal brought a second access token.
  expect(proofs.size).toBe(answered.length);
  expect(tokens.size).toBeGreaterThan(1);
});
