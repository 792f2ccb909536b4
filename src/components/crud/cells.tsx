import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount, formatCount, formatDate, formatDateTime } from '../../lib/format';
import type { ColumnFormat } from './types';

/**
 * Record status colours: active, inactive and pending (specification section 4). Shades
 * chosen for at least 4.5:1 text contrast (Mantine's green.9 with white is only 4.2:1).
 */
export const STATUS_VIEW: Record<number, { label: string; color: string }> = {
  1: { label: 'Active', color: 'teal.9' },
  2: { label: 'Inactive', color: 'gray.7' },
  3: { label: 'Pending', color: 'yellow.4' },
};

/** A status id as a coloured badge. */
export function StatusBadge({ statusId }: { statusId: unknown }) {
  const view = typeof statusId === 'number' ? STATUS_VIEW[statusId] : undefined;
  if (!view) return <Badge variant="outline" color="gray.7">{String(statusId ?? '')}</Badge>;
  return (
    <Badge variant="filled" color={view.color} autoContrast>
      {view.label}
    </Badge>
  );
}

/** Renders one cell value in a column's format. */
export function formatCell(value: unknown, format: ColumnFormat = 'text'): ReactNode {
  switch (format) {
    case 'date':
      return formatDate(value as string | number | null);
    case 'datetime':
      return formatDateTime(value as string | number | null);
    case 'amount':
      return formatAmount(value as string | number | null);
    case 'count':
      return formatCount(value as number | null);
    case 'status':
      return <StatusBadge statusId={value} />;
    default:
      if (value === null || value === undefined) return '';
      if (Array.isArray(value)) return value.join(', ');
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
  }
}
