import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The whole seconds left until `at` (epoch ms), counted down once a second; 0 when it has passed or is null. */
export function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A Retry for a failed read. When the server asked to wait (a 429's `Retry-After`, `retryAt` in
 * epoch ms, `retryAtOf`), it is disabled and counts the seconds down ("Retry in 7 s"), then offers itself.
 */
export function RetryButton({ retryAt, onRetry, label = 'Retry', ...props }: { retryAt: number | null; onRetry: () => void; label?: string } & ButtonProps) {
  const wait = useSecondsUntil(retryAt);
  return (
    <Button size="xs" variant="default" {...props} onClick={onRetry} disabled={wait > 0}>
      {wait > 0 ? `${label} in ${wait} s` : label}
    </Button>
  );
}
