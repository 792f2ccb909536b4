/**
 * `npm run contract:diff [ref]`: the breaking changes between the contract at a git ref (default
 * `main`; its committed generated/openapi.json) and the contract in openapi/ now (bundled afresh,
 * so a change not yet generated counts), each with the screens and files that use the operation it
 * breaks. Run it before `npm run codegen` to see where a change will land; CI prints it against
 * the previous commit.
 *
 * The classification is Optic's breaking-changes ruleset (@useoptic/standard-rulesets: removed
 * operations, response properties and status codes, newly required request properties and
 * parameters, narrowed enums, changed types), run on both contracts with their references
 * resolved; this script adds only the mapping to the console: an operation's generated functions
 * (orval names them after its operationId) found in src/, and the pages whose resource lives in
 * a file that uses them (src/auth/pages.ts).
 *
 * Exits 0 with the report (a breaking change is a fact to plan for, not an error of this
 * checkout); 1 when `--fail` is given and something breaks, 2 when a contract cannot be read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diff } from '@useoptic/openapi-utilities';
import { RuleRunner } from '@useoptic/rulesets-base';
import { BreakingChangesRuleset } from '@useoptic/standard-rulesets';
import { PAGES } from '../src/auth/pages';
import { bundleContract, ContractError } from './contract-bundle.mjs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, { operationId?: string } & Record<string, Json>>> };
type Breaking = { operation: string; message: string; at: string };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** The document with every local `$ref` under `paths` replaced by what it names (a cycle is cut with a note), and nothing but the paths: Optic compares operations as a client sees them. */
export function resolved(doc: Doc): Doc {
  const at = (pointer: string): Json =>
    pointer
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => (node !== null && typeof node === 'object' && !Array.isArray(node) ? (node[key] ?? null) : null), doc as unknown as Json);
  const walk = (node: Json, trail: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, trail));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      if (trail.includes(ref)) return { description: `(recursive ${ref})` };
      const { $ref: _ref, ...rest } = node;
      const target = walk(at(ref), [...trail, ref]);
      return { ...(target !== null && typeof target === 'object' && !Array.isArray(target) ? target : {}), ...(walk(rest, trail) as Record<string, Json>) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, trail)]));
  };
  return { openapi: doc.openapi, info: doc.info, paths: walk(doc.paths as unknown as Json, []) as Doc['paths'] };
}

/** "GET /banks (listBanks)" for a result's JSON path (`/paths/~1banks/get/...`), from whichever contract has the operation. */
function operationOf(jsonPath: string, docs: readonly Doc[]): { label: string; id: string | null } {
  const [, , rawPath = '', method = ''] = jsonPath.split('/');
  const path = rawPath.replace(/~1/g, '/').replace(/~0/g, '~');
  if (!METHODS.has(method)) return { label: path || jsonPath, id: null };
  const id = docs.map((doc) => doc.paths[path]?.[method]?.operationId).find((found) => typeof found === 'string') ?? null;
  return { label: `${method.toUpperCase()} ${path}${id ? ` (${id})` : ''}`, id };
}

/** Optic's breaking changes from `before` to `after`, one per rule and place; within a removed operation only the removal. */
export async function breakingChanges(before: Doc, after: Doc): Promise<Breaking[]> {
  const [from, to] = [resolved(before), resolved(after)];
  const results = await new RuleRunner([new BreakingChangesRuleset()]).runRules({ context: {}, diffs: diff(from, to), fromSpec: from, toSpec: to });
  const failed = results.filter((result) => !result.passed && !result.exempted);
  const removed = failed.filter((result) => result.name === 'prevent operation removal').map((result) => result.location.jsonPath);
  return failed
    .filter((result) => result.name === 'prevent operation removal' || !removed.some((path) => result.location.jsonPath.startsWith(`${path}/`)))
    .map((result) => ({ operation: operationOf(result.location.jsonPath, [before, after]).label, message: result.error ?? result.name, at: result.location.jsonPath }));
}

/** Source files under `dir` (.ts and .tsx). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files of src/ that call an operation (its generated functions: `listBanks`, `getListBanksQueryOptions`...), and the pages drawn from them. */
export function usesOf(operationId: string, root = '.'): { files: string[]; pages: string[] } {
  const name = operationId.charAt(0).toUpperCase() + operationId.slice(1);
  const call = new RegExp(`\\b(${operationId}|(get|use)${name}(Query|Mutation|InfiniteQuery)?(Options|Key)?)\\b`);
  const files = sources(join(root, 'src'))
    .filter((file) => call.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  const modules = new Set(files.filter((file) => file.startsWith('src/resources/')).map((file) => file.replace(/^src\/resources\/|\.tsx?$/g, '')));
  const pages = Object.values(PAGES as Record<string, { path: string; title: string; resource?: string }>)
    .filter((page) => page.resource !== undefined && modules.has(page.resource.split('.')[0] ?? ''))
    .map((page) => `${page.title} (${page.path})`);
  return { files, pages };
}

async function main() {
  const args = process.argv.slice(2);
  const fail = args.includes('--fail');
  const ref = args.find((arg) => !arg.startsWith('--')) ?? 'main';
  let before: Doc;
  let after: Doc;
  try {
    before = JSON.parse(execFileSync('git', ['show', `${ref}:generated/openapi.json`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })) as Doc;
  } catch {
    console.error(`contract:diff: ${ref} has no generated/openapi.json (is "${ref}" a commit of this repository?)`);
    process.exit(2);
  }
  try {
    mkdirSync('.tmp', { recursive: true });
    after = bundleContract('openapi/wallet.yaml', '.tmp/contract-diff.json') as Doc;
  } catch (error) {
    console.error(error instanceof ContractError ? error.message : error);
    process.exit(2);
  }
  if (JSON.stringify(resolved(before)) === JSON.stringify(resolved(after))) {
    console.log(`contract:diff: the operations are as at ${ref}: nothing breaks.`);
    return;
  }
  const changes = await breakingChanges(before, after);
  if (changes.length === 0) {
    console.log(`contract:diff: the contract changed since ${ref}, compatibly: nothing breaks.`);
    return;
  }
  const byOperation = new Map<string, Breaking[]>();
  for (const change of changes) byOperation.set(change.operation, [...(byOperation.get(change.operation) ?? []), change]);
  console.log(`contract:diff: ${changes.length} breaking change${changes.length === 1 ? '' : 's'} since ${ref}, in ${byOperation.size} operation${byOperation.size === 1 ? '' : 's'}:\n`);
  for (const [operation, list] of byOperation) {
    const id = /\((\w+)\)$/.exec(operation)?.[1];
    const uses = id ? usesOf(id) : { files: [], pages: [] };
    console.log(operation);
    for (const change of list) console.log(`  - ${change.message}\n    at ${change.at}`);
    console.log(`  screens: ${uses.pages.length > 0 ? uses.pages.join('; ') : 'none drawn from a resource'}`);
    console.log(`  files:   ${uses.files.length > 0 ? uses.files.join(', ') : 'none in src/'}\n`);
  }
  if (fail) process.exitCode = 1;
}

if (process.argv[1] && /contract-diff\.ts$/.test(process.argv[1])) await main();
