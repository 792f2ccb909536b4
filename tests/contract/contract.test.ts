/**
 * Contract tests through the console's own code: Prism mocks the bundled contract, and every
 * operation is called through orval's generated request function and the console's transport
 * (configured as src/console.tsx configures it). The answer must be 2xx and come back as data,
 * which means it passed the transport's zod validation. A representative set of operations
 * also checks that invalid requests are refused, as the ApiError the console would show.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schemas } from '../../generated/hey-api/zod.gen';
import { type OperationId, operations } from '../../generated/operations';
import { ApiError, CATALOGUE } from '../../src/api/errors';
import { configureTransport } from '../../src/api/transport';
import { startPrism, type RunningPrism } from '../../dev/prism.mjs';
import { type Exchange, type SessionLog, TENANT, TOKEN, callOperation, configureConsole, freePort, settle, testSession } from './console';
import { buildSampleRequest, contractOperations, isObject, requiredBodyFields, resolve } from './request-samples';

const operationIds = Object.keys(operations) as OperationId[];
const exercised = new Set<OperationId>();

let prism: RunningPrism | undefined;
let exchanges: Exchange[] = [];
let token: string | null = TOKEN;
const log: SessionLog = { renewals: 0, unauthorized: [] };
const session = testSession(() => token, log);

/** The exchange of the last call of `id` (the transport may retry: the last one counts). */
function lastExchange(id: OperationId): Exchange {
  const last = exchanges.at(-1);
  if (!last) throw new Error(`${id}: the console sent no request`);
  return last;
}

/** A short description of a failure for assertion messages. */
function describeFailure(id: OperationId, error: unknown): string {
  const { method, path } = operations[id];
  const status = exchanges.at(-1)?.response?.status ?? 'nothing';
  const text = error instanceof ApiError ? `${error.kind} ${error.status ?? ''}: ${error.message}` : String(error);
  return `${id} (${method} ${path}) answered ${status}: ${text}`;
}

/** The ApiError of a failed call, asserting that the call failed with one naming the operation. */
function apiErrorOf(id: OperationId, outcome: { value?: unknown; error?: unknown }): ApiError {
  expect(outcome.error, `${id} did not fail`).toBeInstanceOf(ApiError);
  const error = outcome.error as ApiError;
  expect(error.operationId).toBe(id);
  return error;
}

/** The raw error body the console received is the contract's Error. */
async function expectErrorBody(id: OperationId): Promise<void> {
  const response = lastExchange(id).response;
  const parsed = schemas.zError.safeParse(response ? await response.json() : undefined);
  expect(parsed.success, `${id}: the error body is not an Error`).toBe(true);
}

beforeAll(async () => {
  const port = await freePort();
  // errors: true makes Prism answer 500 when an example violates its own schema, failing the test.
  prism = await startPrism({ port, errors: true });
  console.log(`contract: Prism started in ${prism.startedInMs} ms on ${prism.url}`);
  exchanges = configureConsole(prism.url, session);
});

afterAll(() => {
  prism?.stop();
  vi.unstubAllGlobals();
});

