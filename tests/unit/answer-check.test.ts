import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerProblem, type AnswerCheck, type AnswerVerdict, type CheckerMessage } from '../../src/api/answer-check';
import type { ApiError } from '../../src/api/errors';

const BANKS_PAGE = { data: { total: 1, page: 1, size: 10, data: [{ bankCode: '7010', bankName: 'Bank of Ceylon', statusId: 1, fundTranMode: 'CEFT', createdAt: '2026-01-05T10:00:00+05:30', updatedAt: '2026-11-20T09:15:00+05:30' }] } };
const BROKEN_PAGE = { data: { data: 'x' } };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('answerProblem', () => {
  it('finds nothing wrong with an answer that matches its schema', async () => {
    await expect(answerProblem('zListBanksResponse', BANKS_PAGE)).resolves.toBeNull();
  });

  it('names the first mismatch as path: message', async () => {
    await expect(answerProblem('zListBanksResponse', BROKEN_PAGE)).resolves.toMatch(/^data\.[\w.]+: .+/);
  });

  it('names the body when the answer itself is of the wrong type', async () => {
    await expect(answerProblem('zListBanksResponse', 'text')).resolves.toMatch(/^body: /);
  });

  it('checks nothing against a schema the contract does not have', async () => {
    await expect(answerProblem('zNoSuchResponse', BROKEN_PAGE)).resolves.toBeNull();
  });
});

describe('the answer-check worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('answers each request with its id and verdict, parsing the JSON text itself', async () => {
    const posted: AnswerVerdict[] = [];
    const scope: { onmessage: ((event: MessageEvent<CheckerMessage>) => void) | null; postMessage: (verdict: AnswerVerdict) => void } = {
      onmessage: null,
      postMessage: (verdict) => posted.push(verdict),
    };
    vi.stubGlobal('self', scope);
    await import('../../src/api/answer-check.worker');
    scope.onmessage?.({ data: { id: 4, schema: 'zListBanksResponse', text: JSON.stringify(BROKEN_PAGE) } } as MessageEvent<CheckerMessage>);
    scope.onmessage?.({ data: { id: 5, schema: 'zListBanksResponse', text: JSON.stringify(BANKS_PAGE) } } as MessageEvent<CheckerMessage>);
    // Building a schema ahead answers nothing; an unknown one stops nothing.
    scope.onmessage?.({ data: { prepare: 'zListBanksResponse' } } as MessageEvent<CheckerMessage>);
    scope.onmessage?.({ data: { prepare: 'zNoSuchResponse' } } as MessageEvent<CheckerMessage>);
    // Text that is not JSON is a verdict, not an uncaught error that would stop the worker.
    scope.onmessage?.({ data: { id: 6, schema: 'zListBanksResponse', text: '' } } as MessageEvent<CheckerMessage>);
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    expect(posted).toContainEqual({ id: 5, problem: null });
    expect(posted).toContainEqual({ id: 4, problem: expect.stringMatching(/^data\./) as string });
    expect(posted).toContainEqual({ id: 6, problem: expect.stringMatching(/JSON/) as string });
  });
});

const checksOf = (messages: CheckerMessage[]) => messages.filter((message): message is AnswerCheck => 'id' in message);

/** A stand-in for the browser's module worker: it runs the same check, or fails to start. */
class FakeWorker {
  static created: { url: string; options: WorkerOptions | undefined }[] = [];
  static received: CheckerMessage[] = [];
  static fails = false;
  onmessage: ((event: MessageEvent<AnswerVerdict>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;

  constructor(url: URL, options?: WorkerOptions) {
    FakeWorker.created.push({ url: url.href, options });
  }

  postMessage(message: CheckerMessage): void {
    FakeWorker.received.push(message);
    if ('prepare' in message) return;
    const check = message;
    if (FakeWorker.fails) {
      setTimeout(() => this.onerror?.(new Event('error')), 0);
      return;
    }
    void answerProblem(check.schema, JSON.parse(check.text)).then((problem) => this.onmessage?.({ data: { id: check.id, problem } } as MessageEvent<AnswerVerdict>));
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('the transport with the answer-check worker', () => {
  beforeEach(() => {
    FakeWorker.created = [];
    FakeWorker.received = [];
    FakeWorker.fails = false;
    vi.resetModules();
    vi.stubGlobal('Worker', FakeWorker);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function transport(answer: unknown) {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(answer))));
    const module = await import('../../src/api/transport');
    module.configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet-lk', session: { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
    return module;
  }

  it('starts one module worker when configured, before any answer comes', async () => {
    await transport(BANKS_PAGE);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]?.url).toMatch(/\/src\/api\/answer-check\.worker\.ts\b/);
    expect(FakeWorker.created[0]?.options).toMatchObject({ type: 'module' });
  });

  it('has the worker build the schema while the request is out, then sends it the answer with its schema', async () => {
    const { sendRequest } = await transport(BANKS_PAGE);
    await expect(sendRequest('/banks?page=1&size=10')).resolves.toEqual(BANKS_PAGE);
    expect(FakeWorker.received).toEqual([{ prepare: 'zListBanksResponse' }, { id: expect.any(Number) as number, schema: 'zListBanksResponse', text: JSON.stringify(BANKS_PAGE) }]);
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('fails the call with the worker\'s verdict when the answer breaks the contract', async () => {
    const { sendRequest } = await transport(BROKEN_PAGE);
    const error = (await sendRequest('/banks?page=1&size=10').catch((reason: unknown) => reason)) as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.operationId).toBe('listBanks');
    expect(error.detail).toMatch(/^data\./);
    expect(checksOf(FakeWorker.received)).toHaveLength(1);
  });

  it('checks in the page when the worker cannot run, and still rejects a broken answer', async () => {
    FakeWorker.fails = true;
    const { sendRequest } = await transport(BROKEN_PAGE);
    const error = (await sendRequest('/banks?page=1&size=10').catch((reason: unknown) => reason)) as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.detail).toMatch(/^data\./);
    // The failed worker is not asked again: the next answer is checked in the page at once.
    await sendRequest('/banks?page=1&size=10').catch(() => undefined);
    expect(checksOf(FakeWorker.received)).toHaveLength(1);
    expect(FakeWorker.created).toHaveLength(1);
  });
});
