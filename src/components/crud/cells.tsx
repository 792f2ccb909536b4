import { Badge, Image, VisuallyHidden, useMantineTheme, type MantineTheme } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useContext, useState, type CSSProperties, type ReactNode } from 'react';
import { isUnreadable } from '../../api/deviations';
import { failureText } from '../../api/errors';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { formatAmount, formatCount, formatDate, formatDateTime } from '../../lib/format';
import { codeText, knownEntry, UNKNOWN_VALUE } from '../../lib/known-codes';
import { UNKNOWN_TITLE, UnknownValue } from '../unknown-value';
import { isMaskKind, maskValue, type MaskKind } from '../../lib/mask';
import { notifyError } from '../../lib/notify';
import { safeUrl } from '../../lib/safe-url';
import classes from './resource-table.module.css';
import { DisclosureScope, useDisclosureRecorder } from './disclosure';
import { actionClass } from './row-actions';
import { STATUS_VIEW } from './status';
import { useCanOpenPage } from './page-actions';
import { labelOf, refText, useOptions } from './sources';
import type { ColumnDef, ColumnFormat, OptionSource, RecordRef } from './types';

/**
 * A status id as a coloured badge: a record status (1-3), or one of `states` when the column has
 * its own. A status the console does not know is shown as it came in a neutral outline badge,
 * marked "unknown value".
 */
export function StatusBadge({ statusId, states }: { statusId: unknown; states?: ColumnDef<Record<string, unknown>>['statuses'] }) {
  const theme = useMantineTheme();
  const view = knownEntry(states ?? STATUS_VIEW, statusId);
  if (statusId === null || statusId === undefined || statusId === '') return null;
  const [variant, color] = view ? (['filled', view.color] as const) : (['outline', 'gray.7'] as const);
  // Mantine's Badge as plain elements (its classes, its colours; a flex row, not its grid): a list shows one per row.
  return (
    <span className={BADGE_ROOT} data-variant={variant} style={badgeColours(theme, variant, color)} title={view ? undefined : UNKNOWN_TITLE}>
      <span className={BADGE_LABEL}>
        {view ? view.label : codeText(statusId)}
        {!view && <span className={VisuallyHidden.classes.root}> ({UNKNOWN_VALUE})</span>}
      </span>
    </span>
  );
}

/** A code's label from `map`, or the code marked as unknown (`UnknownValue`) when the map does not know it. */
export function CodeLabel<K extends PropertyKey>({ map, code }: { map: Readonly<Record<K, string | { readonly label: string }>>; code: unknown }) {
  const entry = knownEntry<K, string | { readonly label: string }>(map, code);
  if (entry === undefined) return <UnknownValue code={code} />;
  return <>{typeof entry === 'string' ? entry : entry.label}</>;
}

const BADGE_ROOT = `${Badge.classes.root} mantine-Badge-root ${classes.statusBadge}`;
const BADGE_LABEL = `${Badge.classes.label} mantine-Badge-label`;
const badgeCache = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/** The colour variables Mantine's Badge sets for `variant` and `color` (contrast-adjusted text), computed once per theme and colour. */
function badgeColours(theme: MantineTheme, variant: 'filled' | 'outline', color: string): CSSProperties {
  let cache = badgeCache.get(theme);
  if (!cache) {
    cache = new Map<string, CSSProperties>();
    badgeCache.set(theme, cache);
  }
  const key = `${variant}:${color}`;
  const known = cache.get(key);
  if (known) return known;
  const colours = theme.variantColorResolver({ color, theme, variant, autoContrast: true });
  const style = { '--badge-bg': colours.background, '--badge-color': colours.color, '--badge-bd': colours.border } as CSSProperties;
  cache.set(key, style);
  return style;
}

/** How much of a refused image address a cell shows. */
const REFUSED_TEXT = 60;

/** A formatted date and time ("2026-11-20 09:15 AM"): the date and the time each kept on one line. */
function DateTime({ text }: { text: string }) {
  const space = text.indexOf(' ');
  if (space < 0) return <span className={classes.oneLine}>{text}</span>;
  return (
    <span>
      <span className={classes.oneLine}>{text.slice(0, space)}</span> <span className={classes.oneLine}>{text.slice(space + 1)}</span>
    </span>
  );
}

/** What an answer's value the console cannot read says to screen readers and in its title. */
export const UNREADABLE_TEXT = 'Unreadable value';

/**
 * The mark of a value the console could not read (of another type than the contract's, or
 * missing): a neutral dash, read out as "Unreadable value". Plain elements: a list shows one per cell.
 */
export function UnreadableMark() {
  return (
    <span className={classes.unreadable} title={UNREADABLE_TEXT}>
      <span aria-hidden>—</span>
      <span className={VisuallyHidden.classes.root}>{UNREADABLE_TEXT}</span>
    </span>
  );
}

/** Renders one cell value in a column's format. */
export function formatCell(value: unknown, format: ColumnFormat = 'text', states?: ColumnDef<Record<string, unknown>>['statuses']): ReactNode {
  if (isUnreadable(value)) return <UnreadableMark />;
  switch (format) {
    // A narrow column never breaks a date at its hyphens (nor a time inside it); date and time may go on two lines.
    case 'date':
      return <span className={classes.oneLine}>{formatDate(value as string | number | null)}</span>;
    case 'datetime':
      return <DateTime text={formatDateTime(value as string | number | null)} />;
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
    case 'image': {
      if (typeof value !== 'string' || value === '') return '';
      const url = safeUrl(value);
      // An address the allow-list refuses (a `data:` or `javascript:` value) is shown as text, cut short.
      return url ? <Image src={url} alt="" h={36} w="auto" fit="contain" radius="sm" /> : value.length > REFUSED_TEXT ? `${value.slice(0, REFUSED_TEXT)}…` : value;
    }
    default:
      if (value === null || value === undefined) return '';
      if (Array.isArray(value)) return value.join(', ');
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
  }
}

