import { durationText } from '../lib/duration';
import type { SignOutReason, SignedOut } from './session';

/** Why the console signed out, in words (the start page says it). */
export function signedOutText({ reason, seconds }: { reason: SignOutReason; seconds?: number }): string {
  if (reason === 'rejected') return 'Your session is no longer accepted by the wallet API. Sign in again.';
  if (reason === 'elsewhere') return 'You signed out in another tab of the console. Sign in again to continue.';
  const limit = seconds ? durationText(seconds) : 'a while';
  return `You were signed out because the console was not used for ${limit}. Sign in again to continue.`;
}

/** Where Sign in goes after a sign-out: back to the page the user was on, when the console signed out by itself. */
export function signInPath(signedOut: SignedOut | null): string {
  return signedOut?.returnTo ? `/login?${new URLSearchParams({ redirect: signedOut.returnTo }).toString()}` : '/login';
}

/** What oidc-client-ts says when the address holds no sign-in answer it is waiting for: opened directly, reused, or from another tab's sign-in. */
const STALE_SIGN_IN = ['No state in response', 'No matching state found in storage', 'No code to process'];

/** Why a sign-in could not be completed, in words: a stale or reused sign-in link is said as such, not by the library's text. */
export function signInFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (STALE_SIGN_IN.includes(message)) return 'This sign-in link has expired or was already used. Sign in again to continue.';
  return `Sign-in could not be completed: ${message}`;
}
