/** What resource definitions share: the contract's zod schemas (loaded lazily) and how list calls are paged. */
import { registerPatternSentences } from '../components/crud/messages';
import type { ListSearch } from '../components/crud/types';

/**
 * The generated zod schemas, in their own chunk: loaded with the first form, not at start-up.
 * The contract's sentences for its patterns come with them, for the forms' messages.
 */
export const contractSchemas = () =>
  Promise.all([import('../../generated/hey-api/zod.gen'), import('../../generated/pattern-messages')]).then(([{ schemas }, { patternMessages }]) => {
    registerPatternSentences(patternMessages);
    return schemas;
  });

/** A whole list for choices (a select, a transfer list): the largest page the API serves. */
export const ALL_ROWS = { page: 1, size: 100 } as const;

/** Page and size, for a list call that takes no search text or sort. */
export const paging = ({ page, size }: ListSearch) => ({ page, size });

/** The search text when there is one (e.g. a report download, which takes no page). */
export const searchText = (search: ListSearch) => (search.search ? { search: search.search } : {});

/** Page, size and the search text when there is one. */
export const withSearch = (search: ListSearch) => ({ ...paging(search), ...searchText(search) });

/** Page, size, search text and sort: a list call that takes them all. */
export const listParams = (search: ListSearch) => ({ ...withSearch(search), ...(search.sort ? { sort: search.sort } : {}) });

type Schemas = Awaited<ReturnType<typeof contractSchemas>>;
/** The names of the contract's path-parameter schemas (`zGetRemittanceTransactionPath`, ...). */
export type PathSchemaName = Extract<keyof Schemas, `z${string}Path`>;

/**
 * Whether a route's parameters fit the contract's path parameters of the call the page makes
 * (`fitsPath('zGetRemittanceTransactionPath', { transactionId: params.id })`): an address whose id
 * cannot name a record is a page that does not exist, found without asking the API.
 */
export const fitsPath = (schema: PathSchemaName, params: Record<string, string>): Promise<boolean> =>
  contractSchemas().then((m) => m[schema].safeParse(params).success);
