// Size budgets, computed from the production build's manifest (not from timings):
// - the start-up script (the entry, src/main.ts, and its static imports: all that `/` and
//   `/login` load) <= START_BUDGET_KIB gzip;
// - initial JavaScript of the console (the entry, plus src/console.tsx that it loads on every
//   other page, with their static imports) <= INITIAL_BUDGET_KIB gzip;
// - each route's own JavaScript <= ROUTE_BUDGET_KIB gzip: its chunks (component, loader, ...),
//   their static imports and the lazy parts they load, that no other route uses, beyond the
//   initial load and the shared chunks (the named `table`, `contract` and `operations` groups, and chunks that
//   several routes share, such as Mantine's form inputs);
// - each on-demand library (loaded only on a user's action, e.g. twilio-video when a KYC video
//   call starts) <= its own budget, reported apart and not counted in the route that loads it.
// - the files a cold visit to any console screen fetches (JavaScript and CSS) <= COLD_FILES_BUDGET;
// - no layout route, nor the dashboard, loads the list screens' `table` chunk;
// - the `kit` chunk (the screens' small helpers, loaded with the console) imports only packages;
// - index.html (fetched anew on every visit: never cached) <= ENTRY_PAGE_BUDGET_KIB gzip, and its
//   screen preloads (src/preload-screen.ts), run here as the page runs them, ask in the page's
//   first round for all the code a cold visit to each console screen waits for (the console and
//   what it imports, the operation registry, the answer-check worker, and the screen's and its layouts' loader and component with
//   what they import), leaving none of it to a later round, and for no file the build lacks;
// - no stylesheet but the console's initial ones has a cascade layer or a rule on `:root` (each
//   is inserted while a screen is shown);
// - the `contract` chunk (the zod schemas forms validate with) and the answer-check worker (the
//   same schemas, checking answers off the main thread) <= CONTRACT_BUDGET_KIB gzip each.
// It also prints what a first visit to each route downloads beyond the initial load.
// Run after `vite build`. Prints every figure; exits 1 when a budget is exceeded.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Each route adds about 150 B gzip of options (path, title, guard, search schema) to the route
// tree in the initial load: 70 routes today. The initial load holds the UI kit's shared chunk
// (the `mantine` group in vite.config.ts, about 66 KiB with the Tooltip the table library uses; its inputs, `mantine-inputs`, load with
// the screens that have forms or filters), the router's and TanStack Query's (`tanstack`) and the
// screens' small helpers (`kit`), and the console's chrome (the snackbar's container, the loading
// overlay, the long wait's Cancel: 4.7 KiB, in the initial load so that nothing of it arrives
// while React renders a cold screen) and the page registry (each page's title, permission and
// address, 2.0 KiB, which the guard reads before any screen loads) and the answers' deviation
// details (each field once, with the unknown-code lookup, the gateway words and the reads' retries:
// 1.9 KiB) and the start-up without one of its answers (the menu from the registry, the permission
// codes spelled in another case, the slow start's words: 0.9 KiB), the record of personal data shown
// or exported in full (0.4 KiB) and the check of a link's sort and filters against the list (0.3
// KiB), both read by the list loaders: 231.3 KiB today.
const INITIAL_BUDGET_KIB = 232;
// Files (JavaScript and CSS) a cold visit to a console screen fetches: the initial load, what
// it fetches in the background, the screen's chunks and its layouts', with the lazy parts they
// load, and the answer-check worker. 37 to 56 today (the list and record controllers and the
// related-record links grouped with the table and the kit, not a file each); 140 to 161 before the shared modules of Mantine, the router and
// TanStack Query were a chunk each, 38 to 68 before the screens' small helpers were one (`kit`).
// Over HTTP/1.1 a browser fetches six at a time: each file counts. 57 since the Retry that counts a
// 429's wait down is shared by lists, dashboard sections, record sections and forms (a Mantine
// component, it cannot join the `kit` chunk, which imports packages only).
const COLD_FILES_BUDGET = 57;
/** Console screens (the other routes, `/`, `/login` and `/callback`, load the start-up script only). */
const CONSOLE_ROUTE = /^src\/routes\/admin\//;
// `/` and `/login` (issue 17 asks under 40): 22.6 KiB today, nearly all of it oidc-client-ts;
// headroom for a small change, not for a UI library.
const START_BUDGET_KIB = 24;
/** The console, loaded by the start-up script on every page but `/`, `/login` and a failed `/callback`. */
const CONSOLE = 'src/console.tsx';
// 13.2 KiB today (the /admin layout, with the start-up's settled query, the menu without the
// server's and the start-up notice; the dashboard, whose charts are plain SVG, 8.2). It was 60,
// and 130 for the dashboard while it drew its charts with recharts.
const ROUTE_BUDGET_KIB = 14;
const SHARED = /^(table|contract|operations)$/;
// index.html with its inline screen preloads (the route map, each screen's loader files apart: about 3.2 KiB of it,
// the pages' headings for the start-up frame: 0.4 KiB, and the answer-check worker's start): 5.6 KiB today.
const ENTRY_PAGE_BUDGET_KIB = 6;
// The contract's zod schemas (built on first read): 40.1 KiB today in the `contract` chunk, 43.2
// in the answer-check worker, which also reads values sent in another form (numeric strings,
// amounts as JSON numbers, enum values in another case, zone-less and epoch date-times: 2.4 KiB).
// The operation registry (4.1 KiB) is a chunk of its own.
const CONTRACT_BUDGET_KIB = 44;
/** Libraries loaded only on a user's action (manifest key -> KiB gzip): not a route's own code. */
const ON_DEMAND_BUDGETS_KIB = { 'node_modules/twilio-video/es5/index.js': 100 };

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const size = new Map();
const kib = (key) => {
  if (!size.has(key)) size.set(key, gzipKiB(manifest[key].file));
  return size.get(key);
};

