import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { whenIdle } from './lib/idle';
import { routeTree } from './route-tree.gen';

/** The page a failed screen shows (with the 404 page, which it imports). */
const RouteError = lazyRouteComponent(() => import('./components/shell/route-error'), 'RouteError');

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
    // Not in the console's first load: the error page (with the 404 page) loads when the browser
    // is first idle (prefetchErrorPage).
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: lazyRouteComponent(() => import('./components/shell/not-found-page'), 'NotFoundPage'),
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

/**
 * Loads the error page's code when the browser is first idle (at the latest after the
 * specification's idle prefetch timeout, 2 s), not when a screen first fails: a failure often
 * comes with the network gone, when that code could no longer be fetched. Only code: no state
 * changes, so a render under way is not disturbed.
 */
export function prefetchErrorPage(): void {
  whenIdle(() => void RouteError.preload?.()?.catch(() => undefined));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Page title, shown in the tab before the product's title. */
    title?: string;
    /**
     * The page (`GET /frontend/components` page id) whose `actions` the screen honours
     * (`RoutePageActions`); `listPage` sets it. An add page names its list's page (adding is the list's `add`).
     */
    pageId?: string;
  }
}
