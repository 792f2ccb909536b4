/** Idle prefetch timeout of specification section 9. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

/** Runs `task` when the browser is idle, or after IDLE_PREFETCH_TIMEOUT_MS at the latest. */
export function whenIdle(task: () => void, timeout = IDLE_PREFETCH_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, timeout);
}
