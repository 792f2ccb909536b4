/**
 * The console signs in without fetching the realm's discovery document: it derives the
 * endpoints from the issuer as Keycloak lays them out (src/auth/keycloak.ts). These tests hold
 * that derivation to Keycloak's layout and to what the development identity provider, which
 * the end-to-end tests sign in through, publishes.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startIdp } from '../../dev/idp.mjs';
import { keycloakEndpoints } from '../../src/auth/keycloak';
import { freePort } from './console';

let idp: Awaited<ReturnType<typeof startIdp>>;
beforeAll(async () => {
  idp = await startIdp({ port: await freePort() });
});
afterAll(() => idp.close());

test('a Keycloak realm\'s endpoints, from its issuer (with or without a trailing slash)', () => {
  const expected = {
    issuer: 'https://sso.bank.lk/realms/wallet',
    authorization_endpoint: 'https://sso.bank.lk/realms/wallet/protocol/openid-connect/auth',
    token_endpoint: 'https://sso.bank.lk/realms/wallet/protocol/openid-connect/token',
    userinfo_endpoint: 'https://sso.bank.lk/realms/wallet/protocol/openid-connect/userinfo',
    end_session_endpoint: 'https://sso.bank.lk/realms/wallet/protocol/openid-connect/logout',
    revocation_endpoint: 'https://sso.bank.lk/realms/wallet/protocol/openid-connect/revoke',
    jwks_uri: 'https://sso.bank.lk/realms/wallet/protocol/openid-connect/certs',
  };
  expect(keycloakEndpoints('https://sso.bank.lk/realms/wallet')).toEqual(expected);
  expect(keycloakEndpoints('https://sso.bank.lk/realms/wallet/')).toEqual(expected);
});

test('the development identity provider publishes exactly the derived endpoints', async () => {
  const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
  const derived = keycloakEndpoints(idp.issuer);
  expect(Object.fromEntries(Object.keys(derived).map((key) => [key, discovery[key]]))).toEqual(derived);
});
