import type { Page } from '@playwright/test';
import { expect, nav, signIn, test } from './support';

/** From the page's next load on, adds up its layout shifts (those not caused by input), as CLS counts them, and notes what moved. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    // `inList`: the part of `total` whose every moved element is inside a list's table.
    const shifts = { total: 0, inList: 0, moved: [] as string[] };
    Object.assign(window, { __shifts: shifts });
    const describe = ({ node, previousRect: from, currentRect: to }: Source) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}` : '(gone)';
      return `${name} ${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}x${Math.round(from.height)} -> ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}x${Math.round(to.height)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        const sources = entry.sources ?? [];
        const inTable = ({ node }: Source) => (node instanceof Element ? node : node?.parentElement)?.closest('table') != null;
        if (sources.length > 0 && sources.every(inTable)) shifts.inList += entry.value;
        shifts.moved.push(...(entry.sources ?? []).map(describe));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts added up since the page loaded (watchShifts), and what moved. */
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { total: number; inList: number; moved: string[] } }).__shifts);

test('hovering a menu link preloads the screen: its data is requested before the click', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await nav(page).getByText('Config Management', { exact: true }).click();
  const preload = page.waitForRequest((r) => /\/api\/banks\?page=1&size=10/.test(r.url()));
  await nav(page).getByRole('link', { name: 'Bank Management' }).hover();
  await preload;
  await nav(page).getByRole('link', { name: 'Bank Management' }).click();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('a route chunk that fails to load after a deploy reloads the page once, and the screen opens', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Until the page reloads, the screen's chunks are gone (as after a deploy).
  // Counted when the reload's document is requested: the reloaded page asks for the route's chunks before its load event.
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads += 1;
  });
  await page.route(/\/assets\/bank-mgt-[^/]+\.js$/, (route) => (reloads === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
  await nav(page).getByText('Config Management', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Bank Management' }).click();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(reloads).toBe(1);
});

test('the sign-in page and the start page load the light start-up script, not the console', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.locator('#username')).toBeVisible();
  const own = scripts.filter((path) => path.startsWith('/assets/'));
  expect(own.length).toBeGreaterThan(0);
  expect(own.filter((path) => /\/assets\/(console|react-dom|link)-/.test(path))).toEqual([]);
});

test('a cold console page requests its screen\'s code before the sign-in finishes, signs in without the discovery round, and the dashboard does not shift as its figures arrive', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  const order: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/assets\/bank-mgt-[^/]+\.js$/.test(path)) order.push('screen code');
    else if (path.startsWith('/api/')) order.push('api');
    else if (path.endsWith('/.well-known/openid-configuration')) order.push('discovery');
    else if (path.endsWith('/protocol/openid-connect/auth')) order.push('silent sign-in');
  });
  await page.goto('/admin/config-mgt/bank-mgt');
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  expect(order.indexOf('screen code')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('screen code')).toBeLessThan(order.indexOf('api'));
  // The realm's endpoints come from its issuer: the silent sign-in asks for no discovery document first.
  expect(order).toContain('silent sign-in');
  expect(order).not.toContain('discovery');

  await watchShifts(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('paragraph').filter({ hasText: '38,452,750.00' })).toBeVisible();
  await expect(page.locator('rect[data-series]').first()).toBeVisible();
  const shifts = await shiftsOf(page);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.01);
});

test('a cold console page asks for the console\'s code, the operation registry and its screen\'s in its first round, beside the start-up script', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  const html = await (await page.request.get('/admin/config-mgt/bank-mgt')).text();
  const startup = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(startup).toMatch(/^\/assets\/.+\.js$/);
  // The start-up script held back: what the page asks for meanwhile, the page itself asked for.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${startup}`, async (route) => {
    await held;
    await route.continue();
  });
  const asked = ['console', 'operations', 'bank-mgt'].map((name) => page.waitForRequest(new RegExp(`/assets/${name}-[^/]+\\.js$`)));
  await page.goto('/admin/config-mgt/bank-mgt', { waitUntil: 'commit' });
  await Promise.all(asked);
  release();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test("a cold list's request does not wait for the table's code: its loader is a chunk of its own", async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  // The table's code held back at the network: the list's request must leave all the same.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/table-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const listRequest = page.waitForRequest(/\/api\/banks\?/);
  await page.goto('/admin/config-mgt/bank-mgt', { waitUntil: 'commit' });
  await listRequest;
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toHaveCount(0);
  release();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
});

