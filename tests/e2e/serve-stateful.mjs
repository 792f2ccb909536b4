// The end-to-end stack of the `stateful` project: the production build on `vite preview` with
// `/api` proxied to the development wallet API (it remembers every write) behind Prism's
// validation, as `npm start` runs it, and the development identity provider. Each test works in a
// tenant of its own (tests/e2e/stateful.ts), so tests run in parallel on one API.
import { preview } from 'vite';
import { startApiStack } from '../../dev/api-stack.mjs';
import { startIdp } from '../../dev/idp.mjs';

const appPort = Number(process.env.APP_PORT ?? 4175);
const idpPort = Number(process.env.IDP_PORT ?? 8083);
const apiPort = Number(process.env.PRISM_PORT ?? 4013);
const walletPort = Number(process.env.WALLET_API_PORT ?? 4023);

const [api, idp] = await Promise.all([
  startApiStack({ port: apiPort, walletPort, mode: 'stateful' }),
  startIdp({ port: idpPort, appOrigins: [`http://localhost:${appPort}`] }),
]);
const server = await preview({ preview: { port: appPort, strictPort: true } });
console.log(`stateful e2e stack: app http://localhost:${appPort}, identity provider ${idp.issuer}, ${api.describe}`);

const stop = async () => {
  await Promise.allSettled([new Promise((resolve) => server.httpServer.close(resolve)), idp.close(), api.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
