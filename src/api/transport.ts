/**
 * The one transport: every call of the console, whether from an orval hook (through
 * `apiRequest`, the orval mutator) or from the hey-api SDK, goes through the hey-api
 * client configured here. It adds the required headers and the bearer token, renews the
 * token once on a 401 and retries, turns every failure into an ApiError with the
 * catalogue's text, and checks JSON answers against the contract's zod schema.
 */
import { client } from '../../generated/hey-api/client.gen';
import { getValidRequestBody } from '../../generated/hey-api/core/utils.gen';
import { ApiError, cancelledError, contractError, httpError, isAbort, networkError, retryAfterOf, timeoutError } from './errors';
import { fileNameOf } from './file-name';
import { setSender } from './mutator';
import { checkAnswer, prepareCheck, startAnswerChecker } from './answer-checker';
import { type Deviation, markUnreadable, readDeviating, reportDeviations } from './deviations';
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
   * if not, the user signs in again; if it did, the API no longer accepts the session.
   */
  unauthorized(renewed: boolean): void;
  /** `DPoP` when the access token is bound to a key (config.json `dpop`); default `Bearer`. */
  tokenType?(): 'Bearer' | 'DPoP';
  /** A DPoP proof for one request (its URL and method), or null. */
  proof?(url: string, method: string): Promise<string | null>;
};

export type TransportOptions = {
  baseUrl: string;
  tenant: string;
  session: TransportSession;
  /** Time limit of a call in seconds (config.json `requestTimeoutSeconds`, default 30). */
  timeoutSeconds?: number;
  /** Time limit of a download (a binary answer in the contract) in seconds (default 120). */
  downloadTimeoutSeconds?: number;
  /** The IANA zone of the API's date-times without an offset (config.json `apiTimeZone`); null: they cannot be read. */
  apiTimeZone?: string | null;
};

const BEARER = [{ scheme: 'bearer', type: 'http' }] as const;

let basePath = '/api';
let current: TransportSession | null = null;
let currentTenant = '';
let configured = false;
let limits = { call: 30, download: 120 };
let apiZone: string | null = null;
let pinnedRequestId: string | null = null;
let pinnedPrecondition: Validator | null = null;

/** What an answer said of the version of the records it carried (its `ETag`, `Last-Modified`). */
export type Validator = { etag?: string; lastModified?: string };

/** The validator of each answer that had one, and of the records in its `data` (a page's rows). */
const validators = new WeakMap<object, Validator>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Remembers an answer's validator for the answer, its `data`, and the records of a list in it. */
function rememberValidator(body: unknown, validator: Validator): void {
  if (!isObject(body)) return;
  const data: unknown = 'data' in body ? body.data : undefined;
  const inner: unknown = isObject(data) && 'data' in data ? data.data : undefined;
  const records = [body, data, ...(Array.isArray(data) ? data : []), ...(Array.isArray(inner) ? inner : [])];
  for (const record of records) if (isObject(record)) validators.set(record, validator);
}

/**
 * The `ETag` / `Last-Modified` of the answer a record (or an answer) was read from, when the
 * server sent one; undefined otherwise.
 */
export function validatorOf(record: unknown): Validator | undefined {
  return isObject(record) ? validators.get(record) : undefined;
}

/**
 * Runs `send` with `validator` as the precondition of the change it makes (its first non-GET
 * request): `If-Match` with the ETag, else `If-Unmodified-Since` with the Last-Modified date. The
 * server answers 412 when the record changed since that version; nothing is pinned without one.
 */
export async function withPrecondition<T>(validator: Validator | undefined, send: () => Promise<T>): Promise<T> {
  pinnedPrecondition = validator && (validator.etag || validator.lastModified) ? validator : null;
  try {
    return await send();
  } finally {
    pinnedPrecondition = null;
  }
}

/** The request headers of a precondition: `If-Match` (preferred) or `If-Unmodified-Since`. */
function preconditionHeaders(validator: Validator | null): Record<string, string> {
  if (validator?.etag) return { 'If-Match': validator.etag };
  if (validator?.lastModified) return { 'If-Unmodified-Since': validator.lastModified };
  return {};
}

/**
 * Runs `send` with `id` as the `x-client-request-id` of the change it makes (its first
 * non-GET request): a resubmit of a change whose outcome was unknown reuses the id of the
 * first attempt, so the backend can recognise the same request.
 */
