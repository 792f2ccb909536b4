import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ConsoleChrome } from '../components/shell/console-chrome';
import { LazyNotFoundPage } from '../components/shell/lazy-error-pages';
import { RouteErrors } from '../components/shell/route-errors';
import type { RouterContext } from '../router';

/** The tab title: "Digital Wallet" with the suffix "Admin Panel", after the page's own title. */
export const PRODUCT_TITLE = 'Digital Wallet | Admin Panel';

function Root() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const title = useRouterState({ select: (s) => s.matches.at(-1)?.staticData.title });
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [title]);
  return (
    <>
      <RouteErrors>
        <Outlet />
      </RouteErrors>
      <ConsoleChrome routing={pending} />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // The root route is never code-split: the 404 page is not in the console's first load.
  notFoundComponent: LazyNotFoundPage,
});
