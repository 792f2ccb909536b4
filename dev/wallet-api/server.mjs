// The development wallet API: a stateful back end for every operation of the contract
// (generated/openapi.json), FOR DEVELOPMENT AND TESTS. openapi-backend routes each request to its
// operation and validates it against the contract (a refused body gets the catalogue's 400 naming
// the field); contract.mjs infers what each operation does to which collection, actions.mjs holds
// the effects that cannot be inferred, store.mjs keeps the data per tenant with versions.
//
// Run behind Prism as a validating proxy (dev/api-stack.mjs), so every answer is checked against
// the contract too. Outside the contract it answers `DELETE /__dev/tenants[/<tenant>]`: the
// tenant's data (or every tenant's) goes back to the seed.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import addFormats from 'ajv-formats';
import OpenAPIBackend from 'openapi-backend';
import { ACTIONS, DERIVED, DOWNLOAD_ROWS, REPORT_LIMIT } from './actions.mjs';
import { planOperations } from './contract.mjs';
import { answer, copy, createAnswer, declared, deleteAnswer, getAnswer, listAnswer, queryRows, updateAnswer } from './records.mjs';
import { Store } from './store.mjs';

/**
 * A collection's seed grown to `target` rows (the example's `total`, or a benchmark's size):
 * copies of the example rows whose key fields take new values of the same form (the digits at the
 * end renumbered, so `TXN20261118000087` stays a transaction id).
 */
function grown(rows, keyFields, target) {
  if (rows.length === 0 || rows.length >= target) return rows;
  const out = [...rows];
  const taken = new Set(rows.map((row) => keyFields.map((field) => String(row[field])).join('/')));
  for (let index = rows.length, serial = 1; out.length < target; index += 1) {
    const row = structuredClone(rows[index % rows.length]);
    let key;
    do {
      for (const field of keyFields) {
        const value = rows[index % rows.length][field];
        row[field] = typeof value === 'number' ? value * 1000 + serial : String(value).replace(/\d+$/, (digits) => (BigInt(digits) + BigInt(serial)).toString().padStart(digits.length, '0').slice(-digits.length));
      }
      serial += 1;
      key = keyFields.map((field) => String(row[field])).join('/');
    } while (taken.has(key));
    taken.add(key);
    out.push(row);
  }
  return out;
}

/**
 * Starts the development wallet API on `port` (0: a free one).
 * @param {{ port?: number, host?: string, contract?: string, dataDir?: string, rows?: Record<string, number>, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, port: number, store: Store, stop: () => Promise<void> }>}
 */
