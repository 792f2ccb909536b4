// The deferred chrome (notices, loading overlay, long-wait Cancel) loads its code while a cold
// screen renders. That render is concurrent (sliced, yielding to the browser), and an update
// landing in it makes React throw the work away and render the whole screen again: at 4x CPU a
// cold dashboard's shell and figures took some 300 ms more for it. The code's arrival must not be
// such an update.
import { Suspense, use, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

/** Released by the test: the moment the chrome's three chunks arrive. */
const code = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, asked: 0, release: () => release() };
});

vi.mock('../../src/components/shell/loader-overlay', async () => {
  code.asked += 1;
  await code.arrived;
  return { default: ({ visible }: { visible: boolean }) => (visible ? <div role="status">Loading</div> : <div data-testid="overlay" />) };
});
vi.mock('../../src/components/shell/long-wait', async () => {
  code.asked += 1;
  await code.arrived;
  return { LongWaitCancel: () => <div data-testid="long-wait" /> };
});
vi.mock('@mantine/notifications', async () => {
  code.asked += 1;
  await code.arrived;
  return { Notifications: () => <div data-testid="notifications" /> };
});

const { DeferredChrome } = await import('../../src/components/shell/deferred-chrome');

/** Main-thread work of a component of the screen, as a cold render at 4x CPU has. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* rendering */
  }
}

let renders = 0;
function Item({ index }: { index: number }) {
  renders += 1;
  busy(2);
  return <li>item {index}</li>;
}

const ITEMS = 60;
/** The screen, which waits for the start-up calls' answers (as the console's layout suspends on them). */
function Screen({ answers }: { answers: Promise<void> }) {
  use(answers);
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, index) => (
        <Item key={index} index={index} />
      ))}
    </ul>
  );
}
function Console({ answers }: { answers: Promise<void> }): ReactNode {
  return (
    <>
      <Suspense fallback={null}>
        <Screen answers={answers} />
      </Suspense>
      <DeferredChrome busy={false} />
    </>
  );
}

let root: Root | null = null;
let container: HTMLElement;
beforeEach(() => {
  // Rendered as the browser does, not inside act(): React slices the render and yields between slices.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // The browser is idle at once (the console waits for the network while the chrome mounts).
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0));
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  root?.unmount();
  container.remove();
  vi.unstubAllGlobals();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

test("the chrome's code arriving while a screen renders does not make React render the screen again", async () => {
  let answer: () => void = () => undefined;
  const answers = new Promise<void>((resolve) => (answer = resolve));
  root = createRoot(container);
  root.render(<Console answers={answers} />);
  // The chrome has mounted (idle came) and asked for its code, which has not arrived yet.
  await vi.waitFor(() => expect(code.asked).toBe(3));

  // The answers come: React renders the screen (a retry, sliced: ~120 ms of work); the chrome's code arrives a few slices in.
  answer();
  await vi.waitFor(() => expect(renders).toBeGreaterThan(3), { interval: 1 });
  code.release();

  await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(ITEMS), { timeout: 10_000, interval: 5 });
  await vi.waitFor(() => expect(container.querySelector('[data-testid="notifications"]')).not.toBeNull());
  expect(container.querySelector('[data-testid="overlay"]')).not.toBeNull();
  expect(container.querySelector('[data-testid="long-wait"]')).not.toBeNull();
  // Each component of the screen rendered once: no render was thrown away.
  expect(renders).toBe(ITEMS);
});
