/**
 * A build step (vite.config.ts passes it to PostCSS): every stylesheet that is not Mantine's
 * (the console's own CSS modules, mantine-react-table's styles) wins over Mantine's components'
 * whatever order the chunks' stylesheets arrive in, without a cascade layer.
 *
 * Mantine's components' styles used to sit in the `mantine` cascade layer for that. But Chromium
 * restyles every element of the page whenever a stylesheet with a layer is inserted, and code
 * split stylesheets are inserted while a screen is shown: the first visit to a list from the
 * dashboard spent some 100 ms restyling the dashboard (400 at 4x CPU). So their stylesheets are
 * now unlayered, and each rule here gets `:not(#\#)` at the end of each selector (before a pseudo-element):
 * it matches every element and adds an id's weight, more than any Mantine selector has (Mantine
 * uses only classes and attributes), and the same to every rule here, so their order among
 * themselves is unchanged.
 */
import { list, type AtRule, type Plugin, type Rule } from 'postcss';

/** The selector part that adds an id's weight and matches every element (no element has the id `#`). */
export const OVER_MANTINE = ':not(#\\#)';

/** Stylesheets left as they are: Mantine's own. */
const MANTINE_STYLESHEET = /[\\/]node_modules[\\/]@mantine[\\/]/;

/** The pseudo-elements CSS 2 wrote with one colon (`.a:before`). */
const LEGACY_PSEUDO_ELEMENT = /^:(before|after|first-line|first-letter)(?![\w-])/i;

/** Where a top-level pseudo-element (`::before`, or `:before`) starts in `selector`, or its length. */
function pseudoElementAt(selector: string): number {
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && char === ':' && (selector[i + 1] === ':' || LEGACY_PSEUDO_ELEMENT.test(selector.slice(i)))) return i;
  }
  return selector.length;
}

/** `selector` (a list) with each selector weighing an id more, so it wins over Mantine's: `.a::before, .b` → `.a:not(#\#)::before, .b:not(#\#)`. */
export function overMantine(selector: string): string {
  // PostCSS's own split of a selector list (commas inside parentheses and strings stay).
  return list
    .comma(selector)
    .map((part) => {
      const at = pseudoElementAt(part);
      return `${part.slice(0, at)}${OVER_MANTINE}${part.slice(at)}`;
    })
    .join(', ');
}

/** A keyframe's step (`from`, `50%`): its parent is the `@keyframes` rule itself. */
const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name);

/** The PostCSS plugin: raises every rule of every stylesheet but Mantine's over Mantine's (`overMantine`). */
export function stylesOverMantine(): Plugin {
  return {
    postcssPlugin: 'wallet-styles-over-mantine',
    Once(root) {
      const file = root.source?.input.file ?? '';
      if (MANTINE_STYLESHEET.test(file)) return;
      root.walkRules((rule) => {
        if (inKeyframes(rule) || rule.selector.includes(OVER_MANTINE)) return;
        rule.selector = overMantine(rule.selector);
      });
    },
  };
}
