/**
 * Single-constraint variants of the contract's examples, and an independent JSON Schema
 * validator (Ajv, draft 2020-12, the dialect of OpenAPI 3.1) to judge them.
 *
 * A variant takes a valid example and breaks exactly one constraint of the schema at one place:
 * a required field removed, a value of the wrong type, or a value outside its enum. The walk
 * follows the example (objects: every property present; arrays: the first item), so every
 * variant is the example with one change.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { isObject, loadContract, resolve } from './request-samples';

type JsonObject = Record<string, unknown>;

export type VariantKind = 'required' | 'type' | 'enum';

/** One variant: what was broken, where (JSON pointer into the body), and the broken body. */
export type Variant = { kind: VariantKind; pointer: string; body: unknown };

/** The constraints of a schema node once `$ref`s are followed and `allOf` parts are merged. */
type Merged = { types: string[] | null; enum: unknown[] | null; properties: Record<string, unknown>; required: string[]; items: unknown };

function merge(rawSchema: unknown, into: Merged = { types: null, enum: null, properties: {}, required: [], items: undefined }): Merged {
  const schema = resolve(rawSchema);
  if (!isObject(schema)) return into;
  if (typeof schema.type === 'string') into.types ??= [schema.type];
  else if (Array.isArray(schema.type)) into.types ??= schema.type.map(String);
  if (Array.isArray(schema.enum)) into.enum ??= schema.enum;
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) if (!(name in into.properties)) into.properties[name] = property;
  }
  if (Array.isArray(schema.required)) into.required.push(...schema.required.map(String));
  if (schema.items !== undefined && into.items === undefined) into.items = schema.items;
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) merge(part, into);
  return into;
}

/** JSON Schema's type of a value (`integer` for whole numbers). */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const allows = (types: string[], value: unknown) => {
  const type = typeOf(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
};

/**
 * Values of types the schema does not allow, one per JSON type (the empty string and a fraction
 * included: code generators like to coerce them into numbers).
 */
function wrongTypes(types: string[]): unknown[] {
  const candidates: unknown[] = ['not-a-valid-type', '', 12345, 1.5, true, null, { unexpected: 1 }, ['unexpected']];
  return candidates.filter((candidate) => !allows(types, candidate));
}

/** A value of the enum's type that is not one of its values. */
function outOfEnum(values: unknown[]): unknown {
  if (values.every((v) => typeof v === 'number')) return Math.max(...(values as number[])) + 1000;
  return 'NOT_IN_ENUM';
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Replaces the value at `pointer` (or removes it when `remove`) in a copy of `root`. */
function edit(root: unknown, pointer: string, change: { remove: true } | { value: unknown }): unknown {
  const copy: unknown = structuredClone(root);
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (keys.length === 0) return 'value' in change ? change.value : undefined;
  let parent: unknown = copy;
  for (const key of keys.slice(0, -1)) parent = (parent as JsonObject)[key];
  const last = keys.at(-1) ?? '';
  if ('remove' in change) Reflect.deleteProperty(parent as JsonObject, last);
  else (parent as JsonObject)[last] = change.value;
  return copy;
}

/**
 * Every single-constraint variant of `example` under `schema`. With `oneWrongType`, a node gets
 * one wrong-type variant (the first of wrongTypes) instead of one per wrong JSON type.
 */
export function variantsOf(schema: unknown, example: unknown, { oneWrongType = false } = {}): Variant[] {
  const variants: Variant[] = [];
  const walk = (node: unknown, value: unknown, pointer: string) => {
    const merged = merge(node);
    if (merged.types && merged.types.length > 0) {
      const wrong = wrongTypes(merged.types);
      for (const value of oneWrongType ? wrong.slice(0, 1) : wrong) variants.push({ kind: 'type', pointer, body: edit(example, pointer, { value }) });
    }
    if (merged.enum && merged.enum.length > 0) {
      variants.push({ kind: 'enum', pointer, body: edit(example, pointer, { value: outOfEnum(merged.enum) }) });
    }
    if (isObject(value)) {
      for (const name of merged.required) {
        if (name in value) variants.push({ kind: 'required', pointer: `${pointer}/${escapePointer(name)}`, body: edit(example, `${pointer}/${escapePointer(name)}`, { remove: true }) });
      }
      for (const [name, property] of Object.entries(merged.properties)) {
        if (name in value) walk(property, value[name], `${pointer}/${escapePointer(name)}`);
      }
    } else if (Array.isArray(value) && value.length > 0 && merged.items !== undefined) {
      walk(merged.items, value[0], `${pointer}/0`);
    }
  };
  walk(schema, example, '');
  return variants;
}

const DOCUMENT_ID = 'https://wallet.example/openapi.json';

let ajv: Ajv2020 | undefined;

/**
 * Ajv with draft 2020-12 and the bundled contract loaded as one document, so `$ref`s resolve as
 * in the contract. Formats: ajv-formats for the JSON Schema ones; OpenAPI's own formats as the
 * OpenAPI specification defines them (int32/int64 ranges; the others annotate only).
 */
export function contractAjv(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  for (const annotation of ['float', 'double', 'binary', 'decimal', 'password']) ajv.addFormat(annotation, true);
  ajv.addSchema(loadContract(), DOCUMENT_ID);
  return ajv;
}

/** Ajv's validator of the schema at a JSON pointer of the bundled contract. */
export function ajvValidator(pointer: string): ValidateFunction {
  let validator = validators.get(pointer);
  if (!validator) {
    validator = contractAjv().compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    validators.set(pointer, validator);
  }
  return validator;
}

/** Compiled validators by pointer (Ajv caches by schema object, and each `$ref` wrapper is a new one). */
const validators = new Map<string, ValidateFunction>();

/** The JSON pointer of a response's or request body's media object, following a `$ref`ed response. */
export function mediaPointer(path: string, method: string, where: { response: string } | 'requestBody', mediaType = 'application/json'): string {
  const operation = `/paths/${escapePointer(path)}/${method.toLowerCase()}`;
  let pointer = where === 'requestBody' ? `${operation}/requestBody` : `${operation}/responses/${where.response}`;
  const target = resolveAt(pointer);
  if (isObject(target) && typeof target.$ref === 'string') pointer = target.$ref.slice(1);
  return `${pointer}/content/${escapePointer(mediaType)}`;
}

/** The value at a JSON pointer of the bundled contract (no `$ref` followed). */
export function resolveAt(pointer: string): unknown {
  let target: unknown = loadContract();
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) ? target[key] : undefined;
  }
  return target;
}
