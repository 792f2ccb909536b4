/**
 * The body of a list page: plain table rows and cells styled by Mantine's table classes, in
 * place of the table library's own body, whose every cell is a styled component with its own
 * hooks, inline sizes and handlers. A row costs its `tr`, a `td` per column and what the column
 * renders; a re-render leaves unchanged rows alone (memoised on the row, the columns shown and
 * the handlers). A long list (`scroller` given) renders only the rows in its frame's view, one
 * line each, between two spacer rows. The table library still owns the toolbar, the header
 * (sizes, sorting, the column menu) and the pager.
 *
 * On a phone each row is a card (resource-table.module.css, `CARD_QUERY`): the title column
 * (`titleKey`) heads it beside the row's actions, each other cell below as its column's name
 * (`data-label`) and value. The same rows and cells: only their rules change with the width.
 */
import { Skeleton, Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import classes from './resource-table.module.css';
import { cellContent } from './cells';
import { RowActions, type RowActionHandlers } from './row-actions';
import type { ColumnDef } from './types';

/** The table library's id of its row actions column. */
export const ACTIONS_COLUMN = 'mrt-row-actions' as const;
/** The id of the column of row checkboxes (rows chosen for an action on several). */
export const SELECT_COLUMN = 'row-select' as const;

/** What a row shows per column, in order: a data column, the row actions, or the row's checkbox. */
export type RowSlot<Row> = ColumnDef<Row> | typeof ACTIONS_COLUMN | typeof SELECT_COLUMN;

/**
 * Rows chosen for an action on several (`SELECT_COLUMN`): their keys, a row's key, the change of
 * one (`keyOf` and `toggle` the same functions while the list is), and why a row cannot be chosen.
 */
export type RowChoice<Row> = { keys: ReadonlySet<string>; keyOf: (row: Row) => string; toggle: (row: Row) => void; refusal?: ((row: Row) => string | null) | undefined };

const slotKey = <Row,>(slot: RowSlot<Row>) => (slot === ACTIONS_COLUMN || slot === SELECT_COLUMN ? slot : slot.key);

type ListRowsProps<Row> = {
  rows: Row[];
  /** The columns shown, in order. */
  slots: RowSlot<Row>[];
  handlers: RowActionHandlers<Row>;
  /** While the first answer loads: this many skeleton rows, as tall as real rows. */
  skeletonRows: number | null;
  /** Shown across the row when there are no rows. */
  empty: ReactNode;
  /** The rows' density: compact rows keep to one line. */
  density: 'xs' | 'md' | 'xl';
  /** A long list's scrolling frame: only the rows in its view are rendered. */
  scroller?: RefObject<HTMLElement | null>;
  /** The column that names a row: its card's heading on a phone (`titleKeyOf`). */
  titleKey?: string;
  /** With a `SELECT_COLUMN` slot: which rows are chosen, and the change of one. */
  choice?: RowChoice<Row>;
  /** Rows whose delete waits for its undo time: drawn in place, struck through, without actions. */
  leaving?: RowsLeaving<Row>;
};

/** Rows whose delete waits for its undo time: their keys and a row's key. */
export type RowsLeaving<Row> = { keys: ReadonlySet<string>; keyOf: (row: Row) => string };

const ROW_CLASS = Table.classes.tr;
const STRIPED_ROW_CLASS = `${ROW_CLASS} ${classes.striped}`;
const CELL_CLASS = `${Table.classes.td} ${classes.cell}`;
const NOWRAP_CELL_CLASS = `${CELL_CLASS} ${classes.nowrap}`;
const ACTIONS_CELL_CLASS = `${CELL_CLASS} ${classes.cardActions}`;
const NOWRAP_ACTIONS_CELL_CLASS = `${NOWRAP_CELL_CLASS} ${classes.cardActions}`;

/** A data cell's class: the card's title is the title column's. */
const dataCellClass = (base: string, key: string, titleKey: string | undefined, format?: string) =>
  [base, key === titleKey ? classes.cardTitle : '', format === 'amount' ? classes.amount : ''].filter(Boolean).join(' ');

/** The rows of a list, its skeleton while it loads, or its empty message. */
export function ListRows<Row extends Record<string, unknown>>({ rows, slots, handlers, skeletonRows, empty, density, scroller, titleKey, choice, leaving }: ListRowsProps<Row>) {
  if (skeletonRows !== null) {
    return Array.from({ length: skeletonRows }, (_, index) => <SkeletonRow key={index} slots={slots} striped={index % 2 === 0} titleKey={titleKey} />);
  }
  if (rows.length === 0) {
    return (
      <tr className={ROW_CLASS}>
        <td className={classes.emptyCell} colSpan={slots.length}>
          {empty}
        </td>
      </tr>
    );
  }
  // Another density, another row height: measured afresh.
  if (scroller) return <VirtualRows key={density} rows={rows} slots={slots} handlers={handlers} scroller={scroller} titleKey={titleKey} choice={choice} leaving={leaving} />;
  return rows.map((row, index) => (
    <ListRow
      key={index}
      row={row}
      slots={slots}
      handlers={handlers}
      nowrap={density === 'xs'}
      striped={index % 2 === 0}
      titleKey={titleKey}
      onToggle={choice?.toggle}
      chosen={choice?.keys.has(choice.keyOf(row)) ?? false}
      refusal={choice?.refusal?.(row) ?? null}
      gone={leaving?.keys.has(leaving.keyOf(row)) ?? false}
    />
  ));
}

/** A first guess of a row's height (the medium density with action buttons); the first row rendered gives the real one. */
const ROW_HEIGHT_GUESS = 55;

/**
 * The rows in the frame's view and a few beyond, between spacer rows as tall as the rows left
 * out. Rows keep to one line, so every row is as tall as the first: heights are measured once,
 * not per row while scrolling.
 */
function VirtualRows<Row extends Record<string, unknown>>({
  rows,
  slots,
  handlers,
  scroller,
  titleKey,
  choice,
  leaving,
}: {
  rows: Row[];
  slots: RowSlot<Row>[];
  handlers: RowActionHandlers<Row>;
  scroller: RefObject<HTMLElement | null>;
  titleKey: string | undefined;
  choice?: RowChoice<Row> | undefined;
  leaving?: RowsLeaving<Row> | undefined;
}) {
  const rowHeight = useRef<{ px: number; measured: boolean }>({ px: ROW_HEIGHT_GUESS, measured: false });
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders this component itself on scroll
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight.current.px, overscan: 6 });
  const first = useRef<HTMLTableRowElement | null>(null);
  useLayoutEffect(() => {
    if (rowHeight.current.measured) return;
    const height = first.current?.getBoundingClientRect().height ?? 0;
    if (height === 0) return;
    rowHeight.current = { px: height, measured: true };
    if (Math.abs(height - ROW_HEIGHT_GUESS) > 0.5) virtualizer.measure();
  });
  // The frame's element is attached after this component's layout effects, where the
  // virtualizer looks for it: once it is, the virtualizer is told to look again.
  useEffect(() => {
    if (virtualizer.scrollElement !== scroller.current) virtualizer.measure();
  }, [virtualizer, scroller]);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {before > 0 && <SpacerRow height={before} span={slots.length} />}
      {items.map((item, position) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <ListRow
            key={item.index}
            rowRef={position === 0 ? first : undefined}
            row={row}
            slots={slots}
            handlers={handlers}
            nowrap
            striped={item.index % 2 === 0}
            titleKey={titleKey}
            onToggle={choice?.toggle}
            chosen={choice?.keys.has(choice.keyOf(row)) ?? false}
            refusal={choice?.refusal?.(row) ?? null}
            gone={leaving?.keys.has(leaving.keyOf(row)) ?? false}
          />
        );
      })}
      {after > 0 && <SpacerRow height={after} span={slots.length} />}
    </>
  );
}

