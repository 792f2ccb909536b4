// The cost of list rows, for `npm run bench` (scripts/bench.mjs imports it) or standalone
// through scripts/bench/rows-run.mjs. On a signed-in Playwright page it replaces list answers
// through the browser's request interception with generated rows, so the figures do not
// depend on the mock's data:
// - per size (100, 500, 1,000 rows answered to a list that asked for 100): the main-thread
//   time (CDP Performance.getMetrics TaskDuration) from choosing "100 rows per page" until the
//   rows are painted (BENCH_ROLE_WAIT: see below), per row in the DOM and in total; the rows in the DOM; the JS heap after
//   the render (after a garbage collection);
// - the 95th-percentile frame time while scrolling a list of 500 rows (a bill category's
//   fields, a list without pager, opened in its side panel), one scroll step per frame.

import { median as middle } from './common.mjs';

/** Answer sizes measured. */
export const ROW_SIZES = [100, 500, 1000];
/** Rows of the list scrolled for the frame times. */
export const SCROLL_ROWS = 500;

/** BENCH_ROLE_WAIT=1: wait for the first row with Playwright's role locator, as the first figures did (its polling counted in). */
const ROLE_WAIT = Boolean(process.env.BENCH_ROLE_WAIT);

/** How long one render may take before the size counts as failed. */
const RENDER_LIMIT = 90_000;

const BANKS = /\/api\/banks\?/;
const CATEGORY_FIELDS = /\/api\/bills\/categories\/categoryField\//;

/** `count` banks in the contract's shape, from one real row of the mock. */
function banks(template, count) {
  return Array.from({ length: count }, (_, i) => ({
    ...template,
    bankCode: String(2000 + i),
    bankName: `Benchmark Bank ${i + 1}`,
    displayName: `Bench ${i + 1}`,
    shortCode: 'BNCH',
    statusId: (i % 3) + 1,
  }));
}

/** `count` bill category fields in the contract's shape, from one real row of the mock. */
function categoryFields(template, count) {
  return Array.from({ length: count }, (_, i) => ({ ...template, fieldName: `field_${i + 1}`, label: `Benchmark field ${i + 1}`, order: i + 1 }));
}

/** Answers `pattern` with the real answer whose rows (at `rowsOf`) are replaced by `make(firstRow, count)`. */
async function replaceRows(page, pattern, count, rowsOf, make) {
  await page.unroute(pattern);
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const holder = rowsOf(body);
    const template = holder.rows[0];
    holder.set(make(template, count));
    if (body.data && typeof body.data.total === 'number') body.data.total = count;
    await route.fulfill({ response, json: body });
  });
}

