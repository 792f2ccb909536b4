import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerProblem, checkAnswerBody, type AnswerCheck, type AnswerVerdict, type CheckerMessage } from '../../src/api/answer-check';
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
    expect(posted).toContainEqual({ id: 5, problem: null, envelope: false, deviations: [] });
    expect(posted).toContainEqual(expect.objectContaining({ id: 4, problem: expect.stringMatching(/^data\./) as string, envelope: true }));
    expect(posted).toContainEqual(expect.objectContaining({ id: 6, problem: expect.stringMatching(/JSON/) as string, envelope: true }));
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
    void checkAnswerBody(check.schema, JSON.parse(check.text)).then((report) => this.onmessage?.({ data: { id: check.id, ...report } } as MessageEvent<AnswerVerdict>));
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
    expect(FakeWorker.received).toEqual([{ prepare: 'zListBanksResponse' }, { id: expect.any(Number) as number, schema: 'zListBanksResponse', text: JSON.stringify(BANKS_PAGE), zone: null }]);
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

const ROW = BANKS_PAGE.data.data[0];
/** A page of three banks whose second row breaks the contract as `change` says. */
const pageWithSecondRow = (change: (row: Record<string, unknown>) => void) => {
  const rows = [0, 1, 2].map((index) => ({ ...ROW, bankCode: `70${10 + index}`, bankName: `Bank ${index}` }) as Record<string, unknown>);
  change(rows[1] as Record<string, unknown>);
  return { data: { total: 3, page: 1, size: 10, data: rows } };
};

describe('a read whose answer breaks the contract inside its envelope', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function transport(answer: unknown) {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(answer))));
    const module = await import('../../src/api/transport');
    const deviations = await import('../../src/api/deviations');
    module.configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet-lk', session: { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
    return { ...module, ...deviations };
  }

  it('keeps every row: a value of another type becomes unreadable in its row alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sendRequest, isUnreadable, deviationReports } = await transport(pageWithSecondRow((row) => (row.bankName = 1234)));
    const answer = await sendRequest<{ data: { data: Record<string, unknown>[] } }>('/banks?page=1&size=10');
    const [first, second, third] = answer.data.data;
    expect(first?.bankName).toBe('Bank 0');
    expect(third?.bankName).toBe('Bank 2');
    expect(isUnreadable(second?.bankName)).toBe(true);
    expect(second?.bankCode).toBe('7011');
    // Logged once, with the operation, the path, the value's type and the request id, never the value.
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toMatch(/listBanks/);
    expect(logged).toMatch(/data\.data\.1\.bankName \(number/);
    expect(logged).toMatch(/x-client-request-id [0-9a-f-]{36}/);
    expect(logged).not.toMatch(/1234/);
    expect(deviationReports()).toEqual([expect.objectContaining({ operationId: 'listBanks', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string })]);
  });

  it.each([
    ['null', (row: Record<string, unknown>) => (row.bankName = null)],
    ['missing', (row: Record<string, unknown>) => delete row.bankName],
  ])('marks a %s value unreadable and keeps the row', async (_kind, change) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sendRequest, isUnreadable } = await transport(pageWithSecondRow(change));
    const answer = await sendRequest<{ data: { data: Record<string, unknown>[] } }>('/banks?page=1&size=10');
    expect(answer.data.data).toHaveLength(3);
    expect(isUnreadable(answer.data.data[1]?.bankName)).toBe(true);
  });

  it.each([
    ['a status the console does not know', (row: Record<string, unknown>) => (row.statusId = 34), 'statusId', 34],
    ['a value outside the enum', (row: Record<string, unknown>) => (row.fundTranMode = 'MONTHLY'), 'fundTranMode', 'MONTHLY'],
    ['a 300-character text', (row: Record<string, unknown>) => (row.bankName = 'x'.repeat(300)), 'bankName', 'x'.repeat(300)],
  ])('shows %s as it came', async (_kind, change, key, value) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sendRequest, deviationReports } = await transport(pageWithSecondRow(change));
    const answer = await sendRequest<{ data: { data: Record<string, unknown>[] } }>('/banks?page=1&size=10');
    expect(answer.data.data[1]?.[key]).toEqual(value);
    expect(deviationReports()[0]?.deviations).toEqual([expect.objectContaining({ path: ['data', 'data', 1, key], readable: true })]);
  });

  it.each([
    ['no data', {}],
    ['rows that are not a list', { data: { total: 3, page: 1, size: 10, data: 'x' } }],
    ['no total', { data: { page: 1, size: 10, data: [] } }],
    ['a body that is not an object', 'text'],
  ])('still fails the call on an answer with %s', async (_kind, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sendRequest } = await transport(answer);
    const error = (await sendRequest('/banks?page=1&size=10').catch((reason: unknown) => reason)) as ApiError;
    expect(error.kind).toBe('contract');
  });

  it('keeps the strict check of a save: a 2xx breaking the contract leaves its outcome unknown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sendRequest } = await transport({ data: { ...ROW, bankName: 1234 } });
    const error = (await sendRequest('/banks/', { method: 'POST', body: '{}' }).catch((reason: unknown) => reason)) as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.outcomeUnknown).toBe(true);
  });
});
