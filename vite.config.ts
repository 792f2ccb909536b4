import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions, type Rolldown } from 'vite';
import { ANSWER_CHECK_WORKER } from './src/api/worker-names.ts';
import { alternatives, INPUT_PACKAGES, MANTINE_INPUT_COMPONENTS, TABLE_PACKAGES, TANSTACK_PACKAGES } from './scripts/chunk-groups.ts';
import { rootVariablesFirst } from './scripts/root-variables.ts';
import { stylesOverMantine } from './scripts/style-precedence.ts';
import { pageHeading } from './src/auth/pages.ts';
import { preloadScreen, STARTUP_ONLY_PATHS, type ScreenPreloads } from './src/preload-screen.ts';

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

/**
 * A cold console page in three request rounds (page; code, config.json and the sign-in; data):
 * index.html gets an inline script (allowed by the response's CSP nonce) that runs
 * `preloadScreen` (src/preload-screen.ts) with what this build knows: the console's chunks
 * (src/console.tsx with everything it imports, and the operation registry's chunk) and, for each route
 * file, the pattern of its address, the chunks and stylesheets of its split code and the
 * page's heading (its title in the page registry, src/auth/pages.ts, unless it depends on data). So a console address asks
 * for all its code in the round of the start-up script, not in the two after it (the console's,
 * then the route's), and the start-up frame shows the page's heading. `STARTUP_ONLY_PATHS` (`/`,
 * `/login`) ask for nothing more.
 */
