import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { EXPECT_TIMEOUT, RANDOM_ANSWERS } from '../../playwright.config';
import { expect, test } from './support';

/**
 * The console against answers no one here wrote: Prism generates each answer from the contract's
 * schemas (`prism mock -d`), behind the validating proxy, with a random seed per stack and two
 * stacks per run (RANDOM_ANSWER_SEEDS="a,b" replays a run's seeds; the second also breaks one
 * value of each list answer, see below). Signed in as the admin, it
 * opens every screen of the menu and the record screens the lists link to: each must show its
 * content (or a rightful "not found"), never the error page, the forbidden page or nothing, and
 * the browser must report no page error and no React or router error.
 */

/** The seed of stack `index`: RANDOM_ANSWER_SEEDS's, or a random one (drawn in the test, so the test's title stays the same in every process). */
const seedOf = (index: number) => process.env.RANDOM_ANSWER_SEEDS?.split(',')[index] ?? randomBytes(4).toString('hex');

type Outcome = 'ok' | 'not found' | 'error page' | 'forbidden' | 'blank';
type Visit = { path: string; outcome: Outcome; problems: string[]; marked: boolean };

/** The menu's screens: the contract's navigation (its example), the dashboard and the profile. */
function menuPaths(): string[] {
  const doc = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: { data: { items: { path: string }[] }[] } }> }> } }>;
  };
  const groups = doc.paths['/frontend/navbar']?.get.responses['200']?.content['application/json']?.example.data ?? [];
  return ['/admin/dashboard', '/admin/profile', ...groups.flatMap((group) => group.items.map((item) => item.path))];
}

/** The console's routes with a parameter (a record's screen), as patterns of addresses: from the route files. */
function recordRoutes(): { route: string; pattern: RegExp }[] {
  const root = join('src', 'routes');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx') && file.includes('$'));
  return files.map((file) => {
    const route = `/${file
      .split(sep)
      .join('/')
      .replace(/\.tsx$/, '')
      .replace(/(^|\/)(index|route)$/, '')}`;
    const source = route
      .split('/')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { route, pattern: new RegExp(`^${source}/?$`) };
  });
}

/** Process groups of the stacks this worker started: ended after its tests whatever became of them (a test that timed out). */
const stacks = new Set<number>();

