// What the development wallet API knows of the contract: which operations list, read, create,
// update and delete which collection of records, inferred from the paths and methods of
// generated/openapi.json, with the few facts that cannot be inferred in EXPLICIT below.
//
// A collection is what a list operation (a GET whose answer carries rows) returns. Its "shape" is
// its path without trailing slash and with every parameter written `{}`: `/banks/{bankCode}/branches`
// and `/banks/{code}/branches/` are one shape. Writes are matched to collections by shape:
//   POST <shape>            creates a row          PUT|DELETE <shape>/{}…  update or delete one
//   GET <shape>/{}…         reads one              PUT|DELETE <shape>      update or delete by body / query
// The parameters after the shape name the row's key fields (the same names, or `id`); the list's
// own path parameters name its parent (a bank's branches carry the bank's `bankCode`).

/** Facts that paths and methods do not tell. Keyed by operationId. */
export const EXPLICIT = {
  // A mobile version is one platform's release.
  listMobileVersions: { keyFields: ['platform', 'version'] },
  // Ids travel in the body or the query, not in the path.
  updateUser: { keyFrom: 'body' },
  deleteUser: { keyFrom: 'query' },
  // Writes under another path than their list's.
  updateMerchantRequest: { collection: 'listMerchantRequests', kind: 'update', keyParams: ['id'] },
  createCommissionSlab: { collection: 'listCommissionSlabs', kind: 'create', parentFields: {} },
  deleteCommissionSlab: { collection: 'listCommissionSlabs', kind: 'delete', keyParams: ['sid'] },
  // A slab list is read by its rate profile: `{currentId}` is the slab's `commissionRateId`.
  listCommissionSlabs: { parentFields: { currentId: 'commissionRateId' } },
  assignCommissionProfile: { collection: 'listCommissionAssignments', kind: 'create', parentFields: {} },
  listCommissionAssignments: { parentFields: { profileId: 'profileId' } },
  deleteCommissionAssignment: { collection: 'listCommissionAssignments', kind: 'delete', keyParams: ['profileId', 'qrNetworkType', 'commissionProfileId'] },
  // A customer is updated through its status call.
  updateCustomerStatus: { collection: 'listCustomers', kind: 'update', keyParams: ['customerId'] },
  updatePaymentInstrumentStatus: { collection: 'listPaymentInstruments', kind: 'update', keyParams: ['id'], keyFields: ['id'] },
  // The answer of a banner or an offer is multipart: its JSON part is `data`.
  createBanner: { multipart: true },
  updateBanner: { multipart: true },
  createOffer: { multipart: true },
  updateOffer: { multipart: true },
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** A path's shape: no trailing slash, every parameter `{}`. */
export const shapeOf = (path) => path.replace(/\/+$/, '').replace(/\{[^}]+\}/g, '{}') || '/';

/** The names of a path's parameters, in order. */
export const paramsOf = (path) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

const jsonExample = (response) => response?.content?.['application/json']?.example;

/** The first 2xx answer an operation declares: its status and its example. */
export function successOf(operation) {
  const status = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  return { status: Number(status ?? 200), response: status ? operation.responses[status] : undefined };
}

/**
 * Where the rows of a list's example are: `paged` (`data.data`, beside `total`), `array`
 * (`data`), or null when the answer carries no rows of records.
 */
export function rowsOf(example) {
  const data = example?.data;
  if (Array.isArray(data)) return data.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row)) && data.length > 0 ? { shape: 'array', rows: data } : null;
  if (data && typeof data === 'object' && Array.isArray(data.data) && ('total' in data)) return { shape: 'paged', rows: data.data };
  return null;
}

/** Every operation of the contract, flat: `{ id, method, path, operation }`. */
export function operationsOf(doc) {
  const all = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) all.push({ id: item[method].operationId, method, path, operation: item[method] });
    }
  }
  return all;
}

/**
 * The plan of every operation: `list`, `get`, `create`, `update`, `delete` of a collection (with
 * its key and parent parameters), or `example` (answered from the contract's example). Actions
 * with an effect of their own are looked up by operationId before this plan (see actions.mjs).
 */
export function planOperations(doc) {
  const operations = operationsOf(doc);
  /** @type {Map<string, { id: string, shape: string, path: string, pagedShape: 'paged' | 'array', example: unknown, seed: object[], parentParams: string[], keyFields: string[] | null }>} */
  const collections = new Map();
  for (const { id, method, path, operation } of operations) {
    if (method !== 'get') continue;
    const found = rowsOf(jsonExample(successOf(operation).response));
    if (!found) continue;
    collections.set(id, { id, shape: shapeOf(path), path, pagedShape: found.shape, example: jsonExample(successOf(operation).response), seed: found.rows, parentParams: paramsOf(path), keyFields: null });
  }
  const byShape = new Map([...collections.values()].map((collection) => [collection.shape, collection]));
  const plans = new Map();
  for (const { id, method, path, operation } of operations) {
    const explicit = EXPLICIT[id] ?? {};
    const success = successOf(operation);
    const base = { id, method, path, operation, success, explicit };
    if (collections.has(id)) {
      plans.set(id, { ...base, kind: 'list', collection: collections.get(id) });
      continue;
    }
    if (explicit.collection) {
      const collection = collections.get(explicit.collection);
      plans.set(id, { ...base, kind: explicit.kind, collection, keyParams: explicit.keyParams ?? [] });
      continue;
    }
    const shape = shapeOf(path);
    const params = paramsOf(path);
    // The collection whose shape this path is, or extends by parameters only.
    let match = null;
    for (let extra = 0; extra <= params.length && !match; extra += 1) {
      const head = extra === 0 ? shape : shape.split('/').slice(0, -extra).join('/');
      const tail = extra === 0 ? [] : shape.split('/').slice(-extra);
      if (tail.every((segment) => segment === '{}') && byShape.has(head)) match = { collection: byShape.get(head), keyParams: params.slice(params.length - extra) };
    }
    if (!match) {
      plans.set(id, { ...base, kind: 'example' });
      continue;
    }
    const { collection, keyParams } = match;
    const kind =
      method === 'post' && keyParams.length === 0 ? 'create'
      : method === 'get' && keyParams.length > 0 ? 'get'
      : method === 'put' || method === 'patch' || (method === 'post' && keyParams.length > 0) ? 'update'
      : method === 'delete' ? 'delete'
      : 'example';
    plans.set(id, { ...base, kind, collection, keyParams });
  }
  // A collection's key fields: the names of its item operations' key parameters where the rows
  // carry such fields, else `id`.
  for (const plan of plans.values()) {
    if (!plan.collection || plan.kind === 'list' || plan.kind === 'create') continue;
    const sample = plan.collection.seed[0] ?? {};
    const fields = plan.explicit.keyFields ?? (plan.keyParams.length > 0 && plan.keyParams.every((param) => param in sample) ? plan.keyParams : ['id']);
    plan.keyFields = fields;
    plan.collection.keyFields ??= fields;
  }
  for (const collection of collections.values()) {
    const sample = collection.seed[0] ?? {};
    collection.keyFields = EXPLICIT[collection.id]?.keyFields ?? collection.keyFields;
    collection.keyFields ??= 'id' in sample ? ['id'] : [Object.keys(sample)[0] ?? 'id'];
    const explicit = EXPLICIT[collection.id]?.parentFields ?? {};
    collection.parentFields = Object.fromEntries(collection.parentParams.map((param) => [param, explicit[param] ?? param]));
  }
  return { plans, collections };
}
