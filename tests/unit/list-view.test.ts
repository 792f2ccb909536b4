import { describe, expect, it } from 'vitest';
import { checkedView } from '../../src/components/crud/list-view';
import { droppedNote } from '../../src/components/crud/use-list-controller';

const banks = {
  columns: [{ key: 'bankCode', sortable: true }, { key: 'bankName', sortable: true }, { key: 'shortCode' }],
  filters: [{ name: 'statusId' }],
};

describe('a list view from a link, as the list offers it', () => {
  it('keeps a sort by a sortable column and a declared filter', () => {
    const search = { page: 2, size: 20, sort: 'bankName,desc', filters: { statusId: '1' } };
    expect(checkedView(search, banks)).toEqual({ search, dropped: [] });
  });

  it('leaves out a sort by a field the list no longer has, or one it shows but does not sort', () => {
    expect(checkedView({ page: 1, size: 10, sort: 'legalName,asc' }, banks)).toEqual({ search: { page: 1, size: 10, sort: undefined }, dropped: ['sort by "legalName"'] });
    expect(checkedView({ page: 1, size: 10, sort: 'shortCode,asc' }, banks).dropped).toEqual(['sort by "shortCode"']);
  });

  it('leaves out the filters the list does not declare and keeps the others', () => {
    const { search, dropped } = checkedView({ page: 1, size: 10, filters: { statusId: '1', bankStatus: '2' } }, banks);
    expect(search.filters).toEqual({ statusId: '1' });
    expect(dropped).toEqual(['filter "bankStatus"']);
    expect(checkedView({ page: 1, size: 10, filters: { bankStatus: '2' } }, banks).search.filters).toBeUndefined();
  });

  it('keeps a report’s date range', () => {
    const report = { columns: [], dateRange: true };
    const filters = { fromDate: '2026-12-01', toDate: '2026-12-07', period: 'thisMonth' };
    expect(checkedView({ page: 1, size: 10, filters }, report).search.filters).toEqual(filters);
    expect(checkedView({ page: 1, size: 10, filters }, { columns: [] }).dropped).toHaveLength(3);
  });

  it('says what it left out, once', () => {
    expect(droppedNote([])).toBeNull();
    expect(droppedNote(['sort by "legalName"'])).toBe('This link asks for sort by "legalName", which this list does not offer (it may have been renamed); the list is shown without it.');
    expect(droppedNote(['sort by "a"', 'filter "b"'])).toMatch(/sort by "a" and filter "b".*without them\.$/);
  });
});
