/**
 * Plain-language form messages, in one place: every problem zod reports about a field (sizes,
 * ranges, required, list length, choices, formats, patterns) becomes a sentence a person
 * understands, named after the field's label ("Latitude is between -90 and 90", "Branch Code
 * is exactly 3 characters long", "Choose at least one category"). A pattern's sentence comes
 * from the contract (`x-pattern-message`, registered with `registerPatternSentences`); without
 * one the field's format is said to be wrong and its description explains it.
 */
import type { core, ZodType } from 'zod';

/** A zod issue as reported by `safeParse` (the properties each kind of issue carries). */
export type Issue = core.$ZodIssue;

/** A number with its noun, plural right: `1 digit`, `3 digits`, `1 category`, `2 categories`. */
export function plural(count: number, one: string, many = pluralOf(one)): string {
  return `${count} ${count === 1 ? one : many}`;
}

function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** A label as a noun inside a sentence: words in lower case except abbreviations ("QR Networks" -> "QR networks"). */
export function nounOf(label: string): string {
  return label
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * A record's name in the plural, as a noun inside a sentence: "FAQ" -> "FAQs", "Transaction Limit" ->
 * "transaction limits", "Mode of Operation" -> "modes of operation", "Terms and Conditions" as it is.
 */
export function pluralNoun(singular: string): string {
  const words = nounOf(singular).split(' ');
  const of = words.indexOf('of');
  const head = of > 0 ? of - 1 : words.length - 1;
  const word = words[head] ?? '';
  if (/^[A-Z0-9]+$/.test(word)) words[head] = `${word}s`;
  else if (!/[^s]s$/.test(word)) words[head] = pluralOf(word);
  return words.join(' ');
}

/** A count of a unit the server names in the plural ("digits", "characters"): `1 digit`, `8 characters`. */
export function unitCount(count: number, unit: string): string {
  return `${count} ${unitWord(count, unit)}`;
}

/** A unit named in the plural, in the singular when the count is 1 ("digits" -> "digit"). */
export function unitWord(count: number, unit: string): string {
  if (count !== 1) return unit;
  if (unit.endsWith('ies')) return `${unit.slice(0, -3)}y`;
  return unit.endsWith('s') && !unit.endsWith('ss') ? unit.slice(0, -1) : unit;
}

/** A list label's item in the singular and plural ("Categories" -> category/categories). */
function itemsOf(label: string): { one: string; many: string } {
  const noun = nounOf(label);
  if (noun.endsWith('ies')) return { one: `${noun.slice(0, -3)}y`, many: noun };
  if (noun.endsWith('s') && !noun.endsWith('ss')) return { one: noun.slice(0, -1), many: noun };
  return { one: noun, many: pluralOf(noun) };
}

const patternSentences = new Map<string, string>();

/** A regular expression's source as the contract writes it (hey-api escapes `/`). */
const patternKey = (source: string) => source.replace(/^\//, '').replace(/\/[a-z]*$/, '').replaceAll('\\/', '/');

/**
 * Registers the contract's sentences for its patterns, by pattern (`{label}` is replaced by
 * the field's label, `{name}` by the label as a noun: "Enter the four-digit {name}").
 */
export function registerPatternSentences(sentences: Record<string, string>): void {
  for (const [pattern, sentence] of Object.entries(sentences)) patternSentences.set(patternKey(pattern), sentence);
}

/** The contract's sentence for a pattern, for a field, or null when it has none. */
export function patternSentence(pattern: string, label: string): string | null {
  const sentence = patternSentences.get(patternKey(pattern));
  return sentence === undefined ? null : sentence.replaceAll('{label}', label).replaceAll('{name}', nounOf(label));
}

type Bag = { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number; minLength?: number; maxLength?: number; pattern?: string };
type CheckDef = { check: string; value?: number; inclusive?: boolean; minimum?: number; maximum?: number; format?: string; pattern?: RegExp };
type SchemaDef = { checks?: { _zod: { def: CheckDef } }[]; innerType?: ZodType };

/** The bounds a schema declares (through optional/nullable wrappers), read from its checks. */
function bagOf(schema: ZodType | undefined): Bag {
  let def = (schema as unknown as { _zod?: { def: SchemaDef } } | undefined)?._zod?.def;
  while (def?.innerType) def = (def.innerType as unknown as { _zod: { def: SchemaDef } })._zod.def;
  const bag: Bag = {};
  for (const { _zod } of def?.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'greater_than' && check.value !== undefined) bag[check.inclusive ? 'minimum' : 'exclusiveMinimum'] = check.value;
    if (check.check === 'less_than' && check.value !== undefined) bag[check.inclusive ? 'maximum' : 'exclusiveMaximum'] = check.value;
    if (check.check === 'min_length') bag.minLength = check.minimum;
    if (check.check === 'max_length') bag.maxLength = check.maximum;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) bag.pattern = check.pattern.source;
  }
  return bag;
}

const number = (value: unknown) => (typeof value === 'bigint' ? value.toString() : String(value as number));

