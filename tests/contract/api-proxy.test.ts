/**
 * `npm run api:proxy`: Prism as a validating proxy in front of a wallet API. A small local fake
 * backend breaks the contract on purpose; the console (its transport and orval's functions) calls
 * it through the proxy, and the report names each broken call's operation and violation, and
 * nothing for the calls that keep the contract.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningApiProxy, type Violation, startApiProxy } from '../../dev/api-proxy.mjs';
import { type OperationId, operations } from '../../generated/operations';
import { type SessionLog, TOKEN, configureConsole, freePort, settle, testSession } from './console';
import { buildSampleRequest, isObject, requiredBodyFields, resolve } from './request-samples';
import { mediaPointer, resolveAt } from './variants';

/** The contract's own example answer of an operation (what a correct backend may send). */
function exampleAnswer(id: OperationId, status: string): unknown {
  const { path, method } = operations[id];
  const media = resolve(resolveAt(mediaPointer(path, method, { response: status })));
  return isObject(media) ? media.example : undefined;
}

const validBanks = exampleAnswer('listBanks', '200');
const validChannels = exampleAnswer('listBankChannels', '200');
const createdBank = exampleAnswer('createBank', '201');
/** Whether a request is the call of operation `id` (paths without parameters here). */
const isCall = (request: IncomingMessage, path: string, id: OperationId) => request.method === operations[id].method && path === operations[id].path;

/** The fake backend: listBanks answers a page whose total is a string and whose first row lost a required field. */
function fakeBackend(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  request.resume();
  request.on('end', () => {
    if (isCall(request, path, 'listBanks')) {
      const broken = structuredClone(validBanks) as { data: { total: unknown; data: Record<string, unknown>[] } };
      broken.data.total = String(broken.data.total);
      if (broken.data.data[0]) delete broken.data.data[0].bankName;
      send(200, broken);
    } else if (isCall(request, path, 'listBankChannels')) send(200, validChannels);
    else if (isCall(request, path, 'createBank')) send(201, createdBank);
    else send(200, { data: { message: 'not a call of the contract' } });
  });
}

let backend: Server;
let proxy: RunningApiProxy;
let report: string;
const log: SessionLog = { renewals: 0, unauthorized: [] };

beforeAll(async () => {
  backend = createServer(fakeBackend);
  const backendPort = await freePort();
  await new Promise<void>((listening) => backend.listen(backendPort, '127.0.0.1', listening));
  report = join(mkdtempSync(join(tmpdir(), 'api-proxy-')), 'report.jsonl');
  proxy = await startApiProxy({ backend: `http://127.0.0.1:${backendPort}`, port: await freePort(), report, quiet: true });
  configureConsole(proxy.url, testSession(() => TOKEN, log));
}, 120_000);

afterAll(async () => {
  await proxy.stop();
  await new Promise((closed) => backend.close(closed));
  vi.unstubAllGlobals();
});

const reported = (): Violation[] =>
  readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Violation);

describe('npm run api:proxy reports every request and answer that breaks the contract', () => {
  it('an answer that keeps the contract reaches the console as data and is not reported', async () => {
    const outcome = await settle('listBankChannels', buildSampleRequest('listBankChannels'));
    expect(outcome.error).toBeUndefined();
    expect(outcome.value).toEqual(validChannels);
    expect(reported().filter((v) => v.operationId === 'listBankChannels')).toEqual([]);
  });

  it('a broken answer is reported with the operation and each violation (and the console reads what it unambiguously can)', async () => {
    const outcome = await settle('listBanks', buildSampleRequest('listBanks'));
    // The count sent as a string is read (and reported as a deviation); the row without its name is shown, the name marked unreadable.
    expect(outcome.error).toBeUndefined();
    expect((outcome.value as { data: { total: unknown } }).data.total).toBe(4);
    const violations = reported().filter((v) => v.operationId === 'listBanks');
    expect(violations.map((v) => v.where).sort()).toEqual(['response.body.data.data.0', 'response.body.data.total']);
    expect(violations.find((v) => v.where === 'response.body.data.total')?.message).toMatch(/must be integer/);
    expect(violations.find((v) => v.where === 'response.body.data.data.0')?.message).toMatch(/required property 'bankName'/);
    expect(violations.every((v) => v.method === 'GET' && v.url.startsWith(operations.listBanks.path) && v.status === 200)).toBe(true);
  });

  it('a broken request is forwarded (the backend decides) and reported with the operation', async () => {
    const sample = buildSampleRequest('createBank');
    const [field] = requiredBodyFields('createBank');
    const body = Object.fromEntries(Object.entries(isObject(sample.body) ? sample.body : {}).filter(([name]) => name !== field));
    const outcome = await settle('createBank', { ...sample, body });
    expect(outcome.error).toBeUndefined();
    const violations = reported().filter((v) => v.operationId === 'createBank');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ method: 'POST', status: 201, where: 'request.body' });
    expect(violations[0]?.message).toContain(`'${field ?? ''}'`);
  });

  it('a call the contract does not have is reported as such', async () => {
    const response = await fetch(`${proxy.url}/no-such-call`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(reported().filter((v) => v.operationId === null).map((v) => v.url)).toEqual(['/no-such-call']);
  });

  it('the report file holds exactly what was printed', () => {
    expect(reported()).toEqual(proxy.violations);
    console.log(`api:proxy: ${proxy.violations.length} violations reported for ${new Set(proxy.violations.map((v) => v.operationId)).size} calls`);
  });
});
