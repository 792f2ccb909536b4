/**
 * Reads what a form needs from a zod object schema (generated from the contract): each
 * field's widget, whether it is required, and the choices of an enum or a union of literals.
 */
import type { ZodObject, ZodType } from 'zod';
import type { FieldDef, Option } from './types';

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

/** A field resolved against its schema: everything a widget needs. */
export type ResolvedField = FieldDef & { widget: NonNullable<FieldDef['widget']>; required: boolean; numeric: boolean; options: Option[] };

/** Resolves each field definition against the object schema; overrides in the definition win. */
export function resolveFields(schema: ZodObject, fields: FieldDef[]): ResolvedField[] {
  const shape = schema.shape as Record<string, ZodType>;
  return fields.map((field) => {
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
              : def.type === 'string' && def.format === 'date'
                ? 'date'
                : def.type === 'string' && def.format === 'datetime'
                  ? 'datetime'
                  : 'text');
    // A list that may be empty (e.g. "no merchants" meaning all of them) asks for no choice.
    const mayBeEmpty = element !== null && core.safeParse([]).success;
    return { ...field, widget, required: field.required ?? (!optional && !mayBeEmpty), numeric: isNumeric(property), options: field.options ?? choices ?? [] };
  });
}

/** Whether a field is shown for the form's current values (see `visibleWhen`). */
export function isVisible(field: FieldDef, values: Record<string, unknown>): boolean {
  return field.visibleWhen?.(values) ?? true;
}

/**
 * Turns form values into the request body: trims text, drops empty optional values and the
 * values of hidden fields, converts numeric choices, then validates with the schema (and the
 * fields a definition makes required). Returns field errors by name.
 */
export function validateForm(
  schema: ZodObject,
  fields: ResolvedField[],
  values: Record<string, unknown>,
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const body: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === null || value === undefined) continue;
    const field = byName.get(name);
    if (field && !isVisible(field, values)) continue;
    const numeric = field?.numeric === true;
    body[name] = numeric && typeof value === 'string' ? Number(value) : numeric && Array.isArray(value) ? value.map(Number) : value;
  }
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.required && body[field.name] === undefined && isVisible(field, values)) errors[field.name] = `${field.label} is required`;
  }
  const result = schema.safeParse(body);
  if (result.success) return Object.keys(errors).length === 0 ? { ok: true, value: result.data as Record<string, unknown> } : { ok: false, errors };
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    const label = fields.find((f) => f.name === name)?.label ?? name;
    errors[name] ??= body[name] === undefined ? `${label} is required` : `${label}: ${issue.message}`;
  }
  return { ok: false, errors };
}
