// The stacks the loading benchmark measures: this checkout's production build, and optionally
// another commit's (BENCH_BASELINE=<ref>), each served by its own tests/e2e/serve.mjs (Prism, the
// development identity provider, `vite preview`) on ports of its own, so both run side by side
// and a run can alternate between them on the same machine under the same load.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A checkout of `ref` beside this one (a detached git worktree under the system's temporary
 * folder, reused while it is at that commit), sharing this checkout's node_modules, built.
 * Returns its folder.
 */
export function baselineCheckout(ref) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `wallet-console-bench-${commit.slice(0, 12)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, commit], { stdio: 'inherit' });
  }
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  execFileSync(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

/**
 * Starts (or reuses, when something already answers there) the end-to-end stack of the checkout
 * in `cwd` on ports `base` + the usual ones. Resolves once its config.json answers.
 */
export async function startStack({ cwd, base, label }) {
  const ports = { app: 4173 + base, idp: 8081 + base, prism: 4011 + base, server: 4180 + base };
  const baseUrl = `http://localhost:${ports.app}`;
  const answers = () => fetch(`${baseUrl}/config.json`).then((r) => r.ok).catch(() => false);
  // A stack already answering on these ports (started by hand on a busy machine, where Prism may
  // need more than the wait below) is used as it is.
  if (await answers()) return { label, baseUrl, stop: () => undefined };
  const child = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
    cwd,
    env: { ...process.env, APP_PORT: String(ports.app), IDP_PORT: String(ports.idp), PRISM_PORT: String(ports.prism), SERVER_PORT: String(ports.server) },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: stopping it stops Prism and the identity provider with it.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const stop = () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the ${label} stack stopped:\n${output}`);
    if (await answers()) return { label, baseUrl, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the ${label} stack did not start within 2 minutes`);
}
