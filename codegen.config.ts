/**
 * The one code-generation entry point: `npm run codegen`.
 *
 * 1. Bundles the multi-file contract (openapi/wallet.yaml) into generated/openapi.json,
 *    the single document that Prism and both generators read (scripts/contract-bundle.mjs:
 *    `redocly bundle`, then common.yaml's error and header sets expanded).
 * 2. @hey-api/openapi-ts writes types, zod schemas and the fetch client to generated/hey-api/
 *    (no SDK: the console calls orval's request functions, and the transport validates
 *    every JSON answer against the registry's zod schema).
 * 3. orval writes the request functions, query keys and query options (suspense ones only
 *    for SUSPENSE), one file per tag, to generated/hooks/; every request goes through
 *    src/api/transport.ts (src/api/mutator.ts), so there is exactly one transport. Then
 *    `leanHooks` removes the `use*` hooks orval writes beside the query options (nothing calls
 *    them) and replaces orval's model file with aliases of hey-api's types (generated/hooks/types.ts):
 *    one generator per artefact. Request bodies with `additionalProperties: false` become
 *    `z.strictObject` (the zod resolver below).
 * 4. Writes generated/operations.ts, the operation registry (method, path, tag and
 *    response schema of every operation) that the transport uses to validate responses
 *    and the contract tests use to exercise every operation.
 * 5. Writes the route tree (src/route-tree.gen.ts) from src/routes/, as the Vite plugin does,
 *    so a new route file type-checks without a build (settings in tsr.config.json).
 *
 * 6. Writes generated/pattern-messages.ts: the sentence of each pattern (`x-pattern-message`
 *    beside a `pattern`), which forms show instead of the validator's text.
 *
 * 7. Writes each string `format` as JSON Schema checks it (`FORMATS`, scripts/json-formats.ts),
 *    not as zod's stricter checks (a uuid's version bits, a URL's host).
 *
 * 8. Makes hey-api's zod schemas lazy (`lazySchemas`): generated/hey-api/zod.gen.ts exports one
 *    `schemas` object whose properties build their schema on first read, so loading the
 *    contract's chunk builds none of its ~1,000 schemas (one long task of a cold screen) and
 *    each check builds only what it uses.
 *
 * Output is deterministic: CI regenerates and fails on any difference.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { Generator, getConfig } from '@tanstack/router-generator';
import { generate } from 'orval';
import ts from 'typescript';
import { ContractError, bundleContract as bundleTo } from './scripts/contract-bundle.mjs';
import { requiredAcrossAllOf } from './scripts/required-across-allof';

/**
 * The contract's string formats: the key of each one's check in scripts/json-formats.ts (JSON
 * Schema's check, as Ajv makes it) and zod's name of the format (forms choose a date picker by
 * it, and name a wrong value by it). A format the contract starts to use needs a row here (and
 * its check there), or codegen fails; `null` marks the formats that only annotate.
 */
const FORMATS: Record<string, { key: string; zod: string } | null> = {
  date: { key: 'date', zod: 'date' },
  'date-time': { key: 'dateTime', zod: 'datetime' },
  email: { key: 'email', zod: 'email' },
  uri: { key: 'uri', zod: 'url' },
  uuid: { key: 'uuid', zod: 'uuid' },
  binary: null,
  decimal: null,
  password: null,
};

const root = process.env.CONTRACT_ROOT ?? 'openapi/wallet.yaml';
/** Where the output goes in the end. */
const target = 'generated';
/**
 * Where it is written first, beside it (the same depth: the relative imports are the same): it
 * replaces generated/ only once every step succeeded, so a failed codegen leaves the last good
 * output in place.
 */
const out = '.codegen-next';
const bundle = `./${out}/openapi.json`;
const started = performance.now();

