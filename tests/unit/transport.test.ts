import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviations, deviationReports } from '../../src/api/deviations';
import { ApiError } from '../../src/api/errors';
import { cancelWaiting, configureTransport, fileNameOf, LONG_WAIT_MS, longWaitStart, oldestWaitStart, sendRequest, subscribeLongWait, validatorOf, withPrecondition, withRequestId, type TransportSession } from '../../src/api/transport';

const BASE = 'https://api.wallet.test/wallet/v1';
const TENANT = 'wallet-lk';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const BANK = {
  bankCode: '7010',
  bankName: 'Bank of Ceylon',
  statusId: 1,
  fundTranMode: 'CEFT',
  createdAt: '2026-01-05T10:00:00+05:30',
  updatedAt: '2026-11-20T09:15:00+05:30',
};
const BANKS_PAGE = { data: { total: 1, page: 1, size: 10, data: [BANK] } };

// The session the transport reads: one configure for the whole file (interceptors are installed once per module).
let token: string | null = 'token-1';
const renew = vi.fn<() => Promise<boolean>>();
const unauthorized = vi.fn<(renewed: boolean) => void>();
const session: TransportSession = {
  accessToken: () => token,
  renew: () => renew(),
  unauthorized: (renewed) => unauthorized(renewed),
};

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The Request objects fetch received, in order. */
function sent(): Request[] {
  return fetchMock.mock.calls.map(([request]) => request);
}

