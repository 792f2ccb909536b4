// The UI kit's styles before anything is drawn.
import './mantine-styles';
// The list table's colour variables, on :root: with the rest of its stylesheet, inserted when a list
// first opened, they restyled the whole page (vite.config.ts, rootVariablesFirst).
import 'mantine-react-table/styles.css?root-variables';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import type { RuntimeConfig } from './api/runtime-config';
import { configureTransport, preloadContract } from './api/transport';
import { reportCaughtError } from './components/shell/route-errors';
import { currentAccessToken, currentTokenType, dpopProof, renewSession, signInAgain, signOut } from './auth/session';
import { colorSchemeManager } from './lib/color-scheme';
import { installStyleNonce } from './lib/csp-nonce';
import { notifyError } from './lib/notify';
import { createAppRouter, preloadRouteChunks } from './router';
import { cssVariablesResolver, theme } from './theme';

/**
 * The console (React, Mantine, the router, the screens), loaded by the light start-up script
 * (src/main.ts) for every page but the public ones. `session` is the silent sign-in, under way
 * while this module downloads: the current address's route chunks are requested at once, beside
 * it and the start-up calls, not after them.
 */
export async function startConsole(config: RuntimeConfig, session: Promise<void>, container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient((error) => notifyError(error.message, error.requestId));
  const router = createAppRouter(queryClient);
  preloadRouteChunks(router);
  // Checks every answer against the contract: its chunk loads during the sign-in, not after it.
  preloadContract();
  await session;
  // The sign-in's answer was checked in the task that resolved `session`; the router's first load
  // starts in a task of its own, so neither makes the other a long task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  configureTransport({
    baseUrl: config.apiBaseUrl,
    tenant: config.tenant,
    timeoutSeconds: config.requestTimeoutSeconds,
    downloadTimeoutSeconds: config.downloadTimeoutSeconds,
    apiTimeZone: config.apiTimeZone,
    session: {
      accessToken: currentAccessToken,
      tokenType: currentTokenType,
      proof: dpopProof,
      renew: renewSession,
      // Either way what the user typed into an open form is kept and offered back after the sign-in,
      // on this page. A session the API refuses though renewed ends, and the start page says why:
      // sent to the API host's root (the spec's rule), the window landed on a start page signed in,
      // whose "Open the dashboard" met the same refusal.
      unauthorized: (renewed) => void (renewed ? signOut('rejected') : signInAgain()),
    },
  });
  // The production server's CSP nonce, which Mantine puts on the <style> elements it writes.
  const nonce = installStyleNonce();
  // React's first render waits for the router's first load (its guards and loaders, which send
  // the start-up and the screen's calls, and the route chunks): it then draws the matches as one
  // transition, in slices. Mounted before, the router published its matches into the mounted tree
  // through useSyncExternalStore: a blocking render of the chrome and the layout, and a commit.
  await router.load();
  // The route errors the console shows as pages are not logged again by React (`reportCaughtError`).
  const root = createRoot(container, { onCaughtError: reportCaughtError });
  startTransition(() => root.render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={() => nonce} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ));
}
