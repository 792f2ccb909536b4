/**
 * Answers that break the contract reach a screen only as far as they can be read, and two
 * validators agree on what breaks it.
 *
 * 1. For every JSON answer of every operation, the example and each single-constraint variant of
 *    it (a required field missing, a wrong type, an out-of-range enum: see ./variants.ts) are
 *    served to the console (a stubbed fetch answers them) and fetched through orval's request
 *    function and the console's transport: the example comes back as data; a variant of a save's
 *    answer, or one that breaks a read's envelope (its body, `data`, a paged list's rows or
 *    counts), as a `contract` ApiError naming the operation; any other variant of a read comes
 *    back as data with the deviation reported for the operation, a value of another type or a
 *    missing one replaced by an `Unreadable` (src/api/deviations.ts).
 * 2. Ajv (JSON Schema 2020-12, independent of the code generators) and the generated zod schemas
 *    agree on every example (request bodies, answers, error bodies) and on every variant.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schemas } from '../../generated/hey-api/zod.gen';
import { type OperationId, operations } from '../../generated/operations';
import { deviationReports, isUnreadable } from '../../src/api/deviations';
import { ApiError } from '../../src/api/errors';
import { type SessionLog, TOKEN, configureConsole, settle, testSession } from './console';
import { buildSampleRequest, contractOperations, isObject } from './request-samples';
import { type Variant, ajvValidator, mediaPointer, resolveAt, variantsOf } from './variants';

type Schema = { safeParse(data: unknown): { success: boolean } };

/** One JSON body the contract declares with an example: which operation, where, and its two validators. */
type Case = { id: OperationId; where: string; pointer: string; status: number; example: unknown; zodName: string };

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const operationIds = Object.keys(operations) as OperationId[];

/** The example of a media object: `example`, or the first of `examples`. */
function mediaExample(media: unknown): unknown {
  if (!isObject(media)) return undefined;
  if (media.example !== undefined) return media.example;
  if (isObject(media.examples)) {
    const [first] = Object.values(media.examples);
    return isObject(first) ? first.value : undefined;
  }
  return undefined;
}

/** The zod schema a component `$ref` maps to (`#/components/schemas/Error` -> zError). */
function componentZod(media: unknown): string | null {
  const schema = isObject(media) ? media.schema : undefined;
  if (isObject(schema) && typeof schema.$ref === 'string') {
    const match = /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref);
    if (match?.[1]) return `z${match[1]}`;
  }
  return null;
}

/** Every JSON body with an example: success answers, error answers, request bodies. */
function collectCases(): Case[] {
  const cases: Case[] = [];
  const seenErrors = new Set<string>();
  for (const id of operationIds) {
    const { path, method } = operations[id];
    const declared = contractOperations().get(id);
    const responses = isObject(declared?.operation.responses) ? declared.operation.responses : {};
    for (const code of Object.keys(responses)) {
      const pointer = mediaPointer(path, method, { response: code });
      const media = resolveAt(pointer);
      if (media === undefined) continue;
      const example = mediaExample(media);
      if (example === undefined) throw new Error(`${id}: the ${code} answer has no example`);
      if (code.startsWith('2')) {
        cases.push({ id, where: `${code} answer`, pointer, status: Number(code), example, zodName: `z${pascal(id)}Response` });
      } else if (!seenErrors.has(pointer)) {
        seenErrors.add(pointer);
        const zodName = componentZod(media);
        if (zodName) cases.push({ id, where: `${code} answer`, pointer, status: Number(code), example, zodName });
      }
    }
    if (declared?.operation.requestBody !== undefined) {
      const pointer = mediaPointer(path, method, 'requestBody');
      const media = resolveAt(pointer);
      const example = mediaExample(media);
      if (media !== undefined && example !== undefined) cases.push({ id, where: 'request body', pointer, status: 0, example, zodName: `z${pascal(id)}Body` });
    }
  }
  return cases;
}

function zodSchema(name: string): Schema {
  const schema: unknown = (schemas as Record<string, unknown>)[name];
  if (!isObject(schema) || typeof schema.safeParse !== 'function') throw new Error(`generated/hey-api/zod.gen has no ${name}`);
  return schema as unknown as Schema;
}

const cases = collectCases();
const answers = cases.filter((c) => c.status >= 200 && c.status < 300);

/** The next answer the stubbed fetch gives. */
let next: { status: number; body: unknown } = { status: 200, body: {} };
const log: SessionLog = { renewals: 0, unauthorized: [] };
const stats = { examples: 0, variants: 0, breaking: 0, nonBreaking: 0, throughTransport: 0, disagreements: [] as string[] };

beforeAll(() => {
  configureConsole('http://wallet-api.test', testSession(() => TOKEN, log));
  // Replaces the recording fetch: every request is answered with `next`, as a wallet API would.
  vi.stubGlobal('fetch', (input: Request | string | URL) => {
    void input;
    return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } }));
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  console.log(
    `contract variants: ${stats.examples} examples and ${stats.variants} single-constraint variants checked by Ajv and zod ` +
      `(${stats.breaking} break the schema, ${stats.nonBreaking} do not), ${stats.disagreements.length} disagreements; ` +
      `${stats.throughTransport} answers served through the transport`,
  );
});

