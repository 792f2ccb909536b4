import { describe, expect, it } from 'vitest';
import { splitRootVariables } from '../../scripts/root-variables';

describe('root variables first (scripts/root-variables.ts)', () => {
  it("takes a stylesheet's rules on :root alone, with the colour scheme's attribute or not, out of the rest", () => {
    const css = [
      '.row { background: var(--row-bg); }',
      ':root { --row-bg: white; }',
      ":root[data-mantine-color-scheme='dark'] { --row-bg: black; }",
      ':root .row, .cell { color: red; }',
      '@media (min-width: 40em) { :root { --row-bg: grey; } }',
    ].join('\n');
    const { variables, rest } = splitRootVariables(css);
    expect(variables).toContain(':root { --row-bg: white; }');
    expect(variables).toContain(":root[data-mantine-color-scheme='dark'] { --row-bg: black; }");
    expect(variables).not.toContain('.row');
    // What is not a rule on :root alone stays: a descendant of :root, and a rule inside a media query.
    expect(rest).toContain('.row { background: var(--row-bg); }');
    expect(rest).toContain(':root .row, .cell { color: red; }');
    expect(rest).toContain('@media (min-width: 40em) { :root { --row-bg: grey; } }');
    expect(rest).not.toContain(':root { --row-bg: white; }');
    expect(rest).not.toContain('black');
  });

  it('leaves a stylesheet without them as it is', () => {
    expect(splitRootVariables('.a { color: red; }')).toEqual({ variables: '', rest: '.a { color: red; }' });
  });
});
