// The end-to-end stack: Prism on the contract, the development identity provider, and the
// production build served by `vite preview` (the API proxied under /api). Builds first if
// there is no build yet.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preview } from 'vite';
import { startIdp } from '../../dev/idp.mjs';
import { startPrism } from '../../dev/prism.mjs';

const appPort = Number(process.env.APP_PORT ?? 4173);
const idpPort = Number(process.env.IDP_PORT ?? 8081);
const prismPort = Number(process.env.PRISM_PORT ?? 4011);

if (!existsSync('dist/index.html')) execFileSync('node_modules/.bin/vite', ['build'], { stdio: 'inherit' });

const [prism, idp] = await Promise.all([
  startPrism({ port: prismPort }),
  startIdp({ port: idpPort, appOrigins: [`http://localhost:${appPort}`] }),
]);
const server = await preview({ preview: { port: appPort, strictPort: true } });
console.log(`e2e stack: app http://localhost:${appPort}, identity provider ${idp.issuer}, Prism ${prism.url}`);

const stop = async () => {
  await new Promise((resolve) => server.httpServer.close(resolve));
  await idp.close();
  prism.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
