import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NavGroup, PageComponent } from '../../generated/hey-api/types.gen';
import { ErrorPage } from '../../src/components/shell/error-page';
import { NotFoundPage } from '../../src/components/shell/not-found-page';
import { navigationFor } from '../../src/resources/session';

/** Renders a page inside a minimal router (the pages use TanStack Router's Link). */
function renderInRouter(Page: () => ReactElement) {
  const rootRoute = createRootRoute({ component: Page });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/somewhere'] }) });
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('ErrorPage', () => {
  it('offers Re-Login for a 401, with message, description and reasons', async () => {
    const onRelogin = vi.fn();
    renderInRouter(() => (
      <ErrorPage
        status={401}
        message="Your session has expired. Please sign in again."
        description="Your session is no longer valid."
        reasons={['Call: listBanks', 'token expired']}
        onRelogin={onRelogin}
      />
    ));

    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent('401');
    expect(screen.getByRole('heading', { name: 'Your session has expired. Please sign in again.' })).toBeInTheDocument();
    expect(screen.getByText('Your session is no longer valid.')).toBeInTheDocument();
    expect(screen.getByText('Call: listBanks')).toBeInTheDocument();
    expect(screen.getByText('token expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload Page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Re-Login' }));
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('offers Reload Page for other errors', async () => {
    const onRelogin = vi.fn();
    renderInRouter(() => (
      <ErrorPage
        status={500}
        message="Internal Server Error"
        description="The wallet API refused the request."
        reasons={['Call: listBanks']}
        onRelogin={onRelogin}
      />
    ));

    expect(await screen.findByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('500');
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('The wallet API refused the request.')).toBeInTheDocument();
  });

  it('shows no status and no reason list when there are none, and links to the dashboard', async () => {
    renderInRouter(() => <ErrorPage status={null} message="Something went wrong" description="The page could not be shown." reasons={[]} onRelogin={vi.fn()} />);

    const page = await screen.findByRole('alert');
    expect(page).not.toHaveTextContent(/\d{3}/);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });
});

describe('NotFoundPage', () => {
  it('says the page could not be found and links to the start page', async () => {
    renderInRouter(NotFoundPage);

    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });
});

describe('navigationFor', () => {
  const page = (pageId: string, permission: string | null): PageComponent => ({ pageId, permission, path: `/admin/${pageId}`, title: pageId, actions: ['view'] });
  const pages: PageComponent[] = [
    page('dashboard', null),
    page('bank-mgt', 'BANK'),
    page('banner-management', 'BANK'),
    page('customers', 'CUSTOMER'),
    page('trail', 'AUDIT'),
    page('remittance-report', 'REPORT'),
  ];
  const item = (id: number, pageId: string, title: string, permission?: boolean) => ({
    id,
    pageId,
    title,
    path: `/admin/${pageId}`,
    ...(permission === undefined ? {} : { permission }),
  });
  const groups: NavGroup[] = [
    { id: 1, title: 'Home', icon: 'home', items: [item(10, 'dashboard', 'Dashboard')] },
    {
      id: 2,
      title: 'Config Management',
      icon: 'settings',
      items: [item(22, 'banner-management', 'Banners'), item(21, 'bank-mgt', 'Bank Management', true), item(23, 'hidden-page', 'Not in page list')],
    },
    { id: 3, title: 'Customer Management', icon: 'users', items: [item(31, 'customers', 'Customers', false)] },
    { id: 4, title: 'Audit', icon: 'list', items: [item(41, 'trail', 'Audit Trail')] },
    { id: 5, title: 'Reports', icon: 'report', items: [] },
  ];

  it('keeps what the user may open, in the server order, with string ids', () => {
    expect(navigationFor(groups, pages, new Set(['BANK', 'CUSTOMER']))).toEqual([
      { id: '1', title: 'Home', items: [{ id: '10', title: 'Dashboard', to: '/admin/dashboard' }] },
      {
        id: '2',
        title: 'Config Management',
        items: [
          { id: '22', title: 'Banners', to: '/admin/banner-management' },
          { id: '21', title: 'Bank Management', to: '/admin/bank-mgt' },
        ],
      },
    ]);
  });

  it('drops items switched off with permission: false even when the user may open the page', () => {
    const nav = navigationFor(groups, pages, new Set(['CUSTOMER']));
    expect(nav.flatMap((group) => group.items.map((i) => i.title))).not.toContain('Customers');
    expect(nav.map((group) => group.title)).not.toContain('Customer Management');
  });

  it('drops items the user may not open and the groups left empty', () => {
    const nav = navigationFor(groups, pages, new Set(['AUDIT']));
    expect(nav.map((group) => group.title)).toEqual(['Home', 'Audit']);
  });

  it('drops items whose page the console does not know', () => {
    const nav = navigationFor(groups, pages, new Set(['BANK', 'AUDIT', 'CUSTOMER', 'REPORT']));
    expect(nav.flatMap((group) => group.items.map((i) => i.title))).toEqual(['Dashboard', 'Banners', 'Bank Management', 'Audit Trail']);
  });

  it('keeps, with an empty page list, every page whose minimum the user holds: the list narrows, it does not erase', () => {
    const nav = navigationFor(groups, [], new Set(['BANK']));
    expect(nav.flatMap((group) => group.items.map((i) => i.title))).toEqual(['Dashboard', 'Banners', 'Bank Management']);
  });
});

describe('RouteError', () => {
  it('shows the request id a support engineer can trace, never the operation id or the validation path', async () => {
    const { RouteError } = await import('../../src/components/shell/route-error');
    const { contractError } = await import('../../src/api/errors');
    const error = contractError('data.pinHash: unexpected key', 'getUser');
    error.requestId = '2f1d7c9a-5b1e-4c4b-9a51-0d6c2b9e7a10';
    renderInRouter(() => <RouteError error={error} reset={() => undefined} />);
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent('Request id: 2f1d7c9a-5b1e-4c4b-9a51-0d6c2b9e7a10');
    expect(page).toHaveTextContent('Unexpected response from the wallet API');
    expect(page).not.toHaveTextContent('getUser');
    expect(page).not.toHaveTextContent('pinHash');
  });

  it('shows the 404 page when the API answers 404 for the record the URL names', async () => {
    const { RouteError } = await import('../../src/components/shell/route-error');
    const { httpError } = await import('../../src/api/errors');
    const error = httpError(404, { message: 'The record was not found; it may have been deleted', code: 'NOT_FOUND' }, 'getUser');
    renderInRouter(() => <RouteError error={error} reset={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the error page for other API failures', async () => {
    const { RouteError } = await import('../../src/components/shell/route-error');
    const { httpError } = await import('../../src/api/errors');
    renderInRouter(() => <RouteError error={httpError(500, null, 'getUser')} reset={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.queryByRole('heading', { name: 'This page could not be found' })).toBeNull();
  });
});
