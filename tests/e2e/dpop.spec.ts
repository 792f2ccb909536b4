import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

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

test('with config dpop on, the token request carries a DPoP proof and every API call sends Authorization: DPoP with its own proof', async ({ page }) => {
  test.setTimeout(60_000);
  await withDpop(page);
  const tokenRequests: { dpop: string | undefined }[] = [];
  const tokenTypes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TOKEN) && request.method() === 'POST') tokenRequests.push({ dpop: request.headers()['dpop'] });
  });
  page.on('response', async (response) => {
    if (!response.url().includes(TOKEN) || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => ({}))) as { token_type?: string };
    if (body.token_type) tokenTypes.push(body.token_type);
  });
  const apiCalls: { url: string; method: string; authorization: string; dpop: string | undefined }[] = [];
  // The API receives what is recorded here. Prism, the mock behind it, knows only the bearer scheme
  // (it cannot check a DPoP proof; the real API does): the call goes on to it as a bearer one.
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const headers = request.headers();
    apiCalls.push({ url: `${url.origin}${url.pathname}`, method: request.method(), authorization: headers['authorization'] ?? '', dpop: headers['dpop'] });
    return route.continue({ headers: { ...headers, authorization: (headers['authorization'] ?? '').replace(/^DPoP /, 'Bearer ') } });
  });

  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt', { fresh: true });
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible({ timeout: 15_000 });

  // The identity provider bound the tokens to the console's key.
  expect(tokenRequests.length).toBeGreaterThan(0);
  for (const request of tokenRequests) expect(request.dpop, 'the token request carries a DPoP proof').toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(tokenTypes).toContain('DPoP');

  expect(apiCalls.length).toBeGreaterThan(2);
  const proofs = new Set<string>();
  for (const call of apiCalls) {
    expect(call.authorization, call.url).toMatch(/^DPoP [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(call.dpop, call.url).toBeDefined();
    const { header, payload } = decode(call.dpop ?? '');
    expect(header.typ).toBe('dpop+jwt');
    expect(header.jwk).toBeDefined();
    expect(payload.htm).toBe(call.method);
    expect(payload.htu).toBe(call.url);
    expect(payload.ath).toBeDefined();
    proofs.add(call.dpop ?? '');
  }
  // Each request signs its own proof.
  expect(proofs.size).toBe(apiCalls.length);
});
