// The end-to-end tests' deviating route layer: the stack's own answers, changed on their way the
// way real Java backends and gateways deviate from the contract, one class at a time.
import type { Page, Route } from '@playwright/test';

/** An answer as it is served: status, headers and body text. */
export type Served = { status: number; headers: Record<string, string>; body: string };

/** One class of deviation: what is served instead of the stack's answer. */
export type Deviation = (answer: Served) => Served;

const json = (answer: Served, change: (body: { data: unknown }) => void): Served => {
  const body = JSON.parse(answer.body) as { data: unknown };
  change(body);
  return { ...answer, body: JSON.stringify(body) };
};
const JSON_TYPE = { 'content-type': 'application/json' };

/** A date-time written with an offset, as the contract has it. */
const ISO = '(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:Z|[+-]\\d{2}:\\d{2}))';
const firstDateTime = (field: string) => new RegExp(`"${field}":\\s*"${ISO}"`);

/** The classes of the issue, each a change of an answer. */
export const DEVIATE = {
  /** The answer's JSON text changed by `change` (a server writing it its own way). */
  text: (change: (text: string) => string): Deviation => (answer) => ({ ...answer, body: change(answer.body) }),
  /** The first `field` date-time as a Java LocalDateTime on a UTC server writes it: `2026-11-21 05:12:13`, no zone. */
  zonelessUtc: (field: string): Deviation => (answer) => ({
    ...answer,
    body: answer.body.replace(firstDateTime(field), (_all, iso: string) => `"${field}":"${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')}"`),
  }),
  /** The first `field` date-time as epoch milliseconds. */
  epochMillis: (field: string): Deviation => (answer) => ({ ...answer, body: answer.body.replace(firstDateTime(field), (_all, iso: string) => `"${field}":${Date.parse(iso)}`) }),
  /** Every integer of the answer as a numeric string (`"total": "4"`, `"customerId": "100234"`). */
  numbersAsStrings: (): Deviation => (answer) => ({ ...answer, body: answer.body.replace(/":\s*(-?\d+)(?=\s*[,}\]])/g, '":"$1"') }),
  /** Every amount (a decimal string with two places) as a JSON number, written as it was (`45230.50`). */
  amountsAsNumbers: (): Deviation => (answer) => ({ ...answer, body: answer.body.replace(/"(-?\d+\.\d{2})"/g, '$1') }),
  /** The first `field` with a value the contract does not know (a text or a number). */
  unknownValue: (field: string, value: string | number): Deviation => (answer) => ({ ...answer, body: answer.body.replace(new RegExp(`"${field}":\\s*("[^"]*"|-?\\d+)`), `"${field}":${JSON.stringify(value)}`) }),
  /** The first row's `field` with a value of another type (a boolean). */
  wrongType: (field: string): Deviation => (answer) =>
    json(answer, (body) => {
      const data = body.data as { data?: Record<string, unknown>[] };
      if (data.data?.[0]) data.data[0][field] = true;
    }),
  /** The JSON answer under another content type, as a misconfigured backend sends it. */
  wrongContentType: (contentType = 'text/plain;charset=UTF-8'): Deviation => (answer) => ({ ...answer, headers: { ...answer.headers, 'content-type': contentType } }),
  /** A gateway's own HTML error page (nginx) instead of the API's answer. */
  gatewayPage: (status: 502 | 503 | 504): Deviation => () => ({
    status,
    headers: { 'content-type': 'text/html' },
    body: `<html><head><title>${status} Bad Gateway</title></head><body><center><h1>${status} Bad Gateway</h1></center><hr><center>nginx</center></body></html>`,
  }),
  /** A 429 asking to wait `seconds` (`Retry-After`). */
  rateLimited: (seconds: number): Deviation => () => ({ status: 429, headers: { ...JSON_TYPE, 'retry-after': String(seconds) }, body: JSON.stringify({ message: 'Too Many Requests' }) }),
  /** Spring Boot's default error body (`{timestamp, status, error, message, path}`). */
  springError: (status: number, message: string): Deviation => () => ({
    status,
    headers: JSON_TYPE,
    body: JSON.stringify({ timestamp: '2026-11-21T05:12:13.000+00:00', status, error: 'Service Unavailable', message, path: '/admin/banks' }),
  }),
  /** 204 No Content: no body at all. */
  noContent: (): Deviation => () => ({ status: 204, headers: {}, body: '' }),
  /** A login page of a single sign-on proxy, answered 200 as HTML. */
  htmlOk: (): Deviation => () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<!doctype html><html><body><form>Sign in</form></body></html>' }),
} as const;

/**
 * Serves the answers of requests matching `pattern` (and, when given, `method`) changed by
 * `deviation`: the stack's own answer is fetched first, so each test keeps the contract's data
 * but for the one deviation it is about. Returns the `x-client-request-id` of each request.
 */
export async function deviate(page: Page, pattern: RegExp, deviation: Deviation, method = 'GET'): Promise<string[]> {
  const ids: string[] = [];
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    ids.push(route.request().headers()['x-client-request-id'] ?? '');
    const answer = await route.fetch();
    const served = deviation({ status: answer.status(), headers: answer.headers(), body: await answer.text() });
    await route.fulfill({ status: served.status, headers: served.headers, body: served.body });
  });
  return ids;
}

/** Serves config.json with `settings` added (e.g. `apiTimeZone`). */
export async function withConfig(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.route(/\/config\.json$/, async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...((await answer.json()) as Record<string, unknown>), ...settings } });
  });
}
