/**
 * The console accepts every answer the contract allows, not only the contract's examples.
 *
 * For every JSON operation, json-schema-faker (./answer-samples.ts) makes random success answers
 * from the contract; Ajv (JSON Schema 2020-12 with ajv-formats, as the validating proxy judges a
 * real API) keeps those the contract allows, and each of them must pass the check the transport
 * makes of an answer (`answerProblem` with the registry's zod schema). A disagreement is a screen
 * that a valid answer of the real API would take down (e.g. an id that is a uuid to JSON Schema
 * but not to zod).
 *
 * The samples come from fixed seeds (`ANSWER_SAMPLES_SEED` picks another run of them).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type OperationId, operations } from '../../generated/operations';
import { answerProblem } from '../../src/api/answer-check';
import { dereference, sampleAnswer } from './answer-samples';
import { contractOperations, isObject } from './request-samples';
import { ajvValidator, mediaPointer, resolveAt } from './variants';

/** Answers the contract allows, per operation. */
const SAMPLES = 20;
/** Tries per operation to make them (a sample Ajv refuses is not counted). */
const TRIES = 40;
const SEED = Number(process.env.ANSWER_SAMPLES_SEED ?? 40);

type Case = { id: OperationId; status: string; pointer: string; schemaName: string };

function collectCases(): Case[] {
  const cases: Case[] = [];
  for (const id of Object.keys(operations) as OperationId[]) {
    const { path, method, response } = operations[id];
    if (response === null) continue;
    const responses = contractOperations().get(id)?.operation.responses;
    const status = Object.keys(isObject(responses) ? responses : {}).find((code) => code.startsWith('2'));
    if (status === undefined) throw new Error(`${id}: no success answer`);
    cases.push({ id, status, pointer: `${mediaPointer(path, method, { response: status })}/schema`, schemaName: response });
  }
  return cases;
}

const cases = collectCases();
const totals = { operations: 0, allowed: 0, refusedByAjv: 0, refusedByConsole: 0, operationsRefused: [] as string[] };

afterAll(() => {
  console.log(
    `random answers (seed ${SEED}): ${totals.allowed} answers the contract allows over ${totals.operations} operations ` +
      `(${totals.refusedByAjv} samples refused by Ajv and skipped); the console refused ${totals.refusedByConsole} of them, ` +
      `in ${totals.operationsRefused.length} operations${totals.operationsRefused.length > 0 ? `: ${totals.operationsRefused.join(', ')}` : ''}`,
  );
});

describe(`every answer the contract allows passes the console's check (${SAMPLES} random answers per operation)`, () => {
  it.each(cases.map((c) => [`${c.id} ${c.status}`, c] as const))('%s', async (_name, c) => {
    const schema = dereference(resolveAt(c.pointer));
    const allowedByContract = ajvValidator(c.pointer);
    let allowed = 0;
    const refused: string[] = [];
    for (let index = 0; index < TRIES && allowed < SAMPLES; index += 1) {
      const answer = sampleAnswer(schema, SEED, index);
      if (!allowedByContract(answer)) {
        totals.refusedByAjv += 1;
        continue;
      }
      allowed += 1;
      const problem = await answerProblem(c.schemaName, answer);
      if (problem !== null) refused.push(`sample ${index} of seed ${SEED}: ${problem}`);
    }
    totals.operations += 1;
    totals.allowed += allowed;
    totals.refusedByConsole += refused.length;
    if (refused.length > 0) totals.operationsRefused.push(`${c.id} (${refused.length}/${allowed})`);
    expect(allowed, `${c.id}: the sampler made only ${allowed} answers the contract allows in ${TRIES} tries`).toBe(SAMPLES);
    expect(refused, `${c.id}: answers the contract allows that the console refuses`).toEqual([]);
  });
});
