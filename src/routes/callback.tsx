import { Anchor } from '@mantine/core';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { completeSignIn } from '../auth/session';
import { signInFailureText } from '../auth/signed-out-text';
import { RedirectStatus } from '../components/shell/redirect-status';

function Callback() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    completeSignIn()
      .then((path) => router.history.replace(path))
      .catch((e: unknown) => setError(signInFailureText(e)));
  }, [router]);
  return (
    <RedirectStatus
      busy="Signing in"
      error={error}
      action={
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      }
    />
  );
}

export const Route = createFileRoute('/callback')({ component: Callback });
