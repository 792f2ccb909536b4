// index.html's inline screen preloads (src/preload-screen.ts, written into the page by the
// build): which files a console address asks for in the page's first request round.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ANSWER_CHECK_WORKER } from '../../src/api/worker-names';
import { preloadScreen, STARTUP_ONLY_PATHS, type ScreenPreloads } from '../../src/preload-screen';

const MAP: ScreenPreloads = {
  files: ['console-1.js', 'mantine-1.css', 'admin-1.js', 'bank-mgt-1.js', 'table-1.js', 'table-1.css', 'branches-1.js', 'report-1.js', 'year-summary-1.js'],
  console: [0, 1],
  routes: [
    ['/admin', true, [2], 0],
    ['/admin/config-mgt/bank-mgt', false, [3, 4, 5], 0],
    ['/admin/config-mgt/$id/branches', false, [6, 4, 5], 0],
    ['/admin/report-mgt/$id', false, [7], 0],
    ['/admin/report-mgt/year-summary-report', false, [8], 0],
  ],
  workers: [],
};
const PUBLIC = STARTUP_ONLY_PATHS;

// Without scheduler.postTask the links are added at once (the order and the set are what these
// tests hold); the test of the tasks gives the window one.
beforeEach(() => vi.stubGlobal('scheduler', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

/** The links the page's head holds: rel (as), href, crossorigin. */
const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href') ?? ''} ${link.getAttribute('crossorigin') ?? 'none'}`);

test("a list's address: the console's files, its layout's and its own, scripts as modules and stylesheets as styles, in the console's fetch mode", () => {
  expect(preloadScreen(MAP, '/admin/config-mgt/bank-mgt', document, PUBLIC)).toEqual(['/assets/console-1.js', '/assets/mantine-1.css', '/assets/admin-1.js', '/assets/bank-mgt-1.js', '/assets/table-1.js', '/assets/table-1.css']);
  expect(links()).toEqual([
    'modulepreload /assets/console-1.js ',
    'preload:style /assets/mantine-1.css ',
    'modulepreload /assets/admin-1.js ',
    'modulepreload /assets/bank-mgt-1.js ',
    'modulepreload /assets/table-1.js ',
    'preload:style /assets/table-1.css ',
  ]);
});

test('a parameter matches any one segment; a file two routes share is asked for once', () => {
  expect(preloadScreen(MAP, '/admin/config-mgt/42/branches', document, PUBLIC)).toEqual(['/assets/console-1.js', '/assets/mantine-1.css', '/assets/admin-1.js', '/assets/branches-1.js', '/assets/table-1.js', '/assets/table-1.css']);
});

test("the matching routes' loader files are asked for right after the console's, before their other files", () => {
  // Over a slow link the browser fetches a few files at a time, in the order asked: the list's
  // loader (which sends its request) must not wait behind the layout's or the table's code.
  const ordered: ScreenPreloads = {
    files: ['console-1.js', 'admin-1.js', 'table-1.js', 'bank-mgt-1.js', 'bank-mgt-loader-1.js', 'banks-1.js'],
    console: [0],
    routes: [
      ['/admin', true, [1], 0],
      ['/admin/config-mgt/bank-mgt', false, [4, 5, 3, 2], 2],
    ],
    workers: [],
  };
  expect(preloadScreen(ordered, '/admin/config-mgt/bank-mgt', document, PUBLIC)).toEqual(['console-1.js', 'bank-mgt-loader-1.js', 'banks-1.js', 'admin-1.js', 'bank-mgt-1.js', 'table-1.js'].map((file) => `/assets/${file}`));
});

test('a static route wins over a parameter, as in the router', () => {
  expect(preloadScreen(MAP, '/admin/report-mgt/year-summary-report', document, PUBLIC)).toContain('/assets/year-summary-1.js');
  expect(preloadScreen(MAP, '/admin/report-mgt/year-summary-report', document, PUBLIC)).not.toContain('/assets/report-1.js');
  expect(preloadScreen(MAP, '/admin/report-mgt/17', document, PUBLIC)).toContain('/assets/report-1.js');
});

test('an unknown console address asks for the console and its layout only; the public pages for nothing', () => {
  expect(preloadScreen(MAP, '/admin/nowhere', document, PUBLIC)).toEqual(['/assets/console-1.js', '/assets/mantine-1.css', '/assets/admin-1.js']);
  document.head.replaceChildren();
  expect(preloadScreen(MAP, '/', document, PUBLIC)).toEqual([]);
  expect(preloadScreen(MAP, '/login', document, PUBLIC)).toEqual([]);
  expect(links()).toEqual([]);
});

test("it leaves the page's heading for the start-up frame: the matching leaf's, never a layout's", () => {
  const titled: ScreenPreloads = {
    ...MAP,
    routes: [
      ['/admin', true, [2], 0, 'Console'],
      ['/admin/config-mgt/bank-mgt', false, [3], 0, 'Bank Management'],
      ['/admin/report-mgt/$id', false, [7], 0],
      ['/admin/report-mgt/year-summary-report', false, [8], 0, 'Year Summary Report'],
    ],
  };
  const headingOf = (path: string) => {
    delete window.screenHeading;
    preloadScreen(titled, path, document, PUBLIC);
    return window.screenHeading;
  };
  try {
    expect(headingOf('/admin/config-mgt/bank-mgt')).toBe('Bank Management');
    // The static route wins over the parameter, as in the router.
    expect(headingOf('/admin/report-mgt/year-summary-report')).toBe('Year Summary Report');
    // A page titled by its data, an unknown address and a public page: none.
    expect(headingOf('/admin/report-mgt/17')).toBeUndefined();
    expect(headingOf('/admin/nowhere')).toBeUndefined();
    expect(headingOf('/')).toBeUndefined();
  } finally {
    delete window.screenHeading;
  }
});

test("where the browser has scheduler.postTask, the links go in order, six per user-blocking task, none in the page's parse", () => {
  // Tasks run one per `deliver()`, as the browser runs them.
  const pending: (() => void)[] = [];
  const priorities: string[] = [];
  vi.stubGlobal('scheduler', {
    postTask: (task: () => void, options: { priority: string }) => {
      priorities.push(options.priority);
      pending.push(task);
      return Promise.resolve();
    },
  });
  const many: ScreenPreloads = { files: Array.from({ length: 14 }, (_, i) => `file-${i}.js`), console: Array.from({ length: 14 }, (_, i) => i), routes: [], workers: [] };
  const hrefs = preloadScreen(many, '/admin/config-mgt/bank-mgt', document, PUBLIC);
  expect(hrefs).toHaveLength(14);
  expect(links()).toEqual([]);
  const counts: number[] = [];
  while (pending.length > 0) {
    pending.shift()?.();
    counts.push(links().length);
  }
  expect(counts).toEqual([6, 12, 14]);
  expect(links()).toEqual(hrefs.map((href) => `modulepreload ${href} `));
  expect(priorities).toEqual(['user-blocking', 'user-blocking', 'user-blocking']);
});

test('it runs on its own, as the page runs its source text (no outside helper)', () => {
  const standalone = new Function(`return (${preloadScreen.toString()});`)() as typeof preloadScreen;
  expect(standalone(MAP, '/admin/config-mgt/42/branches', document, PUBLIC)).toEqual(preloadScreen(MAP, '/admin/config-mgt/42/branches', document, PUBLIC));
});

test("a console address starts the console's workers first, as module workers under their names, and leaves them to the console", () => {
  const started: { url: string; options: WorkerOptions | undefined; linksBefore: number }[] = [];
  const instances: { onerror: (() => void) | null }[] = [];
  vi.stubGlobal(
    'Worker',
    vi.fn(function (this: { onerror: (() => void) | null }, url: string, options?: WorkerOptions) {
      started.push({ url, options, linksBefore: document.head.querySelectorAll('link').length });
      instances.push(this);
    }),
  );
  try {
    const withWorker: ScreenPreloads = { ...MAP, files: [...MAP.files, 'answer-check.worker-1.js'], workers: [[ANSWER_CHECK_WORKER, MAP.files.length]] };
    expect(preloadScreen(withWorker, '/', document, PUBLIC)).toEqual([]);
    expect(started).toEqual([]);
    preloadScreen(withWorker, '/admin/config-mgt/bank-mgt', document, PUBLIC);
    // Before any link: over HTTP/1.1 a request asked for later waits behind the others.
    expect(started).toEqual([{ url: '/assets/answer-check.worker-1.js', options: { type: 'module', name: ANSWER_CHECK_WORKER }, linksBefore: 0 }]);
    expect(window.startedWorkers?.[ANSWER_CHECK_WORKER]).toBe(instances[0]);
    // A worker whose code fails to load before the console takes it over is not handed over.
    instances[0]?.onerror?.();
    expect(window.startedWorkers?.[ANSWER_CHECK_WORKER]).toBeUndefined();
  } finally {
    vi.unstubAllGlobals();
    delete window.startedWorkers;
  }
});
