import type { ConflictChoice } from '../authorization/change-view';
import type { FormValues } from './types';

/**
 * A value as the form compares it: empty text, null and a missing value are the same; a number
 * and its text are the same (a select answers `'1'` for a status the record holds as `1`); text
 * is the same without the spaces around it (a space typed at the end changes nothing one reads);
 * a chosen file is always a change.
 */
export function normalised(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof File !== 'undefined' && value instanceof File) return { file: value.name, size: value.size, modified: value.lastModified };
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, inner]) => [key, normalised(inner)] as const)
        .filter(([, inner]) => inner !== null)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return String(value as symbol);
}

/** Whether two values are the same once normalised (`normalised`). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** Whether two sets of form values are the same once normalised, over `names` (default: every name either has). */
export function sameValues(a: FormValues, b: FormValues, names?: readonly string[]): boolean {
  return (names ?? [...new Set([...Object.keys(a), ...Object.keys(b)])]).every((name) => sameValue(a[name], b[name]));
}

/**
 * Two operators' edits of one record: the values the form opened with (`then`), the record as the
 * server holds it now (`now`, saved by someone else meanwhile), the values this operator wants
 * to send (`yours`), and the fields where sending `yours` would overwrite the other change.
 */
export type SaveConflict = { then: FormValues; now: FormValues; yours: FormValues; fields: string[] };

/**
 * The conflict between an edit and the record as it is now, over the fields the form edits,
 * or null when there is none: a field changed since the form opened (`then` to `now`) whose
 * value `yours` would replace. A field both operators set to the same value is no conflict.
 */
export function findConflict(then: FormValues, now: FormValues, yours: FormValues, names: readonly string[]): SaveConflict | null {
  const fields = names.filter((name) => !sameValue(then[name], now[name]) && !sameValue(now[name], yours[name]));
  return fields.length > 0 ? { then, now, yours, fields } : null;
}

/** The fields a merge asks about: where the server's value and this operator's differ. */
export function mergeFields(conflict: SaveConflict, names: readonly string[]): string[] {
  return names.filter((name) => !sameValue(conflict.now[name], conflict.yours[name]));
}

/**
 * The first choice of a merge for each field it asks about: this operator's value where they
 * changed the field, else the value saved meanwhile (so an untouched field never reverts it).
 */
export function defaultChoices(conflict: SaveConflict, names: readonly string[]): Record<string, ConflictChoice> {
  return Object.fromEntries(mergeFields(conflict, names).map((name) => [name, sameValue(conflict.then[name], conflict.yours[name]) ? 'now' : 'yours']));
}

/** This operator's values with the server's where the merge chose them. */
export function mergeValues(conflict: SaveConflict, choices: Readonly<Record<string, ConflictChoice>>): FormValues {
  return { ...conflict.yours, ...Object.fromEntries(Object.entries(choices).filter(([, choice]) => choice === 'now').map(([name]) => [name, conflict.now[name]])) };
}

/**
 * What Keep mine sends: the record as saved meanwhile with this operator's own changes on top
 * (a field they left as it was takes the value saved meanwhile, never the stale one).
 */
export const keepMineValues = (conflict: SaveConflict, names: readonly string[]): FormValues => mergeValues(conflict, defaultChoices(conflict, names));

/** The fields both operators changed, to different values: Keep mine would replace the other's value there. */
export function overwrittenFields(conflict: SaveConflict, names: readonly string[]): string[] {
  const { then, now, yours } = conflict;
  return names.filter((name) => !sameValue(then[name], now[name]) && !sameValue(then[name], yours[name]) && !sameValue(now[name], yours[name]));
}
