import type { ListSearch } from './types';

/** Default list view of specification section 9: page 1, size 10. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const SORT = /^[A-Za-z][A-Za-z0-9_]*,(asc|desc)$/;

function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : fallback;
}

/**
 * Validates a list route's search params: anything malformed falls back to the default,
 * so a hand-edited or stale link still opens the list. Every key of `ListSearch` is in the
 * result, `undefined` when left out: the router lays the result over the raw parameters, so a
 * key missing from it would let the raw value (`?sort="><img …>`) through to the screen and the API.
 */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const size = positiveInt(raw.size, DEFAULT_SIZE);
  const search: ListSearch = {
    page: positiveInt(raw.page, DEFAULT_PAGE),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    sort: undefined,
    search: undefined,
    filters: undefined,
  };
  if (typeof raw.sort === 'string' && SORT.test(raw.sort)) search.sort = raw.sort;
  if (typeof raw.search === 'string' && raw.search.trim() !== '') search.search = raw.search.trim().slice(0, 100);
  const filters = filtersOf(raw.filters);
  if (filters) search.filters = filters;
  return search;
}

/** Filters: up to 20 short text values by name; anything else is dropped. */
function filtersOf(raw: unknown): Record<string, string> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const entries = Object.entries(raw)
    .filter((entry): entry is [string, string | number] => /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(entry[0]) && (typeof entry[1] === 'string' || typeof entry[1] === 'number'))
    .map(([name, value]) => [name, String(value).trim().slice(0, 100)] as const)
    .filter(([, value]) => value !== '')
    .slice(0, 20);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