type Operation = {
  operationId: string;
  requestBody?: { content?: Record<string, { encoding?: Record<string, { contentType?: string }> }> };
  tags?: string[];
  'x-inferred'?: boolean;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation | unknown>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Reads a screen suspends on (`useSuspenseQuery`): the start-up data and the records a page
 * opens. Only these get orval's suspense query options; add an operationId here to use one.
 */
const SUSPENSE = ['getConfigs', 'getNavbar', 'listPageComponents', 'getGroup', 'getUser', 'listMerchants', 'getRemittanceTransaction', 'listCustomers', 'listTransactions'];

function bundleContract(): Document {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  return bundleTo(root, bundle) as Document;
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

function writeRegistry(doc: Document) {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const success = Object.entries(op.responses).find(([code]) => code.startsWith('2'));
      const json = success?.[1].content?.['application/json'] !== undefined;
      const fields = [
        `method: '${method.toUpperCase()}'`,
        `path: '${path}'`,
        `tag: '${op.tags?.[0] ?? ''}'`,
        `response: ${json ? `'z${pascal(op.operationId)}Response'` : 'null'}`,
        `secured: ${!(Array.isArray(op.security) && op.security.length === 0)}`,
        `inferred: ${op['x-inferred'] === true}`,
      ];
      const encoding = op.requestBody?.content?.['multipart/form-data']?.encoding ?? {};
      const jsonParts = Object.entries(encoding).filter(([, part]) => part.contentType === 'application/json').map(([name]) => `'${name}'`);
      if (jsonParts.length > 0) fields.push(`jsonParts: [${jsonParts.join(', ')}]`);
      rows.push(`  ${op.operationId}: { ${fields.join(', ')} },`);
    }
  }
  writeFileSync(
    join(out, 'operations.ts'),
    [
      '// Generated by codegen.config.ts from the contract. Do not edit.',
      "import type { ContractSchemas } from './hey-api/zod.gen';",
      '',
      '/** One operation of the contract. `response` names its zod schema in hey-api/zod.gen (null: not JSON). */',
      'export type OperationInfo = {',
      "  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';",
      '  path: string;',
      '  tag: string;',
      '  response: keyof ContractSchemas | null;',
      '  secured: boolean;',
      '  inferred: boolean;',
      '  /** Multipart parts the contract sends as JSON (`encoding: { contentType: application/json }`). */',
      '  jsonParts?: readonly string[];',
      '};',
      '',
      '/** Every operation of the contract, by operationId. */',
      'export const operations = {',
      ...rows,
      '} as const satisfies Record<string, OperationInfo>;',
      '',
      'export type OperationId = keyof typeof operations;',
      '',
    ].join('\n'),
  );
  return rows.length;
}

/**
 * Collects `x-pattern-message` sentences by pattern. One sentence per pattern: `{label}` and
 * `{name}` name the field, so the sentence fits every field using the pattern.
 */
function writePatternMessages(doc: Document) {
  const sentences = new Map<string, string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const { pattern, 'x-pattern-message': message } = record;
    if (typeof pattern === 'string' && typeof message === 'string') {
      const known = sentences.get(pattern);
      if (known !== undefined && known !== message) throw new Error(`Pattern ${pattern} has two sentences: "${known}" and "${message}"`);
      sentences.set(pattern, message);
    }
    Object.values(record).forEach(walk);
  };
  walk(doc);
  const rows = [...sentences].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([pattern, message]) => `  ${JSON.stringify(pattern)}: ${JSON.stringify(message)},`);
  writeFileSync(
    join(out, 'pattern-messages.ts'),
    [
      '// Generated by codegen.config.ts from the contract (x-pattern-message). Do not edit.',
      '',
      '/** The sentence forms show when a value does not match a pattern, by pattern (`{label}`: the field\'s label, `{name}`: the label as a noun). */',
      'export const patternMessages: Record<string, string> = {',
      ...rows,
      '};',
      '',
    ].join('\n'),
  );
}

