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
