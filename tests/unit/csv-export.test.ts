import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/api/envelope';
import { csvCell, csvFileName, csvLine, csvText } from '../../src/components/crud/csv';
import { cellText, EXPORT_PAGE_SIZE, EXPORT_ROW_LIMIT, exportCsv, exportedText, maskedColumnsText, readAllRows, revealableColumns, visibleColumns } from '../../src/components/crud/export';
import type { ColumnDef, ListSearch, ResourceDefinition } from '../../src/components/crud/types';

describe('CSV writer', () => {
  it('leaves plain cells as they are', () => {
    expect(csvCell('Bank of Ceylon')).toBe('Bank of Ceylon');
    expect(csvCell('7010')).toBe('7010');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells holding the separator, a quote or a line break, doubling quotes', () => {
    expect(csvCell('12,500.00')).toBe('"12,500.00"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it.each(['=SUM(A1:A9)', '+94771234567', '-1,500.00', '@cmd', '\t=1+1', '\r=1'])('neutralises a cell a spreadsheet would run as a formula: %j', (value) => {
    const cell = csvCell(value);
    // Unquoted, the cell starts with the apostrophe; quoted, right after the opening quote.
    expect(cell.startsWith("'") || cell.startsWith(`"'`)).toBe(true);
    expect(cell).toContain(value.replace(/"/g, '""'));
  });

  it('joins cells with commas and ends every line with CRLF, after a UTF-8 byte-order mark', () => {
    expect(csvLine(['a', 'b,c', '=d'])).toBe(`a,"b,c",'=d`);
    expect(csvText(['Code', 'Name'], [['7010', 'Bank of Ceylon'], ['7135', 'People\'s Bank']])).toBe("\uFEFFCode,Name\r\n7010,Bank of Ceylon\r\n7135,People's Bank\r\n");
  });

  it('names the file after the screen and the day', () => {
    expect(csvFileName('Bank Management', '2026-11-23')).toBe('bank-management-2026-11-23.csv');
    expect(csvFileName('Authorization Requests', '2026-01-02')).toBe('authorization-requests-2026-01-02.csv');
    expect(csvFileName('  ', '2026-01-02')).toBe('export-2026-01-02.csv');
    expect(csvFileName('Customers', '2026-01-02', 'unmasked')).toBe('customers-2026-01-02-unmasked.csv');
    expect(csvFileName('Customers', '2026-01-02', 'masked')).toBe('customers-2026-01-02-masked.csv');
  });
});

type Person = { id: number; name: string; nic: string; card: string; mobile: string; amount: string; statusId: number; joined: string; outcome: string; tags: string[] };

const person: Person = {
  id: 7,
  name: 'Nimal Perera',
  nic: '198512345678',
  card: '4554121234567890',
  mobile: '0714567890',
  amount: '50000',
  statusId: 1,
  joined: '2026-11-20T03:45:00Z',
  outcome: 'FAILURE',
  tags: [],
};

describe('cell text', () => {
  const column = (def: Partial<ColumnDef<Person>> & Pick<ColumnDef<Person>, 'key'>): ColumnDef<Person> => ({ header: def.key, ...def });

  it('formats values as the columns show them', () => {
    expect(cellText(column({ key: 'amount', format: 'amount' }), person)).toBe('50,000.00');
    expect(cellText(column({ key: 'statusId', format: 'status' }), person)).toBe('Active');
    expect(cellText(column({ key: 'outcome', format: 'status', statuses: { FAILURE: { label: 'Failure', color: 'red.8' } } }), person)).toBe('Failure');
    expect(cellText(column({ key: 'joined', format: 'datetime' }), person)).toBe('2026-11-20 09:15 AM');
    expect(cellText(column({ key: 'joined', format: 'date' }), person)).toBe('2026-11-20');
    expect(cellText(column({ key: 'tags', empty: 'All merchants' }), person)).toBe('All merchants');
    expect(cellText(column({ key: 'name', render: (row) => row.name.toUpperCase() }), person)).toBe('NIMAL PERERA');
    expect(cellText(column({ key: 'statusId' }), person, [{ value: '1', label: 'Enabled' }])).toBe('Enabled');
  });

  it('masks personal data exactly as on screen, even where the user may reveal it', () => {
    expect(cellText(column({ key: 'nic', format: 'nic', reveal: 'user_update' }), person)).toBe('•••••••••678');
    expect(cellText(column({ key: 'card', format: 'card' }), person)).toBe('455412••••••7890');
    expect(cellText(column({ key: 'mobile', format: 'mobile', reveal: 'CUSTOMER' }), person)).toBe('071•••••90');
  });

  it('writes the visible columns only, the user\'s column choices first', () => {
    const columns: ColumnDef<Person>[] = [column({ key: 'id' }), column({ key: 'name' }), column({ key: 'nic', hidden: true })];
    expect(visibleColumns(columns, {}).map((c) => c.key)).toEqual(['id', 'name']);
    expect(visibleColumns(columns, { nic: true, id: false }).map((c) => c.key)).toEqual(['name', 'nic']);
    expect(exportCsv([column({ key: 'name', header: 'Name' }), column({ key: 'amount', header: 'Amount', format: 'amount' })], [person], {}, () => false).text).toBe(
      '\uFEFFName,Amount\r\nNimal Perera,"50,000.00"\r\n',
    );
  });

  describe('masked columns', () => {
    const columns: ColumnDef<Person>[] = [
      column({ key: 'name', header: 'Name' }),
      column({ key: 'mobile', header: 'Mobile', format: 'mobile', reveal: 'CUSTOMER' }),
      column({ key: 'nic', header: 'NIC', format: 'nic', reveal: ['CUSTOMER', 'user_update'] }),
      column({ key: 'card', header: 'Card', format: 'card', reveal: 'CUSTOMER' }),
      column({ key: 'tags', header: 'Masked by its drawing', render: () => '45••••90' }),
    ];

    const mayCustomer = (need: string | readonly string[]) => need === 'CUSTOMER' || (Array.isArray(need) && need.includes('CUSTOMER'));

    it('are written masked, as on screen, by default: even for a user who may reveal them', () => {
      const csv = exportCsv(columns, [person], {}, mayCustomer);
      expect(csv.text).toBe('\uFEFFName,Mobile,NIC,Card,Masked by its drawing\r\nNimal Perera,071•••••90,•••••••••678,455412••••••7890,45••••90\r\n');
      expect(csv.text).not.toContain('0714567890');
      expect(csv).toMatchObject({ unmasked: [], masked: ['Mobile', 'NIC', 'Card', 'Masked by its drawing'] });
      expect(maskedColumnsText(csv)).toEqual(['Mobile, NIC, Card and Masked by its drawing are written masked, as on screen: the file name says "masked".']);
    });

    it('in full, write what the user may reveal in full and the rest masked (card numbers never in full)', () => {
      const csv = exportCsv(columns, [person], {}, mayCustomer, true);
      expect(csv.text).toBe('\uFEFFName,Mobile,NIC,Card,Masked by its drawing\r\nNimal Perera,0714567890,198512345678,455412••••••7890,45••••90\r\n');
      expect(csv).toMatchObject({ unmasked: ['Mobile', 'NIC'], masked: ['Card', 'Masked by its drawing'] });
      expect(maskedColumnsText(csv)).toEqual([
        'Mobile and NIC are written in full, recorded in the audit trail: the file name says "unmasked".',
        'Card and Masked by its drawing are written masked, as on screen.',
      ]);
    });

    it('in full, write nothing in full for a user who may not reveal it', () => {
      const csv = exportCsv(columns, [person], {}, () => false, true);
      expect(csv.text).not.toContain('0714567890');
      expect(csv.text).not.toContain('198512345678');
      expect(csv.unmasked).toEqual([]);
    });

    it('knows which columns a user may write in full', () => {
      expect(revealableColumns(columns, mayCustomer).map((column) => column.header)).toEqual(['Mobile', 'NIC']);
      expect(revealableColumns(columns, () => false)).toEqual([]);
    });
  });

  it('labels a capped result', () => {
    expect(exportedText(4, 4)).toBe('4 rows');
    expect(exportedText(1, 1)).toBe('1 row');
    expect(exportedText(10_000, 23_456)).toBe('First 10,000 of 23,456 rows');
  });
});

type Row = { n: number };

/** A list of `count` rows served page by page, recording the views asked for. */
function listOf(count: number, paged = true) {
  const asked: ListSearch[] = [];
  const resource: ResourceDefinition<Row, Record<string, never>, Page<Row>> = {
    id: 'numbers',
    title: 'Numbers',
    singular: 'Number',
    rowKey: (row) => String(row.n),
    describe: (row) => String(row.n),
    columns: [{ key: 'n', header: 'N' }],
    list: {
      paged,
      query: (search) => ({
        queryKey: ['numbers', search],
        queryFn: () => {
          asked.push(search);
          const start = paged ? (search.page - 1) * search.size : 0;
          const end = paged ? Math.min(count, start + search.size) : count;
          return Promise.resolve({ rows: Array.from({ length: Math.max(0, end - start) }, (_, i) => ({ n: start + i + 1 })), total: count });
        },
      }),
      select: (raw) => raw,
      invalidates: ['numbers'],
    },
  };
  return { resource, asked };
}

describe('reading a view page after page', () => {
  const view: ListSearch = { page: 3, size: 10, sort: 'name,desc', search: 'bank', filters: { statusId: '1' } };

  it('keeps the view\'s search, filters and sort, and reads every page at the largest size', async () => {
    const { resource, asked } = listOf(250);
    const progress: number[] = [];
    const result = await readAllRows(new QueryClient(), resource, view, { onProgress: (p) => progress.push(p.loaded) });
    expect(result.rows).toHaveLength(250);
    expect(result.total).toBe(250);
    expect(result.rows.at(-1)).toEqual({ n: 250 });
    expect(asked).toEqual([1, 2, 3].map((page) => ({ ...view, page, size: EXPORT_PAGE_SIZE })));
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops at the limit and reports the whole total', async () => {
    const { resource, asked } = listOf(23_456);
    const result = await readAllRows(new QueryClient(), resource, view);
    expect(result.rows).toHaveLength(EXPORT_ROW_LIMIT);
    expect(result.total).toBe(23_456);
    expect(asked).toHaveLength(EXPORT_ROW_LIMIT / EXPORT_PAGE_SIZE);
    const small = await readAllRows(new QueryClient(), listOf(500).resource, view, { limit: 150 });
    expect(small.rows).toHaveLength(150);
    expect(small.total).toBe(500);
  });

  it('reads an unpaged list once', async () => {
    const { resource, asked } = listOf(30, false);
    const result = await readAllRows(new QueryClient(), resource, view);
    expect(result.rows).toHaveLength(30);
    expect(asked).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const { resource, asked } = listOf(1000);
    const abort = new AbortController();
    const reading = readAllRows(new QueryClient(), resource, view, { signal: abort.signal, onProgress: () => abort.abort() });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toHaveLength(1);
  });
});
