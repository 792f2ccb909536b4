/**
 * The contract's check of one JSON answer: its zod schema by name (generated/hey-api/zod.gen,
 * each built on first use). It runs in the answer-check worker (`./answer-check.worker.ts`), so
 * building the schemas and walking big answers never hold the page's main thread; it runs in the
 * page only where that worker cannot run (`./answer-checker.ts`).
 */
import { schemas } from '../../generated/hey-api/zod.gen';
import type { Deviation } from './deviations';

type Issue = { path: PropertyKey[]; message: string; code?: string; expected?: string; values?: unknown[]; errors?: Issue[][]; format?: string };
type Checker = { safeParseAsync(data: unknown): Promise<{ success: true } | { success: false; error: { issues: Issue[] } }> };
/** What zod tells of a schema (`def`): enough to find a paged list's envelope. */
type SchemaDef = {
  def?: { type?: string; shape?: Record<string, unknown>; left?: unknown; right?: unknown; innerType?: unknown; element?: unknown; options?: unknown[]; valueType?: unknown; in?: unknown; checks?: { _zod?: { def?: { format?: string } } }[] };
};

/** A request to check an answer: the schema's name and the answer's JSON text. */
export type AnswerCheck = { id: number; schema: string; text: string };
/** What the worker is asked: to check an answer, or to build a schema an answer will need. */
export type CheckerMessage = AnswerCheck | { prepare: string };

/**
 * What the check found in an answer. `problem`: the first mismatch (`path: message`), null when
 * the answer matches. `envelope`: a mismatch in what every reader needs (the body, its `data`, a
 * paged list's rows and counts): such an answer cannot be read at all. `deviations`: every
 * mismatch inside it (a row's or a section's value), each where it is and of what type.
 */
export type AnswerReport = { problem: string | null; envelope: boolean; deviations: Deviation[] };
/** The worker's answer: the report of check `id`. */
export type AnswerVerdict = { id: number } & AnswerReport;

/** Builds the contract's schema `name` now (schemas are built on first read). */
export function prepareSchema(name: string): void {
  void (schemas as unknown as Record<string, unknown>)[name];
}

const describePath = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'body';

/** What in `body` does not match the contract's schema `name` (its first issue), or null. */
export async function answerProblem(name: string, body: unknown): Promise<string | null> {
  return (await checkAnswerBody(name, body)).problem;
}

/** The JSON type of a value as the console log may name it (never the value itself: it may be personal data). */
export function typeOfValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), body);

/** The object schema's properties, through intersections and optional, nullable or default wrappers. */
function propertiesOf(schema: unknown, seen = 0): Record<string, unknown> {
  const def = (schema as SchemaDef | undefined)?.def;
  if (!def || seen > 8) return {};
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'intersection') return { ...propertiesOf(def.left, seen + 1), ...propertiesOf(def.right, seen + 1) };
  if (def.innerType) return propertiesOf(def.innerType, seen + 1);
  return {};
}

const isArraySchema = (schema: unknown): boolean => {
  const def = (schema as SchemaDef | undefined)?.def;
  if (!def) return false;
  return def.type === 'array' || (def.innerType !== undefined && isArraySchema(def.innerType));
};

/** Whether the answer's `data` is a paged list (`total` beside an array of rows): its counts and its rows array are envelope. */
function isPageSchema(schema: unknown): boolean {
  const page = propertiesOf(propertiesOf(schema).data);
  return 'total' in page && Object.values(page).some(isArraySchema);
}

/**
 * Whether a mismatch leaves `value` readable as it came: a value of the right type that breaks a
 * constraint (an enum value the console does not know, a longer text, a format), not one of
 * another type, null where a value is due, or none at all.
 */
function readable(issue: Issue, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (issue.code === 'invalid_type') return false;
  // An enum's or a literal's other value: readable when it is of the same type as the known ones.
  if (issue.code === 'invalid_value') return (issue.values ?? []).some((known) => typeof known === typeof value);
  if (issue.code === 'invalid_union') return (issue.errors ?? []).some((branch) => branch.every((inner) => readable(inner, value)));
  return true;
}

/** What the contract expects where an issue is, in a few words: a JSON type, one of an enum's values, a format. */
function expectedOf(issue: Issue): string {
  if (issue.code === 'invalid_type' && issue.expected) return issue.expected;
  if (issue.code === 'invalid_value' && issue.values) return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  if (issue.code === 'invalid_union') {
    const branches = (issue.errors ?? []).flatMap((branch) => (branch.length === 1 && branch[0] && branch[0].path.length === 0 ? [expectedOf(branch[0])] : []));
    return branches.length > 0 ? [...new Set(branches)].join(' or ') : 'another value';
  }
  if (issue.code === 'invalid_format' && issue.format) return issue.format === 'regex' ? 'another format' : issue.format;
  if (issue.code === 'too_big' || issue.code === 'too_small') return 'a value in its range';
  return issue.code ?? 'another value';
}

