/**
 * Random answers that the contract allows: json-schema-faker (the sampler behind Prism's dynamic
 * mode, `prism mock -d`) fills a success answer's schema with values the contract's examples do
 * not use (ids of any form, other dates, long strings, rows missing optional fields, nulls).
 * Every sample comes from a fixed seed, so a failure names a sample that can be made again.
 */
import { JSONSchemaFaker, type Schema } from 'json-schema-faker';
import { isObject, resolve } from './request-samples';

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed gives the same answers. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The schema with every local `$ref` replaced by its target (the contract has no recursive
 * schema). json-schema-faker follows each `$ref` only a random number of times per answer and
 * writes `{}` after that, so a list whose rows share a `$ref`ed field would otherwise get rows
 * the contract refuses.
 */
export function dereference(schema: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => dereference(item, seen));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref)) throw new Error(`The contract's schema ${schema.$ref} refers to itself`);
    const { $ref, ...siblings } = schema;
    const target = resolve({ $ref });
    return dereference(isObject(target) ? { ...target, ...siblings } : target, [...seen, $ref]);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, dereference(value, seen)]));
}

/**
 * Sample number `index` of `seed` for `schema` (dereferenced). Even samples carry every optional
 * property, odd ones about half of them, as a server that leaves empty fields out would.
 */
export function sampleAnswer(schema: unknown, seed: number, index: number): unknown {
  const everyOptional = index % 2 === 0;
  JSONSchemaFaker.option({
    random: seededRandom(seed * 7919 + index),
    alwaysFakeOptionals: everyOptional,
    optionalsProbability: everyOptional ? 1 : 0.5,
    fixedProbabilities: everyOptional,
    useExamplesValue: false,
    useDefaultValue: false,
    failOnInvalidFormat: true,
    failOnInvalidTypes: true,
  });
  return JSONSchemaFaker.generate(structuredClone(schema) as Schema);
}
