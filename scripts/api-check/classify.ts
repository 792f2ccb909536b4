/**
 * What api:check makes of one answer: each deviation from the contract, of which class, where, with
 * an example, and what the console does with it. The contract's check is the console's own
 * (`checkAnswerBody` of src/api/answer-check.ts, with its readings of values sent in another form),
 * so this says only what the console itself would read, mark or refuse.
 */
import { checkAnswerBody, numberTexts } from '../../src/api/answer-check';
import { type Deviation, fieldOf } from '../../src/api/deviations';

/** What the console does with a deviation: reads it (another form, unambiguous), shows it as it came marked, shows "—" for the value, or cannot read the answer at all. */
export type Effect = 'read' | 'shown' | 'value-unreadable' | 'answer-unreadable';

/** The classes of deviation api:check names, each with its title. */
export const CLASSES = {
  'zoneless-date-time': 'Date-times without a zone',
  'epoch-date-time': 'Date-times as epoch numbers',
  'numeric-string': 'Numbers sent as numeric strings',
  'amount-number': 'Amounts sent as JSON numbers',
  'enum-case': 'Enum values in another case',
  'unknown-enum': 'Enum values the contract does not know',
  'out-of-bounds': "Values outside the contract's limits (length, pattern, format, range)",
  'missing-required': 'Required fields missing',
  'null-list': 'null where a list is due',
  'null-value': 'null where a value is due',
  'wrong-type': 'Values of another type',
  'wrong-content-type': 'JSON answered with another content type',
  'html-page': "A gateway's HTML page instead of JSON",
  'not-json': 'Bodies that are not JSON (cut off, or text)',
  'empty-answer': 'Reads answered with no body (204 or empty)',
  'empty-file': 'Downloads with no content',
} as const;

export type DeviationClass = keyof typeof CLASSES;

/** One deviation found: its class, the operation and field (`data.data[].amount`), one value as it came, and what the console does with it. */
export type Finding = { kind: DeviationClass; operationId: string; field: string; example: string; effect: Effect; requestId: string };

/** An answer as it came over the wire. */
export type RawAnswer = { status: number; contentType: string; text: string; requestId: string };

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ZONELESS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;
const isJsonType = (contentType: string) => /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());
const looksLikeHtml = (text: string) => /^\s*(<!doctype html|<html|<head|<body|<h1|<hr)/i.test(text);

/** A value as the report shows it: JSON, cut at 80 characters. */
export function exampleOf(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const valueAt = (body: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined), body);

/** The class of one deviation the console's check reported. */
function classOf(deviation: Deviation, value: unknown): DeviationClass {
  const { type, issue, expected, read } = deviation;
  const dateTime = expected === 'a date-time with its offset';
  if (read !== undefined) {
    if (dateTime && type === 'string') return 'zoneless-date-time';
    if (type === 'number' && typeof read === 'string') return ISO_DATE_TIME.test(read) ? 'epoch-date-time' : 'amount-number';
    if (type === 'string' && typeof read === 'number') return 'numeric-string';
    return 'enum-case';
  }
  if (type === 'missing') return 'missing-required';
  if (type === 'null') return expected === 'array' ? 'null-list' : 'null-value';
  if (dateTime && typeof value === 'string' && ZONELESS.test(value.trim())) return 'zoneless-date-time';
  if (deviation.readable) return issue === 'invalid_value' ? 'unknown-enum' : 'out-of-bounds';
  return 'wrong-type';
}

/**
 * The findings of one read's answer (`operationId`, whose contract schema is `schema`, null for a
 * download). `zone` is the API's zone for date-times without an offset (config.json `apiTimeZone`).
 */
export async function classifyAnswer(operationId: string, schema: string | null, answer: RawAnswer, zone: string | null): Promise<Finding[]> {
  const { status, contentType, text, requestId } = answer;
  const whole = (kind: DeviationClass, example: string): Finding[] => [{ kind, operationId, field: 'body', example, effect: 'answer-unreadable', requestId }];
  if (looksLikeHtml(text)) return whole('html-page', `${status} ${contentType || 'untyped'}: ${exampleOf(text.trim())}`);
  if (schema === null) return text.length === 0 ? whole('empty-file', `${status}, no content`) : [];
  if (status === 204 || text.trim() === '') return whole('empty-answer', `${status}, no body`);
  let body: unknown;
  try {
    if (!isJsonType(contentType) && !/^\s*[{[]/.test(text)) throw new SyntaxError('not JSON');
    body = JSON.parse(text);
  } catch {
    return whole('not-json', `${contentType || 'untyped'}: ${exampleOf(text.slice(-40))} (${text.length} characters)`);
  }
  // The console reads a read's JSON under another content type, and reports it.
  const typed: Finding[] = isJsonType(contentType) ? [] : [{ kind: 'wrong-content-type', operationId, field: 'body', example: contentType || 'no Content-Type', effect: 'read', requestId }];
  const report = await checkAnswerBody(schema, body, text, zone);
  let numbers: Map<string, string> | undefined;
  const findings = report.deviations.map((deviation): Finding => {
    const value = valueAt(body, deviation.path);
    // A number as the API wrote it (45230.50), not as JSON.parse made it (45230.5).
    const written = typeof value === 'number' ? (numbers ??= numberTexts(text)).get(JSON.stringify(deviation.path)) : undefined;
    const shown = deviation.read !== undefined ? 'read' : deviation.readable ? 'shown' : 'value-unreadable';
    // An answer whose envelope breaks (its body, data, a page's rows or counts) is refused whole.
    const effect: Effect = report.envelope && report.problem !== null && shown !== 'read' ? 'answer-unreadable' : shown;
    return { kind: classOf(deviation, value), operationId, field: fieldOf(deviation.path), example: written ?? exampleOf(value), effect, requestId };
  });
  return [...typed, ...findings];
}

/** Whether a finding is one the console cannot read (a value shown as "—", or a whole answer refused). */
export const unreadable = (finding: Pick<Finding, 'effect'>): boolean => finding.effect === 'value-unreadable' || finding.effect === 'answer-unreadable';
