import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zBankInput, zBankLocator, zBranchInput } from './fixtures/bank-form';
import { nounOf, plainMessage, plural, pluralNoun, registerPatternSentences, type Issue } from '../../src/components/crud/messages';
import { resolveFields, validateForm } from '../../src/components/crud/zod-fields';
import { parseAmount } from '../../src/lib/format';

/** The first issue zod reports for a value of a schema. */
function issueOf(schema: z.ZodType, value: unknown): Issue {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the value was accepted');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('no issue');
  return issue;
}

describe('plain messages for zod issues', () => {
  it('says a number range with both bounds, never "Too big: expected number to be <=90"', () => {
    const latitude = z.number().gte(-90).lte(90);
    expect(plainMessage(issueOf(latitude, 95), 'Latitude', latitude)).toBe('Latitude is between -90 and 90');
    expect(plainMessage(issueOf(latitude, -91), 'Latitude', latitude)).toBe('Latitude is between -90 and 90');
  });

  it('says one bound when the schema has one', () => {
    const count = z.int().gte(1);
    expect(plainMessage(issueOf(count, 0), 'Daily Count', count)).toBe('Daily Count is at least 1');
    const positive = z.number().gt(0);
    expect(plainMessage(issueOf(positive, 0), 'Priority', positive)).toBe('Priority is more than 0');
    const most = z.number().lte(10);
    expect(plainMessage(issueOf(most, 11), 'Sequence', most)).toBe('Sequence is at most 10');
  });

  it('says text sizes with the plural right', () => {
    const name = z.string().min(2).max(100);
    expect(plainMessage(issueOf(name, 'a'), 'Bank Name', name)).toBe('Bank Name is 2 to 100 characters long');
    const code = z.string().length(3);
    expect(plainMessage(issueOf(code, 'ab'), 'Branch Code', code)).toBe('Branch Code is exactly 3 characters long');
    const one = z.string().length(1);
    expect(plainMessage(issueOf(one, 'ab'), 'Flag', one)).toBe('Flag is exactly 1 character long');
    const long = z.string().max(64);
    expect(plainMessage(issueOf(long, 'x'.repeat(65)), 'Code', long)).toBe('Code is at most 64 characters long');
  });

  it('asks for a number of choices in the list\'s own words', () => {
    const categories = z.array(z.string()).min(1);
    expect(plainMessage(issueOf(categories, []), 'Categories', categories)).toBe('Choose at least one category');
    const networks = z.array(z.string()).max(2);
    expect(plainMessage(issueOf(networks, ['a', 'b', 'c']), 'QR Networks', networks)).toBe('Choose at most 2 QR networks');
  });

  it('names the allowed choices, or sends the user to the list when there are many', () => {
    const platform = z.enum(['ANDROID', 'IOS']);
    expect(plainMessage(issueOf(platform, 'WEB'), 'Platform', platform)).toBe('Platform is ANDROID or IOS');
    const many = z.enum(['A', 'B', 'C', 'D', 'E']);
    expect(plainMessage(issueOf(many, 'Z'), 'Transaction Type', many)).toBe('Choose transaction type from the list');
  });

  it('says the expected type and format in words', () => {
    expect(plainMessage(issueOf(z.number(), 'abc'), 'Latitude')).toBe('Latitude is a number');
    expect(plainMessage(issueOf(z.int(), 1.5), 'Priority')).toBe('Priority is a whole number');
    expect(plainMessage(issueOf(z.number(), undefined), 'Latitude')).toBe('Latitude is required');
    expect(plainMessage(issueOf(z.email(), 'nimal'), 'E-mail')).toBe('E-mail is an e-mail address such as name@example.lk');
  });

  it('gives a pattern the contract\'s sentence, with the label as a noun, and a plain fallback without one', () => {
    registerPatternSentences({ '^[0-9]{4}$': 'Enter the four-digit {name}' });
    const code = z.string().regex(/^[0-9]{4}$/);
    expect(plainMessage(issueOf(code, '70'), 'Bank Code', code)).toBe('Enter the four-digit bank code');
    const other = z.string().regex(/^[A-Z]{9}$/);
    expect(plainMessage(issueOf(other, 'x'), 'Reference', other)).toBe('Reference is not in the expected format');
  });

  it('keeps the message of a refinement', () => {
    const schema = z.string().refine((v) => v !== 'x', 'X is not allowed here');
    expect(plainMessage(issueOf(schema, 'x'), 'Value', schema)).toBe('X is not allowed here');
  });

  it('counts and names in plain English', () => {
    expect(plural(1, 'digit')).toBe('1 digit');
    expect(plural(4, 'digit')).toBe('4 digits');
    expect(plural(2, 'category')).toBe('2 categories');
    expect(nounOf('QR Network Type')).toBe('QR network type');
  });
});

