/**
 * `npm run new:screen -- <name> --path /admin/<area>/<page> --permission <CODE> [options]`: a CRUD
 * screen from its contract, in one command.
 *
 * It looks for the list, add, edit and delete operations under the API path (`--api`, default
 * `/<name>`) in the bundled contract (generated/openapi.json): GET and POST on the path (POST also
 * on the path with a trailing slash), PUT and DELETE on the path with one parameter. When the
 * contract has none of them, it writes them: a new area file `openapi/<name>.yaml` from `--fields`
 * (`date:date,name:string,type?:string`: `?` optional; types string, date, integer, boolean),
 * each operation marked `x-inferred: true` with a reason (designed, not specified), the root's
 * tag and paths, and the page in the server's menu and page list (openapi/session.yaml's
 * examples); then `npm run codegen`. Either way it writes the resource definition
 * (src/resources/<name>.ts), the route (src/routes<path>.tsx), the page's registry entry
 * (src/auth/pages.ts) and an end-to-end spec (tests/e2e/<name>.spec.ts) that lists the
 * contract's example rows and adds, edits and deletes one.
 *
 * Options: --title (default from the name: "Holidays"), --singular ("Holiday"), --group (the menu
 * group; default: that of the pages beside `--path`; `none` for no menu item), --api, --key
 * (the record's key field; default: the path parameter's name, or the first field),
 * --root (the checkout to write into; default the current directory), --no-codegen.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export type FieldType = 'string' | 'date' | 'date-time' | 'integer' | 'number' | 'boolean' | 'amount' | 'status';
export type Field = { name: string; type: FieldType; required: boolean; maxLength?: number; pattern?: boolean; choices?: string[] };

export type ScreenOptions = {
  /** Kebab-case page id, tag, resource module and spec name, e.g. `holidays`. */
  name: string;
  title: string;
  singular: string;
  /** The console address, e.g. `/admin/config-mgt/holidays`. */
  path: string;
  permission: string;
  group: string | null;
  /** The API path of the list, e.g. `/holidays`. */
  api: string;
  key?: string;
  fields?: Field[];
  root: string;
  codegen: boolean;
};

/** The operations a screen draws, found in the bundled contract. */
export type ScreenOperations = {
  tag: string;
  list: string;
  create: string;
  update: string;
  remove: string;
  /** The list's query parameters (page, size, search, sort). */
  listParameters: string[];
  rowSchema: string;
  inputSchema: string;
  key: string;
  fields: Field[];
  /** The record properties the row has beyond the input's (audit fields). */
  extra: string[];
  /** The list operation's example rows. */
  rows: Record<string, unknown>[];
  /** The add operation's example body, when the contract has one. */
  added?: Record<string, unknown>;
};

type Schema = { $ref?: string; type?: string | string[]; format?: string; enum?: unknown[]; pattern?: string; maxLength?: number; required?: string[]; properties?: Record<string, Schema>; allOf?: Schema[]; items?: Schema };
type Operation = {
  operationId: string;
  tags?: string[];
  parameters?: { name: string; in: string; $ref?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown }> }>;
};
type Contract = { paths: Record<string, Record<string, Operation | undefined>>; components: { schemas: Record<string, Schema>; parameters?: Record<string, { name: string }> } };

