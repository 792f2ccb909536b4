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

/** A request to check an answer: the schema's name, the answer's JSON text, and the zone of date-times without an offset (config.json `apiTimeZone`). */
export type AnswerCheck = { id: number; schema: string; text: string; zone?: string | null };
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
  // A date-time not written as the contract's (no offset, or not one at all) would be shown in the wrong zone, or not at all.
  if (issue.code === 'invalid_format' && issue.format === 'datetime') return false;
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
  if (issue.code === 'invalid_format' && issue.format === 'datetime') return 'a date-time with its offset';
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

/** Whether a value at `path` is a date-time (the contract's `format: date-time`): epoch milliseconds there are read as one. */
const dateTimeAt = (schema: unknown, path: readonly PropertyKey[]) =>
  schemasAt(schema, path).some((leaf) => {
    const def = (leaf as SchemaDef & { def?: { format?: string } }).def;
    return def?.type === 'string' && def.format === 'datetime';
  });

/** A number's text as JSON writes it: only digits, an optional fraction (no exponent, no float arithmetic). */
const PLAIN_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/**
 * The values a mismatched value may unambiguously be read as, in the order to try them: a number
 * sent as a numeric string, an amount sent as a JSON number (its JSON text as written, with the two
 * decimal places of an amount), an enum's value sent in another case.
 */
/** What `readings` may ask of the answer where a value is: its JSON text as a number, what the contract has there, the API's time zone. */
type ReadingContext = { numberText: () => string | undefined; amount: () => boolean; dateTime: () => boolean; zone: string | null };

/** A date and time without an offset, as a Java LocalDateTime is written (`2026-09-03 08:32:00`, `2026-09-03T08:32`). */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
/** Epoch milliseconds of a date-time: from 1973 to 5138 (a count of seconds, 1.7e9 today, is not read as milliseconds). */
const EPOCH_MS = { min: 1e11, max: 1e14 };

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `zone`'s wall clock is ahead of UTC at the instant `utc` (ms). */
function zoneOffset(utc: number, zone: string): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    zoneFormats.set(zone, format);
  }
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) => Number(parts.find((item) => item.type === type)?.value);
  const parts = format.formatToParts(new Date(utc));
  const wall = Date.UTC(part('year', parts), part('month', parts) - 1, part('day', parts), part('hour', parts), part('minute', parts), part('second', parts));
  return wall - (utc - (((utc % 1000) + 1000) % 1000));
}

/** A zone-less date-time read as the wall clock of `zone`, as ISO 8601 in UTC; null when it is no date-time. */
export function zonelessInZone(text: string, zone: string): string | null {
  const match = ZONELESS.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = ''] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, '0').slice(0, 3)));
  const check = new Date(wall);
  // 2026-02-30 or 24:00 is no date-time (Date.UTC would roll it over).
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day) || check.getUTCHours() !== Number(hour)) return null;
  // The offset at the wall clock's instant, then again at the instant found (a change of summer time in between).
  const first = wall - zoneOffset(wall, zone);
  return new Date(wall - zoneOffset(first, zone)).toISOString();
}

/** A zone-less date-time somewhere in an answer's JSON text: only then is the answer walked for them. */
const ZONELESS_IN_TEXT = /"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?"/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The date-times of `value` written without an offset, where `schema` has a date-time. The
 * contract's format check lets them pass (as Ajv's does), but read in the browser's zone they would
 * be hours off: each is reported as a mismatch of its format.
 */
