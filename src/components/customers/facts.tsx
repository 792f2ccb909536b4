import { Alert, Card, Center, Loader, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isUnreadable } from '../../api/deviations';
import { failureText, retryAtOf } from '../../api/errors';
import { UnreadableMark } from '../crud/cells';
import { RetryButton } from '../retry-button';
import { SectionBoundary } from '../section-boundary';

/** One labelled value of a record; a value that is null or empty is left out. */
export type Fact = { label: string; value: ReactNode };

/**
 * A fact's value from the answer's `value`: formatted by `format`; the unreadable mark ("—") when
 * it is there but cannot be read (another type, a date that is not one), so the fact never
 * disappears; null, and the fact left out, only when the record has none.
 */
export function factValue<T>(value: T | null | undefined, format: (value: T) => string): ReactNode {
  if (isUnreadable(value)) return <UnreadableMark />;
  if (value === null || value === undefined || value === '') return null;
  const text = format(value);
  return text === '' ? <UnreadableMark /> : text;
}

/** A record's labelled values as a two-column table named `title`; facts without a value are left out. */
export function FactsTable({ title, facts }: { title: string; facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label={title}>
      <Table.Tbody>
        {shown.map((fact) => (
          <Table.Tr key={fact.label}>
            <Table.Th w="40%" scope="row">
              {fact.label}
            </Table.Th>
            <Table.Td>{fact.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `retryAt`: when Retry may be used (epoch ms, a 429's `Retry-After`); until then it counts down. */
export type SectionState = { pending: boolean; error: string | null; onRetry: () => void; retryAt?: number | null };

/** A section's state from its query: loading, the failure as the screen shows it, and a retry. */
export const sectionStateOf = (query: { isPending: boolean; isError: boolean; error: unknown; errorUpdatedAt: number; refetch: () => unknown }): SectionState => ({
  pending: query.isPending,
  error: query.isError ? failureText(query.error) : null,
  onRetry: () => void query.refetch(),
  retryAt: query.isError ? retryAtOf(query.error, query.errorUpdatedAt) : null,
});

/** A section whose content is at hand (the record the page loaded). */
export const LOADED: SectionState = { pending: false, error: null, onRetry: () => undefined };

/**
 * A titled card whose content comes from its own call: a loader while it loads, the
 * catalogue's message and a Retry when it fails (never an empty card), the content otherwise.
 */
export function QuerySection({ title, state, children, actions }: { title: string; state: SectionState; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {state.error !== null ? (
          <Alert color="red.8" variant="light" title={`${title} could not be loaded`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{state.error}</Text>
              <RetryButton retryAt={state.retryAt ?? null} onRetry={state.onRetry} />
            </Stack>
          </Alert>
        ) : state.pending ? (
          <Center p="md">
            <Loader size="sm" role="status" aria-label={`Loading ${title.toLowerCase()}`} />
          </Center>
        ) : (
          <SectionBoundary title={title} onRetry={state.onRetry}>
            {children}
          </SectionBoundary>
        )}
        {actions}
      </Stack>
    </Card>
  );
}

/** One step of a status history. */
export type TimelineEntry = { key: string; title: string; when: string; by: string; remark: string | null };

/** A status history as a timeline, oldest first; the last step is the current one. */
export function StatusTimeline({ label, entries }: { label: string; entries: TimelineEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No status changes are recorded.</Text>;
  return (
    <Timeline active={entries.length - 1} bulletSize={16} lineWidth={2} color="teal.9" aria-label={label}>
      {entries.map((entry) => (
        <Timeline.Item key={entry.key} title={entry.title}>
          <Text size="sm" c="gray.8">
            {entry.when} · {entry.by}
          </Text>
          {entry.remark && <Text size="sm">{entry.remark}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
