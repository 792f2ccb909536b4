import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { LazyNotFoundPage } from './components/shell/lazy-error-pages';
import { routeTree } from './route-tree.gen';

/** What every route's loader and beforeLoad receive. */
export type RouterContext = { queryClient: QueryClient };

/** Creates the app's router: code-split file routes, preloading on hover or focus. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // No error component per route: a route's failure reaches the console's own boundary
    // (`RouteErrors` in the root and admin layouts), which shows the error page without the
    // router's "Error in route match" warning. The 404 page is not in the console's first load.
    defaultNotFoundComponent: LazyNotFoundPage,
    scrollRestoration: true,
  });
}

/**
 * Requests the code of the routes matching the current address (each route's component and
 * loader chunk) at once, without running guards or loaders: a cold screen's chunks download
 * beside the sign-in and the start-up calls instead of after them. Failures are left to the
 * navigation, which loads the same chunks again and shows its error.
 */
export function preloadRouteChunks(router: ReturnType<typeof createAppRouter>, pathname: string = window.location.pathname): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Page title, shown in the tab before the product's title. */
    title?: string;
    /**
     * The text of the page's `<h2>` when it does not depend on data: the start-up script's frame
     * shows it in the heading's place before the console has started (src/start-page.ts), set by
     * `page`/`listPage` from the page registry (src/auth/pages.ts), which the build reads too.
     */
    heading?: string;
    /**
     * The page the server's page list is asked about before the screen is shown, and the name its
     * 403 gives (`page`/`listPage`, from the registry): applied by `ServerPageGate` in the layout,
     * while the screen's data call is already under way.
     */
    guard?: { pageId: string; title: string };
    /**
     * The page (`GET /frontend/components` page id) whose `actions` the screen honours
     * (`RoutePageActions`); `page`/`listPage` set it from the page registry. An add page names its list's page (adding is the list's `add`).
     */
    pageId?: string;
  }
}
