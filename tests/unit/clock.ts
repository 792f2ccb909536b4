// A fixed "now" for tests of what depends on today's date: the suite passes on any day.
import { afterEach, vi } from 'vitest';
import { PINNED_NOW } from '../pinned-now';

export { PINNED_NOW };

/**
 * From now until the end of the test, `Date` starts at `iso` and runs on from there (timers stay
 * real, so user-event and waits work as usual).
 */
export function pinDate(iso: string = PINNED_NOW): Date {
  const now = new Date(iso);
  vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
  return now;
}

afterEach(() => {
  vi.useRealTimers();
});
