// Runs the row benchmark alone: `node scripts/bench/rows-run.mjs [runs]` serves the existing
// production build (dist/, build it first) with the end-to-end stack on E2E_PORT_BASE, signs
// in through the identity provider's page and prints the figures of each run and their medians.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { BENCH_CONTEXT, executablePath, signInAsAdmin } from './common.mjs';
import { benchRowMedians } from './rows.mjs';

const runs = Number(process.argv[2] ?? 3);
const base = Number(process.env.E2E_PORT_BASE ?? 0);
const ports = { app: 4173 + base, idp: 8081 + base, prism: 4011 + base };
const baseUrl = `http://localhost:${ports.app}`;

// A stack already serving on these ports (e.g. the end-to-end one) is used as it is.
const running = await fetch(`${baseUrl}/config.json`).then((response) => response.ok, () => false);
const server = running
  ? null
  : spawn('node', ['tests/e2e/serve.mjs'], {
  env: { ...process.env, APP_PORT: String(ports.app), IDP_PORT: String(ports.idp), PRISM_PORT: String(ports.prism) },
  stdio: ['ignore', 'ignore', 'inherit'],
  // Its own process group: stopping it stops the mock and the identity provider with it.
  detached: true,
});
const stop = () => {
  if (!server) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${baseUrl}/config.json`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 240) throw new Error('the stack did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const context = await browser.newContext(BENCH_CONTEXT);
  const page = await context.newPage();
  await signInAsAdmin(page, baseUrl);
  const medians = await benchRowMedians(page, baseUrl, runs, (result) => console.log(JSON.stringify(result))).catch(async (error) => {
    await page.screenshot({ path: 'test-results/bench-rows-failure.png' });
    throw error;
  });
  console.log('\nmedians:');
  console.table(medians.sizes);
  console.table(medians.scroll);
} finally {
  await browser.close();
  stop();
}
