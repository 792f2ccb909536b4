/**
 * Codes the console knows by a map (a status's label and colour, a type's name). The API may
 * send a code the console does not know yet (an enum's new value): it is shown as it came,
 * marked as unknown, never looked up as a property every object inherits (`constructor`), and
 * never taken for a known one.
 */

/** What a code the console does not know says beside it (and in its title). */
export const UNKNOWN_VALUE = 'unknown value';

/** A label map's entry: the label itself, or an object with its label (and colour). */
type Named = string | { readonly label: string };

/** The code as text, whatever its JSON type. */
export function codeText(code: unknown): string {
  if (typeof code === 'string') return code;
  if (code === null || code === undefined) return '';
  return typeof code === 'object' ? JSON.stringify(code) : String(code as number | boolean);
}

/** `map`'s own entry for `code` (a string or a number, looked up by its text), or undefined when the console does not know it. */
export function knownEntry<K extends PropertyKey, V>(map: Readonly<Record<K, V>>, code: unknown): V | undefined {
  if (typeof code !== 'string' && typeof code !== 'number' && typeof code !== 'boolean') return undefined;
  const key = String(code);
  return Object.hasOwn(map, key) ? (map as Readonly<Record<string, V>>)[key] : undefined;
}

/** Whether `map` knows `code`. */
export function isKnown<K extends PropertyKey>(map: Readonly<Record<K, unknown>>, code: unknown): code is K {
  return knownEntry(map, code) !== undefined;
}

/** The text of a code the console does not know: as it came, marked "(unknown value)". */
export function unknownText(code: unknown): string {
  return `${codeText(code)} (${UNKNOWN_VALUE})`;
}

/** A code's label from `map`, or for a code the map does not know, the code as it came, marked "(unknown value)". */
export function codeLabel<K extends PropertyKey>(map: Readonly<Record<K, Named>>, code: unknown): string {
  const entry = knownEntry<K, Named>(map, code);
  if (entry === undefined) return unknownText(code);
  return typeof entry === 'string' ? entry : entry.label;
}

/** `codeLabel` inside a sentence: a known label in lower case ("It is approved already"), an unknown code as it came, marked. */
export function lowerLabel<K extends PropertyKey>(map: Readonly<Record<K, Named>>, code: unknown): string {
  return knownEntry<K, Named>(map, code) === undefined ? unknownText(code) : codeLabel(map, code).toLowerCase();
}
