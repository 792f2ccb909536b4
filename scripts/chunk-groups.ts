/**
 * The library folders and packages the build's chunk groups name (vite.config.ts). A group
 * matches modules by path, so a library that moves a folder would silently leave it out of its
 * group: `tests/unit/library-contracts.test.tsx` fails when a name here no longer exists.
 */

/** The UI kit's input components (folders of `@mantine/core/esm/components/`), which only forms and list filters use. */
export const MANTINE_INPUT_COMPONENTS = [
  'Combobox', 'Input', 'InputBase', 'TextInput', 'NativeSelect', 'TagsInput', 'JsonInput', 'ColorInput', 'PinInput', 'InputsGroupFieldset', 'Chip', 'Stepper',
  'NumberInput', 'Select', 'MultiSelect', 'Autocomplete', 'PasswordInput', 'FileInput', 'PillsInput', 'Pill', 'Slider', 'Checkbox', 'Radio', 'Switch',
  'Textarea', 'InlineInput', 'Pagination',
] as const;

/** Packages the inputs build on, in the same group. */
export const INPUT_PACKAGES = ['react-number-format', 'react-textarea-autosize'] as const;

/** The table's packages besides mantine-react-table (scoped names). */
export const TABLE_PACKAGES = ['@tanstack/react-table', '@tanstack/table-core', '@tanstack/react-virtual', '@tanstack/virtual-core', '@tanstack/match-sorter-utils', '@mantine/dates'] as const;

/** The router's and TanStack Query's packages, grouped with the icons. */
export const TANSTACK_PACKAGES = ['@tanstack/react-router', '@tanstack/router-core', '@tanstack/history', '@tanstack/react-store', '@tanstack/store', '@tanstack/react-query', '@tanstack/query-core'] as const;

/** `a|b|c` with each name's `/` matching either path separator. */
export const alternatives = (names: readonly string[]) => names.map((name) => name.replace('/', '[\\\\/]')).join('|');
