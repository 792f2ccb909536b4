// The loading benchmark (`npm run bench`; not part of `npm test`: it measures, it does not pass
// or fail). Builds the console, serves the production build with the end-to-end stack
// (tests/e2e/serve.mjs: Prism, the development identity provider, `vite preview`), signs in
// through the identity provider's page once, then opens cold tabs (a new browser context each
// run: empty cache, the identity provider's session cookies only, as a person opening the
// console in a new window) and prints the medians of BENCH_RUNS (default 5) runs:
//
// - request rounds before the first row of /admin/config-mgt/bank-mgt and before the dashboard
//   figures: the length of the critical chain of requests (from the screen's last API answer
//   before the row, back through, each time, the request that ended last before it started).
//   It ends at the data, as the count did: what arrives after the last answer and before
//   the row is idle prefetching (the notices, the long-wait Cancel, the forms' schemas), which
//   the row does not wait for; "api" is how many API rounds the chain holds. "app" counts
//   the console's own origin (page, chunks, config.json, /api) without the silent-callback page;
//   "all" adds the identity provider's silent sign-in (the hidden prompt=none round trip a cold
//   tab needs, as tokens live in memory only). Each run prints its time, rounds and long tasks
//   as it goes (the spread behind a median), the first run its chain;
// - time from navigation to the first row / the figures, unthrottled and with 4x CPU slowdown
//   plus DevTools' Fast 3G (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up);
// - long tasks (count and total) and total blocking time (the part of each beyond 50 ms) until
//   the page is quiet, LCP and CLS (PerformanceObserver, buffered);
// - JavaScript and CSS per page (gzip -9 of the files the page fetched, as scripts/budget.mjs
//   counts them) for /login, /, the dashboard and the list;
// - Lighthouse's desktop performance score of the dashboard and the list, signed in, with its
//   FCP, LCP, TBT, CLS and Speed Index (scripts/bench/lighthouse.mjs; medians of BENCH_RUNS);
// - when scripts/bench/rows.mjs exists, its per-size row costs, medians of BENCH_RUNS runs (`benchRowMedians`).
//
// With BENCH_BASELINE=<git ref> (e.g. `BENCH_BASELINE=436d952 npm run bench`), the same cold runs
// are made on that commit's build too (scripts/bench/stack.mjs: a worktree beside this one, its own
// stack on ports of its own), alternating run by run, and the table gets a column for each and the
// difference; each screen's first run prints its waterfall (request, start and end from navigation).
//
// Environment: BENCH_RUNS (default 5), BENCH_PORT_BASE (default 900: ports 5073, 8981, 4911; the
// baseline's 50 above), BENCH_NO_BUILD=1 to measure the existing dist/, CHROMIUM_PATH. Mind the
// machine's load: the timings are only comparable between runs made under the same load (printed
// at the end), which is why a comparison alternates.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BENCH_CONTEXT, executablePath, median, signInAsAdmin } from './bench/common.mjs';
import { LIGHTHOUSE_METRICS, lighthouseRuns } from './bench/lighthouse.mjs';
import { baselineCheckout, startStack } from './bench/stack.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const base = Number(process.env.BENCH_PORT_BASE ?? 900);
const BASELINE = process.env.BENCH_BASELINE;
const LIST = { path: '/admin/config-mgt/bank-mgt', marker: 'Bank of Ceylon', what: 'first row' };
const DASHBOARD = { path: '/admin/dashboard', marker: '38,452,750.00', what: 'figures' };
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

const loadAtStart = loadavg();
if (!process.env.BENCH_NO_BUILD) execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
const baselineDir = BASELINE ? baselineCheckout(BASELINE) : null;

// --- the stacks --------------------------------------------------------------------------
const stacks = [{ ...(await startStack({ cwd: process.cwd(), base, label: 'this build' })), dist: 'dist' }];
if (baselineDir) stacks.push({ ...(await startStack({ cwd: baselineDir, base: base + 50, label: BASELINE })), dist: join(baselineDir, 'dist') });
const stopStacks = () => stacks.forEach((s) => s.stop());
process.on('exit', stopStacks);
const current = stacks[0];
const baseUrl = current.baseUrl;

