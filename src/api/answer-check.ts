/**
 * The contract's check of one JSON answer: its zod schema by name (generated/hey-api/zod.gen,
 * each built on first use). It runs in the answer-check worker (`./answer-check.worker.ts`), so
 * building the schemas and walking big answers never hold the page's main thread; it runs in the
 * page only where that worker cannot run (`./answer-checker.ts`).
 */
import { schemas } from '../../generated/hey-api/zod.gen';
import type { Deviation } from './deviations';

type Issue = { path: PropertyKey[]; message: string; code?: string; expected?: string; values?: unknown[]; errors?: Issue[][] };
type Checker = { safeParseAsync(data: unknown): Promise<{ success: true } | { success: false; error: { issues: Issue[] } }> };
/** What zod tells of a schema (`def`): enough to find a paged list's envelope. */
type SchemaDef = { def?: { type?: string; shape?: Record<string, unknown>; left?: unknown; right?: unknown; innerType?: unknown; element?: unknown } };

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

/**
 * Checks `body` against the contract's schema `name`: the first mismatch, whether it breaks the
 * envelope, and every deviation with its path and its value's type.
 */
export async function checkAnswerBody(name: string, body: unknown): Promise<AnswerReport> {
  const schema = (schemas as unknown as Record<string, Checker | undefined>)[name];
  if (!schema) return { problem: null, envelope: false, deviations: [] };
  const result = await schema.safeParseAsync(body);
  if (result.success) return { problem: null, envelope: false, deviations: [] };
  const issues = result.error.issues;
  const first = issues[0];
  const problem = first ? `${describePath(first.path)}: ${first.message}` : 'the answer does not match the contract';
  const paged = isPageSchema(schema);
  const deviations = issues.map((issue): Deviation => {
    const value = valueAt(body, issue.path);
    return { path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), type: typeOfValue(value), issue: issue.code ?? 'custom', readable: readable(issue, value) };
  });
  // The body, its `data`, and a paged list's counts and rows: without them nothing can be shown.
  const envelope = issues.length === 0 || issues.some(({ path }) => path.length <= 1 || (paged && path.length === 2));
  return { problem, envelope, deviations };
}
