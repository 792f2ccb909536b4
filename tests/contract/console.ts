/**
 * The console's own calling code, set up for the contract tests: the transport of
 * `src/api/transport.ts` configured the way `src/console.tsx` configures it (base URL, tenant,
 * token provider), and orval's generated request functions (`generated/hooks/<tag>/<tag>.ts`,
 * the ones `src/resources/` import) called with a sample request. Every answer therefore goes
 * through the same validation (zod schema of the operation, `contract` errors) as in the app.
 */
import { createServer } from 'node:net';
import { vi } from 'vitest';
import { type OperationId, operations } from '../../generated/operations';
import { configureTransport, type TransportSession } from '../../src/api/transport';
import { type SampleRequest, contractOperations } from './request-samples';

/** The tenant of the demo data (openapi/README.md), as config.json gives it to the app. */
export const TENANT = 'wallet';
export const TOKEN = 'contract-test-token';

/** What the fake signed-in session was asked, for assertions. */
export type SessionLog = { renewals: number; unauthorized: boolean[] };

/** One request the console sent and the answer it got (the answer cloned, unread). */
export type Exchange = { request: Request; response: Response | null };

/** A session whose token the test controls (null: signed out); renewal always fails. */
export function testSession(token: () => string | null, log: SessionLog): TransportSession {
  return {
    accessToken: token,
    renew: () => {
      log.renewals += 1;
      return Promise.resolve(false);
    },
    unauthorized: (renewed) => {
      log.unauthorized.push(renewed);
    },
  };
}

/**
 * Configures the console's transport against `baseUrl`, as `src/console.tsx` does. The transport
 * resolves relative URLs against the page's origin: the test provides a `window.location`.
 * Returns the list of exchanges, filled by a recording `fetch` (the client calls the global one).
 */
export function configureConsole(baseUrl: string, session: TransportSession, tenant = TENANT): Exchange[] {
  vi.stubGlobal('window', { location: { origin: 'http://console.test', pathname: '/', search: '' } });
  const exchanges: Exchange[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input.clone() : new Request(input, init);
    const exchange: Exchange = { request, response: null };
    exchanges.push(exchange);
    const response = await realFetch(input, init);
    exchange.response = response.clone();
    return response;
  });
  configureTransport({ baseUrl, tenant, session });
  return exchanges;
}

type RequestFunction = (...args: unknown[]) => Promise<unknown>;
type HookModule = Record<string, unknown>;

const modules = import.meta.glob<HookModule>('../../generated/hooks/*/*.ts');

/** The orval module of a tag, as `src/resources/` import it. */
async function hookModule(tag: string): Promise<HookModule> {
  const load = modules[`../../generated/hooks/${tag}/${tag}.ts`];
  if (!load) throw new Error(`generated/hooks/${tag}/${tag}.ts does not exist`);
  return load();
}

/** Path parameter names in the order the path spells them (orval's argument order). */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * The arguments of orval's request function for `sample`: the path parameters in path order,
 * then the body, then the query parameters object, then the RequestInit options.
 */
export function requestArguments(id: OperationId, sample: SampleRequest, init: RequestInit): unknown[] {
  const info = operations[id];
  const declared = contractOperations().get(id);
  if (!declared) throw new Error(`${id} is not in generated/openapi.json`);
  const args: unknown[] = pathParameterNames(info.path).map((name) => sample.path?.[name]);
  if (declared.operation.requestBody !== undefined) args.push(sample.body);
  if (declared.parameters.some((p) => p.in === 'query')) args.push(sample.query ?? {});
  args.push(init);
  return args;
}

/** orval's request function of an operation (same name as the operationId), checked for its arity. */
export async function requestFunction(id: OperationId, argumentCount: number): Promise<RequestFunction> {
  const module = await hookModule(operations[id].tag);
  const fn = module[id];
  if (typeof fn !== 'function') throw new Error(`generated/hooks/${operations[id].tag} has no request function ${id}`);
  if (fn.length !== argumentCount) {
    throw new Error(`${id}: orval's function takes ${fn.length} arguments, the contract implies ${argumentCount}`);
  }
  return fn as RequestFunction;
}

/** Calls operation `id` through orval's request function and the console's transport. */
export async function callOperation(id: OperationId, sample: SampleRequest, init: RequestInit = {}): Promise<unknown> {
  const args = requestArguments(id, sample, init);
  const fn = await requestFunction(id, args.length);
  return fn(...args);
}

/** Calls and returns the value or the thrown error, for assertions on either. */
export async function settle(id: OperationId, sample: SampleRequest, init: RequestInit = {}): Promise<{ value?: unknown; error?: unknown }> {
  try {
    return { value: await callOperation(id, sample, init) };
  } catch (error) {
    return { error };
  }
}

/** A free TCP port on the loopback interface (listen on 0, read the port, close). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolvePort(port) : reject(new Error('no port'))));
    });
  });
}
