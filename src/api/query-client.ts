import { MutationCache, QueryCache, QueryClient, type MutationFilters } from '@tanstack/react-query';
import { ApiError, isAbort, toApiError } from './errors';

/**
 * The app's QueryClient. Every failed query or mutation is reported once, through
 * `onError`, with the catalogue's text; a network failure is retried once, an HTTP
 * refusal is not (it would only be refused again).
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
        retry: (failures, error) => failures < 1 && error instanceof ApiError && error.kind === 'network',
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