/** A number range in words, using both bounds of the schema when it has them. */
function numberRange(label: string, issue: Issue, bag: Bag): string {
  const low = bag.minimum ?? bag.exclusiveMinimum;
  const high = bag.maximum ?? bag.exclusiveMaximum;
  if (low !== undefined && high !== undefined && bag.exclusiveMinimum === undefined && bag.exclusiveMaximum === undefined) {
    return `${label} is between ${number(low)} and ${number(high)}`;
  }
  if (issue.code === 'too_small') return issue.inclusive ? `${label} is at least ${number(issue.minimum)}` : `${label} is more than ${number(issue.minimum)}`;
  if (issue.code === 'too_big') return issue.inclusive ? `${label} is at most ${number(issue.maximum)}` : `${label} is less than ${number(issue.maximum)}`;
  return `${label} is out of range`;
}

/** A text length in words, using both bounds of the schema when it has them. */
function textLength(label: string, issue: Issue, bag: Bag): string {
  if (issue.code === 'too_small' && issue.exact) return `${label} is exactly ${plural(Number(issue.minimum), 'character')} long`;
  if (issue.code === 'too_big' && issue.exact) return `${label} is exactly ${plural(Number(issue.maximum), 'character')} long`;
  const { minLength: low, maxLength: high } = bag;
  if (low !== undefined && high !== undefined && low > 1) return `${label} is ${number(low)} to ${plural(high, 'character')} long`;
  if (issue.code === 'too_small') return Number(issue.minimum) <= 1 ? `${label} is required` : `${label} is at least ${plural(Number(issue.minimum), 'character')} long`;
  if (issue.code === 'too_big') return `${label} is at most ${plural(Number(issue.maximum), 'character')} long`;
  return `${label} has the wrong length`;
}

/** How many items a list needs, in words. */
function listLength(label: string, issue: Issue): string {
  const { one, many } = itemsOf(label);
  const count = (n: number) => (n === 1 ? `one ${one}` : `${n} ${many}`);
  if (issue.code === 'too_small') return issue.exact ? `Choose exactly ${count(Number(issue.minimum))}` : `Choose at least ${count(Number(issue.minimum))}`;
  if (issue.code === 'too_big') return issue.exact ? `Choose exactly ${count(Number(issue.maximum))}` : `Choose at most ${count(Number(issue.maximum))}`;
  return `Choose ${many}`;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  string: 'text',
  date: 'a date',
  array: 'a list',
};

/** What a URL field's message says an accepted address looks like (the allow-list of `src/lib/safe-url.ts`). */
export const WEB_ADDRESS_WORDS = 'a web address starting with https://, such as https://example.lk';

const FORMAT_WORDS: Record<string, string> = {
  email: 'an e-mail address such as name@example.lk',
  url: WEB_ADDRESS_WORDS,
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time',
  time: 'a time',
  uuid: 'an identifier in the expected form',
};

/**
 * The plain sentence for one zod issue of a field, named by its label; `schema` (the field's
 * own schema) lets a range name both of its bounds. Messages written by a refinement are kept.
 */
export function plainMessage(issue: Issue, label: string, schema?: ZodType): string {
  const bag = bagOf(schema);
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      // A pattern's sentence already says the shape (e.g. a percentage up to 999.99): it says it
      // better than a length does.
      if (issue.origin === 'string') return (bag.pattern !== undefined ? patternSentence(bag.pattern, label) : null) ?? textLength(label, issue, bag);
      if (issue.origin === 'array' || issue.origin === 'set') return listLength(label, issue);
      if (issue.origin === 'date') return issue.code === 'too_small' ? `${label} is too early` : `${label} is too late`;
      return numberRange(label, issue, bag);
    case 'invalid_type':
      // zod reports no input; a missing value is named in its message.
      if (/received (undefined|null)$/.test(issue.message)) return `${label} is required`;
      return `${label} is ${TYPE_WORDS[issue.expected] ?? 'not valid'}`;
    case 'invalid_format': {
      if (issue.format === 'regex' && issue.pattern) return patternSentence(issue.pattern, label) ?? `${label} is not in the expected format`;
      const words = FORMAT_WORDS[issue.format];
      return words ? `${label} is ${words}` : `${label} is not in the expected format`;
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => String(v));
      if (values.length === 1) return `${label} is ${values[0] ?? ''}`;
      return values.length <= 4 ? `${label} is ${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}` : `Choose ${nounOf(label)} from the list`;
    }
    case 'not_multiple_of': {
      const decimals = /^1e-(\d+)$|^0\.(0*)1$/.exec(String(issue.divisor));
      if (decimals) return `${label} has at most ${plural(decimals[1] ? Number(decimals[1]) : (decimals[2]?.length ?? 0) + 1, 'decimal')}`;
      return `${label} is a multiple of ${number(issue.divisor)}`;
    }
    case 'invalid_union':
      return `Choose ${nounOf(label)} from the list`;
    case 'custom':
      return issue.message;
    default:
      return `${label} is not valid`;
  }
}
