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
// Environment: BENCH_RUNS (default 5), BENCH_PORT_BASE (default 900: ports 5073, 8981, 4911),
// BENCH_NO_BUILD=1 to measure the existing dist/, CHROMIUM_PATH. Mind the machine's load: the
// timings are only comparable between runs made under the same load (printed at the end).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BENCH_CONTEXT, executablePath, median, signInAsAdmin } from './bench/common.mjs';
import { LIGHTHOUSE_METRICS, lighthouseRuns } from './bench/lighthouse.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const base = Number(process.env.BENCH_PORT_BASE ?? 900);
const ports = { app: 4173 + base, idp: 8081 + base, prism: 4011 + base };
const baseUrl = `http://localhost:${ports.app}`;
const LIST = { path: '/admin/config-mgt/bank-mgt', marker: 'Bank of Ceylon', what: 'first row' };
const DASHBOARD = { path: '/admin/dashboard', marker: '38,452,750.00', what: 'figures' };
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

const loadAtStart = loadavg();
if (!process.env.BENCH_NO_BUILD) execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });

// --- the stack ---------------------------------------------------------------------------
// A stack already answering on these ports (e.g. `node tests/e2e/serve.mjs` started by hand on
// a busy machine, where Prism may need more than its 30 s to start) is used as it is.
const running = await fetch(`${baseUrl}/config.json`).then((r) => r.ok).catch(() => false);
const stack = running ? { exitCode: null, pid: 0, kill: () => undefined, stdout: { on: () => undefined } } : spawn(process.execPath, ['tests/e2e/serve.mjs'], {
  env: { ...process.env, APP_PORT: String(ports.app), IDP_PORT: String(ports.idp), PRISM_PORT: String(ports.prism) },
  stdio: ['ignore', 'pipe', 'inherit'],
  // Its own process group: stopping it stops Prism and the identity provider with it.
  detached: true,
});
let stackOutput = '';
stack.stdout.on('data', (chunk) => (stackOutput += chunk));
async function waitForStack() {
  for (let i = 0; i < 240; i += 1) {
    if (stack.exitCode !== null) throw new Error(`the stack stopped:\n${stackOutput}`);
    const ok = await fetch(`${baseUrl}/config.json`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the stack did not start within 2 minutes');
}
const stopStack = () => {
  if (running || stack.exitCode !== null) return;
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    stack.kill('SIGTERM');
  }
};
process.on('exit', stopStack);

// --- sizes -------------------------------------------------------------------------------
const gzipCache = new Map();
function gzipKiB(url) {
  const path = new URL(url).pathname;
  if (!gzipCache.has(path)) {
    const file = join('dist', path);
    gzipCache.set(path, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0);
  }
  return gzipCache.get(path);
}
function bytesOf(requests) {
  const own = requests.filter((r) => r.url.startsWith(`${baseUrl}/assets/`));
  const js = new Set(own.filter((r) => /\.js$/.test(r.url)).map((r) => r.url));
  const css = new Set(own.filter((r) => /\.css$/.test(r.url)).map((r) => r.url));
  const sum = (urls) => [...urls].reduce((s, u) => s + gzipKiB(u), 0);
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
const short = (r) => {
  const url = new URL(r.url);
  if (url.origin !== baseUrl) return `idp${url.pathname.replace(/^.*\/protocol\/openid-connect/, '')}`;
  return url.pathname.startsWith('/assets/') ? url.pathname.slice('/assets/'.length).replace(/-[\w-]{8}\.(js|css)$/, '.$1') : url.pathname;
};
const isApp = (r) => r.url.startsWith(`${baseUrl}/`) && !/\/silent-callback\./.test(r.url);
const isAll = () => true;

// --- the runs ----------------------------------------------------------------------------

async function signInOnce(browser) {
  const context = await browser.newContext(BENCH_CONTEXT);
  await signInAsAdmin(await context.newPage(), baseUrl);
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

async function coldRun(browser, cookies, screen, throttled) {
  const context = await browser.newContext(BENCH_CONTEXT);
  await context.addCookies(cookies);
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
  await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit', timeout: 120_000 });
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
  return {
    ms: result.markerAt - result.navStart,
    roundsApp: chain(requests, result.markerAt, isApp).length,
    roundsAll: all.length,
    roundsApi: all.filter(isApi).length,
    chain: all.map(short).join(' > '),
    longTasks: result.longTasks.length,
    longTaskMs: total,
    tbt: result.longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
    lcp: result.lcp,
    cls: result.cls,
    bytes: bytesOf(requests),
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

await waitForStack();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
try {
  const cookies = await signInOnce(browser);
  const results = {};
  for (const screen of [LIST, DASHBOARD]) {
    for (const throttled of [false, true]) {
      const key = `${screen.path} ${throttled ? 'throttled' : 'unthrottled'}`;
      results[key] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await coldRun(browser, cookies, screen, throttled);
        results[key].push(run);
        process.stderr.write(`  ${key} run ${i + 1}: ${Math.round(run.ms)} ms, rounds app ${run.roundsApp} / all ${run.roundsAll}, API ${run.roundsApi}, long tasks ${run.longTasks} / ${Math.round(run.longTaskMs)} ms\n`);
        if (i === 0) process.stderr.write(`    chain: ${run.chain}\n`);
      }
    }
  }
  const audits = await lighthouseRuns({ baseUrl, cookies, paths: [DASHBOARD.path, LIST.path], runs: RUNS });
  const login = await publicPage(browser, '/login', (page) => page.locator('#username').waitFor());
  const index = await publicPage(browser, '/', (page) => page.getByRole('link', { name: 'Sign in' }).waitFor());

  const m = (key, pick) => median(results[key].map(pick));
  const f0 = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '-');
  const f1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  const f3 = (v) => (Number.isFinite(v) ? v.toFixed(3) : '-');
  const rows = [];
  for (const screen of [LIST, DASHBOARD]) {
    const u = `${screen.path} unthrottled`;
    const t = `${screen.path} throttled`;
    rows.push([`${screen.path} (${screen.what})`, '', '']);
    rows.push(['  request rounds before it, app / with sign-in', `${f0(m(u, (r) => r.roundsApp))} / ${f0(m(u, (r) => r.roundsAll))}`, `${f0(m(t, (r) => r.roundsApp))} / ${f0(m(t, (r) => r.roundsAll))}`]);
    rows.push(['  API rounds in that chain', f0(m(u, (r) => r.roundsApi)), f0(m(t, (r) => r.roundsApi))]);
    rows.push([`  time to ${screen.what} (ms)`, f0(m(u, (r) => r.ms)), f0(m(t, (r) => r.ms))]);
    rows.push(['  long tasks: count / total ms', `${f0(m(u, (r) => r.longTasks))} / ${f0(m(u, (r) => r.longTaskMs))}`, `${f0(m(t, (r) => r.longTasks))} / ${f0(m(t, (r) => r.longTaskMs))}`]);
    rows.push(['  total blocking time (ms)', f0(m(u, (r) => r.tbt)), f0(m(t, (r) => r.tbt))]);
    rows.push(['  LCP (ms)', f0(m(u, (r) => r.lcp)), f0(m(t, (r) => r.lcp))]);
    rows.push(['  CLS', f3(m(u, (r) => r.cls)), f3(m(t, (r) => r.cls))]);
    rows.push(['  JS / CSS KiB gzip (files)', `${f1(m(u, (r) => r.bytes.js))} (${f0(m(u, (r) => r.bytes.jsFiles))}) / ${f1(m(u, (r) => r.bytes.css))} (${f0(m(u, (r) => r.bytes.cssFiles))})`, '']);
  }
  rows.push(['/login JS / CSS KiB gzip (files)', `${f1(login.js)} (${login.jsFiles}) / ${f1(login.css)} (${login.cssFiles})`, '']);
  rows.push(['/ (signed out) JS / CSS KiB gzip (files)', `${f1(index.js)} (${index.jsFiles}) / ${f1(index.css)} (${index.cssFiles})`, '']);

  for (const [path, audit] of Object.entries(audits)) {
    rows.push([`Lighthouse desktop, signed in: ${path}`, `score ${f0(audit.score)}`, '']);
    for (const [id, label] of Object.entries(LIGHTHOUSE_METRICS)) rows.push([`  ${label}${id === 'cumulative-layout-shift' ? '' : ' (ms)'}`, id === 'cumulative-layout-shift' ? f3(audit[id]) : f0(audit[id]), '']);
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nmedians of ${RUNS} cold runs          ${'unthrottled'.padStart(Math.max(0, width - 30))}   4x CPU + Fast 3G`);
  for (const [label, a, b] of rows) console.log(`${label.padEnd(width)}  ${a.padStart(14)}   ${b.padStart(14)}`);

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
  stopStack();
}
