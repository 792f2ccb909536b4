import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { loadRuntimeConfig } from './api/runtime-config';
import { configureTransport } from './api/transport';
import { currentAccessToken, renewSession, signIn, startSession } from './auth/session';
import { installChunkReload } from './lib/chunk-reload';
import { notifyError } from './lib/notify';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/** The spec's 401 rule: once renewal and a retry did not help, send the top window to the API host. */
function redirectToApiHost(apiBaseUrl: string) {
  const target = new URL(apiBaseUrl, window.location.origin);
  const host = target.origin === window.location.origin ? `${window.location.origin}/` : `${target.origin}/`;
  (window.top ?? window).location.assign(host);
}

function StartupError({ error }: { error: unknown }) {
  return (
    <Center mih="100vh" p="md">
      <Stack maw={560} role="alert">
        <Title order={1} size="h2">
          The console could not start
        </Title>
        <Text>{error instanceof Error ? error.message : String(error)}</Text>
        <Text size="sm" c="gray.7">
          Check that config.json is deployed beside the console and that the identity provider is reachable, then reload the page.
        </Text>
      </Stack>
    </Center>
  );
}

async function boot() {
  installChunkReload();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    await startSession(config);
    configureTransport({
      baseUrl: config.apiBaseUrl,
      tenant: config.tenant,
      timeoutSeconds: config.requestTimeoutSeconds,
      downloadTimeoutSeconds: config.downloadTimeoutSeconds,
      session: {
        accessToken: currentAccessToken,
        renew: renewSession,
        unauthorized: (renewed) => {
          if (renewed) redirectToApiHost(config.apiBaseUrl);
          else void signIn(`${window.location.pathname}${window.location.search}`);
        },
      },
    });
    const queryClient = createQueryClient((error) => notifyError(error.message));
    const router = createAppRouter(queryClient);
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <StartupError error={error} />
      </MantineProvider>,
    );
  }
}

void boot();
