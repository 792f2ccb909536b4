/**
 * The moment tests of what depends on today's date run at, in the unit and end-to-end suites
 * alike: `TEST_NOW` (an ISO date-time) runs them as on another day; by default a fixed day of the
 * contract's examples.
 */
export const PINNED_NOW = process.env.TEST_NOW ?? '2026-11-23T10:30:00+05:30';
