import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from '../../src/components/shell/user-menu';
import { COLOR_SCHEME_KEY, colorSchemeManager } from '../../src/lib/color-scheme';
import { cssVariablesResolver, theme } from '../../src/theme';

function renderMenu() {
  const rootRoute = createRootRoute({
    component: () => <UserMenu givenName="Nimal" userName="nimal.perera" branch="City Office" roles={['Administrators']} onSignOut={() => undefined} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }) });
  render(
    <MantineProvider env="test" theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('the colour scheme from the user menu', { timeout: 20_000 }, () => {
  it('switches to dark, remembers the choice under the key the pre-paint script reads, and back to the system', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'User menu for Nimal' }));
    expect(screen.getByRole('menuitem', { name: 'System (chosen)' })).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'User menu for Nimal' }));
    expect(await screen.findByRole('menuitem', { name: 'Dark (chosen)' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /^System/ }));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
  });

  it('dark mode lightens the error and dimmed texts so they keep 4.5:1 on the dark body', () => {
    const dark = cssVariablesResolver(theme as Parameters<typeof cssVariablesResolver>[0]).dark;
    expect(dark['--mantine-color-error']).toBe('var(--mantine-color-red-4)');
    expect(dark['--mantine-color-dimmed']).toBe('var(--mantine-color-dark-1)');
  });
});
