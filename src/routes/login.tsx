import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signIn } from '../auth/session';
import { consolePath } from '../lib/console-path';
import { RedirectStatus } from '../components/shell/redirect-status';

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
  return <RedirectStatus busy="Redirecting to sign-in" error={error && `Sign-in could not start: ${error}`} />;
}

export const Route = createFileRoute('/login')({
  // Every key given, even when empty: the router keeps a raw parameter its validation leaves out.
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => ({ redirect: consolePath(raw.redirect) ?? undefined }),
  component: Login,
});
