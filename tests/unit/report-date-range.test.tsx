import dayjs from 'dayjs';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeFilter } from '../../src/components/reports/date-range-filter';
import { periodText, presetOf, presetRange, rangeParams, type DatePreset } from '../../src/components/reports/date-range';
import type { ListSearch } from '../../src/components/crud/types';
import { summaryYears } from '../../src/resources/reports';
import { pinDate } from './clock';

const TODAY = dayjs('2026-11-23T10:30:00+05:30');

describe('report date range', () => {
  it('computes each preset from today, inclusive', () => {
    expect(presetRange('today', TODAY)).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-23' });
    expect(presetRange('yesterday', TODAY)).toEqual({ fromDate: '2026-11-22', toDate: '2026-11-22' });
    expect(presetRange('last7', TODAY)).toEqual({ fromDate: '2026-11-17', toDate: '2026-11-23' });
    expect(presetRange('last30', TODAY)).toEqual({ fromDate: '2026-10-25', toDate: '2026-11-23' });
    expect(presetRange('thisMonth', TODAY)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-23' });
    expect(presetRange('lastMonth', TODAY)).toEqual({ fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(presetRange('lastMonth', dayjs('2027-01-15'))).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
  });

  it('recognises a preset from the dates of a link, and a custom range as none', () => {
    expect(presetOf({ fromDate: '2026-11-01', toDate: '2026-11-23' }, TODAY)).toBe('thisMonth');
    expect(presetOf({ fromDate: '2026-11-17', toDate: '2026-11-23' }, TODAY)).toBe('last7');
    expect(presetOf({ fromDate: '2026-11-02', toDate: '2026-11-23' }, TODAY)).toBeNull();
    expect(presetOf({ fromDate: '2026-11-01' }, TODAY)).toBeNull();
  });

  it('names the chosen preset while its dates are today\'s, and stale dates as their range', () => {
    const seventh = dayjs('2026-12-07T09:00:00+05:30');
    const week = { fromDate: '2026-12-01', toDate: '2026-12-07' };
    expect(presetOf({ ...week, period: 'thisMonth' }, seventh)).toBe('thisMonth');
    expect(presetOf({ ...week, period: 'last7' }, seventh)).toBe('last7');
    // Without a chosen preset the first that has the dates names them.
    expect(presetOf(week, seventh)).toBe('last7');
    // A week later the link's dates are no longer "This month": they are shown as dates.
    expect(presetOf({ ...week, period: 'thisMonth' }, seventh.add(7, 'day'))).toBeNull();
    expect(periodText({ ...week, period: 'thisMonth' }, seventh.add(7, 'day'))).toBe('2026-12-01 to 2026-12-07');
    // An unknown preset in a link is no preset: the dates are matched as usual.
    expect(presetOf({ ...week, period: 'fortnight' }, seventh)).toBe('last7');
  });

  it('sends only real dates in order', () => {
    expect(rangeParams({ fromDate: '2026-11-01', toDate: '2026-11-21', status: 'SUCCESS' })).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-21' });
    expect(rangeParams({ fromDate: 'yesterday', toDate: '2026-11-21' })).toEqual({ toDate: '2026-11-21' });
    expect(rangeParams({ fromDate: '2026-11-21', toDate: '2026-11-01' })).toEqual({ fromDate: '2026-11-21' });
    expect(rangeParams({ fromDate: '2026-11-01', toDate: '2026-11-21', period: 'thisMonth' })).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-21' });
    expect(rangeParams(undefined)).toEqual({});
  });

  it('offers the years from 2020 to this year, newest first', () => {
    expect(summaryYears(TODAY).map((year) => year.value)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);
  });
});

describe('a range in words (the folded filters\' summary)', () => {
  it('names a preset, else the days, else any time', () => {
    expect(periodText(presetRange('last7', TODAY), TODAY)).toBe('Last 7 days');
    expect(periodText({ fromDate: '2026-10-03', toDate: '2026-10-09' }, TODAY)).toBe('2026-10-03 to 2026-10-09');
    expect(periodText({ fromDate: '2026-10-03' }, TODAY)).toBe('from 2026-10-03');
    expect(periodText({ toDate: '2026-10-09' }, TODAY)).toBe('up to 2026-10-09');
    expect(periodText({}, TODAY)).toBe('Any time');
  });
});

/** The report filter as a page holds it: the URL's search in state. */
function Filter() {
  const [search, setSearch] = useState<ListSearch>({ page: 1, size: 10 });
  return (
    <MantineProvider>
      <DateRangeFilter search={search} onSearchChange={setSearch} />
      <output aria-label="filters">{JSON.stringify(search.filters ?? {})}</output>
    </MantineProvider>
  );
}

const PRESETS: DatePreset[] = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'];
const LABELS: Record<DatePreset, string> = { today: 'Today', yesterday: 'Yesterday', last7: 'Last 7 days', last30: 'Last 30 days', thisMonth: 'This month', lastMonth: 'Last month' };

/**
 * The days on which presets coincide or a month or day turns, as Sri Lanka's clock (the
 * browser's zone in these tests) and UTC see them.
 */
const EDGES: { name: string; now: string; today: string; thisMonth: string }[] = [
  { name: 'the 1st of a month', now: '2026-12-01T10:00:00+05:30', today: '2026-12-01', thisMonth: '2026-12-01' },
  { name: 'the 7th of a month', now: '2026-12-07T10:00:00+05:30', today: '2026-12-07', thisMonth: '2026-12-01' },
  { name: 'the last day of a month', now: '2026-12-31T10:00:00+05:30', today: '2026-12-31', thisMonth: '2026-12-01' },
  { name: '29 February', now: '2028-02-29T10:00:00+05:30', today: '2028-02-29', thisMonth: '2028-02-01' },
  { name: 'just before midnight in Colombo', now: '2026-11-30T23:59:30+05:30', today: '2026-11-30', thisMonth: '2026-11-01' },
  { name: 'just after midnight in Colombo (still the 30th in UTC)', now: '2026-12-01T00:00:30+05:30', today: '2026-12-01', thisMonth: '2026-12-01' },
  { name: 'just before midnight in UTC (already the 1st in Colombo)', now: '2026-11-30T23:59:30Z', today: '2026-12-01', thisMonth: '2026-12-01' },
  { name: 'just after midnight in UTC', now: '2026-12-01T00:00:30Z', today: '2026-12-01', thisMonth: '2026-12-01' },
];

describe('a chosen period stays chosen, on every day', () => {
  afterEach(() => {
    process.env.TZ = 'Asia/Colombo';
  });

  for (const edge of EDGES) {
    it(`on ${edge.name}: each preset picked is the preset shown, with its dates`, async () => {
      pinDate(edge.now);
      const user = userEvent.setup();
      render(<Filter />);
      const period = screen.getByRole('textbox', { name: 'Period' });
      for (const preset of PRESETS) {
        await user.click(period);
        await user.click(await screen.findByRole('option', { name: LABELS[preset] }));
        expect(period).toHaveValue(LABELS[preset]);
        const filters = JSON.parse(screen.getByRole('status', { name: 'filters' }).textContent ?? '{}') as Record<string, string>;
        expect(filters.period).toBe(preset);
        if (preset === 'today') expect(filters).toMatchObject({ fromDate: edge.today, toDate: edge.today });
        if (preset === 'thisMonth') expect(filters).toMatchObject({ fromDate: edge.thisMonth, toDate: edge.today });
      }
    });
  }

  it('in UTC, the day is UTC\'s: just before midnight it is still the 30th', () => {
    process.env.TZ = 'UTC';
    pinDate('2026-11-30T23:59:30Z');
    expect(presetRange('today')).toEqual({ fromDate: '2026-11-30', toDate: '2026-11-30' });
    expect(presetRange('thisMonth')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    pinDate('2026-12-01T00:00:30Z');
    expect(presetRange('thisMonth')).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-01' });
    expect(presetRange('lastMonth')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
  });

  it('a typed day makes the range custom: the chosen preset is dropped', async () => {
    pinDate('2026-12-07T10:00:00+05:30');
    const user = userEvent.setup();
    render(<Filter />);
    const period = screen.getByRole('textbox', { name: 'Period' });
    await user.click(period);
    await user.click(await screen.findByRole('option', { name: 'This month' }));
    await user.click(screen.getByRole('button', { name: 'Clear From date' }));
    const filters = JSON.parse(screen.getByRole('status', { name: 'filters' }).textContent ?? '{}') as Record<string, string>;
    expect(filters).toEqual({ toDate: '2026-12-07' });
    expect(period).toHaveValue('Custom range');
  });
});
