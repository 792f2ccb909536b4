import { ActionIcon, Badge, Group, Image, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { memo, useState, type ReactNode } from 'react';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { formatAmount, formatCount, formatDate, formatDateTime } from '../../lib/format';
import { isMaskKind, maskValue, type MaskKind } from '../../lib/mask';
import { STATUS_VIEW } from './status';
import { labelOf, useOptions } from './sources';
import type { ColumnDef, ColumnFormat, OptionSource } from './types';

/** A status id as a coloured badge: a record status (1-3), or one of `states` when the column has its own. */
export function StatusBadge({ statusId, states }: { statusId: unknown; states?: ColumnDef<Record<string, unknown>>['statuses'] }) {
  const view = states ? states[String(statusId)] : typeof statusId === 'number' ? STATUS_VIEW[statusId] : undefined;
  if (!view) return <Badge variant="outline" color="gray.7">{String(statusId ?? '')}</Badge>;
  return (
    <Badge variant="filled" color={view.color} autoContrast>
      {view.label}
    </Badge>
  );
}

/** Renders one cell value in a column's format. */
export function formatCell(value: unknown, format: ColumnFormat = 'text', states?: ColumnDef<Record<string, unknown>>['statuses']): ReactNode {
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
      return <StatusBadge statusId={value} states={states} />;
    case 'card':
    case 'account':
    case 'nic':
    case 'mobile':
    case 'email':
      return maskValue(format, value);
    case 'image':
      return typeof value === 'string' && value !== '' ? <Image src={value} alt="" h={36} w="auto" fit="contain" radius="sm" /> : '';
    default:
      if (value === null || value === undefined) return '';
      if (Array.isArray(value)) return value.join(', ');
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
  }
}

/**
 * One column's cell for a row: its custom render, the label of a code, or the value in the
 * column's format. Memoised: a table re-render leaves the cells of unchanged rows alone.
 */
export const ColumnCell = memo(ColumnCellOf) as typeof ColumnCellOf;

function ColumnCellOf<Row extends Record<string, unknown>>({ column, row }: { column: ColumnDef<Row>; row: Row }) {
  if (column.render) return <>{column.render(row)}</>;
  const value = row[column.key];
  if (column.empty !== undefined && (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))) return <>{column.empty}</>;
  if (column.labels) return <LabelCell source={column.labels} value={row[column.key]} />;
  if (isMaskKind(column.format) && column.reveal !== undefined && column.format !== 'card') {
    return <MaskedValue kind={column.format} value={value} name={column.header} reveal={column.reveal} />;
  }
  return <>{formatCell(row[column.key], column.format, column.statuses)}</>;
}

/**
 * A masked value with a control that shows it in full to a person holding `reveal`, one value
 * at a time; the change is announced to assistive technology. Others see only the mask.
 */
export function MaskedValue({ kind, value, name, reveal }: { kind: MaskKind; value: unknown; name: string; reveal: string | readonly string[] }) {
  const user = useSessionUser();
  const [shown, setShown] = useState(false);
  const masked = maskValue(kind, value);
  if (masked === '') return null;
  if (!isAllowed(user?.permissions, reveal)) return <>{masked}</>;
  const full = typeof value === 'string' ? value : String(value as number);
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <span>{shown ? full : masked}</span>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="sm"
        aria-label={shown ? `Hide ${name}` : `Show ${name}`}
        aria-pressed={shown}
        onClick={(event) => {
          // The row's own click opens the record: showing a value is not that.
          event.stopPropagation();
          setShown((now) => !now);
        }}
      >
        {shown ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
      </ActionIcon>
      <VisuallyHidden aria-live="polite">{shown ? `${name} shown` : ''}</VisuallyHidden>
    </Group>
  );
}

/** The label of a code (or of each code of a list) from its choices, e.g. a segment's name for its code, outside a list too. */
export function LabelCell({ source, value }: { source: OptionSource; value: unknown }) {
  const { options } = useOptions(source);
  if (value === null || value === undefined) return null;
  return <>{Array.isArray(value) ? value.map((item) => labelOf(options, item)).join(', ') : labelOf(options, value)}</>;
}