/**
 * One column's cell for a row: its custom render, the label of a code, or the value in the
 * column's format. A plain call, not a component of its own: a list row (memoised already)
 * renders one per column, and a component per cell would double the work of a page of rows.
 */
export function cellContent<Row extends Record<string, unknown>>(column: ColumnDef<Row>, row: Row, record?: string): ReactNode {
  // A row or value the console could not read costs its cell only; so does a render that cannot cope with what came.
  const value: unknown = isUnreadable(row) ? row : row[column.key];
  if (isUnreadable(value)) return <UnreadableMark />;
  if (column.render) {
    try {
      return column.render(row);
    } catch {
      return <UnreadableMark />;
    }
  }
  if (column.empty !== undefined && (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))) return column.empty;
  if (column.labels) return <LabelCell source={column.labels} value={value} />;
  if (column.refers) return <RecordRefCell refers={column.refers} row={row} value={value} />;
  if (isMaskKind(column.format) && column.reveal !== undefined && column.format !== 'card') {
    return <MaskedValue kind={column.format} value={value} name={column.header} reveal={column.reveal} record={record} />;
  }
  return formatCell(value, column.format, column.statuses);
}

/** `cellContent` as a component: one value outside a list (the record view). */
export function ColumnCell<Row extends Record<string, unknown>>({ column, row, record }: { column: ColumnDef<Row>; row: Row; record?: string }) {
  return <>{cellContent(column, row, record)}</>;
}

/**
 * A masked value with a control that shows it in full to a person holding `reveal`, one value
 * at a time, once the reveal is recorded (`DisclosureRecorder`; a failed record shows nothing
 * and says why); the change is announced to assistive technology. Others see only the mask.
 * `record` names the record the value belongs to (the list's row name).
 */
export function MaskedValue({ kind, value, name, reveal, record = '' }: { kind: MaskKind; value: unknown; name: string; reveal: string | readonly string[]; record?: string }) {
  const user = useSessionUser();
  const recorder = useDisclosureRecorder();
  const resource = useContext(DisclosureScope);
  const [state, setState] = useState<'masked' | 'recording' | 'shown'>('masked');
  const masked = maskValue(kind, value);
  if (masked === '') return null;
  if (!recorder || !isAllowed(user?.permissions, reveal)) return <>{masked}</>;
  const full = typeof value === 'string' ? value : String(value as number);
  const shown = state === 'shown';
  const show = () => {
    setState('recording');
    recorder({ action: 'REVEAL', resource, target: record, fields: [name] }).then(
      () => setState('shown'),
      (error: unknown) => {
        setState('masked');
        notifyError(`${name} stays masked: showing it could not be recorded. ${failureText(error)}`);
      },
    );
  };
  // Plain elements (not Mantine's ActionIcon and Group): a list shows one per row and column.
  return (
    <span className={classes.masked}>
      <span>{shown ? full : masked}</span>
      <button
        type="button"
        className={actionClass(shown ? classes.eyeOff : classes.eye, classes.reveal)}
        title={shown ? `Hide ${name}` : `Show ${name} (recorded in the audit trail)`}
        aria-label={shown ? `Hide ${name}` : `Show ${name}`}
        aria-pressed={shown}
        disabled={state === 'recording'}
        onClick={(event) => {
          // The row's own click opens the record: showing a value is not that.
          event.stopPropagation();
          if (shown) setState('masked');
          else show();
        }}
      />
      <span className={VisuallyHidden.classes.root} aria-live="polite">
        {shown ? `${name} shown` : ''}
      </span>
    </span>
  );
}

/** The label of a code (or of each code of a list) from its choices, e.g. a segment's name for its code, outside a list too. */
export function LabelCell({ source, value }: { source: OptionSource; value: unknown }) {
  const { options, loading, failed, withheld } = useOptions(source);
  if (value === null || value === undefined) return null;
  const complete = !loading && !failed && !withheld;
  return <>{Array.isArray(value) ? value.map((item) => labelOf(options, item, complete)).join(', ') : labelOf(options, value, complete)}</>;
}

/**
 * The record a code names (`ColumnDef.refers`): "Bank of Ceylon (7010)", a link to its page for a
 * user who may open that page, text for others; the code alone while the names load or when they do not know it.
 */
export function RecordRefCell<Row>({ refers, row, value }: { refers: RecordRef<Row>; row: Row; value: unknown }) {
  const { options } = useOptions(refers.names);
  const canOpen = useCanOpenPage();
  if (value === null || value === undefined || value === '') return null;
  const code = typeof value === 'string' ? value : String(value as number);
  const text = refText(options, refers.keyOf ? refers.keyOf(row) : code, code);
  if (!canOpen(refers.pageId)) return <>{text}</>;
  return (
    <Link {...refers.link(code, row)} className={classes.refLink}>
      {text}
    </Link>
  );
}