const words = (name: string) => name.split(/[-_\s]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `holiday-dates` -> `holidayDates`. */
export const camel = (name: string) => words(name).map((word, i) => (i === 0 ? word.toLowerCase() : capital(word.toLowerCase()))).join('');
/** `holiday-dates` -> `HolidayDates`. */
export const pascal = (name: string) => words(name).map((word) => capital(word.toLowerCase())).join('');
/** `bankCode` -> `Bank Code`. */
export const label = (name: string) => words(name).map(capital).join(' ');
/** `Holidays` -> `Holiday`, `Categories` -> `Category`. */
export const singularOf = (title: string) => title.replace(/ies$/, 'y').replace(/(ss|[^s])s$/, '$1');

/** `date:date,name:string,type?:string` as fields. */
export function parseFields(text: string): Field[] {
  return text.split(',').map((part) => {
    const [rawName = '', rawType = 'string'] = part.trim().split(':');
    const required = !rawName.endsWith('?');
    const type = rawType.trim() as FieldType;
    if (!['string', 'date', 'date-time', 'integer', 'number', 'boolean', 'amount', 'status'].includes(type)) throw new Error(`new:screen: unknown field type ${type} (${part})`);
    return { name: rawName.replace(/\?$/, '').trim(), type, required };
  });
}

const refName = (ref: string | undefined) => ref?.replace(/^#\/components\/schemas\//, '') ?? '';

/** A schema's own properties (its `allOf` parts merged). */
function propertiesOf(contract: Contract, schema: Schema | undefined): { properties: Record<string, Schema>; required: string[] } {
  if (!schema) return { properties: {}, required: [] };
  if (schema.$ref) return propertiesOf(contract, contract.components.schemas[refName(schema.$ref)]);
  const parts = (schema.allOf ?? []).map((part) => propertiesOf(contract, part));
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties), schema.properties ?? {}) as Record<string, Schema>,
    required: [...parts.flatMap((part) => part.required), ...(schema.required ?? [])],
  };
}

function fieldTypeOf(name: string, schema: Schema): FieldType {
  const ref = refName(schema.$ref);
  if (ref === 'Amount') return 'amount';
  if (ref === 'StatusId' || /^status(Id)?$/.test(name)) return 'status';
  if (ref === 'Timestamp' || schema.format === 'date-time') return 'date-time';
  if (schema.format === 'date') return 'date';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type === 'integer' || type === 'number' || type === 'boolean' ? type : 'string';
}

/** The list, add, edit and delete operations under `api`, or null when the contract lacks them. */
export function findOperations(contract: Contract, api: string): ScreenOperations | null {
  const collection = contract.paths[api];
  const record = Object.entries(contract.paths).find(([path]) => new RegExp(`^${api.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\{[^/}]+\\}$`).test(path));
  const list = collection?.get;
  const create = collection?.post ?? contract.paths[`${api}/`]?.post;
  const update = record?.[1].put;
  const remove = record?.[1].delete;
  if (!list || !create || !update || !remove) return null;
  const listed = list.responses?.['200']?.content?.['application/json'];
  const page = propertiesOf(contract, listed?.schema).properties.data;
  const rows = propertiesOf(contract, page).properties.data ?? page;
  const rowSchema = refName(rows?.items?.$ref);
  const inputSchema = refName(create.requestBody?.content?.['application/json']?.schema?.$ref);
  const input = propertiesOf(contract, { $ref: `#/components/schemas/${inputSchema}` });
  const row = propertiesOf(contract, { $ref: `#/components/schemas/${rowSchema}` });
  const parameterName = (parameter: { name?: string; $ref?: string }) => parameter.name ?? contract.components.parameters?.[parameter.$ref?.replace('#/components/parameters/', '') ?? '']?.name ?? '';
  const example = listed?.example as { data?: { data?: Record<string, unknown>[] } | Record<string, unknown>[] } | undefined;
  return {
    tag: list.tags?.[0] ?? '',
    list: list.operationId,
    create: create.operationId,
    update: update.operationId,
    remove: remove.operationId,
    listParameters: (list.parameters ?? []).map(parameterName).filter((name) => ['page', 'size', 'search', 'sort'].includes(name)),
    rowSchema,
    inputSchema,
    key: /\{([^}]+)\}$/.exec(record?.[0] ?? '')?.[1] ?? '',
    fields: Object.entries(input.properties).map(([name, declared]) => ({ name, declared, schema: declared.$ref ? (contract.components.schemas[refName(declared.$ref)] ?? declared) : declared })).map(({ name, declared, schema }) => ({
      name,
      type: fieldTypeOf(name, declared),
      required: input.required.includes(name),
      ...(schema.maxLength ? { maxLength: schema.maxLength } : {}),
      ...(schema.pattern ? { pattern: true } : {}),
      ...(schema.enum ? { choices: schema.enum.map(String) } : {}),
    })),
    extra: Object.keys(row.properties).filter((name) => !(name in input.properties)),
    rows: (Array.isArray(example?.data) ? example.data : (example?.data?.data ?? [])),
    added: create.requestBody?.content?.['application/json']?.example as Record<string, unknown> | undefined,
  };
}