function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden className={classes.spacerRow}>
      <td className={classes.spacer} colSpan={span} style={{ height }} />
    </tr>
  );
}

type ListRowProps<Row> = {
  row: Row;
  slots: RowSlot<Row>[];
  handlers: RowActionHandlers<Row>;
  nowrap: boolean;
  striped: boolean;
  rowRef?: RefObject<HTMLTableRowElement | null>;
  titleKey: string | undefined;
  onToggle?: (row: Row) => void;
  /** Whether the row is chosen (a prop of its own, so a change re-renders only the rows it changes). */
  chosen: boolean;
  /** Why the row cannot be chosen (its checkbox disabled, this its hint), or null. */
  refusal?: string | null;
  /** Whether the row's delete waits for its undo time: struck through, no actions, not choosable. */
  gone?: boolean;
};

function ListRowOf<Row extends Record<string, unknown>>({ row, slots, handlers, nowrap, striped, rowRef, titleKey, onToggle, chosen, refusal = null, gone = false }: ListRowProps<Row>) {
  const cellClass = nowrap ? NOWRAP_CELL_CLASS : CELL_CLASS;
  const rowClass = striped ? STRIPED_ROW_CLASS : ROW_CLASS;
  return (
    <tr ref={rowRef} className={gone ? `${rowClass} ${classes.leaving}` : rowClass} data-hover data-with-row-border data-selected={chosen || undefined}>
      {slots.map((slot) =>
        slot === ACTIONS_COLUMN ? (
          <td key={ACTIONS_COLUMN} className={nowrap ? NOWRAP_ACTIONS_CELL_CLASS : ACTIONS_CELL_CLASS}>
            {gone ? <span className={classes.leavingNote}>Being deleted</span> : <RowActions row={row} handlers={handlers} />}
          </td>
        ) : slot === SELECT_COLUMN ? (
          <td key={SELECT_COLUMN} className={cellClass} data-label="Select">
            {/* A plain checkbox: a list shows one per row. */}
            <input
              type="checkbox"
              className={classes.rowCheck}
              checked={chosen && refusal === null}
              disabled={gone || refusal !== null}
              title={refusal ?? undefined}
              aria-label={`Select ${handlers.rowName(row)}`}
              onChange={() => onToggle?.(row)}
            />
          </td>
        ) : (
          dataCell(slot.key, slot.header, dataCellClass(cellClass, slot.key, titleKey, slot.format), cellContent(slot, row, handlers.rowName(row)))
        ),
      )}
    </tr>
  );
}

