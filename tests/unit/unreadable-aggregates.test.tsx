import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../generated/hey-api/types.gen';
import { Unreadable } from '../../src/api/deviations';
import { FactsTable } from '../../src/components/customers/facts';
import { ChartCard, ReportTotals } from '../../src/components/reports/report-screen';
import { totalOf } from '../../src/components/reports/totals';
import { formatAmount } from '../../src/lib/format';
import { customerFacts } from '../../src/resources/customers';

/**
 * A figure over values any of which could not be read is never shown as complete: a report's
 * total says "—" and how many values it lacks, a chart leaves the period out and says so; a
 * record's fact that cannot be read shows "—" and never disappears.
 */

const withMantine = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);
const unreadable = () => new Unreadable('number', 'getCustomerReport', '6c3a21bf-5df4-409e-82d5-4a97afd8e5c4');

type Row = { day: string; balance: unknown; count: unknown };
const TOTALS = [
  { key: 'balance' as const, label: 'Balance (LKR)', format: 'amount' as const },
  { key: 'count' as const, label: 'Customers', format: 'count' as const },
];

describe('a report total', () => {
  it('adds amounts exactly, past a float’s digits', () => {
    expect(totalOf<Row>([{ day: 'a', balance: '999999999999999.99', count: 1 }, { day: 'b', balance: '0.01', count: 2 }], 'balance', 'amount')).toEqual({ text: '1,000,000,000,000,000.00', unreadable: 0, of: 2 });
    expect(totalOf<Row>([{ day: 'a', balance: '0.10', count: 1 }, { day: 'b', balance: '0.20', count: 2 }], 'balance', 'amount').text).toBe('0.30');
  });

  it('over values one of which could not be read, shows "—" and how many are missing, never a sum', () => {
    withMantine(
      <ReportTotals
        totals={TOTALS}
        whole
        rows={[
          { day: 'a', balance: '45230.50', count: 3 },
          { day: 'b', balance: unreadable(), count: 4 },
          { day: 'c', balance: '3120.75', count: 5 },
        ]}
      />,
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    const balance = within(totals).getByText('Balance (LKR)').nextElementSibling as HTMLElement;
    expect(balance).toHaveTextContent('— (1 of 3 values unreadable)');
    expect(balance).not.toHaveTextContent(/\d\.\d\d/);
    expect(within(totals).getByText('Customers').nextElementSibling).toHaveTextContent(/^12$/);
  });

  it('counts a value that is not an amount as unreadable too', () => {
    expect(totalOf<Row>([{ day: 'a', balance: '12.345', count: 1 }, { day: 'b', balance: '1.00', count: 1 }], 'balance', 'amount')).toEqual({ text: null, unreadable: 1, of: 2 });
  });
});

describe('a report chart', () => {
  it('leaves out a period whose value could not be read, and says so', () => {
    const chart = { title: 'Balances', period: (row: Row) => row.day, series: [{ key: 'balance' as const, label: 'Balance', color: 'indigo' }], unit: 'amount' as const };
    withMantine(<ChartCard chart={chart} whole rows={[{ day: '2026-11-01', balance: '10.00', count: 1 }, { day: '2026-11-02', balance: unreadable(), count: 1 }]} />);
    expect(screen.getByText('1 of 2 periods could not be read and are not drawn.')).toBeInTheDocument();
  });
});

describe("a customer's record", () => {
  const CUSTOMER = {
    customerId: 100234,
    firstName: 'Amaya',
    lastName: 'Jayasinghe',
    userName: '0771234567',
    userId: 55,
    walletId: 'WLT0000100234',
    nic: '199245678123',
    mobile: '0771234567',
    email: 'amaya@example.lk',
    userSegmentId: 'RETAIL',
    customerStatusId: 1,
    kycStatus: 'VERIFIED',
    registeredAt: '2026-02-14T09:00:00+05:30',
    updatedAt: '2026-11-20T09:15:00+05:30',
  };

  it('shows "—", marked unreadable, for a date-time that cannot be read, and never leaves the row out', () => {
    const customer = { ...CUSTOMER, registeredAt: new Unreadable('number', 'getCustomer', null), updatedAt: 'not a date' } as unknown as Customer;
    withMantine(<FactsTable title="Customer" facts={customerFacts(customer).filter((fact) => ['Registered', 'Last Updated'].includes(fact.label))} />);
    const table = screen.getByRole('table', { name: 'Customer' });
    const registered = within(table).getByRole('rowheader', { name: 'Registered' }).closest('tr') as HTMLElement;
    const updated = within(table).getByRole('rowheader', { name: 'Last Updated' }).closest('tr') as HTMLElement;
    expect(registered).toHaveTextContent('—');
    expect(within(registered).getByText('Unreadable value')).toBeInTheDocument();
    expect(within(updated).getByText('Unreadable value')).toBeInTheDocument();
  });
});

describe('an amount as text', () => {
  it('is written from its digits', () => {
    expect(formatAmount('999999999999999.99')).toBe('999,999,999,999,999.99');
    expect(formatAmount('1250000')).toBe('1,250,000.00');
    expect(formatAmount('-0.50')).toBe('-0.50');
  });
});
