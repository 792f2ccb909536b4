import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { CONTEXT, EXPECT_TIMEOUT } from '../../playwright.config';

export { expect };

export type Account = 'admin' | 'viewer' | 'kyc';

/** What a signed-in browser holds between tabs: the identity provider's session cookies (the console keeps its tokens in memory). */
type Session = { cookies: Cookie[] };

/**
 * Sessions signed in by this worker, per account. The first `signIn` of an account in a
 * worker goes through the login page; later ones open a new tab in the same identity provider
 * session (its cookies), where the console signs in silently as it does for a person who opens
 * a second tab, so a test spends its time on its own screen.
 */
const sessions = new Map<string, Session>();

/** A session belongs to its project's stack (each has its own identity provider). */
const sessionKey = (account: Account) => `${base.info().project.name}:${account}`;

/**
 * Signs in and opens `path`. The first time per account and worker (and always with
 * `fresh`, for tests about the sign-in itself or that end the session) through the identity
 * provider's login page, as a person would.
 */
export async function signIn(page: Page, account: Account, path = '/login', { fresh = false } = {}): Promise<void> {
  const session = fresh ? undefined : sessions.get(sessionKey(account));
  if (session) {
    await page.context().addCookies(session.cookies);
    await page.goto(path === '/login' ? '/admin/dashboard' : path);
  } else {
    await page.goto(path);
    // The console loads, then sends the browser to the identity provider's page: two page loads.
    await expect(page.locator('#username')).toBeVisible({ timeout: 2 * EXPECT_TIMEOUT });
    await page.locator('#username').fill(account);
    await page.locator('#password').fill(account);
    await page.locator('#kc-login').click();
  }
  // A sign-in is several page loads (console, identity provider, callback, console): two steps' time.
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 2 * EXPECT_TIMEOUT });
  if (!session && !fresh) {
    sessions.set(sessionKey(account), { cookies: await page.context().cookies() });
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations of the page as it is now, one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  // axe is loaded once per document and run directly: a page scanned several times pays once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const blocking = await blockingViolations(page);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/** Waits until the console's loading overlay is gone: it covers the page while a save or its reload is in flight. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
}

/** The side navigation. */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Paths of the API calls (under /api) the page makes from now on, e.g. `/dashboard`. */
export function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname.replace(/^\/api/, ''));
  });
  return calls;
}

/** A snackbar notice with exactly this text. */
export const notice = (page: Page, text: string) => page.locator('.mantine-Notification-description', { hasText: text });

/** Page states (path, open dialogs and panels, alerts) this worker has already scanned at the end of a test. */
const scannedAtEnd = new Set<string>();

/** Scans the page a test ended on, unless this worker already scanned that state. */
async function scanAtEnd(page: Page): Promise<void> {
  if (!/^https?:/.test(page.url())) return;
  const titles = await page.locator('.mantine-Modal-title, .mantine-Drawer-title').allTextContents();
  const alerts = await page.getByRole('alert').count();
  const state = `${new URL(page.url()).pathname} ${titles.sort().join('|')} ${alerts}`;
  if (scannedAtEnd.has(state)) return;
  scannedAtEnd.add(state);
  await expectAccessible(page);
}

/**
 * The end-to-end `test`. Each test has its own tab (so its own session storage, routes and
 * listeners) in a browser context its worker keeps: the app's code is then loaded from the
 * cache instead of fetched and compiled again for every test. Cookies and local storage (table
 * preferences) are cleared after each test, so no test sees what another left.
 *
 * A test with a pinned clock (`clockAt`) has a context of its own, closed after it.
 *
 * Besides the checks a test makes itself, the page every test ends on is scanned with axe
 * (once per worker for each state), so every page the suite opens gets an accessibility check.
 */
/**
 * Tests of what depends on today's date (presets, date pickers, "not in the past") run on a
 * pinned day: `test.use({ clockAt: PINNED_NOW })`.
 */
export { PINNED_NOW } from '../pinned-now';

export const test = base.extend<{ accessibleAtEnd: undefined; clockAt: string | null }, { workerContext: BrowserContext }>({
  /** Where the browser's clock starts (it then runs on as usual), or `null` for the real time. */
  clockAt: [null, { option: true }],
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      // The project's address: the production-server project runs against nginx.
      const context = await browser.newContext({ ...CONTEXT, baseURL: workerInfo.project.use.baseURL ?? CONTEXT.baseURL });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // A failed test ends its worker, so a retry creates the context inside the test and the built-in `on-first-retry` trace records it.
  // A clock belongs to its whole context: a test with a pinned clock gets a context of its own.
  context: async ({ workerContext, browser, baseURL, clockAt }, use) => {
    if (clockAt === null) {
      await use(workerContext);
      await workerContext.clearCookies();
      return;
    }
    const context = await browser.newContext({ ...CONTEXT, baseURL: baseURL ?? CONTEXT.baseURL });
    await context.clock.install({ time: new Date(clockAt) });
    await use(context);
    await context.close();
  },
  page: async ({ context, baseURL }, use) => {
    const page = await context.newPage();
    await use(page);
    if (!page.url().startsWith(`${baseURL ?? CONTEXT.baseURL}/`)) await page.goto('/config.json');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  },
  accessibleAtEnd: [
    async ({ page }, use) => {
      await use(undefined);
      await scanAtEnd(page);
    },
    { auto: true },
  ],
});
