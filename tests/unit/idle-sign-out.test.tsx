import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle, type IdleState } from '../../src/auth/idle';
import { countdown, IdleSignOut } from '../../src/components/shell/idle-sign-out';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

describe('watchIdle', () => {
  function watch(timeoutSeconds = 15 * 60, warningSeconds = 13 * 60) {
    const states: IdleState[] = [];
    const target = new EventTarget();
    const watcher = watchIdle({ timeoutSeconds, warningSeconds, onChange: (s) => states.push(s), target, channelName: null });
    return { states, target, watcher, last: () => states.at(-1) };
  }

  it('warns at 13 minutes with a countdown and expires at 15, without any activity', () => {
    const { states, last, watcher } = watch();
    vi.advanceTimersByTime(13 * 60 * 1000 - 1000);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(last()).toEqual({ phase: 'warning', secondsLeft: 120 });
    vi.advanceTimersByTime(1000);
    expect(last()).toEqual({ phase: 'warning', secondsLeft: 119 });
    vi.advanceTimersByTime(119 * 1000);
    expect(last()).toEqual({ phase: 'expired' });
    const count = states.length;
    vi.advanceTimersByTime(60 * 1000);
    expect(states).toHaveLength(count);
    watcher.stop();
  });

  it.each(['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'])('a person\'s %s starts the 15 minutes again', (type) => {
    const { target, last, states, watcher } = watch();
    vi.advanceTimersByTime(12 * 60 * 1000);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(12 * 60 * 1000);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(60 * 1000);
    expect(last()).toMatchObject({ phase: 'warning' });
    watcher.stop();
  });

  it('other events (an app timer, a network answer) do not count', () => {
    const { target, last, watcher } = watch();
    vi.advanceTimersByTime(12 * 60 * 1000);
    for (const type of ['focus', 'visibilitychange', 'load', 'message']) target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(3 * 60 * 1000);
    expect(last()).toEqual({ phase: 'expired' });
    watcher.stop();
  });

  it('once warned, only "Stay signed in" keeps the session: a stray pointer move does not', () => {
    const { target, last, watcher } = watch();
    vi.advanceTimersByTime(14 * 60 * 1000);
    expect(last()).toMatchObject({ phase: 'warning', secondsLeft: 60 });
    target.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(1000);
    expect(last()).toMatchObject({ phase: 'warning', secondsLeft: 59 });
    watcher.stay();
    expect(last()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(13 * 60 * 1000 - 1000);
    expect(last()).toEqual({ phase: 'active' });
    watcher.stop();
  });

  it('a navigation counts as activity', () => {
    const { last, watcher } = watch(60, 40);
    vi.advanceTimersByTime(39 * 1000);
    watcher.activity();
    vi.advanceTimersByTime(39 * 1000);
    expect(last()).toBeUndefined();
    watcher.stop();
  });

  it('after sleep (no ticks), the first check signs out at once', () => {
    const { last, watcher } = watch(60, 40);
    vi.setSystemTime(Date.now() + 10 * 60 * 1000);
    vi.advanceTimersByTime(1000);
    expect(last()).toEqual({ phase: 'expired' });
    watcher.stop();
  });
});

describe('IdleSignOut', () => {
  async function renderShell(onSignOut = vi.fn()) {
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <p>Dashboard</p>
          <IdleSignOut timeoutSeconds={15 * 60} warningSeconds={13 * 60} onSignOut={onSignOut} />
        </>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }) });
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    return onSignOut;
  }

  it('formats the countdown as m:ss', () => {
    expect(countdown(120)).toBe('2:00');
    expect(countdown(59)).toBe('0:59');
  });

  it('shows the warning with a countdown at 13 minutes; "Stay signed in" closes it and keeps the session', async () => {
    const onSignOut = await renderShell();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(13 * 60 - 1);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('For your security, the console signs out after 15 minutes without activity.');
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    await advance(5);
    expect(screen.getByRole('timer')).toHaveTextContent('1:55');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(12 * 60);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('signs out as idle at 15 minutes, once', async () => {
    const onSignOut = await renderShell();
    await advance(15 * 60);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledWith(true);
    await advance(60);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('"Sign out now" signs out at the person\'s request', async () => {
    const onSignOut = await renderShell();
    await advance(13 * 60);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onSignOut).toHaveBeenCalledWith(false);
  });

  it('typing keeps the session', async () => {
    const onSignOut = await renderShell();
    await advance(12 * 60);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(12 * 60);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
