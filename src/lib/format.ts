/** Display formats of specification section 9, in one place. */
import dayjs from 'dayjs';

/** yyyy-MM-dd hh:mm a */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD hh:mm A';
/** yyyy-MM-dd */
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The digits of `value`'s magnitude with `decimals` decimals and thousands separators, exactly as
 * `Intl.NumberFormat('en-US')` writes them. Written out because the page's first Intl formatter
 * loads the browser's locale data: some 30 ms of every cold start (120 ms at 4x CPU) for formats
 * the specification fixes. Like Intl, it rounds the number's shortest decimal form (what
 * `String` writes: 1.005 is "1.005", so 1.01) to the nearest, ties away from zero.
 */
function digits(value: number, decimals: number): string {
  const [, whole = '', fraction = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value))) ?? [];
  // The decimal digits and where the point sits among them.
  const all = whole + fraction;
  const point = whole.length + Number(exponent);
  const kept = point + decimals;
  let rounded = kept <= 0 ? 0n : BigInt(all.slice(0, kept).padEnd(kept, '0'));
  if (kept >= 0 && (all[kept] ?? '0') >= '5') rounded += 1n;
  const text = rounded.toString().padStart(decimals + 1, '0');
  const grouped = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals > 0 ? `${grouped}.${text.slice(-decimals)}` : grouped;
}

/** `value` as Intl's en-US format writes it: a minus for any negative number, -0 included. */
const signed = (value: number, decimals: number) => `${value < 0 || Object.is(value, -0) ? '-' : ''}${digits(value, decimals)}`;

type DateInput = string | number | Date | null | undefined;

function parse(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** A timestamp (ISO string or epoch milliseconds) as `2026-11-20 09:15 AM`; empty when missing or invalid. */
export function formatDateTime(value: DateInput): string {
  return parse(value)?.format(DATE_TIME_FORMAT) ?? '';
}

/** A date as `2026-11-20`; empty when missing or invalid. */
export function formatDate(value: DateInput): string {
  return parse(value)?.format(DATE_FORMAT) ?? '';
}

const TYPED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?:\s*([AaPp])\.?[Mm]\.?)?)?$/;

/**
 * A date and time typed as displayed (`2026-11-20 09:15 AM`), in 24-hour form (`2026-11-20 21:15`)
 * or as a date alone (midnight), in the browser's zone; null when it is not one.
 */
export function parseDateTime(text: string): Date | null {
  const match = TYPED_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hourText, minute, meridiem] = match;
  let hour = Number(hourText ?? 0);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  const date = new Date(Number(year), Number(month) - 1, Number(day), hour, Number(minute ?? 0));
  const valid = date.getFullYear() === Number(year) && date.getMonth() === Number(month) - 1 && date.getDate() === Number(day) && date.getHours() === hour;
  return valid && Number(minute ?? 0) < 60 ? date : null;
}

/** An amount (number or decimal string) as `12,500.00`; empty when missing or not a number. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // A decimal string with at most two places is written from its digits: exact beyond a float's 15-16 digits.
  const exact = typeof value === 'string' ? /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim()) : null;
  if (exact) {
    const [, sign = '', whole = '', fraction = ''] = exact;
    return `${sign}${BigInt(whole).toString().replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction.padEnd(2, '0')}`;
  }
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? signed(number, 2) : '';
}

/** A count as `1,204`. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : signed(value, 0);
}

/**
 * The change from `previous` to `current` in percent, signed, as `+3.10%` or `-17.57%`;
 * null when there is nothing to compare with (`previous` is zero or missing).
 */
export function formatChange(current: number, previous: number | null | undefined): string | null {
  if (previous === null || previous === undefined || previous === 0 || !Number.isFinite(previous) || !Number.isFinite(current)) return null;
  const change = ((current - previous) / previous) * 100;
  const text = digits(change, 2);
  // A sign only on a change that is not zero once rounded (Intl's signDisplay 'exceptZero').
  const sign = /[1-9]/.test(text) ? (change < 0 ? '-' : '+') : '';
  return `${sign}${text}%`;
}

export { durationText } from './duration';

const TYPED_AMOUNT = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * An amount typed as people do (`200000`, `200,000`, `200000.5`, `.5`) as the decimal string
 * the API takes (`200000.00`); `too-precise` beyond two decimals, null when it is not an amount.
 */
export function parseAmount(text: string): string | 'too-precise' | null {
  const match = TYPED_AMOUNT.exec(text.trim().replaceAll(' ', ''));
  if (!match) return null;
  const [, minus, whole, fraction] = match;
  if (whole === undefined && (fraction === undefined || fraction === '')) return null;
  if (fraction !== undefined && fraction.length > 2) return 'too-precise';
  return `${minus ?? ''}${(whole ?? '0').replaceAll(',', '').replace(/^0+(?=\d)/, '')}.${(fraction ?? '').padEnd(2, '0')}`;
}
