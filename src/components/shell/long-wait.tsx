import { Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cancelWaiting, oldestWaitStart, subscribeWaiting } from '../../api/transport';

/** How long a save or load runs before the console offers to cancel it. */
export const LONG_WAIT_MS = 3000;

/**
 * A long wait offers Cancel: when a request (a save or a load, not a download, which has its
 * own) has waited `afterMs` for its answer, a notice says so with a Cancel button that aborts
 * the requests waiting that long (through the transport's AbortSignal). A cancelled change is
 * an unknown outcome, not a refusal (`useSaveRecord` says so); a cancelled load says it was cancelled.
 */
export function LongWaitCancel({ afterMs = LONG_WAIT_MS }: { afterMs?: number }) {
  const oldest = useSyncExternalStore(subscribeWaiting, oldestWaitStart);
  // The start of the oldest request whose wait has run out (set by its timer, so a newer wait starts afresh).
  const [due, setDue] = useState<number | null>(null);
  useEffect(() => {
    if (oldest === null) return undefined;
    const timer = setTimeout(() => setDue(oldest), Math.max(0, oldest + afterMs - Date.now()));
    return () => clearTimeout(timer);
  }, [oldest, afterMs]);
  const slow = oldest !== null && due === oldest;
  if (!slow) return null;
  return (
    <Portal>
      {/* Above the loading overlay (z-index 1000) and any dialog, so it can be reached while a save waits. */}
      <Paper
        role="region"
        aria-label="Waiting for the server"
        withBorder
        shadow="md"
        p="sm"
        style={{ position: 'fixed', bottom: 24, left: '50%', transform: 'translateX(-50%)', zIndex: 1100, pointerEvents: 'auto' }}
      >
        <Group gap="md" wrap="nowrap">
          <Text size="sm" role="status">
            The server is taking longer than usual to answer.
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => cancelWaiting(afterMs)}>
            Cancel
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
