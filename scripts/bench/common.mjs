// What the loading benchmark (scripts/bench.mjs) and the row benchmark (rows-run.mjs) share:
// the browser, its window, the sign-in through the identity provider's page, and the median.
import { existsSync } from 'node:fs';

/** Debian's Chromium where installed (Playwright's own browser download cannot run here). */
export const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The browser window of every run: the console's users' screen, locale and time zone. */
export const BENCH_CONTEXT = { viewport: { width: 1366, height: 800 }, timezoneId: 'Asia/Colombo', locale: 'en-LK' };

/** Signs `page` in as admin through the identity provider's login page; resolves once the shell shows. */
export async function signInAsAdmin(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('admin');
  await page.locator('#kc-login').click();
  await page.getByRole('banner').waitFor({ timeout: 30_000 });
}

/** The median of the finite numbers in `values` (the mean of the middle two for an even count); NaN when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
