// The page registry (src/auth/pages.ts) is the one place a page is written: every route file has
// an entry and every entry a route file, a route names its page by id and nothing else of it, the
// route's static data and the build's start-up headings come from the entry, and the server's
// menu and page list (the contract's examples, which Prism serves) agree with it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guardedAs, MINIMUM_PERMISSION, PAGES, pageHeading, type PageEntry, type PageId } from '../../src/auth/pages';

type RouteModule = { Route?: { options: { staticData?: { title?: string; heading?: string; pageId?: string; guard?: { pageId: string; title: string } }; beforeLoad?: unknown } } };

const modules = import.meta.glob<RouteModule>('../../src/routes/**/*.tsx', { eager: true });
const sources = import.meta.glob<string>('../../src/routes/**/*.tsx', { eager: true, query: '?raw', import: 'default' });
const resourceModules = import.meta.glob<Record<string, unknown>>('../../src/resources/*.{ts,tsx}');
const entries = Object.entries(PAGES) as [PageId, PageEntry][];

/** Routes that are no page of the registry: the start-up script's own addresses and the redirect to the dashboard. */
const NOT_PAGES = ['/', '/login', '/callback', '/inspire', '/admin'];

/** Each route file (no layout, no `-` helper) with its address pattern, as the router and the build read it (no trailing slash). */
const routeFiles = Object.keys(sources)
  .filter((file) => !/\/(-[^/]*|route|__root)\.tsx$/.test(file))
  .map((file) => {
    const id = /createFileRoute\('([^']+)'\)/.exec(sources[file] ?? '')?.[1] ?? '';
    return { file, path: id.length > 1 ? id.replace(/\/$/, '') : id };
  });
const pageRoutes = routeFiles.filter(({ path }) => !NOT_PAGES.includes(path));

