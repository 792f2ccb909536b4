/**
 * Builders of the common rules across fields (`FormRule`), named by the definition that uses
 * them, e.g. `const limitsAscending = ascending('limitsAscending', ['perTxLimit', 'dailyLimit', 'monthlyLimit'])`.
 * A rule only judges fields that have a value: a missing value is the field's own problem.
 */
import type { FormRule, FormValues } from './types';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A value as a number (amounts are decimal strings), or null when it is not one. */
function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.replaceAll(',', ''));
  return Number.isFinite(number) ? number : null;
}

/**
 * Numbers that never decrease along the fields (e.g. per transaction <= daily <= monthly), or
 * strictly increase with `strict` (e.g. a slab's from < to). The message shows under the later field.
 */
export function ascending(name: string, fields: readonly string[], { strict = false }: { strict?: boolean } = {}): FormRule {
  return {
    name,
    check: (values, { label }) => {
      const problems: Record<string, string> = {};
      const known = fields.map((field) => ({ field, value: numeric(values[field]) })).filter((entry): entry is { field: string; value: number } => entry.value !== null);
      known.forEach((later, index) => {
        const earlier = known.slice(0, index).find((entry) => (strict ? entry.value >= later.value : entry.value > later.value));
        if (earlier) problems[later.field] = strict ? `${label(later.field)} must be more than ${label(earlier.field)}` : `${label(later.field)} cannot be less than ${label(earlier.field)}`;
      });
      return problems;
    },
  };
}

/** An end date (or date and time) not before its start. */
export function endNotBeforeStart(name: string, start: string, end: string): FormRule {
  return {
    name,
    check: (values, { label }) => {
      const from = values[start];
      const to = values[end];
      if (typeof from !== 'string' || typeof to !== 'string' || from === '' || to === '') return {};
      const before = Date.parse(to) < Date.parse(from);
      return before ? { [end]: `${label(end)} cannot be before ${label(start)}` } : {};
    },
  };
}

/** A date (`YYYY-MM-DD` or a timestamp) not before today when a record is added, e.g. an expiry date. */
export function notInPast(name: string, field: string): FormRule {
  return {
    name,
    check: (values, { label, mode, today }) => {
      const value = values[field];
      if (mode !== 'add' || typeof value !== 'string' || value === '') return {};
      return value.slice(0, 10) < today ? { [field]: `${label(field)} cannot be in the past` } : {};
    },
  };
}

/**
 * At least one of the fields has a value (e.g. a slab has a rate or a flat amount); `when`
 * limits the rule to some records. The message shows under the first field.
 */
export function atLeastOne(name: string, fields: readonly [string, string, ...string[]], when?: (values: FormValues) => boolean): FormRule {
  return {
    name,
    check: (values, { label }) => {
      if ((when && !when(values)) || fields.some((field) => present(values[field]))) return {};
      const names = fields.map(label);
      return { [fields[0]]: `Enter ${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}` };
    },
  };
}

/** Applies rules to the values; problems by field, the first one found for each field. */
export function checkRules(rules: readonly FormRule[], values: FormValues, context: Parameters<FormRule['check']>[1]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const rule of rules) {
    for (const [field, message] of Object.entries(rule.check(values, context))) problems[field] ??= message;
  }
  return problems;
}
