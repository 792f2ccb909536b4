/**
 * The signed-in session: one oidc-client-ts UserManager for the app (authorization code +
 * PKCE S256, client and authority from the runtime configuration), exposed to React as a
 * small external store.
 */
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { RuntimeConfig } from '../api/runtime-config';
import { rolesOf } from './permissions';

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
const listeners = new Set<() => void>();
let renewal: Promise<boolean> | null = null;
let callback: Promise<string> | null = null;

function publish(user: User | null) {
  accessToken = user && !user.expired ? user.access_token : null;
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

function userManager(): UserManager {
  if (!manager) throw new Error('The session has not been started');
  return manager;
}

/** Creates the UserManager and restores the stored session, renewing a token that expired while the page was closed. */
export async function startSession(config: RuntimeConfig): Promise<void> {
  manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${window.location.origin}/callback`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope: 'openid',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  manager.events.addUserLoaded((user) => publish(user));
  manager.events.addUserUnloaded(() => publish(null));
  manager.events.addAccessTokenExpired(() => {
    void renewSession().then((ok) => {
      if (!ok) void signIn(currentLocation());
    });
  });
  manager.events.addSilentRenewError(() => void signIn(currentLocation()));

  const stored = await manager.getUser();
  if (stored && stored.expired) {
    // oidc-client-ts does not renew a token that expired before the page loaded (laptop sleep).
    publish(null);
    if (!(await renewSession())) await manager.removeUser();
  } else {
    publish(stored);
  }
  void manager.clearStaleState();
}

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Renews the tokens with the refresh token; one renewal at a time. Resolves false on failure. */
export function renewSession(): Promise<boolean> {
  renewal ??= userManager()
    .signinSilent()
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

/** Starts sign-in at the identity provider; after it the user lands on `returnTo`. */
export async function signIn(returnTo: string = DEFAULT_LANDING): Promise<void> {
  const target = returnTo.startsWith('/admin') ? returnTo : DEFAULT_LANDING;
  await userManager().signinRedirect({ state: { returnTo: target } satisfies ReturnState });
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
      return returnTo?.startsWith('/admin') ? returnTo : DEFAULT_LANDING;
    });
  return callback;
}

/** Ends the session at the identity provider (realm logout path) and returns to `/`, leaving no tokens behind. */
export async function signOut(): Promise<void> {
  const um = userManager();
  const user = await um.getUser();
  await um.removeUser();
  await um.clearStaleState();
  publish(null);
  await um.signoutRedirect({ id_token_hint: user?.id_token, post_logout_redirect_uri: `${window.location.origin}/` });
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
