import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Indigo at shade 8 on white is about 5.6:1, above WCAG AA's 4.5:1 (Mantine's default
 * blue is 3.55:1 and fails the accessibility check).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Indigo 7 under white text is about 5:1 (shade 6 is 4.3:1 and fails in dark mode).
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'sm',
  // Modals, menus and notices appear without motion for people who ask their system for less.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Sinhala", sans-serif',
});

/**
 * Mantine's error red (red.6) and dimmed grey (gray.6) are below 4.5:1 on white; these pass WCAG
 * AA. In dark mode the defaults (red.8, dark.2) are below 4.5:1 on the dark body and cards: the
 * lighter red.4 and dark.1 pass. Texts say `c="dimmed"` or `var(--mantine-color-error)`, never
 * a fixed shade, so both schemes read.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Good news (e.g. a rise in volume), in words beside the figure.
    '--wallet-color-good': 'var(--mantine-color-teal-9)',
  },
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)', '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--wallet-color-good': 'var(--mantine-color-teal-4)' },
});
