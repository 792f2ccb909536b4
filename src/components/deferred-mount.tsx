import { useDeferredValue, type ReactNode } from 'react';

/**
 * Nothing in the render that mounts it, then `children` in a deferred render of their own, which
 * React does as a transition: in slices, yielding to the browser between components. For a large
 * tree that a store mounts: the router publishes its matches through `useSyncExternalStore`, whose
 * updates React renders in one blocking task, so a cold start drew the console's shell and its
 * screen in one long task. Only the first render waits; the later ones are as usual.
 */
export function DeferredMount({ children }: { children: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : null;
}
