/**
 * A build step (vite.config.ts): a library stylesheet's variables on `:root` (mantine-react-table
 * defines its colours there) come with the console's first stylesheets, and the rest of that
 * stylesheet with the chunk that uses it.
 *
 * A rule on `:root` that a stylesheet inserted while a screen is shown brings restyles every
 * element of the page, as custom properties are inherited: the table's stylesheet cost some 25 ms
 * on the dashboard when a list first opened from it, its 12 `:root` rules nearly all of that.
 * Inserted with the console's first stylesheets, before anything is drawn, they cost nothing.
 */
import { readFile } from 'node:fs/promises';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** A stylesheet `css` split into its rules on `:root` only (`variables`) and everything else (`rest`). */
export function splitRootVariables(css: string): { variables: string; rest: string } {
  const root = postcss.parse(css);
  const variables = postcss.root();
  root.walkRules((rule) => {
    if (rule.parent?.type !== 'root') return;
    if (!rule.selectors.every((selector) => /^:root(\[[^\]]*\])*$/.test(selector.trim()))) return;
    variables.append(rule.clone());
    rule.remove();
  });
  return { variables: variables.toString(), rest: root.toString() };
}

/** The query that asks for a stylesheet's `:root` rules alone: `import 'lib/styles.css?root-variables'`. */
export const ROOT_VARIABLES_QUERY = '?root-variables';

/**
 * The Vite plugin: `stylesheet` (a path the regex matches, e.g. mantine-react-table's) loses its
 * `:root` rules, which `<its specifier>?root-variables` brings instead (src/console.tsx imports it).
 */
export function rootVariablesFirst(stylesheet: RegExp): Plugin {
  return {
    name: 'wallet-root-variables-first',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(ROOT_VARIABLES_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -ROOT_VARIABLES_QUERY.length), importer, { skipSelf: true });
      return resolved && stylesheet.test(resolved.id) ? `${resolved.id}${ROOT_VARIABLES_QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(ROOT_VARIABLES_QUERY)) return null;
      const file = id.slice(0, -ROOT_VARIABLES_QUERY.length);
      if (!stylesheet.test(file)) return null;
      return splitRootVariables(await readFile(file, 'utf8')).variables;
    },
    transform(code, id) {
      if (!stylesheet.test(id)) return null;
      return { code: splitRootVariables(code).rest, map: null };
    },
  };
}
