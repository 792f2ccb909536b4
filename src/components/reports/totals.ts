import { isUnreadable } from '../../api/deviations';
import { formatAmount, formatCount } from '../../lib/format';

/**
 * A report's figure added over the rows shown, as text; null when any row's value could not be
 * read, with how many of how many: a total over values not all read is never shown as complete.
 */
export type Total = { text: string | null; unreadable: number; of: number };

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** An amount in cents, read from its digits (never through a float); null when it is not an amount. */
function cents(value: unknown): bigint | null {
  const match = typeof value === 'string' ? AMOUNT.exec(value.trim()) : typeof value === 'number' && Number.isFinite(value) ? AMOUNT.exec(String(value)) : null;
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -magnitude : magnitude;
}

/** The amount of `total` cents as a decimal string with two places. */
function decimal(total: bigint): string {
  const magnitude = total < 0n ? -total : total;
  return `${total < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** Adds `key` over `rows`: amounts exactly, counts as whole numbers; a row without the value adds nothing. */
export function totalOf<Row>(rows: readonly Row[], key: keyof Row, format: 'amount' | 'count'): Total {
  let amount = 0n;
  let count = 0;
  let unreadable = 0;
  let of = 0;
  for (const row of rows) {
    const value: unknown = row[key];
    if (value === null || value === undefined) continue;
    of += 1;
    if (isUnreadable(value)) {
      unreadable += 1;
      continue;
    }
    if (format === 'amount') {
      const read = cents(value);
      if (read === null) unreadable += 1;
      else amount += read;
    } else if (typeof value === 'number' && Number.isFinite(value)) count += value;
    else unreadable += 1;
  }
  if (unreadable > 0) return { text: null, unreadable, of };
  return { text: format === 'amount' ? formatAmount(decimal(amount)) : formatCount(count), unreadable, of };
}
