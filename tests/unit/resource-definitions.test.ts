// Every resource definition against the contract: each column names a property of the rows
// its list operation returns, and each form field a property of its request schema. A
// definition that drifts from the contract (a renamed or removed property) fails here.
import { describe, expect, it } from 'vitest';
import contract from '../../generated/openapi.json';
import { findOperation } from '../../src/api/operations';
import type { ResourceDefinition } from '../../src/components/crud/types';
import { resolveFields, validateForm } from '../../src/components/crud/zod-fields';

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[] };
type AnyDefinition = ResourceDefinition<Record<string, unknown>, Record<string, unknown>, unknown>;

const components = (contract as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
const paths = contract.paths as unknown as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;

const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema);

/** Every property an object schema (or its allOf/oneOf parts) declares. */
function propertiesOf(schema: Schema): Map<string, Schema> {
  const resolved = resolve(schema);
  const all = new Map(Object.entries(resolved.properties ?? {}));
  for (const part of [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]) for (const [k, v] of propertiesOf(part)) all.set(k, v);
  return all;
}

/** The row schema of a list answer: `data.data[]` (paged), `data[]`, or `data` itself. */
function rowSchemaOf(answer: Schema): Schema {
  const data = propertiesOf(answer).get('data');
  if (!data) throw new Error('the answer has no data field');
  const resolved = resolve(data);
  if (resolved.items) return resolved.items;
  const inner = propertiesOf(resolved).get('data');
  if (inner && resolve(inner).items) return resolve(inner).items as Schema;
  return resolved;
}

const isDefinition = (value: unknown): value is AnyDefinition =>
  typeof value === 'object' && value !== null && 'list' in value && 'columns' in value && 'rowKey' in value;

/**
 * Definitions are exported as `<name>Resource`: an object, or a factory of path parameters (called with samples);
 * report definitions (`<name>Report`, rendered by ReportScreen) list and show rows the same way.
 */
function definitions(): [string, AnyDefinition][] {
  const modules = import.meta.glob<Record<string, unknown>>('../../src/resources/*.{ts,tsx}', { eager: true });
  const found: [string, AnyDefinition][] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Resource') && !name.endsWith('Report')) continue;
      const definition = typeof value === 'function' ? (value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, () => '1')) : value;
      if (isDefinition(definition)) found.push([`${file.replace('../../src/resources/', '')} ${name}`, definition]);
    }
  }
  return found;
}

const all = definitions();

describe('resource definitions match the contract', () => {
  it('finds the definitions', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it.each(all)('%s: columns are properties of the listed rows', (_name, definition) => {
    const { queryKey } = definition.list.query({ page: 1, size: 10 });
    const path = String(queryKey[0]);
    const operation = findOperation('GET', path);
    expect(operation, `no GET operation for ${path}`).not.toBeNull();
    const item = Object.entries(paths).find(([template]) => operation && template === operation.info.path)?.[1];
    const answer = item?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(answer, `no JSON answer for GET ${path}`).toBeDefined();
    const properties = propertiesOf(rowSchemaOf(answer as Schema));
    for (const column of definition.columns) expect([...properties.keys()], `column "${column.key}"`).toContain(column.key);
  });

  it.each(all)('%s: at most one column names the row (the card title on a phone), and it is shown', (_name, definition) => {
    const titles = definition.columns.filter((column) => column.title);
    expect(titles.length).toBeLessThanOrEqual(1);
    for (const column of titles) expect(column.hidden, `title column "${column.key}"`).not.toBe(true);
  });

  it.each(all.filter(([, d]) => d.form))('%s: a form field is labelled once, by its column when the list shows it', (_name, definition) => {
    const headers = new Map(definition.columns.map((column) => [column.key, column.header]));
    const repeated = (definition.form?.fields ?? []).filter((field) => field.label !== undefined && field.label === headers.get(field.name)).map((field) => field.name);
    expect(repeated, 'labels that repeat the column header (leave them out: field-labels.ts)').toEqual([]);
  });

  it.each(all.filter(([, d]) => d.form))('%s: form fields are properties of the request schema', async (_name, definition) => {
    const schema = await definition.form?.schema();
    expect(schema).toBeDefined();
    if (!schema || !definition.form) return;
    // Each form against its own schema: the add form's, and the edit form's when it has one.
    const editSchema = (await definition.form.editSchema?.()) ?? schema;
    for (const [mode, modeSchema] of [['add', schema], ['edit', editSchema]] as const) {
      const fields = definition.form.fields.filter((field) => field.onlyOn === undefined || field.onlyOn === mode);
      const shape = Object.keys(modeSchema.shape);
      for (const field of fields) expect(shape, `${mode} field "${field.name}"`).toContain(field.name);
      expect(() => resolveFields(modeSchema, fields)).not.toThrow();
    }
    // The empty form only carries properties of the request.
    const shape = Object.keys(schema.shape);
    for (const key of Object.keys(definition.form.empty)) expect(shape, `empty value "${key}"`).toContain(key);
  });
});

/** The first row of the list operation's first example answer, or null when the contract gives none. */
function exampleRow(definition: AnyDefinition): Record<string, unknown> | null {
  const { queryKey } = definition.list.query({ page: 1, size: 10 });
  const operation = findOperation('GET', String(queryKey[0]));
  const item = Object.entries(paths).find(([template]) => operation && template === operation.info.path)?.[1] as
    | Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> }> }>
    | undefined;
  const media = item?.get?.responses['200']?.content?.['application/json'];
  const answer = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  const data = (answer as { data?: unknown } | undefined)?.data;
  const rows = Array.isArray(data) ? data : (data as { data?: unknown } | undefined)?.data;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : null;
}

// A renamed or removed property that a definition's `fromRow` still sends, or a value it turns
// into the wrong type, fails here rather than as the server's refusal of a save.
describe('what a form sends is a body the contract accepts', () => {
  it.each(all.filter(([, d]) => d.form && d.update && exampleRow(d) !== null))('%s: the edit form of the contract’s example row', async (_name, definition) => {
    const form = definition.form;
    const row = exampleRow(definition);
    if (!form || !row) return;
    const schema = (await form.editSchema?.()) ?? (await form.schema());
    const fields = resolveFields(schema, form.fields.filter((field) => field.onlyOn !== 'add'));
    // What Save sends (validateForm builds the body from the form's values), as the screen does.
    const sent = validateForm(schema, fields, form.fromRow(row), { rules: form.rules ?? [], mode: 'edit' });
    expect(sent.ok ? {} : sent.errors).toEqual({});
  });
});
