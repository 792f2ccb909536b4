import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, durationText, formatAmount, formatChange, formatCount, formatDate, formatDateTime } from '../../src/lib/format';

// tests/unit/setup.ts sets TZ=Asia/Colombo (UTC+05:30).
describe('formatDateTime (yyyy-MM-dd hh:mm a)', () => {
  it('runs in the Colombo time zone', () => {
    expect(new Date('2026-11-20T00:00:00Z').getTimezoneOffset()).toBe(-330);
  });

  it('shows an ISO timestamp in local time', () => {
    expect(formatDateTime('2026-11-20T09:15:00+05:30')).toBe('2026-11-20 09:15 AM');
    expect(formatDateTime('2026-11-20T03:45:00Z')).toBe('2026-11-20 09:15 AM');
    expect(formatDateTime('2026-11-20T15:45:00Z')).toBe('2026-11-20 09:15 PM');
  });

  it('crosses the date line into the local day', () => {
    expect(formatDateTime('2026-11-20T20:00:00Z')).toBe('2026-11-21 01:30 AM');
  });

  it('uses a 12-hour clock for noon and midnight', () => {
    expect(formatDateTime('2026-11-20T12:05:00+05:30')).toBe('2026-11-20 12:05 PM');
    expect(formatDateTime('2026-11-20T00:05:00+05:30')).toBe('2026-11-20 12:05 AM');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 20, 3, 45))).toBe('2026-11-20 09:15 AM');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 20, 3, 45)))).toBe('2026-11-20 09:15 AM');
  });

  it('is empty for missing or invalid values', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('exports the format patterns of the specification', () => {
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD hh:mm A');
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
  });
});

describe('formatDate (yyyy-MM-dd)', () => {
  it('shows the local date', () => {
    expect(formatDate('2026-11-20T09:15:00+05:30')).toBe('2026-11-20');
    expect(formatDate('2026-11-20T20:00:00Z')).toBe('2026-11-21');
    expect(formatDate(Date.UTC(2026, 0, 5))).toBe('2026-01-05');
  });

  it('is empty for missing or invalid values', () => {
    expect(formatDate('yesterday')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatAmount', () => {
  it.each<[string | number, string]>([
    ['12500', '12,500.00'],
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    ['0.5', '0.50'],
    [-2500.456, '-2,500.46'],
    ['121875.00', '121,875.00'],
  ])('%j -> %j', (input, output) => {
    expect(formatAmount(input)).toBe(output);
  });

  it('is empty for missing or non-numeric values', () => {
    expect(formatAmount('')).toBe('');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount('LKR 12')).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands without decimals', () => {
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('is empty for missing values', () => {
    expect(formatCount(null)).toBe('');
    expect(formatCount(undefined)).toBe('');
    expect(formatCount(Number.NaN)).toBe('');
  });
});

describe('formatChange (percent, 2 decimals, signed)', () => {
  it.each([
    [4821, 4975, '-3.10%'],
    [61, 74, '-17.57%'],
    [110, 100, '+10.00%'],
    [250_000, 1_000, '+24,900.00%'],
    [5, 5, '0.00%'],
  ])('%d against %d -> %s', (current, previous, output) => {
    expect(formatChange(current, previous)).toBe(output);
  });

  it('is null when there is nothing to compare with', () => {
    expect(formatChange(5, 0)).toBeNull();
    expect(formatChange(5, null)).toBeNull();
    expect(formatChange(5, undefined)).toBeNull();
    expect(formatChange(Number.NaN, 5)).toBeNull();
  });
});

describe('durationText', () => {
  it('says whole minutes as minutes and anything else in seconds', () => {
    expect(durationText(900)).toBe('15 minutes');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(45)).toBe('45 seconds');
    expect(durationText(90)).toBe('90 seconds');
    expect(durationText(1)).toBe('1 second');
  });
});

describe('number formats without Intl (the locale data would load in every cold start)', () => {
  const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const CHANGE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  // A fixed pseudo-random sequence: the same values on every run.
  let seed = 20261126;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const samples = [
    ...Array.from({ length: 3000 }, () => (random() - 0.5) * 10 ** Math.floor(random() * 16)),
    // Ties at the rounding digit, on both sides of zero, and numbers that round to zero.
    ...Array.from({ length: 500 }, (_, i) => Number(`${i % 2 ? '-' : ''}${i}.${String(i % 100).padStart(2, '0')}5`)),
    ...[0, -0, 0.004, -0.004, 0.005, -0.005, 0.015, 1.005, 2.675, 999.995, -999.995, 1e21, 1.5e22, -3e25, Number.MAX_SAFE_INTEGER, 123456789.125],
  ];

  it('write amounts and counts exactly as Intl.NumberFormat("en-US") does', () => {
    for (const value of samples) {
      expect(formatAmount(value), String(value)).toBe(AMOUNT.format(value));
      expect(formatCount(value), String(value)).toBe(COUNT.format(value));
    }
  });

  it('write a change as Intl does with signDisplay "exceptZero"', () => {
    for (const value of samples) expect(formatChange(100 + value, 100), String(value)).toBe(`${CHANGE.format(((100 + value - 100) / 100) * 100)}%`);
  });
});