const endStack = (pid: number) => {
  if (!stacks.delete(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

test.afterAll(() => {
  for (const pid of [...stacks]) endStack(pid);
});

/** Starts the project's own stack (tests/e2e/serve-random.mjs) for one seed; resolves once it is ready. */
async function startStack(seed: string, index: number, breakRows: boolean): Promise<{ app: string; seed: string; stop: () => void }> {
  const ports = RANDOM_ANSWERS(index);
  // Its own process group: the stack ends with everything it started (Prism, the proxy, the preview).
  const child: ChildProcess = spawn('node', ['tests/e2e/serve-random.mjs'], {
    detached: true,
    env: { ...process.env, SEED: seed, BREAK_ROWS: breakRows ? '1' : '0', APP_PORT: String(ports.app), IDP_PORT: String(ports.idp), PROXY_PORT: String(ports.proxy) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the random-answers stack did not start');
  stacks.add(pid);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('random-answers stack ready')) resolve();
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => reject(new Error(`the random-answers stack exited (${code}):\n${output}`)));
  });
  const used = /seed (\S+),/.exec(output)?.[1] ?? seed;
  return { app: `http://localhost:${ports.app}`, seed: used, stop: () => endStack(pid) };
}

/** Opens `path` in the running console, as its own links do (no page load: the session stays). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (window.history.state ?? {}) as { __TSR_index?: number };
    window.history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1, key: Math.random().toString(36).slice(2) }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Requests in flight and the time of the last one's start or end, per page: the walk waits for quiet. */
const traffic = new WeakMap<Page, { inFlight: number; lastChange: number }>();

function watchTraffic(page: Page): void {
  const state = { inFlight: 0, lastChange: Date.now() };
  traffic.set(page, state);
  const change = (delta: number) => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** Waits until no request has been in flight for 300 ms (the screen's code and calls are in). */
async function quiet(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) return;
  await expect.poll(() => state.inFlight <= 0 && Date.now() - state.lastChange >= 300).toBe(true);
}

/** Waits for the screen at `path` to be drawn and its calls answered, and says what it shows. */
async function outcomeOf(page: Page, path: string): Promise<Outcome> {
  const main = page.getByRole('main');
  // A screen that redirects ends elsewhere: the wait is only for the router to have moved.
  await expect.poll(() => new URL(page.url()).pathname).toBe(path).catch(() => undefined);
  // The error page replaces the screen, or the whole console when its frame failed; the 404 page may replace the shell.
  const errorPage = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reload Page' }) });
  const headings = page.getByRole('heading', { level: 2 });
  try {
    await expect(headings.or(errorPage).first()).toBeVisible();
    // The screen's code and calls (a heading may still be the last screen's): nothing in flight, busy or a skeleton row.
    await quiet(page);
    await expect(page.locator('[aria-busy="true"], table .mantine-Skeleton-root')).toHaveCount(0);
  } catch {
    return 'blank';
  }
  if (await errorPage.count()) return 'error page';
  const titles = await headings.allTextContents();
  if (titles.includes('Forbidden')) return 'forbidden';
  if (titles.includes('This page could not be found')) return 'not found';
  return (await main.getByRole('heading', { level: 2 }).count()) > 0 ? 'ok' : 'blank';
}

/** Signs in as the admin through the login page; the console may then show anything, which the walk judges. */
async function signInAsAdmin(page: Page, app: string): Promise<void> {
  await page.goto(`${app}/admin/dashboard`);
  await expect(page.locator('#username')).toBeVisible({ timeout: 2 * EXPECT_TIMEOUT });
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
  await page.waitForURL(`${app}/admin/dashboard`, { timeout: 2 * EXPECT_TIMEOUT });
}

/**
 * An error the console logs itself: React's and the router's, anything thrown. Not the browser's
 * own note of a failed resource (an image at a generated address, a refused request) nor the
 * transport's report of a failed call, whose screen the walk judges.
 */
const consoleError = (text: string) => !text.startsWith('[wallet-api]') && !text.startsWith('Failed to load resource');

test.describe.configure({ mode: 'parallel' });

/**
 * The first seed's answers keep the contract; the second's stack breaks it inside each list
 * answer (the first row's first text value a number, BREAK_ROWS): every screen must still show,
 * that cell marked "Unreadable value".
 */
for (const index of [0, 1]) {
  const breakRows = index === 1;
  const kind = breakRows ? 'with one value of each list breaking the contract' : 'that keep the contract';
  test(`every screen renders on random answers ${kind}`, async ({ page }) => {
    // Two stacks and some 60 screens each, on a machine shared with the other projects' runs.
    test.setTimeout(300_000);
    const stack = await startStack(seedOf(index), index, breakRows);
    try {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && consoleError(message.text())) problems.push(`console: ${message.text().slice(0, 300)}`);
      });
      watchTraffic(page);
      await signInAsAdmin(page, stack.app);
      const routes = recordRoutes();
      const visits: Visit[] = [];
      const linked = new Map<string, string>();
      const visit = async (path: string) => {
        const before = problems.length;
        const started = Date.now();
        await navigate(page, path);
        const outcome = await outcomeOf(page, path);
        const marked = (await page.getByRole('main').getByText('Unreadable value').count()) > 0;
        visits.push({ path, outcome, problems: problems.slice(before), marked });
        // RANDOM_ANSWERS_VERBOSE=1: each screen as it is judged, with the time it took.
        if (process.env.RANDOM_ANSWERS_VERBOSE) console.log(`  ${path}: ${outcome} (${Date.now() - started} ms)`);
        // The record screens this one links to: the first address of each route.
        const hrefs = await page.getByRole('main').locator('a[href^="/admin/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of hrefs) {
          const address = href.split(/[?#]/)[0] ?? '';
          const route = routes.find(({ pattern }) => pattern.test(address));
          if (route && !linked.has(route.route)) linked.set(route.route, address);
        }
      };
      for (const path of menuPaths()) await visit(path);
      for (const path of linked.values()) await visit(path);

      const count = (outcome: Outcome) => visits.filter((v) => v.outcome === outcome).length;
      const failed = visits.filter((v) => (v.outcome !== 'ok' && v.outcome !== 'not found') || v.problems.length > 0);
      console.log(
        `seed ${stack.seed}: ${visits.length} screens (${linked.size} record screens reached through links): ${count('ok')} ok, ${count('not found')} not found, ` +
          `${count('error page')} error page, ${count('forbidden')} forbidden, ${count('blank')} blank; ${problems.length} console or page errors; ` +
          `${visits.filter((v) => v.marked).length} with a value marked unreadable`,
      );
      for (const v of failed) console.log(`  ${v.path}: ${v.outcome}${v.problems.length ? `; ${v.problems.join(' | ')}` : ''}`);
      expect(failed.map((v) => `${v.path}: ${v.outcome}${v.problems.length ? ` (${v.problems[0]})` : ''}`)).toEqual([]);
      // The broken values were met, and marked where they are: most screens are lists.
      if (breakRows) expect(visits.filter((v) => v.marked).length).toBeGreaterThan(20);
    } finally {
      stack.stop();
    }
  });
}
