// `npm run new:screen` (scripts/new-screen.ts), run into a temporary copy of what it reads (the
// contract, its bundle and the page registry), without codegen: a screen whose operations the
// contract lacks gets an area file marked x-inferred, the root's paths and the server's menu and
// page list; one whose operations exist is drawn from them. Either way: the registry entry, the
// resource, the route and the end-to-end spec. The Holidays trial (CONTRIBUTING.md) runs it with
// codegen, lint, typecheck and its spec.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planOperations } from '../../dev/wallet-api/contract.mjs';
import { bundleContract } from '../../scripts/contract-bundle.mjs';
import { groupBeside, newScreen, parseFields, singularOf, type ScreenOptions } from '../../scripts/new-screen';

function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-screen-'));
  cpSync('openapi', join(root, 'openapi'), { recursive: true });
  mkdirSync(join(root, 'generated'));
  cpSync('generated/openapi.json', join(root, 'generated', 'openapi.json'));
  mkdirSync(join(root, 'src', 'auth'), { recursive: true });
  cpSync('src/auth/pages.ts', join(root, 'src', 'auth', 'pages.ts'));
  return root;
}

const base = (root: string): ScreenOptions => ({
  name: 'holidays',
  title: 'Holidays',
  singular: singularOf('Holidays'),
  path: '/admin/config-mgt/holidays',
  permission: 'BANK',
  group: groupBeside(readFileSync(join(root, 'src', 'auth', 'pages.ts'), 'utf8'), '/admin/config-mgt/holidays'),
  api: '/holidays',
  fields: parseFields('date:date,name:string,type?:string'),
  root,
  codegen: false,
});

describe('a screen whose operations the contract lacks', () => {
  const root = checkout();
  const written = newScreen(base(root));
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  it('writes the contract, the registry entry, the resource, the route and the spec', () => {
    expect(written).toEqual([
      'openapi/holidays.yaml',
      'openapi/wallet.yaml',
      'openapi/session.yaml',
      'src/auth/pages.ts',
      'src/resources/holidays.ts',
      'src/routes/admin/config-mgt/holidays.tsx',
      'tests/e2e/holidays.spec.ts',
    ]);
  });

  it('designs the four operations, each marked x-inferred with a reason, with the error and header sets of common.yaml', () => {
    const area = read('openapi/holidays.yaml');
    for (const id of ['listHolidays', 'createHoliday', 'updateHoliday', 'deleteHoliday']) expect(area).toContain(`operationId: ${id}\n      x-permission: BANK\n      x-inferred: true\n      x-inferred-reason: `);
    expect(area).not.toContain('x-anchors');
    expect(area).toContain('  /holidays/{date}:\n    x-parameters: headers\n    put:');
    expect(area).toContain('      summary: Edit a holiday\n      x-errors: record-write\n');
    // A record without audit fields is a plain object over the input's properties (no one-part allOf).
    expect(area).toContain('    Holiday:\n      description: \'A holiday as stored: the input\'\'s properties (no audit fields).\'\n      type: object\n      required: [date, name]\n      properties: *HolidayInput-properties\n');
    expect(area).toContain('      additionalProperties: false\n      required: [date, name]\n');
    expect(read('openapi/wallet.yaml')).toContain("  # holidays.yaml\n  /holidays:\n    $ref: './holidays.yaml#/paths/~1holidays'\n  /holidays/{date}:\n    $ref: './holidays.yaml#/paths/~1holidays~1{date}'\n");
    expect(read('openapi/wallet.yaml')).toContain('  - name: holidays\n');
  });

  it('is served by the development wallet API with no code of its own: list, create, update and delete of one collection', () => {
    const doc = bundleContract(join(root, 'openapi', 'wallet.yaml'), join(root, 'generated', 'bundled.json')) as object;
    const { plans } = planOperations(doc);
    expect(['listHolidays', 'createHoliday', 'updateHoliday', 'deleteHoliday'].map((id) => [plans.get(id)?.kind, plans.get(id)?.collection?.id])).toEqual([
      ['list', 'listHolidays'],
      ['create', 'listHolidays'],
      ['update', 'listHolidays'],
      ['delete', 'listHolidays'],
    ]);
    expect(plans.get('updateHoliday')?.keyFields).toEqual(['date']);
  });

  it('puts the page in the server\'s menu, in its group, and in its page list', () => {
    const session = read('openapi/session.yaml');
    expect(session).toContain('- { id: 223, title: \'Offers & Promotions\', path: /admin/banner-mgt/offers-promotion, pageId: offers-promotion }\n                      - { id: 224, title: Holidays, path: /admin/config-mgt/holidays, pageId: holidays }\n');
    expect(session).toContain('- { pageId: holidays, path: /admin/config-mgt/holidays, title: Holidays, permission: BANK, actions: [view, add, edit, delete] }');
  });

  it('writes the page once, in the registry; the route names only its id', () => {
    expect(read('src/auth/pages.ts')).toContain("  holidays: { path: '/admin/config-mgt/holidays', title: 'Holidays', permission: 'BANK', group: 'Config Management', resource: 'holidays.holidaysResource' },\n");
    const route = read('src/routes/admin/config-mgt/holidays.tsx');
    expect(route).toContain("  ...listPage('holidays'),\n");
    expect(route).toContain("import { holidaysResource } from '../../../resources/holidays';");
    expect(route).not.toContain("'Holidays'");
  });

  it('draws the resource from the designed operations', () => {
    const resource = read('src/resources/holidays.ts');
    expect(resource).toContain("import { createHoliday, deleteHoliday, getListHolidaysQueryKey, getListHolidaysQueryOptions, updateHoliday } from '../../generated/hooks/holidays/holidays';");
    expect(resource).toContain('    query: (search) => getListHolidaysQueryOptions(withSearch(search)),');
    expect(resource).toContain("    { key: 'date', header: 'Date', format: 'date' },");
    expect(resource).toContain("      { name: 'date', label: 'Date', readOnlyOnEdit: true },");
    expect(resource).toContain('  update: { run: (holiday, input) => updateHoliday(holiday.date, input), notice: \'Holiday record edited Successfully\' },');
  });

  it('writes a spec that adds, edits and deletes one record with the exact notices', () => {
    const spec = read('tests/e2e/holidays.spec.ts');
    expect(spec).toContain("  await openList(page, '/admin/config-mgt/holidays', TITLE, 'Name 1');");
    expect(spec).toContain("  await pickDay(form, 'Date', 15);\n  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('New name');\n");
    expect(spec).toContain("  await submitAndExpectSaved(page, form, 'Save', 'New Holiday added Successfully', LIST_CALL);");
    expect(spec).toContain("  await submitAndExpectSaved(page, form, 'Save changes', 'Holiday record edited Successfully', LIST_CALL);");
    expect(spec).toContain("  await deleteRow(page, TITLE, 'Holiday', /Name 3/, 'Name 3 (2026-04-13)');");
  });
});

