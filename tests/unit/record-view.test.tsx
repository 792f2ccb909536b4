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

type Offer = { id: number; name: string; offerType: string; channels: string[]; minAmount: string; startDate: string; updatedAt: string };

describe('RecordView formats what it shows', () => {
  it('names codes by the form field choices, shows amounts and dates in the spec formats', async () => {
    const offer: Offer = {
      id: 7,
      name: 'Cashback Fridays',
      offerType: '2',
      channels: ['1', '3'],
      minAmount: '200000.5',
      startDate: '2026-11-21',
      updatedAt: '2026-11-21T10:40:00+05:30',
    };
    render(
      <MantineProvider env="test">
        <RecordView
          title="Offer: Cashback Fridays"
          row={offer}
          columns={[{ key: 'offerType', header: 'Type' }]}
          labels={{ name: 'Name', channels: 'Channels', minAmount: 'Minimum Amount', startDate: 'Starts' }}
          formFields={[
            { name: 'offerType', label: 'Type', options: [{ value: '2', label: 'Cashback' }] },
            { name: 'channels', label: 'Channels', options: [{ value: '1', label: 'Mobile app' }, { value: '3', label: 'Agent' }] },
            { name: 'minAmount', label: 'Minimum Amount', widget: 'amount' },
            { name: 'startDate', label: 'Starts', widget: 'date' },
          ]}
          fields={['updatedAt']}
          onClose={() => undefined}
        />
      </MantineProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Offer: Cashback Fridays' });
    const cell = (header: string) => screen.getByRole('rowheader', { name: header }).nextElementSibling;
    expect(cell('Type')).toHaveTextContent(/^Cashback$/);
    expect(cell('Channels')).toHaveTextContent(/^Mobile app, Agent$/);
    expect(cell('Minimum Amount')).toHaveTextContent(/^200,000\.50$/);
    expect(cell('Starts')).toHaveTextContent(/^2026-11-21$/);
    expect(cell('Updated at')).toHaveTextContent(/^2026-11-2\d \d\d:\d\d (AM|PM)$/);
    expect(table).not.toHaveTextContent('+05:30');
  });
});
