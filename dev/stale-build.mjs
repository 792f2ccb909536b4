// Whether the production build in dist/ is older than what it is built from: the end-to-end stack
// (tests/e2e/serve.mjs) rebuilds then, and playwright.config.ts does not reuse a stack already
// running (it would serve the old build), so a spec always tests the code as it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: the sources, the generated code, the page, its public files and the build's configuration. */
export const BUILD_INPUTS = ['src', 'generated', 'public', 'index.html', 'vite.config.ts', 'scripts/chunk-groups.ts', 'scripts/root-variables.ts', 'scripts/style-precedence.ts', 'package-lock.json'];

/** The newest modification time under `path` (a file or a directory, walked), 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/**
 * Why `dist/` must be built again (`root` the checkout): 'no build' when it has none, the first
 * input newer than the build, or null when the build is current.
 */
export function staleBuild(root = '.') {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return 'no build';
  const builtAt = statSync(built).mtimeMs;
  const newer = BUILD_INPUTS.find((input) => newest(join(root, input)) > builtAt);
  return newer === undefined ? null : `${newer} is newer than dist/`;
}
