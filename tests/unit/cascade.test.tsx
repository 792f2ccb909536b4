// The cascading choice (head merchant -> merchant -> terminal): each step's choices come from
// the value above, and changing a higher step clears the lower ones, in a form and in filters.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { cascadeFields, cascadeFilters, type Cascade } from '../../src/components/crud/cascade';
import { ListFilters } from '../../src/components/crud/list-filters';
import { ResourceForm } from '../../src/components/crud/resource-form';
import { optionsFrom } from '../../src/components/crud/sources';
import type { ListSearch, Option } from '../../src/components/crud/types';
import { resolveFields } from '../../src/components/crud/zod-fields';

const CHOICES: Record<string, Option[]> = {
  heads: [
    { value: '21', label: 'Keells Super' },
    { value: '22', label: 'Arpico Supercentre' },
  ],
  '21': [
    { value: 'MID000000000101', label: 'Keells Super Union Place' },
    { value: 'MID000000000102', label: 'Keells Super Kandy' },
  ],
  '22': [{ value: 'MID000000000201', label: 'Arpico Hyde Park' }],
  MID000000000101: [
    { value: 'TID00101', label: 'TID00101' },
    { value: 'TID00102', label: 'TID00102' },
  ],
  MID000000000102: [],
  MID000000000201: [{ value: 'TID00201', label: 'TID00201' }],
};

function cascade() {
  const fetch = vi.fn((key: string) => Promise.resolve(CHOICES[key] ?? []));
  const source = (key: string) => optionsFrom({ queryKey: ['choices', key], queryFn: () => fetch(key) }, (raw) => raw);
  const steps: Cascade = [
    { name: 'head', label: 'Head Merchant', choices: () => source('heads') },
    { name: 'mid', label: 'Merchant', choices: (head) => (head === null ? null : source(head)) },
    { name: 'tid', label: 'Terminal', choices: (mid) => (mid === null ? null : source(mid)) },
  ];
  return { steps, fetch };
}

const wrap = (ui: React.ReactNode) => (
  <MantineProvider env="test">
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
  </MantineProvider>
);

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const box = (name: string) => screen.getByRole('textbox', { name });

async function choose(u: ReturnType<typeof user>, label: string, option: string) {
  await waitFor(() => expect(box(label)).toBeEnabled());
  await u.click(box(label));
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('cascading choice in a form', { timeout: 20_000 }, () => {
  const schema = z.object({ head: z.string().min(1), mid: z.string().min(1), tid: z.string().min(1), note: z.string().optional() });

  function setup() {
    const { steps, fetch } = cascade();
    const onSubmit = vi.fn();
    const fields = resolveFields(schema, [...cascadeFields(steps), { name: 'note', label: 'Note' }]);
    render(
      wrap(<ResourceForm title="Pick" mode="add" schema={schema} fields={fields} initial={{ head: '', mid: '', tid: '' }} submitting={false} problem={null} onSubmit={onSubmit} onClose={vi.fn()} />),
    );
    return { fetch, onSubmit, u: user() };
  }

  it('loads each step from the value above; the lower steps wait until then', async () => {
    const { fetch, onSubmit, u } = setup();
    expect(box('Merchant')).toBeDisabled();
    expect(box('Terminal')).toBeDisabled();
    expect(box('Merchant')).toHaveAttribute('placeholder', 'Choose Head Merchant first');
    expect(fetch).toHaveBeenCalledTimes(1);

    await choose(u, 'Head Merchant', 'Keells Super');
    expect(fetch).toHaveBeenLastCalledWith('21');
    expect(box('Terminal')).toBeDisabled();
    await choose(u, 'Merchant', 'Keells Super Kandy');
    await choose(u, 'Merchant', 'Keells Super Union Place');
    await choose(u, 'Terminal', 'TID00102');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ head: '21', mid: 'MID000000000101', tid: 'TID00102' });
  });

  it('changing a higher step clears the steps below it', async () => {
    const { onSubmit, u } = setup();
    await choose(u, 'Head Merchant', 'Keells Super');
    await choose(u, 'Merchant', 'Keells Super Union Place');
    await choose(u, 'Terminal', 'TID00101');
    await u.type(box('Note'), 'kept');

    await choose(u, 'Head Merchant', 'Arpico Supercentre');
    expect(box('Merchant')).toHaveValue('');
    expect(box('Terminal')).toHaveValue('');
    expect(box('Terminal')).toBeDisabled();
    expect(box('Note')).toHaveValue('kept');
    await u.click(box('Merchant'));
    expect(await screen.findByRole('option', { name: 'Arpico Hyde Park' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Keells Super Kandy' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Merchant is required')).toBeInTheDocument();
    expect(screen.getByText('Terminal is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('cascading choice as list filters', { timeout: 20_000 }, () => {
  function Filters({ onSearch }: { onSearch: (next: ListSearch) => void }) {
    const [search, setSearch] = useState<ListSearch>({ page: 3, size: 10 });
    const { steps } = cascade();
    return (
      <ListFilters
        filters={cascadeFilters(steps)}
        search={search}
        onSearchChange={(next) => {
          onSearch(next);
          setSearch(next);
        }}
      />
    );
  }

  it('keeps the chosen steps in the search, clears the lower ones when a higher one changes, back to page 1', async () => {
    const onSearch = vi.fn();
    render(wrap(<Filters onSearch={onSearch} />));
    const u = user();
    expect(box('Merchant')).toBeDisabled();

    await choose(u, 'Head Merchant', 'Keells Super');
    await choose(u, 'Merchant', 'Keells Super Union Place');
    await choose(u, 'Terminal', 'TID00101');
    expect(onSearch).toHaveBeenLastCalledWith({ page: 1, size: 10, filters: { head: '21', mid: 'MID000000000101', tid: 'TID00101' } });

    await choose(u, 'Head Merchant', 'Arpico Supercentre');
    expect(onSearch).toHaveBeenLastCalledWith({ page: 1, size: 10, filters: { head: '22' } });
    expect(box('Merchant')).toHaveValue('');
    expect(box('Terminal')).toBeDisabled();

    await choose(u, 'Merchant', 'Arpico Hyde Park');
    expect(onSearch).toHaveBeenLastCalledWith({ page: 1, size: 10, filters: { head: '22', mid: 'MID000000000201' } });
  });
});

describe('merchantCascade', () => {
  it('asks merchantDropdowns for each step with the value above, as far as the screen names steps', async () => {
    const { merchantCascade } = await import('../../src/resources/merchant-choices');
    const two = merchantCascade({ head: 'headMerchantId', merchant: 'mid' });
    expect(two.map((step) => [step.name, step.label])).toEqual([
      ['headMerchantId', 'Head Merchant'],
      ['mid', 'Merchant'],
    ]);
    const three = merchantCascade({ head: 'h', merchant: 'm', terminal: 't' });
    expect(JSON.stringify(three[0]?.choices(null)?.queryKey)).toContain('"type":"heads"');
    expect(three[1]?.choices(null)).toBeNull();
    expect(JSON.stringify(three[1]?.choices('21')?.queryKey)).toContain('"type":"merchants","id":"21"');
    expect(JSON.stringify(three[2]?.choices('MID000000000101')?.queryKey)).toContain('"type":"terminals","id":"MID000000000101"');
    expect(three[0]?.choices(null)?.select({ data: [{ value: '21', label: 'Keells Super' }] })).toEqual([{ value: '21', label: 'Keells Super' }]);
  });
});
