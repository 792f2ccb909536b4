// Each chart is drawn in an idle period of its own after the screen, once it nears the window:
// the figures show in their own task, and a chart below the fold is work the first view does
// not need.
import { createContext, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/idle';

/** How long a chart waits at most for the browser to be idle. */
const CHART_WAIT_MS = 500;

/** How near the window (above or below it) a chart's place must come before it is drawn: 200 px ahead, so a scroll finds it drawn or nearly. */
export const CHART_AHEAD = '200px 0px';

/**
 * The width of the place an IdleTurn held for its children, in px, read in the idle period before
 * they render (null outside an IdleTurn): a chart draws at that width in its first render instead
 * of measuring itself as it mounts, which made its commit read the layout and render it again
 * at once, in the same task (about 50 ms a chart at 4x CPU).
 */
export const PlaceWidth = createContext<number | null>(null);

/** The last chart's turn to be drawn: each waits for the one before it. */
let lastTurn = Promise.resolve();

/**
 * A turn in the browser's next idle period after the previous chart's, or within CHART_WAIT_MS;
 * without idle callbacks (Safari), in the next task.
 */
function nextTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => whenIdle(resolve, CHART_WAIT_MS, 0)));
  lastTurn = turn;
  return turn;
}

/**
 * `fallback` in the render that shows the screen, then `children` in an idle period of their
 * own, after the previous IdleTurn's: so each chart is drawn in a task of its own, after the
 * screen's, instead of all in the one that shows the figures. A chart waits for its turn only
 * once its place is within CHART_AHEAD of the window (at once where the browser cannot tell).
 * The chart's render is a transition, which React renders in slices, yielding to the browser
 * between components, so a chart is not one long task either (and a click meanwhile is not
 * kept waiting). The children are told the width of the place they take (`PlaceWidth`).
 */
export function IdleTurn({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [width, setWidth] = useState<number | null>(null);
  const place = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: CHART_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!near) return;
    let mounted = true;
    void nextTurn().then(() => {
      if (!mounted) return;
      const measured = place.current?.clientWidth ?? 0;
      startTransition(() => setWidth(measured));
    });
    return () => {
      mounted = false;
    };
  }, [near]);
  return width !== null ? <PlaceWidth value={width > 0 ? width : null}>{children}</PlaceWidth> : <div ref={place}>{fallback}</div>;
}
