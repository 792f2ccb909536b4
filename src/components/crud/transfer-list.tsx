import { Badge, Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

/** One entry of a transfer list. */
export type TransferItem = { value: string; label: string; description?: string };

export type TransferListProps = {
  availableTitle: string;
  assignedTitle: string;
  available: readonly TransferItem[];
  assigned: readonly TransferItem[];
  /**
   * Called with the chosen available items; the parent decides when they are assigned (at once,
   * on save, or after a question). Answering `false` keeps them ticked (the move waits).
   */
  onAssign: (items: TransferItem[]) => unknown;
  onRemove: (items: TransferItem[]) => unknown;
  /** The words of the moves' buttons (default Assign and Remove). */
  words?: { assign: string; remove: string };
  /** A move is being saved: the buttons wait. */
  busy?: boolean;
  /** The user may look but not change (e.g. lacks the permission). */
  readOnly?: boolean;
  /** The user may move items to the assigned side (`mayAssign`) or back (`mayRemove`); a move they may not make has no button. */
  mayAssign?: boolean;
  mayRemove?: boolean;
  loading?: boolean;
};

/**
 * Two lists, available and assigned, with a search in each: tick entries and move them
 * across. Stateless about membership: the parent owns both lists.
 */
export function TransferList({
  availableTitle,
  assignedTitle,
  available,
  assigned,
  onAssign,
  onRemove,
  words = WORDS,
  busy = false,
  readOnly = false,
  mayAssign = true,
  mayRemove = true,
  loading = false,
}: TransferListProps) {
  const [pickedLeft, setPickedLeft] = useState<ReadonlySet<string>>(new Set());
  const [pickedRight, setPickedRight] = useState<ReadonlySet<string>>(new Set());
  // Only entries still on their side count (a move answered later takes them away).
  const chosenLeft = available.filter((item) => pickedLeft.has(item.value));
  const chosenRight = assigned.filter((item) => pickedRight.has(item.value));
  const move = (chosen: TransferItem[], to: (items: TransferItem[]) => unknown, clear: () => void) => {
    if (chosen.length === 0) return;
    if (to(chosen) !== false) clear();
  };
  return (
    <Group align="stretch" gap="md" wrap="nowrap">
      <Side title={availableTitle} items={available} picked={pickedLeft} onPick={setPickedLeft} readOnly={readOnly} loading={loading} />
      {!readOnly && (
        <Stack justify="center" gap="xs">
          {mayAssign && (
            <Button
              variant="light"
              rightSection={<IconChevronRight size={16} />}
              disabled={busy || chosenLeft.length === 0}
              loading={busy}
              onClick={() => move(chosenLeft, onAssign, () => setPickedLeft(new Set()))}
            >
              {words.assign}
            </Button>
          )}
          {mayRemove && (
            <Button
              variant="light"
              leftSection={<IconChevronLeft size={16} />}
              disabled={busy || chosenRight.length === 0}
              onClick={() => move(chosenRight, onRemove, () => setPickedRight(new Set()))}
            >
              {words.remove}
            </Button>
          )}
        </Stack>
      )}
      <Side title={assignedTitle} items={assigned} picked={pickedRight} onPick={setPickedRight} readOnly={readOnly} loading={loading} />
    </Group>
  );
}

const WORDS = { assign: 'Assign', remove: 'Remove' };

type SideProps = {
  title: string;
  items: readonly TransferItem[];
  picked: ReadonlySet<string>;
  onPick: (next: ReadonlySet<string>) => void;
  readOnly: boolean;
  loading: boolean;
};

function Side({ title, items, picked, onPick, readOnly, loading }: SideProps) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? items.filter((item) => `${item.label} ${item.value} ${item.description ?? ''}`.toLowerCase().includes(needle)) : items;
  const toggle = (value: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(value);
    else next.delete(value);
    onPick(next);
  };
  const allShownPicked = shown.length > 0 && shown.every((item) => picked.has(item.value));
  return (
    <Paper withBorder p="sm" style={{ flex: 1, minWidth: 0 }} role="group" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge variant="filled" color="gray.7" autoContrast>
            {items.length}
          </Badge>
        </Group>
        <TextInput placeholder="Filter" aria-label={`Filter ${title}`} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
        {!readOnly && shown.length > 0 && (
          <Checkbox
            label={`Select all shown (${shown.length})`}
            checked={allShownPicked}
            indeterminate={!allShownPicked && shown.some((item) => picked.has(item.value))}
            onChange={(e) => {
              const next = new Set(picked);
              for (const item of shown) {
                if (e.currentTarget.checked) next.add(item.value);
                else next.delete(item.value);
              }
              onPick(next);
            }}
          />
        )}
        {/* Read-only, the list has nothing to focus: its scrolling region takes the keyboard itself. */}
        <ScrollArea h={320} type="auto" viewportProps={readOnly ? { tabIndex: 0, 'aria-label': `${title} list` } : undefined}>
          <Stack gap={6}>
            {loading && <Text c="dimmed">Loading…</Text>}
            {!loading && shown.length === 0 && <Text c="dimmed">{items.length === 0 ? 'None' : 'Nothing matches the filter'}</Text>}
            {shown.map((item) =>
              readOnly ? (
                <Text key={item.value}>{item.label}</Text>
              ) : (
                <Checkbox
                  key={item.value}
                  label={item.label}
                  description={item.description}
                  checked={picked.has(item.value)}
                  onChange={(e) => toggle(item.value, e.currentTarget.checked)}
                />
              ),
            )}
          </Stack>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