export async function withRequestId<T>(id: string, send: () => Promise<T>): Promise<T> {
  pinnedRequestId = id;
  try {
    return await send();
  } finally {
    pinnedRequestId = null;
  }
}

/** A new `x-client-request-id`. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** How long a request (a save or a load, not a download) waits before the console offers to cancel it. */
export const LONG_WAIT_MS = 3000;

/** A request in flight that the user may cancel after a long wait (downloads have their own cancel). */
type Waiting = { startedAt: number; cancel: () => void };
const waiting = new Set<Waiting>();
const longWaitListeners = new Set<() => void>();
/** The start of the oldest request that has waited LONG_WAIT_MS, or null. */
let longWait: number | null = null;
let longWaitTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Recomputes `longWait` when a request starts or ends, and when the oldest one's wait runs
 * out. Listeners hear only a change of `longWait`: the requests a screen starts and ends do
 * not re-render the console (an update in the middle of React's render of a screen would make
 * it start that render again).
 */
function changedWaiting() {
  clearTimeout(longWaitTimer);
  const oldest = oldestWaitStart();
  const waited = oldest === null ? 0 : Date.now() - oldest;
  const next = oldest !== null && waited >= LONG_WAIT_MS ? oldest : null;
  if (oldest !== null && next === null) longWaitTimer = setTimeout(changedWaiting, LONG_WAIT_MS - waited);
  if (next === longWait) return;
  longWait = next;
  longWaitListeners.forEach((listener) => listener());
}

/** Listens for `longWaitStart` changing (the long-wait Cancel); returns the unsubscribe. */
export function subscribeLongWait(listener: () => void): () => void {
  longWaitListeners.add(listener);
  return () => longWaitListeners.delete(listener);
}

/** When the oldest request in flight (not a download) started, once it has waited LONG_WAIT_MS; else null. */
export function longWaitStart(): number | null {
  return longWait;
}

/** When the oldest request in flight (not a download) started, or null when none is. */
export function oldestWaitStart(): number | null {
  let oldest: number | null = null;
  for (const entry of waiting) oldest = oldest === null ? entry.startedAt : Math.min(oldest, entry.startedAt);
  return oldest;
}

/**
 * Aborts every request (not a download) in flight for at least `olderThanMs`: the user chose
 * Cancel after a long wait. Each fails with a `cancelled` ApiError (for a change: outcome unknown).
 */
export function cancelWaiting(olderThanMs = 0, now = Date.now()): number {
  const stale = [...waiting].filter((entry) => now - entry.startedAt >= olderThanMs);
  stale.forEach((entry) => entry.cancel());
  return stale.length;
}

/** Logs what the user is not shown (operation, validation path), for a support engineer's browser console. */
function logFailure(error: ApiError) {
  console.error(`[wallet-api] ${error.operationId} failed (${error.kind}${error.status ? ` ${error.status}` : ''}), x-client-request-id ${error.requestId ?? 'none'}${error.detail ? `: ${error.detail}` : ''}`);
}

/** Stamps the request id on an ApiError and logs it. */
function traced(error: ApiError, request: Request | null): ApiError {
  error.requestId ??= request?.headers.get('x-client-request-id') ?? null;
  logFailure(error);
  return error;
}

let operations: Promise<{ findOperation: FindOperation }> | null = null;

/** The operation registry (`./operations`), in its own chunk: started at configuration time, so it arrives beside the first calls. */
function loadOperations(): Promise<{ findOperation: FindOperation }> {
  operations ??= import('./operations');
  return operations;
}

/** A request URL's path as the contract writes it (without the API's base path or query). */
function apiPath(url: string): string {
  const { pathname } = new URL(url, window.location.origin);
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
}

