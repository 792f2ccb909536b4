/// <reference lib="webworker" />
/** The answer-check worker: checks answers against the contract off the page's main thread (`./answer-check.ts`). */
import { answerProblem, prepareSchema, type AnswerVerdict, type CheckerMessage } from './answer-check';

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
  const reply = (problem: string | null) => self.postMessage({ id: data.id, problem } satisfies AnswerVerdict);
  // A check that throws is a verdict too, never an uncaught error (which would stop the worker).
  void Promise.resolve(data)
    .then(({ schema, text }) => answerProblem(schema, JSON.parse(text)))
    .then(reply, (error: unknown) => reply(error instanceof Error ? error.message : String(error)));
};
