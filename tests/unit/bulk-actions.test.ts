// A status decision on several rows: which rows take it and why the others do not, and the
// calls, each row its own, a few at a time, a failure costing only its row.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { bulkRows, NOT_APPLICABLE, runEach } from '../../src/components/crud/bulk';
import type { StatusAction } from '../../src/components/crud/types';

type Request = { id: number; by: string; status: string };
const ROWS: Request[] = [
  { id: 1, by: 'kasuni', status: 'PENDING' },
  { id: 2, by: 'me', status: 'PENDING' },
  { id: 3, by: 'kasuni', status: 'DONE' },
  { id: 4, by: 'kasuni', status: 'PENDING' },
];
const accept: StatusAction<Request> = {
  label: 'Accept',
  bulk: true,
  when: (row) => row.status === 'PENDING' && row.by !== 'me',
  refusal: (row) => (row.by === 'me' ? 'You made this request: another user decides it.' : null),
  statuses: [{ value: 'A', label: 'Accepted' }],
  confirm: () => 'Accept?',
  run: () => Promise.resolve({}),
  notice: 'Accepted',
};

describe('bulkRows', () => {
  it("leaves out the rows the action refuses, with the definition's reason or a plain one", () => {
    const { taking, leftOut } = bulkRows(accept, ROWS);
    expect(taking.map((row) => row.id)).toEqual([1, 4]);
    expect(leftOut).toEqual([
      { row: ROWS[1], reason: 'You made this request: another user decides it.' },
      { row: ROWS[2], reason: NOT_APPLICABLE },
    ]);
  });

  it('leaves out a row that may not move to the chosen status', () => {
    const action: StatusAction<Request> = { ...accept, when: undefined, allowed: (row, status) => status.value !== row.status };
    const { taking, leftOut } = bulkRows(action, ROWS, { value: 'DONE', label: 'Done' });
    expect(taking.map((row) => row.id)).toEqual([1, 2, 4]);
    expect(leftOut).toEqual([{ row: ROWS[2], reason: 'It cannot move to Done.' }]);
  });
});

describe('runEach', () => {
  it('sends one call per row, never more than two at once, and tells each outcome: a refusal costs only its row', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const outcomes = await runEach(
      [1, 2, 3, 4, 5],
      async (id) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        if (id === 2) {
          const refused = new ApiError('The request was already decided', 'http', 'decideAuthorizationRequest', 409);
          refused.requestId = 'r-2';
          throw refused;
        }
        return { id };
      },
      { onOutcome: (outcome) => seen.push(outcome.row) },
    );
    expect(most).toBe(2);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.row).sort()).toEqual([1, 3, 4, 5]);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ row: 2, ok: false, problem: 'The request was already decided (request id r-2)' });
  });

  it('sends no further call once stopped; the calls in flight finish', async () => {
    const sent: number[] = [];
    let stop = false;
    const outcomes = await runEach(
      [1, 2, 3, 4, 5],
      async (id) => {
        sent.push(id);
        await Promise.resolve();
        if (id === 2) stop = true;
      },
      { stopped: () => stop },
    );
    expect(sent).toEqual([1, 2]);
    expect(outcomes).toHaveLength(2);
  });
});
