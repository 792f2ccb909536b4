import { MantineProvider } from '@mantine/core';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operations } from '../../generated/operations';
import { deviationReports } from '../../src/api/deviations';
import { configureTransport, sendRequest } from '../../src/api/transport';
import { ListRows } from '../../src/components/crud/list-rows';
import { ViewValue } from '../../src/components/crud/record-view';
import type { RowActionHandlers } from '../../src/components/crud/row-actions';
import type { ColumnDef, ColumnFormat } from '../../src/components/crud/types';

/**
 * Every list and record read of the contract, its example with one value changed (another type,
 * a value outside its enum, null, a required value missing, a 300-character text): the answer
 * is still read, the generic list shows every other row as before and the changed row with that
 * cell marked "Unreadable value" (or the value as it came, when it is of the right type); a
 * record shows its other properties as before and that one marked.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  items?: Schema;
};
type Spec = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, { schema: Schema; example?: unknown }> }> }>>;
  components: { schemas: Record<string, Schema> };
};

const spec = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as Spec;

const deref = (schema: Schema): Schema => (schema.$ref ? deref(spec.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema);

/** An object schema with its `allOf` parts merged (properties and required). */
function merged(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const resolved = deref(schema);
  const parts = (resolved.allOf ?? []).map(merged);
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties), resolved.properties ?? {}) as Record<string, Schema>,
    required: [...parts.flatMap((part) => part.required), ...(resolved.required ?? [])],
  };
}

const typesOf = (schema: Schema): string[] => {
  const { type } = deref(schema);
  return Array.isArray(type) ? type : type ? [type] : [];
};

/** The column format a screen would give a property: the contract's amounts, statuses and dates in theirs. */
function formatOf(schema: Schema): ColumnFormat {
  const name = schema.$ref?.split('/').pop();
  if (name === 'Amount') return 'amount';
  if (name === 'StatusId') return 'status';
  const { format } = deref(schema);
  if (format === 'date-time') return 'datetime';
  if (format === 'date') return 'date';
  return 'text';
}

type Unit = Record<string, unknown>;
/** Where the units of an answer are: a paged list's rows, a list's rows, or the record itself. */
type Shape = { kind: 'rows'; rows: (body: Unit) => Unit[]; schema: Schema } | { kind: 'record'; record: (body: Unit) => Unit; schema: Schema };

function shapeOf(response: Schema, example: Unit): Shape | null {
  const data = merged(response).properties.data;
  if (!data) return null;
  const value = example.data;
  const dataProps = merged(data).properties;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as Unit).data) && dataProps.data?.items) {
    return { kind: 'rows', rows: (body) => (body.data as { data: Unit[] }).data, schema: dataProps.data.items };
  }
  if (Array.isArray(value) && deref(data).items) return { kind: 'rows', rows: (body) => body.data as Unit[], schema: deref(data).items as Schema };
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { kind: 'record', record: (body) => body.data as Unit, schema: data };
  return null;
}

type Mutation = { name: string; readable: boolean; pick: (schema: Record<string, Schema>, required: string[], unit: Unit) => { key: string; value: unknown; shown?: string } | null };

const scalar = (unit: Unit, key: string) => ['string', 'number', 'boolean'].includes(typeof unit[key]);

const MUTATIONS: Mutation[] = [
  {
    name: 'a value of another type',
    readable: false,
    pick: (props, _required, unit) => {
      // An amount sent as a number is the same amount in another form, and read (answer-readings.test.tsx).
      const key = Object.keys(props).find((k) => scalar(unit, k) && typesOf(props[k] as Schema).length === 1 && typesOf(props[k] as Schema)[0] === 'string' && formatOf(props[k] as Schema) !== 'amount');
      return key ? { key, value: 12345 } : null;
    },
  },
  {
    name: 'a value outside its enum',
    readable: true,
    pick: (props, _required, unit) => {
      const key = Object.keys(props).find((k) => scalar(unit, k) && deref(props[k] as Schema).enum !== undefined);
      if (!key) return null;
      const numeric = typeof unit[key] === 'number';
      return { key, value: numeric ? 34 : 'NOT_KNOWN_HERE', shown: numeric ? '34' : 'NOT_KNOWN_HERE' };
    },
  },
  {
    name: 'null',
    readable: false,
    pick: (props, required, unit) => {
      const key = required.find((k) => scalar(unit, k) && props[k] !== undefined && !typesOf(props[k] as Schema).includes('null'));
      return key ? { key, value: null } : null;
    },
  },
  {
    name: 'a required value missing',
    readable: false,
    pick: (props, required, unit) => {
      const key = required.find((k) => scalar(unit, k) && props[k] !== undefined);
      return key ? { key, value: undefined } : null;
    },
  },
  {
    name: 'a 300-character text',
    readable: true,
    pick: (props, _required, unit) => {
      const key = Object.keys(props).find((k) => {
        const schema = deref(props[k] as Schema);
        return typeof unit[k] === 'string' && schema.enum === undefined && schema.format === undefined && (schema.maxLength ?? 1000) < 300 && formatOf(props[k] as Schema) === 'text';
      });
      return key ? { key, value: 'x'.repeat(300), shown: 'x'.repeat(300) } : null;
    },
  },
];

