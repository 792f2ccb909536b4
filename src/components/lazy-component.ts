import { type ComponentType, createElement, type ReactElement, use } from 'react';

/** A component whose code loads on its first render, or earlier through `preload`. */
export type LazyComponent<P extends object> = ((props: P) => ReactElement) & { preload: () => Promise<ComponentType<P>> };

/**
 * A component loaded on demand, for what the router does not split itself (the error and 404
 * pages). It passes the same promise to `use()` on every render, as React asks: TanStack Router's
 * `lazyRouteComponent` calls `use()` only while the code is missing, and React reports that as a
 * conditional use ("called use() to suspend in a previous render but did not call use() when it
 * finished"). A load that fails is forgotten, so a later render tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  function Lazy(props: P) {
    return createElement(use(preload()), props);
  }
  return Object.assign(Lazy, { preload });
}
