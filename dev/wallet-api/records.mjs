// The generic answers of the development wallet API: list, read, create, update and delete of a
// collection planned by contract.mjs, with versions (`ETag`, `If-Match` and 412).
import { randomUUID } from 'node:crypto';
import { keyOf } from './store.mjs';

/** A deep copy of JSON data. */
export const copy = (value) => (value === undefined ? undefined : structuredClone(value));

/** An answer: status, JSON body, headers. */
export const answer = (status, body, headers = {}) => ({ status, body, headers });

/** The example of one of an operation's declared answers (`404`, `409`, `412`…), as an answer. */
export function declared(plan, status, fallback) {
  const example = plan.operation.responses?.[String(status)]?.content?.['application/json']?.example;
  return answer(status, copy(example) ?? { message: fallback });
}

/** The example of the operation's success answer. */
export const successExample = (plan) => copy(plan.success.response?.content?.['application/json']?.example);

const PAGING = new Set(['page', 'size', 'sort', 'search', 'first', 'max', 'fromDate', 'toDate']);
const DAY = /^\d{4}-\d{2}-\d{2}/;

/** Text order as people read it (`Bank 2` before `Bank 10`); one collator, made once. */
const collator = new Intl.Collator('en', { numeric: true });

const text = (value) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The first field of a collection's rows that holds a date or date-time: what a date range filters. */
function dateField(rows) {
  const sample = rows.find((row) => row && typeof row === 'object') ?? {};
  const names = Object.keys(sample).filter((name) => typeof sample[name] === 'string' && DAY.test(sample[name]));
  return names.find((name) => /^(created|requested|tx|trans|registered|date|sent|reported)/i.test(name)) ?? names[0] ?? null;
}

/** Whether a row is under the list's parent (a bank's branches under its `bankCode`). */
function underParent(row, collection, params) {
  return Object.entries(collection.parentFields).every(([param, field]) => params[param] === undefined || !(field in row) || text(row[field]) === text(params[param]));
}

/**
 * The rows a list query asks for: under its parent, its filters (any query parameter that names a
 * field of the rows, compared as text), `search` over every field, `fromDate`/`toDate` on the
 * rows' first date field, sorted by `sort` (`field,asc|desc`). `version` (the data's revision)
 * lets a sort of the same rows be reused.
 */
export function queryRows(rows, collection, params, query, version) {
  const sample = rows[0] ?? {};
  const sort = /^([A-Za-z][A-Za-z0-9_]*),(asc|desc)$/.exec(typeof query.sort === 'string' ? query.sort : '');
  let found = sort && sort[1] in sample ? sorted(rows, sort[1], sort[2], version) : rows;
  if (Object.keys(collection.parentFields).length > 0) found = found.filter((row) => underParent(row, collection, params));
  for (const [name, value] of Object.entries(query)) {
    if (PAGING.has(name) || value === undefined || value === '' || !(name in sample)) continue;
    const wanted = Array.isArray(value) ? value.map(text) : [text(value)];
    found = found.filter((row) => (Array.isArray(row[name]) ? row[name].some((item) => wanted.includes(text(item))) : wanted.includes(text(row[name]))));
  }
  if (typeof query.search === 'string' && query.search.trim() !== '') {
    const needle = query.search.trim().toLowerCase();
    found = found.filter((row) => searchText(row).includes(needle));
  }
  const field = query.fromDate || query.toDate ? dateField(rows) : null;
  if (field) {
    found = found.filter((row) => {
      const day = text(row[field]).slice(0, 10);
      return (!query.fromDate || day >= query.fromDate) && (!query.toDate || day <= query.toDate);
    });
  }
  return found;
}

/** Sorted copies of a collection's rows, by field and direction, while its data is at one version. */
const sorts = new WeakMap();
function sorted(rows, by, direction, version) {
  const key = `${by},${direction}`;
  let cache = sorts.get(rows);
  if (!cache || cache.version !== version || version === undefined) {
    cache = { version, orders: new Map() };
    sorts.set(rows, cache);
  }
  let order = cache.orders.get(key);
  if (!order) {
    const sign = direction === 'desc' ? -1 : 1;
    const numeric = rows.every((row) => row[by] === null || row[by] === undefined || !Number.isNaN(Number(row[by])));
    const keyed = rows.map((row) => ({ row, key: numeric ? Number(row[by] ?? 0) : text(row[by]) }));
    keyed.sort((a, b) => sign * (numeric ? a.key - b.key : collator.compare(a.key, b.key)));
    order = keyed.map((item) => item.row);
    cache.orders.set(key, order);
  }
  return order;
}

