/**
 * A duration in words: whole minutes as minutes ("15 minutes", "1 minute"), anything else in
 * seconds ("45 seconds"). Apart from format.ts (re-exported there) so the start-up script's
 * pages use it without the console's date library.
 */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole >= 60 && whole % 60 === 0) return whole === 60 ? '1 minute' : `${whole / 60} minutes`;
  return whole === 1 ? '1 second' : `${whole} seconds`;
}
