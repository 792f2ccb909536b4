/**
 * Every operation of the contract names the permission it needs (`x-permission`), and that is
 * consistent with the pages: the page list of `GET /frontend/components` (openapi/session.yaml)
 * and the page registry (src/auth/pages.ts) agree on each page's permission, and every operation a page's
 * code can call (its route file and what it imports, down to the generated request functions
 * and query options) needs that page's permission, a finer action permission of it, or is shared
 * (`x-permission: null`: any signed-in user, e.g. start-up data and select options).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations';
import { guardedAs, MINIMUM_PERMISSION, PAGES, type PageId } from '../../src/auth/pages';

type Permission = string | string[] | null;
type Operation = { operationId: string; 'x-permission'?: Permission; responses: Record<string, { content?: Record<string, { example?: unknown }> }> };
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as { paths: Record<string, Record<string, Operation | unknown>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const byId = new Map<string, Operation>();
for (const item of Object.values(contract.paths)) {
  for (const method of METHODS) {
    const operation = item[method] as Operation | undefined;
    if (operation) byId.set(operation.operationId, operation);
  }
}

/**
 * Permissions finer than a page's: an action on a page the page permission opens (openapi/README.md,
 * "Page permissions"). An operation needing one of these is used by pages of the permission it refines.
 */
const ACTION_PERMISSIONS: Record<string, string> = {
  role_add: 'role_get',
  role_delete: 'role_get',
  user_add: 'user_get',
  user_update: 'user_get',
  user_delete: 'user_get',
  ROLE_CUSTOMER_KYC: 'CUSTOMER',
};

/**
 * Calls a page makes only for a user who holds the call's own permission besides the page's: the
 * control making them is not offered to others (e.g. the head merchant form's wallet-user search,
 * `FieldSearch.permission`: without CUSTOMER the field is a plain user id). Page -> operation -> permission;
 * the resource's test checks the gate itself.
 */
const GATED_CALLS: Record<string, Record<string, string>> = {
  'head-mer-mgt': { listCustomers: 'CUSTOMER' },
  // A user's bank is named only for holders of BANK (users.ts), a request's record kind only for holders of AUDIT (audit.ts).
  users: { listBanks: 'BANK' },
  'add-user': { listBanks: 'BANK' },
  'edit-user': { listBanks: 'BANK' },
  request: { getAuditConfig: 'AUDIT' },
};

const PAGE_PERMISSIONS = new Set([...MINIMUM_PERMISSION.values()].filter((p): p is string => p !== null));
const permissionsOf = (id: string): string[] | null => {
  const declared = byId.get(id)?.['x-permission'];
  return declared === null || declared === undefined ? null : Array.isArray(declared) ? declared : [declared];
};

/** Whether a page gated by `page` (null: open to every signed-in user) may call operation `id`. */
function allowed(id: string, page: string | null): boolean {
  const needed = permissionsOf(id);
  if (needed === null) return true;
  if (page === null) return false;
  return needed.some((code) => code === page || ACTION_PERMISSIONS[code] === page);
}

describe('x-permission on every operation', () => {
  it.each([...byId.keys()])('%s names a known permission, or null for a shared call', (id) => {
    const operation = byId.get(id);
    expect(operation && 'x-permission' in operation, `${id} has no x-permission`).toBe(true);
    const declared = operation?.['x-permission'];
    const codes = declared === null || declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
    if (Array.isArray(declared)) expect(declared.length).toBeGreaterThan(1);
    for (const code of codes) expect(PAGE_PERMISSIONS.has(code) || code in ACTION_PERMISSIONS, `${id}: unknown permission ${code}`).toBe(true);
  });
});

describe('the page list of GET /frontend/components agrees with the page registry (src/auth/pages.ts)', () => {
  const example = (byId.get('listPageComponents')?.responses['200']?.content?.['application/json']?.example ?? {}) as { data?: Array<{ pageId: string; permission: string | null }> };
  const pages = example.data ?? [];
  it('lists pages (sanity check)', () => expect(pages.length).toBeGreaterThan(40));
  it.each(pages.map((page) => [page.pageId, page.permission] as const))('%s: %s', (pageId, permission) => {
    expect(MINIMUM_PERMISSION.has(pageId), `${pageId} is not in src/auth/pages.ts`).toBe(true);
    expect(permission).toBe(MINIMUM_PERMISSION.get(pageId));
  });
});

// ---- what each page's code can call, read from the source ----

const SRC = resolve('src');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));

