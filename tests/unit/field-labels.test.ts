import { describe, expect, it } from 'vitest';
import { labelledFields } from '../../src/components/crud/field-labels';
import { resolveFields } from '../../src/components/crud/zod-fields';
import { bankFields, zBankInput } from './fixtures/bank-form';

describe('a form field without a label', () => {
  const columns = [
    { key: 'bankName', header: 'Bank Name' },
    { key: 'swiftCode', header: 'SWIFT Code' },
  ];

  it('takes the header of the column showing the same property', () => {
    const [field] = labelledFields([{ name: 'swiftCode' }], columns);
    expect(field?.label).toBe('SWIFT Code');
  });

  it('keeps a label of its own over the column’s header', () => {
    const [field] = labelledFields([{ name: 'bankName', label: 'Legal name' }], columns);
    expect(field?.label).toBe('Legal name');
  });

  it('is named in words when no column shows it', () => {
    const [field] = labelledFields([{ name: 'accountRegex' }], columns);
    expect(field?.label).toBe('Account regex');
  });

  it('is labelled when resolved against its schema alone (the engine never draws a field without one)', () => {
    const fields = resolveFields(zBankInput, bankFields.map(({ label: _label, ...field }) => field));
    expect(fields.map((field) => field.label)).toContain('Bank name');
  });
});
