/**
 * A status action on several rows at once (`StatusAction.bulk`): which rows may take it (and why
 * the others may not), and the calls, each row its own request, a few at a time.
 */
import { failureText } from '../../api/errors';
import type { Option, StatusAction } from './types';

/** A row left out of a bulk decision, and why. */
export type LeftOut<Row> = { row: Row; reason: string };

/** The reason given when the definition tells none. */
export const NOT_APPLICABLE = 'The decision does not apply to it now.';

/** What a bulk decision does with each selected row: the rows that take it, those left out with why. */
export function bulkRows<Row>(action: StatusAction<Row>, rows: readonly Row[], status?: Option): { taking: Row[]; leftOut: LeftOut<Row>[] } {
  const taking: Row[] = [];
  const leftOut: LeftOut<Row>[] = [];
  for (const row of rows) {
    if (action.when && !action.when(row)) leftOut.push({ row, reason: action.refusal?.(row) ?? NOT_APPLICABLE });
    else if (status && action.allowed && !action.allowed(row, status)) leftOut.push({ row, reason: `It cannot move to ${status.label}.` });
    else taking.push(row);
  }
  return { taking, leftOut };
}

/** The outcome of one row's call: the notice of success, or the server's message (with its request id). */
export type BulkOutcome<Row> = { row: Row; ok: true; result: unknown } | { row: Row; ok: false; problem: string };

/** How many calls of a bulk decision are in flight at once: a few, so the server is never flooded and the order stays close to the list's. */
export const BULK_CONCURRENCY = 2;

/**
 * Sends `run` for each row, at most `concurrency` at a time, each its own call (and audit entry);
 * a failure is that row's outcome, never the end of the others. `stopped` is asked before each
 * call: once it answers true no further call leaves (those in flight finish), and the rows not
 * sent have no outcome. `onOutcome` follows each answer, in the order they come.
 */
export async function runEach<Row>(
  rows: readonly Row[],
  run: (row: Row) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, stopped = () => false, onOutcome }: { concurrency?: number; stopped?: () => boolean; onOutcome?: (outcome: BulkOutcome<Row>) => void } = {},
): Promise<BulkOutcome<Row>[]> {
  const outcomes: BulkOutcome<Row>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length && !stopped()) {
      const row = rows[next] as Row;
      next += 1;
      let outcome: BulkOutcome<Row>;
      try {
        outcome = { row, ok: true, result: await run(row) };
      } catch (error) {
        outcome = { row, ok: false, problem: failureText(error) };
      }
      outcomes.push(outcome);
      onOutcome?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, worker));
  return outcomes;
}