/** Names that the generated hooks export for each operation (request function, query options, key). */
const OPERATION_OF = new Map<string, string>();
for (const id of Object.keys(operations)) {
  const pascal = id.charAt(0).toUpperCase() + id.slice(1);
  for (const name of [id, `get${pascal}QueryOptions`, `get${pascal}SuspenseQueryOptions`, `get${pascal}QueryKey`]) OPERATION_OF.set(name, id);
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (candidate.startsWith(SRC) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type ModuleInfo = {
  /** Top-level declarations: name -> the text of its statement. */
  declarations: Map<string, string>;
  /** Imported name -> where it comes from: an operation, or a local module and the name there. */
  imports: Map<string, { operation: string } | { module: string; name: string }>;
  /** Local modules imported for their side effects or as a whole (`import * as`, `import(...)`). */
  whole: string[];
};

const moduleCache = new Map<string, ModuleInfo>();
/** The imports and top-level declarations of a source file (enough for the code of this repository). */
function moduleInfo(file: string): ModuleInfo {
  const cached = moduleCache.get(file);
  if (cached) return cached;
  const text = readFileSync(file, 'utf8');
  const imports: ModuleInfo['imports'] = new Map();
  const whole: string[] = [];
  for (const match of text.matchAll(/import\s*(type\s*)?(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*'([^']+)'/g)) {
    const [, typeOnly, defaultName, names = '', specifier = ''] = match;
    if (typeOnly) continue;
    const target = resolveImport(file, specifier);
    for (const part of names.split(',').map((item) => item.trim()).filter((item) => item !== '' && !item.startsWith('type '))) {
      const [imported = '', local = imported] = part.split(/\s+as\s+/);
      const operation = specifier.includes('generated/hooks/') ? OPERATION_OF.get(imported) : undefined;
      if (operation) imports.set(local, { operation });
      else if (target) imports.set(local, { module: target, name: imported });
    }
    if (defaultName && target) whole.push(target);
  }
  for (const match of text.matchAll(/import\s*\(\s*'([^']+)'\s*\)|import\s*\*\s*as\s*\w+\s*from\s*'([^']+)'/g)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? '');
    if (target) whole.push(target);
  }
  const declarations = new Map<string, string>();
  const lines = text.split('\n');
  let current: { name: string; body: string[] } | null = null;
  for (const line of lines) {
    const head = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|function\*?|class|type|interface)\s+([A-Za-z_$][\w$]*)/.exec(line);
    if (head || /^(?:export\s+)?\{|^import\s/.test(line)) {
      if (current) declarations.set(current.name, current.body.join('\n'));
      current = head ? { name: head[1] ?? '', body: [line] } : null;
    } else if (current) current.body.push(line);
  }
  if (current) declarations.set(current.name, current.body.join('\n'));
  const info = { declarations, imports, whole };
  moduleCache.set(file, info);
  return info;
}

/** The operations a module's names (or, for a whole module, all its code) can call, following local imports. */
function reachable(file: string, names: readonly string[] | 'all' = 'all'): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue: Array<[string, string | null]> = names === 'all' ? [[file, null]] : names.map((name) => [file, name]);
  while (queue.length > 0) {
    const [current, name] = queue.pop() ?? ['', null];
    const key = `${current}#${name ?? '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Other pages' route files and the router are not the page's code (links to pages are not calls).
    if (/[/\\](routes[/\\]|router\.tsx|route-tree\.gen\.ts)/.test(current.slice(SRC.length)) && current !== file) continue;
    const info = moduleInfo(current);
    const text = name === null ? [...info.declarations.values()].join('\n') : info.declarations.get(name);
    if (text === undefined) continue;
    for (const [local, source] of info.imports) {
      if (!new RegExp(`\\b${local.replace(/\$/g, '\\$')}\\b`).test(text)) continue;
      if ('operation' in source) found.add(source.operation);
      else queue.push([source.module, source.name]);
    }
    for (const other of info.declarations.keys()) {
      if (other !== name && new RegExp(`\\b${other.replace(/\$/g, '\\$')}\\b`).test(text)) queue.push([current, other]);
    }
    if (name === null || current === file) for (const target of info.whole) queue.push([target, null]);
  }
  return found;
}

/** Route files under src/routes/admin with the page they are guarded as (`listPage('id')` or `page('id')`; an add form is its record page's route). */
const routes = walk(join(SRC, 'routes', 'admin'))
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) => {
    const id = /\b(?:listPage|page)\(\s*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    return id && id in PAGES ? [[file.slice(SRC.length + 1), guardedAs(id as PageId)] as const] : [];
  });

describe('every operation a page can call needs the page\'s permission, a finer one of it, or is shared', () => {
  it('finds the pages and their calls (sanity check)', () => {
    expect(routes.length).toBeGreaterThan(40);
    const bank = routes.find(([file]) => file.endsWith('bank-mgt.tsx'));
    expect(bank?.[1]).toBe('bank-mgt');
    expect([...reachable(join(SRC, bank?.[0] ?? ''))]).toEqual(expect.arrayContaining(['listBanks', 'createBank', 'updateBank', 'deleteBank']));
  });

  it.each(routes)('%s (page %s)', (file, pageId) => {
    const page = MINIMUM_PERMISSION.get(pageId);
    expect(page, `${pageId} is not in src/auth/pages.ts`).not.toBeUndefined();
    const gated = GATED_CALLS[pageId] ?? {};
    const refused = [...reachable(join(SRC, file))]
      .filter((id) => !allowed(id, page ?? null) && !(id in gated && (permissionsOf(id) ?? []).includes(gated[id] ?? '')))
      .map((id) => `${id} needs ${JSON.stringify(permissionsOf(id))}`);
    expect(refused, `page ${pageId} (${String(page)})`).toEqual([]);
  });
});
