import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeKind, changeLines, ChangeView, showValue, type ChangeRecord } from '../../src/components/authorization/change-view';

function renderView(before: ChangeRecord, after: ChangeRecord, extra: { compact?: boolean; labels?: Record<string, string> } = {}) {
  return render(
    <MantineProvider env="test">
      <ChangeView before={before} after={after} title="Requested change" {...extra} />
    </MantineProvider>,
  );
}

const FEE_BEFORE = { chargeCode: 'P2P_STD', feeType: 'FLAT', amount: '25.00', statusId: 1 };
const FEE_AFTER = { chargeCode: 'P2P_STD', feeType: 'FLAT', amount: '30.00', statusId: 1 };

describe('showValue', () => {
  it('shows lists, yes/no, timestamps and nested records as text', () => {
    expect(showValue(['Customer Support', 'Auditors'])).toBe('Customer Support, Auditors');
    expect(showValue(true)).toBe('Yes');
    expect(showValue(false)).toBe('No');
    expect(showValue('2026-11-21T10:42:13+05:30')).toBe('2026-11-21 10:42 AM');
    expect(showValue({ fileType: 'xlsx', records: 412 })).toBe('File type: xlsx; Records: 412');
    expect(showValue(null)).toBe('');
    expect(showValue(0)).toBe('0');
  });
});

describe('changeLines', () => {
  it('lists every property once, in order, marking the changed ones', () => {
    const lines = changeLines({ a: 1, b: 'x' }, { b: 'y', c: true });
    expect(lines.map((line) => [line.key, line.before, line.after, line.changed])).toEqual([
      ['a', '1', '', true],
      ['b', 'x', 'y', true],
      ['c', '', 'Yes', true],
    ]);
  });

  it('names what a list gains and loses', () => {
    const [groups] = changeLines({ groups: ['Customer Support', 'Operations'] }, { groups: ['Customer Support', 'Auditors'] });
    expect(groups).toMatchObject({ label: 'Groups', added: ['Auditors'], removed: ['Operations'], changed: true });
  });

  it('uses given labels before names made from the keys', () => {
    const lines = changeLines({ perTxLimit: '1.00', txTypeCode: 'P2P' }, null, { txTypeCode: 'Transaction type' });
    expect(lines.map((line) => line.label)).toEqual(['Per tx limit', 'Transaction type']);
    expect(lines.every((line) => !line.changed)).toBe(true);
  });

  it('tells an update, a create, a delete and nothing apart', () => {
    expect(changeKind({}, {})).toBe('update');
    expect(changeKind(null, {})).toBe('create');
    expect(changeKind({}, null)).toBe('delete');
    expect(changeKind(null, undefined)).toBe('none');
  });
});

describe('ChangeView', () => {
  it('shows an update side by side, the changed values marked in words', () => {
    renderView(FEE_BEFORE, FEE_AFTER, { labels: { amount: 'Fee amount' } });

    const table = screen.getByRole('table', { name: 'Requested change' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Before', 'After']);
    const amount = within(table).getByRole('row', { name: /Fee amount/ });
    expect(within(amount).getByText('Changed')).toBeInTheDocument();
    expect(within(amount).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['25.00', '30.00']);
    const code = within(table).getByRole('row', { name: /Charge code/ });
    expect(within(code).queryByText('Changed')).not.toBeInTheDocument();
    expect(screen.queryByText(/\{"/)).not.toBeInTheDocument();
  });

  it('shows a create as its new values and a delete as the values removed', () => {
    const { unmount } = renderView(null, { bankCode: '7719', bankName: 'National Savings Bank' });
    let table = screen.getByRole('table', { name: 'Requested change' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'New value']);
    expect(within(table).getByRole('row', { name: /Bank name/ })).toHaveTextContent('National Savings Bank');
    unmount();

    renderView({ id: 23, name: 'Cargills Food City' }, null);
    table = screen.getByRole('table', { name: 'Requested change' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Field', 'Removed value']);
    expect(within(table).getByRole('row', { name: /Name/ })).toHaveTextContent('Cargills Food City');
  });

  it('compact: only what changes, old to new, read as "changes to"', () => {
    renderView(FEE_BEFORE, FEE_AFTER, { compact: true });

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const line = screen.getByText(/Amount:/).closest('p') as HTMLElement;
    expect(line).toHaveTextContent('Amount: 25.00 → changes to 30.00');
    expect(screen.queryByText(/Charge code/)).not.toBeInTheDocument();
  });

  it('compact: lists say what they gain; creates and deletes name their first values', () => {
    const { unmount } = renderView({ groups: ['Customer Support'] }, { groups: ['Customer Support', 'Auditors'] }, { compact: true });
    expect(screen.getByText(/Groups:/).closest('p')).toHaveTextContent('Groups: adds Auditors');
    unmount();

    renderView(null, { bankCode: '7719', bankName: 'National Savings Bank', shortCode: 'NSB', statusId: 1, fundTranMode: 'CEFT' }, { compact: true });
    expect(screen.getByText(/New:/).closest('p')).toHaveTextContent('New: Bank code 7719, Bank name National Savings Bank, Short code NSB and 2 more');
  });

  it('says when nothing was recorded, and when an update changes nothing', () => {
    const { unmount } = renderView(null, null);
    expect(screen.getByText('No values recorded')).toBeInTheDocument();
    unmount();

    renderView(FEE_BEFORE, { ...FEE_BEFORE }, { compact: true });
    expect(screen.getByText('No differences')).toBeInTheDocument();
  });
});
