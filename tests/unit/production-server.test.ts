// The production server's configuration (deploy/nginx/) run by Debian's nginx on a small build
// of its own, in front of a recording API: what the end-to-end suite cannot vary (the report
// endpoint option, the proxy's path and headers).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cspReportValues, renderSite, startNginx, type RunningNginx } from '../../dev/nginx.mjs';

let dist: string;
let api: Server;
let server: RunningNginx;
const calls: { url: string; headers: IncomingHttpHeaders }[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><meta property="csp-nonce" nonce="CSP_NONCE"><link rel="stylesheet" href="/assets/app-1a2b3c.css" nonce="CSP_NONCE">');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'config.json'), '{}');
  api = createServer((req, res) => {
    calls.push({ url: req.url ?? '', headers: req.headers });
    // As an API (or Prism) with CORS open to every site answers.
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'x-powered-by': 'Express',
        'access-control-allow-origin': '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': '*',
        'access-control-expose-headers': '*',
        'access-control-allow-methods': 'GET,POST,PUT,DELETE',
        'access-control-max-age': '86400',
      })
      .end('{"data":[]}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/admin`;
  server = await startNginx({
    port: await freePort(),
    apiUrl,
    dist,
    config: { apiBaseUrl: '/api', authority: 'https://sso.bank.example/realms/wallet', clientId: 'wallet-dashboard', tenant: 'wallet' },
    imgSrc: 'https://cdn.bank.example',
    connectSrc: 'wss://global.vss.twilio.com',
    cspReportUri: 'https://csp.bank.example/report',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  api?.close();
  rmSync(dist, { recursive: true, force: true });
});

test('with a report endpoint the policy reports there (report-uri and report-to) and names the configured origins', async () => {
  const answer = await fetch(`${server.url}/admin/customer-mgt`);
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("connect-src 'self' https://sso.bank.example wss://global.vss.twilio.com;");
  expect(csp).toContain("img-src 'self' blob: data: https://cdn.bank.example;");
  expect(csp).toContain("frame-src 'self' https://sso.bank.example;");
  expect(csp).toMatch(/frame-ancestors 'none'; report-uri https:\/\/csp\.bank\.example\/report; report-to csp$/);
  expect(answer.headers.get('reporting-endpoints')).toBe('csp="https://csp.bank.example/report"');
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
  expect(await answer.text()).toBe(`<!doctype html><meta property="csp-nonce" nonce="${nonce}"><link rel="stylesheet" href="/assets/app-1a2b3c.css" nonce="${nonce}">`);
});

test('/api/ reaches the API under its path with the query, a request id, and none of its server banners or CORS headers', async () => {
  const answer = await fetch(`${server.url}/api/banks?page=1&size=10`, { headers: { authorization: 'Bearer t', tenant: 'wallet', origin: 'https://evil.example' } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-powered-by')).toBeNull();
  // Same origin needs no CORS: the upstream's `*` with credentials never reaches the browser.
  expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  const call = calls.at(-1);
  expect(call?.url).toBe('/admin/banks?page=1&size=10');
  expect(call?.headers.authorization).toBe('Bearer t');
  expect(call?.headers.tenant).toBe('wallet');
  expect(call?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
});

test('without a report endpoint neither the report directives nor Reporting-Endpoints are sent', () => {
  const values = { CONSOLE_LISTEN: '8080', CONSOLE_SERVER_NAME: 'admin.bank.example', CONSOLE_ROOT: '/srv/console', CONSOLE_API_URL: 'http://10.0.0.5/admin', CONSOLE_IDP_ORIGIN: 'https://sso.bank.example', CONSOLE_IMG_SRC: '', CONSOLE_CONNECT_SRC: '' };
  const site = renderSite({ ...values, ...cspReportValues('') });
  expect(site).toContain('set $console_csp_report "";');
  expect(site).toContain("set $console_reporting_endpoints '';");
  expect(site).toContain('proxy_pass http://10.0.0.5/admin/;');
  expect(site).not.toMatch(/\$\{CONSOLE_/);
  expect(() => cspReportValues('https://x.example/r; script-src *')).toThrow();
  expect(() => renderSite(values)).toThrow(/CONSOLE_CSP_REPORT/);
});