const metric = async (cdp, name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;

/**
 * Starts watching, inside the page, for a table cell whose text is `text`; resolves (in the
 * page) once it is in the DOM. A MutationObserver, not Playwright's polling of roles: the
 * polling computes accessible names over the whole table on the page's main thread, so it would
 * be counted as the rows' cost (about 1 ms per row at 100 rows).
 */
const watchCell = (page, text, timeout) =>
  page.evaluateHandle(
    ([wanted, limit]) => {
      const found = () => [...document.querySelectorAll('td')].some((cell) => cell.textContent === wanted);
      return {
        shown: new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no cell "${wanted}" within ${limit} ms`)), limit);
          const observer = new MutationObserver(() => {
            if (!found()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(true);
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      };
    },
    [text, timeout],
  );

/** Two animation frames: what was committed has been painted. */
const painted = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Rows in the main list's body (skeleton rows excluded). */
const bodyRows = (page) => page.evaluate(() => document.querySelectorAll('main table tbody tr:not(:has(.mantine-Skeleton-root))').length);

/**
 * Readies the choice of 100 rows per page and returns the choosing. The console's pager is the
 * browser's select: the choice sets its value and fires its input and change events, as the
 * browser does (its popup is drawn outside the page). A listbox select (the starting
 * code) is opened first, and its option is clicked.
 */
async function sizeChooser(page) {
  const native = page.getByRole('combobox', { name: /rows per page/i });
  if ((await native.count()) > 0) return () => native.selectOption('100');
  await page.getByRole('textbox', { name: /rows per page/i }).first().click();
  const option = page.getByRole('option', { name: '100', exact: true });
  await option.waitFor();
  return () => option.click();
}

/** One answer size: open the banks list, answer `count` rows to "100 per page", measure. */
async function measureSize(page, cdp, baseUrl, count) {
  await page.unroute(BANKS);
  await page.goto(`${baseUrl}/admin/config-mgt/bank-mgt`);
  await page.getByRole('cell', { name: 'Bank of Ceylon', exact: true }).waitFor();
  await replaceRows(page, BANKS, count, (body) => ({ rows: body.data.data, set: (rows) => (body.data.data = rows) }), banks);
  const choose = await sizeChooser(page);
  await painted(page);
  const watch = await watchCell(page, 'Benchmark Bank 1', RENDER_LIMIT);
  const before = await metric(cdp, 'TaskDuration');
  const started = Date.now();
  await choose();
  if (ROLE_WAIT) await page.getByRole('cell', { name: 'Benchmark Bank 1', exact: true }).waitFor({ timeout: RENDER_LIMIT });
  else await watch.evaluate((w) => w.shown);
  await painted(page);
  const elapsed = Date.now() - started;
  const task = ((await metric(cdp, 'TaskDuration')) - before) * 1000;
  const rendered = await bodyRows(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await metric(cdp, 'JSHeapUsedSize');
  return { answered: count, rendered, mainThreadMs: Math.round(task), msPerRow: rendered ? +(task / rendered).toFixed(2) : null, wallMs: elapsed, heapMB: +(heap / 2 ** 20).toFixed(1) };
}

/** The 95th-percentile frame time while scrolling a side panel's list of SCROLL_ROWS rows to its end. */
async function measureScroll(page, cdp, baseUrl) {
  await page.unroute(BANKS);
  await replaceRows(page, CATEGORY_FIELDS, SCROLL_ROWS, (body) => ({ rows: body.data, set: (rows) => (body.data = rows) }), categoryFields);
  await page.goto(`${baseUrl}/admin/config-mgt/bill-cat-mgt`);
  await page.getByRole('button', { name: /^More actions for/ }).first().click();
  await page.getByRole('menuitem', { name: 'Category Fields' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('cell', { name: 'Benchmark field 1', exact: true }).waitFor({ timeout: 120_000 });
  await painted(page);
  const rendered = await dialog.locator('tbody tr').count();
  const frames = await dialog.locator('table').first().evaluate(async (table) => {
    let scroller = table.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 10 && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    if (!scroller) return { times: [], distance: 0 };
    const step = Math.max(60, Math.ceil((scroller.scrollHeight - scroller.clientHeight) / 240));
    const times = [];
    await new Promise((resolve) => {
      let last = performance.now();
      const tick = (now) => {
        times.push(now - last);
        last = now;
        const before = scroller.scrollTop;
        scroller.scrollTop = before + step;
        if (scroller.scrollTop === before || times.length > 600) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return { times: times.slice(1), distance: scroller.scrollTop };
  });
  await page.unroute(CATEGORY_FIELDS);
  const sorted = [...frames.times].sort((a, b) => a - b);
  const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] : null;
  return { rows: SCROLL_ROWS, renderedRows: rendered, frames: sorted.length, p95FrameMs: p95 === null ? null : +p95.toFixed(1), maxFrameMs: sorted.length ? +sorted[sorted.length - 1].toFixed(1) : null };
}

/**
 * Row costs on a signed-in page of the console at `baseUrl`: `{ sizes: [...], scroll: {...} }`
 * (see the file's comment for what each figure is).
 */
export async function benchRows(page, baseUrl) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const sizes = [];
  for (const count of ROW_SIZES) {
    if (process.env.BENCH_DEBUG) console.error(`rows: ${count}`);
    try {
      sizes.push(await measureSize(page, cdp, baseUrl, count));
    } catch (error) {
      // The page did not render the rows within the time limit: larger sizes will not either.
      sizes.push({ answered: count, failed: String(error).split('\n')[0] });
      await cdp.detach().catch(() => {});
      return { sizes, scroll: null };
    }
  }
  const scroll = await measureScroll(page, cdp, baseUrl);
  await page.unroute(BANKS);
  await cdp.detach();
  return { sizes, scroll };
}

/**
 * `runs` runs of `benchRows` on the same signed-in page, and their medians per size and for the
 * scroll, as tables (console.table): `{ sizes: [...], scroll: [...] }`. Each run's figures go to
 * `log` as they come.
 */
export async function benchRowMedians(page, baseUrl, runs, log = () => {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await benchRows(page, baseUrl);
    log(result);
    results.push(result);
  }
  // Medians of an even number of runs are means of two: rounded as the runs' own figures are.
  const median = (values, digits = 1) => +middle(values).toFixed(digits);
  return {
    sizes: results[0].sizes.map((size, i) => ({
      answered: size.answered,
      rendered: median(results.map((r) => r.sizes[i]?.rendered ?? null)),
      'main thread ms': median(results.map((r) => r.sizes[i]?.mainThreadMs ?? null)),
      'ms per row': median(results.map((r) => r.sizes[i]?.msPerRow ?? null), 2),
      'wall ms': median(results.map((r) => r.sizes[i]?.wallMs ?? null)),
      'heap MB': median(results.map((r) => r.sizes[i]?.heapMB ?? null)),
    })),
    scroll: [
      {
        'scrolled rows': results[0].scroll?.rows ?? null,
        'rows in DOM': median(results.map((r) => r.scroll?.renderedRows ?? null)),
        'p95 frame ms': median(results.map((r) => r.scroll?.p95FrameMs ?? null)),
        'max frame ms': median(results.map((r) => r.scroll?.maxFrameMs ?? null)),
      },
    ],
  };
}
