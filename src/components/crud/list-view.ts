/**
 * A list's view from the URL checked against what the list offers: a sort by a column that is not
 * sortable here, or a filter the list does not declare, is left out before anything reaches the
 * API, and named so the screen can say so. A bookmarked link that outlived a renamed field
 * (`?sort=bankName,asc` after `bankName` became `legalName`) then opens the list unsorted, with a
 * note, instead of sending the API a field it no longer has.
 */
import type { ListSearch } from './types';

/** What a list offers: its columns (the sortable ones), its filters, and a report's date range (`fromDate`, `toDate`, `period`). */
export type ListOffer = {
  columns: readonly { key: string; sortable?: boolean }[];
  filters?: readonly { name: string }[];
  dateRange?: boolean;
};

const DATE_RANGE = ['fromDate', 'toDate', 'period'];

/** `search` without what `offer` does not offer, and a phrase for each part left out ('sort by "bankName"'). */
export function checkedView(search: ListSearch, offer: ListOffer): { search: ListSearch; dropped: string[] } {
  const dropped: string[] = [];
  let checked = search;
  const sortField = search.sort?.split(',')[0];
  if (sortField !== undefined && !offer.columns.some((column) => column.key === sortField && column.sortable === true)) {
    dropped.push(`sort by "${sortField}"`);
    checked = { ...checked, sort: undefined };
  }
  if (search.filters) {
    const declared = new Set([...(offer.filters ?? []).map((filter) => filter.name), ...(offer.dateRange === true ? DATE_RANGE : [])]);
    const kept = Object.entries(search.filters).filter(([name]) => declared.has(name));
    for (const [name] of Object.entries(search.filters)) if (!declared.has(name)) dropped.push(`filter "${name}"`);
    if (kept.length !== Object.keys(search.filters).length) checked = { ...checked, filters: kept.length > 0 ? Object.fromEntries(kept) : undefined };
  }
  return { search: checked, dropped };
}
