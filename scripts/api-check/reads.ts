/**
 * The contract's read operations and the requests `npm run api:check` makes of them. A read is a
 * GET whose operationId says it reads (`list…`, `get…`, `download…`): the contract has GETs with
 * an effect (`resetUserOtp`, `endKycVideoCall`), and those are never called. Parameters come from
 * the contract's examples (`tests/contract/request-samples.ts`, as the contract tests build
 * theirs); a record's id is taken from the list above it when that list has rows.
 */
import { type OperationId, type OperationInfo, operations } from '../../generated/operations';
import { buildSampleRequest, type SampleRequest } from '../../tests/contract/request-samples';

/** The only method api:check sends. */
export const READ_METHOD = 'GET';

/** Names of operations that read, by the verb the contract gives them. */
const READ_VERB = /^(list|get|download)[A-Z]/;

/** A read operation of the contract. */
export type ReadOperation = { id: OperationId; info: OperationInfo };

/** Whether operation `id` only reads: a GET named as a read. */
export function isRead(id: string, info: Pick<OperationInfo, 'method'>): boolean {
  return info.method === READ_METHOD && READ_VERB.test(id);
}

/** Every read of the contract, and the GETs that are left out because their name says they act. */
export function readOperations(): { reads: ReadOperation[]; actingGets: OperationId[] } {
  const entries = Object.entries(operations) as [OperationId, OperationInfo][];
  return {
    reads: entries.filter(([id, info]) => isRead(id, info)).map(([id, info]) => ({ id, info })),
    actingGets: entries.filter(([id, info]) => info.method === READ_METHOD && !isRead(id, info)).map(([id]) => id),
  };
}

/**
 * Refuses any method but GET: the one gate every request of api:check passes (`request.ts`), so a
 * change of this code can never send a write to a real API.
 */
export function assertRead(method: string, what: string): void {
  if (method.toUpperCase() !== READ_METHOD) throw new Error(`api:check sends reads only; refused ${method} ${what}`);
}

/** The rows of a list answer: a page's `data.data`, or `data` when it is an array. */
export function rowsOf(body: unknown): Record<string, unknown>[] {
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const rows = Array.isArray(data) ? data : typeof data === 'object' && data !== null && 'data' in data && Array.isArray(data.data) ? data.data : [];
  return rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row));
}

/** The list a path parameter's value may be taken from: the read of the path before `{name}` (`/banks` for `/banks/{bankCode}/branches`). */
export function listAbove(path: string, name: string, reads: readonly ReadOperation[]): ReadOperation | undefined {
  const before = path.slice(0, path.indexOf(`/{${name}}`));
  return reads.find((read) => read.info.path.replace(/\/$/, '') === before && !read.info.path.includes('{'));
}

/** A parameter's value from a list's first row: the field of the same name, or the row's `id` for an id. */
function valueFromRows(rows: readonly Record<string, unknown>[], name: string): string | undefined {
  const row = rows[0];
  if (!row) return undefined;
  const value = row[name] ?? (/(^id|Id)$/.test(name) ? row.id : undefined);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A request for a read: the contract's example, each path parameter taken from the rows of the list above it when there are some. */
export function requestFor(read: ReadOperation, reads: readonly ReadOperation[], listRows: ReadonlyMap<OperationId, Record<string, unknown>[]>): SampleRequest & { sources: Record<string, string> } {
  const sample = buildSampleRequest(read.id);
  const sources: Record<string, string> = {};
  for (const name of Object.keys(sample.path ?? {})) {
    const list = listAbove(read.info.path, name, reads);
    const value = list ? valueFromRows(listRows.get(list.id) ?? [], name) : undefined;
    if (list && value !== undefined && sample.path) {
      sample.path[name] = value;
      sources[name] = `${list.id}'s first row`;
    } else sources[name] = "the contract's example";
  }
  return { ...sample, sources };
}

/** The URL of a request: the API's base URL, the path with its parameters, the query. */
export function urlOf(baseUrl: string, path: string, sample: SampleRequest): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_all, name: string) => encodeURIComponent(String(sample.path?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(sample.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${filled}${search ? `?${search}` : ''}`;
}