type Case = { operationId: string; path: string; example: Unit; shape: Shape };

const CASES: Case[] = Object.entries(operations).flatMap(([operationId, info]) => {
  if (info.method !== 'GET' || !info.response) return [];
  const content = spec.paths[info.path]?.get?.responses['200']?.content?.['application/json'];
  if (!content || typeof content.example !== 'object' || content.example === null) return [];
  const example = content.example as Unit;
  const shape = shapeOf(content.schema, example);
  return shape ? [{ operationId, path: info.path, example, shape }] : [];
});

const NO_HANDLERS = { singular: 'record', rowName: () => '', rowLinks: [], rowMenu: [] } as RowActionHandlers<Unit>;
const markup = (node: ReactNode) => renderToStaticMarkup(<MantineProvider env="test">{node}</MantineProvider>);

/** The generic list's rows of `rows`, one markup string each. */
function listRows(rows: Unit[], columns: ColumnDef<Unit>[]): string[] {
  const html = markup(
    <table>
      <tbody>
        <ListRows rows={rows} slots={columns} handlers={NO_HANDLERS} skeletonRows={null} empty={null} density="md" />
      </tbody>
    </table>,
  );
  return html.split('</tr>').slice(0, rows.length);
}

/** The generic record view's properties of `record`, one markup string each. */
const recordValues = (record: Unit, keys: string[]) => keys.map((key) => markup(<ViewValue value={record[key]} />));

const UNREADABLE = 'Unreadable value';
const clone = <T,>(value: T): T => structuredClone(value);

/** What the stubbed API answers next. */
let answer: unknown = null;

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }))));
  configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet', session: { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The read of `path` through the console's transport, answered with `body`. */
async function read(path: string, body: unknown): Promise<Unit> {
  answer = body;
  return sendRequest<Unit>(path.replace(/\{[^}]+\}/g, '1'));
}

describe('one bad value costs its cell, over every list and record read of the contract', () => {
  it('finds the reads: lists and records', () => {
    expect(CASES.filter((c) => c.shape.kind === 'rows').length).toBeGreaterThan(40);
    expect(CASES.filter((c) => c.shape.kind === 'record').length).toBeGreaterThan(15);
  });

  for (const mutation of MUTATIONS) {
    it(`reads past ${mutation.name}`, { timeout: 120_000 }, async () => {
      const tried: string[] = [];
      for (const { operationId, path, example, shape } of CASES) {
        const sent = clone(example);
        const { properties, required } = merged(shape.schema);
        const units = shape.kind === 'rows' ? shape.rows(sent) : [shape.record(sent)];
        const at = Math.min(1, units.length - 1);
        const unit = units[at];
        if (!unit || typeof unit !== 'object') continue;
        const change = mutation.pick(properties, required, unit);
        if (!change) continue;
        tried.push(operationId);
        if (change.value === undefined) Reflect.deleteProperty(unit, change.key);
        else unit[change.key] = change.value;

        // The answer is read: nothing in its envelope is wrong.
        const body = await read(path, sent).catch((error: unknown) => {
          throw new Error(`${operationId}: the read failed (${String(error)})`);
        });
        // ... and its deviation reported.
        expect(deviationReports().at(-1)?.operationId, operationId).toBe(operationId);

        const keys = Object.keys(properties).filter((key) => key === change.key || scalar(clone(example) as Unit, key) || scalar(unit, key));
        if (shape.kind === 'rows') {
          const columns = keys.map((key): ColumnDef<Unit> => ({ key, header: key, format: formatOf(properties[key] as Schema) }));
          const before = listRows(shape.rows(clone(example)), columns);
          const after = listRows(shape.rows(body), columns);
          after.forEach((row, index) => {
            if (index !== at) expect(row, `${operationId}: row ${index} unchanged`).toBe(before[index]);
          });
          const changed = after[at] ?? '';
          if (mutation.readable) expect(changed, `${operationId}.${change.key} shown as it came`).toContain(change.shown);
          else expect(changed, `${operationId}.${change.key} marked`).toContain(UNREADABLE);
        } else {
          const before = recordValues(shape.record(clone(example)), keys);
          const after = recordValues(shape.record(body), keys);
          keys.forEach((key, index) => {
            if (key !== change.key) expect(after[index], `${operationId}.${key} unchanged`).toBe(before[index]);
          });
          const changed = after[keys.indexOf(change.key)] ?? '';
          if (mutation.readable) expect(changed, `${operationId}.${change.key} shown as it came`).toContain(change.shown);
          else expect(changed, `${operationId}.${change.key} marked`).toContain(UNREADABLE);
        }
      }
      // Most reads have a value of each kind to change.
      expect(tried.length, mutation.name).toBeGreaterThan(20);
    });
  }
});
