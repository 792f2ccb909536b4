/**
 * Start-up data (tenant and user info, the server's menu, page permissions), the side
 * navigation built from it, and the page guard every admin route uses.
 */
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { getGetConfigsSuspenseQueryOptions } from '../../generated/hooks/configs/configs';
import { getGetNavbarSuspenseQueryOptions, getListPageComponentsSuspenseQueryOptions } from '../../generated/hooks/session/session';
import type { GetConfigsResponse, NavGroup, PageComponent } from '../../generated/hey-api/types.gen';
import { toApiError, type ApiError } from '../api/errors';
import { ForbiddenError, requirePermission } from '../auth/guard';
import { canOpenPage, guardedAs, holdsMinimum, pageEntry, registryMenu, type PageId } from '../auth/pages';
import { sessionSnapshot } from '../auth/session';
import type { NavGroupView } from '../components/shell/nav-types';

/** Start-up never changes during a session: fetched once, kept. */
const START_UP = { staleTime: Infinity, gcTime: Infinity } as const;

export const tenantQuery = () => getGetConfigsSuspenseQueryOptions({ type: ['tenants'] }, { query: START_UP });
export const navbarQuery = () => getGetNavbarSuspenseQueryOptions({ query: START_UP });
export const pagesQuery = () => getListPageComponentsSuspenseQueryOptions(undefined, { query: START_UP });

/**
 * Starts the three start-up calls together, without waiting for them: the shell waits for them
 * (`useSuspenseQuery`), while the page's own code and data load beside them.
 */
export function startStartup(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(startupQuery());
}

/** A start-up call, named as the user knows it. */
export type StartupCall = 'tenant' | 'menu' | 'page list';

/** A start-up call that failed, with its error (its message and request id are shown). */
export type StartupFailure = { call: StartupCall; error: ApiError };

/**
 * The start-up answers, each `null` when its call failed, and the failures in the order above.
 * A failure costs its own part only: the tenant's name shows "—", the menu is drawn from the
 * page registry, pages are allowed by the token alone (the server's list only narrows).
 */
export type Startup = {
  tenant: GetConfigsResponse | null;
  navbar: NavGroup[] | null;
  pages: PageComponent[] | null;
  failures: StartupFailure[];
};

/**
 * The three start-up calls, settled: the shell suspends on this one query, which never fails. Each
 * call stays its own query (the screens that read the tenant share it), with the reads' own
 * retries (a gateway's 502/503/504, a 429's Retry-After); refetching this query asks again only
 * for the calls that failed, the others being kept.
 */
export const startupQuery = () =>
  queryOptions({
    queryKey: ['start-up'] as const,
    queryFn: async ({ client }): Promise<Startup> => {
      const failures: StartupFailure[] = [];
      const settle = <T>(call: StartupCall, answer: Promise<T>): Promise<T | null> =>
        answer.catch((error: unknown) => {
          failures.push({ call, error: toApiError(error) });
          return null;
        });
      const [tenant, navbar, pages] = await Promise.all([
        settle('tenant', client.fetchQuery(tenantQuery())),
        settle('menu', client.fetchQuery(navbarQuery())),
        settle('page list', client.fetchQuery(pagesQuery())),
      ]);
      const order: readonly StartupCall[] = ['tenant', 'menu', 'page list'];
      failures.sort((a, b) => order.indexOf(a.call) - order.indexOf(b.call));
      return { tenant, navbar: navbar?.data ?? null, pages: pages?.data ?? null, failures };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

const NO_PAGES: readonly PageComponent[] = [];

/** The server's page list, or none when it could not be loaded (then the token alone gates: the list only narrows). */
export function pagesOf(startup: Pick<Startup, 'pages'>): readonly PageComponent[] {
  return startup.pages ?? NO_PAGES;
}

/** The settled start-up answers (suspends until all three calls have answered or failed). */
export function useStartup(): Startup {
  return useSuspenseQuery(startupQuery()).data;
}

/** The signed-in user's name as the API knows it (the tenant's user info), else the token's. */
export function useSignedInUserName(): string {
  const { tenant } = useStartup();
  return tenant?.data.userInfo?.userName ?? sessionSnapshot().user?.userName ?? '';
}

/**
 * The side navigation for a user from the start-up answers: the server's menu (`navigationFor`),
 * or without it every page of the registry the token allows.
 */
export function menuFor(startup: Pick<Startup, 'navbar' | 'pages'>, permissions: ReadonlySet<string>): NavGroupView[] {
  if (startup.navbar === null) {
    return registryMenu(permissions)
      .map((group) => ({
        id: group.title,
        title: group.title,
        items: group.items.filter((item) => canOpenPage(item.id, pagesOf(startup), permissions)).map((item) => ({ id: item.id, title: item.title, to: item.path })),
      }))
      .filter((group) => group.items.length > 0);
  }
  return navigationFor(startup.navbar, pagesOf(startup), permissions);
}

/**
 * The side navigation for a user: the server's groups in order, without items switched
 * off (`permission: false`) or that the user may not open, and without empty groups.
 */
export function navigationFor(groups: readonly NavGroup[], pages: readonly PageComponent[], permissions: ReadonlySet<string>): NavGroupView[] {
  return groups
    .map((group) => ({
      id: String(group.id),
      title: group.title,
      items: group.items
        .filter((item) => item.permission !== false && canOpenPage(item.pageId, pages, permissions))
        .map((item) => ({ id: String(item.id), title: item.title, to: item.path })),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * A route's beforeLoad that refuses a page the signed-in user may not open, also when the URL is
 * typed, from the access token alone and at once: the route's action permissions (`needs` in
 * src/auth/pages.ts) and the page's fixed minimum permission. A user whose token lacks them never
 * sends the screen's data call.
 *
 * The server's page list, which only narrows, is applied before the screen is shown, not before
 * its data call leaves (`ServerPageGate`, with the page named by `pageGuard`): the screen's call
 * then leaves with the start-up calls, one API round for a cold screen instead of two. This
 * leaks nothing: the call is one the token already permits, the API enforces its own permissions
 * on it, and a page the list narrows away shows 403 and never its data.
 */
export function requirePage(id: PageId) {
  const entry = pageEntry(id);
  const pageId = guardedAs(id);
  const title = entry.forbidden ?? entry.title;
  return (): void => {
    if (entry.needs) requirePermission(entry.needs, title);
    if (!holdsMinimum(pageId, sessionSnapshot().user?.permissions ?? new Set<string>())) throw new ForbiddenError(title);
  };
}

/** The page the server's list is asked about for page `id`, and the name of its 403 (a route's `staticData.guard`). */
export function pageGuard(id: PageId): { pageId: string; title: string } {
  const entry = pageEntry(id);
  return { pageId: guardedAs(id), title: entry.forbidden ?? entry.title };
}
