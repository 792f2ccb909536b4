// Lighthouse's desktop performance audit of console screens, signed in (part of `npm run bench`).
// Lighthouse drives a browser through its debugging port and opens its own tab in the browser's
// default context, so this runs a second Chromium with a profile of its own, holding the
// identity provider's session cookies: each audit is a cold tab that signs in silently, as a
// person opening the console in a new window. Lighthouse's own storage reset is off (it would
// clear the identity provider's cookies, which share the host); the HTTP cache is cleared before
// each audit instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import { freePort } from '../../dev/api-proxy.mjs';
import { BENCH_CONTEXT, executablePath, median } from './common.mjs';

/** The metrics printed beside the score (Lighthouse audit ids). */
export const LIGHTHOUSE_METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/**
 * Audits each of `paths` `runs` times and returns, per path, the median score (0-100) and the
 * median of each metric in LIGHTHOUSE_METRICS (ms; CLS unitless).
 */
export async function lighthouseRuns({ baseUrl, cookies, paths, runs }) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...BENCH_CONTEXT,
    executablePath,
    args: [`--remote-debugging-port=${port}`, '--no-first-run', '--disable-background-networking'],
  });
  try {
    await context.addCookies(cookies);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const results = {};
    for (const path of paths) {
      const audits = [];
      for (let i = 0; i < runs; i += 1) {
        await cdp.send('Network.clearBrowserCache');
        const { lhr } = await lighthouse(`${baseUrl}${path}`, { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] }, desktop);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
        audits.push(lhr);
        process.stderr.write(`  lighthouse ${path} run ${i + 1}: ${Math.round(lhr.categories.performance.score * 100)}\n`);
      }
      results[path] = {
        score: median(audits.map((lhr) => lhr.categories.performance.score * 100)),
        ...Object.fromEntries(Object.keys(LIGHTHOUSE_METRICS).map((id) => [id, median(audits.map((lhr) => lhr.audits[id].numericValue))])),
      };
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
