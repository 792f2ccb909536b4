/**
 * The error catalogue (specification section 8), applied in one place: every failed call
 * becomes an ApiError whose `message` is the exact text the user sees.
 */

export const CATALOGUE = {
  403: 'Forbidden Action',
  500: 'Internal Server Error',
  412: 'Cannot generate the report since maximum record limit 500 was exceeded',
} as const;

/**
 * What went wrong: an HTTP status, no answer at all (`network`), no answer in time
 * (`timeout`), an answer that breaks the contract, or a wait the user cancelled (`cancelled`).
 * After `network`, `timeout`, `contract` and `cancelled` the server may have done what was
 * asked: the outcome of a change is unknown.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'cancelled';

/** A field problem reported by the server on a 400. */
export type FieldProblem = { field: string; message: string };

/**
 * The one error type of the transport. `message` is the user-facing text: it never names the
 * operation or a validation path (`operationId` and `detail` are for the console log);
 * `requestId` is the `x-client-request-id` a support engineer can trace.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The `x-client-request-id` of the failed call, when it was sent. */
  requestId: string | null = null;
  /** Seconds the server asked to wait before calling again (`Retry-After` of a 429 or 503), when it said. */
  retryAfterSeconds: number | null = null;
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly operationId: string,
    readonly status: number | null = null,
    readonly fieldErrors: FieldProblem[] = [],
    readonly detail: string | null = null,
  ) {
    super(message);
  }

  /**
   * True when a change may have been applied although no valid answer said so: no answer, or a
   * gateway's 502/503/504 (the request may have reached the API and been carried out behind it).
   */
  get outcomeUnknown(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'contract' || this.kind === 'cancelled' || isGatewayStatus(this.status);
  }
}

/** Whether a status is a gateway's: the API behind it did not answer (502, 504) or is not serving (503). */
export function isGatewayStatus(status: number | null): boolean {
  return status === 502 || status === 503 || status === 504;
}

/** What Spring Boot writes when it has no message to give (`server.error.include-message` off). */
const NO_MESSAGE = /^(no message available)?$/i;

/**
 * The server's own words in an error body: its `message`, or for a Spring Boot default error body
 * (`{timestamp, status, error, message, path}`) without one, its `error` ("Service Unavailable");
 * plain text as it is. An HTML page (a gateway's) has none.
 */
function serverMessage(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    return text.length > 0 && text.length < 500 && !text.startsWith('<') ? text : null;
  }
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && !NO_MESSAGE.test(message.trim())) return message;
    if (typeof error === 'string' && error.trim() !== '' && error.trim().length < 200) return error.trim();
  }
  return null;
}

function fieldProblems(body: unknown): FieldProblem[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, message } = item as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/**
 * The user-facing text for an HTTP failure, following the catalogue. The 412 text of the
 * catalogue belongs to report downloads (`download`); any other 412 shows the server's message.
 */
export function catalogueMessage(status: number, body: unknown, { download = false }: { download?: boolean } = {}): string {
  switch (status) {
    case 403:
    case 500:
      return CATALOGUE[status];
    case 412:
      return download ? CATALOGUE[412] : (serverMessage(body) ?? `The request was refused (HTTP ${status})`);
    case 400:
    case 406:
    case 409:
      return serverMessage(body) ?? `The request was refused (HTTP ${status})`;
    case 401:
      return 'Your session has expired. Please sign in again.';
    case 429:
      return 'The wallet API is receiving too many requests. Try again in a moment.';
    case 502:
    case 503:
    case 504:
      // A gateway's own page (HTML) says nothing of the API: say where the call stopped.
      return serverMessage(body) ?? `The wallet API could not be reached through its gateway (HTTP ${status})`;
    default:
      return serverMessage(body) ?? (status >= 500 ? `The wallet API failed to handle the request (HTTP ${status})` : `The request failed (HTTP ${status})`);
  }
}

/** Builds the ApiError for an HTTP error response (`download`: the operation answers a file). */
export function httpError(status: number, body: unknown, operationId: string, download = false, retryAfterSeconds: number | null = null): ApiError {
  const error = new ApiError(catalogueMessage(status, body, { download }), 'http', operationId, status, fieldProblems(body));
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

/** When a call that failed at `failedAt` (epoch ms) may be tried again: after its `Retry-After`; null when at once. */
export function retryAtOf(error: unknown, failedAt: number): number | null {
  return error instanceof ApiError && error.retryAfterSeconds !== null && error.retryAfterSeconds > 0 ? failedAt + error.retryAfterSeconds * 1000 : null;
}

/** The seconds of a `Retry-After` header (a number of seconds or an HTTP date), or null without one. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Builds the ApiError for a call that got no answer (offline, DNS, CORS, server down). */
export function networkError(cause: unknown, operationId: string): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(`Cannot reach the wallet API: ${detail}`, 'network', operationId, null, [], detail);
}

/** Builds the ApiError for a call that got no answer within its time limit. */
export function timeoutError(seconds: number, operationId: string): ApiError {
  return new ApiError(`The wallet API did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`, 'timeout', operationId, null, [], `timeout after ${seconds} s`);
}

/** Builds the ApiError for an answer that does not match the contract (the detail goes to the console log only). */
export function contractError(detail: string, operationId: string): ApiError {
  return new ApiError('Unexpected response from the wallet API', 'contract', operationId, null, [], detail);
}

/** Builds the ApiError for a download answered without content (204, or an empty body): it is no file, and nothing is saved. */
export function noFileError(operationId: string): ApiError {
  return new ApiError('The wallet API answered without a file (it was empty): nothing was saved', 'contract', operationId, null, [], 'a download answered without content');
}

/** Builds the ApiError for a long wait the user cancelled (the request was aborted). */
export function cancelledError(operationId: string): ApiError {
  return new ApiError('The request was cancelled before the wallet API answered', 'cancelled', operationId, null, [], 'cancelled by the user');
}

/** True for an aborted request (navigation away, superseded query): never shown to the user. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Any thrown value as an ApiError, for code that must show something. */
export function toApiError(error: unknown, operationId = 'request'): ApiError {
  if (error instanceof ApiError) return error;
  return networkError(error, operationId);
}

/**
 * What a failed call shows where it failed (an inline error, a notice, a section): the
 * catalogue's text and, when the call was sent, its request id for support to trace.
 */
export function failureText(error: unknown): string {
  const { message, requestId } = toApiError(error);
  return requestId ? `${message} (request id ${requestId})` : message;
}

/** Whether `error` is the server's 404: the record named in the path does not exist. */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}
