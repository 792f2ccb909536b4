import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { OVER_MANTINE, overMantine, stylesOverMantine } from '../../scripts/style-precedence';

const run = (css: string, from: string) => postcss([stylesOverMantine()]).process(css, { from }).css;

describe('styles over Mantine (scripts/style-precedence.ts)', () => {
  it('adds an id weight at the end of each selector of a list, before a pseudo-element', () => {
    expect(overMantine('.a')).toBe(`.a${OVER_MANTINE}`);
    expect(overMantine('.a::before, .b:hover')).toBe(`.a${OVER_MANTINE}::before, .b:hover${OVER_MANTINE}`);
    expect(overMantine('.table tr[data-hover]:hover')).toBe(`.table tr[data-hover]:hover${OVER_MANTINE}`);
    // Pseudo-elements written with one colon, as CSS 2 did; a pseudo-class that only starts alike is not one.
    expect(overMantine('.a:after')).toBe(`.a${OVER_MANTINE}:after`);
    expect(overMantine('.a:hover:before')).toBe(`.a:hover${OVER_MANTINE}:before`);
    expect(overMantine('.a:after-ish')).toBe(`.a:after-ish${OVER_MANTINE}`);
  });

  it('leaves commas and colons inside parentheses, attribute values and escapes alone', () => {
    expect(overMantine(":where([data-mantine-color-scheme='dark']) .reveal")).toBe(`:where([data-mantine-color-scheme='dark']) .reveal${OVER_MANTINE}`);
    expect(overMantine('.a :is(.b, .c)')).toBe(`.a :is(.b, .c)${OVER_MANTINE}`);
    expect(overMantine('[data-x="a,b::c"] .d')).toBe(`[data-x="a,b::c"] .d${OVER_MANTINE}`);
    expect(overMantine('.toolbar :global(.mrt-top-toolbar)')).toBe(`.toolbar :global(.mrt-top-toolbar)${OVER_MANTINE}`);
    expect(overMantine('.w-1\\:2')).toBe(`.w-1\\:2${OVER_MANTINE}`);
  });

  it("raises the console's and other libraries' rules, in media queries too, but not keyframes' steps", () => {
    const css = run('.a{color:red}@media (min-width: 1px){.b::before{content:""}}@keyframes spin{from{opacity:0}50%{opacity:1}}', '/repo/src/components/x.module.css');
    expect(css).toBe(`.a${OVER_MANTINE}{color:red}@media (min-width: 1px){.b${OVER_MANTINE}::before{content:""}}@keyframes spin{from{opacity:0}50%{opacity:1}}`);
    expect(run('.mrt-row{color:red}', '/repo/node_modules/mantine-react-table/styles.css')).toBe(`.mrt-row${OVER_MANTINE}{color:red}`);
  });

  it("leaves Mantine's own stylesheets as they are, and raises a rule only once", () => {
    expect(run('.m_1b7284a3{color:red}', '/repo/node_modules/@mantine/core/styles/Paper.css')).toBe('.m_1b7284a3{color:red}');
    expect(run(`.a${OVER_MANTINE}{color:red}`, '/repo/src/x.css')).toBe(`.a${OVER_MANTINE}{color:red}`);
  });
});
