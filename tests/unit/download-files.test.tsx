import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, type DownloadCall } from '../../src/api/download';
import type { ApiError } from '../../src/api/errors';
import { savedFileName } from '../../src/api/file-name';
import { createQueryClient } from '../../src/api/query-client';
import { configureTransport, sendRequest, type TransportInit } from '../../src/api/transport';
import { ReportDownloads } from '../../src/components/reports/report-downloads';

/**
 * A download is a file only when it has content, and it is saved under the console's own name
 * for the type asked: the server's name is only its stem.
 */

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const NO_FILE = 'The wallet API answered without a file (it was empty): nothing was saved';

/** The remittance download through the real transport, as a report definition binds it. */
const remittance =
  (fileType = 'csv'): DownloadCall =>
  (init: TransportInit) =>
    sendRequest(`/remittance/downloadTransactionReport/${fileType}/?fromDate=2026-11-01`, init);

beforeAll(() => {
  configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet', session: { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a download answered without content', () => {
  it.each([
    ['204', () => new Response(null, { status: 204 })],
    ['an empty 200', () => new Response('', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename=report.csv' } })],
  ])('%s is no file', async (_kind, answer) => {
    fetchMock.mockImplementation(() => Promise.resolve(answer()));
    await expect(fetchFile(remittance(), { type: 'csv' })).rejects.toMatchObject({ message: NO_FILE });
    await expect(fetchFile(remittance(), { type: 'csv', onProgress: () => undefined })).rejects.toMatchObject({ message: NO_FILE });
  });
});

describe("a download's name", () => {
  it("is the console's own for the type asked, the server's name its stem", async () => {
    fetchMock.mockResolvedValue(new Response('<script>alert(1)</script>', { status: 200, headers: { 'Content-Type': 'text/html', 'Content-Disposition': 'attachment; filename="evil.html"' } }));
    const file = await fetchFile(remittance(), { type: 'csv' });
    expect(file.name).toBe('evil.csv');
    expect(file.type).toBe('text/csv');
  });

  it('keeps a fitting name, and cleans a stem of anything but letters, digits and -_.() ', () => {
    expect(savedFileName('remittance 2026-11.csv', 'csv')).toBe('remittance 2026-11.csv');
    expect(savedFileName('report.tar.gz', 'pdf')).toBe('report.tar.pdf');
    expect(savedFileName('a<b>:c|d?.pdf', 'pdf')).toBe('a_b_c_d_.pdf');
    expect(savedFileName('.htaccess', 'csv')).toBe('htaccess.csv');
    expect(savedFileName('...', 'csv')).toBe('download.csv');
    expect(savedFileName('x'.repeat(300), 'csv')).toBe(`${'x'.repeat(80)}.csv`);
  });
});

describe('ReportDownloads with an answer without content', () => {
  it('says so once, shows no "Saved" and hands the browser nothing', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    const reported = vi.fn<(error: ApiError) => void>();
    render(
      <MantineProvider>
        <QueryClientProvider client={createQueryClient(reported)}>
          <ReportDownloads title="Remittance Report" formats={['csv']} call={(fileType) => remittance(fileType)} total={3} />
        </QueryClientProvider>
      </MantineProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(reported).toHaveBeenCalledTimes(1));
    expect(reported.mock.calls[0]?.[0].message).toBe(NO_FILE);
    expect(screen.queryByText(/^Saved/)).not.toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
