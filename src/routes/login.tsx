import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signIn } from '../auth/session';
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
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } =>
    typeof raw.redirect === 'string' && raw.redirect.startsWith('/') ? { redirect: raw.redirect } : {},
  component: Login,
});
