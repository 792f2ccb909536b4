import { Button } from '@mantine/core';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { ListFilters } from '../crud/list-filters';
import { labelOf, useOptions } from '../crud/sources';
import type { FilterDef, ListSearch } from '../crud/types';
import { DateRangeFilter } from './date-range-filter';
import { periodText } from './date-range';
import classes from './report-filters.module.css';

export type ReportFiltersProps = {
  /** The report's title: the filters are "<title> filters". */
  title: string;
  /** Whether the report has the date range (`fromDate`, `toDate`). */
  dateRange: boolean;
  filters: FilterDef[];
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** Controls at the end of the Filters line (the report's downloads). */
  aside?: ReactNode;
};

/**
 * A report's filters, folded: a "Filters" button and a one-line summary of what applies
 * ("Period: Last 7 days · Status: Success"); the button opens the date range and the report's
 * filters under it. Folded when the page opens: the report has already run with the filters of
 * the address, so its rows take the screen (at 1366×768 the open filters left about one row in
 * view). Opened, they stay open while the person changes one filter after another; the button
 * folds them again. `aside` (the downloads) ends the line; the open filters are the search landmark.
 */
export function ReportFilters({ title, dateRange, filters, search, onSearchChange, aside }: ReportFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const values = search.filters ?? {};
  const active = filters.filter((filter) => (values[filter.name] ?? '') !== '');
  return (
    <div className={classes.filters}>
      <div className={open ? `${classes.bar} ${classes.open}` : classes.bar}>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} className={classes.chevron} aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((now) => !now)}
        >
          Filters
        </Button>
        <ul className={classes.summary} aria-label="Filters applied">
          {dateRange && <SummaryItem name="Period">{periodText({ fromDate: values.fromDate, toDate: values.toDate, period: values.period })}</SummaryItem>}
          {active.map((filter) => (
            <FilterSummary key={filter.name} filter={filter} values={values} />
          ))}
          {!dateRange && active.length === 0 && <li>No filters</li>}
        </ul>
        {aside && <div className={classes.aside}>{aside}</div>}
      </div>
      {open && (
        <div id={panelId} role="search" aria-label={`${title} filters`} className={classes.panel}>
          {dateRange && <DateRangeFilter search={search} onSearchChange={onSearchChange} />}
          {filters.length > 0 && <ListFilters filters={filters} search={search} onSearchChange={onSearchChange} />}
        </div>
      )}
    </div>
  );
}

function SummaryItem({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <span className={classes.name}>{name}:</span> {children}
    </li>
  );
}

/** An applied filter and its value, by its choice's name (loaded as the filter loads its choices). */
function FilterSummary({ filter, values }: { filter: FilterDef; values: Record<string, string> }) {
  const source = typeof filter.optionsFrom === 'function' ? filter.optionsFrom(values) : filter.optionsFrom;
  const loaded = useOptions(source);
  const value = values[filter.name] ?? '';
  const options = filter.optionsFrom ? loaded.options : (filter.options ?? []);
  const complete = !filter.optionsFrom || (!loaded.loading && !loaded.failed);
  return <SummaryItem name={filter.label}>{labelOf(options, value, complete)}</SummaryItem>;
}
