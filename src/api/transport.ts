/**
 * The one transport: every call of the console, whether from an orval hook (through
 * `apiRequest`, the orval mutator) or from the hey-api SDK, goes through the hey-api
 * client configured here. It adds the required headers and the bearer token, renews the
 * token once on a 401 and retries, turns every failure into an ApiError with the
 * catalogue's text, and checks JSON answers against the contract's zod schema.
 */
import { client } from '../../generated/hey-api/client.gen';
import { getValidRequestBody } from '../../generated/hey-api/core/utils.gen';
import { ApiError, contractError, httpError, isAbort, networkError } from './errors';
import { fileNameOf } from './file-name';
import { setSender } from './mutator';
import type { findOperation as FindOperationFn } from './operations';

type FindOperation = typeof FindOperationFn;

/** What the transport needs from the signed-in session. */
export type TransportSession = {
  /** The current access token, or null when signed out. */
  accessToken(): string | null;
  /** Renews the access token (refresh token grant); resolves false when that failed. */
  renew(): Promise<boolean>;
  /**
   * The API refused the token even after renewal. `renewed` says whether renewal worked:
   * if not, the user signs in again; if it did, the spec's redirect to the API host applies.
   */
  unauthorized(renewed: boolean): void;
};

export type TransportOptions = { baseUrl: string; tenant: string; session: TransportSession };

const BEARER = [{ scheme: 'bearer', type: 'http' }] as const;

let basePath = '/api';
let current: TransportSession | null = null;
let currentTenant = '';
let configured = false;

type ValidationResult = { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
type Contract = {
  schemas: Record<string, { safeParseAsync(data: unknown): Promise<ValidationResult> } | undefined>;
  findOperation: FindOperation;
};
let contract: Promise<Contract> | null = null;

/**
 * The operation registry and the contract's zod schemas are large: they load in their own
 * chunk, started at configuration time so they arrive in parallel with the first calls.
 */
function loadContract(): Promise<Contract> {
  contract ??= Promise.all([import('../../generated/hey-api/zod.gen'), import('./operations')]).then(([schemas, operations]) => ({
    schemas: schemas as unknown as Contract['schemas'],
    findOperation: operations.findOperation,
  }));
  return contract;
}

/** A request URL's path as the contract writes it (without the API's base path or query). */
function apiPath(url: string): string {
  const { pathname } = new URL(url, window.location.origin);
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
}

/** The contract operation of a request (URL with or without the base path), and its response schema. */
async function resolveOperation(method: string, url: string) {
  const path = apiPath(url);
  const { schemas, findOperation } = await loadContract();
  const operation = findOperation(method, path);
  const schemaName = operation?.info.response ?? null;
  return {
    id: operation?.id ?? `${method.toUpperCase()} ${path}`,
    schema: schemaName ? schemas[schemaName] : undefined,
    /** A download (binary answer) in the contract; unknown operations are expected to answer JSON. */
    binary: operation !== null && schemaName === null,
  };
}

/**
 * A multipart body as the contract encodes it: each part it declares as JSON leaves as a Blob
 * typed `application/json` (a string part would go as text/plain).
 */
async function encodeParts(method: string, url: string, body: FormData): Promise<FormData> {
  const path = apiPath(url);
  const { findOperation } = await loadContract();
  const parts = findOperation(method, path)?.info.jsonParts ?? [];
  const encoded = new FormData();
  for (const [name, value] of body.entries()) {
    encoded.append(name, parts.includes(name) && typeof value === 'string' ? new Blob([value], { type: 'application/json' }) : value);
  }
  return encoded;
}

function requestId(): string {
  return crypto.randomUUID();
}

/** Configures the shared client once, at start-up. */
export function configureTransport({ baseUrl, tenant, session }: TransportOptions): void {
  current = session;
  currentTenant = tenant;
  basePath = new URL(baseUrl, window.location.origin).pathname.replace(/\/+$/, '');
  client.setConfig({ baseUrl, auth: () => current?.accessToken() ?? undefined });
  setSender(sendRequest);
  void loadContract();
  if (configured) return;
  configured = true;

  client.interceptors.request.use((request) => {
    request.headers.set('tenant', currentTenant);
    request.headers.set('x-client-platform', 'web');
    request.headers.set('x-client-request-id', requestId());
    return request;
  });

  client.interceptors.response.use(async (response, request, opts) => {
    if (response.status !== 401 || current === null) return response;
    const renewed = await current.renew();
    const token = current.accessToken();
    if (renewed && token) {
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      headers.set('x-client-request-id', requestId());
      const body = getValidRequestBody(opts) as BodyInit | null | undefined;
      const retried = await (opts.fetch ?? fetch)(
        new Request(request.url, { method: request.method, headers, body: body ?? null, signal: request.signal }),
      );
      if (retried.status !== 401) return retried;
    }
    current.unauthorized(renewed);
    return response;
  });

  client.interceptors.error.use(async (error, response, request) => {
    if (isAbort(error) || error instanceof ApiError) return error;
    const { id: operationId } = await resolveOperation(request.method, request.url);
    return response ? httpError(response.status, error, operationId) : networkError(error, operationId);
  });
}

function describe(result: ValidationResult): string {
  if (result.success) return '';
  const issue = result.error.issues[0];
  if (!issue) return 'the answer does not match the contract';
  const where = issue.path.map(String).join('.') || 'body';
  return `${where}: ${issue.message}`;
}

export { fileNameOf } from './file-name';

/** How much of a download's body has arrived; `total` is null when the server does not say. */
export type DownloadProgress = { loaded: number; total: number | null };

/** Request options of the transport: fetch's, and a listener of the body's progress (downloads). */
export type TransportInit = RequestInit & { onProgress?: (progress: DownloadProgress) => void };

/** Reads a body stream into a Blob, reporting the bytes received against Content-Length. */
async function readWithProgress(stream: ReadableStream<Uint8Array> | null, total: number | null, type: string, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(new Uint8Array(value));
      loaded += value.byteLength;
      onProgress({ loaded, total: total !== null && total >= loaded ? total : null });
    }
  }
  return new Blob(chunks, { type });
}

