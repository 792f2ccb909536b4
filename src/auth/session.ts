/**
 * The signed-in session: one oidc-client-ts UserManager for the app (authorization code +
 * PKCE S256 + nonce, client and authority from the runtime configuration), exposed to React as
 * a small external store.
 *
 * Tokens live in memory only (never in web storage, where any script could read them); only
 * the short-lived state of a sign-in redirect round-trip sits in sessionStorage. A reload or a
 * new tab restores the session through the identity provider's single sign-on: a silent
 * `prompt=none` authorization request in a hidden iframe (public/silent-callback.html).
 */
import { InMemoryWebStorage, UserManager, WebStorageStateStore, type DPoPState, type User, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '../api/runtime-config';
import { keepUnsavedWork } from '../lib/unsaved-work';
import { keycloakEndpoints } from './keycloak';
import { rolesOf } from './permissions';
import { consolePath } from '../lib/console-path';

/** What the app knows about the signed-in user. */
export type SessionUser = {
  userName: string;
  givenName: string;
  familyName: string;
  /** The allowed permissions: the access token's realm roles. */
  permissions: ReadonlySet<string>;
};

export type SessionState = { user: SessionUser | null };

type ReturnState = { returnTo?: string };

const DEFAULT_LANDING = '/admin/dashboard';

let manager: UserManager | null = null;
let state: SessionState = { user: null };
let accessToken: string | null = null;
let tokenType: 'Bearer' | 'DPoP' = 'Bearer';
const listeners = new Set<() => void>();
let renewal: Promise<boolean> | null = null;
let callback: Promise<string> | null = null;

/**
 * Why the console signed the user out, shown on the public page it lands on: the idle limit, a
 * sign-out in another tab, or the wallet API refusing the session even after a renewal.
 */
export type SignOutReason = 'idle' | 'elsewhere' | 'rejected';

/** A sign-out the console made by itself: why, the idle limit, and the page the user was on (Sign in returns there). */
export type SignedOut = { reason: SignOutReason; seconds?: number; returnTo?: string };

const REASONS: readonly SignOutReason[] = ['idle', 'elsewhere', 'rejected'];

const REASON_KEY = 'wallet.signedOut';
const CHANNEL = 'wallet-session';
let channel: BroadcastChannel | null = null;

/** A fresh random nonce: the ID token must carry it back (replay protection). */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Discards what web storage holds for oidc-client-ts when it cannot be a live redirect state:
 * users stored by earlier versions (tokens never stay in storage) and entries that are not JSON
 * objects (corrupt or foreign data), so start-up never trips over them.
 */
export function discardStoredSessionData(stores: readonly Storage[] = [window.sessionStorage, window.localStorage]): void {
  for (const store of stores) {
    for (const key of Object.keys(store)) {
      if (!key.startsWith('oidc.')) continue;
      let usable = false;
      try {
        const value: unknown = JSON.parse(store.getItem(key) ?? '');
        usable = store === window.sessionStorage && !key.startsWith('oidc.user:') && typeof value === 'object' && value !== null && !Array.isArray(value);
      } catch {
        usable = false;
      }
      if (!usable) store.removeItem(key);
    }
  }
}

/**
 * Before the console leaves a page by itself (idle limit, the API refusing the session, a
 * sign-out elsewhere): keeps the open form's non-secret input for this page and remembers why,
 * and where to come back to, for the start page.
 */
function rememberReason(reason: SignOutReason, idleSeconds?: number) {
  keepUnsavedWork();
  const returnTo = window.location.pathname.startsWith('/admin') ? currentLocation() : undefined;
  try {
    window.sessionStorage.setItem(REASON_KEY, JSON.stringify({ reason, seconds: idleSeconds, returnTo } satisfies SignedOut));
  } catch {
    // Storage full or blocked: the sign-out still happens, without the explanation.
  }
}

/** Reads (and removes) the reason this tab stored before its sign-out redirect; null when none or not ours. */
function readSignOutReason(): SignedOut | null {
  try {
    const raw = window.sessionStorage.getItem(REASON_KEY);
    window.sessionStorage.removeItem(REASON_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { reason, seconds, returnTo } = value as { reason?: unknown; seconds?: unknown; returnTo?: unknown };
    if (!REASONS.includes(reason as SignOutReason)) return null;
    const read: SignedOut = { reason: reason as SignOutReason };
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) read.seconds = seconds;
    const back = consolePath(returnTo);
    if (back) read.returnTo = back;
    return read;
  } catch {
    return null;
  }
}

let signedOut: SignedOut | null = null;

/** Why the console signed out in this tab, read (and removed from storage) at start-up: a reload does not repeat it. */
export function signOutReason(): SignedOut | null {
  return signedOut;
}

function publish(user: User | null) {
  accessToken = user && !user.expired ? user.access_token : null;
  tokenType = user?.token_type?.toLowerCase() === 'dpop' ? 'DPoP' : 'Bearer';
  state = {
    user: user
      ? {
          userName: String(user.profile.preferred_username ?? user.profile.sub),
          givenName: String(user.profile.given_name ?? user.profile.preferred_username ?? ''),
          familyName: String(user.profile.family_name ?? ''),
          permissions: new Set(rolesOf(user.access_token)),
        }
      : null,
  };
  listeners.forEach((listener) => listener());
}

/** What oidc-client-ts keeps its DPoP key pair in (its type is not exported by name). */
type DPoPStore = NonNullable<UserManagerSettings['dpop']>['store'];

/** The DPoP key pair in memory only (non-extractable WebCrypto keys): a reload makes a new one with the new tokens. */
class MemoryDPoPStore implements DPoPStore {
  private readonly states = new Map<string, DPoPState>();
  set(key: string, value: DPoPState): Promise<void> {
    this.states.set(key, value);
    return Promise.resolve();
  }
  get(key: string): Promise<DPoPState> {
    // oidc-client-ts asks first whether a key pair exists: undefined says none yet.
    return Promise.resolve(this.states.get(key) as DPoPState);
  }
  remove(key: string): Promise<DPoPState> {
    const state = this.states.get(key);
    this.states.delete(key);
    return Promise.resolve(state as DPoPState);
  }
  getAllKeys(): Promise<string[]> {
    return Promise.resolve([...this.states.keys()]);
  }
}

function userManager(): UserManager {
  if (!manager) throw new Error('The session has not been started');
  return manager;
}

/** How long a silent (prompt=none) sign-in may take before the console falls back to the sign-in redirect. */
export const SILENT_TIMEOUT_SECONDS = 30;

/**
 * Creates the UserManager and restores the session through the identity provider's single
 * sign-on (silent `prompt=none` request); without one the user is signed out. `restore: false`
 * (the sign-in page, which redirects to the identity provider anyway) skips the silent request.
 */
export async function startSession(config: RuntimeConfig, { restore = true }: { restore?: boolean } = {}): Promise<void> {
  discardStoredSessionData();
  signedOut = readSignOutReason();
  manager = new UserManager({
    authority: config.authority,
    // The realm's endpoints as Keycloak lays them out: no discovery request before the silent sign-in.
    metadata: keycloakEndpoints(config.authority),
    client_id: config.clientId,
    redirect_uri: `${window.location.origin}/callback`,
    silent_redirect_uri: `${window.location.origin}/silent-callback.html`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope: 'openid',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    // A cold tab on a slow line (Fast 3G) fetches the console's chunks while the hidden iframe
    // loads; over HTTP/1.1 the callback page's script waits in the same queue, and at 10 s the
    // silent sign-in gave up and a full sign-in redirect loaded the console a second time.
    // A refusal (no single sign-on session) answers at once; only a silent provider waits this long.
    silentRequestTimeoutInSeconds: SILENT_TIMEOUT_SECONDS,
    loadUserInfo: false,
    // Tokens in memory only; the redirect round-trip's state (PKCE verifier, nonce) in this tab's session storage.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // config.json `dpop`: sender-constrained tokens (RFC 9449), proofs signed with WebCrypto.
    ...(config.dpop ? { dpop: { store: new MemoryDPoPStore() } } : {}),
  });
  manager.events.addUserLoaded((user) => publish(user));
  manager.events.addUserUnloaded(() => publish(null));
  manager.events.addAccessTokenExpired(() => {
    void renewSession().then((ok) => {
      if (!ok) void signInAgain();
    });
  });
  manager.events.addSilentRenewError(() => void signInAgain());
  listenForSignOutElsewhere();

  // The redirect callback brings its own tokens; every other page asks the identity provider,
  // unless this tab has just signed out (the identity provider's logout may still be under way
  // in the tab that started it, and a silent sign-in must not bring the session back).
  if (restore && window.location.pathname !== '/callback' && !signedOut) {
    publish(await manager.signinSilent({ nonce: newNonce() }).catch(() => null));
  }
  void manager.clearStaleState().catch(() => undefined);
}

/** Another tab signed out: drop this tab's tokens and leave the console too. */
function listenForSignOutElsewhere() {
  if (typeof BroadcastChannel === 'undefined') return;
  channel?.close();
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== 'signed-out') return;
    void userManager()
      .removeUser()
      .finally(() => {
        publish(null);
        if (window.location.pathname.startsWith('/admin')) {
          rememberReason('elsewhere');
          window.location.assign('/');
        }
      });
  };
}

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Renews the tokens with the refresh token (or, without one, a silent `prompt=none` request);
 * one renewal at a time. Resolves false on failure.
 */
