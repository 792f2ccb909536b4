/// <reference lib="webworker" />
/** The answer-check worker: checks answers against the contract off the page's main thread (`./answer-check.ts`). */
import { checkAnswerBody, prepareSchema, type AnswerReport, type AnswerVerdict, type CheckerMessage } from './answer-check';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = ({ data }: MessageEvent<CheckerMessage>) => {
  if ('prepare' in data) {
    try {
      prepareSchema(data.prepare);
    } catch {
      // The answer's own check reports what is wrong with its schema.
    }
    return;
  }
  const reply = (report: AnswerReport) => self.postMessage({ id: data.id, ...report } satisfies AnswerVerdict);
  // A check that throws is a verdict too, never an uncaught error (which would stop the worker).
  void Promise.resolve(data)
    .then(({ schema, text, zone }) => checkAnswerBody(schema, JSON.parse(text), text, zone ?? null))
    .then(reply, (error: unknown) => reply({ problem: error instanceof Error ? error.message : String(error), envelope: true, deviations: [] }));
};
