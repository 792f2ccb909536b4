import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldDef } from '../../src/components/crud/types';
import { choicesOf, isNumeric, resolveFields, unwrap, validateForm, type ResolvedField } from '../../src/components/crud/zod-fields';
import { bankFields as fixtureFields, patternMessages, zBankInput, zBranchInput } from './fixtures/bank-form';
import { registerPatternSentences } from '../../src/components/crud/messages';

registerPatternSentences(patternMessages);

const bankFields: FieldDef[] = fixtureFields;

function field(fields: ResolvedField[], name: string): ResolvedField {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

describe('resolveFields on zBankInput', () => {
  const fields = resolveFields(zBankInput, bankFields);

  it('resolves every field of the bank form, in order', () => {
    expect(fields.map((f) => f.name)).toEqual(['bankCode', 'bankName', 'displayName', 'shortCode', 'statusId', 'ccCenter', 'fundTranMode', 'accountRegex', 'bankImg']);
  });

  it('makes statusId a required select with numeric values', () => {
    const status = field(fields, 'statusId');
    expect(status.widget).toBe('select');
    expect(status.required).toBe(true);
    expect(status.numeric).toBe(true);
    expect(status.options).toEqual([
      { value: '1', label: 'Active' },
      { value: '2', label: 'Inactive' },
      { value: '3', label: 'Pending' },
    ]);
  });

  it('takes the choices of statusId from the schema when the definition gives none', () => {
    const [status] = resolveFields(zBankInput, [{ name: 'statusId', label: 'Status' }]);
    expect(status?.widget).toBe('select');
    expect(status?.options.map((o) => o.value)).toEqual(['1', '2', '3']);
  });

  it('makes fundTranMode a required select of CEFT, SLIPS and RTGS (not numeric)', () => {
    const mode = field(fields, 'fundTranMode');
    expect(mode.widget).toBe('select');
    expect(mode.required).toBe(true);
    expect(mode.numeric).toBe(false);
    expect(mode.options.map((o) => o.value)).toEqual(['CEFT', 'SLIPS', 'RTGS']);
  });

  it('makes bankCode a required text field and displayName an optional one', () => {
    expect(field(fields, 'bankCode')).toMatchObject({ widget: 'text', required: true, numeric: false, readOnlyOnEdit: true, label: 'Bank Code' });
    expect(field(fields, 'displayName')).toMatchObject({ widget: 'text', required: false });
    expect(field(fields, 'bankImg')).toMatchObject({ widget: 'text', required: false });
  });

  it('lets the definition override the widget', () => {
    const [name] = resolveFields(zBankInput, [{ name: 'accountRegex', label: 'Pattern', widget: 'textarea' }]);
    expect(name?.widget).toBe('textarea');
  });

  it('treats nullish numbers as optional number fields', () => {
    const branch = resolveFields(zBranchInput, [
      { name: 'latitude', label: 'Latitude' },
      { name: 'mobile', label: 'Telephone' },
      { name: 'branchStatusId', label: 'Status' },
    ]);
    expect(field(branch, 'latitude')).toMatchObject({ widget: 'number', required: false, numeric: true });
    expect(field(branch, 'mobile')).toMatchObject({ widget: 'text', required: false, numeric: false });
    expect(field(branch, 'branchStatusId')).toMatchObject({ widget: 'select', required: true, numeric: true });
  });

  it('refuses a field that is not in the schema', () => {
    expect(() => resolveFields(zBankInput, [{ name: 'swiftCode', label: 'SWIFT' }])).toThrow('Form field "swiftCode" is not in the schema');
  });

  it('makes a boolean a switch', () => {
    const [flag] = resolveFields(z.object({ enabled: z.boolean() }), [{ name: 'enabled', label: 'Enabled' }]);
    expect(flag?.widget).toBe('switch');
  });
});

describe('schema helpers', () => {
  it('unwrap sees through optional, nullable, default and `| null`', () => {
    expect(unwrap(z.string()).optional).toBe(false);
    expect(unwrap(z.string().optional()).optional).toBe(true);
    expect(unwrap(z.string().nullish()).optional).toBe(true);
    expect(unwrap(z.number().default(3)).optional).toBe(true);
    expect(unwrap(z.union([z.string(), z.null()])).optional).toBe(true);
    expect(unwrap(z.union([z.string(), z.number()])).optional).toBe(false);
  });

  it('choicesOf and isNumeric', () => {
    expect(choicesOf(z.enum(['ATM', 'CDM']).optional())).toEqual([
      { value: 'ATM', label: 'ATM' },
      { value: 'CDM', label: 'CDM' },
    ]);
    expect(choicesOf(z.string())).toBeNull();
    expect(isNumeric(z.number().nullish())).toBe(true);
    expect(isNumeric(z.union([z.literal(1), z.literal(2)]))).toBe(true);
    expect(isNumeric(z.union([z.literal('a'), z.literal('b')]))).toBe(false);
    expect(isNumeric(z.string())).toBe(false);
  });
});

describe('validateForm on zBankInput', () => {
  const fields = resolveFields(zBankInput, bankFields);
  const valid = { bankCode: '7010', bankName: 'Bank of Ceylon', statusId: '2', fundTranMode: 'SLIPS' };

  it('builds the body: trimmed text, numeric choices as numbers, empty optional values dropped', () => {
    const result = validateForm(zBankInput, fields, {
      ...valid,
      bankName: '  Bank of Ceylon ',
      displayName: '',
      shortCode: '   ',
      ccCenter: undefined,
      accountRegex: null,
    });
    expect(result).toEqual({ ok: true, value: { bankCode: '7010', bankName: 'Bank of Ceylon', statusId: 2, fundTranMode: 'SLIPS' } });
  });

  it('keeps filled optional values', () => {
    const result = validateForm(zBankInput, fields, { ...valid, displayName: 'BOC', shortCode: 'BOC', ccCenter: '7010', bankImg: 'https://cdn.wallet.lk/boc.png' });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, statusId: 2, displayName: 'BOC', shortCode: 'BOC', ccCenter: '7010', bankImg: 'https://cdn.wallet.lk/boc.png' },
    });
  });

  it('accepts a status that is already a number', () => {
    expect(validateForm(zBankInput, fields, { ...valid, statusId: 1 })).toMatchObject({ ok: true, value: { statusId: 1 } });
  });

  it('reports missing required fields by name, with their label', () => {
    const result = validateForm(zBankInput, fields, { bankCode: '', bankName: '  ', statusId: 1, fundTranMode: 'CEFT' });
    expect(result).toEqual({ ok: false, errors: { bankCode: 'Bank Code is required', bankName: 'Bank Name is required' } });
  });

  it('reports pattern and format errors by field name', () => {
    const result = validateForm(zBankInput, fields, { ...valid, bankCode: '70A', shortCode: 'boc', bankImg: 'not a url' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['bankCode', 'bankImg', 'shortCode']);
    expect(result.errors.bankCode).toBe('Enter the four-digit bank code');
    expect(result.errors.shortCode).toBe('Short Code is 2 to 6 capital letters');
    expect(result.errors.bankImg).toBe('Logo URL is a web address starting with https://, such as https://example.lk');
  });

  it('refuses a status that is not one of the choices', () => {
    const result = validateForm(zBankInput, fields, { ...valid, statusId: '9' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(['statusId']);
    expect(result.errors.statusId).toBe('Choose status from the list');
  });
});

describe('widgets read from the schema', () => {
  const schema = z.object({
    expDate: z.iso.date(),
    channels: z.array(z.int()),
    tags: z.array(z.string()).optional(),
    segmentCode: z.string(),
    image: z.instanceof(File).optional(),
  });
  const fields = resolveFields(schema, [
    { name: 'expDate', label: 'Expiry' },
    { name: 'channels', label: 'Channels' },
    { name: 'tags', label: 'Tags' },
    { name: 'segmentCode', label: 'Segment', optionsFrom: { queryKey: ['s'], select: () => [] } },
    { name: 'image', label: 'Image', widget: 'file' },
  ]);
  const widget = (name: string) => fields.find((f) => f.name === name)?.widget;

  it('a date string gets a date picker, a list a multi-select, a field with a source a select', () => {
    expect(widget('expDate')).toBe('date');
    expect(widget('channels')).toBe('multiselect');
    expect(widget('tags')).toBe('multiselect');
    expect(widget('segmentCode')).toBe('select');
    expect(widget('image')).toBe('file');
  });

  it('sends a numeric list as numbers and passes a chosen file through', () => {
    const file = new File(['x'], 'banner.png', { type: 'image/png' });
    const result = validateForm(schema, fields, { expDate: '2026-12-31', channels: ['1', '3'], segmentCode: 'GOLD', image: file });
    expect(result).toEqual({ ok: true, value: { expDate: '2026-12-31', channels: [1, 3], segmentCode: 'GOLD', image: file } });
  });

  it('refuses a malformed date', () => {
    const result = validateForm(schema, fields, { expDate: '31/12/2026', channels: [], segmentCode: 'GOLD' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.expDate).toBe('Expiry is a date (YYYY-MM-DD)');
  });
});
