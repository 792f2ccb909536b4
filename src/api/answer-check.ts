/**
 * The contract's check of one JSON answer: its zod schema by name (generated/hey-api/zod.gen,
 * each built on first use). It runs in the answer-check worker (`./answer-check.worker.ts`), so
 * building the schemas and walking big answers never hold the page's main thread; it runs in the
 * page only where that worker cannot run (`./answer-checker.ts`).
 */
import { schemas } from '../../generated/hey-api/zod.gen';

type Issue = { path: PropertyKey[]; message: string };
type Checker = { safeParseAsync(data: unknown): Promise<{ success: true } | { success: false; error: { issues: Issue[] } }> };

/** A request to check an answer: the schema's name and the answer's JSON text. */
export type AnswerCheck = { id: number; schema: string; text: string };
/** What the worker is asked: to check an answer, or to build a schema an answer will need. */
export type CheckerMessage = AnswerCheck | { prepare: string };
/** The outcome: what does not match (`path: message`), or null when the answer matches. */
export type AnswerVerdict = { id: number; problem: string | null };

/** Builds the contract's schema `name` now (schemas are built on first read). */
export function prepareSchema(name: string): void {
  void (schemas as unknown as Record<string, unknown>)[name];
}

/** What in `body` does not match the contract's schema `name` (its first issue), or null. */
export async function answerProblem(name: string, body: unknown): Promise<string | null> {
  const schema = (schemas as unknown as Record<string, Checker | undefined>)[name];
  if (!schema) return null;
  const result = await schema.safeParseAsync(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return 'the answer does not match the contract';
  return `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`;
}
