/**
 * `npm run api:check` run as a team runs it, against Prism's mock of the contract (every read
 * readable: exit 0) and against a proxy in front of it that deviates as real backends and gateways
 * do (each class named, with where and an example: exit 1). Both go through a recording proxy:
 * no request but a GET ever leaves, and the GETs that act are never called.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type RunningPrism } from '../../dev/prism.mjs';
import { operations } from '../../generated/operations';
import { type DeviationClass, classifyAnswer } from '../../scripts/api-check/classify';
import { assertRead, isRead } from '../../scripts/api-check/reads';
import type { CheckReport } from '../../scripts/api-check/report';
import { freePort } from './console';

/** How an answer of the mock is changed on its way: its status, content type and text. */
type Answer = { status: number; contentType: string; text: string };
type Change = (answer: Answer) => Answer;

const json = (change: (body: Record<string, unknown>) => void): Change => (answer) => {
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  change(body);
  return { ...answer, text: JSON.stringify(body) };
};
const firstRow = (body: Record<string, unknown>) => ((body.data as { data: Record<string, unknown>[] }).data[0] ?? {});
const text = (change: (text: string) => string): Change => (answer) => ({ ...answer, text: change(answer.text) });

/** The deviations, each on one read's answer (by path, without the query), as the Java backends and gateways send them. */
const DEVIATIONS: Record<string, Change> = {
  '/banks': (answer) =>
    json((body) => {
      delete firstRow(body).bankName;
    })(text((value) => value.replace(/"total":\s*(\d+)/, '"total":"$1"').replace(/"fundTranMode":"([A-Z]+)"/g, (_all, mode: string) => `"fundTranMode":"${mode.toLowerCase()}"`))(answer)),
  '/audit': text((value) => value.replace(/"timestamp":"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})[^"]*"/, '"timestamp":"$1 $2"')),
  '/customers': text((value) => value.replace(/"registeredAt":"[^"]+"/, '"registeredAt":1748843677000')),
  '/reports/customers': text((value) => value.replace(/"balance":"45230\.50"/, '"balance":45230.50')),
  '/dashboard': text((value) => value.replace(/"overall":"[a-z]+"/, '"overall":"maintenance"')),
  '/faq': json((body) => {
    (body.data as Record<string, unknown>).data = null;
  }),
  '/segments': json((body) => {
    firstRow(body).description = null;
    firstRow(body).statusId = { id: 1 };
  }),
  '/banks/channels': (answer) => ({ ...answer, contentType: 'text/plain;charset=UTF-8' }),
  '/products': () => ({ status: 502, contentType: 'text/html', text: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' }),
  '/promotions': text((value) => value.slice(0, Math.floor(value.length / 2))),
  '/terms': () => ({ status: 204, contentType: '', text: '' }),
  '/reports/customers/download/{fileType}': (answer) => ({ ...answer, text: '' }),
};

/** What the deviating run must name: each class, where, and what the console does with it. */
const EXPECTED: [DeviationClass, string, string, string][] = [
  ['numeric-string', 'listBanks', 'data.total', 'read'],
  ['enum-case', 'listBanks', 'data.data[].fundTranMode', 'read'],
  ['missing-required', 'listBanks', 'data.data[].bankName', 'value-unreadable'],
  ['zoneless-date-time', 'listAuditEntries', 'data.data[].timestamp', 'value-unreadable'],
  ['epoch-date-time', 'listCustomers', 'data.data[].registeredAt', 'read'],
  ['amount-number', 'getCustomerReport', 'data.data[].balance', 'read'],
  ['unknown-enum', 'getDashboard', 'data.systemStatus.overall', 'shown'],
  ['null-list', 'listFaqs', 'data.data', 'answer-unreadable'],
  ['null-value', 'listSegments', 'data.data[].description', 'value-unreadable'],
  ['wrong-type', 'listSegments', 'data.data[].statusId', 'value-unreadable'],
  ['wrong-content-type', 'listBankChannels', 'body', 'read'],
  ['html-page', 'listProducts', 'body', 'answer-unreadable'],
  ['not-json', 'listPromotions', 'body', 'answer-unreadable'],
  ['empty-answer', 'listTerms', 'body', 'answer-unreadable'],
  ['empty-file', 'downloadCustomerReport', 'body', 'answer-unreadable'],
];

let prism: RunningPrism | undefined;
let proxy: Server | undefined;
let proxyUrl = '';
const sent: { method: string; path: string }[] = [];

/** Passes each request to Prism and its answer back, changed by `DEVIATIONS` under `/deviating`, as it is under `/clean`. */
function forward(target: URL) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const [mode = '', ...rest] = (request.url ?? '/').slice(1).split('/');
    const url = `/${rest.join('/')}`;
    const path = url.split('?')[0] ?? '/';
    const download = path.replace(/^(\/reports\/customers\/download\/)[^/]+$/, '$1{fileType}');
    sent.push({ method: request.method ?? '', path });
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: url, method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const came: Answer = { status: answer.statusCode ?? 500, contentType: answer.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') };
        const change = mode === 'deviating' ? DEVIATIONS[download] : undefined;
        const sending = change ? change(came) : came;
        response.writeHead(sending.status, sending.contentType ? { 'Content-Type': sending.contentType } : {});
        response.end(sending.status === 204 ? undefined : sending.text);
      });
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };
}

/** Runs `npm run api:check`'s script against `base`; its exit code, output and JSON report. */
function apiCheck(base: string, more: string[] = []): Promise<{ code: number | null; output: string; report: CheckReport }> {
  const file = join(mkdtempSync(join(tmpdir(), 'api-check-')), 'report.json');
  return new Promise((resolveRun, reject) => {
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/api-check/main.ts', ...(base ? ['--url', base] : []), '--tenant', 'wallet', '--token', 'api-check-token', '--json', file, ...more], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolveRun({ code, output, report: (code === 2 ? null : JSON.parse(readFileSync(file, 'utf8'))) as CheckReport });
      } catch (error) {
        reject(new Error(`api:check wrote no report (exit ${code}):\n${output}`, { cause: error }));
      }
    });
  });
}

