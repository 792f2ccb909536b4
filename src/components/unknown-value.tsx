import type { CSSProperties } from 'react';
import { codeText, UNKNOWN_VALUE } from '../lib/known-codes';

/** The title of a code the console does not know. */
export const UNKNOWN_TITLE = 'Unknown value';

// Styles as properties, not a stylesheet: this loads with the screens' small helpers (the `kit`
// chunk), so that the dashboard and the lists show it without another file.
const UNKNOWN: CSSProperties = { cursor: 'help', textDecoration: 'underline dotted' };
const MARK: CSSProperties = { color: 'var(--mantine-color-dimmed)', fontSize: '0.85em' };

/**
 * A code the console does not know (an enum's new value), shown as it came and marked
 * "(unknown value)" beside it, with that in its title. Plain elements: a list shows one per cell.
 */
export function UnknownValue({ code }: { code: unknown }) {
  return (
    <span style={UNKNOWN} title={UNKNOWN_TITLE}>
      {codeText(code)} <span style={MARK}>({UNKNOWN_VALUE})</span>
    </span>
  );
}
