import { useMatches } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { canOpenPage, holdsMinimum, type PagePermission } from '../../auth/pages';
import { useSessionUser } from '../../auth/use-session';

/**
 * What the current page offers: the `actions` of its entry in `GET /frontend/components`
 * (`view`, `add`, `edit`, `delete`, `approve`, `reject`, `reply`, `reprocess`, `complete`,
 * `download`, `video-call`, ...). `null` when no page list applies (every action is offered,
 * e.g. a component rendered outside a page, or a page the list does not name).
 */
export type PageActions = ReadonlySet<string> | null;

const PageActionsContext = createContext<PageActions>(null);
/** The server's page list (with each page's permission), for links to other pages; null outside the console's pages. */
const PageListContext = createContext<readonly PagePermission[] | null>(null);

type PageEntry = { pageId: string; actions: readonly string[]; permission?: string | null };

/** The current page's actions (see `PageActions`). */
export function usePageActions(): PageActions {
  return useContext(PageActionsContext);
}

/**
 * Whether the page offers `action` (or any one of several): an action the server's page list
 * does not name is not shown (add button, row actions, status actions, record page buttons).
 */
export function offers(actions: PageActions, action: string | readonly string[]): boolean {
  if (actions === null) return true;
  const names: readonly string[] = typeof action === 'string' ? [action] : action;
  return names.some((name) => actions.has(name));
}

/**
 * Provides the actions of the page that `pageId` names. A page the list does not name is not
 * narrowed (its screen's own permission checks still apply): the list narrows, it does not erase.
 */
export function PageActionsProvider({ pageId, pages, children }: { pageId: string | undefined; pages: readonly PageEntry[]; children: ReactNode }) {
  const actions = useMemo<PageActions>(() => {
    const page = pageId === undefined ? undefined : pages.find((entry) => entry.pageId === pageId);
    return page ? new Set(page.actions) : null;
  }, [pageId, pages]);
  return (
    <PageListContext.Provider value={pages}>
      <PageActionsContext.Provider value={actions}>{children}</PageActionsContext.Provider>
    </PageListContext.Provider>
  );
}

/**
 * Whether the signed-in user may open a page (`canOpenPage`, with the server's page list when
 * one is provided, else the page's minimum permission): a link to another page is offered only then.
 */
export function useCanOpenPage(): (pageId: string) => boolean {
  const pages = useContext(PageListContext);
  const permissions = useSessionUser()?.permissions;
  return useCallback(
    (pageId: string) => {
      const held = permissions ?? NOTHING_HELD;
      return pages === null ? holdsMinimum(pageId, held) : canOpenPage(pageId, pages, held);
    },
    [pages, permissions],
  );
}

const NOTHING_HELD: ReadonlySet<string> = new Set();

/**
 * Provides the actions of the deepest matched route's page (its `staticData.pageId`, set by
 * `listPage` or by the route), read from the server's page list.
 */
export function RoutePageActions({ pages, children }: { pages: readonly PageEntry[]; children: ReactNode }) {
  const pageId = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.pageId !== undefined)?.staticData.pageId });
  return (
    <PageActionsProvider pageId={pageId} pages={pages}>
      {children}
    </PageActionsProvider>
  );
}
