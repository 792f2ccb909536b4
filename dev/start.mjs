// Starts everything a user needs to try the console: Prism mocking the contract, the
// development identity provider and the app (Vite, with the API proxied under /api).
// Ports: APP_PORT (5173), IDP_PORT (8080), PRISM_PORT (4010).
// With API_BACKEND=<wallet API URL>, Prism is a validating proxy in front of that API instead of
// a mock (dev/api-proxy.mjs: every call that breaks the contract is printed and reported).
import { createServer } from 'vite';
import { printBanner, stopOnSignal } from './banner.mjs';
import { startIdp } from './idp.mjs';
import { startApiProxy } from './api-proxy.mjs';
import { startPrism } from './prism.mjs';

const appPort = Number(process.env.APP_PORT ?? 5173);
const idpPort = Number(process.env.IDP_PORT ?? 8080);
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
process.env.IDP_PORT = String(idpPort);
process.env.PRISM_PORT = String(prismPort);

const started = performance.now();
const appOrigin = `http://localhost:${appPort}`;
const backend = process.env.API_BACKEND;
const [prism, idp] = await Promise.all([
  backend ? startApiProxy({ backend, port: prismPort }).then((p) => ({ stop: () => void p.stop(), report: p.report })) : startPrism({ port: prismPort }),
  startIdp({ port: idpPort, appOrigins: [appOrigin, `http://localhost:${process.env.PREVIEW_PORT ?? 4173}`] }),
]);
const vite = await createServer({ server: { port: appPort } });
await vite.listen();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
printBanner(`Digital Wallet Admin Panel is running (ready in ${seconds} s)`, [
  ['Console', appOrigin],
  ['Identity provider', idp.issuer],
  backend
    ? ['Wallet API', `${backend} through the validating proxy http://127.0.0.1:${prismPort} (report: ${'report' in prism ? prism.report : ''})  (proxied at ${appOrigin}/api)`]
    : ['Mock API (Prism)', `http://127.0.0.1:${prismPort}  (proxied at ${appOrigin}/api)`],
]);

stopOnSignal(async () => {
  await vite.close();
  await idp.close();
  prism.stop();
});