/** A chunk and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const start = closure(entry);
const startKiB = [...start].reduce((sum, key) => sum + kib(key), 0);
if (!manifest[CONSOLE]) throw new Error(`${CONSOLE} is not in the build: the start-up script no longer loads the console`);
const initial = closure(CONSOLE, new Set(start));
const initialKiB = [...initial].reduce((sum, key) => sum + kib(key), 0);
const sharedKeys = Object.keys(manifest).filter((key) => SHARED.test(manifest[key].name ?? ''));

const rows = [];
let failed = startKiB > START_BUDGET_KIB || initialKiB > INITIAL_BUDGET_KIB;
console.log(`start-up script (/ and /login): ${startKiB.toFixed(1)} KiB gzip (budget ${START_BUDGET_KIB}) in ${start.size} chunks`);
console.log(`initial JavaScript of the console: ${initialKiB.toFixed(1)} KiB gzip (budget ${INITIAL_BUDGET_KIB}) in ${initial.size} chunks`);
for (const key of sharedKeys) {
  const over = manifest[key].name === 'contract' && kib(key) > CONTRACT_BUDGET_KIB;
  failed ||= over;
  console.log(`shared chunk ${manifest[key].name}: ${kib(key).toFixed(1)} KiB gzip${manifest[key].name === 'contract' ? ` (budget ${CONTRACT_BUDGET_KIB})` : ''}${over ? '  OVER BUDGET' : ''}`);
}
// Workers the console starts (the answer-check worker): emitted as the console's assets.
const workers = [...initial].flatMap((key) => manifest[key].assets ?? []).filter((file) => /\.worker-[\w-]+\.js$/.test(file));
if (workers.length === 0) throw new Error('no answer-check worker among the console\'s assets: src/api/answer-checker.ts no longer starts it');
for (const file of workers) {
  const workerKiB = gzipKiB(file);
  failed ||= workerKiB > CONTRACT_BUDGET_KIB;
  console.log(`worker ${file}: ${workerKiB.toFixed(1)} KiB gzip (budget ${CONTRACT_BUDGET_KIB})${workerKiB > CONTRACT_BUDGET_KIB ? '  OVER BUDGET' : ''}`);
}

// A route file is split into chunks (component, loader, ...); its code is theirs together,
// with the lazy parts they load themselves (dynamic imports that are not other routes nor
// on-demand libraries).
const isRouteChunk = (key) => Boolean(manifest[key].isDynamicEntry) && /^src\/routes\//.test(manifest[key].src ?? key);
function routeClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) routeClosure(imported, seen);
  for (const lazy of manifest[key].dynamicImports ?? []) if (!isRouteChunk(lazy) && !(lazy in ON_DEMAND_BUDGETS_KIB)) routeClosure(lazy, seen);
  return seen;
}
for (const [key, budget] of Object.entries(ON_DEMAND_BUDGETS_KIB)) {
  if (!manifest[key]) continue;
  const onDemandKiB = [...closure(key)].filter((k) => !initial.has(k)).reduce((sum, k) => sum + kib(k), 0);
  failed ||= onDemandKiB > budget;
  console.log(`on demand ${key}: ${onDemandKiB.toFixed(1)} KiB gzip (budget ${budget})${onDemandKiB > budget ? '  OVER BUDGET' : ''}`);
}
// What the initial load fetches in the background at start-up (the `operations` chunk) is not a route's.
// The in-page answer check (src/api/answer-check.ts) loads only where the answer-check worker cannot run.
const IN_PAGE_ONLY = new Set(['src/api/answer-check.ts']);
const background = new Set();
for (const key of initial) for (const lazy of manifest[key].dynamicImports ?? []) if (!isRouteChunk(lazy) && !IN_PAGE_ONLY.has(lazy)) closure(lazy, background);
// Every stylesheet but the initial load's is inserted while a screen is shown (a screen's first
// visit, the error pages' idle prefetch): one in a cascade layer (Mantine's `mantine` layer), or
// with a rule on `:root` (inherited custom properties), would make Chromium restyle every element
// of the page (on a first visit to a list from the dashboard, some 100 ms; two long tasks on a
// cold dashboard at 4x CPU). Those have neither.
const initialCss = new Set([...initial].flatMap((key) => manifest[key].css ?? []));
const WHOLE_PAGE = [
  [/@layer\b/, 'a cascade layer'],
  [/(^|[},])\s*:root\b/, 'a rule on :root'],
];
for (const key of Object.keys(manifest).filter((k) => !initial.has(k))) {
  for (const file of manifest[key].css ?? []) {
    if (initialCss.has(file)) continue;
    const css = readFileSync(join(dist, file), 'utf8');
    for (const [pattern, what] of WHOLE_PAGE) {
      if (!pattern.test(css)) continue;
      failed = true;
      console.log(`${manifest[key].src ?? key}, loaded after the console, brings ${file} with ${what}: its insertion restyles the whole page  OVER BUDGET`);
    }
  }
}
const extra = new Map();
for (const key of Object.keys(manifest).filter(isRouteChunk)) {
  const route = (manifest[key].src ?? key).replace(/\?.*$/, '');
  const keys = extra.get(route) ?? new Set();
  for (const k of routeClosure(key)) if (!initial.has(k) && !background.has(k)) keys.add(k);
  extra.set(route, keys);
}
const users = new Map();
for (const keys of extra.values()) for (const k of keys) users.set(k, (users.get(k) ?? 0) + 1);
/** Route files of the layouts around a route (`<dir>/route.tsx` up the tree), with it. */
function withLayouts(route) {
  const routes = [route];
  for (let dir = route.replace(/\/[^/]+$/, ''); dir.includes('/'); dir = dir.replace(/\/[^/]+$/, '')) {
    const layout = `${dir}/route.tsx`;
    if (layout !== route && extra.has(layout)) routes.push(layout);
  }
  return routes;
}
/** JavaScript and CSS files of a chunk set. */
const fileCount = (keys) => keys.size + new Set([...keys].flatMap((k) => manifest[k].css ?? [])).size;
/** JavaScript and CSS files of a chunk set, as /assets/ paths. */
const filePaths = (keys) => new Set([...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]).map((file) => `/${file}`));

