/**
 * The route options of a page, from its entry in the page registry (src/auth/pages.ts): its
 * title (also its heading unless that depends on data), the page whose actions it honours, and the
 * page guard. `listPage` adds the list view in the URL (validated, with defaults) and the search
 * as the loader's dependency. Spread into `createFileRoute(...)({ ...listPage('bank-mgt'), loader,
 * component })`. Only this light configuration is in the initial bundle; loader and component are
 * split out.
 */
import { validateListSearch } from '../components/crud/list-search';
import type { ListSearch } from '../components/crud/types';
import { pageEntry, type PageId } from '../auth/pages';
import { pageGuard, requirePage } from '../resources/session';

/** The static data, guard of page `id` (a page that is not a list, or one that composes its own search). */
export function page(id: PageId) {
  const { title, heading, actions } = pageEntry(id);
  return {
    staticData: {
      title,
      ...(heading === false ? {} : { heading: title }),
      ...(actions === false ? {} : { pageId: actions ?? id }),
      guard: pageGuard(id),
    },
    beforeLoad: requirePage(id),
  };
}

/** A list page's route options: `page(id)` with the list's search in the URL and as the loader's dependency. */
export function listPage(id: PageId) {
  return {
    ...page(id),
    validateSearch: validateListSearch,
    loaderDeps: ({ search }: { search: ListSearch }) => ({ search }),
  };
}