/** A row's values as one lower-case text, what `search` looks in; kept per row object (a write makes a new one). */
const searchTexts = new WeakMap();
function searchText(row) {
  let found = searchTexts.get(row);
  if (found === undefined) {
    found = Object.values(row).filter((value) => value !== null && typeof value !== 'object').map(text).join('\u0000').toLowerCase();
    searchTexts.set(row, found);
  }
  return found;
}

const positive = (value, fallback) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The strong ETag of an answer that shows rows of these versions. */
export const etagOf = (versions) => `"v${Math.max(0, ...versions)}"`;

/** A list answer: the example's envelope with the rows of the query, paged as asked. */
export function listAnswer(plan, data, request) {
  const { collection } = plan;
  const rows = queryRows(data.rows(collection.id), collection, request.params, request.query, data.version);
  const body = copy(collection.example);
  let shown = rows;
  if (collection.pagedShape === 'paged') {
    const envelope = body.data;
    if ('first' in envelope || 'max' in envelope) {
      const first = Math.max(0, Number(request.query.first ?? 0) || 0);
      const max = positive(request.query.max, 10);
      shown = rows.slice(first, first + max);
      Object.assign(envelope, { total: rows.length, ...('first' in envelope ? { first } : {}), ...('max' in envelope ? { max } : {}) });
    } else {
      const page = positive(request.query.page, 1);
      const size = positive(request.query.size, 10);
      shown = rows.slice((page - 1) * size, page * size);
      Object.assign(envelope, { total: rows.length, ...('page' in envelope ? { page } : {}), ...('size' in envelope ? { size } : {}) });
    }
    envelope.data = copy(shown);
  } else {
    body.data = copy(shown);
  }
  const versions = shown.map((row) => data.versionOf(collection.id, keyOf(row, collection.keyFields)));
  return answer(plan.success.status, body, { ETag: etagOf(versions) });
}

/** The key values of the row an operation names: its path parameters (or the body's or query's `id`). */
function keyValues(plan, request) {
  if (plan.explicit.keyFrom === 'body') return plan.keyFields.map((field) => request.body?.[field]);
  if (plan.explicit.keyFrom === 'query') return plan.keyFields.map((field) => request.query[field]);
  return plan.keyParams.map((param) => request.params[param]);
}

/** The index of the row an operation names, or -1. */
function find(plan, data, request) {
  const wanted = keyValues(plan, request).map(text).join('/');
  return data.rows(plan.collection.id).findIndex((row) => keyOf(row, plan.keyFields) === wanted);
}

/** Whether the `If-Match` of a request still holds for a row of this version (none sent: it holds). */
function preconditionHolds(request, version) {
  const ifMatch = request.headers['if-match'];
  if (!ifMatch) return true;
  if (ifMatch.trim() === '*') return true;
  return ifMatch.split(',').some((tag) => {
    const number = /^"v(\d+)"$/.exec(tag.trim())?.[1];
    return number !== undefined && version <= Number(number);
  });
}

/** The success answer of a write, carrying the row when the example carries a record. */
function writeAnswer(plan, row, version) {
  const body = successExample(plan) ?? {};
  const example = body.data;
  if (row && example && typeof example === 'object' && !Array.isArray(example) && plan.collection.keyFields.some((field) => field in example)) body.data = { ...example, ...copy(row) };
  return answer(plan.success.status, body, { ETag: etagOf([version]) });
}

/** A read of one row (404 when there is none). */
export function getAnswer(plan, data, request) {
  const at = find(plan, data, request);
  if (at < 0) return declared(plan, 404, 'Record not found');
  const row = data.rows(plan.collection.id)[at];
  return writeAnswer(plan, row, data.versionOf(plan.collection.id, keyOf(row, plan.keyFields)));
}

const now = () => new Date().toISOString();