const isJson = (contentType: string) => /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());

/**
 * Sends one request through the shared client (the orval mutator, `./mutator.ts`, calls
 * this). The body is read by its Content-Type: JSON is parsed and validated against the
 * operation's schema; a download comes back as a File named by the Content-Disposition
 * header, whatever its media type (CSV, PDF, spreadsheet); a JSON operation answering
 * anything else is a contract error. With `onProgress` the body is read as a stream and its
 * progress reported (a download's progress bar); an aborted signal cancels the request or the
 * reading of its body.
 */
export async function sendRequest<T>(url: string, init?: TransportInit): Promise<T> {
  const method = (init?.method ?? 'GET').toUpperCase();
  try {
    const { data, response } = await client.request({
      method: method as 'GET',
      url,
      body: init?.body instanceof FormData ? await encodeParts(method, url, init.body) : (init?.body ?? undefined),
      bodySerializer: null,
      // A multipart body's Content-Type (with its boundary) comes from fetch; the client's JSON default would replace it.
      headers: init?.body instanceof FormData ? { ...(init.headers as Record<string, string> | undefined), 'Content-Type': null } : (init?.headers as Record<string, string> | undefined),
      signal: init?.signal ?? null,
      security: [...BEARER],
      parseAs: init?.onProgress ? 'stream' : 'blob',
      throwOnError: true,
      responseStyle: 'fields',
    });
    const contentType = response.headers.get('Content-Type') ?? '';
    const length = Number(response.headers.get('Content-Length') ?? Number.NaN);
    const blob = init?.onProgress
      ? await readWithProgress(data as ReadableStream<Uint8Array> | null, Number.isFinite(length) && length > 0 ? length : null, contentType, init.onProgress)
      : (data as Blob);
    const { id: operationId, schema, binary } = await resolveOperation(method, url);
    if (binary) {
      const name = fileNameOf(response.headers.get('Content-Disposition'), `${operationId}.bin`);
      return new File([blob], name, { type: blob.type || contentType || 'application/octet-stream' }) as T;
    }
    if (!isJson(contentType)) throw contractError(`the answer is ${contentType || 'untyped'}, not JSON`, operationId);
    const text = await blob.text();
    const body: unknown = text === '' ? {} : JSON.parse(text);
    if (schema) {
      const result = await schema.safeParseAsync(body);
      if (!result.success) throw contractError(describe(result), operationId);
    }
    return body as T;
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    const { id: operationId } = await resolveOperation(method, url);
    if (error instanceof SyntaxError) throw contractError('the answer is not valid JSON', operationId);
    throw networkError(error, operationId);
  }
}
