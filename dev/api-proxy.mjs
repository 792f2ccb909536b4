// A validating proxy in front of a real wallet API: `npm run api:proxy -- <backend URL>`.
//
// Prism runs as a proxy (`prism proxy`) on the bundled contract, on an internal port; in front of
// it a small HTTP server listens where the console's `/api` is proxied to (PRISM_PORT, 4010). Every
// request is forwarded as it is (nothing is refused), and every request or answer that breaks the
// contract (Prism reports them in its `sl-violations` answer header) is printed with the operation
// and the violation, and appended to the report file as one JSON object per line.
//
// Usage: node dev/api-proxy.mjs <backend URL> [--port 4010] [--report .tmp/api-proxy-report.jsonl]
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Matchers of the contract's operations (literal segments first, as the console's registry). */
function operationMatchers() {
  const doc = JSON.parse(readFileSync(join(root, 'generated', 'openapi.json'), 'utf8'));
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const matchers = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const segments = path.split('/').filter(Boolean);
      const source = segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : escape(s))).join('/');
      matchers.push({ id: operation.operationId, method: method.toUpperCase(), pattern: new RegExp(`^/${source}/?$`), literals: segments.filter((s) => !s.startsWith('{')).length });
    }
  }
  return matchers.sort((a, b) => b.literals - a.literals);
}

/** The operationId of a request, or null when the contract has no such call. */
export function operationOf(matchers, method, url) {
  const { pathname } = new URL(url, 'http://proxy.invalid');
  return matchers.find((m) => m.method === method.toUpperCase() && m.pattern.test(pathname))?.id ?? null;
}

/** A TCP port free on 127.0.0.1 now (the system's pick). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Stops a child process and resolves once it has exited (killed outright if it has not after 5 s). */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** Starts `prism proxy` on the bundled contract and resolves once it answers. */
async function startPrismProxy(backend, port) {
  const args = ['proxy', '--host', '127.0.0.1', '--port', String(port), join(root, 'generated', 'openapi.json'), backend];
  const child = spawn(join(root, 'node_modules', '.bin', 'prism'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${output}`);
    // Prism listens once it prints this (probing it with a request would reach the backend).
    if (output.includes('Prism is listening')) return { stop: () => stopChild(child) };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`Prism did not start within 90 s:\n${output}`);
}

/**
 * One reported violation: the operation (null: not in the contract), the request, where the
 * violation is (`request.body.name`, `response.body.data.total`) and Prism's message.
 * @typedef {{ time: string, operationId: string | null, method: string, url: string, status: number, where: string, code: string | number, message: string }} Violation
 */

/**
 * Starts the validating proxy.
 * @param {{ backend: string, port?: number, report?: string, quiet?: boolean }} options
 * @returns {Promise<{ url: string, report: string, violations: Violation[], stop: () => Promise<void> }>}
 */
export async function startApiProxy({ backend, port = 4010, report = join(root, '.tmp', 'api-proxy-report.jsonl'), quiet = false }) {
  new URL(backend); // throws on something that is not a URL
  const matchers = operationMatchers();
  const prismPort = await freePort();
  const prism = await startPrismProxy(backend, prismPort);
  mkdirSync(dirname(report), { recursive: true });
  writeFileSync(report, '');
  /** @type {Violation[]} */
  const violations = [];

  const record = (method, url, status, header) => {
    let list;
    try {
      list = JSON.parse(header);
    } catch {
      list = [{ location: ['proxy'], code: 'unreadable', message: `unreadable sl-violations header: ${header}` }];
    }
    const operationId = operationOf(matchers, method, url);
    for (const item of Array.isArray(list) ? list : []) {
      const violation = {
        time: new Date().toISOString(),
        operationId,
        method,
        url,
        status,
        where: Array.isArray(item.location) ? item.location.join('.') : String(item.location),
        code: item.code ?? '',
        message: String(item.message ?? ''),
      };
      violations.push(violation);
      appendFileSync(report, `${JSON.stringify(violation)}\n`);
      if (!quiet) console.log(`✖ ${operationId ?? '(not in the contract)'}  ${method} ${url} -> ${status}  ${violation.where}: ${violation.message}`);
    }
  };

  const server = createServer((req, res) => {
    const upstream = httpRequest({ host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const header = answer.headers['sl-violations'];
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      if (typeof header === 'string' && header !== '') record(method, url, answer.statusCode ?? 0, header);
      else if (method !== 'OPTIONS' && operationOf(matchers, method, url) === null) {
        // Prism only logs a call outside the contract (no header): reported here.
        record(method, url, answer.statusCode ?? 0, JSON.stringify([{ location: ['request'], code: 'no-operation', message: 'The contract has no such call' }]));
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `The validating proxy could not reach Prism: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolveListen);
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    report,
    violations,
    stop: () =>
      Promise.all([
        prism.stop(),
        new Promise((resolveStop) => {
          server.close(() => resolveStop());
          server.closeAllConnections();
        }),
      ]).then(() => undefined),
  };
}

// Command line: node dev/api-proxy.mjs <backend URL> [--port N] [--report file]
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const port = Number(option('--port') ?? process.env.PRISM_PORT ?? 4010);
  const report = resolve(option('--report') ?? join(root, '.tmp', 'api-proxy-report.jsonl'));
  const [backend] = args;
  if (!backend) {
    console.error('Usage: npm run api:proxy -- <backend URL> [--port 4010] [--report .tmp/api-proxy-report.jsonl]');
    process.exit(2);
  }
  const proxy = await startApiProxy({ backend, port, report });
  console.log(`
Validating proxy (Prism) in front of ${backend}
  listening on  ${proxy.url}   (the console's /api in development: PRISM_PORT=${port})
  report        ${proxy.report}   (one JSON object per violation)
Every request and answer that breaks the contract is printed below. Press Ctrl+C to stop.
`);
  const stop = async () => {
    await proxy.stop();
    console.log(`${proxy.violations.length} violation(s) reported in ${proxy.report}`);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
