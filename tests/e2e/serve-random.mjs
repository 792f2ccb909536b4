// The stack of the `random-answers` project: Prism answering from the schemas (`prism mock -d`,
// seeded with SEED) behind the validating proxy (dev/api-proxy.mjs), the development identity
// provider, and the production build on `vite preview` with its /api proxied to the validating
// proxy. Its own ports (APP_PORT, IDP_PORT, PROXY_PORT), so the other projects' stack is left
// alone. Prints `random-answers stack ready` once everything answers.
//
// Prism draws each answer afresh from the seed, so one seed makes the same choices for every
// list: with some seeds every list is empty, and the walk would reach no record screen. A seed
// whose lists are empty is passed over for the next (`<seed>-1`, `<seed>-2`, ...); the seed used
// is printed.
//
// BREAK_ROWS=1 puts a layer between the console and the validating proxy that breaks the
// contract inside each list answer: the first row's first text value becomes a number. The
// console must still show every screen, that row's cell marked as unreadable.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { preview } from 'vite';
import { startApiProxy, freePort } from '../../dev/api-proxy.mjs';
import { startIdp } from '../../dev/idp.mjs';
import { startPrism } from '../../dev/prism.mjs';

const firstSeed = process.env.SEED ?? 'wallet';
const appPort = Number(process.env.APP_PORT ?? 4190);
const idpPort = Number(process.env.IDP_PORT ?? 8090);
const proxyPort = Number(process.env.PROXY_PORT ?? 4030);
const breakRows = process.env.BREAK_ROWS === '1';

if (!existsSync('dist/index.html')) execFileSync('node_modules/.bin/vite', ['build'], { stdio: 'inherit' });

/** Whether the seed's lists have rows (the bank list, as every paged list is drawn alike). */
async function hasRows(url) {
  const answer = await fetch(`${url}/banks?page=1&size=10`, { headers: { tenant: 'wallet', 'x-client-platform': 'web', 'x-client-request-id': crypto.randomUUID(), Authorization: 'Bearer random-answers' } });
  const body = await answer.json().catch(() => null);
  return Array.isArray(body?.data?.data) && body.data.data.length > 0;
}

async function startSeeded() {
  for (let attempt = 0; ; attempt++) {
    const seed = attempt === 0 ? firstSeed : `${firstSeed}-${attempt}`;
    const prism = await startPrism({ port: await freePort(), dynamic: true, seed, errors: false });
    if (attempt === 5 || (await hasRows(prism.url))) return { prism, seed };
    prism.stop();
  }
}

const [{ prism, seed }, idp] = await Promise.all([startSeeded(), startIdp({ port: idpPort, appOrigins: [`http://localhost:${appPort}`] })]);
/** The first row's first text value as a number (a list answer: `data.data` or `data` an array of rows). */
function breakFirstRow(body) {
  const rows = Array.isArray(body?.data?.data) ? body.data.data : Array.isArray(body?.data) ? body.data : null;
  const row = rows?.[0];
  if (typeof row !== 'object' || row === null) return false;
  const key = Object.keys(row).find((name) => typeof row[name] === 'string');
  if (key === undefined) return false;
  row[key] = 12345;
  return true;
}

/** Forwards to the validating proxy; GET answers in JSON come back with their first row broken. */
function startBreaker(port, target) {
  const server = createServer((req, res) => {
    const upstream = httpRequest({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (answer) => {
      const json = /json/.test(String(answer.headers['content-type'] ?? ''));
      if (req.method !== 'GET' || !json || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        let text = Buffer.concat(chunks).toString('utf8');
        try {
          const body = JSON.parse(text);
          if (breakFirstRow(body)) text = JSON.stringify(body);
        } catch {
          // Not JSON after all: passed on as it came.
        }
        const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(text)) };
        res.writeHead(200, headers);
        res.end(text);
      });
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const proxy = await startApiProxy({ backend: prism.url, port: breakRows ? await freePort() : proxyPort, report: join('.tmp', `random-answers-${appPort}.jsonl`), quiet: true });
const breaker = breakRows ? await startBreaker(proxyPort, Number(new URL(proxy.url).port)) : null;
// vite.config.ts reads both when the preview loads it (the API's address) or answers /config.json.
process.env.PRISM_PORT = String(proxyPort);
process.env.IDP_PORT = String(idpPort);
const server = await preview({ preview: { port: appPort, strictPort: true } });
console.log(`random-answers stack ready: app http://localhost:${appPort}, seed ${seed},${breakRows ? ' first rows broken,' : ''} validating proxy ${proxy.url}, report ${proxy.report}`);

const stop = async () => {
  if (proxy.violations.length > 0) console.log(`validating proxy: ${proxy.violations.length} violation(s), see ${proxy.report}`);
  await new Promise((resolve) => server.httpServer.close(resolve));
  breaker?.close();
  await proxy.stop();
  await idp.close();
  prism.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