function zonelessDateTimes(schema: unknown, value: unknown, path: PropertyKey[], found: Map<string, Issue>, depth = 0): void {
  const def = (schema as (SchemaDef & { def?: { format?: string } }) | undefined)?.def;
  if (!def || depth > 64) return;
  if (def.innerType !== undefined) return zonelessDateTimes(def.innerType, value, path, found, depth + 1);
  if (def.type === 'pipe') return zonelessDateTimes(def.in, value, path, found, depth + 1);
  if (def.type === 'union') return (def.options ?? []).forEach((option) => zonelessDateTimes(option, value, path, found, depth + 1));
  if (def.type === 'intersection') {
    zonelessDateTimes(def.left, value, path, found, depth + 1);
    return zonelessDateTimes(def.right, value, path, found, depth + 1);
  }
  if (def.type === 'object' && isRecord(value)) {
    for (const [key, property] of Object.entries(def.shape ?? {})) if (key in value) zonelessDateTimes(property, value[key], [...path, key], found, depth + 1);
  } else if (def.type === 'array' && Array.isArray(value)) {
    value.forEach((item, index) => zonelessDateTimes(def.element, item, [...path, index], found, depth + 1));
  } else if (def.type === 'record' && isRecord(value)) {
    for (const [key, item] of Object.entries(value)) zonelessDateTimes(def.valueType, item, [...path, key], found, depth + 1);
  } else if (def.type === 'string' && def.format === 'datetime' && typeof value === 'string' && ZONELESS.test(value.trim())) {
    found.set(pathKey(path), { code: 'invalid_format', format: 'datetime', path, message: 'a date-time without an offset' });
  }
}

function readings(issue: Issue, value: unknown, context: ReadingContext): (string | number)[] {
  const { numberText, amount, dateTime, zone } = context;
  if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) {
    const number = Number(value.trim());
    // A number the console would read other than as written (beyond 2^53) is not read.
    return Number.isSafeInteger(number) || (!Number.isInteger(number) && Number.isFinite(number)) ? [number] : [];
  }
  if (issue.code === 'invalid_format' && issue.format === 'datetime' && typeof value === 'string' && zone !== null) {
    const read = zonelessInZone(value, zone);
    return read ? [read] : [];
  }
  if (issue.code === 'invalid_type' && issue.expected === 'string' && typeof value === 'number' && Number.isInteger(value) && value >= EPOCH_MS.min && value <= EPOCH_MS.max && dateTime()) {
    return [new Date(value).toISOString()];
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
    const found = (issue.errors ?? []).flatMap((branch) => (branch.length === 1 && branch[0] && branch[0].path.length === 0 ? readings(branch[0], value, context) : []));
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
 * `text`, the answer's JSON text, gives numbers as written; `zone` (config.json `apiTimeZone`) is
 * where date-times without an offset are read, none without it.
 */
export async function checkAnswerBody(name: string, body: unknown, text?: string, zone: string | null = null): Promise<AnswerReport> {
  const schema = (schemas as unknown as Record<string, Checker | undefined>)[name];
  if (!schema) return { problem: null, envelope: false, deviations: [] };
  let result = await schema.safeParseAsync(body);
  const zoneless = new Map<string, Issue>();
  if (text !== undefined && ZONELESS_IN_TEXT.test(text)) zonelessDateTimes(schema, body, [], zoneless);
  if (result.success && zoneless.size === 0) return { problem: null, envelope: false, deviations: [] };
  let texts: Map<string, string> | undefined;
  const numberText = (path: PropertyKey[], value: number) => {
    if (text === undefined) return JSON.stringify(value);
    texts ??= numberTexts(text);
    return texts.get(pathKey(path));
  };
  let pending: Reading[] = [...(result.success ? [] : result.error.issues), ...zoneless.values()].flatMap((issue) => {
    const original = valueAt(body, issue.path);
    const tries = readings(issue, original, {
      numberText: () => numberText(issue.path, original as number),
      amount: () => amountAt(schema, issue.path),
      dateTime: () => dateTimeAt(schema, issue.path),
      zone,
    });
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
  // Zone-less date-times no reading fits (no apiTimeZone): unreadable where they are, though the format check let them pass.
  const readPaths = new Set(read.map((reading) => pathKey(reading.path)));
  const unreadZoneless = [...zoneless.values()]
    .filter((issue) => !readPaths.has(pathKey(issue.path)))
    .map((issue): Deviation => ({ path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), type: 'string', issue: 'invalid_format', readable: false, expected: 'a date-time with its offset' }));
  if (result.success) return { problem: null, envelope: false, deviations: [...readDeviations, ...unreadZoneless] };
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
  return { problem, envelope, deviations: [...readDeviations, ...deviations, ...unreadZoneless] };
}
