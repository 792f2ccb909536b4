import { Card, Group, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { RetryButton } from '../retry-button';
import type { SectionState } from './types';

export type DashboardSectionProps<T> = {
  title: string;
  /** Shown beside the title once the data is there, e.g. the day or the time of a check. */
  aside?: (data: T) => ReactNode;
  state: SectionState<T>;
  /** Whether the data has nothing to show; the section then says `emptyText` instead. */
  isEmpty: (data: T) => boolean;
  /** "No ... yet" */
  emptyText: string;
  /** Placeholders in the final layout, shown while the call runs (no layout shift). */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A titled dashboard card that shows its data, skeletons while loading, an empty notice, or
 * the catalogue's error message with a Retry button. The card is a labelled region.
 */
export function DashboardSection<T>({ title, aside, state, isEmpty, emptyText, skeleton, children }: DashboardSectionProps<T>) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} h="100%">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {state.status === 'success' && aside?.(state.data)}
      </Group>
      <SectionBody state={state} isEmpty={isEmpty} emptyText={emptyText} skeleton={skeleton}>
        {children}
      </SectionBody>
    </Card>
  );
}

function SectionBody<T>({ state, isEmpty, emptyText, skeleton, children }: Omit<DashboardSectionProps<T>, 'title' | 'aside'>) {
  switch (state.status) {
    case 'pending':
      return <div aria-busy="true">{skeleton}</div>;
    case 'error':
      return (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          {/* The snackbar announces the failure once; each section only states it. */}
          <Text c="var(--mantine-color-error)" size="sm">
            {state.message}
          </Text>
          {/* Never squeezed by a long message beside it in a half-width card. */}
          <RetryButton retryAt={state.retryAt ?? null} onRetry={state.onRetry} style={{ flexShrink: 0 }} />
        </Group>
      );
    case 'success':
      return isEmpty(state.data) ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        children(state.data)
      );
  }
}
