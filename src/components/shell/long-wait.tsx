import { Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { cancelWaiting, LONG_WAIT_MS, longWaitStart, subscribeLongWait } from '../../api/transport';

/**
 * A long wait offers Cancel: when a request (a save or a load, not a download) has waited
 * LONG_WAIT_MS for its answer, a notice says so with a Cancel button that aborts the requests
 * waiting that long (through the transport's AbortSignal). A cancelled change is an unknown
 * outcome, not a refusal (`useSaveRecord` says so); a cancelled load says it was cancelled.
 */
export function LongWaitCancel() {
  const slow = useSyncExternalStore(subscribeLongWait, longWaitStart) !== null;
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
          <Button size="compact-sm" variant="default" onClick={() => cancelWaiting(LONG_WAIT_MS)}>
            Cancel
          </Button>
        </Group>
      </Paper>
    </Portal>
  );
}
