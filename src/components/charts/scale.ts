/**
 * The value axis of a chart: `count` evenly spaced round values from zero (or below it) to at
 * least the highest value, as a reader expects them (0, 1,500, 3,000, 4,500, 6,000 for a
 * highest value of 4,821). Whole steps when `whole` (counts).
 */
export function niceTicks(values: readonly number[], count = 5, whole = false): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (high === low) return Array.from({ length: count }, (_, i) => i);
  const step = niceStep((high - low) / (count - 1), whole);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  return Array.from({ length: last - first + 1 }, (_, i) => round((first + i) * step));
}

/**
 * A round step at least `rough`: its first two digits a multiple of 5 (1.5, 2, 2.5 … times a
 * power of ten), or of 1 for single-digit steps.
 */
function niceStep(rough: number, whole: boolean): number {
  const digits = Math.floor(Math.log10(rough)) + 1;
  const magnitude = 10 ** digits;
  const grain = digits === 1 ? 0.1 : 0.05;
  const step = round(Math.ceil(rough / magnitude / grain) * grain * magnitude);
  return whole ? Math.max(1, Math.ceil(step)) : step;
}

/** Without the binary remainders of decimal arithmetic (0.15000000000000002). */
const round = (value: number) => Number(value.toPrecision(12));

/**
 * Which of `count` category labels to show when each takes `labelWidth` px of `width`: every
 * n-th, counted back from the last (today's day is always labelled).
 */
export function shownLabels(count: number, width: number, labelWidth: number): (index: number) => boolean {
  const every = Math.max(1, Math.ceil((count * labelWidth) / Math.max(width, 1)));
  return (index) => (count - 1 - index) % every === 0;
}
