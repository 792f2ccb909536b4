// The production server (deploy/nginx/, run by tests/e2e/serve.mjs): the headers it sends and
// zero Content-Security-Policy violations on the console's main pages. Its own Playwright
// project, whose address is nginx's (playwright.config.ts).
import type { Page } from '@playwright/test';
import { listTable, openAdd, openList } from './crud';
import { expect, expectAccessible, nav, settled, signIn, test } from './support';

/** What Chromium logs about the Permissions-Policy header (e.g. "Error with Permissions-Policy header: Unrecognized feature"). */
const PERMISSIONS_POLICY_MESSAGE = /Permissions[- ]Policy/i;

/** A violation as the page reports it (securitypolicyviolation) or as Chromium logs it. */
type Violation = { directive: string; blocked: string; source: string; sample: string };

/**
 * Collects every CSP violation of the page's documents and frames from now on: the
 * `securitypolicyviolation` events (reported to the test through a binding) and Chromium's
 * console errors about the policy, which also cover what no event reports, and every console
 * message about the Permissions-Policy, whatever its level (an unknown feature is a warning).
 */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation: (v: object) => void }).reportCspViolation;
        report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, sample: event.sample });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if ((message.type() === 'error' && /Content Security Policy/i.test(message.text())) || PERMISSIONS_POLICY_MESSAGE.test(message.text())) {
      violations.push({ directive: 'console', blocked: '', source: message.location().url, sample: message.text() });
    }
  });
  return violations;
}

