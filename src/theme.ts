import { createTheme } from '@mantine/core';

/**
 * Indigo at shade 8 on white is about 5.6:1, above WCAG AA's 4.5:1 (Mantine's default
 * blue is 3.55:1 and fails the accessibility check).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Sinhala", sans-serif',
});
