/**
 * Reads what a form needs from a zod object schema (generated from the contract): each
 * field's widget, whether it is required, and the choices of an enum or a union of literals.
 */
import dayjs from 'dayjs';
import type { ZodObject, ZodType } from 'zod';
import { DATE_FORMAT, parseAmount } from '../../lib/format';
import { safeUrl } from '../../lib/safe-url';
import { plainMessage, WEB_ADDRESS_WORDS } from './messages';
import { checkRules } from './rules';
import { labelledFields, type LabelledField } from './field-labels';
import type { FieldDef, FormRule, Option, ValueKind } from './types';

type Def = { type: string; format?: string; element?: ZodType; innerType?: ZodType; options?: ZodType[]; entries?: Record<string, string | number>; values?: unknown[] };

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without optional/nullable/default wrappers, and whether it may be left empty. */
export function unwrap(schema: ZodType): { core: ZodType; optional: boolean } {
  let core = schema;
  let optional = false;
  for (;;) {
    const def = defOf(core);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) {
      optional = true;
      core = def.innerType;
      continue;
    }
    if (def.type === 'union' && def.options) {
      const rest = def.options.filter((o) => defOf(o).type !== 'null');
      if (rest.length === 1 && rest[0] && rest.length < def.options.length) {
        optional = true;
        core = rest[0];
        continue;
      }
    }
    return { core, optional };
  }
}

/** The choices of an enum or a union of literals, or null for anything else. */
export function choicesOf(schema: ZodType): Option[] | null {
  const def = defOf(unwrap(schema).core);
  if (def.type === 'enum' && def.entries) {
    return Object.values(def.entries).map((v) => ({ value: String(v), label: String(v) }));
  }
  if (def.type === 'union' && def.options?.every((o) => defOf(o).type === 'literal')) {
    return def.options.map((o) => {
      const value = String(defOf(o).values?.[0]);
      return { value, label: value };
    });
  }
  return null;
}

/** Whether the field's values (or, for a list, its items) are numbers, so a select's string choice is sent as a number. */
export function isNumeric(schema: ZodType): boolean {
  const def = defOf(unwrap(schema).core);
  if (def.type === 'array' && def.element) return isNumeric(def.element);
  if (def.type === 'number') return true;
  return def.type === 'union' && (def.options ?? []).every((o) => typeof defOf(o).values?.[0] === 'number');
}

/**
 * Whether a text schema is a decimal with exactly two places (the contract's `Amount` and
 * `Percentage`): it takes `12.50` but neither `12.5` nor `12`.
 */
export function isTwoPlaceDecimal(schema: ZodType): boolean {
  const { core } = unwrap(schema);
  return defOf(core).type === 'string' && core.safeParse('12.50').success && !core.safeParse('12.5').success && !core.safeParse('12').success;
}

/** A field resolved against its schema: everything a widget needs. */
export type ResolvedField = LabelledField & {
  widget: NonNullable<FieldDef['widget']>;
  required: boolean;
  numeric: boolean;
  options: Option[];
  /** A web address (the contract's `format: uri`): only what the allow-list accepts (`safeUrl`) is sent. */
  url: boolean;
};

/** Resolves each field definition against the object schema; overrides in the definition win. */
export function resolveFields(schema: ZodObject, fields: readonly FieldDef[]): ResolvedField[] {
  const shape = schema.shape as Record<string, ZodType>;
  return labelledFields(fields).map((field) => {
    const property = shape[field.name];
    if (!property) throw new Error(`Form field "${field.name}" is not in the schema`);
    const { core, optional } = unwrap(property);
    const def = defOf(core);
    const element = def.type === 'array' && def.element ? def.element : null;
    const choices = choicesOf(element ?? property);
    const hasChoices = Boolean(choices ?? field.options ?? field.optionsFrom);
    const widget =
      field.widget ??
      (element
        ? 'multiselect'
        : def.type === 'boolean'
          ? 'switch'
          : hasChoices
            ? 'select'
            : def.type === 'number'
              ? 'number'
              : isTwoPlaceDecimal(core)
                ? 'amount'
              : def.type === 'string' && def.format === 'date'
                ? 'date'
                : def.type === 'string' && def.format === 'datetime'
                  ? 'datetime'
                  : 'text');
    // A list that may be empty (e.g. "no merchants" meaning all of them) asks for no choice.
    const mayBeEmpty = element !== null && core.safeParse([]).success;
    const url = def.type === 'string' && def.format === 'url';
    return { ...field, widget, required: field.required ?? (!optional && !mayBeEmpty), numeric: isNumeric(property), options: field.options ?? choices ?? [], url };
  });
}

