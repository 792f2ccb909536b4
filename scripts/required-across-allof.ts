/**
 * A code-generation step (codegen.config.ts passes it to @hey-api/openapi-ts as
 * `parser.patch.input`): a field that one `allOf` part requires and another part defines
 * (`Banner` = `allOf: [BannerInput, { required: [offerId, ...] }]`, with `offerId` defined in
 * `BannerInput` only) is required by JSON Schema, but hey-api's zod plugin reads `required` of
 * each part against that part's own `properties` only, so the field came out optional. This copies
 * the field's definition into the part that requires it; the document means the same to any
 * JSON Schema validator (Ajv agrees: tests/contract/variants.test.ts). The copy leaves out a
 * `default` (an input's), which zod would use to fill the missing field in.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `#/...` references inside `doc`. */
function follow(doc: Json, value: unknown): unknown {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && depth < 20; depth += 1) {
    let target: unknown = doc;
    for (const raw of current.$ref.slice(2).split('/')) target = isObject(target) ? target[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    current = target;
  }
  return current;
}

/** The property definitions an `allOf` part brings, its nested `allOf` parts included. */
function definitions(doc: Json, part: unknown, into: Map<string, unknown> = new Map()): Map<string, unknown> {
  const schema = follow(doc, part);
  if (!isObject(schema)) return into;
  if (isObject(schema.properties)) for (const [name, definition] of Object.entries(schema.properties)) if (!into.has(name)) into.set(name, definition);
  if (Array.isArray(schema.allOf)) for (const nested of schema.allOf) definitions(doc, nested, into);
  return into;
}

/** Patches `doc` in place; returns how many fields it copied. */
export function requiredAcrossAllOf(doc: unknown): number {
  if (!isObject(doc)) return 0;
  let copied = 0;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) {
      const parts: unknown[] = node.allOf;
      for (const part of parts) {
        // Only inline parts are patched: a shared component stays as it is.
        if (!isObject(part) || part.$ref !== undefined || !Array.isArray(part.required)) continue;
        const own = isObject(part.properties) ? part.properties : {};
        for (const name of part.required) {
          if (typeof name !== 'string' || name in own) continue;
          const definition = parts.filter((other) => other !== part).map((other) => definitions(doc, other).get(name)).find((d) => d !== undefined);
          if (definition === undefined) continue;
          // Without its `default`: a default would let the generated schema accept the field's absence.
          const copy: unknown = structuredClone(definition);
          if (isObject(copy)) delete copy.default;
          own[name] = copy;
          part.properties = own;
          copied += 1;
        }
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(doc);
  return copied;
}
