// The end-to-end stack: Prism on the contract, the development identity provider, and the
// production build served twice: by `vite preview` (APP_PORT) and behind the production server,
// nginx with deploy/nginx/ (SERVER_PORT, the production-server project), both with the API
// proxied under /api. Builds first when there is no build or a source is newer than it
// (dev/stale-build.mjs), so a spec tests the code as it is.
import { execFileSync } from 'node:child_process';
import { preview } from 'vite';
import { startIdp } from '../../dev/idp.mjs';
import { startNginx } from '../../dev/nginx.mjs';
import { startPrism } from '../../dev/prism.mjs';
import { staleBuild } from '../../dev/stale-build.mjs';

const appPort = Number(process.env.APP_PORT ?? 4173);
const idpPort = Number(process.env.IDP_PORT ?? 8081);
const prismPort = Number(process.env.PRISM_PORT ?? 4011);
const serverPort = Number(process.env.SERVER_PORT ?? 4180);

const stale = staleBuild();
if (stale) {
  console.log(`e2e stack: building (${stale})`);
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

const [prism, idp] = await Promise.all([
  startPrism({ port: prismPort }),
  startIdp({ port: idpPort, appOrigins: [`http://localhost:${appPort}`, `http://localhost:${serverPort}`] }),
]);
// Started before the preview, whose address tells Playwright that the stack is up.
const nginx = await startNginx({
  port: serverPort,
  apiUrl: prism.url,
  config: { apiBaseUrl: '/api', authority: idp.issuer, clientId: 'wallet-dashboard', tenant: 'wallet', videoRoom: 'loopback' },
});
const server = await preview({ preview: { port: appPort, strictPort: true } });
console.log(`e2e stack: app http://localhost:${appPort}, behind nginx ${nginx.url}, identity provider ${idp.issuer}, Prism ${prism.url}`);

const stop = async () => {
  await nginx.stop();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await idp.close();
  prism.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
