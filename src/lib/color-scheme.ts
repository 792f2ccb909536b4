/**
 * The colour scheme preference: light, dark or `auto` (follow the system), switched from the
 * user menu and remembered in localStorage (a preference, never a token). index.html's inline
 * script applies it before the first paint under the same key; keep the two in step.
 */
import { localStorageColorSchemeManager } from '@mantine/core';

export const COLOR_SCHEME_KEY = 'wallet-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
