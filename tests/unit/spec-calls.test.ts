// Every request the console can make (method and path template, read from the generated request
// functions it calls) is a call of the specification's section 7, spelled the same way (a
// trailing slash included), unless the contract marks the operation as designed (`x-inferred`);
// and every call of section 7 is one the console can make.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations';

const SPEC = '../shared/spec/wallet-admin-spec.md';
const FIXTURE = 'tests/unit/fixtures/spec-calls.md';

/** Section 7 of the specification (its copy here, checked against the specification where it is at hand). */
const section7 = () => readFileSync(FIXTURE, 'utf8');

const METHOD = '(?:GET|POST|PUT|DELETE)';
const CLAUSE = new RegExp(`^(${METHOD}(?:(?:,\\s*|\\s+and\\s+)${METHOD})*)(?:\\s+(.*))?$`);

/** `customers/{userId}/x?y` -> `/customers/{}/x`: leading slash, no query, parameters unnamed. */
const normalise = (path: string) => `/${path.replace(/^\/+/, '').replace(/\?.*$/, '')}`.replace(/\{[^}]*\}/g, '{}');

/** `.../applications/{id}` after `/customers/credit-card/applications`: the previous path's prefix. */
function expand(path: string, previous: string): string {
  if (!path.startsWith('...')) return path;
  const rest = path.slice(3).replace(/^\//, '');
  const first = rest.split('/')[0] ?? '';
  const segments = previous.split('/');
  const at = segments.indexOf(first);
  return at >= 0 ? [...segments.slice(0, at), rest].join('/') : `${previous}/${rest}`;
}

/** The calls of section 7 as `METHOD /path/{}` (the identity provider's logout is not an API call). */
export function specCalls(text: string): Set<string> {
  const calls = new Set<string>();
  for (const raw of text.split('\n')) {
    const line = raw
      .replace(/^- /, '')
      .replace(/\([^)]*\)/g, '')
      .replace(/^[A-Z][A-Za-z ]*:\s+(?=(GET|POST|PUT|DELETE)\b)/, '')
      .replace(/\.\s*$/, '');
    let previous = '';
    for (const clause of line.split(/;|,\s*otherwise\s+/).map((c) => c.trim())) {
      const match = CLAUSE.exec(clause);
      if (!match?.[1]) continue;
      // `GET a/b, c/d`: one method for several paths; the first word of each is the path.
      const words = (match[2] ?? '').split(/,\s*/).map((part) => part.trim().split(/\s+/)[0] ?? '');
      const [first = '', ...others] = words;
      if (first === 'on') continue;
      const paths = [first && /^[./a-zA-Z{]/.test(first) ? expand(first, previous) : previous, ...others.filter((word) => word.includes('/'))];
      for (const path of paths.filter(Boolean)) {
        previous = path.replace(/\?.*$/, '');
        for (const method of match[1].split(/,\s*|\s+and\s+/)) calls.add(`${method} ${normalise(path)}`);
      }
    }
  }
  return calls;
}

/** The requests the generated functions make: `METHOD /path/{}` by function name. */
function consoleRequests(): Map<string, string> {
  const requests = new Map<string, string>();
  for (const dir of readdirSync('generated/hooks', { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const source = readFileSync(join('generated/hooks', dir.name, `${dir.name}.ts`), 'utf8');
    const urls = new Map<string, string>();
    for (const [, name, body] of source.matchAll(/export const get(\w+)Url = \([^)]*\) => \{([\s\S]*?)\n\}/g)) {
      const template = /`([^`?]*)/.exec(body ?? '')?.[1];
      if (name && template !== undefined) urls.set(name, template.replace(/\$\{[^}]*\}/g, '{}'));
    }
    for (const [, fn, url, method] of source.matchAll(/export const (\w+) = async \([\s\S]*?apiRequest<[^>]*>\(get(\w+)Url\([\s\S]*?method: '(\w+)'/g)) {
      const path = url ? urls.get(url) : undefined;
      if (fn && path !== undefined && method) requests.set(fn, `${method} ${path}`);
    }
  }
  return requests;
}

describe('the console calls the API as the specification spells it', () => {
  const spec = specCalls(section7());
  const requests = consoleRequests();

  it('reads every call of section 7 and every generated request', () => {
    expect(spec.size).toBeGreaterThan(150);
    expect(requests.size).toBe(Object.keys(operations).length);
  });

  it('the copy of section 7 is the specification`s own', () => {
    if (!existsSync(SPEC)) return;
    const text = readFileSync(SPEC, 'utf8');
    expect(section7()).toBe(/^## 7\. Calls[\s\S]*?(?=^## 8\.)/m.exec(text)?.[0]);
  });

  it('every request is a call of section 7, or an operation the contract marks as designed', () => {
    const designed = new Set(Object.entries(operations).filter(([, op]) => op.inferred).map(([id]) => id));
    const unknown = [...requests].filter(([fn, call]) => !spec.has(call) && !designed.has(fn)).map(([fn, call]) => `${fn}: ${call}`);
    expect(unknown).toEqual([]);
  });

  it('every call of section 7 is a request the console can make', () => {
    const made = new Set(requests.values());
    expect([...spec].filter((call) => !made.has(call))).toEqual([]);
  });

  it('reads the shapes of section 7: abbreviations, shared paths, trailing slashes, queries', () => {
    const calls = specCalls(
      '- GET /customers/credit-card/applications (page, size; list in data.data); PUT .../applications/{id} (status).\n' +
        '- Locators: GET /banks/locators; POST; PUT and DELETE /banks/locators/{locatorCode}.\n' +
        '- GET banks; POST banks/; GET /customers/mandateTypes?userId; POST, PUT, DELETE users\n' +
        '- Logout: GET on the identity provider\'s realm logout path with redirect.\n' +
        '- GET /a/{x} (when y), otherwise GET /b/{z}\n' +
        '- GET configs/cities, configs/headMerchants, configs/bins.',
    );
    expect([...calls].sort()).toEqual(
      [
        'GET /customers/credit-card/applications',
        'PUT /customers/credit-card/applications/{}',
        'GET /banks/locators',
        'POST /banks/locators',
        'PUT /banks/locators/{}',
        'DELETE /banks/locators/{}',
        'GET /banks',
        'POST /banks/',
        'GET /customers/mandateTypes',
        'POST /users',
        'PUT /users',
        'DELETE /users',
        'GET /a/{}',
        'GET /b/{}',
        'GET /configs/cities',
        'GET /configs/headMerchants',
        'GET /configs/bins',
      ].sort(),
    );
  });
});
