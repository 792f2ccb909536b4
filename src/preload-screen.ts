/**
 * The first request round of a console page: index.html runs `preloadScreen` inline (written
 * there by the build, vite.config.ts `screenPreloads`), before the start-up script has even
 * arrived. For a console address it asks at once for the console's code, the contract's and
 * the code of the routes that match the address, so they download beside the start-up script,
 * config.json and the silent sign-in instead of one or two rounds after them.
 *
 * It is serialised into the page with `Function.prototype.toString`: it must stay one
 * self-contained function (no imports, no helpers outside it, nothing TypeScript leaves behind).
 */

declare global {
  interface Window {
    /** Module workers index.html's inline script started, by name, for the console to take over (src/api/answer-checker.ts). */
    startedWorkers?: Record<string, Worker | undefined>;
    /** The heading of the page the address names, when the build knows it (its route's `staticData.heading`), for the start-up frame (src/start-page.ts). */
    screenHeading?: string;
  }
}

/** The addresses the start-up script (src/main.ts) draws alone: they load none of the console's code. */
export const STARTUP_ONLY_PATHS: readonly string[] = ['/', '/login'];

/** What the build knows: asset file names, the console's files and each route's pattern with its files. */
export type ScreenPreloads = {
  /** File names under /assets/. */
  files: string[];
  /** The console's files (indices into `files`): for every console address. */
  console: number[];
  /**
   * Each route file's path pattern (`/admin/config-mgt/$id/branches`), whether it is a layout
   * (`route.tsx`: it matches the addresses below it too), the files it adds, and how many of
   * them (the first) are its loader's, and the page's heading when it does not depend on data
   * (the route's `staticData.heading`).
   */
  routes: [pattern: string, layout: boolean, files: number[], loaderFiles: number, heading?: string][];
  /**
   * The module workers the console starts (name and file): started here, before the links, so
   * their code is among the first requests (over HTTP/1.1 a worker the console started itself
   * waited behind the page's thirty-odd files), and left in `window.startedWorkers`.
   */
  workers: [name: string, file: number][];
};

/**
 * Starts the console's workers (`map.workers`) and adds a `<link>` to `doc`'s head for each file
 * the console address `path` needs (neither for `publicPaths`, which the start-up script draws alone): `modulepreload` for scripts, `preload`
 * as style for stylesheets, both in the mode the console later loads them in, so the answers
 * are reused; six links per task, in the tasks right after the page's parse (at once where the
 * browser has no `scheduler.postTask`): the console's first, then the matching routes' loaders', then the rest. Over a slow
 * link the browser fetches a few files at a time, in the order asked, so a screen's loader (which
 * starts its data request) does not wait behind the table's code. Of the leaf routes matching,
 * only those with the fewest parameters count, as the router prefers static segments. Leaves the
 * page's heading, when the build knows it, in `window.screenHeading` for the start-up script's
 * frame. Returns the hrefs.
 */
export function preloadScreen(map: ScreenPreloads, path: string, doc: Document, publicPaths: readonly string[]): string[] {
  if (publicPaths.includes(path)) return [];
  const view = doc.defaultView;
  if (view && typeof view.Worker === 'function' && map.workers.length > 0) {
    const started: Record<string, Worker | undefined> = {};
    for (const [name, index] of map.workers) {
      const file = map.files[index];
      if (file === undefined) continue;
      const worker = new view.Worker(`/assets/${file}`, { type: 'module', name });
      // One that fails before the console takes it over is left out: the console starts its own.
      worker.onerror = () => {
        if (started[name] === worker) started[name] = undefined;
      };
      started[name] = worker;
    }
    view.startedWorkers = started;
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  const parameters = (pattern: string) => pattern.split('/').filter((segment) => segment.startsWith('$')).length;
  const matches = (pattern: string, layout: boolean) => {
    const parts = pattern.split('/').filter((segment) => segment !== '');
    if (layout ? parts.length > segments.length : parts.length !== segments.length) return false;
    return parts.every((part, i) => part.startsWith('$') || part === segments[i]);
  };
  const leaves = map.routes.filter(([pattern, layout]) => !layout && matches(pattern, false));
  const fewest = Math.min(...leaves.map(([pattern]) => parameters(pattern)));
  const chosen = map.routes.filter(([pattern, layout]) => (layout ? matches(pattern, true) : leaves.some(([leaf]) => leaf === pattern) && parameters(pattern) === fewest));
  const heading = chosen.find(([, layout]) => !layout)?.[4];
  if (view && heading !== undefined) view.screenHeading = heading;
  const wanted = new Set(map.console);
  for (const [, , files, loaderFiles] of chosen) files.slice(0, loaderFiles).forEach((file) => wanted.add(file));
  for (const [, , files] of chosen) files.forEach((file) => wanted.add(file));
  const hrefs: string[] = [];
  for (const index of wanted) {
    const name = map.files[index];
    if (name !== undefined) hrefs.push(`/assets/${name}`);
  }
  // Each link starts its request on the page's thread, about 3 ms at a 4× slower CPU: thirty of
  // them made the page's parse a long task. So, where the browser has `scheduler.postTask`, they
  // go six at a time (one per HTTP/1.1 connection), in order, each six in a user-blocking task
  // right after the parse. Posted messages waited behind the page's loading work (a route's files
  // went out up to 500 ms late), and timers wait up to a second in a tab opened in the
  // background. Elsewhere they all go at once, in the parse.
  const PER_TASK = 6;
  const append = (from: number) => {
    for (const href of hrefs.slice(from, from + PER_TASK)) {
      const link = doc.createElement('link');
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    if (from + PER_TASK < hrefs.length) later(() => append(from + PER_TASK));
  };
  let later = (next: () => void) => next();
  const scheduler = (view as { scheduler?: { postTask?: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void> } } | null)?.scheduler;
  if (scheduler?.postTask) {
    const postTask = scheduler.postTask.bind(scheduler);
    later = (next) => void postTask(next, { priority: 'user-blocking' });
  }
  later(() => append(0));
  return hrefs;
}