function sentRequest(index: number): Request {
  const request = sent()[index];
  if (!request) throw new Error(`fetch was called ${sent().length} time(s), not ${index + 1}`);
  return request;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(() => {
  configureTransport({ baseUrl: BASE, tenant: TENANT, session });
});

beforeEach(() => {
  token = 'token-1';
  renew.mockReset();
  unauthorized.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('headers and address', () => {
  it('sends tenant, platform, a fresh request id and the bearer token to the base URL', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(BANKS_PAGE)));

    await expect(sendRequest('/banks?page=1&size=10', { method: 'GET' })).resolves.toEqual(BANKS_PAGE);
    token = 'token-7';
    await sendRequest('/banks?page=2&size=10');

    const [first, second] = [sentRequest(0), sentRequest(1)];
    expect(first.method).toBe('GET');
    expect(first.url).toBe(`${BASE}/banks?page=1&size=10`);
    expect(second.url).toBe(`${BASE}/banks?page=2&size=10`);
    for (const request of [first, second]) {
      expect(request.headers.get('tenant')).toBe(TENANT);
      expect(request.headers.get('x-client-platform')).toBe('web');
      expect(request.headers.get('x-client-request-id')).toMatch(UUID);
    }
    expect(first.headers.get('x-client-request-id')).not.toBe(second.headers.get('x-client-request-id'));
    // The token is read at request time, not at configure time.
    expect(first.headers.get('Authorization')).toBe('Bearer token-1');
    expect(second.headers.get('Authorization')).toBe('Bearer token-7');
  });

  it('sends the JSON body and method of a write', async () => {
    fetchMock.mockResolvedValue(json({ data: BANK }, 201));
    const body = JSON.stringify({ bankCode: '7010', bankName: 'Bank of Ceylon', statusId: 1, fundTranMode: 'CEFT' });

    await sendRequest('/banks', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

    const request = sentRequest(0);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/banks`);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    await expect(request.text()).resolves.toBe(body);
  });
});

describe('401: renew once and retry', () => {
  it('renews once and retries once with the new token', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'jwt expired' }, 401)).mockResolvedValueOnce(json(BANKS_PAGE));
    renew.mockImplementation(() => {
      token = 'token-2';
      return Promise.resolve(true);
    });

    await expect(sendRequest('/banks?page=1&size=10')).resolves.toEqual(BANKS_PAGE);

    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, retry] = [sentRequest(0), sentRequest(1)];
    expect(first.headers.get('Authorization')).toBe('Bearer token-1');
    expect(retry.headers.get('Authorization')).toBe('Bearer token-2');
    expect(retry.url).toBe(first.url);
    expect(retry.method).toBe('GET');
    expect(retry.headers.get('tenant')).toBe(TENANT);
    expect(retry.headers.get('x-client-platform')).toBe('web');
    expect(retry.headers.get('x-client-request-id')).toMatch(UUID);
    // The refused request was not processed: its retry is the same request, under the same id.
    expect(retry.headers.get('x-client-request-id')).toBe(first.headers.get('x-client-request-id'));
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('sends the same body again on the retry of a write', async () => {
    fetchMock.mockResolvedValueOnce(json({}, 401)).mockResolvedValueOnce(json({ data: BANK }, 201));
    renew.mockImplementation(() => {
      token = 'token-2';
      return Promise.resolve(true);
    });
    const body = JSON.stringify({ bankCode: '7010', bankName: 'Bank of Ceylon', statusId: 1, fundTranMode: 'CEFT' });

    await sendRequest('/banks', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

    const retry = sentRequest(1);
    expect(retry.method).toBe('POST');
    expect(retry.headers.get('Authorization')).toBe('Bearer token-2');
    await expect(retry.text()).resolves.toBe(body);
  });

  it('reports unauthorized(true) when the retried call is refused again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'invalid token' }, 401)));
    renew.mockImplementation(() => {
      token = 'token-2';
      return Promise.resolve(true);
    });

    const error = await rejection(sendRequest('/banks?page=1&size=10'));

    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(unauthorized).toHaveBeenCalledWith(true);
    expect(error.status).toBe(401);
    expect(error.operationId).toBe('listBanks');
    expect(error.message).toBe('Your session has expired. Please sign in again.');
  });

  it('reports unauthorized(false) and does not retry when renewal fails', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({}, 401)));
    renew.mockResolvedValue(false);

    const error = await rejection(sendRequest('/banks?page=1&size=10'));

    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(unauthorized).toHaveBeenCalledWith(false);
    expect(error.status).toBe(401);
  });

  it('does not renew on other failures', async () => {
    fetchMock.mockResolvedValue(json({}, 403));
    await rejection(sendRequest('/banks?page=1&size=10'));
    expect(renew).not.toHaveBeenCalled();
    expect(unauthorized).not.toHaveBeenCalled();
  });
});

describe('the error catalogue', () => {
  it.each([
    [403, { message: 'Access is denied' }, 'Forbidden Action'],
    [500, { message: 'NullPointerException' }, 'Internal Server Error'],
    [400, { message: 'Page size must be one of 10, 20, 50, 100' }, 'Page size must be one of 10, 20, 50, 100'],
    [409, { message: 'Bank code 7010 already exists' }, 'Bank code 7010 already exists'],
  ])('HTTP %i becomes an ApiError with the catalogue text', async (status, body, text) => {
    fetchMock.mockResolvedValue(json(body, status));

    const error = await rejection(sendRequest('/banks?page=1&size=10'));

    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.message).toBe(text);
    expect(error.operationId).toBe('listBanks');
  });

  it('names the operation of a templated path and keeps field errors', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Validation failed', errors: [{ field: 'bankName', message: 'is too short' }] }, 400));

    const error = await rejection(sendRequest('/banks/7010', { method: 'PUT', body: '{}' }));

    expect(error.operationId).toBe('updateBank');
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual([{ field: 'bankName', message: 'is too short' }]);
  });

  it('reads the message of a 406 from the error body of a download', async () => {
    fetchMock.mockResolvedValue(json({ message: 'No transactions in the selected period' }, 406));

    const error = await rejection(sendRequest('/remittance/downloadTransactionReport/pdf/?fromDate=2026-11-01'));

    expect(error.status).toBe(406);
    expect(error.operationId).toBe('downloadRemittanceReport');
    expect(error.message).toBe('No transactions in the selected period');
  });

  it('names an unknown call by method and path (without the base URL)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));

    const error = await rejection(sendRequest('/no-such-thing'));

    expect(error.operationId).toBe('GET /no-such-thing');
    expect(error.message).toBe('The request failed (HTTP 404)');
  });
});

describe('request ids, resubmits, 412 and time limits', () => {
  it('412 on a report download is the catalogue text; on another call the server message', async () => {
    fetchMock.mockResolvedValue(json({ message: 'too many rows' }, 412));
    expect((await rejection(sendRequest('/remittance/downloadTransactionReport/pdf?fromDate=2026-11-01'))).message).toBe(
      'Cannot generate the report since maximum record limit 500 was exceeded',
    );
    fetchMock.mockResolvedValue(json({ message: 'The bank was changed meanwhile' }, 412));
    expect((await rejection(sendRequest('/banks/7010', { method: 'PUT', body: '{}' }))).message).toBe('The bank was changed meanwhile');
  });

  it('every call carries a new x-client-request-id, and the error names the one that failed', async () => {
    fetchMock.mockResolvedValue(json({}, 500));
    const first = await rejection(sendRequest('/banks?page=1&size=10'));
    const second = await rejection(sendRequest('/banks?page=1&size=10'));
    const sent = fetchMock.mock.calls.map(([request]) => request.headers.get('x-client-request-id'));
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]).not.toBe(sent[1]);
    expect(first.requestId).toBe(sent[0]);
    expect(second.requestId).toBe(sent[1]);
  });

  it('withRequestId sends the change under the given id (a resubmit of the same change), once', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(withRequestId('7b4c1f7e-0000-4000-8000-000000000001', () => sendRequest('/banks/7010', { method: 'PUT', body: '{}' })));
    expect(error.outcomeUnknown).toBe(true);
    expect(error.requestId).toBe('7b4c1f7e-0000-4000-8000-000000000001');
    fetchMock.mockResolvedValue(json({}, 500));
    await rejection(sendRequest('/banks/7010', { method: 'PUT', body: '{}' }));
    expect(fetchMock.mock.calls.at(-1)?.[0].headers.get('x-client-request-id')).not.toBe('7b4c1f7e-0000-4000-8000-000000000001');
  });

  it('remembers the ETag of a list for its rows and sends it back as If-Match on the change withPrecondition names', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(BANKS_PAGE), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"v42"' } }));
    const page = await sendRequest<typeof BANKS_PAGE>('/banks?page=1&size=10');
    const [row] = page.data.data;
    expect(validatorOf(row)).toEqual({ etag: '"v42"' });
    expect(validatorOf({ ...row })).toBeUndefined();

    fetchMock.mockImplementation(() => Promise.resolve(json({ data: BANK })));
    await withPrecondition(validatorOf(row), () => sendRequest('/banks/7010', { method: 'PUT', body: '{}' }));
    expect(fetchMock.mock.calls.at(-1)?.[0].headers.get('If-Match')).toBe('"v42"');
    await sendRequest('/banks/7010', { method: 'PUT', body: '{}' });
    expect(fetchMock.mock.calls.at(-1)?.[0].headers.get('If-Match')).toBeNull();
  });

  it('leaves a weak ETag unused: it can never match If-Match', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(BANKS_PAGE), { status: 200, headers: { 'Content-Type': 'application/json', ETag: 'W/"v42"' } }));
    const page = await sendRequest<typeof BANKS_PAGE>('/banks?page=1&size=10');
    expect(validatorOf(page.data.data[0])).toBeUndefined();
  });

  it('sends If-Unmodified-Since when the answer had only Last-Modified', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(BANKS_PAGE), { status: 200, headers: { 'Content-Type': 'application/json', 'Last-Modified': 'Sat, 21 Nov 2026 04:15:00 GMT' } }));
    const page = await sendRequest<typeof BANKS_PAGE>('/banks?page=1&size=10');
    fetchMock.mockResolvedValue(json({ data: BANK }));
    await withPrecondition(validatorOf(page.data.data[0]), () => sendRequest('/banks/7010', { method: 'PUT', body: '{}' }));
    const sent = fetchMock.mock.calls.at(-1)?.[0].headers;
    expect(sent?.get('If-Unmodified-Since')).toBe('Sat, 21 Nov 2026 04:15:00 GMT');
    expect(sent?.get('If-Match')).toBeNull();
  });

  it('a call without an answer in time is a timeout, said as such, the outcome unknown', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error))),
      );
      const pending = rejection(sendRequest('/banks/7010', { method: 'PUT', body: '{}' }));
      await vi.advanceTimersByTimeAsync(30_000);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe('The wallet API did not answer within 30 seconds');
      expect(error.outcomeUnknown).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
  it('a download leaves at once with a call\'s limit and gets the download limit once the contract names it', async () => {
    // The contract's chunk has loaded (as it has, in the console, by the time a person asks for a report).
    fetchMock.mockResolvedValueOnce(json({ data: [] }));
    await sendRequest('/banks/channels');
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error))),
      );
      let settled = false;
      const pending = rejection(sendRequest('/remittance/downloadTransactionReport/pdf/?fromDate=2026-11-01')).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(31_000);
      expect(sent().at(-1)?.url).toContain('/remittance/downloadTransactionReport/pdf/');
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(89_000);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe('The wallet API did not answer within 120 seconds');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a long wait the user cancels', () => {
  it('Cancel aborts the requests waiting that long through their signal: cancelled, the outcome unknown, not a refusal', async () => {
    fetchMock.mockImplementation(
      (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error))),
    );
    const pending = rejection(sendRequest('/banks/7010', { method: 'PUT', body: '{}' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const started = oldestWaitStart();
    expect(started).not.toBeNull();
    // A request younger than the wait is left alone.
    expect(cancelWaiting(60_000, started ?? 0)).toBe(0);
    expect(cancelWaiting(0)).toBe(1);
    const error = await pending;
    expect(error.kind).toBe('cancelled');
    expect(error.outcomeUnknown).toBe(true);
    expect(error.message).toBe('The request was cancelled before the wallet API answered');
    expect(error.message).not.toMatch(/refused/);
    expect(sentRequest(0).signal.aborted).toBe(true);
    expect(oldestWaitStart()).toBeNull();
  });
});

describe('the long wait', () => {
  it('is heard once a request has waited LONG_WAIT_MS and when that wait ends, never as quicker requests start and end', async () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    const unsubscribe = subscribeLongWait(heard);
    try {
      expect(LONG_WAIT_MS).toBe(3000);
      // Quick answers (a screen's calls) change nothing a listener would render.
      fetchMock.mockImplementation(() => Promise.resolve(json(BANKS_PAGE)));
      await sendRequest('/banks?page=1&size=10');
      await sendRequest('/banks?page=2&size=10');
      expect(heard).not.toHaveBeenCalled();

      let answerSlow: (response: Response) => void = () => undefined;
      fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerSlow = resolve)));
      const slow = sendRequest('/banks?page=3&size=10');
      await vi.advanceTimersByTimeAsync(LONG_WAIT_MS - 100);
      // Another call starts and ends while the slow one waits: still nothing.
      await sendRequest('/banks?page=4&size=10');
      expect(heard).not.toHaveBeenCalled();
      expect(longWaitStart()).toBeNull();

      await vi.advanceTimersByTimeAsync(100);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(longWaitStart()).toBe(oldestWaitStart());
      expect(longWaitStart()).not.toBeNull();

      answerSlow(json(BANKS_PAGE));
      await slow;
      expect(heard).toHaveBeenCalledTimes(2);
      expect(longWaitStart()).toBeNull();
    } finally {
      unsubscribe();
      vi.useRealTimers();
    }
  });
});

describe('contract and network failures', () => {
  it('rejects an answer that breaks the contract, naming the operation', async () => {
    fetchMock.mockResolvedValue(json({ data: { data: 'x' } }));

    const error = await rejection(sendRequest('/banks?page=1&size=10'));

    expect(error.kind).toBe('contract');
    expect(error.operationId).toBe('listBanks');
    expect(error.status).toBeNull();
    expect(error.message).toBe('Unexpected response from the wallet API');
    expect(error.detail).toMatch(/^data\./);
  });

  it('accepts an answer that matches the contract', async () => {
    fetchMock.mockResolvedValue(json({ data: [{ id: 1, code: 'ATM', description: 'Automated teller machine' }] }));
    await expect(sendRequest('/banks/channels')).resolves.toEqual({
      data: [{ id: 1, code: 'ATM', description: 'Automated teller machine' }],
    });
  });

  it('turns a fetch rejection into a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await rejection(sendRequest('/banks?page=1&size=10'));

    expect(error.kind).toBe('network');
    expect(error.operationId).toBe('listBanks');
    expect(error.message).toBe('Cannot reach the wallet API: Failed to fetch');
  });

  it('passes an abort through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(sendRequest('/banks?page=1&size=10')).rejects.toBe(abort);
  });

  it('turns a non-JSON 200 into a contract error', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html><title>Gateway</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));

    const error = await rejection(sendRequest('/banks?page=1&size=10'));

    expect(error.kind).toBe('contract');
    expect(error.operationId).toBe('listBanks');
    expect(error.message).toBe('Unexpected response from the wallet API');
  });

  it("reads a read's JSON sent under another content type and reports it; a save's stays a contract error", async () => {
    const mistyped = () => new Response(JSON.stringify(BANKS_PAGE), { status: 200, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
    clearDeviations();
    fetchMock.mockResolvedValueOnce(mistyped());
    await expect(sendRequest('/banks?page=1&size=10')).resolves.toEqual(BANKS_PAGE);
    expect(deviationReports().at(-1)?.deviations).toEqual([{ path: [], type: 'text/plain;charset=UTF-8', issue: 'content_type', readable: true, expected: 'application/json' }]);
    fetchMock.mockResolvedValueOnce(mistyped());
    expect((await rejection(sendRequest('/banks/7010', { method: 'PUT', body: '{}' }))).kind).toBe('contract');
  });

  it('turns malformed JSON into a contract error', async () => {
    fetchMock.mockResolvedValue(new Response('{"data": {', { status: 200, headers: { 'Content-Type': 'application/json' } }));

    const error = await rejection(sendRequest('/banks?page=1&size=10'));

    expect(error.kind).toBe('contract');
    expect(error.message).toBe('Unexpected response from the wallet API');
    expect(error.detail).toBe('the answer is not valid JSON');
  });
});

describe('binary downloads', () => {
  beforeEach(() => {
    // Response.blob() returns Node's Blob, which jsdom's Blob and File do not recognise (a browser has
    // one Blob): use Node's classes so the check is faithful to a browser.
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });

  it('resolves to a File named from Content-Disposition', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 remittance');
    fetchMock.mockResolvedValue(
      new Response(bytes, {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="remittance-2026-11.pdf"' },
      }),
    );

    const file = await sendRequest<File>('/remittance/downloadTransactionReport/pdf/?fromDate=2026-11-01&toDate=2026-11-30');

    expect(sentRequest(0).headers.get('Authorization')).toBe('Bearer token-1');
    expect(file.name).toBe('remittance-2026-11.pdf');
    expect(file.type).toBe('application/pdf');
    await expect(file.text()).resolves.toBe('%PDF-1.7 remittance');
  });

  it('returns a File for a CSV or untyped download, not text', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('a,b\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="r.csv"' } }))
      .mockResolvedValueOnce(new Response('a,b\n', { status: 200 }));

    const csv = await sendRequest<File>('/remittance/downloadTransactionReport/csv/');
    const untyped = await sendRequest<File>('/customers/downloadCribReport/csv');

    expect(csv).toBeInstanceOf(File);
    expect(csv.name).toBe('r.csv');
    expect(untyped).toBeInstanceOf(File);
    expect(untyped.name).toBe('downloadCribReport.bin');
  });

  it('falls back to the operation name without Content-Disposition', async () => {
    fetchMock.mockResolvedValue(new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'application/octet-stream' } }));

    const file = await sendRequest<File>('/remittance/downloadTransactionReport/csv/');

    expect(file.name).toBe('downloadRemittanceReport.bin');
    expect(file.type).toBe('application/octet-stream');
    await expect(file.text()).resolves.toBe('a,b\n1,2\n');
  });
});

describe('fileNameOf', () => {
  it('reads quoted, unquoted and RFC 5987 file names', () => {
    expect(fileNameOf('attachment; filename="report.xlsx"', 'x')).toBe('report.xlsx');
    expect(fileNameOf('attachment; filename=report.csv', 'x')).toBe('report.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''Remittance%20Report%20%E2%80%93%20Nov.pdf", 'x')).toBe('Remittance Report – Nov.pdf');
    expect(fileNameOf('attachment; filename="plain.pdf"; filename*=UTF-8\'\'fancy%20name.pdf', 'x')).toBe('fancy name.pdf');
  });

  it('falls back when there is no usable header', () => {
    expect(fileNameOf(null, 'downloadCribReport.bin')).toBe('downloadCribReport.bin');
    expect(fileNameOf('inline', 'fallback.pdf')).toBe('fallback.pdf');
  });
});
