// The start-up frame's heading (src/start-page.ts): the build reads each route's
// `staticData.heading` from the route file's source (`pageHeadingOf`, vite.config.ts
// `screenPreloads`). Held here to what each route declares, so a heading written in a way the
// build does not read fails, and a page the build titles wrongly cannot ship.
import { expect, test } from 'vitest';
import { pageHeadingOf } from '../../src/preload-screen';

type RouteModule = { Route?: { options: { staticData?: { heading?: string } } } };

const modules = import.meta.glob<RouteModule>('../../src/routes/**/*.tsx', { eager: true });
const sources = import.meta.glob<string>('../../src/routes/**/*.tsx', { eager: true, query: '?raw', import: 'default' });

test('the build reads every route file\'s heading as the route declares it', () => {
  const routes = Object.entries(modules).filter(([, module]) => module.Route !== undefined);
  expect(routes.length).toBeGreaterThan(60);
  for (const [file, module] of routes) expect({ file, heading: pageHeadingOf(sources[file] ?? '') }).toEqual({ file, heading: module.Route?.options.staticData?.heading });
  // The lists (listPage) and the fixed pages have one; pages titled by their data do not.
  expect(pageHeadingOf(sources['../../src/routes/admin/config-mgt/bank-mgt.tsx'] ?? '')).toBe('Bank Management');
  expect(pageHeadingOf(sources['../../src/routes/admin/dashboard.tsx'] ?? '')).toBe('Dashboard');
  expect(pageHeadingOf(sources['../../src/routes/admin/customer-mgt/$id/index.tsx'] ?? '')).toBeUndefined();
});

test('a heading is the literal\'s text, escapes undone, and only a literal counts', () => {
  expect(pageHeadingOf("...listPage('offers-promotion', 'Offers & Promotions'),")).toBe('Offers & Promotions');
  expect(pageHeadingOf("staticData: { title: 'Bank\\'s Page', heading: 'Bank\\'s Page' },")).toBe("Bank's Page");
  expect(pageHeadingOf('staticData: { title, heading: title },')).toBeUndefined();
  expect(pageHeadingOf("staticData: { title: 'Customer' },")).toBeUndefined();
});
