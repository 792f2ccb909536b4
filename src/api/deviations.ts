/**
 * Answers that keep the API's envelope but break the contract inside it (a row's value of
 * another type, a status the console does not know, a missing section). A read keeps such an
 * answer: each value that cannot be read is replaced where it was by an `Unreadable`, so the
 * smallest unit that holds it (a cell, a record's property, a dashboard section) says so and the
 * rest is shown. Each answer's deviations are logged once to the browser console (operation,
 * path, the value's type, never the value, and the request id) and kept for the screen's
 * "Details" (`deviationReports`).
 */

/**
 * One mismatch of an answer: where (path from the body), the value's JSON type, zod's issue code,
 * whether the value can be shown, what the contract expects there (a type, an enum's values, a
 * format), and `read`: the value the console read it as, when it came in another form that reads
 * unambiguously (a count as a numeric string, an amount as a JSON number, an enum value in another case).
 */
export type Deviation = { path: (string | number)[]; type: string; issue: string; readable: boolean; expected?: string; read?: string | number };

/** An answer's deviations, with the call that brought them. */
export type DeviationReport = { operationId: string; requestId: string | null; deviations: Deviation[]; page: string };

/**
 * A value of an answer the console cannot read (of another type, null or missing where the
 * contract has a value). It stands where the value was; as text it is empty.
 */
export class Unreadable {
  constructor(
    /** The JSON type of the value that came (`missing` when there was none). */
    readonly type: string,
    readonly operationId: string,
    readonly requestId: string | null,
  ) {}

  [Symbol.toPrimitive](hint: string): string | number {
    return hint === 'number' ? Number.NaN : '';
  }

  /** Left out of JSON (e.g. a form that sends the row back). */
  toJSON(): undefined {
    return undefined;
  }

  /**
   * Rendered as it is (a screen that shows a property directly as a React child), it reads as a
   * dash: React renders an iterable's items, where any other object would throw and take the
   * screen down. The generic cells and views draw the full mark (`UnreadableMark`).
   */
  *[Symbol.iterator](): Iterator<string> {
    yield '—';
  }
}

/** Whether `value` is a value of an answer the console could not read. */
export function isUnreadable(value: unknown): value is Unreadable {
  return value instanceof Unreadable;
}

const reports: DeviationReport[] = [];
let snapshot: readonly DeviationReport[] = [];
const listeners = new Set<() => void>();
const logged = new Set<string>();
/** Reports kept for the screens' Details: the latest ones. */
const KEPT = 50;

/** Listens for a new deviation report; returns the unsubscribe. */
export function subscribeDeviations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The deviation reports so far (a new array after each new report). */
export function deviationReports(): readonly DeviationReport[] {
  return snapshot;
}

const where = (path: readonly (string | number)[]) => path.map(String).join('.') || 'body';

/**
 * Logs an answer's deviations to the browser console once (the same operation with the same
 * deviations, e.g. a dashboard refreshed every minute, is logged the first time) and keeps the
 * report for the screen it was shown on.
 */
export function reportDeviations(report: Omit<DeviationReport, 'page'>): void {
  const signature = `${report.operationId} ${report.deviations.map((d) => `${where(d.path.map((key) => (typeof key === 'number' ? '*' : key)))}:${d.type}:${d.issue}`).join(' ')}`;
  if (!logged.has(signature)) {
    logged.add(signature);
    const listed = report.deviations.slice(0, 20).map((d) => `${where(d.path)} (${d.type}, ${d.issue}${d.readable ? ', shown as it came' : ', unreadable'})`);
    const more = report.deviations.length > 20 ? `; and ${report.deviations.length - 20} more` : '';
    console.warn(`[wallet-api] ${report.operationId} answered outside the contract, x-client-request-id ${report.requestId ?? 'none'}: ${listed.join('; ')}${more}`);
  }
  const page = typeof window === 'undefined' ? '' : window.location.pathname;
  reports.push({ ...report, page });
  if (reports.length > KEPT) reports.splice(0, reports.length - KEPT);
  snapshot = [...reports];
  listeners.forEach((listener) => listener());
}

/** Forgets the reports (tests). */
export function clearDeviations(): void {
  reports.length = 0;
  snapshot = [];
  logged.clear();
  listeners.forEach((listener) => listener());
}

/**
 * Replaces each unreadable value of `body` by an `Unreadable` where it was (a missing one is
 * added), shallowest first: a value inside one already replaced is not looked at again.
 */
export function markUnreadable(body: unknown, deviations: readonly Deviation[], operationId: string, requestId: string | null): void {
  const unreadable = deviations.filter((d) => !d.readable && d.path.length > 0).sort((a, b) => a.path.length - b.path.length);
  for (const { path, type } of unreadable) {
    let holder: unknown = body;
    for (const key of path.slice(0, -1)) {
      holder = typeof holder === 'object' && holder !== null ? (holder as Record<string | number, unknown>)[key] : undefined;
    }
    if (typeof holder !== 'object' || holder === null || isUnreadable(holder)) continue;
    const key = path[path.length - 1] as string | number;
    (holder as Record<string | number, unknown>)[key] = new Unreadable(type, operationId, requestId);
  }
}

/** Puts the value each deviation was read as (`Deviation.read`) where it came in another form. */
export function readDeviating(body: unknown, deviations: readonly Deviation[]): void {
  for (const { path, read } of deviations) {
    if (read === undefined || path.length === 0) continue;
    let holder: unknown = body;
    for (const key of path.slice(0, -1)) holder = typeof holder === 'object' && holder !== null ? (holder as Record<string | number, unknown>)[key] : undefined;
    if (typeof holder === 'object' && holder !== null) (holder as Record<string | number, unknown>)[path[path.length - 1] as string | number] = read;
  }
}

/** A deviation's field as the details name it: its path, each list's item as `[]` (`data.data[].amount`). */
export function fieldOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((field, key) => (typeof key === 'number' ? `${field}[]` : field === '' ? key : `${field}.${key}`), '') || 'body';
}

/** One field's deviation on a page: the first answer that had it, what was expected and what came, and whether it was read. */
export type FieldDeviation = { operationId: string; field: string; expected: string; got: string; read: boolean; requestId: string | null };

/** The page's deviations once per operation and field (a list's rows, a dashboard refreshed: the first answer's). */
export function fieldDeviations(reports: readonly DeviationReport[]): FieldDeviation[] {
  const fields = new Map<string, FieldDeviation>();
  for (const report of reports) {
    for (const deviation of report.deviations) {
      const field = fieldOf(deviation.path);
      const key = `${report.operationId} ${field}`;
      const read = deviation.read !== undefined || deviation.readable;
      const known = fields.get(key);
      // A field some of whose values could not be read is not read, whichever came first.
      if (known) known.read &&= read;
      else fields.set(key, { operationId: report.operationId, field, expected: deviation.expected ?? deviation.issue, got: deviation.type, read, requestId: report.requestId });
    }
  }
  return [...fields.values()];
}
