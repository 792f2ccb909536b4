import { Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT } from '../../lib/format';
import { CALENDAR_PROPS } from './calendar-props';
import { useOptions } from './sources';
import type { FilterDef, ListSearch } from './types';

export type ListFiltersProps = {
  filters: FilterDef[];
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
};

/** The filters above a list; each change goes to the URL and back to page 1. */
export function ListFilters({ filters, search, onSearchChange }: ListFiltersProps) {
  const current = search.filters ?? {};
  const set = (filter: FilterDef, value: string) => {
    // The filter's own value and those it clears (the lower steps of a cascading choice) go.
    const dropped = new Set([filter.name, ...(filter.clears ?? [])]);
    const rest = Object.fromEntries(Object.entries(current).filter(([name]) => !dropped.has(name)));
    const next = value === '' ? rest : { ...rest, [filter.name]: value };
    const { filters: _old, ...base } = search;
    onSearchChange(Object.keys(next).length > 0 ? { ...base, page: 1, filters: next } : { ...base, page: 1 });
  };
  const active = Object.keys(current).length > 0;
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filters">
      {filters.map((filter) => (
        <FilterInput key={filter.name} filter={filter} filters={current} value={current[filter.name] ?? ''} onChange={(value) => set(filter, value)} />
      ))}
      {active && (
        <Button
          variant="subtle"
          onClick={() => {
            const { filters: _old, ...base } = search;
            onSearchChange({ ...base, page: 1 });
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}

type FilterInputProps = { filter: FilterDef; filters: Record<string, string>; value: string; onChange: (value: string) => void };

function FilterInput({ filter, filters, value, onChange }: FilterInputProps) {
  const source = typeof filter.optionsFrom === 'function' ? filter.optionsFrom(filters) : filter.optionsFrom;
  const loaded = useOptions(source);
  const widget = filter.widget ?? (filter.options || filter.optionsFrom ? 'select' : 'text');
  if (widget === 'select') {
    // A filter whose choices depend on another one waits for it (e.g. a merchant for its head merchant).
    const waiting = typeof filter.optionsFrom === 'function' && source === null;
    return (
      <Select
        label={filter.label}
        data={filter.optionsFrom ? loaded.options : (filter.options ?? [])}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
        placeholder="Any"
        disabled={waiting}
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${filter.label}` }}
        searchable
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (widget === 'date') {
    return (
      <DateInput
        label={filter.label}
        valueFormat={DATE_FORMAT}
        value={value === '' ? null : dayjs(value).toDate()}
        onChange={(next) => onChange(next ? dayjs(next).format(DATE_FORMAT) : '')}
        placeholder={DATE_FORMAT.toLowerCase()}
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${filter.label}` }}
        w={160}
        popoverProps={{ withinPortal: true }}
        {...CALENDAR_PROPS}
      />
    );
  }
  // Keyed by the applied value, so the draft restarts when the URL changes (e.g. Clear filters).
  return <TextFilter key={value} label={filter.label} value={value} onChange={onChange} />;
}

/** Text filters apply on Enter or when the field is left, not on every key. */
function TextFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const apply = () => draft.trim() !== value && onChange(draft.trim());
  return (
    <TextInput
      label={label}
      value={draft}
      w={200}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    />
  );
}
