// The command palette: Ctrl+K or the header's button, a combobox over the user's screens and
// the records that can be found by key, driven by the keyboard; a record's key looked up first
// and its page opened by id.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paletteOptions } from '../../src/components/shell/command-palette';
import { PaletteButton } from '../../src/components/shell/palette-button';
import type { PaletteScreen, RecordFinder } from '../../src/components/shell/palette-types';

configure({ asyncUtilTimeout: 10_000 });

const SCREENS: PaletteScreen[] = [
  { id: 'dashboard', title: 'Dashboard', group: 'Home', to: '/admin/dashboard' },
  { id: '11', title: 'Bank Management', group: 'Config Management', to: '/admin/config-mgt/bank-mgt' },
  { id: '12', title: 'Bill Category', group: 'Config Management', to: '/admin/config-mgt/bill-cat-mgt' },
  { id: '21', title: 'Users', group: 'User Management', to: '/admin/users' },
];

function bankFinder(find: RecordFinder['find']): RecordFinder {
  return {
    id: 'bank',
    pageId: 'branches',
    hint: 'a bank code',
    matches: (text) => /^[0-9]{4}$/.test(text),
    label: (code) => `Bank with code ${code}`,
    find,
    notFound: (code) => `No bank has the code ${code}.`,
  };
}

function setup(finders: RecordFinder[] = []) {
  const rootRoute = createRootRoute({ component: () => <PaletteButton screens={SCREENS} finders={() => Promise.resolve(finders)} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }) });
  const user = userEvent.setup({ delay: null });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, user };
}

describe('palette options', () => {
  const finder = bankFinder(() => Promise.resolve(null));

  it('lists the screens whose name or group holds every word typed', () => {
    expect(paletteOptions('bank', SCREENS, [finder]).map((o) => o.label)).toEqual(['Bank Management']);
    expect(paletteOptions('config', SCREENS, [finder]).map((o) => o.label)).toEqual(['Bank Management', 'Bill Category']);
    expect(paletteOptions('bill cat', SCREENS, [finder]).map((o) => o.label)).toEqual(['Bill Category']);
    expect(paletteOptions('', SCREENS, [finder])).toHaveLength(SCREENS.length);
  });

  it('offers a record first when the text has the form of its key', () => {
    expect(paletteOptions('7010', SCREENS, [finder]).map((o) => o.label)).toEqual(['Bank with code 7010']);
    expect(paletteOptions('701', SCREENS, [finder])).toEqual([]);
  });
});

describe('command palette', { timeout: 30_000 }, () => {
  it('opens with Ctrl+K, is a combobox over a listbox, and reaches a screen with the keyboard', async () => {
    const { router, user } = setup();
    expect(await screen.findByRole('button', { name: 'Go to a screen or record' })).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Go to a screen or record' });
    const input = within(dialog).getByRole('combobox', { name: 'Screen or record' });
    await waitFor(() => expect(input).toHaveFocus());
    const listbox = within(dialog).getByRole('listbox', { name: 'Screens and records' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);

    await user.type(input, 'config');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bank ManagementConfig Management', 'Bill CategoryConfig Management']);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/config-mgt/bank-mgt'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a record found by its key, the key never in the URL', async () => {
    const find = vi.fn<RecordFinder['find']>(() => Promise.resolve({ to: '/admin/users/edit-user/$id', params: { id: 'a3c1e5f2' } }));
    const { router, user } = setup([bankFinder(find)]);
    await user.click(await screen.findByRole('button', { name: 'Go to a screen or record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to a screen or record' });
    expect(await within(dialog).findByText("Type a screen's name, or a bank code.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox'), '7010');
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bank with code 7010Open the record']);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/edit-user/a3c1e5f2'));
    expect(find).toHaveBeenCalledWith('7010', expect.anything());
    expect(router.state.location.href).not.toContain('7010');
  });

  it('says so when nothing has the key, and stays open', async () => {
    const { router, user } = setup([bankFinder(() => Promise.resolve(null))]);
    await user.click(await screen.findByRole('button', { name: 'Go to a screen or record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to a screen or record' });
    await user.type(within(dialog).getByRole('combobox'), '9999');
    await within(dialog).findByRole('option', { name: /Bank with code 9999/ });
    await user.click(within(dialog).getByRole('option', { name: /Bank with code 9999/ }));
    expect(await within(dialog).findByText('No bank has the code 9999.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('says when nothing matches', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Go to a screen or record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to a screen or record' });
    await user.type(within(dialog).getByRole('combobox'), 'zzz');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No screen or record matches.');
    expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });
});