// --- sizes -------------------------------------------------------------------------------
const gzipCache = new Map();
function gzipKiB(url, dist) {
  const file = join(dist, new URL(url).pathname);
  if (!gzipCache.has(file)) gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0);
  return gzipCache.get(file);
}
function bytesOf(requests, stack = current) {
  const own = requests.filter((r) => r.url.startsWith(`${stack.baseUrl}/assets/`));
  const js = new Set(own.filter((r) => /\.js$/.test(r.url)).map((r) => r.url));
  const css = new Set(own.filter((r) => /\.css$/.test(r.url)).map((r) => r.url));
  const sum = (urls) => [...urls].reduce((s, u) => s + gzipKiB(u, stack.dist), 0);
  return { js: sum(js), css: sum(css), jsFiles: js.size, cssFiles: css.size };
}

// --- what a page records about itself ------------------------------------------------------
/** Installed before any script of the page: the moment a marker text appears, long tasks, LCP, CLS. */
function instrument({ marker }) {
  const bench = { markerAt: null, longTasks: [], lcp: 0, cls: 0 };
  window.__bench = bench;
  const seen = (node) => (node.textContent ?? '').includes(marker);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (bench.markerAt === null && seen(node)) {
          bench.markerAt = performance.timeOrigin + performance.now();
          observer.disconnect();
          return;
        }
      }
      if (record.type === 'characterData' && bench.markerAt === null && seen(record.target)) {
        bench.markerAt = performance.timeOrigin + performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Records every request of a page (all frames): url, start and end (epoch ms). */
function recordRequests(page) {
  const requests = [];
  const add = (request, failed) => {
    const timing = request.timing();
    const start = timing.startTime;
    const end = timing.responseEnd >= 0 ? start + timing.responseEnd : Date.now();
    requests.push({ url: request.url(), start, end, failed });
  };
  page.on('requestfinished', (request) => add(request, false));
  page.on('requestfailed', (request) => add(request, true));
  return requests;
}

/** A request to the API (under the console's origin). */
const isApi = (r) => new URL(r.url).pathname.startsWith('/api/');

/**
 * The critical chain of requests before `until`: from the last API answer that arrived before it,
 * back through the request that ended last before each one started (what it plausibly waited
 * for), to the page. Its length is the number of request rounds.
 */
function chain(requests, until, include) {
  // Nothing waits for the tab's icon.
  const list = requests.filter((r) => r.end <= until && include(r) && !r.url.endsWith('/favicon.svg'));
  const lastEnded = (some) => some.reduce((best, q) => (!best || q.end > best.end ? q : best), null);
  const latestBefore = (time) => lastEnded(list.filter((q) => q.end <= time));
  const data = lastEnded(list.filter(isApi));
  const path = [];
  for (let r = data ?? latestBefore(until); r; r = latestBefore(r.start)) path.unshift(r);
  return path;
}
const short = (r, stack) => {
  const url = new URL(r.url);
  if (url.origin !== stack.baseUrl) return `idp${url.pathname.replace(/^.*\/protocol\/openid-connect/, '')}`;
  return url.pathname.startsWith('/assets/') ? url.pathname.slice('/assets/'.length).replace(/-[\w-]{8}\.(js|css)$/, '.$1') : url.pathname;
};
const isApp = (stack) => (r) => r.url.startsWith(`${stack.baseUrl}/`) && !/\/silent-callback\./.test(r.url);
const isAll = () => true;

// --- the runs ----------------------------------------------------------------------------

async function signInOnce(browser, stack) {
  const context = await browser.newContext(BENCH_CONTEXT);
  await signInAsAdmin(await context.newPage(), stack.baseUrl);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** Waits until no request has been in flight for `quietMs`. */
async function quiet(page, quietMs = 1000, limitMs = 30_000) {
  let inFlight = 0;
  let last = Date.now();
  const on = () => ((inFlight += 1), (last = Date.now()));
  const off = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  const until = Date.now() + limitMs;
  while (Date.now() < until && (inFlight > 0 || Date.now() - last < quietMs)) await new Promise((r) => setTimeout(r, 100));
  page.off('request', on);
  page.off('requestfinished', off);
  page.off('requestfailed', off);
}

async function coldRun(browser, stack, screen, throttled) {
  const context = await browser.newContext(BENCH_CONTEXT);
  await context.addCookies(stack.cookies);
  const page = await context.newPage();
  await page.addInitScript(instrument, { marker: screen.marker });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  }
  const requests = recordRequests(page);
  const started = Date.now();
  await page.goto(`${stack.baseUrl}${screen.path}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.__bench?.markerAt !== null, undefined, { timeout: 120_000, polling: 100 });
  await quiet(page, throttled ? 2000 : 1000);
  const result = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const b = window.__bench;
    return { markerAt: b.markerAt, navStart: performance.timeOrigin + (nav?.startTime ?? 0), longTasks: b.longTasks, lcp: b.lcp, cls: b.cls };
  });
  await context.close();
  const total = result.longTasks.reduce((s, d) => s + d, 0);
  const all = chain(requests, result.markerAt, isAll);
  const at = (t) => Math.round(t - result.navStart);
  return {
    ms: result.markerAt - result.navStart,
    roundsApp: chain(requests, result.markerAt, isApp(stack)).length,
    roundsAll: all.length,
    roundsApi: all.filter(isApi).length,
    chain: all.map((r) => short(r, stack)).join(' > '),
    waterfall: [...all.map((r) => `${short(r, stack).padEnd(34)} ${String(at(r.start)).padStart(6)} - ${String(at(r.end)).padStart(6)} ms`), `${screen.what.padEnd(34)} ${''.padStart(6)}   ${String(at(result.markerAt)).padStart(6)} ms`],
    longTasks: result.longTasks.length,
    longTaskMs: total,
    tbt: result.longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
    lcp: result.lcp,
    cls: result.cls,
    bytes: bytesOf(requests, stack),
    started,
  };
}

/** The JavaScript and CSS a signed-out visitor's tab fetches on a public page. */
async function publicPage(browser, path, ready) {
  const context = await browser.newContext(BENCH_CONTEXT);
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await quiet(page, 500);
  await context.close();
  return bytesOf(requests);
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
try {
  for (const stack of stacks) stack.cookies = await signInOnce(browser, stack);
  const cookies = current.cookies;
  // results[stack label][screen key]: the runs, made alternately on each stack.
  const results = Object.fromEntries(stacks.map((s) => [s.label, {}]));
  for (const screen of [LIST, DASHBOARD]) {
    for (const throttled of [false, true]) {
      const key = `${screen.path} ${throttled ? 'throttled' : 'unthrottled'}`;
      for (const stack of stacks) results[stack.label][key] = [];
      for (let i = 0; i < RUNS; i += 1) {
        for (const stack of stacks) {
          const run = await coldRun(browser, stack, screen, throttled);
          results[stack.label][key].push(run);
          process.stderr.write(`  [${stack.label}] ${key} run ${i + 1}: ${Math.round(run.ms)} ms, rounds app ${run.roundsApp} / all ${run.roundsAll}, API ${run.roundsApi}, long tasks ${run.longTasks} / ${Math.round(run.longTaskMs)} ms\n`);
          if (i === 0) process.stderr.write(`    waterfall:\n      ${run.waterfall.join('\n      ')}\n`);
        }
      }
    }
  }
  const audits = await lighthouseRuns({ baseUrl, cookies, paths: [DASHBOARD.path, LIST.path], runs: RUNS });
  const login = await publicPage(browser, '/login', (page) => page.locator('#username').waitFor());
  const index = await publicPage(browser, '/', (page) => page.getByRole('link', { name: 'Sign in' }).waitFor());

  const f0 = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '-');
  const f1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  const f3 = (v) => (Number.isFinite(v) ? v.toFixed(3) : '-');
  // One column per stack and condition: unthrottled, then 4x CPU + Fast 3G; with a baseline, the
  // difference (this build minus the baseline) after each condition's pair.
  const conditions = ['unthrottled', 'throttled'];
  const header = conditions.flatMap((c) => [...stacks.map((s) => `${s.label}${c === 'throttled' ? ', 4x CPU + Fast 3G' : ''}`), ...(stacks.length > 1 ? ['difference'] : [])]);
  const rows = [];
  /** A row of a figure per column; `format` turns a median into text; `single` fills the first column only. */
  const metric = (label, screen, pick, format, single = false) => {
    const cells = conditions.flatMap((c) => {
      const medians = stacks.map((s) => median(results[s.label][`${screen.path} ${c}`].map(pick)));
      if (single && c === 'throttled') return stacks.map(() => '').concat(stacks.length > 1 ? [''] : []);
      return [...medians.map(format), ...(stacks.length > 1 ? [format(medians[0] - medians[1])] : [])];
    });
    rows.push([label, ...cells]);
  };
  for (const screen of [LIST, DASHBOARD]) {
    rows.push([`${screen.path} (${screen.what})`, ...header.map(() => '')]);
    metric('  request rounds before it, app', screen, (r) => r.roundsApp, f0);
    metric('  request rounds with the sign-in', screen, (r) => r.roundsAll, f0);
    metric('  API rounds in that chain', screen, (r) => r.roundsApi, f0);
    metric(`  time to ${screen.what} (ms)`, screen, (r) => r.ms, f0);
    metric('  long tasks: count', screen, (r) => r.longTasks, f0);
    metric('  long tasks: total ms', screen, (r) => r.longTaskMs, f0);
    metric('  total blocking time (ms)', screen, (r) => r.tbt, f0);
    metric('  LCP (ms)', screen, (r) => r.lcp, f0);
    metric('  CLS', screen, (r) => r.cls, f3);
    metric('  JS KiB gzip', screen, (r) => r.bytes.js, f1, true);
    metric('  CSS KiB gzip', screen, (r) => r.bytes.css, f1, true);
  }
  const blank = header.slice(1).map(() => '');
  rows.push(['/login JS / CSS KiB gzip (files)', `${f1(login.js)} (${login.jsFiles}) / ${f1(login.css)} (${login.cssFiles})`, ...blank]);
  rows.push(['/ (signed out) JS / CSS KiB gzip (files)', `${f1(index.js)} (${index.jsFiles}) / ${f1(index.css)} (${index.cssFiles})`, ...blank]);
  for (const [path, audit] of Object.entries(audits)) {
    rows.push([`Lighthouse desktop, signed in: ${path}`, `score ${f0(audit.score)}`, ...blank]);
    for (const [id, label] of Object.entries(LIGHTHOUSE_METRICS)) rows.push([`  ${label}${id === 'cumulative-layout-shift' ? '' : ' (ms)'}`, id === 'cumulative-layout-shift' ? f3(audit[id]) : f0(audit[id]), ...blank]);
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  const cellWidth = Math.max(14, ...header.map((h) => h.length));
  console.log(`\nmedians of ${RUNS} cold runs${stacks.length > 1 ? ', alternated' : ''} (Lighthouse and sizes: ${current.label})`);
  console.log(`${''.padEnd(width)}  ${header.map((h) => h.padStart(cellWidth)).join('  ')}`);
  for (const [label, ...cells] of rows) console.log(`${label.padEnd(width)}  ${cells.map((c) => c.padStart(cellWidth)).join('  ')}`);

  // Row costs, measured by scripts/bench/rows.mjs where it exists (the table's own benchmark).
  const rowsModule = new URL('./bench/rows.mjs', import.meta.url);
  if (existsSync(rowsModule)) {
    const { benchRowMedians } = await import(rowsModule.href);
    const context = await browser.newContext(BENCH_CONTEXT);
    await context.addCookies(cookies);
    const page = await context.newPage();
    const medians = await benchRowMedians(page, baseUrl, RUNS);
    await context.close();
    console.log(`\nrows (scripts/bench/rows.mjs), medians of ${RUNS} runs:`);
    console.table(medians.sizes);
    console.table(medians.scroll);
  } else {
    console.log('\nrows: scripts/bench/rows.mjs is not there (it exports `async function benchRowMedians(page, baseUrl, runs)` returning median figures per size)');
  }
  const loadAtEnd = loadavg();
  console.log(`\nload average (1/5/15 min) at start ${loadAtStart.map((v) => v.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((v) => v.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  stopStacks();
}
