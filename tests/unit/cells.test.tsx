import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatCell, StatusBadge } from '../../src/components/crud/cells';

const renderCell = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

describe('formatCell', () => {
  it.each<[unknown, string]>([
    ['Bank of Ceylon', 'Bank of Ceylon'],
    [7010, '7010'],
    [true, 'Yes'],
    [false, 'No'],
    [['ATM', 'CDM'], 'ATM, CDM'],
    [null, ''],
    [undefined, ''],
    [{ a: 1 }, '{"a":1}'],
  ])('shows %j as text %j', (value, text) => {
    expect(formatCell(value)).toBe(text);
  });

  it('applies the date, amount and count formats', () => {
    expect(formatCell('121875', 'amount')).toBe('121,875.00');
    expect(formatCell(1204, 'count')).toBe('1,204');
  });

  it('never breaks a date at its hyphens, nor a time inside it', () => {
    const { container } = renderCell(
      <>
        <p>{formatCell('2026-11-20T09:15:00+05:30', 'datetime')}</p>
        <p>{formatCell('2026-11-20T09:15:00+05:30', 'date')}</p>
        <p>{formatCell('garbage', 'datetime')}</p>
      </>,
    );
    const [datetime, date, garbage] = [...container.querySelectorAll('p')];
    expect(datetime).toHaveTextContent('2026-11-20 09:15 AM');
    expect(date).toHaveTextContent('2026-11-20');
    expect(garbage).toHaveTextContent('');
    const unbroken = [...container.querySelectorAll('span')].filter((span) => /oneLine/.test(span.className)).map((span) => span.textContent);
    expect(unbroken).toEqual(['2026-11-20', '09:15 AM', '2026-11-20', '']);
  });

  it('shows a status id as its label', () => {
    renderCell(formatCell(3, 'status'));
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it.each([
    [1, 'Active'],
    [2, 'Inactive'],
    [3, 'Pending'],
  ])('shows status %i as %s', (statusId, label) => {
    renderCell(<StatusBadge statusId={statusId} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows an unknown status as it is', () => {
    renderCell(<StatusBadge statusId={26} />);
    expect(screen.getByText('26')).toBeInTheDocument();
  });
});
