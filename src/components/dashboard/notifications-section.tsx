import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { formatCount, formatDateTime } from '../../lib/format';
import { DashboardSection } from './dashboard-section';
import type { NotificationsView, NotificationView, SectionState, WaitingCounts } from './types';

const ROWS_WHILE_LOADING = 6;
const ROW_HEIGHT = 44;

function Notification({ item }: { item: NotificationView }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" mih={ROW_HEIGHT}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" w={140} lh="21px" style={{ flexShrink: 0 }}>
        {item.category}
      </Text>
      <div style={{ minWidth: 0 }}>
        {item.link ? (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} {...item.link} />}>
            {item.message}
          </Anchor>
        ) : (
          <Text size="sm">{item.message}</Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(item.createdAt)}
        </Text>
      </div>
    </Group>
  );
}

const WAITING_LABELS: { key: keyof WaitingCounts; label: string }[] = [
  { key: 'authorizations', label: 'Authorization requests' },
  { key: 'inboxMessages', label: 'Unread inbox messages' },
  { key: 'disputes', label: 'Open disputes' },
  { key: 'bankServiceRequests', label: 'Bank service requests' },
  { key: 'creditCardApplications', label: 'Credit-card applications' },
  { key: 'cardBlockRequests', label: 'Card block requests' },
  { key: 'merchantRequests', label: 'Merchant requests' },
  { key: 'failedRecurringPayments', label: 'Failed recurring payments' },
];

type WaitingLinks = Partial<Record<keyof WaitingCounts, LinkOptions>>;

/**
 * The counts of work waiting for action (of the queues in `shown`), each opening its queue
 * filtered to that work when `links` has it; while loading, the labels with skeleton counts.
 */
function Waiting({ counts, shown, links }: { counts: Partial<WaitingCounts> | null; shown: readonly (keyof WaitingCounts)[]; links: WaitingLinks }) {
  const rows = WAITING_LABELS.filter(({ key }) => shown.includes(key)).map(({ key, label }) => ({ label, count: counts?.[key] ?? null, link: links[key] }));
  if (rows.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Waiting for action
      </Text>
      <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }} spacing="lg" verticalSpacing={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waiting for action">
        {rows.map((row) => (
          <Group component="li" key={row.label} justify="space-between" gap="xs" wrap="nowrap">
            {row.link && row.count !== null ? (
              <Anchor size="sm" renderRoot={(props) => <Link {...props} {...row.link} />}>
                {row.label}
              </Anchor>
            ) : (
              <Text size="sm">{row.label}</Text>
            )}
            {row.count === null ? (
              <Skeleton height={16} width={24} />
            ) : (
              <Text size="sm" fw={700}>
                {formatCount(row.count)}
              </Text>
            )}
          </Group>
        ))}
      </SimpleGrid>
    </div>
  );
}

const ALL_WAITING = WAITING_LABELS.map(({ key }) => key);

/**
 * The latest notifications, newest first, each linking to the screen it concerns when the
 * console has that screen (plain text otherwise), and the counts of work waiting for action,
 * each linking to its queue.
 */
export function NotificationsSection({
  state,
  waiting = ALL_WAITING,
  links = {},
}: {
  state: SectionState<NotificationsView>;
  waiting?: readonly (keyof WaitingCounts)[];
  /** The list each count opens, filtered to the work waiting there. */
  links?: WaitingLinks;
}) {
  return (
    <DashboardSection
      title="Notifications"
      state={state}
      isEmpty={(view) => view.latest.length === 0 && Object.values(view.waiting).every((count) => !count)}
      emptyText="No notifications yet."
      skeleton={
        <Stack gap="md">
          <Stack gap={4}>
            {Array.from({ length: ROWS_WHILE_LOADING }, (_, i) => (
              <Skeleton key={i} height={ROW_HEIGHT - 4} />
            ))}
          </Stack>
          <Waiting counts={null} shown={waiting} links={links} />
        </Stack>
      }
    >
      {(view) => (
        <Stack gap="md">
          {view.latest.length > 0 ? (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Latest notifications">
              {view.latest.map((item) => (
                <Notification key={item.id} item={item} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              No notifications yet.
            </Text>
          )}
          <Waiting counts={view.waiting} shown={waiting} links={links} />
        </Stack>
      )}
    </DashboardSection>
  );
}
