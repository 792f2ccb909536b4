/**
 * `npm run api:check`: calls every read of the contract on a real wallet API and prints what in
 * its answers deviates from the contract, by class, where, with an example, and whether the
 * console can read it. It never sends anything but a GET. Exit code: 0 when the console can read
 * every answer (deviations it reads or shows marked are listed as warnings), 1 when some value or
 * answer is unreadable to it, 2 when the check could not run (arguments, a refused token, no API).
 *
 *   npm run api:check -- --url https://wallet.example/api --tenant wallet --token-file token.txt
 *
 * Options (each also from the environment): --url (API_CHECK_URL), --tenant (API_CHECK_TENANT),
 * --token (API_CHECK_TOKEN) or --token-file, --api-time-zone (API_CHECK_TIME_ZONE, as
 * config.json's `apiTimeZone`), --json <file> (the report as JSON), --timeout <seconds> (30).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { OperationId } from '../../generated/operations';
import { MissingExampleError } from '../../tests/contract/request-samples';
import { type Finding, type RawAnswer, classifyAnswer, unreadable } from './classify';
import { type ReadOperation, READ_METHOD, assertRead, readOperations, requestFor, rowsOf, urlOf } from './reads';
import { type CheckReport, type Skipped, buildReport, formatReport } from './report';

/** What a run needs: where the API is, its tenant, a bearer token, the zone of date-times without an offset. */
export type CheckOptions = { baseUrl: string; tenant: string; token: string; zone: string | null; timeoutSeconds: number };

/** Thrown when the check cannot run at all (exit 2). */
class CannotCheck extends Error {}

/** How many reads are in flight at once: a real API is not to be hurried. */
const PARALLEL = 4;

async function send(options: CheckOptions, url: string): Promise<RawAnswer> {
  assertRead(READ_METHOD, url);
  const requestId = crypto.randomUUID();
  const response = await fetch(url, {
    method: READ_METHOD,
    headers: {
      Accept: 'application/json, */*',
      Authorization: `Bearer ${options.token}`,
      tenant: options.tenant,
      'x-client-platform': 'web',
      'x-client-request-id': requestId,
    },
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutSeconds * 1000),
  });
  return { status: response.status, contentType: response.headers.get('Content-Type') ?? '', text: await response.text(), requestId };
}

/** The message of an error answer (the contract's Error, or Spring Boot's default), in a few words. */
function messageOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const fields = body as Record<string, unknown>;
      const message = fields.message ?? fields.error ?? (typeof fields.data === 'object' && fields.data !== null ? (fields.data as Record<string, unknown>).message : undefined);
      if (typeof message === 'string') return message.slice(0, 120);
    }
  } catch {
    // not JSON: its first words below
  }
  return text.trim().slice(0, 80) || 'no body';
}

/** Runs `work` over `items`, `PARALLEL` at a time, in order of start. */
async function inTurn<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}

/** Calls every read of the contract on the API and gathers the report. */
async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const { reads, actingGets } = readOperations();
  const findings: Finding[] = [];
  const skipped: Skipped[] = [];
  const rows = new Map<OperationId, Record<string, unknown>[]>();
  const parameters: string[] = [];
  let checked = 0;
  let refusedToken = false;
  const check = async (read: ReadOperation) => {
    let url: string;
    try {
      const request = requestFor(read, reads, rows);
      for (const [name, source] of Object.entries(request.sources)) parameters.push(`${read.id} ${name}: ${source}`);
      url = urlOf(options.baseUrl, read.info.path, request);
    } catch (error) {
      if (!(error instanceof MissingExampleError)) throw error;
      skipped.push({ operationId: read.id, reason: error.message });
      return;
    }
    let answer: RawAnswer;
    try {
      answer = await send(options, url);
    } catch (error) {
      skipped.push({ operationId: read.id, reason: `no answer: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    if (answer.status === 401) refusedToken = true;
    const found = await classifyAnswer(read.id, read.info.response, answer, options.zone);
    // An error answer is no deviation (unless a gateway's page stands for it): the read is not checked.
    if (answer.status >= 300 && found.length === 0) {
      skipped.push({ operationId: read.id, reason: `${answer.status}: ${messageOf(answer.text)}` });
      return;
    }
    checked += 1;
    findings.push(...found);
    if (read.info.response !== null && answer.status < 300 && !found.some((finding) => finding.effect === 'answer-unreadable')) rows.set(read.id, rowsOf(JSON.parse(answer.text || 'null')));
  };
  // Lists first: a record's read takes its id from the list above it.
  const parameterless = reads.filter((read) => !read.info.path.includes('{'));
  await inTurn(parameterless, check);
  if (refusedToken) throw new CannotCheck('The API refused the token (401): sign in again and pass a fresh one.');
  await inTurn(
    reads.filter((read) => read.info.path.includes('{')),
    check,
  );
  if (checked === 0) throw new CannotCheck(`No read was answered: ${skipped[0]?.reason ?? 'nothing to check'}`);
  const order = new Map(reads.map((read, index) => [read.id as string, index]));
  const byContract = (a: { operationId: string }, b: { operationId: string }) => (order.get(a.operationId) ?? 0) - (order.get(b.operationId) ?? 0);
  return buildReport({ baseUrl: options.baseUrl, tenant: options.tenant, checked, findings: findings.sort(byContract), skipped: skipped.sort(byContract), notCalled: actingGets, parameters });
}

/** The options from the command line and the environment. */
function optionsFrom(argv: string[]): { options: CheckOptions; json: string | undefined } {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      tenant: { type: 'string' },
      token: { type: 'string' },
      'token-file': { type: 'string' },
      'api-time-zone': { type: 'string' },
      json: { type: 'string' },
      timeout: { type: 'string' },
    },
  });
  const env = process.env;
  const baseUrl = values.url ?? env.API_CHECK_URL;
  const tenant = values.tenant ?? env.API_CHECK_TENANT;
  const tokenFile = values['token-file'] ?? env.API_CHECK_TOKEN_FILE;
  const token = values.token ?? env.API_CHECK_TOKEN ?? (tokenFile ? readFileSync(tokenFile, 'utf8').trim() : undefined);
  const zone = values['api-time-zone'] ?? env.API_CHECK_TIME_ZONE ?? null;
  const timeoutSeconds = Number(values.timeout ?? env.API_CHECK_TIMEOUT ?? 30);
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) throw new CannotCheck('Give the API base URL (as config.json apiBaseUrl, absolute): --url https://wallet.example/api');
  if (!tenant) throw new CannotCheck('Give the tenant: --tenant <tenant>');
  if (!token) throw new CannotCheck('Give a bearer token: --token <token>, --token-file <file> or API_CHECK_TOKEN');
  if (zone !== null) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      throw new CannotCheck(`--api-time-zone ${zone} is no IANA time zone (e.g. UTC, Asia/Colombo)`);
    }
  }
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) throw new CannotCheck('--timeout takes a number of seconds');
  return { options: { baseUrl, tenant, token, zone, timeoutSeconds }, json: values.json };
}

async function main(): Promise<number> {
  try {
    const { options, json } = optionsFrom(process.argv.slice(2));
    const report = await runCheck(options);
    if (json) writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(formatReport(report));
    return report.findings.some(unreadable) ? 1 : 0;
  } catch (error) {
    const badArgument = error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof CannotCheck) && !badArgument) throw error;
    console.error(`api:check: ${error.message}`);
    return 2;
  }
}

process.exitCode = await main();
