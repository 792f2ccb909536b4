import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { ServerResponse } from 'node:http';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/** The API is served under the app's own origin (`/api`), proxied to Prism in development. */
const prism = `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}`;
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: prism, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') || '/' },
};

/**
 * In development and preview, /config.json follows the environment (IDP_PORT, ...), so the
 * embedded servers can move ports; a production build ships public/config.json, which a
 * deployment replaces.
 */
function runtimeConfig(): Plugin {
  const serve = (server: { middlewares: { use: (path: string, fn: (req: unknown, res: ServerResponse) => void) => unknown } }) => {
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(
        JSON.stringify({
          apiBaseUrl: process.env.API_BASE_URL ?? '/api',
          authority: process.env.IDP_ISSUER ?? `http://localhost:${process.env.IDP_PORT ?? '8080'}/realms/wallet`,
          clientId: process.env.OIDC_CLIENT_ID ?? 'wallet-dashboard',
          tenant: process.env.TENANT ?? 'wallet',
          // Twilio cannot be reached from development or CI: the KYC video call uses the loopback room.
          videoRoom: process.env.VIDEO_ROOM ?? 'loopback',
        }),
      );
    });
  };
  return { name: 'wallet-runtime-config', configureServer: serve, configurePreviewServer: serve };
}

export default defineConfig({
  plugins: [
    runtimeConfig(),
    // Where routes live and the route tree goes: tsr.config.json, read here and by `npm run codegen`.
    tanstackRouter({
      autoCodeSplitting: true,
      // A route's loader ships with its component in one chunk: the initial bundle does not grow
      // with every screen's resource definition, and the list request waits for no second chunk.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent', 'notFoundComponent', 'pendingComponent']] },
    }),
    react(),
  ],
  server: {
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
    host: 'localhost',
    proxy,
    // Transform the app while the developer signs in, instead of on the first page load.
    warmup: { clientFiles: ['./src/main.tsx', './src/routes/**/*.tsx'] },
  },
  // Lazy routes would otherwise discover these one by one and reload the page each time.
  optimizeDeps: {
    include: ['mantine-react-table', '@mantine/charts', 'recharts', '@tabler/icons-react', 'oidc-client-ts', 'dayjs', 'zod', '@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tanstack/react-query', '@tanstack/react-router'],
  },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, host: 'localhost', proxy },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds only the modules it names; their dependencies (React, Mantine) stay shared.
          includeDependenciesRecursively: false,
          groups: [
            // Shared by every list screen: loaded with the first one, cached for the rest.
            {
              name: 'table',
              test: /node_modules[\\/](mantine-react-table|@tanstack[\\/](react-table|table-core|react-virtual|virtual-core|match-sorter-utils)|@mantine[\\/]dates)|src[\\/]components[\\/]crud[\\/](.*\.tsx|zod-fields\.ts)$/,
            },
            // The contract's zod schemas: forms validate with them, the transport checks answers.
            { name: 'contract', test: /node_modules[\\/]zod[\\/]|generated[\\/](hey-api[\\/]zod\.gen|operations)|src[\\/]api[\\/]operations/ },
          ],
        },
      },
    },
  },
});