test('a cold console page paints the console\'s frame with the page\'s heading at once, and the shell takes its place without a shift', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await watchShifts(page);
  // The silent sign-in's token held back: the console can draw nothing of its own meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/protocol/openid-connect/token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/config-mgt/bank-mgt', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading the console…' })).toBeVisible();
  await expect(page.getByText('Digital Wallet', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  // The page's heading, before the console has started: where and as the console draws it.
  const heading = page.getByRole('heading', { level: 2, name: 'Bank Management' });
  const looks = () => heading.evaluate((element) => { const style = getComputedStyle(element); return { box: element.getBoundingClientRect().toJSON() as unknown, color: style.color, font: style.font }; });
  await expect(heading).toBeVisible();
  const framed = await looks();
  release();
  await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(page.getByText('Loading the console…')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Digital Wallet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Bank Management' })).toBeVisible();
  expect(await looks()).toEqual(framed);
  // Not even the console's baseline styles, arriving under the frame, move it.
  const shifts = await shiftsOf(page);
  expect(shifts.total - shifts.inList, shifts.moved.join('\n')).toBe(0);
  // The list's columns may settle a little when its rows replace the skeleton rows (the table lays
  // its columns out by their content): known, kept small.
  expect(shifts.inList, shifts.moved.join('\n')).toBeLessThan(0.01);
});

test('a list paints its frame before its rows: toolbar, header and skeleton rows while the answer is on its way', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The banks' answer waits until the frame has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/banks\?/, async (route) => {
    await held;
    await route.continue();
  });
  await nav(page).getByText('Config Management', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Bank Management' }).click();
  const table = page.getByRole('table', { name: 'Bank Management' });
  await expect(page.getByRole('heading', { name: 'Bank Management' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add Bank' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Bank Name' })).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody .mantine-Skeleton-root').first()).toBeVisible();
  release();
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy');
});

test('a cold list whose answer is shorter than its skeleton moves nothing under it when its rows come: the pager comes with them', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await watchShifts(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/banks\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/config-mgt/bank-mgt');
  const table = page.getByRole('table', { name: 'Bank Management' });
  // Ten skeleton rows (a page's worth) and no pager under them.
  await expect(table.locator('tbody .mantine-Skeleton-root').first()).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);
  release();
  // Four rows take the skeleton's place; the pager is added under them.
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  await expect(page.getByText('1-4 of 4')).toBeVisible();
  // Nothing under the table moved. The columns settle to their content (the actions' header cell
  // narrows a little), well under the console's 0.01 of layout shift.
  const shifts = await shiftsOf(page);
  expect(shifts.moved.filter((moved) => !moved.startsWith('th.')), shifts.moved.join('\n')).toEqual([]);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.01);
});

test('a list never shows more rows than its page: a longer answer is cut to the page size, and the list says the API ignored it', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await page.route(/\/api\/banks\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { data: Record<string, unknown>[]; total: number } };
    const [first] = body.data.data;
    body.data.data = Array.from({ length: 30 }, (_, i) => ({ ...first, bankCode: String(3000 + i), bankName: `Extra Bank ${i + 1}` }));
    body.data.total = 30;
    await route.fulfill({ response, json: body });
  });
  const warning = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('30 rows for a page of 10'));
  await page.goto('/admin/config-mgt/bank-mgt');
  const table = page.getByRole('table', { name: 'Bank Management' });
  await expect(table.getByRole('cell', { name: 'Extra Bank 10', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByRole('alert').filter({ hasText: 'The wallet API ignored the page size' })).toContainText(
    'it sent 30 rows for a page of 10. The first 10 are shown; other pages may repeat or leave out rows.',
  );
  await warning;
});

