// The console's chrome (notices, loading overlay, long-wait Cancel): drawn with the console,
// a notice at once, the overlay over a save but not over a download's own progress.
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test, vi } from 'vitest';
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
