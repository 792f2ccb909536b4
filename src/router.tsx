import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/shell/not-found-page';
import { RouteError } from './components/shell/route-error';
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
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Page title, shown in the tab before the product's title. */
    title?: string;
  }
}