test('a long list without pager renders only the rows in view; scrolling reaches the last, under a header that stays', async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  await page.route(/\/api\/bills\/categories\/categoryField\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    const [first] = body.data;
    body.data = Array.from({ length: 500 }, (_, i) => ({ ...first, fieldName: `field_${i + 1}`, label: `Long list field ${i + 1}`, order: i + 1 }));
    await route.fulfill({ response, json: body });
  });
  await page.goto('/admin/config-mgt/bill-cat-mgt');
  await page.getByRole('button', { name: /^More actions for .*ELEC/ }).click();
  await page.getByRole('menuitem', { name: 'Category Fields' }).click();
  const fields = page.getByRole('dialog').getByRole('table', { name: 'Category Fields' });
  await expect(fields.getByRole('cell', { name: 'Long list field 1', exact: true })).toBeVisible({ timeout: 15_000 });
  const rendered = await fields.locator('tbody tr:not([aria-hidden])').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  await expect(fields.getByRole('cell', { name: 'Long list field 500', exact: true })).toHaveCount(0);
  // To the end of the frame, as a person dragging its scroll bar would.
  await fields.evaluate((table) => {
    const frame = table.parentElement;
    if (frame) frame.scrollTop = frame.scrollHeight;
  });
  await expect(fields.getByRole('cell', { name: 'Long list field 500', exact: true })).toBeVisible();
  await expect(fields.getByRole('cell', { name: 'Long list field 1', exact: true })).toHaveCount(0);
  await expect(fields.getByRole('columnheader', { name: /^Label/ })).toBeInViewport();
});

test('another page of a list keeps its rows under a bar along the frame, the table busy, until the page arrives', async ({ page }) => {
  await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
  const table = page.getByRole('table', { name: 'Bank Management' });
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/banks\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await expect(page).toHaveURL(/size=20/);
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.mrt-table-paper[data-refreshing]')).toHaveCount(1);
  await expect(table.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
  // One bar, drawn by the frame: none of the table library's progress bars.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  release();
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(page.locator('.mrt-table-paper[data-refreshing]')).toHaveCount(0);
});

test("a cold console page fetches the error page's code when the browser is first idle, before anything has failed", async ({ page }) => {
  // A failure often comes with the network gone, when that code could no longer be fetched.
  const errorPage = page.waitForResponse((response) => /route-error/.test(new URL(response.url()).pathname));
  await signIn(page, 'admin', '/admin/dashboard');
  await expect(page.getByText('38,452,750.00').first()).toBeVisible();
  expect((await errorPage).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test("a cold dashboard's answers are checked against the contract in the answer-check worker, which the page starts in its first round: the page loads none of the zod schemas", async ({ page }) => {
  await signIn(page, 'admin', '/admin/dashboard');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const pageFiles: string[] = [];
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame()) pageFiles.push(new URL(request.url()).pathname);
  });
  // The console's code held back: the worker starts all the same, from the page's inline script.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/console-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const started = page.waitForEvent('worker');
  await page.reload({ waitUntil: 'commit' });
  expect(new URL((await started).url()).pathname).toMatch(/^\/assets\/answer-check\.worker-[\w-]+\.js$/);
  release();
  await expect(page.getByText('38,452,750.00').first()).toBeVisible();
  // One worker: the console took over the page's, and started none of its own.
  expect(workers).toHaveLength(1);
  expect(pageFiles.filter((file) => /\/assets\/(contract|answer-check)-/.test(file))).toEqual([]);

  // The worker's verdict reaches the page: a cold dashboard whose answer cannot be read (its data not a record) says so.
  await page.route('**/api/dashboard*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: 'many' }) }));
  await page.reload();
  await expect(page.getByText('Unexpected response from the wallet API').first()).toBeVisible();
  await expect(page.getByText('38,452,750.00')).toHaveCount(0);
});
