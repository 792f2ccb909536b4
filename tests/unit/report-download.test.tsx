import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, percentOf, type DownloadCall, type DownloadProgress } from '../../src/api/download';
import { ApiError, isAbort } from '../../src/api/errors';
import { fileNameOf } from '../../src/api/file-name';
import { createQueryClient } from '../../src/api/query-client';
import { configureTransport, sendRequest, type TransportInit } from '../../src/api/transport';
import { ReportDownloads } from '../../src/components/reports/report-downloads';

const BASE = 'https://api.wallet.test/wallet/v1';
const LIMIT_TEXT = 'Cannot generate the report since maximum record limit 500 was exceeded';
const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

/** The remittance download through the real transport, as a report definition binds it. */
const remittance =
  (fileType = 'csv'): DownloadCall =>
  (init: TransportInit) =>
    sendRequest(`/remittance/downloadTransactionReport/${fileType}/?fromDate=2026-11-01`, init);

/** A body that arrives in chunks, with its length announced. */
function chunked(parts: string[], headers: Record<string, string>): Response {
  const bytes = parts.map((part) => new TextEncoder().encode(part));
  const length = bytes.reduce((sum, part) => sum + part.byteLength, 0);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of bytes) controller.enqueue(part);
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Length': String(length), ...headers } });
}

function refusal(status: number, body: string, contentType = 'application/json'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected the download to fail'),
    (reason: unknown) => reason,
  );
}

beforeAll(() => {
  configureTransport({ baseUrl: BASE, tenant: 'wallet', session: { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // Response bodies are Node's Blobs: use Node's Blob and File, as a browser has one of each.
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fileNameOf (Content-Disposition)', () => {
  it('reads quoted names with escapes, bare tokens and any parameter case', () => {
    expect(fileNameOf('attachment; filename="remittance report.csv"', 'x')).toBe('remittance report.csv');
    expect(fileNameOf('attachment; filename="say \\"hi\\".csv"', 'x')).toBe('say "hi".csv');
    expect(fileNameOf('attachment; FileName=report.xlsx', 'x')).toBe('report.xlsx');
    expect(fileNameOf('attachment; filename="a;b.pdf"; size=12', 'x')).toBe('a;b.pdf');
  });

  it('prefers the RFC 5987 name, in UTF-8 or ISO-8859-1, with or without a language', () => {
    expect(fileNameOf(`attachment; filename="plain.pdf"; filename*=UTF-8''Remittance%20%E2%80%93%20Nov.pdf`, 'x')).toBe('Remittance – Nov.pdf');
    expect(fileNameOf(`attachment; filename*=utf-8'si'%E0%B7%80%E0%B7%8F%E0%B6%BB%E0%B7%8A%E0%B6%AD%E0%B7%8F%E0%B7%80.csv; filename="report.csv"`, 'x')).toBe('වාර්තාව.csv');
    expect(fileNameOf(`attachment; filename*=iso-8859-1'en'caf%E9.csv`, 'x')).toBe('café.csv');
  });

  it('falls back to the plain name when the RFC 5987 one is malformed, then to the fallback', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''%E2%80.pdf; filename="safe.pdf"`, 'x')).toBe('safe.pdf');
    expect(fileNameOf(`attachment; filename*=no-quotes.pdf`, 'fallback.bin')).toBe('fallback.bin');
    expect(fileNameOf('attachment', 'fallback.bin')).toBe('fallback.bin');
    expect(fileNameOf(null, 'fallback.bin')).toBe('fallback.bin');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%5C..%5Creport%0A.csv`, 'x')).toBe('report.csv');
    expect(fileNameOf('attachment; filename=".."', 'fallback.bin')).toBe('fallback.bin');
  });
});

