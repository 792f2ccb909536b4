import { NativeSelect } from '@mantine/core';
import type { MRT_PaginationState } from 'mantine-react-table';
import { memo, useCallback, useId, type RefObject } from 'react';
import { formatCount } from '../../lib/format';
import { PAGE_SIZES } from './list-search';
import { actionClass } from './row-actions';
import classes from './resource-table.module.css';

export type ListPagerProps = {
  /** False: the list is not paged; the strip under the table stays, empty. */
  paged: boolean;
  /** The page shown, from 1. */
  page: number;
  size: number;
  total: number;
  /** Asks for a page (its index from 0) and size: the table library's pagination state. */
  onChange: (next: MRT_PaginationState) => void;
  /** The strip's element, for the table library, which sizes a sticky-header list's frame from it. */
  frameRef: RefObject<HTMLDivElement | null>;
};

/**
 * A list's pager, under its table: "Rows per page" (the browser's own select: choosing a size
 * renders nothing of it, where a Mantine select rendered and closed its list, some 150
 * components and 30 ms of each size change), the rows shown ("11-20 of 1,287") and the first,
 * previous, next and last page buttons (plain buttons with the row actions' icons). Memoised on
 * what it shows: a list's answer or a render of its screen leaves it alone, and a new page
 * renders the count and the buttons, not the select. It replaces the table library's pager,
 * which rendered its 76 components twice for each page.
 */
export const ListPager = memo(function ListPager({ paged, page, size, total, onChange, frameRef }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  const first = (page - 1) * size;
  const last = Math.min(first + size, total);
  const onSize = useCallback((next: number) => onChange({ pageIndex: 0, pageSize: next }), [onChange]);
  const toPage = (index: number) => () => onChange({ pageIndex: index, pageSize: size });
  const atStart = page <= 1;
  const atEnd = last >= total;
  const id = useId();
  return (
    <div ref={frameRef} className={classes.bottomToolbar}>
      {paged && (
        <>
          <div className={classes.pageSize}>
            <label htmlFor={id}>Rows per page</label>
            <PageSize id={id} size={size} onSize={onSize} />
          </div>
          <span>{`${last === 0 ? 0 : formatCount(first + 1)}-${formatCount(last)} of ${formatCount(total)}`}</span>
          <div className={classes.pageButtons}>
            <PageButton label="Go to first page" icon={FIRST} disabled={atStart} onClick={toPage(0)} />
            <PageButton label="Go to previous page" icon={PREVIOUS} disabled={atStart} onClick={toPage(page - 2)} />
            <PageButton label="Go to next page" icon={NEXT} disabled={atEnd} onClick={toPage(page)} />
            <PageButton label="Go to last page" icon={LAST} disabled={atEnd} onClick={toPage(pages - 1)} />
          </div>
        </>
      )}
    </div>
  );
});

const FIRST = actionClass(classes.chevronLeftPipe, classes.pageButton);
const PREVIOUS = actionClass(classes.chevronLeft, classes.pageButton);
const NEXT = actionClass(classes.chevronRight, classes.pageButton);
const LAST = actionClass(classes.chevronRightPipe, classes.pageButton);

function PageButton({ label, icon, disabled, onClick }: { label: string; icon: string; disabled: boolean; onClick: () => void }) {
  return <button type="button" className={icon} aria-label={label} title={label} disabled={disabled} onClick={onClick} />;
}

const SIZES = PAGE_SIZES.map(String);

/** The page size select (the browser's own): renders again only for another size. */
const PageSize = memo(function PageSize({ id, size, onSize }: { id: string; size: number; onSize: (size: number) => void }) {
  return <NativeSelect id={id} className={classes.pageSizeSelect} data={SIZES} value={String(size)} onChange={(event) => onSize(Number(event.currentTarget.value))} />;
});