// ---- a contract area for operations the contract lacks ----

const EXAMPLE_DATES = ['2026-01-14', '2026-02-04', '2026-04-13', '2026-05-01'];

/** Example values of a field, one per row (three rows and the added record). */
function exampleValues(field: Field): unknown[] {
  switch (field.type) {
    case 'date':
      return EXAMPLE_DATES;
    case 'date-time':
      return EXAMPLE_DATES.map((day) => `${day}T09:00:00+05:30`);
    case 'integer':
    case 'number':
      return [1, 2, 3, 4];
    case 'boolean':
      return [true, false, true, false];
    case 'amount':
      return ['100.00', '250.00', '1000.00', '50.00'];
    case 'status':
      return [1, 1, 2, 1];
    default:
      return [1, 2, 3, 4].map((n) => `${label(field.name)} ${n}`);
  }
}

const yamlScalar = (value: unknown) => (typeof value === 'string' ? (/^[\w .-]+$/.test(value) && !/^[\d.-]+$/.test(value) ? value : `'${value.replace(/'/g, "''")}'`) : String(value));

function schemaLines(field: Field, indent: string): string[] {
  switch (field.type) {
    case 'date':
      return [`${indent}type: string`, `${indent}format: date`, `${indent}maxLength: 10`];
    case 'date-time':
      return [`${indent}$ref: './common.yaml#/components/schemas/Timestamp'`];
    case 'integer':
      return [`${indent}type: integer`, `${indent}format: int32`, `${indent}minimum: 0`, `${indent}maximum: 2147483647`];
    case 'number':
      return [`${indent}type: number`, `${indent}minimum: 0`, `${indent}maximum: 1000000000`];
    case 'boolean':
      return [`${indent}type: boolean`];
    case 'amount':
      return [`${indent}$ref: './common.yaml#/components/schemas/Amount'`];
    case 'status':
      return [`${indent}$ref: './common.yaml#/components/schemas/StatusId'`];
    default:
      return [`${indent}type: string`, `${indent}minLength: 1`, `${indent}maxLength: ${field.maxLength ?? 100}`];
  }
}

/** The YAML of an example record (row `index` of the examples), at `indent`. */
function exampleRecord(fields: Field[], index: number, indent: string, first = ''): string[] {
  return fields.map((field, i) => `${i === 0 ? first || indent : indent}${field.name}: ${yamlScalar(exampleValues(field)[index])}`);
}

