// A route's failure (a refused page, an API or contract error from its loader) shows the console's
// error page through `RouteErrors`, and neither React nor the router writes to the console for it
// (development builds, as here, are where both warn).
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractError, httpError } from '../../src/api/errors';
import { ForbiddenError } from '../../src/auth/guard';
import { reportCaughtError, RouteErrors } from '../../src/components/shell/route-errors';

function renderAt(path: string) {
  const root = createRootRoute({
    component: () => (
      <RouteErrors>
        <Outlet />
      </RouteErrors>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/refused', beforeLoad: () => { throw new ForbiddenError('Bank Management'); }, component: () => <p>secret</p> }),
    createRoute({ getParentRoute: () => root, path: '/broken', loader: () => Promise.reject(contractError('data.id: Invalid UUID', 'getUser')), component: () => <p>user</p> }),
    createRoute({ getParentRoute: () => root, path: '/gone', loader: () => Promise.reject(httpError(404, { status: 404, message: 'No such user' }, 'getUser')), component: () => <p>user</p> }),
    createRoute({ getParentRoute: () => root, path: '/fine', component: () => <p>fine</p> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
    { onCaughtError: reportCaughtError },
  );
  return router;
}

describe('RouteErrors', () => {
  let logged: unknown[][] = [];
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a refused page as Forbidden, with nothing in the console', async () => {
    renderAt('/refused');
    expect(await screen.findByRole('heading', { name: 'Forbidden' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
    expect(logged).toEqual([]);
  });

  it("shows a loader's contract error as the error page, with nothing in the console", async () => {
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: 'Unexpected response from the wallet API' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(logged).toEqual([]);
  });

  it("shows a loader's 404 as the 404 page, then the next page as usual", async () => {
    const router = renderAt('/gone');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 10_000 })).toBeInTheDocument();
    router.history.push('/fine');
    expect(await screen.findByText('fine', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(logged).toEqual([]);
  });

  it('logs an error that is neither the API nor a refused page, once', async () => {
    const root = createRootRoute({ component: () => <RouteErrors><Outlet /></RouteErrors> });
    const faulty = createRoute({ getParentRoute: () => root, path: '/', component: () => { throw new TypeError('x is undefined'); } });
    const router = createRouter({ routeTree: root.addChildren([faulty]), history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<MantineProvider env="test"><RouterProvider router={router} /></MantineProvider>, { onCaughtError: reportCaughtError });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(logged.filter(([first]) => first instanceof TypeError)).toHaveLength(1);
  });
});