/** Whether a field is shown for the form's current values (see `visibleWhen`). */
export function isVisible(field: FieldDef, values: Record<string, unknown>): boolean {
  return field.visibleWhen?.(values) ?? true;
}

const KIND_CHECKS: Record<Exclude<ValueKind, 'text' | 'url'>, { test: RegExp; words: string }> = {
  number: { test: /^-?\d+(\.\d+)?$/, words: 'a number' },
  integer: { test: /^-?\d+$/, words: 'a whole number' },
  boolean: { test: /^(true|false)$/, words: 'true or false' },
};

/** A field's typed value as sent, or its problem: amounts read as typed, kinds decided by another value. */
function readValue(field: ResolvedField | undefined, value: unknown, values: Record<string, unknown>): { value: unknown } | { problem: string } {
  if (!field) return { value };
  if (field.widget === 'amount' && typeof value === 'string') {
    const amount = parseAmount(value);
    if (amount === null) return { problem: `${field.label} is an amount such as 200,000.00` };
    if (amount === 'too-precise') return { problem: `${field.label} has at most 2 decimals` };
    if (amount.startsWith('-') && field.allowNegative !== true) return { problem: `${field.label} cannot be negative` };
    return { value: amount };
  }
  const kind = field.kindOf?.(values);
  if ((field.url || kind === 'url') && typeof value === 'string') {
    return safeUrl(value) === null ? { problem: `${field.label} is ${WEB_ADDRESS_WORDS}` } : { value };
  }
  if (kind && kind !== 'text' && kind !== 'url') {
    const text = String(value as string | number | boolean).trim();
    const check = KIND_CHECKS[kind];
    return check.test.test(text) ? { value: text } : { problem: `${field.label} is ${check.words}` };
  }
  if (field.numeric && typeof value === 'string') return { value: Number(value) };
  if (field.numeric && Array.isArray(value)) return { value: value.map(Number) };
  return { value };
}

/** What `validateForm` checks besides the schema: the definition's rules across fields, for the add or the edit form. */
export type ValidateOptions = { rules?: readonly FormRule[]; mode?: 'add' | 'edit' };

/**
 * Turns form values into the request body: keeps the schema's properties only, trims text,
 * drops empty optional values and the values of hidden fields, converts numeric choices, reads amounts as typed, then validates
 * with the schema (and the fields a definition makes required) and the definition's rules
 * across fields. Returns field errors by name, in plain words (`messages.ts`).
 */
export function validateForm(
  schema: ZodObject,
  fields: ResolvedField[],
  values: Record<string, unknown>,
  { rules = [], mode = 'add' }: ValidateOptions = {},
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const shape = schema.shape as Record<string, ZodType>;
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    // Only the schema's properties are sent: a request body is closed (z.strictObject), and an
    // edit form starts from the row, which carries read-only fields (audit dates, ids).
    if (!Object.hasOwn(shape, name)) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === null || value === undefined) continue;
    const field = byName.get(name);
    if (field && !isVisible(field, values)) continue;
    const read = readValue(field, value, values);
    if ('problem' in read) errors[name] = read.problem;
    else body[name] = read.value;
  }
  for (const field of fields) {
    if (field.required && body[field.name] === undefined && errors[field.name] === undefined && isVisible(field, values)) errors[field.name] = `${field.label} is required`;
  }
  const label = (name: string) => byName.get(name)?.label ?? name;
  const result = schema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= body[name] === undefined ? `${label(name)} is required` : plainMessage(issue, label(name), shape[name]);
    }
  }
  const ruleProblems = checkRules(rules, body, { mode, label, today: dayjs().format(DATE_FORMAT) });
  for (const [name, message] of Object.entries(ruleProblems)) errors[name] ??= message;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, value: result.data as Record<string, unknown> };
  return { ok: false, errors };
}
