import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { JSONSchemaFaker } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonFormats } from '../../scripts/json-formats';
import { seededRandom } from '../contract/answer-samples';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** The contract's formats: the key of the check in scripts/json-formats.ts. */
const FORMATS = { date: 'date', 'date-time': 'dateTime', email: 'email', uri: 'uri', uuid: 'uuid' } as const;

const check = (key: keyof typeof jsonFormats, value: string) => {
  const format = jsonFormats[key];
  return format instanceof RegExp ? format.test(value) : format(value);
};

/** Values that sit on the edges of each format (and of zod's own, stricter checks). */
const EDGES: Record<keyof typeof FORMATS, string[]> = {
  date: ['2026-11-21', '2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '0000-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-04-30', '2026-1-01', '26-11-21', '2026-11-21T00:00:00Z', ' 2026-11-21', '２０２６-11-21'],
  'date-time': [
    '2026-11-21T10:15:00+05:30', '2026-11-21T10:15:00Z', '2026-11-21t10:15:00z', '2026-11-21 10:15:00+05:30', '2026-11-21\t10:15:00Z', '2026-11-21T10:15:00',
    '2026-11-21T10:15:00.123456789+05:30', '2026-11-21T10:15:00+0530', '2026-11-21T10:15:00+05', '2026-11-21T10:15+05:30', '2026-11-21T24:00:00Z', '2026-11-21T23:59:60Z',
    '2026-11-21T22:59:60Z', '2026-02-30T10:15:00Z', '2026-11-21TT10:15:00Z', '2026-11-21', '2026-11-21T10:15:00+05:30 ', '2026-11-21T10:15:00.Z',
  ],
  email: ['kasuni.fernando@wallet.lk', 'a+b@x.co', 'A@B.C', 'name@localhost', 'name@@x.lk', 'name@x..lk', '.name@x.lk', 'name.@x.lk', 'na me@x.lk', 'name@-x.lk', 'name@x-.lk', 'ñame@x.lk', 'name@x.lk.', "o'neil@x.lk"],
  uri: [
    'https://wallet.lk/img/a.png', 'http://AsoMUJ.tdCw7D44N.4', 'https://x', 'mailto:a@b.lk', 'urn:isbn:0451450523', 'ftp://[::1]/a', 'http://256.256.256.256', 'https://wallet.lk:8443/a?b=c#d',
    'https://wallet.lk/a b', '/relative/path', 'relative', '//wallet.lk/a', 'https://wallet.lk/%zz', 'https://wallet.lk/%20', '1http://x', 'data:image/png;base64,iVBORw0KGgo=', 'https://wallet.lk/ä',
  ],
  uuid: [
    'a3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7f', 'c4e70819-5874-5cbb-2440-fccd569c6e90', '00000000-0000-0000-0000-000000000000', 'A3C1E5F2-6B7D-4C8E-9F10-2A3B4C5D6E7F',
    'urn:uuid:a3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7f', 'URN:UUID:a3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7f', '{a3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7f}', 'a3c1e5f26b7d4c8e9f102a3b4c5d6e7f',
    'a3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7', 'g3c1e5f2-6b7d-4c8e-9f10-2a3b4c5d6e7f',
  ],
};

/** Small changes of a value: a character dropped, doubled, replaced or its case changed. */
function mutations(value: string, random: () => number): string[] {
  const at = Math.floor(random() * value.length);
  const other = ' -:.T+Z0/9@x%_'.charAt(Math.floor(random() * 14));
  return [value.slice(0, at) + value.slice(at + 1), value.slice(0, at) + value.charAt(at) + value.slice(at), value.slice(0, at) + other + value.slice(at + 1), value.toUpperCase(), value.toLowerCase()];
}

describe("the contract's string formats are checked as JSON Schema (Ajv with ajv-formats) checks them", () => {
  it.each(Object.entries(FORMATS))('%s: the same verdict as Ajv on edge cases, random values and their mutations', (format, key) => {
    const random = seededRandom(40);
    JSONSchemaFaker.option({ random });
    const samples = Array.from({ length: 200 }, () => String(JSONSchemaFaker.generate({ type: 'string', format })));
    const values = [...EDGES[format as keyof typeof FORMATS], ...samples, ...samples.flatMap((value) => mutations(value, random))];
    const ajvCheck = ajv.compile({ type: 'string', format });
    const disagreements = values.filter((value) => check(key, value) !== ajvCheck(value)).map((value) => `${JSON.stringify(value)}: Ajv ${ajvCheck(value) ? 'accepts' : 'refuses'}`);
    expect(disagreements).toEqual([]);
    // Both verdicts occur, so the comparison means something.
    expect(values.some((value) => ajvCheck(value))).toBe(true);
    expect(values.some((value) => !ajvCheck(value))).toBe(true);
  });

  it("keeps zod's names of the formats, which forms read (date picker, the sentence for a wrong value)", () => {
    const date = z.stringFormat('date', jsonFormats.date);
    expect((date as unknown as { _zod: { def: { type: string; format: string } } })._zod.def).toMatchObject({ type: 'string', format: 'date' });
    const issue = z.stringFormat('uuid', jsonFormats.uuid).safeParse('not-an-id').error?.issues[0];
    expect(issue).toMatchObject({ code: 'invalid_format', format: 'uuid' });
  });
});