async function heyApi() {
  await createClient({
    input: bundle,
    // No entry file: the console imports types.gen and zod.gen by name.
    output: { path: `./${out}/hey-api`, postProcess: [], entryFile: false },
    logs: { level: 'silent' },
    // A field required in one allOf part and defined in another stays required in zod.
    parser: { patch: { input: (spec) => void requiredAcrossAllOf(spec) } },
    plugins: [
      '@hey-api/client-fetch',
      '@hey-api/typescript',
      {
        name: 'zod',
        dates: { offset: true },
        metadata: false,
        // A closed object (`additionalProperties: false`, the request bodies) is z.strictObject:
        // an unknown property such as a misspelt field is refused, as the API refuses it.
        // hey-api's own object node ignores `false` when the object has properties.
        '~resolvers': {
          // A format as Ajv checks it (FORMATS), then the length and pattern as hey-api writes them.
          string: (ctx) => {
            const format = ctx.schema.format;
            if (format === undefined || ctx.nodes.const(ctx)) return undefined;
            const known = FORMATS[format];
            if (known === undefined) throw new Error(`codegen: the contract's string format "${format}" has no row in FORMATS (codegen.config.ts)`);
            if (known === null) return undefined;
            ctx.chain.current = ctx.$(ctx.symbols.z).attr('stringFormat').call(ctx.$.literal(known.zod), ctx.$('jsonFormats').attr(known.key));
            const apply = (node: (c: typeof ctx) => typeof ctx.chain.current | undefined) => {
              const next = node(ctx);
              if (next) ctx.chain.current = next;
              return next;
            };
            if (!apply(ctx.nodes.length)) {
              apply(ctx.nodes.minLength);
              apply(ctx.nodes.maxLength);
            }
            apply(ctx.nodes.pattern);
            return ctx.chain.current;
          },
          object: (ctx) =>
            typeof ctx.schema.additionalProperties === 'object' &&
            ctx.schema.additionalProperties.type === 'never' &&
            Object.keys(ctx.schema.properties ?? {}).length > 0
              ? ctx.$(ctx.symbols.z).attr('strictObject').call(ctx.nodes.shape(ctx))
              : undefined,
        },
      },
    ],
  });
}

async function orval() {
  let written = false;
  await generate({
    input: { target: bundle },
    output: {
      // No separate model files: the hooks carry the few types they need; app code takes
      // its types from hey-api's output.
      target: `./${out}/hooks/index.ts`,
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      override: {
        mutator: { path: './src/api/mutator.ts', name: 'apiRequest' },
        // Query options and keys for every read; suspense options only where a screen suspends
        // on the data (SUSPENSE); writes are the plain request functions (no mutation hooks).
        query: { useQuery: true, useSuspenseQuery: false, useMutation: false, usePrefetch: false, signal: true },
        operations: Object.fromEntries(SUSPENSE.map((id) => [id, { query: { useQuery: true, useSuspenseQuery: true, signal: true } }])),
        fetch: { includeHttpResponseReturnType: false },
      },
    },
    hooks: { afterAllFilesWrite: () => { written = true; } },
  });
  if (!written) throw new Error('orval did not write its files (see its log above)');
}

/** orval runs in a second process, in parallel with hey-api (the machine has two cores). */
function runOrvalProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['codegen.config.ts', '--orval-only'], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`orval failed (exit ${code})`))));
  });
}

/** orval's names for the error responses of common.yaml: all of them are the one `Error` body. */
const ERROR_RESPONSES = /^(BadRequest|Unauthorized|Forbidden|Conflict|NotFound|NotAcceptable|PreconditionFailed|ServerError)Response$/;

/**
 * Gives each artefact one generator. orval writes a `use*` hook beside every query option and
 * its own model types (`index.schemas.ts`); the console calls the request functions and query
 * options only, and takes its types from hey-api. So this step removes the hooks and replaces
 * orval's model file with `hooks/types.ts`: one alias per name the hook files use, each pointing
 * at hey-api's type (same name, `XResponses[200]`, `XData['query']`, or `Error`). A name it
 * cannot map fails the generation. Returns the number of hooks removed.
 */
