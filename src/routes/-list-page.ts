/**
 * The route options every list page shares: its title (also its heading), the list view in the URL (validated,
 * with defaults), the page-permission guard, and the search as the loader's dependency.
 * Spread into `createFileRoute(...)({ ...listPage(...), loader, component })`. Only this
 * light configuration is in the initial bundle; loader and component are split out.
 */
import { validateListSearch } from '../components/crud/list-search';
import type { ListSearch } from '../components/crud/types';
import { requirePage } from '../resources/session';

export function listPage(pageId: string, title: string) {
  return {
    staticData: { title, heading: title, pageId },
    validateSearch: validateListSearch,
    beforeLoad: requirePage(pageId, title),
    loaderDeps: ({ search }: { search: ListSearch }) => ({ search }),
  };
}
