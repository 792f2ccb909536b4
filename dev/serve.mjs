// `npm run serve`: the production build behind the production server (Debian's nginx with
// deploy/nginx/), in front of Prism mocking the contract and the development identity
// provider, as `npm start` runs the development server. Builds first when there is no build,
// a source is newer than it (dev/stale-build.mjs), or with --build.
// Ports: SERVER_PORT (4180), IDP_PORT (8080), PRISM_PORT (4010).
// With CSP_REPORT_URI=<address>, violations of the Content-Security-Policy are reported there.
import { execFileSync } from 'node:child_process';
import { printBanner, stopOnSignal } from './banner.mjs';
import { startIdp } from './idp.mjs';
import { startNginx } from './nginx.mjs';
import { startPrism } from './prism.mjs';
import { staleBuild } from './stale-build.mjs';

const port = Number(process.env.SERVER_PORT ?? 4180);
const idpPort = Number(process.env.IDP_PORT ?? 8080);
const prismPort = Number(process.env.PRISM_PORT ?? 4010);

if (process.argv.includes('--build') || staleBuild()) {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

const origin = `http://localhost:${port}`;
const [prism, idp] = await Promise.all([startPrism({ port: prismPort }), startIdp({ port: idpPort, appOrigins: [origin] })]);
const server = await startNginx({
  port,
  apiUrl: prism.url,
  config: { apiBaseUrl: '/api', authority: idp.issuer, clientId: 'wallet-dashboard', tenant: 'wallet', videoRoom: 'loopback' },
  cspReportUri: process.env.CSP_REPORT_URI ?? '',
});

printBanner('Digital Wallet Admin Panel: the production build behind nginx (deploy/nginx/)', [
  ['Console', origin],
  ['Identity provider', idp.issuer],
  ['Mock API (Prism)', `${prism.url}  (proxied at ${origin}/api)`],
  ['nginx folder', `${server.dir}  (rendered site, error.log)`],
]);

stopOnSignal(async () => {
  await server.stop();
  await idp.close();
  prism.stop();
});
