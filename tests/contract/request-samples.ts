/**
 * Valid sample requests for every operation of the bundled contract (generated/openapi.json),
 * built only from the contract's own examples: nothing here guesses a value from a pattern.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type JsonObject = Record<string, unknown>;

/** One operation as the bundled contract declares it. */
export type ContractOperation = {
  operationId: string;
  method: string;
  path: string;
  /** Path-item and operation parameters, `$ref`s resolved, the operation's overriding the path item's. */
  parameters: JsonObject[];
  operation: JsonObject;
};

/** A valid request for one operation: path and query parameters by name, the body (console.ts turns it into orval's arguments). */
export type SampleRequest = {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Media type of the request body, when there is one. */
  contentType?: string;
};

/** Thrown when the contract gives no example for something a request needs. */
export class MissingExampleError extends Error {
  override name = 'MissingExampleError';
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The three headers every operation requires; the tests send these themselves. */
export const STANDARD_HEADERS = ['tenant', 'x-client-platform', 'x-client-request-id'] as const;

/** A 1x1 transparent PNG, the file part of multipart samples. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** True for a plain JSON object (not null, not an array). */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let cached: JsonObject | undefined;

/** The bundled contract, parsed once. */
export function loadContract(): JsonObject {
  if (!cached) {
    const file = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isObject(parsed) || !isObject(parsed.paths)) throw new Error('generated/openapi.json has no paths');
    cached = parsed;
  }
  return cached;
}

/** Follows local `$ref`s (`#/components/...`) until it reaches a value that is not a reference. */
export function resolve(value: unknown): unknown {
  const doc = loadContract();
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth += 1) {
    if (depth > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    let target: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
    current = target;
  }
  return current;
}

const resolveObject = (value: unknown): JsonObject => {
  const resolved = resolve(value);
  return isObject(resolved) ? resolved : {};
};

let operationsCache: Map<string, ContractOperation> | undefined;

/** Every operation of the bundled contract, by operationId. */
export function contractOperations(): Map<string, ContractOperation> {
  if (operationsCache) return operationsCache;
  const result = new Map<string, ContractOperation>();
  const paths = loadContract().paths;
  for (const [path, rawItem] of Object.entries(isObject(paths) ? paths : {})) {
    const item = resolveObject(rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters.map(resolveObject) : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters.map(resolveObject) : [];
      const key = (p: JsonObject) => `${String(p.in)}:${String(p.name)}`;
      const ownKeys = new Set(own.map(key));
      const parameters = [...shared.filter((p) => !ownKeys.has(key(p))), ...own];
      const operationId = String(operation.operationId);
      result.set(operationId, { operationId, method: method.toUpperCase(), path, parameters, operation });
    }
  }
  operationsCache = result;
  return result;
}

/** The example a schema carries itself: `example`, the first of `examples`, `default`, or the first `enum` value. */
function schemaExample(rawSchema: unknown): unknown {
  const schema = resolveObject(rawSchema);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const value = schemaExample(part);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** A parameter's sample value: its own `example` (or first `examples` entry), else its schema's. */
function parameterExample(parameter: JsonObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (isObject(parameter.examples)) {
    const first = Object.values(parameter.examples).map(resolveObject)[0];
    if (first?.value !== undefined) return first.value;
  }
  return schemaExample(parameter.schema);
}

function operationFor(operationId: string): ContractOperation {
  const found = contractOperations().get(operationId);
  if (!found) throw new Error(`${operationId} is not an operation of generated/openapi.json`);
  return found;
}

/** The request body's media type and its declaration (`schema`, `example`, `encoding`), if the operation takes a body. */
export function requestBodyMedia(operationId: string): { contentType: string; media: JsonObject } | undefined {
  const requestBody = resolveObject(operationFor(operationId).operation.requestBody);
  if (!isObject(requestBody.content)) return undefined;
  const [entry] = Object.entries(requestBody.content);
  if (!entry) return undefined;
  return { contentType: entry[0], media: resolveObject(entry[1]) };
}

/** The `required` fields of an operation's JSON request body schema (empty when there is none). */
export function requiredBodyFields(operationId: string): string[] {
  const body = requestBodyMedia(operationId);
  if (!body) return [];
  const schema = resolveObject(body.media.schema);
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map(resolveObject) : [schema];
  return parts.flatMap((part) => (Array.isArray(part.required) ? part.required.filter((f): f is string => typeof f === 'string') : []));
}

function multipartBody(operationId: string, media: JsonObject): Record<string, unknown> {
  const schema = resolveObject(media.schema);
  const properties = isObject(schema.properties) ? schema.properties : {};
  const example = isObject(media.example) ? media.example : {};
  const body: Record<string, unknown> = {};
  for (const name of Object.keys(properties)) {
    const property = resolveObject(properties[name]);
    if (property.format === 'binary') {
      const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
      body[name] = new Blob([bytes], { type: 'image/png' });
      continue;
    }
    const value = example[name] ?? schemaExample(property) ?? schemaExample(property.contentSchema);
    if (value === undefined) {
      throw new MissingExampleError(`${operationId}: multipart part "${name}" has no example in the contract`);
    }
    body[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return body;
}

/**
 * A valid request for `operationId`: path parameters and required query parameters from their
 * examples (optional query parameters are left out), the JSON body from the media type's
 * `example`, a multipart body as `{ file: <PNG Blob>, data: <JSON text> }`.
 * Throws MissingExampleError naming the operation and the parameter when the contract has no example.
 */
export function buildSampleRequest(operationId: string): SampleRequest {
  const { parameters } = operationFor(operationId);
  const sample: SampleRequest = {};
  for (const parameter of parameters) {
    const where = parameter.in;
    if (where !== 'path' && where !== 'query') continue;
    if (where === 'query' && parameter.required !== true) continue;
    const name = String(parameter.name);
    const value = parameterExample(parameter);
    if (value === undefined) {
      throw new MissingExampleError(
        `${operationId}: ${where} parameter "${name}" has no example (add \`example:\` to it in openapi/)`,
      );
    }
    (sample[where] ??= {})[name] = value;
  }
  const body = requestBodyMedia(operationId);
  if (body) {
    sample.contentType = body.contentType;
    if (body.contentType === 'multipart/form-data') {
      sample.body = multipartBody(operationId, body.media);
    } else if (body.media.example !== undefined) {
      sample.body = structuredClone(body.media.example);
    } else {
      throw new MissingExampleError(`${operationId}: request body (${body.contentType}) has no example`);
    }
  }
  return sample;
}
