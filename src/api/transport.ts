/**
 * The one transport: every call of the console, whether from an orval hook (through
 * `apiRequest`, the orval mutator) or from the hey-api SDK, goes through the hey-api
 * client configured here. It adds the required headers and the bearer token, renews the
 * token once on a 401 and retries, turns every failure into an ApiError with the
 * catalogue's text, and checks JSON answers against the contract's zod schema.
 */
import { client } from '../../generated/hey-api/client.gen';
import { getValidRequestBody } from '../../generated/hey-api/core/utils.gen';
import { findOperation } from './operations';
import { ApiError, contractError, httpError, isAbort, networkError } from './errors';

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
let configured = false;

type Schemas = Record<string, { safeParseAsync(data: unknown): Promise<ValidationResult> }>;
type ValidationResult = { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
let schemas: Promise<Schemas> | null = null;

/** The contract's zod schemas load in their own chunk, in parallel with the first calls. */
function loadSchemas(): Promise<Schemas> {
  schemas ??= import('../../generated/hey-api/zod.gen').then((module) => module as unknown as Schemas);
  return schemas;
}

function operationOf(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  return findOperation(request.method, path)?.id ?? `${request.method} ${path}`;
}

function requestId(): string {
  return crypto.randomUUID();
}

/** Configures the shared client once, at start-up. */
export function configureTransport({ baseUrl, tenant, session }: TransportOptions): void {
  current = session;
  basePath = new URL(baseUrl, window.location.origin).pathname.replace(/\/+$/, '');
  client.setConfig({ baseUrl, auth: () => current?.accessToken() ?? undefined });
  void loadSchemas();
  if (configured) return;
  configured = true;

  client.interceptors.request.use((request) => {
    request.headers.set('tenant', tenant);
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

  client.interceptors.error.use((error, response, request) => {
    if (isAbort(error) || error instanceof ApiError) return error;
    const operationId = operationOf(request);
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

/** Reads the file name from a Content-Disposition header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? fallback;
}

/**
 * Sends one request through the shared client (the orval mutator, `./mutator.ts`, calls
 * this). JSON answers are validated against the operation's schema; binary answers come
 * back as a File named by the Content-Disposition header.
 */
export async function sendRequest<T>(url: string, init?: RequestInit): Promise<T> {
  const method = (init?.method ?? 'GET').toUpperCase();
  const path = url.split('?')[0] ?? url;
  const operation = findOperation(method, path);
  const operationId = operation?.id ?? `${method} ${path}`;
  const schemaName = operation?.info.response ?? null;
  const json = operation === null || schemaName !== null;
  try {
    const { data, response } = await client.request({
      method: method as 'GET',
      url,
      body: init?.body ?? undefined,
      bodySerializer: null,
      headers: init?.headers as Record<string, string> | undefined,
      signal: init?.signal ?? null,
      security: operation?.info.secured === false ? undefined : [...BEARER],
      parseAs: json ? 'json' : 'blob',
      throwOnError: true,
      responseStyle: 'fields',
    });
    if (!json) {
      const blob = data as Blob;
      const name = fileNameOf(response.headers.get('Content-Disposition'), `${operationId}.bin`);
      return new File([blob], name, { type: blob.type || 'application/octet-stream' }) as T;
    }
    if (schemaName !== null) {
      const schema = (await loadSchemas())[schemaName];
      const result = schema ? await schema.safeParseAsync(data) : ({ success: true } as const);
      if (!result.success) throw contractError(describe(result), operationId);
    }
    return data as T;
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    if (error instanceof SyntaxError) throw contractError('the answer is not valid JSON', operationId);
    throw networkError(error, operationId);
  }
}