/** A new key value for a field, after those the rows hold: the next number, or a UUID. */
function newKey(rows, field, sample) {
  const numbers = rows.map((row) => Number(row[field])).filter(Number.isFinite);
  if (typeof sample === 'number' || (numbers.length > 0 && numbers.length === rows.length)) return Math.max(0, ...numbers) + 1;
  return randomUUID();
}

/** The fields a schema requires, through `allOf`. */
export function requiredOf(schema) {
  if (!schema || typeof schema !== 'object') return [];
  return [...(Array.isArray(schema.required) ? schema.required : []), ...(Array.isArray(schema.allOf) ? schema.allOf.flatMap(requiredOf) : [])];
}

/** The schema of the record an operation's success answer carries in `data`. */
function recordSchemaOf(plan) {
  const schema = plan.success.response?.content?.['application/json']?.schema;
  const parts = [schema, ...(schema?.allOf ?? [])];
  return parts.map((part) => part?.properties?.data).find(Boolean);
}

/** A create: 409 with the catalogue's text when the key is taken. */
export function createAnswer(plan, data, request) {
  const { collection } = plan;
  const rows = data.rows(collection.id);
  // The answer's example fills only what the record must have and the request did not say (a
  // server-made field such as an image address): never an optional field the operator left empty.
  const template = successExample(plan)?.data;
  const example = template && typeof template === 'object' && !Array.isArray(template) ? template : {};
  const required = requiredOf(recordSchemaOf(plan));
  const base = Object.fromEntries(Object.entries(example).filter(([field]) => required.includes(field) || collection.keyFields.includes(field)));
  const row = { ...copy(base), ...copy(request.body ?? {}) };
  for (const [param, field] of Object.entries(collection.parentFields)) if (request.params[param] !== undefined && !(field in row && row[field] !== base[field])) row[field] = coerceLike(base[field], request.params[param]);
  const given = collection.keyFields.every((field) => request.body?.[field] !== undefined && request.body[field] !== '');
  if (given) {
    if (rows.some((other) => keyOf(other, collection.keyFields) === keyOf(row, collection.keyFields))) return declared(plan, 409, 'A record with the same code already exists');
  } else {
    for (const field of collection.keyFields) row[field] = newKey(rows, field, collection.seed[0]?.[field] ?? base[field]);
  }
  for (const field of ['createdAt', 'updatedAt', 'createdDateTime', 'lastUpdatedDateTime']) if (field in row || field in (collection.seed[0] ?? {})) row[field] = now();
  Object.assign(row, collection.derive?.(row, data));
  rows.unshift(row);
  const version = data.touch(collection.id, [keyOf(row, collection.keyFields)]);
  return writeAnswer(plan, row, version);
}

/** The value as the type of `like`: a path parameter is text, a row's field may be a number. */
export const coerceLike = (like, value) => (typeof like === 'number' && Number.isFinite(Number(value)) ? Number(value) : value);

/** An update: 404 when there is no such row, 412 when it changed since the `If-Match` version. */
export function updateAnswer(plan, data, request, changes = request.body ?? {}) {
  const at = find(plan, data, request);
  if (at < 0) return declared(plan, 404, 'Record not found');
  const rows = data.rows(plan.collection.id);
  const key = keyOf(rows[at], plan.keyFields);
  if (!preconditionHolds(request, data.versionOf(plan.collection.id, key))) return declared(plan, 412, 'The record was changed by someone else');
  const row = { ...rows[at], ...copy(changes) };
  for (const field of ['updatedAt', 'lastUpdatedDateTime']) if (field in row) row[field] = now();
  Object.assign(row, plan.collection.derive?.(row, data));
  rows[at] = row;
  const version = data.touch(plan.collection.id, [keyOf(row, plan.keyFields)]);
  return writeAnswer(plan, row, version);
}

/** A delete: 404 when there is no such row, 412 when it changed since the `If-Match` version. */
export function deleteAnswer(plan, data, request) {
  const at = find(plan, data, request);
  if (at < 0) return declared(plan, 404, 'Record not found');
  const rows = data.rows(plan.collection.id);
  if (!preconditionHolds(request, data.versionOf(plan.collection.id, keyOf(rows[at], plan.keyFields)))) return declared(plan, 412, 'The record was changed by someone else');
  const [row] = rows.splice(at, 1);
  const version = data.touch(plan.collection.id, [keyOf(row, plan.keyFields)]);
  return writeAnswer(plan, null, version);
}
