/** Idle prefetch timeout of specification section 9. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is idle, or after `timeout` ms at the latest. A browser without
 * idle callbacks (Safari) runs it after `fallbackDelay` ms (by default `timeout`).
 */
export function whenIdle(task: () => void, timeout = IDLE_PREFETCH_TIMEOUT_MS, fallbackDelay = timeout): void {
  // A chart's turn can come after its window is gone (a test environment torn down): nothing to run.
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, fallbackDelay);
}