/** The area file of a screen whose operations the contract lacks (openapi/README.md's conventions). */
export function contractArea(options: ScreenOptions, fields: Field[], key: string): string {
  const entity = pascal(options.singular);
  const plural = pascal(options.title);
  const lowerSingular = options.singular.toLowerCase();
  const lowerPlural = options.title.toLowerCase();
  const reason = `The console's ${options.title} screen (${options.path}); the specification names no call for it.`;
  const keyField = fields.find((field) => field.name === key) ?? fields[0];
  const keyParameter = `${entity}Key`;
  const recordPath = `${options.api}/{${key}}`;
  const designed = [`      x-inferred: true`, `      x-inferred-reason: ${yamlScalar(reason)}`];
  // The error responses are common.yaml's sets (x-errors), the headers its `headers` set (openapi/README.md).
  const operation = (verb: string, id: string, summary: string, errors: string) => [`    ${verb}:`, `      operationId: ${id}`, `      x-permission: ${options.permission}`, ...designed, `      tags: [${options.name}]`, `      summary: ${summary}`, `      x-errors: ${errors}`];
  const envelope = (description: string, code: string, schema: string, example: string[]) => [
    `      responses:`,
    `        '${code}':`,
    `          description: ${description}`,
    `          content:`,
    `            application/json:`,
    `              schema:`,
    `                type: object`,
    `                required: [data]`,
    `                properties:`,
    `                  data: ${schema}`,
    `              example:`,
    `                data:`,
    ...example,
  ];
  const requestBody = (index: number) => [
    `      requestBody:`,
    `        required: true`,
    `        content:`,
    `          application/json:`,
    `            schema: { $ref: '#/components/schemas/${entity}Input' }`,
    `            example:`,
    ...exampleRecord(fields, index, '              '),
  ];
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return [
    `# ${options.title}: designed for the console's screen (${options.path}), not specified.`,
    'paths:',
    `  ${options.api}:`,
    '    x-parameters: headers',
    ...operation('get', `list${plural}`, `List ${lowerPlural}, paged`, 'read'),
    '      parameters:',
    "        - $ref: './common.yaml#/components/parameters/Page'",
    "        - $ref: './common.yaml#/components/parameters/Size'",
    "        - $ref: './common.yaml#/components/parameters/Search'",
    '      responses:',
    "        '200':",
    `          description: A page of ${lowerPlural}.`,
    '          content:',
    '            application/json:',
    '              schema:',
    '                type: object',
    '                required: [data]',
    '                properties:',
    '                  data:',
    '                    allOf:',
    "                      - $ref: './common.yaml#/components/schemas/PageMeta'",
    '                      - type: object',
    '                        required: [data]',
    '                        properties:',
    '                          data:',
    '                            type: array',
    `                            items: { $ref: '#/components/schemas/${entity}' }`,
    '              example:',
    '                data:',
    '                  total: 3',
    '                  page: 1',
    '                  size: 10',
    '                  data:',
    ...[0, 1, 2].flatMap((index) => exampleRecord(fields, index, '                      ', '                    - ')),
    ...operation('post', `create${entity}`, `Add a ${lowerSingular}`, 'write'),
    ...requestBody(3),
    ...envelope(`The ${lowerSingular} as stored.`, '201', `{ $ref: '#/components/schemas/${entity}' }`, exampleRecord(fields, 3, '                  ')),
    '',
    `  ${recordPath}:`,
    '    x-parameters: headers',
    ...operation('put', `update${entity}`, `Edit a ${lowerSingular}`, 'record-write'),
    '      parameters:',
    `        - $ref: '#/components/parameters/${keyParameter}'`,
    ...requestBody(0),
    ...envelope(`The ${lowerSingular} as stored.`, '200', `{ $ref: '#/components/schemas/${entity}' }`, exampleRecord(fields, 0, '                  ')),
    ...operation('delete', `delete${entity}`, `Delete a ${lowerSingular}`, 'record-write'),
    '      parameters:',
    `        - $ref: '#/components/parameters/${keyParameter}'`,
    ...envelope(`The ${lowerSingular} was deleted.`, '200', "{ $ref: './common.yaml#/components/schemas/Message' }", [`                  message: ${yamlScalar(`${options.singular} deleted`)}`]),
    '',
    'components:',
    '  parameters:',
    `    ${keyParameter}:`,
    `      name: ${key}`,
    '      in: path',
    '      required: true',
    '      schema:',
    ...schemaLines(keyField ?? { name: key, type: 'string', required: true }, '        '),
    '  schemas:',
    `    ${entity}Input:`,
    '      type: object',
    '      additionalProperties: false',
    `      required: [${required.join(', ')}]`,
    `      properties: &${entity}Input-properties`,
    ...fields.flatMap((field) => [`        ${field.name}:`, ...schemaLines(field, '          ')]),
    `    ${entity}:`,
    `      description: ${yamlScalar(`A ${lowerSingular} as stored: the input's properties (no audit fields).`)}`,
    '      type: object',
    `      required: [${required.join(', ')}]`,
    `      properties: *${entity}Input-properties`,
    '',
  ].join('\n');
}

/** The root with the area's tag and paths (JSON pointers into the area file). */
export function withArea(root: string, options: ScreenOptions, key: string): string {
  const pointer = (path: string) => `'./${options.name}.yaml#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}'`;
  const tag = `  - name: ${options.name}\n    description: ${yamlScalar(`${options.title} (designed for the console, x-inferred).`)}\n`;
  const withTag = root.replace(/\npaths:\n/, `\n${tag}paths:\n`);
  const paths = [`  # ${options.name}.yaml`, `  ${options.api}:`, `    $ref: ${pointer(options.api)}`, `  ${options.api}/{${key}}:`, `    $ref: ${pointer(`${options.api}/{${key}}`)}`].join('\n');
  const end = withTag.search(/\n(?:components|webhooks|x-[\w-]+):/);
  return end < 0 ? `${withTag.trimEnd()}\n${paths}\n` : `${withTag.slice(0, end).trimEnd()}\n${paths}\n${withTag.slice(end)}`;
}

