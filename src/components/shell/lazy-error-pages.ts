import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazyComponent } from '../lazy-component';
import { whenIdle } from '../../lib/idle';

// The error and 404 pages, outside the console's first load; the router, the root route and the route error boundary use these.

/** The page a failed screen shows (it imports the 404 page). */
export const LazyRouteError = lazyComponent<ErrorComponentProps>(() => import('./route-error').then((m) => m.RouteError));

/** The page of an unknown address or record. */
export const LazyNotFoundPage = lazyComponent<object>(() => import('./not-found-page').then((m) => m.NotFoundPage));

/**
 * Loads the error page's code (and the 404 page's with it) when the browser is next idle (at the latest after the
 * specification's idle prefetch timeout, 2 s), not when a screen first fails: a failure often
 * comes with the network gone, when that code could no longer be fetched. The console's layout
 * calls it once the shell and the first screen are drawn: earlier, its download and evaluation
 * held them up.
 */
export function prefetchErrorPage(): void {
  whenIdle(() => void LazyRouteError.preload().catch(() => undefined));
}
