import type { OidcMetadata } from 'oidc-client-ts';

/** The part of a realm's discovery document the console uses (oidc-client-ts reads no other). */
export type RealmEndpoints = Pick<OidcMetadata, 'issuer' | 'authorization_endpoint' | 'token_endpoint' | 'userinfo_endpoint' | 'end_session_endpoint' | 'revocation_endpoint' | 'jwks_uri'>;

/**
 * A Keycloak realm's endpoints, derived from its issuer (the `authority` of config.json) the
 * way Keycloak lays them out: `<realm>/protocol/openid-connect/<endpoint>`. Given to
 * oidc-client-ts as its metadata, so a cold tab's silent sign-in starts at once instead of
 * first fetching `/.well-known/openid-configuration`: one request round less before the
 * console's first API call (a full round trip on a slow line).
 */
export function keycloakEndpoints(issuer: string): RealmEndpoints {
  const realm = issuer.replace(/\/+$/, '');
  const endpoint = (name: string) => `${realm}/protocol/openid-connect/${name}`;
  return {
    issuer: realm,
    authorization_endpoint: endpoint('auth'),
    token_endpoint: endpoint('token'),
    userinfo_endpoint: endpoint('userinfo'),
    end_session_endpoint: endpoint('logout'),
    revocation_endpoint: endpoint('revoke'),
    jwks_uri: endpoint('certs'),
  };
}
