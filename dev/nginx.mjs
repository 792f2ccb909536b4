// Runs the production build behind Debian's nginx with the production configuration
// (deploy/nginx/): the same headers, Content-Security-Policy, caching and single-page fallback
// a deployment sends. Used by `npm run serve` and by the end-to-end stack (the CSP suite).
//
// nginx runs in the foreground from a folder of its own (per port) under the system's temporary folder:
// a copy of the build with this environment's config.json, the rendered site, logs and
// temporary files. It is installed with apt-get when missing (as root; otherwise the message
// says how).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOY = join(root, 'deploy', 'nginx');
const SNIPPETS = ['console.conf', 'security-headers.conf', 'api-proxy.conf'];
/** Where the contract's examples (Prism's answers) link banner and offer images. */
export const DEMO_IMAGES = 'https://cdn.wallet.example.lk';

/** The nginx binary, installed with Debian's package when missing. */
export function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('nginx is not installed: run `sudo apt-get install nginx` (Debian\'s package), then start again.');
  }
  console.log("Installing Debian's nginx for the production server");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  // The package starts the default site where it can: this server is run by hand instead.
  spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
  if (!existsSync('/usr/sbin/nginx')) throw new Error('apt-get did not install nginx');
  return '/usr/sbin/nginx';
}

/**
 * The site of console-site.conf.template with these values (what envsubst does for a deployment).
 * @param {Record<string, string>} values the template's CONSOLE_* variables
 */
export function renderSite(values) {
  const template = readFileSync(join(DEPLOY, 'console-site.conf.template'), 'utf8');
  return template.replace(/\$\{(CONSOLE_[A-Z_]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`console-site.conf.template: no value for ${name}`);
    return values[name];
  });
}

/** The CONSOLE_CSP_REPORT and CONSOLE_REPORTING_ENDPOINTS values for a report endpoint (or none). */
export function cspReportValues(reportUri) {
  if (!reportUri) return { CONSOLE_CSP_REPORT: '', CONSOLE_REPORTING_ENDPOINTS: '' };
  if (/[\s;"',]/.test(reportUri)) throw new Error(`Not a report address: ${reportUri}`);
  return { CONSOLE_CSP_REPORT: `; report-uri ${reportUri}; report-to csp`, CONSOLE_REPORTING_ENDPOINTS: `csp="${reportUri}"` };
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Makes a folder's files readable by nginx's workers (nobody), whatever the modes of the copied build. */
function makeReadable(folder) {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) makeReadable(path);
    else chmodSync(path, 0o644);
  }
}

async function waitUntilServing(url, child, output, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Serves `dist` (with `config` as its config.json) behind nginx on 127.0.0.1:`port`, /api/
 * proxied to `apiUrl`.
 * @param {{ port: number, apiUrl: string, config: Record<string, unknown>, dist?: string, imgSrc?: string, connectSrc?: string, cspReportUri?: string }} options
 * @returns {Promise<{ url: string, dir: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ port, apiUrl, config, dist = join(root, 'dist'), imgSrc = DEMO_IMAGES, connectSrc = '', cspReportUri = '' }) {
  const nginx = ensureNginx();
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build first`);
  // One folder per port, left from an earlier run that was killed is replaced.
  const dir = join(tmpdir(), `wallet-console-nginx-${port}`);
  const pidFile = join(dir, 'nginx.pid');
  const earlier = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
  if (earlier > 0 && isRunning(earlier)) throw new Error(`nginx (pid ${earlier}) still serves port ${port} from ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // nginx's workers run as nobody when started by root: they read the site and write temporary files.
  chmodSync(dir, 0o755);
  const www = join(dir, 'www');
  cpSync(dist, www, { recursive: true });
  writeFileSync(join(www, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  makeReadable(www);
  const snippets = join(dir, 'snippets', 'wallet-console');
  mkdirSync(snippets, { recursive: true });
  for (const file of SNIPPETS) cpSync(join(DEPLOY, file), join(snippets, file));
  const temp = join(dir, 'temp');
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);

  const idpOrigin = new URL(String(config.authority)).origin;
  const site = renderSite({
    CONSOLE_LISTEN: `127.0.0.1:${port}`,
    CONSOLE_SERVER_NAME: 'localhost',
    CONSOLE_ROOT: www,
    CONSOLE_API_URL: apiUrl.replace(/\/+$/, ''),
    CONSOLE_IDP_ORIGIN: idpOrigin,
    CONSOLE_IMG_SRC: imgSrc,
    CONSOLE_CONNECT_SRC: connectSrc,
    ...cspReportValues(cspReportUri),
  });
  writeFileSync(join(dir, 'console-site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `# Local run of the console's production server (dev/nginx.mjs); the site is deploy/nginx's.
${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${join(temp, 'body')};
    proxy_temp_path ${join(temp, 'proxy')};
    fastcgi_temp_path ${join(temp, 'fastcgi')};
    uwsgi_temp_path ${join(temp, 'uwsgi')};
    scgi_temp_path ${join(temp, 'scgi')};
    include ${join(dir, 'console-site.conf')};
}
`,
  );

  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const test = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}${test.stdout}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const log = () => `${output}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
  const url = `http://localhost:${port}`;
  try {
    await waitUntilServing(`${url}/config.json`, child, log);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    dir,
    stop: () =>
      new Promise((resolveStop) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolveStop();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM'); // nginx's fast shutdown
      }),
  };
}
