// The console's chrome (notices, loading overlay, long-wait Cancel) while a cold screen renders.
// React renders that screen in slices, yielding to the browser; an update landing between two
// slices (code arriving for a lazy part, a state set when the browser was idle) makes React drop
// the work and render the whole screen again: at 4x CPU a cold dashboard's shell and figures took
// some 300 ms more for it.
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SHOWS_OWN_PROGRESS } from '../../src/api/query-client';
import { ConsoleChrome } from '../../src/components/shell/console-chrome';
import { LOADER_THROTTLE_MS } from '../../src/components/shell/loader-overlay-timing';
import { notifyError, notifySuccess } from '../../src/lib/notify';

test('the chrome is drawn in the console\'s first render: nothing of it suspends or loads later, and a notice shows at once', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Suspense fallback={<p>waiting for the chrome</p>}>
          <ConsoleChrome routing={false} />
        </Suspense>
      </MantineProvider>
    </QueryClientProvider>,
  );
  expect(screen.queryByText('waiting for the chrome')).toBeNull();
  // The snackbar's container (six positioned layers in a portal) comes with the first notice, not
  // in the commit that mounts the console.
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  act(() => notifySuccess('New Bank added Successfully'));
  expect(await screen.findByText('New Bank added Successfully')).toBeVisible();
  expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  // It stays: the next notice, and a notice leaving, have their container.
  act(() => notifications.clean());
  await vi.waitFor(() => expect(screen.queryByText('New Bank added Successfully')).toBeNull());
  expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  act(() => notifyError('Service unavailable'));
  expect(await screen.findByText('Service unavailable')).toBeVisible();
  act(() => notifications.clean());
});

test('the loading overlay covers the page while a change is saved, not while a download shows its own progress and Cancel', () => {
  vi.useFakeTimers();
  try {
    const client = new QueryClient();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider>
          <ConsoleChrome routing={false} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const overlay = () => document.querySelector('.mantine-LoadingOverlay-root');
    // The cache tells its listeners in a timer of its own; the loader's throttle starts after that render.
    const waitPastThrottle = () => {
      act(() => vi.advanceTimersByTime(0));
      act(() => vi.advanceTimersByTime(LOADER_THROTTLE_MS * 5));
    };

    act(() => void new MutationObserver(client, { mutationFn: () => gate, meta: SHOWS_OWN_PROGRESS }).mutate());
    waitPastThrottle();
    expect(overlay()).toBeNull();

    act(() => void new MutationObserver(client, { mutationFn: () => gate }).mutate());
    waitPastThrottle();
    expect(overlay()).not.toBeNull();
    release();
  } finally {
    vi.useRealTimers();
  }
});

describe('while a screen renders in slices', () => {
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
  const queryClient = new QueryClient();
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
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Suspense fallback={null}>
            <Screen answers={answers} />
          </Suspense>
          <ConsoleChrome routing={false} />
          <p>console drawn</p>
        </MantineProvider>
      </QueryClientProvider>
    );
  }

  let idle: IdleRequestCallback[] = [];
  let root: Root | null = null;
  let container: HTMLElement;
  beforeEach(() => {
    // Rendered as the browser does, not inside act(): React slices the render and yields between slices.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    root?.unmount();
    container.remove();
    vi.unstubAllGlobals();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  test('the chrome makes no update: each component of the screen renders once, even when the browser is idle in the middle', async () => {
    let answer: () => void = () => undefined;
    const answers = new Promise<void>((resolve) => (answer = resolve));
    root = createRoot(container);
    root.render(<Console answers={answers} />);
    // The console's first render has been committed (the chrome is drawn) and its effects have run.
    await vi.waitFor(() => expect(container.textContent).toContain('console drawn'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    // The answers come: React renders the screen (a retry, in slices: ~120 ms of work).
    answer();
    await vi.waitFor(() => expect(renders).toBeGreaterThan(3), { interval: 1 });
    // A few slices in, the browser has an idle period: whatever waited for one runs now.
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });

    await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(ITEMS), { timeout: 10_000, interval: 5 });
    // Each component of the screen rendered once: no render was thrown away.
    expect(renders).toBe(ITEMS);
  });
});