function leanHooks(): number {
  const hooksDir = join(out, 'hooks');
  const heyTypes = readFileSync(join(out, 'hey-api', 'types.gen.ts'), 'utf8');
  const hasType = (name: string) => new RegExp(`^export type ${name}\\b`, 'm').test(heyTypes);
  const names = new Set<string>();
  let removed = 0;
  for (const tag of readdirSync(hooksDir).filter((name) => !name.endsWith('.ts')).sort()) {
    const file = join(hooksDir, tag, `${tag}.ts`);
    const lines = readFileSync(file, 'utf8').split('\n');
    const kept: string[] = [];
    let inHook = false;
    let returned = false;
    for (const line of lines) {
      if (!inHook && /^export function use[A-Z]/.test(line)) {
        inHook = true;
        returned = false;
        removed += 1;
        // The hook's comment (if any) was written just before it.
        while (kept.length > 0 && /^(\/\*\*| \*|\s*$)/.test(kept.at(-1) ?? '') && !/^export /.test(kept.at(-1) ?? '')) {
          if ((kept.at(-1) ?? '').startsWith('/**')) { kept.pop(); break; }
          kept.pop();
        }
      }
      if (inHook) {
        if (/^\s+return query;/.test(line)) returned = true;
        if (returned && line === '}') inHook = false;
        continue;
      }
      kept.push(line);
    }
    let text = kept.join('\n');
    // The hooks were the only users of these runtime imports.
    text = text.replace(/^import \{[^}]*\} from '@tanstack\/react-query';\n/m, '');
    text = text.replace(/import type \{([^}]*)\} from '\.\.\/index\.schemas';/, (_all, list: string) => {
      list.split(',').map((name) => name.trim()).filter(Boolean).forEach((name) => names.add(name));
      return `import type {${list}} from '../types';`;
    });
    writeFileSync(file, text.replace(/\n{3,}/g, '\n\n'));
  }
  const aliases = [...names].sort().map((name) => {
    if (hasType(name)) return `export type { ${name} } from '../hey-api/types.gen';`;
    if (ERROR_RESPONSES.test(name)) return `export type ${name} = Error;`;
    const success = /^(\w+?)(2\d\d)$/.exec(name);
    if (success && hasType(`${success[1]}Responses`)) return `export type ${name} = ${success[1]}Responses[${success[2]}];`;
    const params = /^(\w+)Params$/.exec(name);
    if (params && hasType(`${params[1]}Data`)) return `export type ${name} = NonNullable<${params[1]}Data['query']>;`;
    throw new Error(`codegen: no hey-api type for orval's ${name}`);
  });
  const used = [...new Set(aliases.flatMap((line) => [...line.matchAll(/= (?:NonNullable<)?(\w+)/g)].map((m) => m[1] ?? '')))].sort();
  rmSync(join(hooksDir, 'index.schemas.ts'), { force: true });
  writeFileSync(
    join(hooksDir, 'types.ts'),
    [
      '// Generated by codegen.config.ts: the names orval\'s request functions use, as hey-api\'s types. Do not edit.',
      `import type {\n  ${used.join(',\n  ')},\n} from '../hey-api/types.gen';`,
      '',
      ...aliases,
      '',
    ].join('\n'),
  );
  return removed;
}

/**
 * Rewrites hey-api's zod.gen.ts (`export const zX = <schema>;` in dependency order) so that no
 * schema is built when the module loads: each becomes a memoised builder with its doc comment
 * (`const zX = once(() => <schema>)`, references to other schemas read through their builders),
 * exported by name as a getter of one `schemas` object. Returns the number of schemas.
 */
