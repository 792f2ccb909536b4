/**
 * Column priority: what a list keeps in view when it is wider than its place. A column's
 * priority is its own (`ColumnDef.priority`) or derived: the identifying columns (the first, and
 * the first `wide` one, e.g. a name), the first status and amounts are 1 (always shown); others
 * 2; 3 folds first. Columns that do not fit fold
 * into the column menu (shown again from there) and stay in the row's view panel.
 */
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { ColumnDef, ColumnPriority } from './types';

/** A column's priority among `columns`, given or derived from its place, width and format; the title column's is 1. */
export function priorityOf<Row>(column: ColumnDef<Row>, index: number, columns: ColumnDef<Row>[]): ColumnPriority {
  if (column.title) return 1;
  if (column.priority) return column.priority;
  const first = (test: (c: ColumnDef<Row>) => boolean) => columns.findIndex(test) === index;
  return index === 0 || column.format === 'amount' || (column.width === 'wide' && first((c) => c.width === 'wide')) || (column.format === 'status' && first((c) => c.format === 'status')) ? 1 : 2;
}

/** The keys of the columns that may fold, in the order they fold: lowest priority first, then from the right. */
export function foldOrder<Row>(columns: ColumnDef<Row>[]): string[] {
  return columns
    .map((column, index) => ({ key: column.key, priority: priorityOf(column, index, columns), index }))
    .filter((column) => column.priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map((column) => column.key);
}

/** The key of the column that names a row (`ColumnDef.title`), else the first column's: a phone's card heads with it. */
export function titleKeyOf<Row>(columns: ColumnDef<Row>[]): string | undefined {
  return (columns.find((column) => column.title) ?? columns[0])?.key;
}

/**
 * Whether lists show one card per row: below Mantine's `sm` breakpoint, as the cards' rules in
 * resource-table.module.css (the same width: change both).
 */
export const CARD_QUERY = '(max-width: 47.99em)';

/**
 * The columns folded where rows are cards: every one below priority 1. A card holds the title
 * and the key facts; the rest stays in the column menu (to be shown again) and the view panel.
 */
export function cardFold<Row>(columns: ColumnDef<Row>[]): string[] {
  return columns.filter((column, index) => priorityOf(column, index, columns) > 1).map((column) => column.key);
}

/**
 * The columns to fold for an overflow of `overflow` pixels: the first of `candidates` (in fold
 * order, each with its current width) until their widths cover it.
 */
export function columnsToFold(overflow: number, candidates: { key: string; width: number }[]): string[] {
  const fold: string[] = [];
  let rest = overflow;
  for (const { key, width } of candidates) {
    if (rest <= 0) break;
    fold.push(key);
    rest -= width;
  }
  return fold;
}

type Folded = { key: string; width: number };

/**
 * Folds columns of the table in `container` while it scrolls sideways, and unfolds them (last
 * folded first) when the container has grown past the width at which they folded. Checked in the
 * next frame after every render, before its paint (so a fold never flickers), and whenever the
 * container or its table resizes. New rows (`rows`: another page, a search, the data after the
 * skeleton) start from no fold, as the widths they need differ. `visibleKeys` are the data columns
 * shown before folding, in order; `kept` are columns the user chose to show (never folded).
 * Returns the folded keys.
 */
export function useColumnFold(container: RefObject<HTMLElement | null>, order: string[], visibleKeys: string[], kept: ReadonlySet<string>, rows: unknown): string[] {
  const [folded, setFolded] = useState<Folded[]>([]);
  const now = useRef({ order, visibleKeys, kept, folded });
  const watch = useRef<{ observer: ResizeObserver; table: Element | null } | null>(null);
  const [fitted, setFitted] = useState(rows);
  if (fitted !== rows) {
    setFitted(rows);
    if (folded.length > 0) setFolded([]);
  }

  const check = useRef(() => {
    const element = container.current;
    if (!element || element.clientWidth === 0) return;
    const { order: foldable, visibleKeys: keys, kept: shown, folded: done } = now.current;
    const overflow = element.scrollWidth - element.clientWidth;
    if (overflow > 1) {
      // The header cells of the columns shown now, in order: their widths say how many must fold.
      const foldedKeys = new Set(done.map((entry) => entry.key));
      const showing = keys.filter((key) => !foldedKeys.has(key) || shown.has(key));
      const headers = Array.from(element.querySelectorAll<HTMLElement>('thead tr:first-child > th'));
      const widthOf = new Map(showing.map((key, index) => [key, headers[index]?.offsetWidth ?? 0]));
      const candidates = foldable.filter((key) => widthOf.has(key) && !shown.has(key)).map((key) => ({ key, width: widthOf.get(key) ?? 0 }));
      const fold = columnsToFold(overflow, candidates);
      if (fold.length > 0) setFolded([...done, ...fold.map((key) => ({ key, width: element.clientWidth }))]);
      return;
    }
    const last = done[done.length - 1];
    // Grown past the width the last column folded at: show it again (it folds again if it still does not fit).
    if (last && element.clientWidth > last.width + 8) setFolded(done.slice(0, -1));
  });

  const frame = useRef(0);
  useLayoutEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    },
    [],
  );
  useLayoutEffect(() => {
    now.current = { order, visibleKeys, kept, folded };
    // Measured in the frame's animation callbacks, not in this commit: reading the widths here
    // forced the page's style and layout into the render's task (some 40 ms of a cold list's first
    // rows), where the frame would have done them anyway. The fold renders at once (flushSync), so
    // the frame paints it.
    if (frame.current === 0) {
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        flushSync(() => check.current());
      });
    }
    // The table element can be replaced (skeleton rows, then data): the new one is watched, as
    // its growth is what overflows the container, whose own size does not change.
    const table = container.current?.querySelector('table') ?? null;
    if (watch.current && watch.current.table !== table) {
      if (watch.current.table) watch.current.observer.unobserve(watch.current.table);
      if (table) watch.current.observer.observe(table);
      watch.current.table = table;
    }
  });

  useLayoutEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => check.current());
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    watch.current = { observer, table };
    return () => {
      observer.disconnect();
      watch.current = null;
    };
  }, [container]);

  // The same list while the fold is: the table's column visibility changes only when the fold does.
  return useMemo(() => folded.filter((entry) => !kept.has(entry.key)).map((entry) => entry.key), [folded, kept]);
}
