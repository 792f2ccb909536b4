import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitleTooltip } from '../../src/components/crud/title-tooltip';

describe('TitleTooltip (the table library\'s tooltips in the build)', () => {
  it('gives its control the label as a native title, and renders no layer of its own', () => {
    const { container } = render(
      <TitleTooltip label="Toggle density">
        <button type="button" aria-label="Toggle density" />
      </TitleTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Toggle density' })).toHaveAttribute('title', 'Toggle density');
    expect(container.childElementCount).toBe(1);
  });

  it('leaves the control as it is when disabled or when the label is not text', () => {
    render(
      <>
        <TitleTooltip label="Expand" disabled>
          <button type="button">first</button>
        </TitleTooltip>
        <TitleTooltip label={<b>rich</b>}>
          <button type="button">second</button>
        </TitleTooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'first' })).not.toHaveAttribute('title');
    expect(screen.getByRole('button', { name: 'second' })).not.toHaveAttribute('title');
  });
});