describe('fetchFile through the transport', () => {
  it('resolves to the file named by the server and reports its progress to the end', async () => {
    fetchMock.mockResolvedValue(chunked(['Transaction ID,Date\n', 'RMT2611200000123,2026-11-20\n'], { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="r.csv"; filename*=UTF-8''remittance%202026-11.csv` }));
    const progress = vi.fn<(value: DownloadProgress) => void>();

    const file = await fetchFile(remittance(), { onProgress: progress });

    expect(file.name).toBe('remittance 2026-11.csv');
    expect(file.type).toBe('text/csv');
    await expect(file.text()).resolves.toBe('Transaction ID,Date\nRMT2611200000123,2026-11-20\n');
    const seen = progress.mock.calls.map(([value]) => value);
    expect(seen[0]).toEqual({ loaded: 0, total: 48 });
    expect(seen.at(-1)).toEqual({ loaded: 48, total: 48 });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(percentOf(seen[1] ?? null)).toBe(42);
  });

  it('reports progress without a total when the server does not announce the length', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['a,b\n']).stream(), { status: 200, headers: { 'Content-Disposition': 'attachment; filename=r.csv' } }));
    const progress = vi.fn();

    await fetchFile(remittance(), { onProgress: progress });

    expect(progress).toHaveBeenLastCalledWith({ loaded: 4, total: null });
    expect(percentOf({ loaded: 4, total: null })).toBeNull();
  });

  it('is cancelled by its signal, while waiting and while the body arrives, as an abort (never shown)', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (request) =>
        new Promise((_, reject) => {
          // As fetch does: an aborted signal rejects at once, or when it is aborted later.
          const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
          if (request.signal.aborted) abort();
          else request.signal.addEventListener('abort', abort);
        }),
    );
    const waiting = failure(fetchFile(remittance(), { signal: controller.signal, onProgress: () => undefined }));
    controller.abort();
    expect(isAbort(await waiting)).toBe(true);

    const second = new AbortController();
    let push: (text: string) => void = () => undefined;
    fetchMock.mockImplementation(() => {
      const stream = new ReadableStream<Uint8Array>({
        start(streamController) {
          push = (text) => streamController.enqueue(new TextEncoder().encode(text));
          second.signal.addEventListener('abort', () => streamController.error(new DOMException('The operation was aborted.', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(stream, { status: 200, headers: { 'Content-Length': '100' } }));
    });
    const progress = vi.fn();
    const reading = failure(fetchFile(remittance(), { signal: second.signal, onProgress: progress }));
    await waitFor(() => expect(progress).toHaveBeenCalled());
    push('Transaction ID');
    await waitFor(() => expect(progress).toHaveBeenLastCalledWith({ loaded: 14, total: 100 }));
    second.abort();
    expect(isAbort(await reading)).toBe(true);
  });

  it('412 is the catalogue text, whatever the body says', async () => {
    fetchMock.mockResolvedValue(refusal(412, JSON.stringify({ message: 'Report record limit of 500 exceeded', code: 'REPORT_LIMIT_EXCEEDED' })));

    const error = await failure(fetchFile(remittance(), { onProgress: () => undefined }));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(LIMIT_TEXT);
  });

  it('406 shows the message read from the error body, also when it comes as a binary blob or plain text', async () => {
    fetchMock.mockResolvedValueOnce(refusal(406, JSON.stringify({ message: 'No records found for the selected criteria' }), 'application/octet-stream'));
    fetchMock.mockResolvedValueOnce(refusal(406, 'The PDF format is not available for this report', 'text/plain'));

    expect((await failure(fetchFile(remittance('pdf'))) as ApiError).message).toBe('No records found for the selected criteria');
    expect((await failure(fetchFile(remittance('pdf'))) as ApiError).message).toBe('The PDF format is not available for this report');
  });

  it('other failures show the catalogue text', async () => {
    fetchMock.mockResolvedValueOnce(refusal(500, JSON.stringify({ message: 'NullPointerException' })));
    fetchMock.mockResolvedValueOnce(refusal(403, JSON.stringify({ message: 'denied' })));

    expect((await failure(fetchFile(remittance()))) as ApiError).toHaveProperty('message', 'Internal Server Error');
    expect((await failure(fetchFile(remittance()))) as ApiError).toHaveProperty('message', 'Forbidden Action');
  });

  it('refuses an answer that is not a file', async () => {
    const error = await failure(fetchFile(() => Promise.resolve({ data: 'text' })));

    expect((error as ApiError).kind).toBe('contract');
  });
});

describe('ReportDownloads', () => {
  function renderDownloads(call: (fileType: 'pdf' | 'xlsx' | 'csv') => DownloadCall, total = 3) {
    const reported = vi.fn<(error: ApiError) => void>();
    const client = createQueryClient(reported);
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ReportDownloads title="Remittance Report" formats={['pdf', 'xlsx', 'csv']} call={call} total={total} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    return { reported };
  }

  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
  });

  it('offers each format, downloads with the filters on screen and saves the file under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls: string[] = [];
    renderDownloads((fileType) => {
      calls.push(fileType);
      return () => Promise.resolve(new File(['%PDF'], 'remittance.pdf', { type: 'application/pdf' }));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved remittance.pdf');
    expect(calls).toEqual(['pdf']);
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
    click.mockRestore();
  });

  it('says before the click that the filters match more records than a download holds', () => {
    renderDownloads(() => () => Promise.resolve(new File([''], 'x.csv')), 1200);

    expect(screen.getByRole('alert')).toHaveTextContent('The filters match 1,200 records; a download holds at most 500.');
  });

  it('shows progress with a Cancel button; cancelling aborts the call and reports nothing', async () => {
    let signal: AbortSignal | undefined;
    let report: ((progress: { loaded: number; total: number | null }) => void) | undefined;
    const { reported } = renderDownloads(() => (init) => {
      signal = init.signal ?? undefined;
      report = init.onProgress;
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(report).toBeDefined());
    report?.({ loaded: 30, total: 120 });
    expect(await screen.findByText('Downloading CSV 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel download' }));

    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel download' })).not.toBeInTheDocument();
    expect(reported).not.toHaveBeenCalled();
  });

  it('cancel returns to the buttons at once even when the call is slow to stop, and the old call no longer touches the screen', async () => {
    const started: { signal: AbortSignal | undefined; report: ((progress: { loaded: number; total: number | null }) => void) | undefined }[] = [];
    // A call that ignores its signal (e.g. still waiting for its token): it never settles.
    renderDownloads(() => (init) => {
      started.push({ signal: init.signal ?? undefined, report: init.onProgress });
      return new Promise(() => undefined);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(started).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel download' }));

    expect(started[0]?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

    // A new download; the cancelled call's late progress is not shown as the new one's.
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(started).toHaveLength(2));
    act(() => started[0]?.report?.({ loaded: 60, total: 120 }));
    expect(screen.queryByText('Downloading CSV 50%')).not.toBeInTheDocument();
    act(() => started[1]?.report?.({ loaded: 30, total: 120 }));
    expect(await screen.findByText('Downloading CSV 25%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(started[1]?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reports a refused download once with its text and keeps the buttons ready', async () => {
    const { reported } = renderDownloads(() => () => Promise.reject(new ApiError(LIMIT_TEXT, 'http', 'downloadRemittanceReport', 412)));

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(reported).toHaveBeenCalledTimes(1));
    expect(reported.mock.calls[0]?.[0].message).toBe(LIMIT_TEXT);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
