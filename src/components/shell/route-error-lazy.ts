import { lazyRouteComponent } from '@tanstack/react-router';
import { whenIdle } from '../../lib/idle';

/** The page a failed screen shows (with the 404 page, which it imports); not in the console's first load. */
export const LazyRouteError = lazyRouteComponent(() => import('./route-error'), 'RouteError');

/**
 * Loads the error page's code when the browser is next idle (at the latest after the
 * specification's idle prefetch timeout, 2 s), not when a screen first fails: a failure often
 * comes with the network gone, when that code could no longer be fetched. The console's layout
 * calls it once the shell and the first screen are drawn: earlier, its download and evaluation
 * held them up.
 */
export function prefetchErrorPage(): void {
  whenIdle(() => void LazyRouteError.preload?.()?.catch(() => undefined));
}
