import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordView } from '../../src/components/crud/record-view';
import type { ColumnDef } from '../../src/components/crud/types';

type Bank = { bankCode: string; bankName: string; displayName: string; swiftCode: string; pinHash: string; internalNote: string };

const row: Bank = {
  bankCode: '7056',
  bankName: 'Commercial Bank of Ceylon PLC',
  displayName: 'ComBank',
  swiftCode: 'CCEYLKLX',
  pinHash: '$2b$12$injected',
  internalNote: 'not for the console',
};
const columns: ColumnDef<Bank>[] = [
  { key: 'bankCode', header: 'Bank Code' },
  { key: 'bankName', header: 'Bank Name' },
];

describe('RecordView', () => {
  it('shows the columns, form fields and named fields of the definition, never another property the server returns', async () => {
    render(
      <MantineProvider env="test">
        <RecordView title="Bank: 7056" row={row} columns={columns} labels={{ displayName: 'Display Name' }} fields={['swiftCode']} onClose={() => undefined} />
      </MantineProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Bank: 7056' });
    expect(table).toHaveTextContent('Commercial Bank of Ceylon PLC');
    expect(table).toHaveTextContent('Display Name');
    expect(table).toHaveTextContent('ComBank');
    expect(table).toHaveTextContent('CCEYLKLX');
    expect(table).not.toHaveTextContent('injected');
    expect(table).not.toHaveTextContent(/pin hash/i);
    expect(table).not.toHaveTextContent('not for the console');
  });
});