/** openapi/session.yaml with the page in the server's page list and, with a group, its menu. */
export function withPage(session: string, options: ScreenOptions): string {
  const lines = session.split('\n');
  const title = yamlScalar(options.title);
  const listed = lines.map((line, i) => (/^\s+- \{ pageId: /.test(line) ? i : -1)).filter((i) => i >= 0).at(-1);
  if (listed === undefined) throw new Error('new:screen: no page list in openapi/session.yaml');
  const indent = /^(\s*)/.exec(lines[listed] ?? '')?.[1] ?? '';
  lines.splice(listed + 1, 0, `${indent}- { pageId: ${options.name}, path: ${options.path}, title: ${title}, permission: ${options.permission}, actions: [view, add, edit, delete] }`);
  const group = options.group;
  if (group) {
    const start = lines.findIndex((line) => new RegExp(`^ {20}title: ${group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(line));
    if (start < 0) throw new Error(`new:screen: no menu group "${group}" in openapi/session.yaml`);
    let last = start;
    for (let i = start + 1; i < lines.length && !/^ {18}- id: /.test(lines[i] ?? '') && /^ {20}/.test(lines[i] ?? ''); i++) if (/^ {22}- \{ id: \d+/.test(lines[i] ?? '')) last = i;
    const ids = lines.slice(start, last + 1).flatMap((line) => /- \{ id: (\d+)/.exec(line)?.[1] ?? []).map(Number);
    lines.splice(last + 1, 0, `${' '.repeat(22)}- { id: ${Math.max(0, ...ids) + 1}, title: ${title}, path: ${options.path}, pageId: ${options.name} }`);
  }
  return lines.join('\n');
}

// ---- the console's files ----

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** src/auth/pages.ts with the page's entry, after the last page of its group (or at the end). */
export function withRegistryEntry(registry: string, options: ScreenOptions): string {
  const entry = `  ${/^[a-z]+$/.test(options.name) ? options.name : quote(options.name)}: { path: ${quote(options.path)}, title: ${quote(options.title)}, permission: ${quote(options.permission)}, ${options.group ? `group: ${quote(options.group)}, ` : ''}resource: ${quote(`${options.name}.${camel(options.name)}Resource`)} },`;
  const lines = registry.split('\n');
  const end = lines.findIndex((line) => line.startsWith('} as const satisfies'));
  if (end < 0) throw new Error('new:screen: no PAGES literal in src/auth/pages.ts');
  const sameGroup = options.group ? lines.map((line, i) => (i < end && line.includes(`group: ${quote(options.group ?? '')}`) ? i : -1)).filter((i) => i >= 0).at(-1) : undefined;
  lines.splice(sameGroup === undefined ? end : sameGroup + 1, 0, entry);
  return lines.join('\n');
}

/** The menu group of the registry's pages beside `path` (the same parent address), or null. */
export function groupBeside(registry: string, path: string): string | null {
  const parent = path.slice(0, path.lastIndexOf('/'));
  const pattern = new RegExp(`path: '${parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^/']+',[^}]*group: '([^']+)'`);
  return pattern.exec(registry)?.[1] ?? null;
}

const COLUMN_FORMAT: Partial<Record<FieldType, string>> = { date: 'date', 'date-time': 'datetime', amount: 'amount', status: 'status', integer: 'count' };

/** The row's field that names the record in the edit and delete calls: the path parameter, when the row has it. */
function recordKey(operations: ScreenOperations): string {
  const rowFields = [...operations.fields.map((field) => field.name), ...operations.extra];
  return rowFields.includes(operations.key) ? operations.key : (operations.fields[0]?.name ?? operations.key);
}

/** The resource definition (src/resources/<name>.ts). */
export function resourceFile(options: ScreenOptions, operations: ScreenOperations): string {
  const variable = camel(options.singular);
  const resource = `${camel(options.name)}Resource`;
  const hooks = `../../generated/hooks/${operations.tag}/${operations.tag}`;
  const pascalList = operations.list.charAt(0).toUpperCase() + operations.list.slice(1);
  const has = (name: string) => operations.listParameters.includes(name);
  const params = has('search') && has('sort') ? 'listParams' : has('search') ? 'withSearch' : 'paging';
  const key = recordKey(operations);
  const keyField = operations.fields.find((field) => field.name === key);
  const keyText = keyField && keyField.type !== 'string' && keyField.type !== 'date' ? `String(${variable}.${key})` : `${variable}.${key}`;
  const name = operations.fields.find((field) => field.type === 'string' && field.name !== key)?.name;
  const describe = name ? `\`\${${variable}.${name}} (\${${variable}.${key}})\`` : `String(${variable}.${key})`;
  const column = (field: Field) => `    { key: '${field.name}', header: '${label(field.name)}'${COLUMN_FORMAT[field.type] ? `, format: '${COLUMN_FORMAT[field.type] ?? ''}'` : ''} },`;
  const formField = (field: Field) => `      { name: '${field.name}', label: '${label(field.name)}'${field.name === key ? ', readOnlyOnEdit: true' : ''} },`;
  const empty = operations.fields.filter((field) => field.required && field.type === 'string').map((field) => `${field.name}: ''`);
  const fromRow = operations.extra.length === 0 ? `(${variable}) => ${variable}` : `({ ${operations.extra.map((extra) => `${extra}: _${extra}`).join(', ')}, ...input }) => input`;
  return `/** ${options.title} (\`${options.path}\`). */
import { ${[operations.create, operations.remove, `get${pascalList}QueryKey`, `get${pascalList}QueryOptions`, operations.update].sort((a, b) => a.localeCompare(b)).join(', ')} } from '${hooks}';
import type { ${[operations.rowSchema, operations.inputSchema, `${pascalList}Response`].sort((a, b) => a.localeCompare(b)).join(', ')} } from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import type { ResourceDefinition } from '../components/crud/types';
import { contractSchemas, ${params} } from './shared';

export const ${resource}: ResourceDefinition<${operations.rowSchema}, ${operations.inputSchema}, ${pascalList}Response> = {
  id: '${options.name}',
  title: '${options.title}',
  singular: '${options.singular}',
  rowKey: (${variable}) => ${keyField ? keyText : `String(${variable}.${key})`},
  describe: (${variable}) => ${describe},
  list: {
    query: (search) => get${pascalList}QueryOptions(${params}(search)),
    select: pageOf,
    invalidates: get${pascalList}QueryKey(),
  },
  columns: [
${operations.fields.map(column).join('\n')}
  ],
  form: {
    schema: () => contractSchemas().then((m) => m.z${operations.inputSchema}),
    fields: [
${operations.fields.map(formField).join('\n')}
    ],
    empty: { ${empty.join(', ')} },
    fromRow: ${fromRow},
  },
  create: { run: (input) => ${operations.create}(input), notice: 'New ${options.singular} added Successfully' },
  update: { run: (${variable}, input) => ${operations.update}(${variable}.${key}, input), notice: '${options.singular} record edited Successfully' },
  remove: { run: (${variable}) => ${operations.remove}(${variable}.${key}) },
};
`;
}

/** The route file (src/routes<path>.tsx). */
export function routeFile(options: ScreenOptions): string {
  const up = '../'.repeat(options.path.split('/').filter(Boolean).length);
  const resource = `${camel(options.name)}Resource`;
  return `import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '${up}components/crud/load-list';
import { ResourceScreen } from '${up}components/crud/resource-screen';
import { ${resource} } from '${up}resources/${options.name}';
import { listPage } from '${up.slice(3)}-list-page';

export const Route = createFileRoute('${options.path}')({
  ...listPage('${options.name}'),
  loader: ({ context, deps }) => loadList(context.queryClient, ${resource}.list.query(deps.search)),
  component: function ${pascal(options.name)}() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={${resource}} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
`;
}

/** How the spec fills a field of the add form with `value` (the contract's example where it has one). */
function fillStep(field: Field, value: unknown): string | null {
  const name = label(field.name);
  if (field.type === 'date') return `  await pickDay(form, '${name}', 15);`;
  if (field.choices) return `  await choose(form, '${name}', ${quote(String(value ?? field.choices[0] ?? ''))});`;
  if (field.type === 'status' || field.type === 'boolean' || field.type === 'date-time') return null;
  return `  await form.getByRole('textbox', { name: '${name}', exact: true }).fill(${quote(String(value))});`;
}

/** The end-to-end spec (tests/e2e/<name>.spec.ts): the example rows, then add, edit and delete one. */
export function e2eSpec(options: ScreenOptions, operations: ScreenOperations): string {
  const key = recordKey(operations);
  const name = operations.fields.find((field) => field.type === 'string' && field.name !== key)?.name;
  const [first, , third] = operations.rows;
  const text = (row: Record<string, unknown> | undefined, field: string | undefined) => String(field === undefined ? '' : (row?.[field] ?? ''));
  const shown = text(first, name ?? key);
  const named = (row: Record<string, unknown> | undefined) => (name ? `${text(row, name)} (${text(row, key)})` : text(row, key));
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const newValue = (field: Field) => operations.added?.[field.name] ?? (field.type === 'string' ? `New ${label(field.name).toLowerCase()}`.slice(0, field.maxLength ?? 100) : exampleValues(field)[3]);
  const required = operations.fields.filter((field) => field.required);
  const added = required.map((field) => fillStep(field, newValue(field))).filter((step): step is string => step !== null);
  // A free text (no pattern, no choices) to change: the edit keeps to the contract's rules.
  const editable = operations.fields.find((field) => field.type === 'string' && field.name !== key && !field.pattern && !field.choices);
  const usesDate = required.some((field) => field.type === 'date');
  const usesChoose = required.some((field) => field.choices && field.type !== 'date');
  const crudSteps = ['deleteRow', 'openAdd', 'openEdit', 'openList', 'submitAndExpectSaved', ...(usesChoose ? ['choose'] : [])].sort((a, b) => a.localeCompare(b));
  return `// ${options.title} (${options.path}): the contract's example rows, then one record added, edited and
// deleted, each with its notice and the list reloaded at page 1.
import { ${crudSteps.join(', ')} } from './crud';
${usesDate ? "import { pickDay } from './date-picker';\n" : ''}import { expectAccessible, test } from './support';

const TITLE = ${quote(options.title)};
const LIST_CALL = /\\/api${escape(options.api)}\\?/;

test.beforeEach(async ({ page }) => {
  await openList(page, ${quote(options.path)}, TITLE, ${quote(shown)});
});

test('adds a ${options.singular.toLowerCase()}', async ({ page }) => {
  const form = await openAdd(page, ${quote(options.singular)});
${added.join('\n')}
  await expectAccessible(page);
  await submitAndExpectSaved(page, form, 'Save', ${quote(`New ${options.singular} added Successfully`)}, LIST_CALL);
});

test('edits a ${options.singular.toLowerCase()}', async ({ page }) => {
  const form = await openEdit(page, TITLE, ${quote(options.singular)}, /${escape(shown)}/);
${editable ? `  await form.getByRole('textbox', { name: '${label(editable.name)}', exact: true }).fill(${quote(`${text(first, editable.name)} (edited)`.slice(0, editable.maxLength ?? 100))});\n` : ''}  await submitAndExpectSaved(page, form, 'Save changes', ${quote(`${options.singular} record edited Successfully`)}, LIST_CALL);
});

test('deletes a ${options.singular.toLowerCase()} after a confirmation naming it', async ({ page }) => {
  await deleteRow(page, TITLE, ${quote(options.singular)}, /${escape(text(third, name ?? key))}/, ${quote(named(third))});
});
`;
}

// ---- the command ----

function write(root: string, path: string, text: string, written: string[]): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(path);
}

/** Scaffolds the screen into `options.root`; returns the files it wrote or changed (relative to the root). */
export function newScreen(options: ScreenOptions): string[] {
  const { root } = options;
  const written: string[] = [];
  const bundlePath = join(root, 'generated', 'openapi.json');
  const read = () => JSON.parse(readFileSync(bundlePath, 'utf8')) as Contract;
  let operations = findOperations(read(), options.api);
  let designed = false;
  if (!operations) {
    if (!options.fields) throw new Error(`new:screen: the contract has no list, add, edit and delete operations under ${options.api}: give --fields to design them`);
    const key = options.key ?? options.fields[0]?.name ?? 'id';
    if (existsSync(join(root, 'openapi', `${options.name}.yaml`))) throw new Error(`new:screen: openapi/${options.name}.yaml exists already`);
    write(root, `openapi/${options.name}.yaml`, contractArea(options, options.fields, key), written);
    write(root, 'openapi/wallet.yaml', withArea(readFileSync(join(root, 'openapi', 'wallet.yaml'), 'utf8'), options, key), written);
    write(root, 'openapi/session.yaml', withPage(readFileSync(join(root, 'openapi', 'session.yaml'), 'utf8'), options), written);
    // The operations as the area file declares them (codegen, once at the end, makes them real).
    const entity = pascal(options.singular);
    designed = true;
    operations = {
      tag: options.name,
      list: `list${pascal(options.title)}`,
      create: `create${entity}`,
      update: `update${entity}`,
      remove: `delete${entity}`,
      listParameters: ['page', 'size', 'search'],
      rowSchema: entity,
      inputSchema: `${entity}Input`,
      key,
      fields: options.fields,
      extra: [],
      rows: [0, 1, 2].map((index) => Object.fromEntries((options.fields ?? []).map((field) => [field.name, exampleValues(field)[index]]))),
    };
  }
  if (options.key) operations = { ...operations, key: options.key };
  const registryPath = join(root, 'src', 'auth', 'pages.ts');
  write(root, 'src/auth/pages.ts', withRegistryEntry(readFileSync(registryPath, 'utf8'), options), written);
  write(root, `src/resources/${options.name}.ts`, resourceFile(options, operations), written);
  write(root, `src/routes${options.path}.tsx`, routeFile(options), written);
  write(root, `tests/e2e/${options.name}.spec.ts`, e2eSpec(options, operations), written);
  // The generated code of a designed area, and the route tree with the new route (codegen writes it as the build does).
  if (options.codegen) {
    execFileSync('npm', ['run', '--silent', 'codegen'], { cwd: root, stdio: 'inherit' });
    const generated = designed ? findOperations(read(), options.api) : operations;
    if (!generated || generated.list !== operations.list || generated.update !== operations.update) throw new Error(`new:screen: codegen did not produce the operations the area file designs (${options.api})`);
  }
  return written;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      path: { type: 'string' },
      permission: { type: 'string' },
      title: { type: 'string' },
      singular: { type: 'string' },
      group: { type: 'string' },
      api: { type: 'string' },
      key: { type: 'string' },
      fields: { type: 'string' },
      root: { type: 'string' },
      'no-codegen': { type: 'boolean' },
    },
  });
  const name = positionals[0];
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !values.path || !values.permission) {
    console.error('Usage: npm run new:screen -- <name> --path /admin/<area>/<page> --permission <CODE> [--fields date:date,name:string,type?:string] [--title ...] [--singular ...] [--group ...|none] [--api /<path>] [--key <field>]');
    process.exit(2);
  }
  const root = values.root ?? process.cwd();
  const title = values.title ?? label(name);
  const registry = readFileSync(join(root, 'src', 'auth', 'pages.ts'), 'utf8');
  const group = values.group === 'none' ? null : (values.group ?? groupBeside(registry, values.path));
  const written = newScreen({
    name,
    title,
    singular: values.singular ?? singularOf(title),
    path: values.path,
    permission: values.permission,
    group,
    api: values.api ?? `/${name}`,
    ...(values.key ? { key: values.key } : {}),
    ...(values.fields ? { fields: parseFields(values.fields) } : {}),
    root,
    codegen: !values['no-codegen'],
  });
  console.log(`new:screen wrote ${written.length} files:\n${[...new Set(written)].map((file) => `  ${relative(process.cwd(), join(root, file))}`).join('\n')}`);
  console.log('Next: adjust the resource (labels, columns, notices), then npm run lint, npm run typecheck, and the spec (npx playwright test tests/e2e/<name>.spec.ts --project chromium).');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
