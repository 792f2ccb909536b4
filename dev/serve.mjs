// `npm run serve`: the production build behind the production server (Debian's nginx with
// deploy/nginx/), in front of the same wallet API as `npm start` (dev/api-stack.mjs: the
// development wallet API behind Prism's validation; API_MOCK=1 or API_BACKEND=<URL> as there) and
// the development identity provider. Builds first when there is no build, a source is newer than
// it (dev/stale-build.mjs), or with --build.
// Ports: SERVER_PORT (4180), IDP_PORT (8080), PRISM_PORT (4010), WALLET_API_PORT (4020).
// With CSP_REPORT_URI=<address>, violations of the Content-Security-Policy are reported there.
import { execFileSync } from 'node:child_process';
import { apiModeFromEnv, startApiStack } from './api-stack.mjs';
import { printBanner, stopOnSignal } from './banner.mjs';
import { startIdp } from './idp.mjs';
import { startNginx } from './nginx.mjs';
import { staleBuild } from './stale-build.mjs';

const port = Number(process.env.SERVER_PORT ?? 4180);
const idpPort = Number(process.env.IDP_PORT ?? 8080);
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const walletPort = Number(process.env.WALLET_API_PORT ?? 4020);

if (process.argv.includes('--build') || staleBuild()) {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

const origin = `http://localhost:${port}`;
const [api, idp] = await Promise.all([startApiStack({ port: prismPort, walletPort, ...apiModeFromEnv() }), startIdp({ port: idpPort, appOrigins: [origin] })]);
const server = await startNginx({
  port,
  apiUrl: api.url,
  config: { apiBaseUrl: '/api', authority: idp.issuer, clientId: 'wallet-dashboard', tenant: 'wallet', videoRoom: 'loopback' },
  cspReportUri: process.env.CSP_REPORT_URI ?? '',
});

printBanner('Digital Wallet Admin Panel: the production build behind nginx (deploy/nginx/)', [
  ['Console', origin],
  ['Identity provider', idp.issuer],
  ['Wallet API', `${api.describe}  (proxied at ${origin}/api)`],
  ['nginx folder', `${server.dir}  (rendered site, error.log)`],
]);

stopOnSignal(() => Promise.allSettled([server.stop(), idp.close(), api.stop()]));
