import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type RedirectStatusProps = {
  /** What is happening, e.g. "Redirecting to sign-in". */
  busy: string;
  /** The failure, once there is one: replaces the spinner. */
  error: string | null;
  /** What to offer after a failure, e.g. a link to try again. */
  action?: ReactNode;
};

/** The whole-page status of a sign-in step (start, callback): a spinner, or what failed. */
export function RedirectStatus({ busy, error, action }: RedirectStatusProps) {
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        {error ? (
          <>
            <Text role="alert" c="var(--mantine-color-error)">
              {error}
            </Text>
            {action}
          </>
        ) : (
          <Stack align="center" role="status">
            <Loader aria-hidden />
            <Text>{busy}…</Text>
          </Stack>
        )}
      </Stack>
    </Center>
  );
}
