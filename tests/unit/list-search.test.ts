import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE, DEFAULT_SIZE, PAGE_SIZES, validateListSearch } from '../../src/components/crud/list-search';

describe('validateListSearch', () => {
  it('defaults to page 1, size 10 (specification section 9)', () => {
    expect(validateListSearch({})).toEqual({ page: 1, size: 10 });
    expect(DEFAULT_PAGE).toBe(1);
    expect(DEFAULT_SIZE).toBe(10);
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
  });

  it('keeps a valid page and size, from numbers or URL strings', () => {
    expect(validateListSearch({ page: 3, size: 50 })).toEqual({ page: 3, size: 50 });
    expect(validateListSearch({ page: '4', size: '100' })).toEqual({ page: 4, size: 100 });
  });

  it.each([7, 0, -10, 1000, '7', 'ten', 10.5, null])('rejects page size %j', (size) => {
    expect(validateListSearch({ page: 2, size }).size).toBe(10);
  });

  it.each([0, -1, 1.5, 'abc', '', null, true])('rejects page %j', (page) => {
    expect(validateListSearch({ page, size: 20 }).page).toBe(1);
  });

  it('keeps a well-formed sort', () => {
    expect(validateListSearch({ sort: 'bankName,asc' }).sort).toBe('bankName,asc');
    expect(validateListSearch({ sort: 'updated_at,desc' }).sort).toBe('updated_at,desc');
  });

  it.each(['bankName', 'bankName,up', 'bankName,ASC', ',asc', '1abc,asc', 'bank name,asc', 'a;drop,asc', 'bankName,asc,desc'])(
    'drops the bad sort %j',
    (sort) => {
      expect(validateListSearch({ sort }).sort).toBeUndefined();
    },
  );

  it('drops a non-string sort', () => {
    expect(validateListSearch({ sort: ['bankName', 'asc'] })).toEqual({ page: 1, size: 10 });
  });

  it('trims the search text and drops a blank one', () => {
    expect(validateListSearch({ search: '  Ceylon  ' })).toEqual({ page: 1, size: 10, search: 'Ceylon' });
    expect(validateListSearch({ search: '   ' }).search).toBeUndefined();
    expect(validateListSearch({ search: 42 }).search).toBeUndefined();
  });

  it('limits the search text to 100 characters', () => {
    expect(validateListSearch({ search: 'x'.repeat(150) }).search).toBe('x'.repeat(100));
  });

  it('keeps every valid part together', () => {
    expect(validateListSearch({ page: '2', size: '20', sort: 'bankCode,desc', search: ' 7010 ', other: 'ignored' })).toEqual({
      page: 2,
      size: 20,
      sort: 'bankCode,desc',
      search: '7010',
    });
  });
});

describe('validateListSearch filters', () => {
  it('keeps short named text filters and drops the rest', () => {
    expect(validateListSearch({ filters: { user: ' kamal ', action: 'LOGIN', from: '2026-11-01', 'bad key': 'x', empty: ' ', nested: { a: 1 } } })).toEqual({
      page: 1,
      size: 10,
      filters: { user: 'kamal', action: 'LOGIN', from: '2026-11-01' },
    });
  });

  it('drops filters that are not an object', () => {
    expect(validateListSearch({ filters: 'user=kamal' })).toEqual({ page: 1, size: 10 });
    expect(validateListSearch({ filters: ['kamal'] })).toEqual({ page: 1, size: 10 });
  });
});
