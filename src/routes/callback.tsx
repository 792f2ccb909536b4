import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { completeSignIn } from '../auth/session';

function Callback() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    completeSignIn()
      .then((path) => router.history.replace(path))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [router]);
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        {error ? (
          <>
            <Text role="alert" c="red.8">
              Sign-in could not be completed: {error}
            </Text>
            <Anchor component={Link} to="/login">
              Sign in again
            </Anchor>
          </>
        ) : (
          <>
            <Loader aria-label="Signing in" />
            <Text>Signing in…</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}

export const Route = createFileRoute('/callback')({ component: Callback });
