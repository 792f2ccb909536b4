// The development wallet API's benchmark (`npm run bench:api`; it measures, it does not pass or
// fail): list answers of one collection seeded with BENCH_API_ROWS (default 10,000) banks, as the
// console asks for them (a page of 10, a search, a sort, a later page), BENCH_API_CALLS (default
// 400) of each, sequentially, directly and through Prism's validation (the stack `npm start` runs).
// Prints the median, 95th percentile and maximum in milliseconds. Also how long the development
// stack takes to answer its first call after start.
import { performance } from 'node:perf_hooks';
import { startApiStack } from '../../dev/api-stack.mjs';
import { freePort } from '../../dev/api-proxy.mjs';
import { startWalletApi } from '../../dev/wallet-api/server.mjs';

const ROWS = Number(process.env.BENCH_API_ROWS ?? 10_000);
const CALLS = Number(process.env.BENCH_API_CALLS ?? 400);
const HEADERS = {
  authorization: `Bearer x.${Buffer.from(JSON.stringify({ preferred_username: 'bench' })).toString('base64url')}.x`,
  tenant: 'wallet',
  'x-client-platform': 'web',
  'x-client-request-id': '3f1c2a9e-7b4d-4e21-9a55-1d2f0c8b6e71',
};
const QUERIES = {
  'page 1 of 10': () => 'page=1&size=10',
  'search': (i) => `page=1&size=10&search=${['ceylon', 'bank', 'hatton', '70'][i % 4]}`,
  'sort by name': (i) => `page=1&size=10&sort=bankName,${i % 2 ? 'asc' : 'desc'}`,
  'a later page, sorted': (i) => `page=${(i % 900) + 2}&size=10&sort=bankCode,asc`,
};

const quantile = (values, q) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

async function measure(base) {
  const rows = [];
  for (const [name, query] of Object.entries(QUERIES)) {
    const times = [];
    for (let i = 0; i < CALLS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/banks?${query(i)}`, { headers: HEADERS });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      times.push(performance.now() - started);
    }
    rows.push({ name, median: quantile(times, 0.5), p95: quantile(times, 0.95), max: Math.max(...times) });
  }
  return rows;
}

const print = (title, rows) => {
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.name.padEnd(22)} median ${row.median.toFixed(2).padStart(6)} ms   p95 ${row.p95.toFixed(2).padStart(6)} ms   max ${row.max.toFixed(2).padStart(7)} ms`);
};

const started = performance.now();
const stack = await startApiStack({ port: await freePort(), mode: 'stateful', quiet: true });
const first = await fetch(`${stack.url}/banks?page=1&size=10`, { headers: HEADERS });
console.log(`The development stack (API, Prism's validation, DPoP gate) answered its first call ${((performance.now() - started) / 1000).toFixed(1)} s after start (${first.status}).`);
await stack.stop();

const api = await startWalletApi({ port: 0, rows: { listBanks: ROWS } });
const proxied = await startApiStack({ port: await freePort(), mode: 'backend', backend: api.url, quiet: true, report: '.tmp/bench-api-violations.jsonl' });
await fetch(`${api.url}/banks?page=1&size=10`, { headers: HEADERS }); // seeds the tenant
print(`${ROWS.toLocaleString('en')} banks, ${CALLS} calls each, the development wallet API itself:`, await measure(api.url));
print(`The same through Prism's validation:`, await measure(proxied.url));
await Promise.all([proxied.stop(), api.stop()]);
