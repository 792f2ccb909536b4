import type { QueryClient } from '@tanstack/react-query';
import type { ListQuery } from './types';

/**
 * Starts a list's request from a route loader, so the data and the route's code load in
 * parallel. Kept apart from the screen components: route configuration is in the initial
 * bundle, the screens are not.
 */
export function loadList<Raw>(queryClient: QueryClient, query: ListQuery<Raw>): Promise<Raw> {
  return queryClient.ensureQueryData(query as Parameters<QueryClient['ensureQueryData']>[0]) as Promise<Raw>;
}
