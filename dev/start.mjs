// Starts everything a user needs to try the console: the wallet API (by default the development
// wallet API, which remembers every write, behind Prism's validation; dev/api-stack.mjs), the
// development identity provider and the app (Vite, with the API proxied under /api).
// Ports: APP_PORT (5173), IDP_PORT (8080), PRISM_PORT (4010, the API as /api reaches it),
// WALLET_API_PORT (4020, the development wallet API itself: its reset address).
// API_MOCK=1: Prism's mock of the contract instead. API_BACKEND=<wallet API URL>: a real API,
// behind Prism as a validating proxy (every call that breaks the contract is printed and reported).
// WALLET_API_DATA=<folder>: the development wallet API keeps its data there across restarts.
import { watchFile } from 'node:fs';
import { createServer } from 'vite';
import { apiModeFromEnv, startApiStack } from './api-stack.mjs';
import { printBanner, stopOnSignal } from './banner.mjs';
import { startIdp } from './idp.mjs';

const appPort = Number(process.env.APP_PORT ?? 5173);
const idpPort = Number(process.env.IDP_PORT ?? 8080);
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const walletPort = Number(process.env.WALLET_API_PORT ?? 4020);
const CONTRACT = 'generated/openapi.json';
process.env.IDP_PORT = String(idpPort);
process.env.PRISM_PORT = String(prismPort);

// Every server stops, each on its own (one that hangs keeps none of the others running), also
// when the signal comes while the others are still starting.
/** @type {Promise<(() => Promise<unknown>) | undefined>[]} */
const stops = [];
stopOnSignal(() => Promise.allSettled(stops.map((started) => started.then((stop) => stop?.()))));

const started = performance.now();
const appOrigin = `http://localhost:${appPort}`;
const startApi = () => startApiStack({ port: prismPort, walletPort, ...apiModeFromEnv() });
/** The API now running (it starts again when the contract changes). */
let api = null;
const apiStarting = startApi().then((running) => (api = running));
const idpStarting = startIdp({ port: idpPort, appOrigins: [appOrigin, `http://localhost:${process.env.PREVIEW_PORT ?? 4173}`] });
stops.push(apiStarting.then(() => () => api.stop(), () => undefined), idpStarting.then((idp) => idp.close, () => undefined));
const [, idp] = await Promise.all([apiStarting, idpStarting]);
const vite = await createServer({ server: { port: appPort } });
stops.push(Promise.resolve(() => vite.close()));
await vite.listen();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
printBanner(`Digital Wallet Admin Panel is running (ready in ${seconds} s)`, [
  ['Console', appOrigin],
  ['Identity provider', idp.issuer],
  ['Wallet API', `${api.describe}  (proxied at ${appOrigin}/api)`],
]);

// The API follows the contract: after `npm run codegen` writes a new generated/openapi.json, the
// API (Prism, its validation, the development wallet API) starts again on it, on the same ports.
let reloading = Promise.resolve();
watchFile(CONTRACT, { interval: 1000 }, (now, before) => {
  if (now.mtimeMs === before.mtimeMs || now.size === 0) return;
  reloading = reloading.then(async () => {
    await api.stop();
    api = await startApi();
    console.log(`${new Date().toLocaleTimeString()} The contract changed: the wallet API started again on it (${api.describe})`);
  }).catch((error) => console.error(`The wallet API could not start again on the new contract: ${error instanceof Error ? error.message : String(error)}`));
});
