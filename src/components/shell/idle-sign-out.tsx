import { Button, Group, Modal, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { watchIdle, type IdleState } from '../../auth/idle';
import { durationText } from '../../lib/format';
import { useOpenedOnce } from '../opened-once';

export type IdleSignOutProps = {
  /** Seconds without activity before signing out (config.json `idleTimeoutSeconds`). */
  timeoutSeconds: number;
  /** Seconds without activity before the warning (config.json `idleWarningSeconds`). */
  warningSeconds: number;
  /** Ends the session: `idle` when the limit was reached, false when the person chose "Sign out now". */
  onSignOut: (idle: boolean) => void;
};

/** `m:ss` of a number of seconds. */
export const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Idle re-authentication of the signed-in shell: after `warningSeconds` without a person's
 * activity (keys, pointer, navigation) a dialog counts down to the sign-out with a "Stay signed
 * in" button; at `timeoutSeconds` the console signs out (the sign-in page then says why).
 */
export function IdleSignOut({ timeoutSeconds, warningSeconds, onSignOut }: IdleSignOutProps) {
  const router = useRouter();
  const [state, setState] = useState<IdleState>({ phase: 'active' });
  const watcher = useRef<ReturnType<typeof watchIdle> | null>(null);
  const expired = useEffectEvent(() => onSignOut(true));

  useEffect(() => {
    const watch = watchIdle({
      timeoutSeconds,
      warningSeconds,
      onChange: (next) => {
        setState(next);
        if (next.phase === 'expired') expired();
      },
    });
    watcher.current = watch;
    const unsubscribe = router.subscribe('onBeforeNavigate', () => watch.activity());
    return () => {
      unsubscribe();
      watch.stop();
      watcher.current = null;
    };
  }, [router, timeoutSeconds, warningSeconds]);

  const mounted = useOpenedOnce(state.phase === 'warning');
  if (!mounted) return null;
  return (
    <Modal
      opened={state.phase === 'warning'}
      onClose={() => watcher.current?.stay()}
      title="Are you still there?"
      centered
      // Escape answers "Stay signed in"; the two buttons are the only other choices.
      withCloseButton={false}
    >
      <Text mb="xs">
        For your security, the console signs out after {durationText(timeoutSeconds)} without activity.
      </Text>
      <Text mb="lg" fw={600}>
        Signing out in <span role="timer">{state.phase === 'warning' ? countdown(state.secondsLeft) : ''}</span>
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onSignOut(false)}>
          Sign out now
        </Button>
        <Button onClick={() => watcher.current?.stay()} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </Modal>
  );
}
