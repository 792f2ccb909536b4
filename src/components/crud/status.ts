import type { Option } from './types';

/**
 * Badge colours of states, each shade chosen for at least 4.5:1 text contrast (Mantine's
 * green.9 with white is only 4.2:1): good, bad, off and waiting.
 */
export const STATE_COLOR = { positive: 'teal.9', negative: 'red.8', neutral: 'gray.7', waiting: 'yellow.4' } as const;

/** Record status ids (`StatusId` in the contract): active, inactive and pending (specification section 4). */
export const STATUS_VIEW: Record<number, { label: string; color: string }> = {
  1: { label: 'Active', color: STATE_COLOR.positive },
  2: { label: 'Inactive', color: STATE_COLOR.neutral },
  3: { label: 'Pending', color: STATE_COLOR.waiting },
};

/** The status ids as select options, labelled. */
export const STATUS_OPTIONS: Option[] = Object.entries(STATUS_VIEW).map(([value, { label }]) => ({ value, label }));
