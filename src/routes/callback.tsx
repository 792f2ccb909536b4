import { Anchor } from '@mantine/core';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { completeSignIn } from '../auth/session';
import { RedirectStatus } from '../components/shell/redirect-status';

function Callback() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    completeSignIn()
      .then((path) => router.history.replace(path))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [router]);
  return (
    <RedirectStatus
      busy="Signing in"
      error={error && `Sign-in could not be completed: ${error}`}
      action={
        <Anchor component={Link} to="/login">
          Sign in again
        </Anchor>
      }
    />
  );
}

export const Route = createFileRoute('/callback')({ component: Callback });
