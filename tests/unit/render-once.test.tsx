// Dialogs, panels and menu groups nobody opened are not in the page, and a list asks for its
// forms' schemas once, while it shows, so a form opens without waiting for them.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z, type ZodObject } from 'zod';
import { createQueryClient } from '../../src/api/query-client';
import { ResourceScreen } from '../../src/components/crud/resource-screen';
import type { ResourceDefinition } from '../../src/components/crud/types';
import { useOpenedOnce } from '../../src/components/opened-once';
import { SideNav } from '../../src/components/shell/side-nav';

type Thing = { code: string; name: string };

describe('useOpenedOnce', () => {
  it('is false until opened, then stays true', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), { initialProps: { opened: false } });
    expect(result.current).toBe(false);
    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });
});

describe('a list screen', { timeout: 20_000 }, () => {
  it('holds no dialog or panel until one is opened, and asks for its form schemas once, while the list shows', async () => {
    let resolveSchema: (schema: ZodObject) => void = () => undefined;
    const schema = vi.fn(() => new Promise<ZodObject>((resolve) => (resolveSchema = resolve)));
    const resource: ResourceDefinition<Thing, Thing, Thing[]> = {
      id: 'things',
      title: 'Thing Management',
      singular: 'Thing',
      rowKey: (row) => row.code,
      describe: (row) => row.name,
      list: { query: () => ({ queryKey: ['things'], queryFn: () => Promise.resolve([{ code: '7010', name: 'Bank of Ceylon' }]) }), select: (rows) => ({ rows, total: rows.length }), invalidates: ['things'] },
      columns: [
        { key: 'code', header: 'Code' },
        { key: 'name', header: 'Name' },
      ],
      form: { schema, fields: [{ name: 'code', label: 'Code' }, { name: 'name', label: 'Name' }], empty: { code: '', name: '' }, fromRow: (row) => row },
      create: { run: () => Promise.resolve({}), notice: 'New Thing added Successfully' },
      remove: { run: () => Promise.resolve({}) },
    };
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const queryClient = createQueryClient(() => undefined);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ResourceScreen resource={resource} search={{ page: 1, size: 10 }} onSearchChange={() => undefined} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByText('Bank of Ceylon');
    // The delete confirmation, the record panel, the sub-list panel and the export dialog are closed: none in the page.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    // The schemas are asked for once the list shows, without waiting for them.
    await waitFor(() => expect(schema).toHaveBeenCalledTimes(1));

    await act(async () => resolveSchema(z.object({ code: z.string(), name: z.string() })));
    await waitFor(() => expect(queryClient.getQueryData(['form-schemas', 'things'])).toBeDefined());
    expect(screen.getByText('Bank of Ceylon')).toBeInTheDocument();

    // The form opens with them at once, without asking again.
    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    expect(await screen.findByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(schema).toHaveBeenCalledTimes(1);
  });
});

describe('the side navigation', () => {
  it("renders a closed group's links only once the group is opened; the current screen's group is open", async () => {
    const groups = [
      { id: 'config', title: 'Config Management', items: [{ id: 'banks', title: 'Bank Management', to: '/banks' }] },
      { id: 'users', title: 'User Management', items: [{ id: 'users', title: 'Users', to: '/users' }] },
    ];
    const root = createRootRoute({ component: () => <SideNav groups={groups} /> });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/banks'] }) });
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Bank Management' })).toBeVisible();
    expect(screen.queryByText('Users')).toBeNull();

    await userEvent.click(screen.getByText('User Management'));
    expect(await screen.findByRole('link', { name: 'Users' })).toBeInTheDocument();
  });
});