const ListRow = memo(ListRowOf) as typeof ListRowOf;

/** Text longer than this, or with an unbroken run as long as `LONG_RUN`, is a long value. */
const LONG_TEXT = 40;
const LONG_RUN = /\S{25}/;

/** Whether a cell's text is long: it wraps (or, on one line, ends in an ellipsis) within a bounded width. */
function isLongText(text: string): boolean {
  return text.length > LONG_TEXT || (text.length >= 25 && LONG_RUN.test(text));
}

/**
 * A data cell. A long text value has the whole value as the cell's native title (and in the view
 * panel). One with an unbroken run (a 60-character name without a space) also keeps to a bounded
 * width and may break anywhere (`classes.long`): left to the table, its column took the width of
 * the run and the column fold moved every other column into the menu, for every row. Text with
 * spaces wraps at them, never inside a word. A plain call, not a component: a row renders one per
 * column. `label` (the column's name) is what a phone's card shows before the value.
 */
function dataCell(key: string, label: string, className: string, content: ReactNode) {
  const long = typeof content === 'string' && isLongText(content);
  const unbroken = long && LONG_RUN.test(content);
  return (
    <td key={key} className={unbroken ? `${className} ${classes.long}` : className} title={long ? content : undefined} data-label={label}>
      {content}
    </td>
  );
}

/** A placeholder row: a bar per data column, and a bar as tall as the action buttons in theirs, so the real rows take its place without a shift. */
function SkeletonRow<Row>({ slots, striped, titleKey }: { slots: RowSlot<Row>[]; striped: boolean; titleKey: string | undefined }) {
  return (
    <tr className={striped ? STRIPED_ROW_CLASS : ROW_CLASS} data-with-row-border>
      {slots.map((slot) => (
        <td key={slotKey(slot)} className={slot === ACTIONS_COLUMN ? ACTIONS_CELL_CLASS : slot === SELECT_COLUMN ? CELL_CLASS : dataCellClass(CELL_CLASS, slot.key, titleKey)}>
          {slot !== SELECT_COLUMN && <Skeleton className={slot === ACTIONS_COLUMN ? classes.skeletonActions : classes.skeletonText} />}
        </td>
      ))}
    </tr>
  );
}