export async function startWalletApi({ port = 0, host = '127.0.0.1', contract = join('generated', 'openapi.json'), dataDir, rows = {}, log = () => {} } = {}) {
  const doc = JSON.parse(readFileSync(contract, 'utf8'));
  const api = new OpenAPIBackend({
    definition: doc,
    // quick: the contract is OpenAPI 3.1, which openapi-backend's own document check (3.0) refuses; codegen and contract:lint check it.
    quick: true,
    strict: true,
    validate: true,
    ignoreTrailingSlashes: false,
    coerceTypes: true,
    // The contract's own formats that only annotate (codegen's FORMATS says the same): accepted as they are.
    customizeAjv: (ajv) => ['decimal', 'binary', 'password', 'int32', 'int64'].reduce((each, format) => each.addFormat(format, true), addFormats(ajv)),
  });
  // Who may call: a bearer or DPoP-bound token (the DPoP gate in front checks the proof). Like Prism, it does not verify the token.
  const signedIn = (context) => /^(Bearer|DPoP) \S+$/.test(String(context.request.headers.authorization ?? ''));
  api.registerSecurityHandler('oidc', signedIn);
  api.registerSecurityHandler('dpop', signedIn);
  /** @type {ReturnType<typeof planOperations>['plans']} */
  let plans = new Map();
  /** @type {ReturnType<typeof planOperations>['collections']} */
  let collections = new Map();
  /** @type {Record<string, unknown>} */
  let examples = {};
  let store;
  const handle = (context, request) => {
    const plan = plans.get(context.operation.operationId);
    const tenant = request.headers.tenant;
    const data = store.tenant(tenant);
    // A banner's or an offer's fields travel as the JSON part `data` of a multipart form.
    if (plan.explicit.multipart && typeof request.body?.data === 'string') request = { ...request, body: JSON.parse(request.body.data) };
    const common = {
      plan,
      plans,
      collections,
      examples,
      data,
      tenant,
      request: { ...request, params: context.request.params, query: context.request.query },
      /** A list answer of computed rows in the envelope of an operation's example. */
      listOf: (operationId, computed) => {
        const collection = { ...collections.get(operationId), id: `${operationId}:computed` };
        const view = { rows: () => computed, versionOf: () => 1 };
        return listAnswer({ ...plan, collection }, view, common.request);
      },
    };
    const action = ACTIONS[plan.id];
    let result;
    if (action) result = action(common);
    else if (plan.kind === 'list') result = listAnswer(plan, data, common.request);
    else if (plan.kind === 'get') result = getAnswer(plan, data, common.request);
    else if (plan.kind === 'create') result = createAnswer(plan, data, common.request);
    else if (plan.kind === 'update') result = updateAnswer(plan, data, common.request);
    else if (plan.kind === 'delete') result = deleteAnswer(plan, data, common.request);
    else result = exampleAnswer(plan, common, collections);
    if (request.method !== 'GET') store.save(tenant);
    return result;
  };
  api.register({
    notImplemented: (context, request) => handle(context, request),
    validationFail: (context) => {
      const errors = (context.validation.errors ?? []).map((error) => ({
        field: fieldOf(error),
        message: error.message ?? 'is not valid',
      }));
      return answer(400, { message: 'Request validation failed', code: 'VALIDATION_FAILED', errors });
    },
    unauthorizedHandler: () => answer(401, { message: 'Full authentication is required to access this resource', code: 'UNAUTHORIZED' }),
    notFound: () => answer(404, { message: 'The wallet API has no such call', code: 'NOT_FOUND' }),
    methodNotAllowed: () => answer(405, { message: 'The wallet API has no such call', code: 'METHOD_NOT_ALLOWED' }),
  });
  await api.init();
  // Planned from the contract with its references resolved (a 409's example is the catalogue's).
  ({ plans, collections } = planOperations(api.definition));
  for (const [id, derive] of Object.entries(DERIVED)) if (collections.has(id)) collections.get(id).derive = derive;
  examples = Object.fromEntries([...plans.values()].map((plan) => [plan.id, plan.success.response?.content?.['application/json']?.example]));
  // The requests' examples too: an inbox reply's example names the message whose conversation the history example is.
  examples.replyToInboxMessage = api.definition.paths['/inbox/{inboxId}/reply/{id}']?.post?.requestBody?.content?.['application/json']?.example;
  const seedCollections = Object.fromEntries(
    [...collections.values()].map((collection) => {
      const claimed = collection.pagedShape === 'paged' ? Number(collection.example.data.total) : collection.seed.length;
      const target = rows[collection.id] ?? Math.min(Math.max(collection.seed.length, claimed), 50);
      return [collection.id, { rows: grown(collection.seed, collection.keyFields, target), versions: {} }];
    }),
  );
  const seedText = JSON.stringify(seedCollections);
  store = new Store({ seed: () => ({ collections: JSON.parse(seedText), facts: {} }), dataDir });

  const server = createServer(async (req, res) => {
    const started = performance.now();
    let result;
    try {
      const url = new URL(req.url ?? '/', 'http://wallet.invalid');
      const reset = /^\/__dev\/tenants(?:\/([a-z][a-z0-9-]*))?\/?$/.exec(url.pathname);
      if (reset && req.method === 'DELETE') {
        store.reset(reset[1]);
        result = answer(204, null);
      } else if (!/^(Bearer|DPoP) \S+$/.test(req.headers.authorization ?? '')) {
        result = answer(401, { message: 'Full authentication is required to access this resource', code: 'UNAUTHORIZED' });
      } else {
        const body = await readBody(req);
        const request = { method: req.method ?? 'GET', path: url.pathname, query: url.search.slice(1), headers: req.headers, body };
        result = await api.handleRequest(request, request);
        if (!/^[a-z][a-z0-9-]*$/.test(String(req.headers.tenant ?? '')) && result.status < 400) result = answer(400, { message: 'Request validation failed', code: 'VALIDATION_FAILED', errors: [{ field: 'tenant', message: 'is required' }] });
      }
    } catch (error) {
      // A bug answers 500 with what went wrong; the process keeps serving.
      console.error(error);
      result = answer(500, { message: `The development wallet API failed: ${error instanceof Error ? error.message : String(error)}`, code: 'INTERNAL_ERROR' });
    }
    send(res, result);
    log(`${req.method} ${req.url} -> ${result.status} (${(performance.now() - started).toFixed(1)} ms)`);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    store,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A refused field's name, as the catalogue's `errors[].field` gives it (`bankName`, `tenant`). */
function fieldOf(error) {
  const path = String(error.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
  const missing = error.params?.missingProperty;
  const parts = [...path, ...(missing ? [missing] : [])];
  // openapi-backend prefixes where the value was: the body, the path, the query, the headers.
  if (['requestBody', 'body'].includes(parts[0])) parts.shift();
  if (['path', 'query', 'header', 'headers', 'params'].includes(parts[0])) parts.shift();
  return parts.join('.') || 'body';
}

/** Answers from the contract: the success example, with the headers it declares (a download's file). */
function exampleAnswer(plan, context, collections) {
  const countList = DOWNLOAD_ROWS[plan.id];
  if (countList && collections.has(countList)) {
    const collection = collections.get(countList);
    const matching = queryRows(context.data.rows(collection.id), collection, context.request.params, context.request.query);
    if (matching.length > REPORT_LIMIT) return declared(plan, 412, `Cannot generate the report since maximum record limit ${REPORT_LIMIT} was exceeded`);
  }
  const response = plan.success.response ?? {};
  const headers = Object.fromEntries(Object.entries(response.headers ?? {}).filter(([, header]) => header.example !== undefined).map(([name, header]) => [name, String(header.example)]));
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!type) return answer(plan.success.status, null, headers);
  if (type === 'application/json') return answer(plan.success.status, copy(media.example), headers);
  return { status: plan.success.status, raw: String(media.example ?? ''), headers: { ...headers, 'Content-Type': type } };
}

/** The body of a request: JSON, a multipart form (its JSON `data` part read), or nothing. */
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  if (chunks.length === 0) return undefined;
  const buffer = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(buffer, { headers: { 'Content-Type': type } }).formData();
    const body = {};
    // A JSON part (the fields of a banner or an offer) is read; a file is named, not kept.
    for (const [name, value] of form.entries()) body[name] = typeof value === 'string' ? value : value.type.includes('json') ? await value.text() : `(file ${value.name})`;
    return body;
  }
  const text = buffer.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(res, result) {
  const headers = { ...result.headers };
  if (result.raw !== undefined) {
    res.writeHead(result.status, headers);
    res.end(result.raw);
    return;
  }
  if (result.body === null || result.body === undefined || result.status === 204) {
    res.writeHead(result.status, headers);
    res.end();
    return;
  }
  res.writeHead(result.status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(result.body));
}
