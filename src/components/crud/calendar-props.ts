import type { DateInputProps } from '@mantine/dates';

/**
 * Settings of every date picker's calendar, for accessibility: Mantine leaves its previous and
 * next buttons without text (axe: button-name, critical), and dims other months' days and
 * colours weekends in shades that fail contrast (axe: color-contrast, serious).
 */
export const CALENDAR_PROPS: Pick<DateInputProps, 'ariaLabels' | 'hideOutsideDates' | 'weekendDays'> = {
  ariaLabels: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
    monthLevelControl: 'Choose another month',
    yearLevelControl: 'Choose another year',
  },
  hideOutsideDates: true,
  weekendDays: [],
};