describe('every operation, called through orval and the transport, answers 2xx with data that passes its schema', () => {
  it.each(operationIds)('%s', async (id) => {
    const info = operations[id];
    const outcome = await settle(id, buildSampleRequest(id));
    expect(outcome.error, describeFailure(id, outcome.error)).toBeUndefined();

    const { request, response } = lastExchange(id);
    const status = response?.status ?? 0;
    expect(status >= 200 && status < 300, describeFailure(id, outcome.error)).toBe(true);
    // The request carries what console.tsx configures: tenant, platform, request id, bearer token.
    expect(request.headers.get('tenant')).toBe(TENANT);
    expect(request.headers.get('x-client-platform')).toBe('web');
    expect(request.headers.get('x-client-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);

    if (info.response === null) {
      // A download: a non-empty file named by the Content-Disposition header.
      expect(outcome.value, `${id}: the download is not a File`).toBeInstanceOf(File);
      const file = outcome.value as File;
      expect(file.size, `${id}: the download is empty`).toBeGreaterThan(0);
      expect(file.name, `${id}: the file name does not come from Content-Disposition`).not.toBe(`${id}.bin`);
    } else {
      expect(isObject(outcome.value) || Array.isArray(outcome.value), `${id}: no JSON data`).toBe(true);
    }
    exercised.add(id);
  });
});

/** The representative set of the negative checks: writes of several areas, with required body fields. */
const REFUSAL_SET = ['createBank', 'updateBranch', 'createUser', 'changePassword', 'decideAuthorizationRequest'] as const satisfies readonly OperationId[];

describe('invalid requests are refused, and the console reports it as an ApiError naming the operation', () => {
  // Prism answers a request that fails validation with the operation's declared 400 (every
  // operation declares one) in place of 422, so 400 is what is asserted.
  it.each(REFUSAL_SET)('%s: a body without a required field is refused with 400', async (id) => {
    const request = buildSampleRequest(id);
    const [field] = requiredBodyFields(id);
    expect(field, `${id} has no required body field`).toBeDefined();
    expect(isObject(request.body), `${id} has no JSON body`).toBe(true);
    const body = Object.fromEntries(Object.entries(isObject(request.body) ? request.body : {}).filter(([name]) => name !== field));
    const error = apiErrorOf(id, await settle(id, { ...request, body }));
    expect([error.kind, error.status], describeFailure(id, error)).toEqual(['http', 400]);
    await expectErrorBody(id);
  });

  it.each(REFUSAL_SET)('%s: a body with an unknown property (a misspelt field) is refused with 400', async (id) => {
    const request = buildSampleRequest(id);
    expect(isObject(request.body), `${id} has no JSON body`).toBe(true);
    const sample = await settle(id, request);
    expect(sample.error, describeFailure(id, sample.error)).toBeUndefined();
    const error = apiErrorOf(id, await settle(id, { ...request, body: { ...(isObject(request.body) ? request.body : {}), dispalyName: 'ComBank' } }));
    expect([error.kind, error.status], describeFailure(id, error)).toEqual(['http', 400]);
    await expectErrorBody(id);
  });

  it.each(REFUSAL_SET)('%s: a console configured without a tenant is refused with 400', async (id) => {
    configureTransport({ baseUrl: prism?.url ?? '', tenant: '', session });
    try {
      const error = apiErrorOf(id, await settle(id, buildSampleRequest(id)));
      expect(lastExchange(id).request.headers.get('tenant') ?? '').toBe('');
      expect([error.kind, error.status], describeFailure(id, error)).toEqual(['http', 400]);
      await expectErrorBody(id);
    } finally {
      configureTransport({ baseUrl: prism?.url ?? '', tenant: TENANT, session });
    }
  });

  it.each(REFUSAL_SET)('%s: a call without a token gets 401, renewal is tried once, then the user is sent to sign in', async (id) => {
    token = null;
    log.renewals = 0;
    log.unauthorized = [];
    try {
      const error = apiErrorOf(id, await settle(id, buildSampleRequest(id)));
      expect(lastExchange(id).request.headers.has('authorization')).toBe(false);
      expect([error.kind, error.status], describeFailure(id, error)).toEqual(['http', 401]);
      expect(error.message).toBe('Your session has expired. Please sign in again.');
      expect(log).toEqual({ renewals: 1, unauthorized: [false] });
      await expectErrorBody(id);
    } finally {
      token = TOKEN;
    }
  });

  it('createBank with Prefer: code=409 fails with the server message of the declared 409', async () => {
    const outcome = await settle('createBank', buildSampleRequest('createBank'), { headers: { Prefer: 'code=409' } });
    const error = apiErrorOf('createBank', outcome);
    expect([error.kind, error.status]).toEqual(['http', 409]);
    const body: unknown = await lastExchange('createBank').response?.clone().json();
    expect(isObject(body) ? body.message : undefined).toBe(error.message);
    await expectErrorBody('createBank');
  });

  it('downloadCribReport with Prefer: code=412 fails with the catalogue text', async () => {
    const outcome = await settle('downloadCribReport', buildSampleRequest('downloadCribReport'), { headers: { Prefer: 'code=412' } });
    const error = apiErrorOf('downloadCribReport', outcome);
    expect([error.kind, error.status, error.message]).toEqual(['http', 412, CATALOGUE[412]]);
  });

  it('the calls go to Prism through the fetch the console uses', async () => {
    // Sanity check of the harness: the call goes to Prism, through the recording fetch.
    const before = exchanges.length;
    await callOperation('listBanks', buildSampleRequest('listBanks'));
    expect(exchanges.length).toBe(before + 1);
    expect(exchanges.at(-1)?.request.url.startsWith(prism?.url ?? '-')).toBe(true);
  });
});

/**
 * Operations that name a record in their path: every path parameter except the report format
 * (`fileType`) identifies a record, which may be gone by the time the call is made.
 */
const RECORD_OPERATIONS = [...contractOperations().values()]
  .filter((op) => op.parameters.some((p) => p.in === 'path' && p.name !== 'fileType'))
  .map((op) => op.operationId as OperationId);

/** The JSON example of an operation's declared response `code`. */
function responseExample(id: OperationId, code: string): unknown {
  const responses = resolve(contractOperations().get(id)?.operation.responses);
  const response = resolve(isObject(responses) ? responses[code] : undefined);
  const content = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
  return isObject(content) ? content.example : undefined;
}

describe('versions of records: ETag on the lists, If-Match and 412 on their updates', () => {
  const VERSIONED = [
    ['listBanks', 'updateBank'],
    ['listFees', 'updateFee'],
    ['listTransactionLimits', 'updateTransactionLimit'],
    ['listCommissionRateProfiles', 'updateCommissionRateProfile'],
  ] as const satisfies readonly (readonly [OperationId, OperationId])[];

  it.each(VERSIONED)('%s answers an ETag that %s takes back as If-Match', async (list, update) => {
    await callOperation(list, buildSampleRequest(list));
    const etag = lastExchange(list).response?.headers.get('ETag');
    expect(etag, `${list} sent no ETag`).toMatch(/^"[^"]+"$/);
    const outcome = await settle(update, buildSampleRequest(update), { headers: { 'If-Match': etag ?? '' } });
    expect(outcome.error, describeFailure(update, outcome.error)).toBeUndefined();
    expect(lastExchange(update).request.headers.get('If-Match')).toBe(etag);
  });

  it.each(VERSIONED)('%s: %s with Prefer: code=412 fails with the server message, not the report limit text', async (_list, update) => {
    const outcome = await settle(update, buildSampleRequest(update), { headers: { Prefer: 'code=412' } });
    const error = apiErrorOf(update, outcome);
    expect([error.kind, error.status, error.message]).toEqual(['http', 412, 'The record was changed by someone else']);
    await expectErrorBody(update);
  });
});

describe('a record named in the path may be gone: 404 with the common error body', () => {
  it('there are record operations (sanity check of the selection)', () => {
    expect(RECORD_OPERATIONS.length).toBeGreaterThan(90);
    expect(RECORD_OPERATIONS).toContain('updateBank');
    expect(RECORD_OPERATIONS).not.toContain('downloadCribReport');
  });

  it.each(RECORD_OPERATIONS)('%s declares 404 with the Error schema and an example', (id) => {
    const responses = resolve(contractOperations().get(id)?.operation.responses);
    const response = resolve(isObject(responses) ? responses['404'] : undefined);
    expect(isObject(response), `${id} declares no 404`).toBe(true);
    const content = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
    expect(isObject(content) && isObject(content.schema) ? content.schema.$ref : undefined).toBe('#/components/schemas/Error');
    expect(schemas.zError.safeParse(responseExample(id, '404')).success, `${id}: the 404 example is not an Error`).toBe(true);
  });

  it.each(RECORD_OPERATIONS)('%s with Prefer: code=404 fails with the message of the contract\'s own 404 example', async (id) => {
    const outcome = await settle(id, buildSampleRequest(id), { headers: { Prefer: 'code=404' } });
    const error = apiErrorOf(id, outcome);
    expect([error.kind, error.status], describeFailure(id, error)).toEqual(['http', 404]);
    const example = responseExample(id, '404');
    expect(error.message).toBe(isObject(example) ? example.message : undefined);
    await expectErrorBody(id);
  });
});

describe('coverage', () => {
  it('the registry lists exactly the operations of the contract', () => {
    expect([...operationIds].sort()).toEqual([...contractOperations().keys()].sort());
  });

  it('exercised every operation', () => {
    const total = operationIds.length;
    console.log(`contract: exercised ${exercised.size} of ${total} operations through orval and the transport`);
    const missed = operationIds.filter((id) => !exercised.has(id));
    expect(missed, `not exercised: ${missed.join(', ')}`).toEqual([]);
    expect(exercised.size).toBe(total);
  });
});
