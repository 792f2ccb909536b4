import type { LinkOptions } from '@tanstack/react-router';
import type { DownloadCall } from '../../api/download';
import type { Page } from '../../api/envelope';
import type { ColumnDef, FilterDef, ListQuery, ListSearch, PermissionNeed } from '../crud/types';

/** The file formats a report download offers (the contract's `fileType`). */
export type ReportFileType = 'pdf' | 'xlsx' | 'csv';

/**
 * A figure added up over the rows shown, e.g. the transactions of every day of the range;
 * `where` keeps only the rows the figure means (e.g. the credited remittances, not the failed
 * ones), and its label says which.
 */
export type ReportTotal<Row> = { key: keyof Row & string; label: string; format: 'amount' | 'count'; where?: (row: Row) => boolean };

/**
 * A chart of the rows shown, one bar group per row (a day, a month): the series share a unit
 * (counts or amounts). Drawn as SVG (`PeriodChart`), with a tooltip per period.
 */
export type ReportChart<Row> = {
  title: string;
  /** The row's period as shown on the axis, e.g. `2026-11-21` or `Nov 2026`. */
  period: (row: Row) => string;
  series: { key: keyof Row & string; label: string; color: string }[];
  unit: 'count' | 'amount';
};

/**
 * A report: data that describes one report screen, rendered by `ReportScreen` like a resource
 * definition. Filters (and the date range) live in the URL, so a link reproduces the report;
 * the download sends the same filters and names the file from the server's answer.
 */
export type ReportDefinition<Row, Raw = unknown> = {
  /** Stable id, also the key of the column choices remembered per user. */
  id: string;
  title: string;
  /** One row's name, e.g. "Transaction". */
  singular: string;
  rowKey: (row: Row) => string;
  list: {
    query: (search: ListSearch) => ListQuery<Raw>;
    select: (raw: Raw) => Page<Row>;
    /** False when one call answers the whole report (e.g. the twelve months of a year): no pager. */
    paged?: boolean;
  };
  columns: ColumnDef<Row>[];
  /** Whether the report has the date range filter with presets (`fromDate`, `toDate`, `period` in `search.filters`). */
  dateRange: boolean;
  /** The report's own filters beside the date range. */
  filters?: FilterDef[];
  /** Free-text search (default false: a report is read through its filters). */
  searchable?: boolean;
  /** Figures that add up over the rows (of the page, or of the whole report when it fits one page). */
  totals?: ReportTotal<Row>[];
  charts?: ReportChart<Row>[];
  rowLinks?: { label: string; link: (row: Row) => LinkOptions }[];
  download: {
    formats: readonly ReportFileType[];
    /** The generated download call for a format and the current filters. */
    call: (fileType: ReportFileType, search: ListSearch) => DownloadCall;
    /** Records a download may hold (412 above it); null when the report has no limit. Default 500. */
    limit?: number | null;
    /** Permission needed to download (besides opening the page). */
    permission?: PermissionNeed;
  };
};
