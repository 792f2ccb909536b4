import type { Option } from './types';

/**
 * Record status ids (`StatusId` in the contract) and their colours: active, inactive and
 * pending (specification section 4). Shades chosen for at least 4.5:1 text contrast
 * (Mantine's green.9 with white is only 4.2:1).
 */
export const STATUS_VIEW: Record<number, { label: string; color: string }> = {
  1: { label: 'Active', color: 'teal.9' },
  2: { label: 'Inactive', color: 'gray.7' },
  3: { label: 'Pending', color: 'yellow.4' },
};

/** The status ids as select options, labelled. */
export const STATUS_OPTIONS: Option[] = Object.entries(STATUS_VIEW).map(([value, { label }]) => ({ value, label }));
