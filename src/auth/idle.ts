/**
 * Idle re-authentication (PCI DSS 8.2.8): watches a person's activity (keys, pointer, touch,
 * wheel, navigation) and reports when a warning is due and when the limit is reached. Timers
 * of the app (dashboard refresh, token renewal) are not activity: only these events count.
 * Activity in another tab of the console counts too (BroadcastChannel), so working in one tab
 * does not get the person signed out by an idle one.
 */

/** What the person should see now. */
export type IdleState = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export type IdleOptions = {
  /** Seconds without activity before `expired`. */
  timeoutSeconds: number;
  /** Seconds without activity before `warning` (less than `timeoutSeconds`). */
  warningSeconds: number;
  /** Called when the state changes, and every second during the warning (countdown). */
  onChange: (state: IdleState) => void;
  /** Where the person's events are heard (default: window). */
  target?: EventTarget;
  /** BroadcastChannel name shared by the console's tabs; null for none. */
  channelName?: string | null;
};

/** The events that prove a person is there. */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/** How often activity is told to the other tabs, at most. */
const SHARE_EVERY_MS = 5_000;

/**
 * Starts watching. `activity()` records a navigation (or any other activity the caller hears);
 * `stay()` answers the warning's "Stay signed in"; `stop()` removes every listener and timer.
 * While the warning is shown, only `stay()` (or activity in another tab) keeps the session.
 */
export function watchIdle({ timeoutSeconds, warningSeconds, onChange, target = window, channelName = 'wallet-activity' }: IdleOptions) {
  let last = Date.now();
  let sharedAt = 0;
  let current: IdleState = { phase: 'active' };
  const channel = channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;

  const set = (next: IdleState) => {
    const same = next.phase === current.phase && (next.phase !== 'warning' || (current.phase === 'warning' && current.secondsLeft === next.secondsLeft));
    current = next;
    if (!same) onChange(next);
  };

  const check = () => {
    if (current.phase === 'expired') return;
    const idle = (Date.now() - last) / 1000;
    if (idle >= timeoutSeconds) {
      set({ phase: 'expired' });
      stop();
    } else if (idle >= warningSeconds) {
      set({ phase: 'warning', secondsLeft: Math.ceil(timeoutSeconds - idle) });
    } else {
      set({ phase: 'active' });
    }
  };

  const reset = (share: boolean) => {
    if (current.phase === 'expired') return;
    last = Date.now();
    if (share && channel && last - sharedAt >= SHARE_EVERY_MS) {
      sharedAt = last;
      channel.postMessage({ type: 'activity' });
    }
    check();
  };

  const onActivity = () => {
    // Once warned, the person answers the dialog: a stray pointer move does not dismiss it.
    if (current.phase === 'active') reset(true);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  if (channel) channel.onmessage = () => reset(false);
  // A one-second tick survives sleep and throttled background tabs: elapsed time is read from the clock.
  const tick = setInterval(check, 1_000);

  function stop() {
    clearInterval(tick);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
    channel?.close();
  }

  return {
    activity: onActivity,
    stay: () => reset(true),
    stop,
  };
}