describe('the form speaks plainly', () => {
  it('never shows raw validator text for a branch or a locator', () => {
    const branchFields = resolveFields(zBranchInput, [
      { name: 'bankCode', label: 'Bank Code' },
      { name: 'branchCode', label: 'Branch Code' },
      { name: 'branchName', label: 'Branch Name' },
      { name: 'latitude', label: 'Latitude', widget: 'number' },
    ]);
    const result = validateForm(zBranchInput, branchFields, { bankCode: '7010', branchCode: '001', branchName: 'Galle', branchStatusId: 1, latitude: 95 });
    expect(result).toEqual({ ok: false, errors: { latitude: 'Latitude is between -90 and 90' } });
    const locatorFields = resolveFields(zBankLocator, [{ name: 'longitude', label: 'Longitude' }]);
    const locator = validateForm(zBankLocator, locatorFields, { longitude: 200 });
    expect(locator.ok).toBe(false);
    if (!locator.ok) expect(Object.values(locator.errors).join(' ')).not.toMatch(/Too big|Invalid|expected|pattern/);
  });

  it('says what a bank name needs', () => {
    const fields = resolveFields(zBankInput, [
      { name: 'bankCode', label: 'Bank Code' },
      { name: 'bankName', label: 'Bank Name' },
    ]);
    const result = validateForm(zBankInput, fields, { bankCode: '7011', bankName: 'B', statusId: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.bankName).toMatch(/^Bank Name is \d+ to \d+ characters long$/);
  });
});

describe('amounts as people type them', () => {
  it.each([
    ['200000', '200000.00'],
    ['200,000', '200000.00'],
    ['200000.5', '200000.50'],
    ['1,234,567.89', '1234567.89'],
    ['.5', '0.50'],
    ['007', '7.00'],
    ['-25', '-25.00'],
  ])('reads %s as %s', (typed, sent) => {
    expect(parseAmount(typed)).toBe(sent);
  });

  it.each(['abc', '20,00', '1.2.3', '', '.'])('refuses %s', (typed) => {
    expect(parseAmount(typed)).toBeNull();
  });

  it('refuses more than two decimals', () => {
    expect(parseAmount('10.555')).toBe('too-precise');
  });
});

describe('a length beyond what a pattern allows', () => {
  it('is said with the pattern sentence, which describes the shape', () => {
    registerPatternSentences({ '^[0-9]{1,3}\\.[0-9]{2}$': 'Enter {name} as a percentage from 0.00 to 999.99, e.g. 1.25' });
    const rate = z.string().max(6).regex(/^[0-9]{1,3}\.[0-9]{2}$/);
    const result = rate.safeParse('1000.00');
    if (result.success) throw new Error('1000.00 passed');
    const [issue] = result.error.issues;
    if (!issue) throw new Error('no issue');
    expect(plainMessage(issue, 'Rate', rate)).toBe('Enter rate as a percentage from 0.00 to 999.99, e.g. 1.25');
  });
});

describe('pluralNoun', () => {
  it('says a record name in the plural inside a sentence', () => {
    expect(['FAQ', 'Bank', 'Transaction Limit', 'Bill Category', 'Mode of Operation', 'Terms and Conditions', 'Audit Entry', 'BIN'].map(pluralNoun)).toEqual([
      'FAQs',
      'banks',
      'transaction limits',
      'bill categories',
      'modes of operation',
      'terms and conditions',
      'audit entries',
      'BINs',
    ]);
  });
});
