// Lint: strict TypeScript, React hooks, and the import direction of ARCHITECTURE.md:
// openapi/ -> generated/ -> src/resources (and src/api) -> src/routes. Generic components
// never import generated code; nothing but src/api talks HTTP by hand.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'generated/**', '.codegen-next/**', '.codegen-next-old/**', 'node_modules/**', 'src/route-tree.gen.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'generated/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'generated', pattern: 'generated/**', mode: 'full' },
        { type: 'api', pattern: 'src/api/**', mode: 'full' },
        { type: 'auth', pattern: 'src/auth/**', mode: 'full' },
        { type: 'lib', pattern: 'src/lib/**', mode: 'full' },
        { type: 'components', pattern: 'src/components/**', mode: 'full' },
        { type: 'resources', pattern: 'src/resources/**', mode: 'full' },
        { type: 'routes', pattern: 'src/routes/**', mode: 'full' },
        { type: 'app', pattern: 'src/*', mode: 'full' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'lib', allow: ['lib'] },
            { from: 'api', allow: ['api', 'lib', 'generated'] },
            { from: 'auth', allow: ['auth', 'api', 'lib'] },
            { from: 'components', allow: ['components', 'api', 'auth', 'lib'] },
            { from: 'resources', allow: ['resources', 'generated', 'api', 'auth', 'lib', 'components'] },
            { from: 'routes', allow: ['routes', 'resources', 'components', 'api', 'auth', 'lib', 'app'] },
            { from: 'app', allow: ['app', 'routes', 'resources', 'components', 'api', 'auth', 'lib'] },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the generated client (src/api is the only transport).' }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // One way to write an end-to-end test: support.ts's `test` (per-test tab in the worker's context, session reuse, axe at the end).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './support'.", allowTypeImports: true }] }],
    },
  },
);