// index.html's inline scripts, run as the page runs them, with an address and a document that
// records the links they add: what a cold visit asks for in the page's own round.
const entryPage = readFileSync(join(dist, 'index.html'), 'utf8');
const entryPageKiB = gzipSync(entryPage, { level: 9 }).length / 1024;
const inlineScripts = [...entryPage.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
function firstRound(pathname) {
  const asked = new Set();
  const element = () => ({ setAttribute() {}, set href(value) { asked.add(value); } });
  const window = { localStorage: { getItem: () => null }, matchMedia: () => ({ matches: false }), Worker: function Worker(url) { asked.add(url); } };
  const document = { createElement: element, head: { append() {} }, documentElement: { setAttribute() {} }, defaultView: window };
  for (const script of inlineScripts) new Function('location', 'document', 'window', script)({ pathname }, document, window);
  return asked;
}
/** The manifest keys of a route file's split chunks holding one of `parts` (`loader`, `component`, ...). */
const splitsOf = (route, parts) => Object.keys(manifest).filter((key) => key.startsWith(`${route}?tsr-split=`) && key.slice(key.indexOf('=') + 1).split('---').some((part) => parts.includes(part)));
/** The manifest keys of a route file's screen code: its loader and component splits (not its error pages'). */
const screenSplits = (route) => splitsOf(route, ['loader', 'component']);
/** An address of a route file: its path, with `$param` as `1` and without `index`/`route`. */
const addressOf = (route) => route.replace(/^src\/routes/, '').replace(/\.tsx$/, '').replace(/\/(index|route)$/, '').replace(/\$\w+/g, '1');
failed ||= entryPageKiB > ENTRY_PAGE_BUDGET_KIB;
console.log(`index.html: ${entryPageKiB.toFixed(1)} KiB gzip (budget ${ENTRY_PAGE_BUDGET_KIB})${entryPageKiB > ENTRY_PAGE_BUDGET_KIB ? '  OVER BUDGET' : ''}`);
for (const path of ['/', '/login']) {
  const asked = firstRound(path);
  failed ||= asked.size > 0;
  if (asked.size > 0) console.log(`${path} asks for the console's files in its first round  OVER BUDGET`);
}
const assets = new Set(readdirSync(join(dist, 'assets')).map((file) => `/assets/${file}`));
/** What every console address waits for: the initial load and the operation registry. */
const consoleCode = new Set([...initial, ...sharedKeys.filter((k) => manifest[k].name === 'operations').flatMap((k) => [...closure(k)])]);
const startFiles = filePaths(start);
const workerPaths = new Set(workers.map((file) => `/${file}`));
const consolePaths = new Set([...filePaths(consoleCode), ...workerPaths]);

let mostColdFiles = 0;
let firstRoundScreens = 0;
for (const [route, keys] of extra) {
  const cold = new Set([...initial, ...background]);
  for (const layout of withLayouts(route)) for (const k of extra.get(layout)) cold.add(k);
  for (const k of keys) cold.add(k);
  const coldFiles = CONSOLE_ROUTE.test(route) ? fileCount(cold) + workers.length : undefined;
  if (coldFiles !== undefined) mostColdFiles = Math.max(mostColdFiles, coldFiles);
  if (CONSOLE_ROUTE.test(route)) {
    const asked = firstRound(addressOf(route));
    const needed = new Set(consoleCode);
    for (const layout of withLayouts(route)) for (const key of screenSplits(layout)) closure(key, needed);
    const later = [...filePaths(needed), ...workerPaths].filter((file) => !asked.has(file) && !startFiles.has(file));
    const unknown = [...asked].filter((file) => !assets.has(file));
    // The screen's loader files first after the console's: over a slow link the browser fetches
    // a few at a time in the order asked, and the list's request waits for them.
    const order = [...asked];
    const loaderPaths = new Set([...filePaths(splitsOf(route, ['loader']).reduce((seen, key) => closure(key, seen), new Set()))].filter((file) => !consolePaths.has(file) && !startFiles.has(file)));
    const lastLoader = Math.max(-1, ...[...loaderPaths].map((file) => order.indexOf(file)));
    const firstOther = order.findIndex((file) => !consolePaths.has(file) && !loaderPaths.has(file));
    const behind = firstOther >= 0 && lastLoader > firstOther ? order[firstOther] : null;
    if (later.length === 0 && unknown.length === 0 && !behind) firstRoundScreens += 1;
    else {
      failed = true;
      console.log(`route ${route} (${addressOf(route)}): ${later.length ? `index.html leaves ${later.join(', ')} to a later round` : ''}${unknown.length ? ` asks for missing ${unknown.join(', ')}` : ''}${behind ? ` asks for ${behind} before its loader's ${order[lastLoader]}` : ''}  OVER BUDGET`);
    }
  }
  const ownKiB = [...keys].filter((k) => !sharedKeys.includes(k) && users.get(k) === 1).reduce((sum, k) => sum + kib(k), 0);
  const firstVisitKiB = [...keys].reduce((sum, k) => sum + kib(k), 0);
  const over = ownKiB > ROUTE_BUDGET_KIB;
  failed ||= over;
  rows.push({ route, kib: ownKiB, firstVisitKiB, coldFiles, over });
}
failed ||= mostColdFiles > COLD_FILES_BUDGET;
// The list screens' `table` chunk loads with a list, never with a layout, which every screen
// below it (the dashboard, the profile...) would then wait for, nor with the dashboard, which
// draws no list (a helper of the table's imported by a section brings all 80 KiB of it).
const TABLE_FREE = [...extra.keys()].filter((route) => /\/route\.tsx$/.test(route) || route === 'src/routes/admin/dashboard.tsx');
for (const route of TABLE_FREE) {
  const table = [...extra.get(route)].find((k) => manifest[k].name === 'table');
  if (!table) continue;
  failed = true;
  console.log(`${route} loads the table chunk: ${/\/route\.tsx$/.test(route) ? 'every screen below it waits for it' : 'it draws no list'}  OVER BUDGET`);
}
// The screens' small helpers (`kit`) load with the console: a module of theirs that imported the
// console's code or a screen's would form a cycle, or bring that code into every first load.
const KIT_MAY_IMPORT = /^(rolldown-runtime|tanstack|mantine)$/;
for (const key of Object.keys(manifest).filter((k) => manifest[k].name === 'kit')) {
  const wrong = (manifest[key].imports ?? []).filter((k) => k !== 'index.html' && !KIT_MAY_IMPORT.test(manifest[k].name ?? ''));
  if (wrong.length === 0) continue;
  failed = true;
  console.log(`the kit chunk imports ${wrong.map((k) => manifest[k].src ?? manifest[k].file).join(', ')}: it may import only packages  OVER BUDGET`);
}
console.log(`files of a cold visit to a console screen: at most ${mostColdFiles} (budget ${COLD_FILES_BUDGET})${mostColdFiles > COLD_FILES_BUDGET ? '  OVER BUDGET' : ''}`);
console.log(`console screens whose code index.html asks for in its first round: ${firstRoundScreens} of ${[...extra.keys()].filter((route) => CONSOLE_ROUTE.test(route)).length}`);
rows.sort((a, b) => b.kib - a.kib);
for (const row of rows) {
  console.log(`route ${row.route}: own ${row.kib.toFixed(1)} KiB gzip (budget ${ROUTE_BUDGET_KIB}), first visit ${row.firstVisitKiB.toFixed(1)} KiB${row.coldFiles === undefined ? '' : `, cold ${row.coldFiles} files`}${row.over ? '  OVER BUDGET' : ''}`);
}
console.log(failed ? 'budget: FAILED' : `budget: ok (${rows.length} routes)`);
process.exit(failed ? 1 : 0);
