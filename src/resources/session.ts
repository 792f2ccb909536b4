/**
 * Start-up data (tenant and user info, the server's menu, page permissions), the side
 * navigation built from it, and the page guard every admin route uses.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetConfigsSuspenseQueryOptions } from '../../generated/hooks/configs/configs';
import { getGetNavbarSuspenseQueryOptions, getListPageComponentsSuspenseQueryOptions } from '../../generated/hooks/session/session';
import type { NavGroup, PageComponent } from '../../generated/hey-api/types.gen';
import { ForbiddenError, requirePermission } from '../auth/guard';
import { canOpenPage, guardedAs, holdsMinimum, pageEntry, type PageId } from '../auth/pages';
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
  void queryClient.prefetchQuery(tenantQuery());
  void queryClient.prefetchQuery(navbarQuery());
  void queryClient.prefetchQuery(pagesQuery());
}

/**
 * The side navigation for a user: the server's groups in order, without items switched
 * off (`permission: false`) or that the user may not open, and without empty groups.
 */
export function navigationFor(groups: NavGroup[], pages: PageComponent[], permissions: ReadonlySet<string>): NavGroupView[] {
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
