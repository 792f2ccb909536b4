import type { QueryClient } from '@tanstack/react-query';
import { checkedView, type ListOffer } from './list-view';
import type { ListQuery, ListSearch } from './types';

/**
 * Starts a list's request from a route loader, so the data and the route's code load in
 * parallel, without waiting for it: the screen renders at once (its toolbar, header and
 * skeleton rows) and fills in when the answer arrives; a failed answer shows on the screen.
 * A hover's preload starts it too, so a click after a hover finds the data. Kept apart from the
 * screen components: route configuration is in the initial bundle, the screens are not.
 */
export function loadList<Raw>(queryClient: QueryClient, query: ListQuery<Raw>): Promise<void> {
  void queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
  return Promise.resolve();
}

/** `loadList` of a definition's list for the view in the URL as the list offers it (`checkedView`): what the screen will ask, and nothing it leaves out. */
export function loadView<Raw>(queryClient: QueryClient, definition: ListOffer & { list: { query: (search: ListSearch) => ListQuery<Raw> } }, search: ListSearch): Promise<void> {
  return loadList(queryClient, definition.list.query(checkedView(search, definition).search));
}
