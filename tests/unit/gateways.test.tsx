import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, catalogueMessage, httpError, retryAfterOf, retryAtOf } from '../../src/api/errors';
import { createQueryClient, retryRead, retryReadDelay } from '../../src/api/query-client';
import { configureTransport, sendRequest } from '../../src/api/transport';
import { ResourceTable } from '../../src/components/crud/resource-table';
import { RouteError } from '../../src/components/shell/route-error';

/**
 * Gateways and rate limits: a gateway's HTML page says the API could not be reached through it,
 * words follow the status, Spring Boot's default error body gives its words, a 429 or a gateway's
 * failure of a read is tried again by itself after the time asked (bounded), and a write answered
 * by a gateway has an unknown outcome, not a refusal.
 */

const GATEWAY_PAGE = '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>';

describe('the words of a failed call', () => {
  it("a gateway's HTML page: the API could not be reached through its gateway", () => {
    for (const status of [502, 503, 504]) expect(catalogueMessage(status, GATEWAY_PAGE)).toBe(`The wallet API could not be reached through its gateway (HTTP ${status})`);
  });

  it("a Spring Boot default error body: its message, else its error", () => {
    expect(catalogueMessage(503, { timestamp: '2026-12-07T10:00:00.000+00:00', status: 503, error: 'Service Unavailable', message: '', path: '/api/banks' })).toBe('Service Unavailable');
    expect(catalogueMessage(409, { timestamp: '2026-12-07T10:00:00.000+00:00', status: 409, error: 'Conflict', message: 'Bank 7010 exists already', path: '/api/banks' })).toBe('Bank 7010 exists already');
    expect(catalogueMessage(501, { timestamp: '2026-12-07T10:00:00.000+00:00', status: 501, error: 'Not Implemented', message: 'No message available', path: '/api/x' })).toBe('Not Implemented');
  });

  it('a 5xx is not a refusal, a 429 asks to wait', () => {
    expect(catalogueMessage(501, null)).toBe('The wallet API failed to handle the request (HTTP 501)');
    expect(catalogueMessage(429, null)).toBe('The wallet API is receiving too many requests. Try again in a moment.');
  });

  it.each([
    [502, 'The wallet API could not be reached through its gateway. Try again in a moment.'],
    [501, 'The wallet API failed to handle the request.'],
    [429, 'The wallet API asked the console to slow down.'],
    [400, 'The wallet API refused the request.'],
  ])('a page whose load failed with %i says why in words that follow the status', async (status, description) => {
    const rootRoute = createRootRoute({ component: () => <RouteError error={httpError(status, GATEWAY_PAGE, 'getUser')} reset={() => undefined} /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByText(description)).toBeInTheDocument();
  });
});

describe('Retry-After', () => {
  it('is read as seconds or as a date', () => {
    expect(retryAfterOf('7')).toBe(7);
    expect(retryAfterOf('Mon, 07 Dec 2026 10:00:30 GMT', Date.UTC(2026, 11, 7, 10, 0, 0))).toBe(30);
    expect(retryAfterOf(null)).toBeNull();
    expect(retryAfterOf('soon')).toBeNull();
  });
});

describe('reads retried by themselves', () => {
  const limited = (seconds: number | null) => {
    const error = httpError(429, null, 'listBanks');
    error.retryAfterSeconds = seconds;
    return error;
  };

  it('a 429 once, after the time it asks for; not when it asks for longer than 30 s', () => {
    expect(retryRead(0, limited(7))).toBe(true);
    expect(retryReadDelay(1, limited(7))).toBe(7000);
    expect(retryRead(1, limited(7))).toBe(false);
    expect(retryRead(0, limited(120))).toBe(false);
  });

  it("a gateway's 502, 503 or 504 twice, with a growing, bounded wait; a refusal never", () => {
    const gateway = httpError(503, GATEWAY_PAGE, 'listBanks');
    expect([0, 1, 2].map((failures) => retryRead(failures, gateway))).toEqual([true, true, false]);
    expect([1, 2].map((failures) => retryReadDelay(failures, gateway))).toEqual([1000, 2000]);
    expect(retryRead(0, httpError(500, null, 'listBanks'))).toBe(false);
    expect(retryRead(0, httpError(403, null, 'listBanks'))).toBe(false);
  });

  it('the QueryClient reads again after a gateway failure, and reports nothing when the retry answers', async () => {
    const onError = vi.fn<(error: ApiError) => void>();
    const client = createQueryClient(onError);
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(httpError(502, GATEWAY_PAGE, 'listBanks')).mockResolvedValue('banks');
    await expect(client.fetchQuery({ queryKey: ['banks'], queryFn, retryDelay: 0 })).resolves.toBe('banks');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('the transport and a gateway', () => {
  let answer: () => Response = () => new Response(null);
  beforeAll(() => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer())));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet', session: { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
  });
  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("a write answered by a gateway's 504 page has an unknown outcome, not a refusal", async () => {
    answer = () => new Response(GATEWAY_PAGE, { status: 504, headers: { 'Content-Type': 'text/html' } });
    const error = await sendRequest('/banks/7056', { method: 'PUT', body: '{}' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The wallet API could not be reached through its gateway (HTTP 504)');
    expect((error as ApiError).outcomeUnknown).toBe(true);
  });

  it("a 429 carries the wait its Retry-After asks for", async () => {
    answer = () => new Response('{"message":""}', { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '7' } });
    const error = (await sendRequest('/banks?page=1&size=10').catch((reason: unknown) => reason)) as ApiError;
    expect(error.retryAfterSeconds).toBe(7);
    expect(error.outcomeUnknown).toBe(false);
  });
});

describe('a list whose read was answered 429 with a Retry-After', () => {
  it('counts Retry down the seconds asked for, then offers it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const onRetry = vi.fn();
      const at = Date.now() + 3000;
      render(
        <MantineProvider env="test">
          <ResourceTable<{ code: string }>
            id="things"
            title="Things"
            singular="Thing"
            columns={[{ key: 'code', header: 'Code' }]}
            search={{ page: 1, size: 10 }}
            result={undefined}
            loading={false}
            fetching={false}
            error="The wallet API is receiving too many requests. Try again in a moment."
            retryAt={at}
            onRetry={onRetry}
            onSearchChange={() => undefined}
            rowName={(row) => row.code}
          />
        </MantineProvider>,
      );
      expect(screen.getByRole('button', { name: 'Retry in 3 s' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('button', { name: 'Retry in 2 s' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failure without one offers Retry at once', () => {
    expect(retryAtOf(httpError(500, null, 'listThings'), 1000)).toBeNull();
    const limited = httpError(429, null, 'listThings');
    limited.retryAfterSeconds = 7;
    expect(retryAtOf(limited, 1000)).toBe(8000);
  });
});
