// Development identity provider: FOR LOCAL DEVELOPMENT AND TESTS ONLY.
// A Keycloak-shaped OpenID provider (realm "wallet") built on oidc-provider: Keycloak's endpoint
// paths under /realms/wallet, the public client "wallet-dashboard" (code flow + PKCE S256), JWT
// access tokens with realm_access.roles, and a login page with Keycloak's element ids, so the
// console and its browser tests work the same against this and against a real Keycloak.
// In-memory only, fixed dev cookie secret, well-known passwords: never expose it.
// oidc-provider 9 prints an "unsupported runtime" notice on Node 20: expected.
import { generateKeyPairSync, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import Provider, { errors } from 'oidc-provider';

export const REALM_PATH = '/realms/wallet';
export const CLIENT_ID = 'wallet-dashboard';
const OIDC = '/protocol/openid-connect';
const RESOURCE = 'urn:wallet:api'; // default resource indicator: makes the access token a JWT
const RESOURCE_SCOPE = 'openid profile email';
const PROFILE_CLAIMS = ['preferred_username', 'given_name', 'family_name', 'name', 'email', 'email_verified'];

const ADMIN_ROLES = ['BANK', 'ROLE_CUSTOMER_KYC', 'CUSTOMER', 'MERCHANT', 'INBOX', 'REPORT', 'DISPUTE',
  'AUTHORIZATION', 'AUDIT', 'role', 'user', 'role_add', 'role_delete', 'role_get', 'user_add',
  'user_delete', 'user_update', 'user_get'];

/** Dev accounts (username = password). `sub` is fixed so tokens are comparable across restarts. */
export const ACCOUNTS = Object.freeze({
  admin: { sub: '5f0c8f0e-6f7a-4a51-9d2b-0a0000000001', password: 'admin', given_name: 'nimal', family_name: 'Perera', email: 'nimal.perera@wallet.example', roles: ADMIN_ROLES },
  viewer: { sub: '5f0c8f0e-6f7a-4a51-9d2b-0a0000000002', password: 'viewer', given_name: 'kasuni', family_name: 'Fernando', email: 'kasuni.fernando@wallet.example', roles: ['role_get', 'user_get'] },
  kyc: { sub: '5f0c8f0e-6f7a-4a51-9d2b-0a0000000003', password: 'kyc', given_name: 'ruwan', family_name: 'Silva', email: 'ruwan.silva@wallet.example', roles: ['ROLE_CUSTOMER_KYC', 'CUSTOMER'] },
});

const bySub = (sub) => Object.entries(ACCOUNTS).find(([, a]) => a.sub === sub);
const profile = ([username, a]) => ({
  preferred_username: username, given_name: a.given_name, family_name: a.family_name,
  name: `${a.given_name} ${a.family_name}`, email: a.email, email_verified: true,
});

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";
const page = (title, body) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f0f0f0}
main{max-width:22rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:6px;box-shadow:0 1px 4px #0003}
h1{font-size:1.4rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #6a6e73;border-radius:3px}
input[aria-invalid=true]{border-color:#a30000}#input-error{display:block;color:#a30000;margin-top:1rem}
button{margin-top:1.5rem;width:100%;padding:.6rem;font:inherit;font-weight:600;color:#fff;background:#0050a0;border:0;border-radius:3px;cursor:pointer}
</style></head><body><main>${body}</main></body></html>`;

const loginPage = (action, { username = '', error = false } = {}) => page('Sign in to wallet', `
<h1 id="kc-page-title">Sign in to your account</h1>
<form id="kc-form-login" method="post" action="${esc(action)}" novalidate>
<label for="username">Username or email</label>
<input id="username" name="username" type="text" value="${esc(username)}" autocomplete="username" autofocus${error ? ' aria-invalid="true" aria-describedby="input-error"' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password"${error ? ' aria-invalid="true" aria-describedby="input-error"' : ''}>
${error ? '<span id="input-error" role="alert">Invalid username or password.</span>' : ''}
<button id="kc-login" name="login" type="submit">Sign In</button>
</form>`);

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startIdp({
  port = Number(process.env.IDP_PORT ?? 8080),
  host = '127.0.0.1',
  // The console's client gets no refresh token (Keycloak: the client's "Use refresh tokens" off):
  // it renews with the same silent prompt=none request that restores a reload, so no token
  // outlives its page. IDP_REFRESH_TOKENS=1 issues them, as a realm that keeps them on does.
  refreshTokens = process.env.IDP_REFRESH_TOKENS === '1',
  appOrigins = [...new Set(['http://localhost:5173', 'http://localhost:4173',
    ...(process.env.APP_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)])],
} = {}) {
  let callback; // set once the provider exists (the issuer needs the bound port)
  const server = http.createServer((req, res) => handle(req, res).catch((err) => {
    console.error('[idp]', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('internal error');
  }));
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const issuer = `http://localhost:${server.address().port}${REALM_PATH}`;

  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const corsHeaders = (origin) => (appOrigins.includes(origin)
    ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {});

  const provider = new Provider(issuer, {
    clients: [{
      client_id: CLIENT_ID,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // /callback for the sign-in redirect, /silent-callback.html for the silent (prompt=none) sign-in in an iframe.
      redirect_uris: appOrigins.flatMap((o) => [`${o}/callback`, `${o}/silent-callback.html`]),
      post_logout_redirect_uris: appOrigins.map((o) => `${o}/`),
    }],
    jwks: { keys: [jwk] },
    cookies: { keys: ['wallet-dev-idp-cookie-secret-not-for-production'] },
    routes: {
      authorization: `${OIDC}/auth`, token: `${OIDC}/token`, jwks: `${OIDC}/certs`,
      userinfo: `${OIDC}/userinfo`, end_session: `${OIDC}/logout`,
      revocation: `${OIDC}/revoke`, introspection: `${OIDC}/token/introspect`,
      pushed_authorization_request: `${OIDC}/ext/par/request`,
    },
    // Keycloak puts the profile claims in tokens for scope "openid" alone (default client scopes).
    claims: { openid: ['sub', ...PROFILE_CLAIMS], profile: PROFILE_CLAIMS, email: ['email', 'email_verified'] },
    async findAccount(ctx, sub) {
      const entry = bySub(sub);
      return entry && { accountId: sub, claims: async () => ({ sub, ...profile(entry) }) };
    },
    async extraTokenClaims(ctx, token) {
      const entry = token.kind === 'AccessToken' && bySub(token.accountId);
      return entry ? { typ: 'Bearer', azp: token.clientId, realm_access: { roles: [...entry[1].roles] }, ...profile(entry) } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      // DPoP-bound tokens (RFC 9449) when the token request carries a DPoP proof (config.json `dpop: true`), as Keycloak 23+ does.
      dPoP: { enabled: true },
      revocation: { enabled: true },
      introspection: { enabled: true },
      // Built-in userinfo refuses access tokens that have an audience; served below instead.
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (ctx, resource) => {
          if (resource !== RESOURCE) throw new errors.InvalidTarget();
          return { scope: RESOURCE_SCOPE, audience: 'account', accessTokenFormat: 'jwt', accessTokenTTL: 1800, jwt: { sign: { alg: 'RS256' } } };
        },
      },
      rpInitiatedLogout: {
        // No "do you want to sign out?" prompt: the confirm form is submitted by a same-origin script.
        async logoutSource(ctx, form) {
          ctx.set('Content-Security-Policy', CSP);
          ctx.body = page('Signing out', `<h1>Signing out…</h1>${form.replace('</form>',
            '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>')}
<script src="${REALM_PATH}/resources/auto-submit.js"></script>`);
        },
      },
    },
    discovery: { userinfo_endpoint: `${issuer}${OIDC}/userinfo` },
    pkce: { required: () => true }, // oidc-provider 9 only implements S256
    clientBasedCORS: (ctx, origin) => appOrigins.includes(origin),
    issueRefreshToken: async (ctx, client) => refreshTokens && client.grantTypeAllowed('refresh_token'),
    // Every refresh, DPoP-bound or not, rotates the refresh token; a rotated one used again revokes
    // the whole grant (oidc-provider does on reuse): Keycloak's "Revoke Refresh Token" with
    // "Refresh Token Max Reuse" 0. (oidc-provider's default leaves sender-constrained ones unrotated.)
    rotateRefreshToken: true,
    // First-party client: consent is implied, so grant the scopes here and never prompt for it.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const grant = (grantId && await provider.Grant.find(grantId))
        || new provider.Grant({ clientId: client.clientId, accountId: ctx.oidc.account.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(RESOURCE, RESOURCE_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (ctx, interaction) => `${REALM_PATH}/login-actions/${interaction.uid}` },
    ttl: { Interaction: 3600, AccessToken: 1800, IdToken: 1800, RefreshToken: 2592000, Grant: 2592000, Session: 2592000 },
  });
  callback = provider.callback();

  async function interaction(req, res) {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Sign-in session expired: start again from the console.');
      return;
    }
    const send = (html) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': CSP }).end(html);
    if (req.method === 'GET') return send(loginPage(req.url));
    const { username = '', password = '' } = await readForm(req);
    const [, account] = Object.entries(ACCOUNTS).find(([u, a]) => u === username || a.email === username) ?? [];
    if (!account || account.password !== password) return send(loginPage(req.url, { username, error: true }));
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  async function userinfo(req, res) {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET,POST', 'access-control-allow-headers': 'authorization', 'access-control-max-age': '3600' }).end();
      return;
    }
    // JWT access tokens are not stored by oidc-provider: check signature, issuer and expiry.
    const [h, p, sig] = (/^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '').split('.');
    let claims;
    try {
      const head = JSON.parse(Buffer.from(h, 'base64url'));
      const body = JSON.parse(Buffer.from(p, 'base64url'));
      if (head.alg === 'RS256' && head.typ === 'at+jwt' && body.iss === issuer && body.exp > Date.now() / 1000
        && verify('sha256', Buffer.from(`${h}.${p}`), publicKey, Buffer.from(sig, 'base64url'))) claims = body;
    } catch { /* malformed token */ }
    const entry = claims && bySub(claims.sub);
    if (!entry) {
      res.writeHead(401, { ...cors, 'www-authenticate': 'Bearer error="invalid_token"', 'access-control-expose-headers': 'WWW-Authenticate' }).end();
      return;
    }
    res.writeHead(200, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify({ sub: claims.sub, ...profile(entry) }));
  }

  async function handle(req, res) {
    const { pathname } = new URL(req.url, 'http://localhost');
    if (!callback) {
      res.writeHead(503).end();
    } else if (pathname === `${REALM_PATH}/resources/auto-submit.js`) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end('document.forms[0].submit();\n');
    } else if (pathname.startsWith(`${REALM_PATH}/login-actions/`)) {
      await interaction(req, res);
    } else if (pathname === `${REALM_PATH}${OIDC}/userinfo`) {
      await userinfo(req, res);
    } else if (pathname.startsWith(`${REALM_PATH}/`)) {
      // Mount: the provider routes on the path below the issuer and derives its URLs from originalUrl.
      req.originalUrl = req.url;
      req.url = req.url.slice(REALM_PATH.length);
      await callback(req, res);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  }

  return {
    issuer,
    close: () => new Promise((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { issuer, close } = await startIdp();
  console.log(`Development identity provider: ${issuer} (accounts: ${Object.keys(ACCOUNTS).join(', ')}; password = username)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => close().then(() => process.exit(0)));
}
