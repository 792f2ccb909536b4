/**
 * Start-up: the page's only script, light on purpose (no React, Mantine or router). It reads
 * config.json (preloaded by index.html) and then:
 * - `/login` redirects to the identity provider (no silent sign-in first: the redirect signs in);
 * - `/callback` finishes the sign-in redirect, replaces the address with the page first asked
 *   for and starts the console, whose code downloads during the code exchange;
 * - `/` restores the session silently (tokens live in memory only) and draws the start page;
 * - every other page paints the console's frame, starts downloading the console at once,
 *   restores the session silently meanwhile, and hands both to the console (src/console.tsx).
 * So `/` and `/login` ship a few KiB of JavaScript, and a console page's code, sign-in and
 * start-up calls overlap instead of following one another.
 */
import { loadRuntimeConfig, type RuntimeConfig } from './api/runtime-config';
import { completeSignIn, renewSession, sessionSnapshot, signIn, signOutReason, startSession } from './auth/session';
import { signInFailureText } from './auth/signed-out-text';
import { installChunkReload } from './lib/chunk-reload';
import { consolePath } from './lib/console-path';
import { STARTUP_ONLY_PATHS } from './preload-screen';
import { showBusy, showConsoleFrame, showFailure, showIndex, showStartupError, watchSlowStart, type StartWait } from './start-page';

const PUBLIC = new Set(['/', '/login', '/callback']);

async function start(container: HTMLElement) {
  const path = window.location.pathname;
  // Requested before config.json has even arrived: the console's code is on the critical path.
  const consoleModule = STARTUP_ONLY_PATHS.includes(path) ? null : import('./console');
  if (!PUBLIC.has(path)) showConsoleFrame(container, window.screenHeading);
  // A failed download surfaces where the console is awaited, not as an unhandled rejection.
  consoleModule?.catch(() => undefined);
  // What the start still waits for, should it be slow: the server that is slow is named.
  const waiting = { config: true, session: true, console: true };
  const waitingFor = (): StartWait => (waiting.config ? 'config' : waiting.session ? 'identity provider' : waiting.console ? 'console' : 'wallet API');
  if (path !== '/' && path !== '/login') watchSlowStart(waitingFor);
  void consoleModule?.then(
    () => (waiting.console = false),
    () => undefined,
  );
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    showStartupError(container, error);
    return;
  }
  waiting.config = false;

  if (path === '/login') {
    showBusy(container, 'Redirecting to sign-in');
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    try {
      await startSession(config, { restore: false });
      await signIn(consolePath(redirect) ?? undefined);
    } catch (error) {
      showFailure(container, `Sign-in could not start: ${error instanceof Error ? error.message : String(error)}`);
    }
    return;
  }

  let session: Promise<void>;
  if (path === '/callback') {
    showBusy(container, 'Signing in');
    try {
      await startSession(config);
      window.history.replaceState(null, '', await completeSignIn());
    } catch (error) {
      // Opened again while signed in (the back button, a bookmark): nothing to finish; the console
      // opens when the identity provider still knows the user (not just after a sign-out here).
      if (signOutReason() !== null || !(await renewSession())) {
        showFailure(container, signInFailureText(error), { href: '/login', text: 'Sign in' });
        return;
      }
      window.history.replaceState(null, '', '/admin/dashboard');
    }
    session = Promise.resolve();
  } else {
    session = startSession(config);
  }
  void session.finally(() => (waiting.session = false)).catch(() => undefined);
  if (path === '/') {
    try {
      await session;
    } catch (error) {
      showStartupError(container, error);
      return;
    }
    showIndex(container, { signedIn: sessionSnapshot().user !== null, signedOut: signOutReason() });
    return;
  }

  try {
    const app = await (consoleModule ?? import('./console'));
    waiting.console = false;
    await app.startConsole(config, session, container);
  } catch (error) {
    showStartupError(container, error);
  }
}

installChunkReload();
const root = document.getElementById('root');
if (root) void start(root);
else throw new Error('index.html has no #root element');
