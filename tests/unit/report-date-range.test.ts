import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodText, presetOf, presetRange, rangeParams } from '../../src/components/reports/date-range';
import { summaryYears } from '../../src/resources/reports';

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

  it('sends only real dates in order', () => {
    expect(rangeParams({ fromDate: '2026-11-01', toDate: '2026-11-21', status: 'SUCCESS' })).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-21' });
    expect(rangeParams({ fromDate: 'yesterday', toDate: '2026-11-21' })).toEqual({ toDate: '2026-11-21' });
    expect(rangeParams({ fromDate: '2026-11-21', toDate: '2026-11-01' })).toEqual({ fromDate: '2026-11-21' });
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