/** Ajv and zod on one body: both verdicts, recorded as a disagreement when they differ. */
function judge(c: Case, body: unknown, label: string): boolean {
  const ajv = ajvValidator(c.pointer.concat('/schema'));
  const ajvValid = ajv(body);
  const zodValid = zodSchema(c.zodName).safeParse(body).success;
  if (ajvValid !== zodValid) {
    const ajvError = ajv.errors?.[0];
    stats.disagreements.push(
      `${c.id} ${c.where} ${label}: Ajv ${ajvValid ? 'accepts' : `refuses (${ajvError?.instancePath ?? ''} ${ajvError?.message ?? ''})`}, ${c.zodName} ${zodValid ? 'accepts' : 'refuses'}`,
    );
  }
  return ajvValid;
}

describe('Ajv (2020-12) and the generated zod schemas agree', () => {
  it.each(cases.map((c) => [`${c.id} ${c.where}`, c] as const))('%s: the example and each single-constraint variant', (_name, c) => {
    const before = stats.disagreements.length;
    stats.examples += 1;
    expect(judge(c, c.example, 'example'), `${c.id} ${c.where}: Ajv refuses the contract's own example`).toBe(true);
    const variants = variantsOf(resolveAt(`${c.pointer}/schema`), c.example);
    for (const variant of variants) {
      stats.variants += 1;
      if (judge(c, variant.body, `${variant.kind} at ${variant.pointer || '(root)'}`)) stats.nonBreaking += 1;
      else stats.breaking += 1;
    }
    expect(stats.disagreements.slice(before)).toEqual([]);
  });
});

/** Serves `body` as the answer of `id` and calls the operation through orval and the transport. */
async function serve(id: OperationId, status: number, body: unknown) {
  next = { status, body };
  stats.throughTransport += 1;
  return settle(id, buildSampleRequest(id));
}

/** Whether a variant breaks what every reader of the answer needs: the body, its `data`, a paged list's rows and counts. */
function inEnvelope(example: unknown, pointer: string): boolean {
  const depth = pointer.split('/').length - 1;
  const data = isObject(example) ? example.data : undefined;
  const paged = isObject(data) && 'total' in data && Object.values(data).some(Array.isArray);
  return depth <= 1 || (paged && depth === 2);
}

/** The value at a JSON pointer of a body. */
const valueAt = (body: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined), body);

/**
 * Whether the console read a value of the wrong type into the contract's (an amount sent as a JSON
 * number read as its decimal text, a count sent as a numeric string read as a number): a reading,
 * which the deviation report still names, rather than a value marked unreadable.
 */
const readAs = (sent: unknown, read: unknown): boolean => read !== null && read !== undefined && typeof read !== typeof sent && String(read).replace(/\.0+$/, '') === String(sent).replace(/\.0+$/, '');

describe('the transport passes on valid answers, reports a broken save or envelope as a contract error naming the operation, and reads past the rest', () => {
  it.each(answers.map((c) => [`${c.id} ${c.where}`, c] as const))('%s', async (_name, c) => {
    const valid = await serve(c.id, c.status, c.example);
    expect(valid.error, `${c.id}: the contract's own example was refused`).toBeUndefined();
    expect(valid.value).toEqual(c.example);

    const breaking = variantsOf(resolveAt(`${c.pointer}/schema`), c.example, { oneWrongType: true }).filter((v: Variant) => !ajvValidator(`${c.pointer}/schema`)(v.body));
    expect(breaking.length, `${c.id}: no variant breaks the schema`).toBeGreaterThan(0);
    const passedOn: string[] = [];
    const read = operations[c.id].method === 'GET';
    for (const variant of breaking) {
      const outcome = await serve(c.id, c.status, variant.body);
      const error = outcome.error;
      const where = `${variant.kind} at ${variant.pointer || '(root)'}`;
      if (!read || inEnvelope(c.example, variant.pointer)) {
        // The error names the operation (for the console log); the person is shown no operation id.
        const reported = error instanceof ApiError && error.kind === 'contract' && error.operationId === c.id && !error.message.includes(c.id);
        // Or read unambiguously into the contract's type (an amount sent as a number), the deviation reported.
        const readInstead = error === undefined && readAs(valueAt(variant.body, variant.pointer), valueAt(outcome.value, variant.pointer)) && deviationReports().at(-1)?.operationId === c.id;
        if (!reported && !readInstead) passedOn.push(`${where}: ${error instanceof Error ? error.message : 'passed on as data'}`);
        continue;
      }
      // A read's deviation inside the envelope: the answer is read, the deviation reported, an unreadable value marked.
      if (error !== undefined) passedOn.push(`${where}: refused (${error instanceof Error ? error.message : String(error)}), not read past`);
      else if (deviationReports().at(-1)?.operationId !== c.id) passedOn.push(`${where}: read without a deviation reported`);
      else if (variant.kind !== 'enum' && !isUnreadable(valueAt(outcome.value, variant.pointer)) && !readAs(valueAt(variant.body, variant.pointer), valueAt(outcome.value, variant.pointer))) passedOn.push(`${where}: not marked unreadable`);
    }
    expect(passedOn).toEqual([]);
  });
});
