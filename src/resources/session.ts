/**
 * Start-up data (tenant and user info, the server's menu, page permissions), the side
 * navigation built from it, and the page guard every admin route uses.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetConfigsSuspenseQueryOptions } from '../../generated/hooks/configs/configs';
import { getGetNavbarSuspenseQueryOptions, getListPageComponentsSuspenseQueryOptions } from '../../generated/hooks/session/session';
import type { NavGroup, PageComponent } from '../../generated/hey-api/types.gen';
import { ForbiddenError } from '../auth/guard';
import { canOpenPage, holdsMinimum } from '../auth/permissions';
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

/** The gate a route's `requirePage` left in its context, the innermost first; null when the route has none. */
export function pageGateOf(matches: readonly { context: unknown }[]): PageGate | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const context = matches[index]?.context;
    if (hasGate(context)) return context.pageGate;
  }
  return null;
}

function hasGate(context: unknown): context is { pageGate: PageGate } {
  return typeof context === 'object' && context !== null && 'pageGate' in context;
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

/** A page the route guard let through before the server's page list arrived: the shell checks it against the list (`pageGateOf` in `AdminLayout`). */
export type PageGate = { pageId: string; title: string };

/**
 * A route's beforeLoad that refuses a page the signed-in user may not open, also when the URL
 * is typed. The page's fixed minimum permission (from the access token) is checked at once;
 * the server's page list, which can only narrow it, is checked here when it is at hand (any
 * navigation after the first) and otherwise by the shell before the page shows
 * (`AdminLayout`), so a cold page's data, code and the start-up calls are requested together
 * rather than one after the other. The data requested meanwhile is only what the user's own
 * permissions let the API answer. Returns the gate, which the route's context carries.
 */
export function requirePage(pageId: string, title: string) {
  return ({ context }: { context: { queryClient: QueryClient } }): { pageGate: PageGate } => {
    const permissions = sessionSnapshot().user?.permissions ?? new Set<string>();
    if (!holdsMinimum(pageId, permissions)) throw new ForbiddenError(title);
    const pages = context.queryClient.getQueryData(pagesQuery().queryKey)?.data;
    if (pages && !canOpenPage(pageId, pages, permissions)) throw new ForbiddenError(title);
    return { pageGate: { pageId, title } };
  };
}
