import { useEffect, useRef, useState } from 'react';

/** Loader timing of specification section 9. */
export const LOADER_THROTTLE_MS = 200;
export const LOADER_DURATION_MS = 5000;

/**
 * Decides when the overlay shows: only once work has lasted LOADER_THROTTLE_MS, for at
 * least LOADER_THROTTLE_MS once shown (no flicker), and never longer than
 * LOADER_DURATION_MS for one stretch of work, so a hung request cannot lock the screen.
 */
export function useThrottledLoader(busy: boolean): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);
  const capped = useRef(false);

  useEffect(() => {
    if (!busy) capped.current = false;
    const elapsed = Date.now() - shownAt.current;
    if (busy && !visible && !capped.current) {
      const show = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, LOADER_THROTTLE_MS);
      return () => clearTimeout(show);
    }
    if (busy && visible) {
      const cap = setTimeout(() => {
        capped.current = true;
        setVisible(false);
      }, Math.max(0, LOADER_DURATION_MS - elapsed));
      return () => clearTimeout(cap);
    }
    if (!busy && visible) {
      const hide = setTimeout(() => setVisible(false), Math.max(0, LOADER_THROTTLE_MS - elapsed));
      return () => clearTimeout(hide);
    }
    return undefined;
  }, [busy, visible]);

  return visible;
}
