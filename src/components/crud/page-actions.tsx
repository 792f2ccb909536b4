import { useMatches } from '@tanstack/react-router';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * What the current page offers: the `actions` of its entry in `GET /frontend/components`
 * (`view`, `add`, `edit`, `delete`, `approve`, `reject`, `reply`, `reprocess`, `complete`,
 * `download`, `video-call`, ...). `null` when no page list applies (every action is offered,
 * e.g. a component rendered outside a page, or a page the list does not name).
 */
export type PageActions = ReadonlySet<string> | null;

const PageActionsContext = createContext<PageActions>(null);

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
export function PageActionsProvider({ pageId, pages, children }: { pageId: string | undefined; pages: readonly { pageId: string; actions: readonly string[] }[]; children: ReactNode }) {
  const actions = useMemo<PageActions>(() => {
    const page = pageId === undefined ? undefined : pages.find((entry) => entry.pageId === pageId);
    return page ? new Set(page.actions) : null;
  }, [pageId, pages]);
  return <PageActionsContext.Provider value={actions}>{children}</PageActionsContext.Provider>;
}

/**
 * Provides the actions of the deepest matched route's page (its `staticData.pageId`, set by
 * `listPage` or by the route), read from the server's page list.
 */
export function RoutePageActions({ pages, children }: { pages: readonly { pageId: string; actions: readonly string[] }[]; children: ReactNode }) {
  const pageId = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.pageId !== undefined)?.staticData.pageId });
  return (
    <PageActionsProvider pageId={pageId} pages={pages}>
      {children}
    </PageActionsProvider>
  );
}
