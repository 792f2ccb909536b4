import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from '../../src/lib/format';

// tests/unit/setup.ts sets TZ=Asia/Colombo (UTC+05:30): typed times are local times.
describe('parseDateTime (what a person types into a date-time field)', () => {
  it('reads the display format back (round trip)', () => {
    const date = parseDateTime('2026-11-22 06:30 PM');
    expect(date?.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(formatDateTime(date)).toBe('2026-11-22 06:30 PM');
  });

  it('reads noon and midnight on the 12-hour clock', () => {
    expect(formatDateTime(parseDateTime('2026-11-22 12:05 PM'))).toBe('2026-11-22 12:05 PM');
    expect(formatDateTime(parseDateTime('2026-11-22 12:05 am'))).toBe('2026-11-22 12:05 AM');
  });

  it('reads a 24-hour time and a date alone (midnight)', () => {
    expect(formatDateTime(parseDateTime('2026-11-22 18:45'))).toBe('2026-11-22 06:45 PM');
    expect(formatDateTime(parseDateTime(' 2026-11-22 '))).toBe('2026-11-22 12:00 AM');
  });

  it('refuses what is not a real date and time', () => {
    for (const text of ['', '2026-11-22 6', '22/11/2026', '2026-02-30 10:00 AM', '2026-11-22 13:00 PM', '2026-11-22 00:00 AM', '2026-11-22 24:00', '2026-11-22 10:60']) {
      expect(parseDateTime(text), text).toBeNull();
    }
  });
});
