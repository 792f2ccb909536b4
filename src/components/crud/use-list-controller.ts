import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Page } from '../../api/envelope';
import { failureText, isNotFound, retryAtOf } from '../../api/errors';
import { DEFAULT_PAGE } from './list-search';
import { checkedView, type ListOffer } from './list-view';
import type { ListQuery, ListSearch } from './types';

/** What a list controller reads of a definition's `list` (a resource's or a report's). */
export type ListSource<Row, Raw> = {
  query: (search: ListSearch) => ListQuery<Raw>;
  select: (raw: Raw) => Page<Row>;
  /** False: one answer is the whole list, shown without a pager. */
  paged?: boolean;
  /** The list belongs to a record named in the path: its 404 is the page's 404. */
  ofRecord?: boolean;
};

/** Rows chosen by key for an action on several; forgotten when the view (page, size, sort, search, filters) changes. */
export type ListSelection = {
  keys: ReadonlySet<string>;
  toggle: (key: string) => void;
  set: (keys: Iterable<string>) => void;
  clear: () => void;
};

/** The state of a list screen, apart from how it is drawn (see `useListController`). */
export type ListController<Row> = {
  query: UseQueryResult<Page<Row>>;
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** The same view at page 1 (after a write, the changed record may have moved). */
  firstPage: () => void;
  selection: ListSelection;
  /** What `ResourceTable` reads of the list: spread it into the table's props. */
  table: {
    result: Page<Row> | undefined;
    search: ListSearch;
    paged: boolean | undefined;
    loading: boolean;
    fetching: boolean;
    error: string | null;
    /** When the server allows the next try (a 429's or 503's `Retry-After`), epoch ms; null when at once. */
    retryAt: number | null;
    onRetry: () => void;
    onSearchChange: (next: ListSearch) => void;
    /** What the link asked and the list left out (`checkedView`), or null. */
    note: string | null;
  };
};

const NONE: ReadonlySet<string> = new Set();

/** What a list reads of its route (the route object `createFileRoute` makes): the view in the URL and a way to change it. */
export type ListRoute = {
  useSearch: () => ListSearch;
  useNavigate: () => (options: { search: ListSearch }) => Promise<void>;
};

/** A list route's view (page, size, sort, search, filters in the URL) and its change, as a list screen takes them. */
export function useListRoute(route: ListRoute): { search: ListSearch; onSearchChange: (next: ListSearch) => void } {
  const navigate = route.useNavigate();
  return { search: route.useSearch(), onSearchChange: (search) => void navigate({ search }) };
}

/**
 * The controller of a paged list, shared by every list view (`ResourceScreen`, `ReportScreen`):
 * the definition's query for the view (page, size, sort, search and filters, which the route
 * keeps in the URL and passes as `search`/`onSearchChange`), the previous page kept on screen
 * while the next loads, the error as the screen shows it, a list of a record that answers 404
 * thrown to the route's 404 page, and the rows selected in this view.
 */
export function useListController<Row, Raw>(list: ListSource<Row, Raw>, asked: ListSearch, onSearchChange: (next: ListSearch) => void, offer?: ListOffer): ListController<Row> {
  // The view the list offers of what the URL asks (a sort or filter it lacks is never sent).
  const checked = useMemo(() => (offer ? checkedView(asked, offer) : { search: asked, dropped: [] }), [asked, offer]);
  const search = checked.search;
  const { queryKey, queryFn } = list.query(search);
  const query = useQuery({ queryKey, queryFn, select: list.select, placeholderData: keepPreviousData });
  // The route's error page shows a 404 as the 404 page inside the shell.
  if (list.ofRecord && query.isError && isNotFound(query.error)) throw query.error;

  const view = JSON.stringify(search);
  const [chosen, setChosen] = useState<{ view: string; keys: ReadonlySet<string> }>({ view, keys: NONE });
  const keys = chosen.view === view ? chosen.keys : NONE;
  const selection = useMemo<ListSelection>(
    () => ({
      keys,
      toggle: (key) => {
        const next = new Set(keys);
        if (!next.delete(key)) next.add(key);
        setChosen({ view, keys: next });
      },
      set: (next) => setChosen({ view, keys: new Set(next) }),
      clear: () => setChosen({ view, keys: NONE }),
    }),
    [keys, view],
  );

  const firstPage = useCallback(() => onSearchChange({ ...search, page: DEFAULT_PAGE }), [onSearchChange, search]);
  const { refetch } = query;
  return {
    query,
    search,
    onSearchChange,
    firstPage,
    selection,
    table: {
      result: query.data,
      search,
      paged: list.paged,
      loading: query.isPending,
      fetching: query.isFetching,
      error: query.isError ? failureText(query.error) : null,
      retryAt: query.isError ? retryAtOf(query.error, query.errorUpdatedAt) : null,
      onRetry: () => void refetch(),
      onSearchChange,
      note: droppedNote(checked.dropped),
    },
  };
}

/** The note a list shows for what its link asked and it left out, or null when nothing was. */
export function droppedNote(dropped: readonly string[]): string | null {
  if (dropped.length === 0) return null;
  return `This link asks for ${dropped.join(' and ')}, which this list does not offer (it may have been renamed); the list is shown without ${dropped.length === 1 ? 'it' : 'them'}.`;
}