/** The schemas a value at `path` of `schema` may have to match: through objects, lists, unions, intersections and wrappers. */
function schemasAt(schema: unknown, path: readonly PropertyKey[], depth = 0): unknown[] {
  const def = (schema as SchemaDef | undefined)?.def;
  if (!def || depth > 64) return [];
  if (def.innerType !== undefined) return schemasAt(def.innerType, path, depth + 1);
  if (def.type === 'pipe') return schemasAt(def.in, path, depth + 1);
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => schemasAt(option, path, depth + 1));
  if (def.type === 'intersection') return [...schemasAt(def.left, path, depth + 1), ...schemasAt(def.right, path, depth + 1)];
  if (path.length === 0) return [schema];
  const [key, ...rest] = path;
  if (def.type === 'object') return schemasAt(def.shape?.[String(key)], rest, depth + 1);
  if (def.type === 'array') return schemasAt(def.element, rest, depth + 1);
  if (def.type === 'record') return schemasAt(def.valueType, rest, depth + 1);
  return [];
}

type Probe = { safeParse(value: unknown): { success: boolean } };

/**
 * Whether a value at `path` is an amount: a decimal string with exactly two places (the contract's
 * `Amount` and `Percentage`, which take `12.50` and `0.00` but not `12.5`, `12` or `ab.cd`). A number there is the
 * same amount in another form; any other text (a name, a code) sent as a number is another value.
 */
const amountAt = (schema: unknown, path: readonly PropertyKey[]) =>
  schemasAt(schema, path).some((leaf) => {
    const probe = leaf as Probe & SchemaDef;
    const takes = (text: string) => probe.safeParse(text).success;
    return probe.def?.type === 'string' && takes('12.50') && takes('0.00') && !takes('12.5') && !takes('12') && !takes('12.500') && !takes('ab.cd');
  });

/** A number's text as JSON writes it: only digits, an optional fraction (no exponent, no float arithmetic). */
const PLAIN_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/**
 * The values a mismatched value may unambiguously be read as, in the order to try them: a number
 * sent as a numeric string, an amount sent as a JSON number (its JSON text as written, with the two
 * decimal places of an amount), an enum's value sent in another case.
 */
function readings(issue: Issue, value: unknown, numberText: () => string | undefined, amount: () => boolean): (string | number)[] {
  if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) {
    const number = Number(value.trim());
    // A number the console would read other than as written (beyond 2^53) is not read.
    return Number.isSafeInteger(number) || (!Number.isInteger(number) && Number.isFinite(number)) ? [number] : [];
  }
  // Only an amount: any other text (a name, a code) sent as a number is another value, not another form of it.
  if (issue.code === 'invalid_type' && issue.expected === 'string' && typeof value === 'number' && amount()) {
    const text = numberText();
    if (text === undefined || !PLAIN_NUMBER.test(text)) return [];
    const [whole = '', fraction = ''] = text.split('.');
    // More places than an amount has would be rounding: not read.
    return fraction.length <= 2 ? [`${whole}.${fraction.padEnd(2, '0')}`] : [];
  }
  if (issue.code === 'invalid_value' && issue.values) {
    const known = issue.values.filter((option) =>
      typeof option === 'string' && typeof value === 'string'
        ? option.toLowerCase() === value.toLowerCase()
        : typeof option === 'number' && typeof value === 'string' && PLAIN_NUMBER.test(value.trim()) && Number(value.trim()) === option,
    );
    return known.length === 1 ? (known as (string | number)[]) : [];
  }
  if (issue.code === 'invalid_union') {
    const found = (issue.errors ?? []).flatMap((branch) => (branch.length === 1 && branch[0] && branch[0].path.length === 0 ? readings(branch[0], value, numberText, amount) : []));
    const distinct = [...new Set(found)];
    return distinct.length === 1 ? distinct : [];
  }
  return [];
}

/**
 * The text of each number in a JSON text, by its path (`JSON.stringify(path)`): what was written,
 * before `JSON.parse` made a float of it (`12500.50`, not `12500.5`).
 */