beforeAll(async () => {
  prism = await startPrism({ port: await freePort(), errors: true });
  const port = await freePort();
  proxy = createServer(forward(new URL(prism.url)));
  await new Promise<void>((listening) => proxy?.listen(port, '127.0.0.1', listening));
  proxyUrl = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  proxy?.close();
  await prism?.stop();
});

describe('npm run api:check', () => {
  it('reads every read of the contract on the mock and finds it readable: exit 0', async () => {
    const { code, output, report } = await apiCheck(`${proxyUrl}/clean`);
    expect(output).toContain('No deviation from the contract.');
    expect(report.findings).toEqual([]);
    expect(report.skipped).toEqual([]);
    const reads = Object.entries(operations).filter(([id, info]) => isRead(id, info));
    expect(report.checked).toBe(reads.length);
    // A record's id comes from the list above it.
    expect(report.parameters).toContain("getUser id: listUsers's first row");
    expect(code).toBe(0);
  }, 120_000);

  it('names each class of deviation, where and with an example, on a deviating API: exit 1', async () => {
    const { code, output, report } = await apiCheck(`${proxyUrl}/deviating`);
    for (const [kind, operationId, field, effect] of EXPECTED) {
      expect(report.findings, `${kind} at ${operationId} ${field}`).toContainEqual(expect.objectContaining({ kind, operationId, field, effect }));
    }
    expect(report.findings).toContainEqual(expect.objectContaining({ kind: 'zoneless-date-time', example: expect.stringMatching(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"$/) }));
    expect(report.findings).toContainEqual(expect.objectContaining({ kind: 'amount-number', example: '45230.50' }));
    expect(output).toMatch(/UNREADABLE {2}Required fields missing \[missing-required\]/);
    expect(output).toMatch(/listBanks {2}data\.data\[\]\.bankName {2}e\.g\. missing {2}-> UNREADABLE: shown as "—"/);
    expect(output).toMatch(/readable {4}Numbers sent as numeric strings \[numeric-string\], 1 place\n {4}listBanks {2}data\.total {2}e\.g\. "\d+" {2}-> read by the console, reported/);
    expect(code).toBe(1);
  }, 120_000);

  it('sends nothing but GETs, and never the GETs that act', () => {
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.filter(({ method }) => method !== 'GET')).toEqual([]);
    const acting = Object.entries(operations).filter(([id, info]) => info.method === 'GET' && !isRead(id, info));
    expect(acting.map(([id]) => id).sort()).toEqual(['endKycVideoCall', 'resetUserOtp']);
    expect(sent.filter(({ path }) => /\/execute-action\/resetOtp$|\/endVideoCall\//.test(path))).toEqual([]);
    expect(() => assertRead('POST', '/banks/')).toThrow('api:check sends reads only; refused POST /banks/');
    expect(() => assertRead('get', '/banks')).not.toThrow();
  });

  it("reads date-times without a zone in the API's zone when given one, as config.json's apiTimeZone", async () => {
    const text = '{"data":{"total":1,"page":1,"size":10,"data":[{"id":1,"timestamp":"2026-11-21 10:42:13","userName":"nimal.perera","action":"APPROVE","resource":"bank","target":"7056","outcome":"SUCCESS","ipAddress":"10.20.4.17","details":{"oldValue":{},"newValue":{}}}]}}';
    const answer = { status: 200, contentType: 'application/json', text, requestId: 'r-1' };
    expect(await classifyAnswer('listAuditEntries', 'zListAuditEntriesResponse', answer, null)).toEqual([expect.objectContaining({ kind: 'zoneless-date-time', effect: 'value-unreadable' })]);
    expect(await classifyAnswer('listAuditEntries', 'zListAuditEntriesResponse', answer, 'Asia/Colombo')).toEqual([expect.objectContaining({ kind: 'zoneless-date-time', effect: 'read' })]);
  });

  it('says what it needs and exits 2 when it cannot run', async () => {
    const { code, output } = await apiCheck('');
    expect(output).toContain('api:check: Give the API base URL');
    expect(code).toBe(2);
  }, 60_000);
});