export function renewSession(): Promise<boolean> {
  renewal ??= userManager()
    .signinSilent({ nonce: newNonce() })
    .then((user) => {
      publish(user);
      return user !== null;
    })
    .catch(() => false)
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/**
 * The session could not be renewed: keeps the open form's non-secret input and signs in again,
 * back to this page, where the form offers the input.
 */
export function signInAgain(): Promise<void> {
  keepUnsavedWork();
  return signIn(currentLocation());
}

/** Starts sign-in at the identity provider; after it the user lands on `returnTo`. */
export async function signIn(returnTo: string = DEFAULT_LANDING): Promise<void> {
  const target = consolePath(returnTo) ?? DEFAULT_LANDING;
  await userManager().signinRedirect({ state: { returnTo: target } satisfies ReturnState, nonce: newNonce() });
}

/**
 * Finishes sign-in on /callback and resolves the path to land on. Runs once per page load:
 * React StrictMode mounts twice, and exchanging the code twice would break the session.
 */
export function completeSignIn(): Promise<string> {
  callback ??= userManager()
    .signinRedirectCallback()
    .then((user) => {
      publish(user);
      const returnTo = (user.state as ReturnState | undefined)?.returnTo;
      return consolePath(returnTo) ?? DEFAULT_LANDING;
    });
  return callback;
}

let signingOut = false;

/**
 * Ends the session: revokes the refresh token at the identity provider, tells the console's
 * other tabs (they drop their tokens and leave), ends the identity provider's session (realm
 * logout path) and returns to `/`, leaving no tokens behind. `reason` (a sign-out the console
 * makes by itself) is explained there, with a Sign in back to this page, whose open form's
 * non-secret input is kept and offered again. Runs once (several refused calls may ask).
 */
export async function signOut(reason?: SignOutReason, idleSeconds?: number): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  if (reason) rememberReason(reason, idleSeconds);
  try {
    const um = userManager();
    const user = await um.getUser();
    channel?.postMessage({ type: 'signed-out' });
    if (user?.refresh_token) await um.revokeTokens(['refresh_token']).catch(() => undefined);
    await um.removeUser();
    await um.clearStaleState().catch(() => undefined);
    publish(null);
    await um.signoutRedirect({ id_token_hint: user?.id_token, post_logout_redirect_uri: `${window.location.origin}/` });
  } catch (error) {
    signingOut = false;
    throw error;
  }
}

/** How the access token is sent: `DPoP` when the identity provider bound it to this tab's key, else `Bearer`. */
export function currentTokenType(): 'Bearer' | 'DPoP' {
  return tokenType;
}

/**
 * A DPoP proof (RFC 9449) for one request (`url` without query or fragment, HTTP `method`),
 * signed with this tab's key and bound to the access token; null without DPoP or a user.
 */
export async function dpopProof(url: string, method: string): Promise<string | null> {
  if (!manager?.settings.dpop) return null;
  const user = await manager.getUser();
  if (!user) return null;
  const target = new URL(url, window.location.origin);
  return (await manager.dpopProof(`${target.origin}${target.pathname}`, user, method.toUpperCase())) ?? null;
}

/** The current access token, or null. */
export function currentAccessToken(): string | null {
  return accessToken;
}

/** For useSyncExternalStore. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session snapshot. */
export function sessionSnapshot(): SessionState {
  return state;
}
