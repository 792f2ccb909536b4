import { Center, Loader, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signIn } from '../auth/session';

let started = false;

function Login() {
  const { redirect } = Route.useSearch();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Once per page load: StrictMode runs effects twice.
    if (started) return;
    started = true;
    signIn(redirect).catch((e: unknown) => {
      started = false;
      setError(e instanceof Error ? e.message : String(e));
    });
  }, [redirect]);
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        {error ? (
          <Text role="alert" c="red.8">
            Sign-in could not start: {error}
          </Text>
        ) : (
          <>
            <Loader aria-label="Redirecting to sign-in" />
            <Text>Redirecting to sign-in…</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}

export const Route = createFileRoute('/login')({
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } =>
    typeof raw.redirect === 'string' && raw.redirect.startsWith('/') ? { redirect: raw.redirect } : {},
  component: Login,
});