function screenPreloads(): Plugin {
  const routeFile = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=(.+)$/;
  /** The split parts of a route file a screen waits for. */
  const SCREEN_SPLITS = ['loader', 'component'];
  return {
    name: 'wallet-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files: string[] = [];
        const indexOf = (fileName: string) => {
          const name = fileName.replace(/^assets\//, '');
          const at = files.indexOf(name);
          return at >= 0 ? at : files.push(name) - 1;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        /** A chunk's file, the chunks it imports statically (all the way down) and their stylesheets. */
        const closure = (start: Rolldown.OutputChunk[], known: ReadonlySet<string> = new Set()) => {
          const seen = new Set<string>();
          const css = new Set<string>();
          const visit = (chunk: Rolldown.OutputChunk) => {
            if (seen.has(chunk.fileName) || known.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
            chunk.imports.forEach((file) => { const next = byFile.get(file); if (next) visit(next); });
          };
          start.forEach(visit);
          return [...seen, ...css];
        };
        const named = (test: (chunk: Rolldown.OutputChunk) => boolean, what: string) => {
          const found = chunks.filter(test);
          if (found.length === 0) throw new Error(`screenPreloads: no ${what} chunk in the build (vite.config.ts)`);
          return found;
        };
        const consoleChunks = named((chunk) => /[\\/]src[\\/]console\.tsx$/.test(chunk.facadeModuleId ?? ''), 'console');
        const registryChunks = named((chunk) => chunk.name === 'operations', 'operations');
        // The start-up script's own files are in the page already.
        const inPage = new Set(entry ? closure([entry]) : []);
        const consoleFiles = closure([...consoleChunks, ...registryChunks], inPage);
        const known = new Set([...inPage, ...consoleFiles]);
        // Each route's files: those of its loader (which starts a list's request) apart, to be asked for first.
        const routes = new Map<string, { layout: boolean; loader: Set<string>; files: Set<string>; heading?: string }>();
        for (const chunk of chunks) {
          const match = routeFile.exec(chunk.facadeModuleId ?? '');
          // Only the screen's splits (its loader and its component), not its error and 404 pages.
          if (!match?.[1] || !match[2]?.split('---').some((part) => SCREEN_SPLITS.includes(part))) continue;
          const parts = match[1].split('/');
          const layout = parts.at(-1) === 'route';
          if (layout || parts.at(-1) === 'index') parts.pop();
          if (parts.some((part) => part.startsWith('-') || part.startsWith('__'))) continue;
          const pattern = `/${parts.join('/')}`;
          if (STARTUP_ONLY_PATHS.includes(pattern)) continue;
          const route = routes.get(pattern) ?? { layout, loader: new Set<string>(), files: new Set<string>(), heading: pageHeading(pattern) };
          const own = match[2].split('---').includes('loader') ? route.loader : route.files;
          closure([chunk], known).forEach((file) => own.add(file));
          routes.set(pattern, route);
        }
        if (routes.size === 0) throw new Error('screenPreloads: no route chunks in the build (vite.config.ts)');
        const worker = Object.keys(bundle).find((fileName) => fileName.startsWith(`assets/${ANSWER_CHECK_WORKER}.worker-`) && fileName.endsWith('.js'));
        if (!worker) throw new Error('screenPreloads: no answer-check worker in the build (vite.config.ts)');
        const map: ScreenPreloads = {
          files,
          console: consoleFiles.map(indexOf),
          routes: [...routes]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([pattern, route]) => {
              const files = [...route.loader, ...[...route.files].filter((file) => !route.loader.has(file))].map(indexOf);
              return route.heading === undefined ? [pattern, route.layout, files, route.loader.size] : [pattern, route.layout, files, route.loader.size, route.heading];
            }),
          workers: [[ANSWER_CHECK_WORKER, indexOf(worker)]],
        };
        const script = `(${preloadScreen.toString()})(${JSON.stringify(map)}, location.pathname, document, ${JSON.stringify(STARTUP_ONLY_PATHS)});`;
        // Before the page's stylesheet, which a script after it would wait for; after the charset and title.
        if (!html.includes('</title>')) throw new Error('screenPreloads: index.html has no <title>');
        return html.replace('</title>', `</title>\n    <script nonce="CSP_NONCE">${script}</script>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    runtimeConfig(),
    // The table's colour variables come with the console's first stylesheets (src/console.tsx).
    rootVariablesFirst(/[\\/]node_modules[\\/]mantine-react-table[\\/]styles\.css$/),
    screenPreloads(),
    // Where routes live and the route tree goes: tsr.config.json, read here and by `npm run codegen`.
    tanstackRouter({
      autoCodeSplitting: true,
      // A route's loader and its component are chunks of their own: the initial bundle does not
      // grow with every screen's resource definition, and a list's request waits only for its
      // resource (not for the table's code, which the component needs). Both are asked for in the
      // page's first request round (screenPreloads).
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent', 'notFoundComponent', 'pendingComponent']] },
    }),
    react(),
  ],
  resolve: {
    // zod with jitless mode on before any schema is built (src/lib/zod.ts): its `new Function`
    // probe would be a violation of the production server's CSP. Only the bare 'zod'.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
  },
  // The production server (deploy/nginx/) replaces this placeholder in index.html with each
  // response's CSP nonce: Vite marks its tags with it and the console's styles read it (src/lib/csp-nonce.ts).
  html: { cspNonce: 'CSP_NONCE' },
  // The answer-check worker (src/api/answer-check.worker.ts) is a module worker, like the page's code.
  worker: { format: 'es' },
  // Mantine's components' styles are unlayered (src/mantine-styles.ts): every other stylesheet wins over them by weight.
  css: { postcss: { plugins: [stylesOverMantine()] } },
  server: {
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
    host: 'localhost',
    proxy,
    // Transform the app while the developer signs in, instead of on the first page load.
    warmup: { clientFiles: ['./src/main.ts', './src/console.tsx', './src/routes/**/*.tsx'] },
  },
  // Lazy routes would otherwise discover these one by one and reload the page each time.
  optimizeDeps: {
    include: ['mantine-react-table', '@tabler/icons-react', 'oidc-client-ts', 'dayjs', 'zod', '@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tanstack/react-query', '@tanstack/react-router'],
  },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, host: 'localhost', proxy },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds only the modules it names (unless it says otherwise); their
          // dependencies stay shared.
          includeDependenciesRecursively: false,
          groups: [
            // Shared by every list screen: loaded with the first one, cached for the rest. Not
            // the page-actions context, which the console's layout provides to every screen: with
            // it, the dashboard and every other screen waited for this chunk (70 KiB) too.
            {
              name: 'table',
              // Not the table stylesheet's `:root` variables, which the console itself loads (rootVariablesFirst).
              test: new RegExp(`^(?!.*(\\?root-variables|\\.css)$).*?node_modules[\\\\/](mantine-react-table|${alternatives(TABLE_PACKAGES)})|src[\\\\/]components[\\\\/]crud[\\\\/]((?!page-actions\\.tsx$).*\\.tsx|(zod-fields|field-labels|use-list-controller|use-record-dialogs|use-record-mutations|save-record|conflict|bulk)\\.ts)$|src[\\\\/]lib[\\\\/]safe-url\\.ts$`),
            },
            // The screens' small shared helpers (formats, statuses, answer envelope, error
            // catalogue, validation messages, `useOpenedOnce`...): each imports only packages and the others, so
            // one chunk of them can form no cycle (one importing the console or the table would
            // bring either into every screen's first load). Split by the sets of screens sharing
            // them they were some ten files of 0.1 to 9 KiB, and over HTTP/1.1 each file costs a
            // round trip on one of six connections.
            {
              name: 'kit',
              test: /src[\\/](components[\\/]crud[\\/](load-list|list-view|sources|status|messages|rules|humanise|calendar-props|disclosure)\.ts|api[\\/](envelope|mutator|errors)\.ts|lib[\\/](format|mask|known-codes)\.ts|resources[\\/](shared|record-refs)\.ts|components[\\/](opened-once\.ts|unknown-value\.tsx))$|node_modules[\\/]dayjs[\\/]/,
            },
            // The UI kit's inputs, which only forms and list filters use: not in the console's
            // initial load, so a screen without them (the dashboard) neither downloads nor evaluates them.
            {
              name: 'mantine-inputs',
              test: new RegExp(`node_modules[\\\\/](@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${alternatives(MANTINE_INPUT_COMPONENTS)})[\\\\/]|${alternatives(INPUT_PACKAGES)})`),
              minShareCount: 8,
            },
            // The UI kit: the @mantine/core and hooks modules that at least 8 chunks use, with
            // what they build on (React, floating-ui), in one chunk that loads with the console.
            // Split by the sets of screens sharing them, they were some 50 chunks more, most under
            // 1 KiB and each with its own stylesheet: a cold screen fetched 77 to 81 files more
            // (six at a time over HTTP/1.1) and 34 to 37 KiB more, as small files compress worse.
            // Modules fewer chunks use stay split.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, minShareCount: 8, includeDependenciesRecursively: true },
            // The router, TanStack Query and the icon components, which every screen uses: one
            // chunk instead of a dozen small ones (8 to 11 files fewer per cold screen).
            { name: 'tanstack', test: new RegExp(`node_modules[\\\\/](${alternatives(TANSTACK_PACKAGES)}|@tabler[\\\\/]icons-react)[\\\\/]`), minShareCount: 8, includeDependenciesRecursively: true },
            // The contract's zod schemas, which forms validate with (the answer-check worker has its own copy).
            { name: 'contract', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod\.ts$|generated[\\/]hey-api[\\/]zod\.gen/ },
            // The operation registry, which the transport reads for every call.
            { name: 'operations', test: /generated[\\/]operations|src[\\/]api[\\/]operations/ },
          ],
        },
      },
    },
  },
});
