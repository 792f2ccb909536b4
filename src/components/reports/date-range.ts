import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../lib/format';

/** A date range as the API takes it: `fromDate` and `toDate`, inclusive, `YYYY-MM-DD`. */
export type DateRange = { fromDate: string; toDate: string };

/** The presets of a report's date range, each relative to today. */
export const DATE_PRESETS = [
  { value: 'today', label: 'Today', range: (today: Dayjs) => [today, today] },
  { value: 'yesterday', label: 'Yesterday', range: (today: Dayjs) => [today.subtract(1, 'day'), today.subtract(1, 'day')] },
  { value: 'last7', label: 'Last 7 days', range: (today: Dayjs) => [today.subtract(6, 'day'), today] },
  { value: 'last30', label: 'Last 30 days', range: (today: Dayjs) => [today.subtract(29, 'day'), today] },
  { value: 'thisMonth', label: 'This month', range: (today: Dayjs) => [today.startOf('month'), today] },
  { value: 'lastMonth', label: 'Last month', range: (today: Dayjs) => [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
] as const satisfies readonly { value: string; label: string; range: (today: Dayjs) => [Dayjs, Dayjs] }[];

export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

/** The range of a preset, for `today` (the browser's date by default). */
export function presetRange(preset: DatePreset, today: Dayjs = dayjs()): DateRange {
  const found = DATE_PRESETS.find((item) => item.value === preset) ?? DATE_PRESETS[0];
  const [from, to] = found.range(today.startOf('day'));
  return { fromDate: from.format(DATE_FORMAT), toDate: to.format(DATE_FORMAT) };
}

/**
 * A report's period as its URL carries it: the dates, and the preset the user chose
 * (`period`), kept beside them because presets coincide on some days (on the 7th "This month"
 * is "Last 7 days", on the 1st it is "Today").
 */
export type Period = Partial<DateRange> & { period?: string };

const isPreset = (value: string | undefined): value is DatePreset => DATE_PRESETS.some((item) => item.value === value);

const covers = (preset: DatePreset, range: Partial<DateRange>, today: Dayjs) => {
  const candidate = presetRange(preset, today);
  return candidate.fromDate === range.fromDate && candidate.toDate === range.toDate;
};

/**
 * The preset a period is, if any. The chosen preset (`period`) names it while its dates are
 * still that preset's dates today; a link with stale dates is their range, not the preset. Only
 * dates without a chosen preset (a custom range, an older link) are named by the first preset
 * that has them.
 */
export function presetOf(range: Period, today: Dayjs = dayjs()): DatePreset | null {
  if (!range.fromDate || !range.toDate) return null;
  if (isPreset(range.period)) return covers(range.period, range, today) ? range.period : null;
  return DATE_PRESETS.find((item) => covers(item.value, range, today))?.value ?? null;
}

/** A range in words, as a report's folded filters say it: its preset's name, its days, or "Any time". */
export function periodText(range: Period, today: Dayjs = dayjs()): string {
  const { fromDate: from, toDate: to } = range;
  const preset = presetOf(range, today);
  if (preset) return DATE_PRESETS.find((item) => item.value === preset)?.label ?? preset;
  if (from && to) return `${from} to ${to}`;
  if (from) return `from ${from}`;
  if (to) return `up to ${to}`;
  return 'Any time';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `fromDate` and `toDate` of a report's filters, only when they are real dates in order. */
export function rangeParams(filters: Record<string, string> = {}): Partial<DateRange> {
  const from = filters.fromDate && DAY.test(filters.fromDate) && dayjs(filters.fromDate).isValid() ? filters.fromDate : undefined;
  const to = filters.toDate && DAY.test(filters.toDate) && dayjs(filters.toDate).isValid() ? filters.toDate : undefined;
  if (from && to && from > to) return { fromDate: from };
  return { ...(from ? { fromDate: from } : {}), ...(to ? { toDate: to } : {}) };
}
