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
 * A route's beforeLoad that refuses a page the signed-in user may not open, also when the URL
 * is typed: the route's action permissions (`needs` in src/auth/pages.ts) and the page's fixed
 * minimum permission (from the access token) at once, then the server's page list, which can only
 * narrow it (`canOpenPage`). On a cold start the guard waits for that list (the start-up call
 * already on its way), so no call for the page's data leaves before the page is known to be
 * allowed; afterwards the list is at hand and the guard answers at once.
 */
export function requirePage(id: PageId) {
  const entry = pageEntry(id);
  const pageId = guardedAs(id);
  const title = entry.forbidden ?? entry.title;
  return ({ context }: { context: { queryClient: QueryClient } }): Promise<void> | undefined => {
    if (entry.needs) requirePermission(entry.needs, title);
    const permissions = sessionSnapshot().user?.permissions ?? new Set<string>();
    if (!holdsMinimum(pageId, permissions)) throw new ForbiddenError(title);
    const refuse = (pages: readonly PageComponent[]) => {
      if (!canOpenPage(pageId, pages, permissions)) throw new ForbiddenError(title);
    };
    const pages = context.queryClient.getQueryData(pagesQuery().queryKey)?.data;
    if (pages) {
      refuse(pages);
      return undefined;
    }
    return context.queryClient.ensureQueryData(pagesQuery()).then((answer) => refuse(answer.data));
  };
}
