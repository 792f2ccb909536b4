import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { staleBuild } from './dev/stale-build.mjs';

/**
 * Ports of the end-to-end stack, apart from the development ones so both can run at once;
 * E2E_PORT_BASE moves them all (for a second checkout running its own suite). `app` is the
 * build on `vite preview`, `server` the same build behind the production server (nginx).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 0);
export const E2E = {
  app: 4173 + base,
  server: 4180 + base,
  idp: 8081 + base,
  prism: 4011 + base,
  dev: 5174 + base,
  devIdp: 8082 + base,
  devPrism: 4012 + base,
  devWallet: 4022 + base,
  /** The `stateful` project's stack: the build on the development wallet API (it remembers writes). */
  statefulApp: 4175 + base,
  statefulIdp: 8083 + base,
  statefulApi: 4013 + base,
  statefulWallet: 4023 + base,
} as const;

/** Ports of the `random-answers` project's stacks (one per seed, `index` 0 or 1), apart from the others'. */
export const RANDOM_ANSWERS = (index: number) => ({ app: 4190 + base + index, idp: 8090 + base + index, proxy: 4030 + base + index }) as const;

// The stack serves dist/: built again first when a source is newer (dev/stale-build.mjs), here
// because a stack already running is reused outside CI (it serves dist/ as it is on disk), and by
// serve.mjs when it starts one. Only Playwright's main process, before any worker starts.
const stale = process.env.TEST_WORKER_INDEX === undefined ? staleBuild() : null;
if (stale) {
  console.log(`Building the console first: ${stale}`);
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

/** Limits of a test and of one expected condition (raised where a step needs longer, e.g. a whole sign-in). */
export const TEST_TIMEOUT = 90_000;
export const EXPECT_TIMEOUT = 20_000;

/** The suite of the production server (headers, CSP): its own project, against nginx. */
const PRODUCTION_SERVER_SPECS = /production-server\.spec\.ts$/;
/** The console as `npm start` serves it (the development server): the same checks as on the build. */
const ONE_CONSOLE_SPECS = /one-console\.spec\.ts$/;
/** Writes that take effect: the console on the development wallet API (tests/e2e/serve-stateful.mjs), each test in a tenant of its own. */
const STATEFUL_SPECS = /writes(-[a-z-]+)?\.spec\.ts$/;
/** The console on answers generated from the schemas: its own project, each test with its own stack (tests/e2e/serve-random.mjs). */
const RANDOM_ANSWER_SPECS = /random-answers\.spec\.ts$/;

// Debian's Chromium where installed (Playwright's own browser download cannot run here).
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The browser tab every test works in: a desktop Chrome window, Sri Lankan locale and time
 * zone (the console's users work there; times show in the browser's zone), and reduced motion
 * (the console honours it: dialogs and notices open and close at once, so steps wait on nothing).
 */
export const CONTEXT = {
  ...devices['Desktop Chrome'],
  baseURL: `http://localhost:${E2E.app}`,
  viewport: { width: 1366, height: 800 },
  timezoneId: 'Asia/Colombo',
  locale: 'en-LK',
  reducedMotion: 'reduce',
} as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a test that passes only on retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  // Waits are on what a person sees; these limits only say how long a busy machine (2 cores
  // shared with a second copy of the suite, CI's) may take to show it.
  timeout: TEST_TIMEOUT,
  expect: { timeout: EXPECT_TIMEOUT },
  reporter: [['list']],
  use: {
    ...CONTEXT,
    // Traces cost a fifth of the suite's time: recorded only when CI retries a failed test.
    trace: 'on-first-retry',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A fake camera and microphone, allowed without a prompt: the KYC video call shows real frames.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [PRODUCTION_SERVER_SPECS, RANDOM_ANSWER_SPECS, STATEFUL_SPECS] },
    { name: 'stateful', testMatch: STATEFUL_SPECS, use: { baseURL: `http://localhost:${E2E.statefulApp}` } },
    { name: 'random-answers', testMatch: RANDOM_ANSWER_SPECS },
    { name: 'production-server', testMatch: PRODUCTION_SERVER_SPECS, use: { baseURL: `http://localhost:${E2E.server}` } },
    { name: 'development-server', testMatch: ONE_CONSOLE_SPECS, use: { baseURL: `http://localhost:${E2E.dev}` } },
  ],
  webServer: [
    {
      command: 'node tests/e2e/serve.mjs',
      url: `http://localhost:${E2E.app}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      env: { APP_PORT: String(E2E.app), SERVER_PORT: String(E2E.server), IDP_PORT: String(E2E.idp), PRISM_PORT: String(E2E.prism) },
    },
    {
      command: 'node tests/e2e/serve-stateful.mjs',
      url: `http://localhost:${E2E.statefulApp}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      env: { APP_PORT: String(E2E.statefulApp), IDP_PORT: String(E2E.statefulIdp), PRISM_PORT: String(E2E.statefulApi), WALLET_API_PORT: String(E2E.statefulWallet) },
    },
    {
      // `npm start`'s stack (dev/start.mjs: the development server, Prism, the identity provider) on ports of its own.
      command: 'node dev/start.mjs',
      url: `http://localhost:${E2E.dev}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      env: { APP_PORT: String(E2E.dev), IDP_PORT: String(E2E.devIdp), PRISM_PORT: String(E2E.devPrism), WALLET_API_PORT: String(E2E.devWallet) },
    },
  ],
});
