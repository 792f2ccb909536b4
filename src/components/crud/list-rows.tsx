/**
 * The body of a list page: plain table rows and cells styled by Mantine's table classes, in
 * place of the table library's own body, whose every cell is a styled component with its own
 * hooks, inline sizes and handlers. A row costs its `tr`, a `td` per column and what the column
 * renders; a re-render leaves unchanged rows alone (memoised on the row, the columns shown and
 * the handlers). The table library still owns the toolbar, the header (sizes, sorting, the
 * column menu) and the pager.
 */
import { Skeleton, Table } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import classes from './resource-table.module.css';
import { ColumnCell } from './cells';
import { RowActions, type RowActionHandlers } from './row-actions';
import type { ColumnDef } from './types';

/** The table library's id of its row actions column. */
export const ACTIONS_COLUMN = 'mrt-row-actions' as const;

/** What a row shows per column, in order: a data column, or the row actions. */
export type RowSlot<Row> = ColumnDef<Row> | typeof ACTIONS_COLUMN;

type ListRowsProps<Row> = {
  rows: Row[];
  /** The columns shown, in order. */
  slots: RowSlot<Row>[];
  handlers: RowActionHandlers<Row>;
  /** While the first answer loads: this many skeleton rows, as tall as real rows. */
  skeletonRows: number | null;
  /** Shown across the row when there are no rows. */
  empty: ReactNode;
  /** Compact density: cells do not wrap. */
  nowrap: boolean;
};

const ROW_CLASS = Table.classes.tr;
const CELL_CLASS = `${Table.classes.td} ${classes.cell}`;
const NOWRAP_CELL_CLASS = `${CELL_CLASS} ${classes.nowrap}`;

/** The rows of a list, its skeleton while it loads, or its empty message. */
export function ListRows<Row extends Record<string, unknown>>({ rows, slots, handlers, skeletonRows, empty, nowrap }: ListRowsProps<Row>) {
  if (skeletonRows !== null) {
    return Array.from({ length: skeletonRows }, (_, index) => <SkeletonRow key={index} slots={slots} />);
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
  return rows.map((row, index) => <ListRow key={index} row={row} slots={slots} handlers={handlers} nowrap={nowrap} />);
}

function ListRowOf<Row extends Record<string, unknown>>({ row, slots, handlers, nowrap }: { row: Row; slots: RowSlot<Row>[]; handlers: RowActionHandlers<Row>; nowrap: boolean }) {
  const cellClass = nowrap ? NOWRAP_CELL_CLASS : CELL_CLASS;
  return (
    <tr className={ROW_CLASS} data-striped="odd" data-hover data-with-row-border>
      {slots.map((slot) =>
        slot === ACTIONS_COLUMN ? (
          <td key={ACTIONS_COLUMN} className={cellClass}>
            <RowActions row={row} handlers={handlers} />
          </td>
        ) : (
          <td key={slot.key} className={cellClass}>
            <ColumnCell column={slot} row={row} />
          </td>
        ),
      )}
    </tr>
  );
}

const ListRow = memo(ListRowOf) as typeof ListRowOf;

/** A placeholder row: a bar per data column, and a bar as tall as the action buttons in theirs, so the real rows take its place without a shift. */
function SkeletonRow<Row>({ slots }: { slots: RowSlot<Row>[] }) {
  return (
    <tr className={ROW_CLASS} data-striped="odd" data-with-row-border>
      {slots.map((slot) => (
        <td key={slot === ACTIONS_COLUMN ? ACTIONS_COLUMN : slot.key} className={CELL_CLASS}>
          <Skeleton className={slot === ACTIONS_COLUMN ? classes.skeletonActions : classes.skeletonText} />
        </td>
      ))}
    </tr>
  );
}