/** The violations found, one line each, for the failure message. */
const describe = (violations: Violation[]) => violations.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}: ${v.sample}`).join('\n');

test('answers with the security headers, the caching of each kind of file and the single-page fallback', async ({ request }) => {
  const page = await request.get('/admin/config-mgt/bank-mgt?page=1&size=10');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name = '', ...values]) => [name, values]));
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
  expect(directives.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
  expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  const idp = new URL((await (await request.get('/config.json')).json()).authority).origin;
  expect(directives.get('connect-src')).toEqual(["'self'", idp]);
  expect(directives.get('frame-src')).toEqual(["'self'", idp]);
  expect(directives.get('form-action')).toEqual(["'self'", idp]);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(self\), geolocation=\(\)/);
  expect(headers['permissions-policy']).not.toContain('bluetooth');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers.server).toBe('nginx');

  // The single-page fallback is index.html, whose nonce is new in every answer and is the page's.
  const html = await page.text();
  const nonce = /<meta property="csp-nonce" nonce="([0-9a-f]{32})">/.exec(html)?.[1];
  expect(directives.get('style-src')?.[1]).toBe(`'nonce-${nonce}'`);
  expect(directives.get('script-src')?.[1]).toBe(`'nonce-${nonce}'`);
  expect(html).not.toContain('CSP_NONCE');
  // The page's inline scripts (colour scheme, screen preloads) carry this answer's nonce; no other inline script.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]?.trim());
  expect(inline).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
  const again = (await request.get('/login')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);

  expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-store');
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const asset = await request.get(entry);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // A chunk a new release removed is missing, not the entry page (and not cached).
  const missing = await request.get('/assets/index-removed.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();

  // Only the silent sign-in's page may be framed, by the console itself.
  const silent = await request.get('/silent-callback.html');
  expect(silent.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(silent.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(silent.headers()['cache-control']).toBe('no-store');

  // /api is the API behind the proxy (Prism refuses a call without a token), with the same headers.
  const api = await request.get('/api/banks?page=1&size=10');
  expect(api.status()).toBe(401);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['cache-control']).toBe('no-store');
  // Prism answers with CORS open to every site (`*`, with credentials): the console's origin needs none, and none passes.
  const cors = await request.get('/api/banks?page=1&size=10', { headers: { origin: 'https://evil.example' } });
  expect(Object.keys(cors.headers()).filter((name) => name.startsWith('access-control-'))).toEqual([]);
});

test('the Permissions-Policy names only features Chromium recognises: no console message about it on any document load', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (PERMISSIONS_POLICY_MESSAGE.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Digital Wallet' })).toBeVisible();
  await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
  expect(messages).toEqual([]);
});

for (const [where, path] of [
  ['the silent sign-in page', '/silent-callback.html'],
  ['the entry page, whose own inline scripts the nonce allows', '/'],
] as const) {
  test(`the violation watch sees what the policy refuses to a script of the console on ${where}: an inline style, an inline script, eval`, async ({ page }) => {
    const violations = await watchViolations(page);
    // A script of the console's own origin (as zod's would be) that tries all three.
    await page.route('**/assets/csp-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `
          const style = document.createElement('style');
          style.textContent = 'body { color: rgb(255, 0, 0) }';
          document.head.append(style);
          const script = document.createElement('script');
          script.textContent = 'window.inlineRan = true';
          document.head.append(script);
          try { window.evalRan = new Function('return true')(); } catch { window.evalRan = false; }
          window.probed = true;`,
      }),
    );
    await page.goto(path);
    const color = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(color).not.toBe('rgb(255, 0, 0)');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = '/assets/csp-probe.js';
      document.head.append(script);
    });
    await expect.poll(() => page.evaluate(() => 'probed' in window)).toBe(true);
    expect(await page.evaluate(() => ({ evalRan: (window as unknown as { evalRan: boolean }).evalRan, inlineRan: 'inlineRan' in window, color: getComputedStyle(document.body).color }))).toEqual({
      evalRan: false,
      inlineRan: false,
      color,
    });
    await expect
      .poll(() => violations.filter((v) => v.directive !== 'console').map((v) => `${v.directive} ${v.blocked}`).sort())
      .toEqual(['script-src eval', 'script-src-elem inline', 'style-src-elem inline']);
  });
}

test.describe('no Content-Security-Policy violation', () => {
  test('signing in through the login page and the dashboard with its charts', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, 'admin', '/login', { fresh: true });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    await expect(page.locator('rect[data-series]').first()).toBeVisible();
    // Mantine's <style> elements carry the page's nonce, so the theme applies (a refused one would not).
    const styles = await page.locator('style[data-mantine-styles]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLStyleElement).nonce));
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles).size).toBe(1);
    expect(styles[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(violations, describe(violations)).toEqual([]);
  });

  test('a list with its add form open, validated by the contract\'s schemas without eval', async ({ page }) => {
    const violations = await watchViolations(page);
    await openList(page, '/admin/config-mgt/bank-mgt', 'Bank Management', 'Bank of Ceylon');
    const form = await openAdd(page, 'Bank');
    await form.getByLabel('Bank Code').fill('77');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Bank Name is required')).toBeVisible();
    await expectAccessible(page);
    // zod runs jitless (src/lib/zod.ts): it never probes `new Function`, which the policy would report.
    expect(await page.evaluate(() => (globalThis as unknown as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless)).toBe(true);
    expect(violations.filter((v) => v.blocked === 'eval')).toEqual([]);
    expect(violations, describe(violations)).toEqual([]);
  });

  test('the banner list with its images and the add form\'s preview of a chosen image (blob:)', async ({ page }) => {
    const violations = await watchViolations(page);
    await openList(page, '/admin/banner-mgt/banner-management', 'Banners', 'Keells weekend groceries 10% off');
    await expect(listTable(page, 'Banners').locator('img').first()).toHaveAttribute('src', /^https:\/\/cdn\.wallet\.example\.lk\//);
    const form = await openAdd(page, 'Banner');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await form.locator('input[type="file"]').setInputFiles({ name: 'avurudu-banner.png', mimeType: 'image/png', buffer: png });
    const preview = form.getByRole('img', { name: 'Image preview' });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    // Loaded, not refused: a refused image has no size.
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expect(violations, describe(violations)).toEqual([]);
  });

  test('the KYC video call: the camera and microphone the Permissions-Policy allows the console', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, 'kyc', '/admin/customer-mgt/100236');
    await expect(page.getByRole('heading', { name: 'Customer: Fathima Rizna (100236)', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Start video KYC' }).click();
    await expect(page.getByRole('dialog', { name: 'Video KYC: Fathima Rizna (100236)' })).toBeVisible();
    for (const label of ["Customer's video", 'Your video']) {
      await expect.poll(() => page.getByLabel(label).evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && video.readyState >= 2)).toBe(true);
    }
    expect(await page.evaluate(() => ['camera', 'microphone', 'geolocation', 'payment'].map((f) => (document as unknown as { featurePolicy: { allowsFeature: (f: string) => boolean } }).featurePolicy.allowsFeature(f)))).toEqual([true, true, false, false]);
    expect(violations, describe(violations)).toEqual([]);
  });

  // The menu's screens in two halves, one per worker: each half is a few minutes on a busy machine.
  for (const half of [0, 1]) {
    test(`every screen of the menu, reached as a person does (half ${half + 1} of 2)`, async ({ page }) => {
      test.setTimeout(300_000);
      const violations = await watchViolations(page);
      await signIn(page, 'admin');
      const menu = nav(page);
      // Open every group of the menu (the items without an address), then follow each link.
      for (const group of await menu.locator('.mantine-NavLink-root:not([href])').all()) {
        if ((await group.getAttribute('data-expanded')) !== 'true') await group.click();
      }
      const links = await menu.locator('a[href^="/admin/"]').evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href') ?? '', a.textContent ?? ''] as const));
      expect(links.length).toBeGreaterThan(20);
      for (const [href, title] of links.filter((_, index) => index % 2 === half)) {
        await menu.locator(`a[href="${href}"]`).click();
        await expect(page, `${title}`).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`));
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await settled(page);
      }
      expect(violations, describe(violations)).toEqual([]);
    });
  }

  test('a reload restores the session through the silent sign-in page\'s inline script, with no redirect', async ({ page }) => {
    await signIn(page, 'admin', '/admin/config-mgt/bank-mgt');
    await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
    const violations = await watchViolations(page);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(new URL(frame.url()).pathname));
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Bank of Ceylon', exact: true })).toBeVisible();
    // The page as this server sends it (the frame that loaded it is removed as soon as it has answered, its response with it).
    const answer = await page.request.get('/silent-callback.html?code=c&state=s');
    expect(answer.ok()).toBe(true);
    const callbackPage = await answer.text();
    expect(callbackPage).toMatch(/<script>[^<]*postMessage/);
    expect(callbackPage).not.toMatch(/<script[^>]* src=/);
    // A refused script would leave the sign-in to time out into a full redirect through /callback.
    expect(addresses).toContain('/silent-callback.html');
    expect(addresses).not.toContain('/callback');
    expect(violations, describe(violations)).toEqual([]);
  });

  test('the profile and the user menu\'s dialogs', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, 'admin', '/admin/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Password policy rules' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu for Nimal' }).click();
    await page.getByRole('menuitem', { name: 'User Role' }).click();
    await expect(page.getByRole('dialog', { name: 'User Role' }).getByRole('list', { name: 'User roles' })).toHaveText('Administrators');
    expect(violations, describe(violations)).toEqual([]);
  });
});