/** The contract operation of a request (URL with or without the base path), and its response schema. */
async function resolveOperation(method: string, url: string) {
  const path = apiPath(url);
  const { findOperation } = await loadOperations();
  const operation = findOperation(method, path);
  const schemaName = operation?.info.response ?? null;
  return {
    id: operation?.id ?? `${method.toUpperCase()} ${path}`,
    schema: schemaName,
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
  const { findOperation } = await loadOperations();
  const parts = findOperation(method, path)?.info.jsonParts ?? [];
  const encoded = new FormData();
  for (const [name, value] of body.entries()) {
    encoded.append(name, parts.includes(name) && typeof value === 'string' ? new Blob([value], { type: 'application/json' }) : value);
  }
  return encoded;
}

/**
 * Starts loading the contract now, e.g. while the session is restored: the operation registry
 * and the answer-check worker (with the zod schemas) are then there when the first answers come.
 */
export function preloadContract(): void {
  void loadOperations().catch(() => undefined);
  startAnswerChecker();
}

/**
 * With DPoP-bound tokens (config.json `dpop`), sends the token as `Authorization: DPoP <token>`
 * with a fresh `DPoP` proof for this request (RFC 9449); Bearer tokens are left as they are.
 */
async function bindToken(headers: Headers, url: string, method: string): Promise<void> {
  const token = current?.accessToken();
  if (!token || current?.tokenType?.() !== 'DPoP') return;
  headers.set('Authorization', `DPoP ${token}`);
  const proof = await current.proof?.(url, method);
  if (proof) headers.set('DPoP', proof);
}

/** Configures the shared client once, at start-up. */
export function configureTransport({ baseUrl, tenant, session, timeoutSeconds = 30, downloadTimeoutSeconds = 120, apiTimeZone = null }: TransportOptions): void {
  current = session;
  apiZone = apiTimeZone;
  limits = { call: timeoutSeconds, download: downloadTimeoutSeconds };
  currentTenant = tenant;
  basePath = new URL(baseUrl, window.location.origin).pathname.replace(/\/+$/, '');
  client.setConfig({ baseUrl, auth: () => current?.accessToken() ?? undefined });
  setSender(sendRequest);
  preloadContract();
  if (configured) return;
  configured = true;

  client.interceptors.request.use(async (request) => {
    await bindToken(request.headers, request.url, request.method);
    request.headers.set('tenant', currentTenant);
    request.headers.set('x-client-platform', 'web');
    // sendRequest names its calls itself (see withRequestId); SDK calls get a new id here.
    if (!request.headers.has('x-client-request-id')) request.headers.set('x-client-request-id', newRequestId());
    return request;
  });

  client.interceptors.response.use(async (response, request, opts) => {
    if (response.status !== 401 || current === null) return response;
    const renewed = await current.renew();
    const token = current.accessToken();
    if (renewed && token) {
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      // A proof is single-use: the retry signs a new one for the new token.
      await bindToken(headers, request.url, request.method);
      // The refused request was not processed: the retry is the same request, under the same id.
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
    // Aborts (and this transport's own time limit, turned into a timeout by sendRequest) pass through.
    if (isAbort(error) || error instanceof ApiError || (error instanceof DOMException && error.name === 'TimeoutError')) return error;
    const { id: operationId, binary } = await resolveOperation(request.method, request.url);
    return traced(response ? httpError(response.status, error, operationId, binary, retryAfterOf(response.headers.get('Retry-After'))) : networkError(error, operationId), request);
  });
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
 * anything else is a contract error, but a read whose body is JSON under another type, which is
 * read and reported as a deviation. With `onProgress` the body is read as a stream and its
 * progress reported (a download's progress bar); an aborted signal cancels the request or the
 * reading of its body.
 */
export async function sendRequest<T>(url: string, init?: TransportInit): Promise<T> {
  const method = (init?.method ?? 'GET').toUpperCase();
  // Read the pinned id before any await: it belongs to the change that withRequestId is sending.
  const id = method !== 'GET' && pinnedRequestId ? pinnedRequestId : newRequestId();
  const precondition = method !== 'GET' ? preconditionHeaders(pinnedPrecondition) : {};
  if (method !== 'GET') {
    pinnedRequestId = null;
    pinnedPrecondition = null;
  }
  // Each call has a time limit (config.json); a download's is longer. The call leaves at once
  // with a call's limit: the contract, loading beside it, says whether it is a download (and
  // the limit grows), so a cold start's first calls never wait for the contract's chunk.
  const timer = new AbortController();
  const started = Date.now();
  let seconds = limits.call;
  let finished = false;
  const abortAfter = (limit: number) =>
    setTimeout(() => timer.abort(new DOMException(`timeout after ${limit} s`, 'TimeoutError')), Math.max(0, limit * 1000 - (Date.now() - started)));
  let timeout = abortAfter(seconds);
  // A long wait offers Cancel (`cancelWaiting`); a download has its own, so it leaves the list.
  const cancel = new AbortController();
  const wait: Waiting = { startedAt: started, cancel: () => cancel.abort(new DOMException('cancelled by the user', 'AbortError')) };
  const stopWaiting = () => {
    if (waiting.delete(wait)) changedWaiting();
  };
  waiting.add(wait);
  changedWaiting();
  resolveOperation(method, url).then(
    ({ binary, schema }) => {
      // The answer's schema is built while the request is out, not after its answer.
      if (schema) prepareCheck(schema);
      if (!binary || finished || timer.signal.aborted) return;
      stopWaiting();
      clearTimeout(timeout);
      seconds = limits.download;
      timeout = abortAfter(seconds);
    },
    // A contract that cannot load fails the call where its answer is checked.
    () => undefined,
  );
  const signal = AbortSignal.any([...(init?.signal ? [init.signal] : []), timer.signal, cancel.signal]);
  const stamp = (error: ApiError) => {
    error.requestId = id;
    return error;
  };
  const baseHeaders = { ...(init?.headers as Record<string, string> | undefined), ...precondition, 'x-client-request-id': id };
  try {
    const { data, response } = await client.request({
      method: method as 'GET',
      url,
      body: init?.body instanceof FormData ? await encodeParts(method, url, init.body) : (init?.body ?? undefined),
      bodySerializer: null,
      // A multipart body's Content-Type (with its boundary) comes from fetch; the client's JSON default would replace it.
      headers: init?.body instanceof FormData ? { ...baseHeaders, 'Content-Type': null } : baseHeaders,
      signal,
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
    // An empty body is an empty object, here and in the answer-check worker alike.
    const text = (await blob.text()) || '{}';
    // A read's JSON under another content type (a backend that does not say so) is read, and reported.
    const mistyped = !isJson(contentType);
    if (mistyped && (method !== 'GET' || !/^\s*[{[]/.test(text))) throw contractError(`the answer is ${contentType || 'untyped'}, not JSON`, operationId);
    const body: unknown = JSON.parse(text);
    // A weak ETag (`W/"…"`, as nginx makes a strong one it compresses) never matches `If-Match`.
    const etag = response.headers.get('ETag')?.startsWith('W/') ? null : response.headers.get('ETag');
    const lastModified = response.headers.get('Last-Modified');
    if (method === 'GET' && (etag || lastModified)) rememberValidator(body, { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) });
    const report = schema ? await checkAnswer(schema, text, body, apiZone) : null;
    const deviations = report?.deviations ?? [];
    if (report && deviations.length > 0) {
      // A save keeps its strict check (a 2xx breaking the contract leaves its outcome unknown), and
      // an answer whose envelope breaks cannot be read at all; a read's other deviations cost only
      // the values that hold them (`./deviations.ts`). Values that came in another form but read
      // unambiguously (a count as a numeric string) are read so, and reported all the same.
      if (report.problem !== null && (method !== 'GET' || report.envelope)) throw contractError(report.problem, operationId);
      readDeviating(body, deviations);
      markUnreadable(body, deviations, operationId, id);
    }
    const typed: Deviation[] = mistyped ? [{ path: [], type: contentType || 'untyped', issue: 'content_type', readable: true, expected: 'application/json' }] : [];
    if (typed.length + deviations.length > 0) reportDeviations({ operationId, requestId: id, deviations: [...typed, ...deviations] });
    return body as T;
  } catch (error) {
    const { id: operationId } = await resolveOperation(method, url);
    if (timer.signal.aborted && !init?.signal?.aborted) throw traced(stamp(timeoutError(seconds, operationId)), null);
    if (cancel.signal.aborted && !init?.signal?.aborted) throw traced(stamp(cancelledError(operationId)), null);
    if (error instanceof ApiError) {
      // HTTP failures were traced by the error interceptor; the contract check happens here.
      if (error.requestId === null) traced(stamp(error), null);
      throw error;
    }
    if (isAbort(error)) throw error;
    if (error instanceof SyntaxError) throw traced(stamp(contractError('the answer is not valid JSON', operationId)), null);
    throw traced(stamp(networkError(error, operationId)), null);
  } finally {
    finished = true;
    clearTimeout(timeout);
    stopWaiting();
  }
}