describe('a screen whose operations the contract has', () => {
  const root = checkout();
  const written = newScreen({ ...base(root), name: 'bin-ranges', title: 'BIN Ranges', singular: 'BIN Range', path: '/admin/config-mgt/bin-ranges', api: '/merchants/profiles/bins' });
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  it('leaves the contract as it is', () => {
    expect(written).toEqual(['src/auth/pages.ts', 'src/resources/bin-ranges.ts', 'src/routes/admin/config-mgt/bin-ranges.tsx', 'tests/e2e/bin-ranges.spec.ts']);
    expect(existsSync(join(root, 'openapi', 'bin-ranges.yaml'))).toBe(false);
  });

  it('finds them by path and draws the resource from their schemas and parameters', () => {
    const resource = read('src/resources/bin-ranges.ts');
    expect(resource).toContain("from '../../generated/hooks/bins/bins';");
    expect(resource).toContain('export const binRangesResource: ResourceDefinition<BinRange, BinRangeInput, ListBinRangesResponse> = {');
    expect(resource).toContain('    query: (search) => getListBinRangesQueryOptions(listParams(search)),');
    expect(resource).toContain('  rowKey: (binRange) => String(binRange.id),');
    expect(resource).toContain('    fromRow: ({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...input }) => input,');
    expect(resource).toContain('  remove: { run: (binRange) => deleteBinRange(binRange.id) },');
  });

  it('fills the add form with the contract\'s example body and edits a free text', () => {
    const spec = read('tests/e2e/bin-ranges.spec.ts');
    expect(spec).toContain("  await form.getByRole('textbox', { name: 'Bin', exact: true }).fill('62401234');");
    expect(spec).toContain("  await choose(form, 'Card Scheme', 'UNIONPAY');");
    expect(spec).toContain("  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Visa BOC (edited)');");
  });
});
