import { durationText } from '../lib/duration';
import type { SignOutReason } from './session';

/** Why the console signed out, in words (the start page says it). */
export function signedOutText({ reason, seconds }: { reason: SignOutReason; seconds?: number }): string {
  if (reason === 'elsewhere') return 'You signed out in another tab of the console. Sign in again to continue.';
  const limit = seconds ? durationText(seconds) : 'a while';
  return `You were signed out because the console was not used for ${limit}. Sign in again to continue.`;
}
