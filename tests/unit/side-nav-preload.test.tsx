import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_PRELOAD_DELAY_MS, SideNav } from '../../src/components/shell/side-nav';

const ITEMS = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Screen ${id.toUpperCase()}`, to: `/${id}` }));

/** The side navigation in a router whose screens record when their loader (their data) starts. */
function renderMenu(loaded: (path: string) => void) {
  const root = createRootRoute({
    component: () => (
      <>
        <SideNav groups={[{ id: 'config', title: 'Config Management', items: ITEMS }]} />
        <Outlet />
      </>
    ),
  });
  const screens = ITEMS.map((item) => createRoute({ getParentRoute: () => root, path: item.to, loader: () => loaded(item.to), component: () => null }));
  const router = createRouter({ routeTree: root.addChildren(screens), history: createMemoryHistory({ initialEntries: ['/a'] }) });
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('the side navigation preloads on a focus that stays, not on each item tabbed past', () => {
  afterEach(() => vi.useRealTimers());

  it('starts no screen request for items the focus passes, and one for the item where it stays', async () => {
    const loaded = vi.fn();
    renderMenu(loaded);
    const link = async (title: string) => screen.findByRole('link', { name: title });
    const [b, c, d] = [await link('Screen B'), await link('Screen C'), await link('Screen D')];
    loaded.mockClear();

    vi.useFakeTimers();
    // Tabbing at a person's pace: each item keeps the focus for less than the preload delay.
    for (const item of [b, c]) {
      act(() => item.focus());
      await act(() => vi.advanceTimersByTimeAsync(MENU_PRELOAD_DELAY_MS / 2));
    }
    act(() => d.focus());
    await act(() => vi.advanceTimersByTimeAsync(MENU_PRELOAD_DELAY_MS / 2));
    expect(loaded).not.toHaveBeenCalled();

    // The focus stays on Screen D: its screen is preloaded.
    await act(() => vi.advanceTimersByTimeAsync(MENU_PRELOAD_DELAY_MS));
    expect(loaded.mock.calls.map(([path]) => path)).toEqual(['/d']);
  });
});
