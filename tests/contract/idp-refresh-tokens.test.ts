/**
 * Refresh tokens at the development identity provider. The console's client gets none by default
 * (it renews with the silent prompt=none request, as a reload does); a realm that keeps them on
 * (IDP_REFRESH_TOKENS=1) rotates every one, DPoP-bound or not, and a rotated one used again
 * revokes the grant: Keycloak's "Revoke Refresh Token" with "Refresh Token Max Reuse" 0.
 */
import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_ID, startIdp } from '../../dev/idp.mjs';
import { freePort } from './console';

const REDIRECT = 'http://localhost:4173/callback';
const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A DPoP key and proofs signed by it (RFC 9449). */
function dpopKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return (htu: string) => {
    const head = b64url(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } }));
    const body = b64url(JSON.stringify({ jti: randomUUID(), htm: 'POST', htu, iat: Math.floor(Date.now() / 1000) }));
    return `${head}.${body}.${b64url(sign('sha256', Buffer.from(`${head}.${body}`), { key: privateKey, dsaEncoding: 'ieee-p1363' }))}`;
  };
}

/** Signs `admin` in through the login page (authorization code + PKCE) and exchanges the code; returns the token answer. */
async function signIn(issuer: string, proof?: (htu: string) => string): Promise<Record<string, unknown>> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const verifier = b64url(randomUUID() + randomUUID());
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const query = new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: REDIRECT, scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256', state: 'state', nonce: 'nonce' });
  const login = new URL((await go(`${issuer}/protocol/openid-connect/auth?${query.toString()}`)).headers.get('location') ?? '', issuer).href;
  const resume = (await go(login, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=admin&password=admin' })).headers.get('location') ?? '';
  const back = new URL((await go(new URL(resume, issuer).href)).headers.get('location') ?? '');
  const code = back.searchParams.get('code');
  expect(code, back.href).toBeTruthy();
  return token(issuer, { grant_type: 'authorization_code', code: code ?? '', code_verifier: verifier, redirect_uri: REDIRECT }, proof).then((r) => r.json() as Promise<Record<string, unknown>>);
}

function token(issuer: string, form: Record<string, string>, proof?: (htu: string) => string): Promise<Response> {
  const endpoint = `${issuer}/protocol/openid-connect/token`;
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(proof ? { dpop: proof(endpoint) } : {}) },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
}

describe('the console\'s client, as the realm is set up for it', () => {
  let idp: Awaited<ReturnType<typeof startIdp>>;
  beforeAll(async () => {
    idp = await startIdp({ port: await freePort() });
  });
  afterAll(() => idp.close());

  test('gets no refresh token: nothing a page held renews a session after it', async () => {
    const answer = await signIn(idp.issuer);
    expect(answer.access_token).toBeTruthy();
    expect(answer).not.toHaveProperty('refresh_token');
  });
});

describe('a realm that keeps refresh tokens on', () => {
  let idp: Awaited<ReturnType<typeof startIdp>>;
  beforeAll(async () => {
    idp = await startIdp({ port: await freePort(), refreshTokens: true });
  });
  afterAll(() => idp.close());

  test('rotates a DPoP-bound refresh token at every use, and a rotated one used again revokes the grant', async () => {
    const proof = dpopKey();
    const first = await signIn(idp.issuer, proof);
    expect(first.token_type).toBe('DPoP');
    const earlier = String(first.refresh_token);

    const renewed = await token(idp.issuer, { grant_type: 'refresh_token', refresh_token: earlier }, proof);
    expect(renewed.status).toBe(200);
    const current = String(((await renewed.json()) as Record<string, unknown>).refresh_token);
    expect(current).not.toBe(earlier);

    // The earlier one, replayed (even with the right key), is refused, and takes the current one with it.
    const replay = await token(idp.issuer, { grant_type: 'refresh_token', refresh_token: earlier }, proof);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    const after = await token(idp.issuer, { grant_type: 'refresh_token', refresh_token: current }, proof);
    expect(after.status).toBe(400);
    expect(((await after.json()) as { error: string }).error).toBe('invalid_grant');
  });
});
