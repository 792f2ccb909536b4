import { Group, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../lib/format';
import { CALENDAR_PROPS } from '../crud/calendar-props';
import type { ListSearch } from '../crud/types';
import { DATE_PRESETS, presetOf, presetRange, type DatePreset } from './date-range';

const CUSTOM = 'custom';

/**
 * A report's date range: a preset (today, last 7 days, this month...) or any two days. Both
 * dates go to the URL (`filters.fromDate`, `filters.toDate`), with the preset chosen
 * (`filters.period`) so that the choice, and a link to it, keeps its name; a day typed or picked
 * makes the range custom. The report goes back to page 1.
 */
export function DateRangeFilter({ search, onSearchChange }: { search: ListSearch; onSearchChange: (next: ListSearch) => void }) {
  const filters = search.filters ?? {};
  const from = filters.fromDate ?? '';
  const to = filters.toDate ?? '';
  const preset = presetOf({ fromDate: from, toDate: to, period: filters.period });
  const apply = (changes: Record<string, string>) => {
    const next = { ...filters, ...changes };
    const kept = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== ''));
    const { filters: _old, ...base } = search;
    onSearchChange(Object.keys(kept).length > 0 ? { ...base, page: 1, filters: kept } : { ...base, page: 1 });
  };
  const day = (value: string) => (value === '' ? null : dayjs(value).toDate());
  const text = (value: string | Date | null) => (value ? dayjs(value).format(DATE_FORMAT) : '');
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Period"
        data={[...DATE_PRESETS.map(({ value, label }) => ({ value, label })), { value: CUSTOM, label: 'Custom range' }]}
        value={preset ?? (from || to ? CUSTOM : null)}
        onChange={(value) => {
          if (value === null) apply({ fromDate: '', toDate: '', period: '' });
          else if (value !== CUSTOM) apply({ ...presetRange(value as DatePreset), period: value });
        }}
        placeholder="Any time"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Period' }}
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <DateInput
        label="From"
        valueFormat={DATE_FORMAT}
        value={day(from)}
        maxDate={to ? day(to) ?? undefined : undefined}
        onChange={(value) => apply({ fromDate: text(value), period: '' })}
        clearButtonProps={{ 'aria-label': 'Clear From date' }}
        placeholder={DATE_FORMAT.toLowerCase()}
        clearable
        w={160}
        popoverProps={{ withinPortal: true }}
        {...CALENDAR_PROPS}
      />
      <DateInput
        label="To"
        valueFormat={DATE_FORMAT}
        value={day(to)}
        minDate={from ? day(from) ?? undefined : undefined}
        onChange={(value) => apply({ toDate: text(value), period: '' })}
        clearButtonProps={{ 'aria-label': 'Clear To date' }}
        placeholder={DATE_FORMAT.toLowerCase()}
        clearable
        w={160}
        popoverProps={{ withinPortal: true }}
        {...CALENDAR_PROPS}
      />
    </Group>
  );
}
