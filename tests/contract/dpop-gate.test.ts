/**
 * The DPoP check of the bundled stack (dev/dpop-gate.mjs, in front of Prism): what the real API
 * must do with a DPoP-bound call (RFC 9449), so that a proof that is not right is refused here
 * as it would be there, and a good call reaches Prism as a bearer one.
 */
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkDpop, startDpopGate, thumbprint } from '../../dev/dpop-gate.mjs';
import { freePort } from './console';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function key() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return { privateKey, jwk: { kty, crv, x, y } };
}

/** An access token bound to `jwk` (unsigned: neither Prism nor the gate verifies the token's own signature). */
const tokenFor = (jwk: JsonWebKey | null) => `${b64url('{"alg":"RS256","typ":"at+jwt"}')}.${b64url(JSON.stringify({ sub: 'admin', ...(jwk ? { cnf: { jkt: thumbprint(jwk) } } : {}) }))}.c2ln`;

function proof(privateKey: KeyObject, jwk: JsonWebKey, claims: Record<string, unknown>) {
  const head = b64url(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk }));
  const body = b64url(JSON.stringify(claims));
  return `${head}.${body}.${b64url(sign('sha256', Buffer.from(`${head}.${body}`), { key: privateKey, dsaEncoding: 'ieee-p1363' }))}`;
}

describe('checkDpop', () => {
  const { privateKey, jwk } = key();
  const token = tokenFor(jwk);
  const claims = () => ({ jti: randomUUID(), htm: 'GET', htu: 'http://localhost:5173/api/banks', iat: Math.floor(Date.now() / 1000), ath: b64url(createHash('sha256').update(token).digest()) });
  const check = (proofText: string, overrides: Partial<Parameters<typeof checkDpop>[0]> = {}) =>
    checkDpop({ authorization: `DPoP ${token}`, proof: proofText, method: 'GET', path: '/api/banks', seen: new Map(), ...overrides });

  test('accepts a fresh proof of the token\'s key for this method and path, once', () => {
    const good = proof(privateKey, jwk, claims());
    const seen = new Map<string, number>();
    expect(check(good, { seen })).toBeNull();
    expect(check(good, { seen })).toBe('the proof was used before');
  });

  test('refuses a proof for another method, path, token or time, or signed by another key', () => {
    expect(check(proof(privateKey, jwk, { ...claims(), htm: 'PUT' }))).toMatch(/not GET/);
    expect(check(proof(privateKey, jwk, { ...claims(), htu: 'http://localhost:5173/api/banks/7056' }))).toMatch(/not \/api\/banks/);
    expect(check(proof(privateKey, jwk, { ...claims(), htu: 'http://localhost:5173/api/banks?page=1' }))).toMatch(/not \/api\/banks/);
    expect(check(proof(privateKey, jwk, { ...claims(), ath: 'other' }))).toMatch(/ath/);
    expect(check(proof(privateKey, jwk, { ...claims(), iat: Math.floor(Date.now() / 1000) - 3600 }))).toMatch(/fresh/);
    const other = key();
    expect(check(proof(other.privateKey, other.jwk, claims()))).toMatch(/cnf\.jkt/);
    expect(check(proof(other.privateKey, jwk, claims()))).toMatch(/signature/);
    expect(check('')).toMatch(/not a JWT/);
  });
});

describe('the gate in front of the mock API', () => {
  let upstream: Server;
  let gate: Awaited<ReturnType<typeof startDpopGate>>;
  let received: IncomingHttpHeaders | null = null;
  const { privateKey, jwk } = key();
  beforeAll(async () => {
    const upstreamPort = await freePort();
    upstream = createServer((req, res) => {
      received = req.headers;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    });
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    gate = await startDpopGate({ port: await freePort(), target: `http://127.0.0.1:${upstreamPort}` });
  });
  afterAll(async () => {
    await gate.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  test('passes a good DPoP-bound call on as a bearer one, without the proof', async () => {
    const token = tokenFor(jwk);
    const dpop = proof(privateKey, jwk, { jti: randomUUID(), htm: 'GET', htu: 'http://localhost:4173/api/banks', iat: Math.floor(Date.now() / 1000), ath: b64url(createHash('sha256').update(token).digest()) });
    const answer = await fetch(`${gate.url}/banks?page=1`, { headers: { authorization: `DPoP ${token}`, dpop } });
    expect(answer.status).toBe(200);
    expect(received?.authorization).toBe(`Bearer ${token}`);
    expect(received?.dpop).toBeUndefined();
  });

  test('refuses a bad proof, and a bound token sent as Bearer, with 401 and WWW-Authenticate: DPoP', async () => {
    received = null;
    const token = tokenFor(jwk);
    const wrong = await fetch(`${gate.url}/banks`, { headers: { authorization: `DPoP ${token}`, dpop: proof(privateKey, jwk, { jti: randomUUID(), htm: 'POST', htu: 'http://localhost:4173/api/banks', iat: Math.floor(Date.now() / 1000) }) } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^DPoP error="invalid_dpop_proof"/);
    const bearer = await fetch(`${gate.url}/banks`, { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(401);
    expect(received).toBeNull();
    // A plain bearer token (no DPoP binding) passes as it came.
    expect((await fetch(`${gate.url}/banks`, { headers: { authorization: `Bearer ${tokenFor(null)}` } })).status).toBe(200);
  });
});
