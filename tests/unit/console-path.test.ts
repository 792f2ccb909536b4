// Only validated URL state reaches the API, and every redirect target is a console route.
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type * as OidcClient from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { completeSignIn, signIn, startSession } from '../../src/auth/session';
import { validateListSearch } from '../../src/components/crud/list-search';
import type { ListSearch } from '../../src/components/crud/types';
import { consolePath } from '../../src/lib/console-path';

/** What the console asked the identity provider to bring the user back to, per sign-in. */
const redirects: { state?: { returnTo?: string } }[] = [];
let callbackState: { returnTo?: string } = {};

vi.mock('oidc-client-ts', async (importOriginal) => {
  const real = await importOriginal<typeof OidcClient>();
  class UserManager {
    events = { addUserLoaded() {}, addUserUnloaded() {}, addAccessTokenExpired() {}, addSilentRenewError() {} };
    signinRedirect(args: { state?: { returnTo?: string } }) {
      redirects.push(args);
      return Promise.resolve();
    }
    signinRedirectCallback() {
      return Promise.resolve({ state: callbackState, access_token: 'a', expired: false, profile: {} });
    }
    clearStaleState() {
      return Promise.resolve();
    }
  }
  return { ...real, UserManager };
});

describe('consolePath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin/config-mgt/bank-mgt?page=2&size=20&sort=bankName%2Casc', '/admin/config-mgt/bank-mgt?page=2&size=20&sort=bankName%2Casc'],
    ['/admin/customer-mgt/42#kyc', '/admin/customer-mgt/42#kyc'],
    ['/admin/config-mgt/bank-mgt?search=50%25', '/admin/config-mgt/bank-mgt?search=50%25'],
  ])('keeps the console route %s', (target, expected) => {
    expect(consolePath(target)).toBe(expected);
  });

  it.each([
    '/admin/../\\x',
    '/admin/..\\evil.example',
    '/admin/../login',
    '/admin/./dashboard',
    '/admin/%2e%2e/login',
    '/admin/%2E%2E%2Fevil',
    '/admin%2f..%2f..%2fevil',
    '/admin/%5cevil.example',
    '/admin/%252e%252e/x',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '\\\\evil.example\\admin',
    'https://evil.example/admin',
    'javascript:alert(1)//admin',
    '/admin\t/x',
    '/admin/\nx',
    '/administrator',
    '/',
    '/login',
    '/callback?code=x',
    '',
    'admin/dashboard',
  ])('refuses %j', (target) => {
    expect(consolePath(target)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(consolePath(undefined)).toBeNull();
    expect(consolePath(['/admin'])).toBeNull();
  });
});

describe('a list route', () => {
  /** A router with one list route as listPage makes it; answers what the loader saw and what the screen reads. */
  async function open(url: string) {
    let loaded: ListSearch | undefined;
    const root = createRootRoute();
    const list = createRoute({
      getParentRoute: () => root,
      path: '/admin/config-mgt/bank-mgt',
      validateSearch: validateListSearch,
      loaderDeps: ({ search }: { search: ListSearch }) => ({ search }),
      loader: ({ deps }) => {
        loaded = deps.search;
      },
    });
    const router = createRouter({ routeTree: root.addChildren([list]), history: createMemoryHistory({ initialEntries: [url] }) });
    await router.load();
    const match = router.state.matches.find((m) => m.routeId === list.id);
    return { loaded, shown: match?.search as ListSearch | undefined };
  }

  it('sends the validation result, not the raw sort, search or filters of the address', async () => {
    const { loaded, shown } = await open('/admin/config-mgt/bank-mgt?sort=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&filters=%22x%22&page=0');
    for (const search of [loaded, shown]) {
      expect(search?.sort).toBeUndefined();
      expect(search?.filters).toBeUndefined();
      expect(search?.page).toBe(1);
      expect(search?.size).toBe(10);
    }
  });

  it('keeps a valid sort', async () => {
    const { loaded } = await open('/admin/config-mgt/bank-mgt?sort=bankName%2Cdesc');
    expect(loaded?.sort).toBe('bankName,desc');
  });
});

describe('sign-in', () => {
  it.each([
    ['/admin/../\\x', '/admin/dashboard'],
    ['/admin/%2e%2e/login', '/admin/dashboard'],
    ['/administrator', '/admin/dashboard'],
    ['/admin/config-mgt/bank-mgt?page=2', '/admin/config-mgt/bank-mgt?page=2'],
  ])('sends the user back to a console route only: %s lands on %s', async (returnTo, landing) => {
    await startSession({ authority: 'https://sso.example.lk/realms/wallet', clientId: 'wallet-dashboard' } as Parameters<typeof startSession>[0], { restore: false });
    await signIn(returnTo);
    expect(redirects.at(-1)?.state?.returnTo).toBe(landing);
  });

  it('lands on a console route whatever the callback state says', async () => {
    callbackState = { returnTo: '/admin/..\\evil.example' };
    expect(await completeSignIn()).toBe('/admin/dashboard');
  });
});