export function numberTexts(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const path: (string | number)[] = [];
  const containers: ('object' | 'array')[] = [];
  let key = false;
  const number = /-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  for (let i = 0; i < text.length; ) {
    const char = text[i];
    if (char === '{' || char === '[') {
      containers.push(char === '{' ? 'object' : 'array');
      path.push(char === '{' ? '' : 0);
      key = char === '{';
      i += 1;
    } else if (char === '}' || char === ']') {
      containers.pop();
      path.pop();
      i += 1;
    } else if (char === ',') {
      if (containers.at(-1) === 'array') path[path.length - 1] = Number(path.at(-1)) + 1;
      else key = true;
      i += 1;
    } else if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (key) {
        path[path.length - 1] = JSON.parse(text.slice(i, end + 1)) as string;
        key = false;
      }
      i = end + 1;
    } else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      number.lastIndex = i;
      const token = number.exec(text)?.[0] ?? char;
      found.set(JSON.stringify(path), token);
      i += token.length;
    } else {
      i += 1;
    }
  }
  return found;
}

const pathKey = (path: readonly PropertyKey[]) => JSON.stringify(path.map((key) => (typeof key === 'number' ? key : String(key))));

function setAt(body: unknown, path: readonly PropertyKey[], value: unknown): void {
  const holder = valueAt(body, path.slice(0, -1));
  if (typeof holder === 'object' && holder !== null) (holder as Record<PropertyKey, unknown>)[path[path.length - 1] as PropertyKey] = value;
}

type Reading = { issue: Issue; path: PropertyKey[]; original: unknown; tries: (string | number)[]; at: number };

/**
 * Checks `body` against the contract's schema `name`: the first mismatch, whether it breaks the
 * envelope, and every deviation with its path and its value's type. A value sent in another form
 * than the contract's that can be read unambiguously (`readings`) is read so, if the contract then
 * accepts it: its deviation carries the value read (`read`), and what is left decides the rest.
 * `text`, the answer's JSON text, gives numbers as written.
 */
export async function checkAnswerBody(name: string, body: unknown, text?: string): Promise<AnswerReport> {
  const schema = (schemas as unknown as Record<string, Checker | undefined>)[name];
  if (!schema) return { problem: null, envelope: false, deviations: [] };
  let result = await schema.safeParseAsync(body);
  if (result.success) return { problem: null, envelope: false, deviations: [] };
  let texts: Map<string, string> | undefined;
  const numberText = (path: PropertyKey[], value: number) => {
    if (text === undefined) return JSON.stringify(value);
    texts ??= numberTexts(text);
    return texts.get(pathKey(path));
  };
  let pending: Reading[] = result.error.issues.flatMap((issue) => {
    const original = valueAt(body, issue.path);
    const tries = readings(
      issue,
      original,
      () => numberText(issue.path, original as number),
      () => amountAt(schema, issue.path),
    );
    return tries.length > 0 && issue.path.length > 0 ? [{ issue, path: issue.path, original, tries, at: 0 }] : [];
  });
  const read: Reading[] = [];
  let working = body;
  if (pending.length > 0) {
    working = structuredClone(body);
    // Each round tries every pending value's next reading; those the contract then accepts are read.
    while (pending.length > 0) {
      for (const reading of pending) setAt(working, reading.path, reading.tries[reading.at]);
      result = await schema.safeParseAsync(working);
      const failing = new Set(result.success ? [] : result.error.issues.map((issue) => pathKey(issue.path)));
      const next: Reading[] = [];
      let reverted = false;
      for (const reading of pending) {
        if (!failing.has(pathKey(reading.path))) read.push(reading);
        else if (reading.at + 1 < reading.tries.length) next.push({ ...reading, at: reading.at + 1 });
        else {
          setAt(working, reading.path, reading.original);
          reverted = true;
        }
      }
      // The check's verdict is of the answer as read: with the values no reading fits as they came.
      if (next.length === 0 && reverted) result = await schema.safeParseAsync(working);
      pending = next;
    }
  }
  const readDeviations = read.map(
    ({ issue, path, original, tries, at }): Deviation => ({ path: path.map((key) => (typeof key === 'number' ? key : String(key))), type: typeOfValue(original), issue: issue.code ?? 'custom', readable: true, expected: expectedOf(issue), read: tries[at] as string | number }),
  );
  if (result.success) return { problem: null, envelope: false, deviations: readDeviations };
  const issues = result.error.issues;
  const first = issues[0];
  const problem = first ? `${describePath(first.path)}: ${first.message}` : 'the answer does not match the contract';
  const paged = isPageSchema(schema);
  const deviations = issues.map((issue): Deviation => {
    const value = valueAt(working, issue.path);
    return { path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), type: typeOfValue(value), issue: issue.code ?? 'custom', readable: readable(issue, value), expected: expectedOf(issue) };
  });
  // The body, its `data`, and a paged list's counts and rows: without them nothing can be shown.
  const envelope = issues.length === 0 || issues.some(({ path }) => path.length <= 1 || (paged && path.length === 2));
  return { problem, envelope, deviations: [...readDeviations, ...deviations] };
}
