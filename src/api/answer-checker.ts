/**
 * The page's side of the answer-check worker (`./answer-check.worker.ts`): the worker loads the
 * contract's zod schemas and checks answers off the main thread, where building the schemas
 * and walking a big answer made long tasks while a cold screen drew. index.html's inline script
 * starts it on a console page (src/preload-screen.ts), so its code is among the page's first
 * requests; this takes it over (or starts it, where the page has no such script: the
 * development server), and the transport asks it about each JSON answer. Without workers, or
 * if the worker fails, answers are checked in the page by the same code (`./answer-check.ts`).
 */
import { ANSWER_CHECK_WORKER } from './worker-names';
import type { AnswerReport, AnswerVerdict, CheckerMessage } from './answer-check';

let checker: Worker | null | undefined;
let nextCheck = 0;
const checks = new Map<number, { schema: string; text: string; body: unknown; zone: string | null; settle: (report: Promise<AnswerReport>) => void }>();

const checkInPage = (schema: string, text: string, body: unknown, zone: string | null) =>
  import('./answer-check').then(({ checkAnswerBody }) => checkAnswerBody(schema, body, text, zone));

/** Starts the answer-check worker, once. */
export function startAnswerChecker(): void {
  if (checker !== undefined) return;
  if (typeof Worker === 'undefined') {
    checker = null;
    return;
  }
  const started = window.startedWorkers?.[ANSWER_CHECK_WORKER];
  const worker = started ?? new Worker(new URL('./answer-check.worker.ts', import.meta.url), { type: 'module', name: ANSWER_CHECK_WORKER });
  worker.onmessage = ({ data: { id, ...report } }: MessageEvent<AnswerVerdict>) => {
    checks.get(id)?.settle(Promise.resolve(report));
    checks.delete(id);
  };
  worker.onerror = () => {
    worker.terminate();
    checker = null;
    for (const { schema, text, body, zone, settle } of checks.values()) settle(checkInPage(schema, text, body, zone));
    checks.clear();
  };
  checker = worker;
}

/** Has the worker build the schema `schema` now (a request for it is out), so its answer's check starts at once. */
export function prepareCheck(schema: string): void {
  checker?.postMessage({ prepare: schema } satisfies CheckerMessage);
}

/**
 * What in an answer (`text`, parsed as `body`) does not match the contract's schema `schema`
 * (`./answer-check.ts`, `AnswerReport`); `zone` is where date-times without an offset are read.
 */
export function checkAnswer(schema: string, text: string, body: unknown, zone: string | null = null): Promise<AnswerReport> {
  startAnswerChecker();
  const worker = checker;
  if (!worker) return checkInPage(schema, text, body, zone);
  return new Promise<AnswerReport>((resolve, reject) => {
    const id = nextCheck++;
    checks.set(id, { schema, text, body, zone, settle: (report) => report.then(resolve, reject) });
    worker.postMessage({ id, schema, text, zone } satisfies CheckerMessage);
  });
}