describe('every route has an entry and every entry a route', () => {
  it('reads the route files (sanity check)', () => {
    expect(pageRoutes.length).toBeGreaterThan(60);
    expect(pageRoutes).toContainEqual({ file: '../../src/routes/admin/config-mgt/bank-mgt.tsx', path: '/admin/config-mgt/bank-mgt' });
    expect(routeFiles.map(({ path }) => path)).toEqual(expect.arrayContaining(NOT_PAGES));
  });

  it.each(pageRoutes)('$path has an entry', ({ path }) => {
    expect(entries.filter(([, entry]) => entry.path === path).map(([id]) => id)).toHaveLength(1);
  });

  it.each(entries)('%s has a route', (_id, entry) => {
    expect(pageRoutes.map((route) => route.path)).toContain(entry.path);
  });

  it('agrees with the router\'s generated tree', () => {
    const tree = readFileSync('src/route-tree.gen.ts', 'utf8');
    const fullPaths = new Set([...tree.matchAll(/fullPath: '([^']+)'/g)].map((match) => (match[1] ?? '').replace(/(.)\/$/, '$1')));
    for (const [, entry] of entries) expect(fullPaths).toContain(entry.path);
  });
});

describe('a route names its page once, by id', () => {
  it.each(pageRoutes)('$path', ({ file, path }) => {
    const source = sources[file] ?? '';
    const [id, entry] = entries.find(([, candidate]) => candidate.path === path) ?? ['', undefined];
    // `...listPage('<id>')` or `...page('<id>')`, and nothing else of the page: no title, no permission, no guard of its own.
    expect(source.match(/\b(?:listPage|page)\('([^']+)'\)/g)).toEqual([expect.stringMatching(new RegExp(`\\('${id}'\\)$`))]);
    expect(source.split(`'${id}'`)).toHaveLength(2);
    expect(source).not.toContain(`'${entry?.title ?? ''}'`);
    expect(source).not.toMatch(/\bstaticData\b|\brequirePage\b|\brequirePermission\b/);
    const permission = entry?.permission;
    if (typeof permission === 'string') expect(source).not.toContain(`'${permission}'`);
  });

  it('keeps page ids out of the guard\'s code: only the registry maps an id to a permission', () => {
    for (const file of ['src/auth/permissions.ts', 'src/resources/session.ts', 'src/routes/-list-page.ts']) {
      // The code, without its comments (which may give an example).
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const [id] of entries) expect({ file, id, named: source.includes(`'${id}'`) }).toEqual({ file, id, named: false });
    }
  });
});

describe('what the routes and the build read from the registry', () => {
  const routeOf = (path: string) => {
    const file = pageRoutes.find((route) => route.path === path)?.file ?? '';
    return modules[file]?.Route?.options;
  };

  it.each(entries)('%s: title, heading, page actions and guard', (id, entry) => {
    const options = routeOf(entry.path);
    const heading = entry.heading === false ? undefined : entry.title;
    const actionsOf = entry.actions === false ? undefined : (entry.actions ?? id);
    // The guard: the page the server's list is asked about (an add form: its record page), and the 403's name.
    const guard = { pageId: guardedAs(id as PageId), title: entry.forbidden ?? entry.title };
    expect(options?.staticData).toEqual({ title: entry.title, ...(heading === undefined ? {} : { heading }), ...(actionsOf === undefined ? {} : { pageId: actionsOf }), guard });
    expect(typeof options?.beforeLoad).toBe('function');
    // The build's start-up frame shows the route's own heading.
    expect(pageHeading(entry.path)).toBe(options?.staticData?.heading);
  });

  it('gives the build no heading for an address that is no page or whose heading depends on data', () => {
    expect(pageHeading('/admin/config-mgt/bank-mgt')).toBe('Bank Management');
    expect(pageHeading('/admin/customer-mgt/$id')).toBeUndefined();
    expect(pageHeading('/admin/nowhere')).toBeUndefined();
  });

  it.each(entries.filter(([, entry]) => entry.of !== undefined))('%s is guarded as a page the server lists', (id, entry) => {
    expect(entry.permission).toBeUndefined();
    expect(MINIMUM_PERMISSION.has(guardedAs(id))).toBe(true);
  });

  it.each(entries.filter(([, entry]) => entry.resource !== undefined))('%s draws its resource, titled as the page', async (id, entry) => {
    const [module = '', name = ''] = (entry.resource ?? '').split('.');
    const file = pageRoutes.find((route) => route.path === entry.path)?.file ?? '';
    expect(sources[file]).toMatch(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '[./]+resources/${module}'`));
    const load = resourceModules[`../../src/resources/${module}.ts`] ?? resourceModules[`../../src/resources/${module}.tsx`];
    const exported = (await load?.())?.[name];
    expect(exported, `${id}: ${entry.resource ?? ''}`).toBeDefined();
    // A list's heading is its resource's title (a record page's is the record's).
    const list = (sources[file] ?? '').includes('listPage(');
    if (list && typeof exported === 'object' && exported !== null && 'title' in exported) expect(exported.title).toBe(entry.title);
  });
});

describe('the server\'s menu and page list (the contract\'s examples) agree with the registry', () => {
  const session = readFileSync('openapi/session.yaml', 'utf8');
  const menu: { group: string; title: string; path: string; pageId: string }[] = [];
  let group = '';
  for (const line of session.split('\n')) {
    group = /^ {20}title: (.+)$/.exec(line)?.[1] ?? group;
    const item = /- \{ id: \d+, title: ('[^']+'|[^,]+), path: ([^,]+), pageId: ([\w-]+)/.exec(line);
    if (item) menu.push({ group, title: (item[1] ?? '').replace(/^'|'$/g, ''), path: item[2] ?? '', pageId: item[3] ?? '' });
  }
  const listed = [...session.matchAll(/- \{ pageId: ([\w-]+), path: ([^,]+), title: ('[^']+'|[^,]+), permission: (\w+|null)/g)].map((match) => ({
    pageId: match[1] ?? '',
    path: match[2] ?? '',
    title: (match[3] ?? '').replace(/^'|'$/g, ''),
    permission: match[4] === 'null' ? null : (match[4] ?? ''),
  }));

  it('reads both (sanity check)', () => {
    expect(menu.length).toBeGreaterThan(40);
    expect(listed.length).toBeGreaterThan(60);
  });

  it('lists every page with a menu group in that group, with its title and path, and nothing else', () => {
    const fromRegistry = entries.filter(([, entry]) => entry.group !== undefined).map(([id, entry]) => ({ group: entry.group, title: entry.title, path: entry.path, pageId: id }));
    const byId = (a: { pageId: string }, b: { pageId: string }) => a.pageId.localeCompare(b.pageId);
    expect([...menu].sort(byId)).toEqual(fromRegistry.sort(byId));
  });

  it('lists every page the server knows with the registry\'s path, title and permission', () => {
    const fromRegistry = entries.filter(([, entry]) => entry.permission !== undefined).map(([id, entry]) => ({ pageId: id, path: entry.path, title: entry.title, permission: entry.permission }));
    const byId = (a: { pageId: string }, b: { pageId: string }) => a.pageId.localeCompare(b.pageId);
    expect([...listed].sort(byId)).toEqual(fromRegistry.sort(byId));
  });
});