function lazySchemas(): number {
  const file = join(out, 'hey-api', 'zod.gen.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const schemas: { name: string; init: ts.Expression; doc: string }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue;
    const declaration = ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1 ? statement.declarationList.declarations[0] : undefined;
    if (!declaration || !ts.isIdentifier(declaration.name) || !declaration.initializer) throw new Error(`codegen: zod.gen.ts has an unexpected statement: ${statement.getText().slice(0, 80)}`);
    const doc = (ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? []).map((range) => source.text.slice(range.pos, range.end)).join('\n');
    schemas.push({ name: declaration.name.text, init: declaration.initializer, doc });
  }
  const names = new Set(schemas.map(({ name }) => name));
  /** The schema's expression with every reference to another schema read through its builder. */
  const lazyText = (init: ts.Expression) => {
    const at: number[] = [];
    const visit = (node: ts.Node) => {
      const parent = node.parent;
      const isName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node);
      if (ts.isShorthandPropertyAssignment(node) && names.has(node.name.text)) throw new Error(`codegen: zod.gen.ts uses shorthand { ${node.name.text} }`);
      if (ts.isIdentifier(node) && names.has(node.text) && !isName) at.push(node.getEnd());
      ts.forEachChild(node, visit);
    };
    visit(init);
    let text = source.text.slice(init.getStart(), init.getEnd());
    for (const end of at.sort((a, b) => b - a)) text = `${text.slice(0, end - init.getStart())}()${text.slice(end - init.getStart())}`;
    return text;
  };
  writeFileSync(
    file,
    [
      '// This file is auto-generated by @hey-api/openapi-ts, and made lazy by codegen.config.ts (lazySchemas).',
      '',
      "import * as z from 'zod';",
      '',
      '/** The contract\'s string formats as JSON Schema (Ajv, ajv-formats) checks them: copied from scripts/json-formats.ts. */',
      formatChecks(),
      '',
      '/** A schema built once, the first time it is asked for. */',
      'function once<T>(build: () => T): () => T {',
      '    let schema: T | undefined;',
      '    return () => (schema ??= build());',
      '}',
      '',
      '/** An object whose properties are the builders\' schemas, each built when first read. */',
      'function lazily<T extends Record<string, () => unknown>>(builders: T): { readonly [K in keyof T]: ReturnType<T[K]> } {',
      '    const schemas = {};',
      '    for (const [name, build] of Object.entries(builders)) Object.defineProperty(schemas, name, { get: build, enumerable: true });',
      '    return schemas as { readonly [K in keyof T]: ReturnType<T[K]> };',
      '}',
      '',
      ...schemas.map(({ name, init, doc }) => `${doc ? `${doc}\n` : ''}const ${name} = once(() => ${lazyText(init)});\n`),
      '/**',
      ' * The contract\'s zod schemas by name. Each is built the first time it is read, so loading this',
      ' * module builds none of them; a schema read twice is the same object.',
      ' */',
      'export const schemas = lazily({',
      ...schemas.map(({ name }) => `    ${name},`),
      '});',
      '',
      '/** The contract\'s schemas, by name. */',
      'export type ContractSchemas = typeof schemas;',
      '',
    ].join('\n'),
  );
  return schemas.length;
}

/**
 * The checks of scripts/json-formats.ts as zod.gen.ts holds them: the file's code without its
 * doc comment and its export (the generated module exports its schemas only).
 */
function formatChecks(): string {
  const text = readFileSync(join('scripts', 'json-formats.ts'), 'utf8');
  const code = text.replace(/^\/\*\*[\s\S]*?\*\/\n+/, '');
  if (!code.includes('\nexport const jsonFormats = ')) throw new Error('codegen: scripts/json-formats.ts no longer exports jsonFormats');
  return code.replace('\nexport const jsonFormats = ', '\nconst jsonFormats = ').trimEnd();
}

function routeTree() {
  const root = process.cwd();
  return new Generator({ config: getConfig({}, root), root }).run();
}

/** Puts the new output in generated/'s place, whole. */
function publish() {
  const old = `${out}-old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(out, target);
  rmSync(old, { recursive: true, force: true });
}

async function main() {
  if (process.argv.includes('--orval-only')) return orval();
  const doc = bundleContract();
  const count = writeRegistry(doc);
  writePatternMessages(doc);
  await Promise.all([heyApi(), runOrvalProcess(), routeTree()]);
  const hooks = leanHooks();
  const schemas = lazySchemas();
  publish();
  console.log(`codegen: ${count} operations, ${schemas} lazy schemas (${hooks} unused hooks dropped) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  rmSync(out, { recursive: true, force: true });
  // A contract that does not bundle says so in the linter's words; anything else with its stack.
  console.error(error instanceof ContractError ? error.message : error);
  console.error(`codegen failed: ${target}/ is left as it was.`);
  process.exit(1);
});
