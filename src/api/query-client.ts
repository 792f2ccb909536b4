import { MutationCache, QueryCache, QueryClient, type MutationFilters } from '@tanstack/react-query';
import { ApiError, isAbort, isGatewayStatus, toApiError } from './errors';

/** The longest a read waits before it is retried by itself (a longer `Retry-After` leaves the retry to the user). */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Whether a read that failed `failures` times is tried again by itself: a network failure once, a
 * gateway's 502/503/504 twice, a 429 once when it asks to wait no longer than MAX_RETRY_DELAY_MS;
 * never a refusal (it would only be refused again).
 */
export function retryRead(failures: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return failures < 1;
  if (error.status === 429) return failures < 1 && (error.retryAfterSeconds ?? 0) * 1000 <= MAX_RETRY_DELAY_MS;
  if (isGatewayStatus(error.status)) return failures < 2 && (error.retryAfterSeconds ?? 0) * 1000 <= MAX_RETRY_DELAY_MS;
  return false;
}

/** How long a read waits before its retry: the server's `Retry-After`, else 1 s, then 2 s (bounded). */
export function retryReadDelay(failures: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : null;
  if (asked !== null) return Math.min(asked * 1000, MAX_RETRY_DELAY_MS);
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 8000);
}

/**
 * The app's QueryClient. Every failed query or mutation is reported once, through
 * `onError`, with the catalogue's text; reads are retried as `retryRead` says, writes never.
 */
export function createQueryClient(onError: (error: ApiError) => void): QueryClient {
  const report = (error: unknown) => {
    // Aborts and the waits the user cancelled are not failures to announce.
    if (!isAbort(error) && !(error instanceof ApiError && error.kind === 'cancelled')) onError(toApiError(error));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retryRead,
        retryDelay: retryReadDelay,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * `meta` of a mutation that shows its own progress and Cancel (a report's download, a list's
 * export): the page's loading overlay does not cover it, as it would cover that Cancel.
 */
export const SHOWS_OWN_PROGRESS = { ownProgress: true } as const;

/** Whether a pending mutation puts the page's loading overlay up: any but those that show their own progress. */
export const coversPage: NonNullable<MutationFilters['predicate']> = (mutation) => mutation.options.meta?.ownProgress !== true;
