// The SVG charts: axes, marks, legend and the tooltip of the hovered point. jsdom has no layout:
// the ResizeObserver of tests/unit/setup.ts gives each chart 600 px of width.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IdleTurn, PlaceWidth } from '../../src/components/charts/idle-turn';
import { AreaChart, BarChart, DonutChart } from '../../src/components/charts/svg-charts';
import { formatAmount, formatCount } from '../../src/lib/format';

const DAYS = ['2026-11-19', '2026-11-20', '2026-11-21'];

function draw(chart: ReactElement) {
  return render(<MantineProvider env="test">{chart}</MantineProvider>);
}

/** Moves the pointer over the category at `index` of a 600 px chart whose value axis takes `axis` px. */
function hoverCategory(svg: Element, index: number, count: number, axis: number) {
  const band = (600 - 12 - axis) / count;
  fireEvent.mouseMove(svg, { clientX: axis + band * (index + 0.5) });
}

describe('BarChart', () => {
  const TWO_SERIES = [
    { label: 'Transactions', color: 'red', values: [3655, 4100, 4821] },
    { label: 'Failed', color: 'blue', values: [12, 0, 61] },
  ];

  it('a bar per category and series, the value axis in round steps, the legend, no tooltip until hovered', async () => {
    const { container } = draw(<BarChart height={240} categories={DAYS} series={TWO_SERIES} format={formatCount} whole />);
    await screen.findByText('6,000');
    for (const tick of ['0', '1,500', '3,000', '4,500']) expect(screen.getByText(tick)).toBeInTheDocument();
    expect(container.querySelectorAll('rect[data-series="Transactions"]')).toHaveLength(3);
    expect(container.querySelectorAll('rect[data-series="Failed"]')).toHaveLength(3);
    for (const day of DAYS) expect(screen.getByText(day)).toBeInTheDocument();
    expect(screen.getByText('Transactions')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText('4,821')).not.toBeInTheDocument();
  });

  it('taller bars for higher values, all on the zero line', async () => {
    const { container } = draw(<BarChart height={240} categories={DAYS} series={[{ label: 'Transactions', color: 'red', values: [1500, 0, 6000] }]} format={formatCount} whole />);
    await screen.findByText('6,000');
    const [low, none, high] = [...container.querySelectorAll('rect[data-series]')].map((bar) => ({
      y: Number(bar.getAttribute('y')),
      height: Number(bar.getAttribute('height')),
    }));
    expect(none?.height).toBe(0);
    expect(high?.height).toBeCloseTo(4 * (low?.height ?? 0));
    expect((high?.y ?? 0) + (high?.height ?? 0)).toBeCloseTo((low?.y ?? 0) + (low?.height ?? 0));
  });

  it('the hovered category shows its tooltip with each series, and hides it when the pointer leaves', async () => {
    const { container } = draw(<BarChart height={240} categories={DAYS} series={TWO_SERIES} format={formatCount} whole />);
    await screen.findByText('6,000');
    const svg = container.querySelector('svg') as SVGSVGElement;
    // The widest tick, "6,000", is 5 characters of 7 px with 8 px on either side.
    hoverCategory(svg, 2, 3, 51);
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText('4,821')).toBeInTheDocument();
    expect(within(tooltip).getAllByText('2026-11-21')).toHaveLength(1);
    expect(within(tooltip).getByText('61')).toBeInTheDocument();
    hoverCategory(svg, 0, 3, 51);
    expect(screen.getByText('3,655')).toBeInTheDocument();
    expect(screen.queryByText('4,821')).not.toBeInTheDocument();
    fireEvent.mouseLeave(svg);
    expect(screen.queryByText('3,655')).not.toBeInTheDocument();
  });
});

describe('AreaChart', () => {
  it('a line and its area through a dot per value, amounts on the axis and in the tooltip', async () => {
    const { container } = draw(
      <AreaChart
        height={240}
        categories={DAYS}
        series={[
          {
            label: 'Value (LKR)',
            color: 'teal',
            values: [28_120_450, 30_000_000, 38_452_750],
          },
        ]}
        format={formatAmount}
      />,
    );
    await screen.findByText('40,000,000.00');
    const series = container.querySelector('g[data-series="Value (LKR)"]') as Element;
    expect(series.querySelectorAll('circle')).toHaveLength(3);
    expect(series.querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByText('Value (LKR)')).toBeInTheDocument();
    // "40,000,000.00": 13 characters.
    hoverCategory(container.querySelector('svg') as Element, 2, 3, 13 * 7 + 16);
    expect(screen.getByText('38,452,750.00')).toBeInTheDocument();
  });
});

describe('DonutChart', () => {
  const SLICES = [
    { label: 'Active', value: 571, color: 'green' },
    { label: 'Inactive', value: 29, color: 'gray' },
    { label: 'Pending', value: 0, color: 'orange' },
  ];

  it('a slice per non-zero value, the label in the middle, the hovered slice in a tooltip', async () => {
    const { container } = draw(<DonutChart slices={SLICES} size={150} thickness={24} label="600" format={formatCount} />);
    expect(screen.getByText('600')).toBeInTheDocument();
    const slices = container.querySelectorAll('path');
    expect(slices).toHaveLength(2);
    await userEvent.hover(slices[1] as Element);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('29')).toBeInTheDocument();
  });

  it('two slices an answer names alike are both drawn, and React is not told of a duplicate key', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = draw(
      <DonutChart slices={[{ label: 'Android', value: 3, color: 'green' }, { label: 'Android', value: 4, color: 'gray' }]} size={150} thickness={24} label="7" format={formatCount} />,
    );
    expect(container.querySelectorAll('path')).toHaveLength(2);
    await userEvent.hover(container.querySelectorAll('path')[1] as Element);
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });

  it('one slice is the whole ring; nothing at all is an empty ring', () => {
    const { container, unmount } = draw(<DonutChart slices={[{ label: 'Active', value: 5, color: 'green' }]} size={150} thickness={24} label="5" format={formatCount} />);
    expect(container.querySelectorAll('path')).toHaveLength(0);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    unmount();
    const empty = draw(<DonutChart slices={SLICES.map((slice) => ({ ...slice, value: 0 }))} size={150} thickness={24} label="0" format={formatCount} />);
    expect(empty.container.querySelectorAll('path')).toHaveLength(0);
    expect(empty.container.querySelectorAll('circle')).toHaveLength(1);
  });
});

describe('a chart in the place its IdleTurn held', () => {
  it('draws in its first render at the width IdleTurn read from the place, without measuring itself', async () => {
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
    try {
      function Drawn() {
        return <p>drawn at {useContext(PlaceWidth)} px</p>;
      }
      draw(
        <IdleTurn fallback={<p>waiting</p>}>
          <Drawn />
        </IdleTurn>,
      );
      expect(await screen.findByText('drawn at 480 px')).toBeInTheDocument();
      clientWidth.mockClear();
      const { container } = draw(
        <PlaceWidth value={480}>
          <BarChart height={240} categories={DAYS} series={[{ label: 'Transactions', color: 'red', values: [1, 2, 3] }]} format={formatCount} whole />
        </PlaceWidth>,
      );
      // Before any resize is reported: drawn at once, at the place's width.
      expect(container.querySelector('svg')).toHaveAttribute('width', '480');
      expect(clientWidth).not.toHaveBeenCalled();
    } finally {
      clientWidth.mockRestore();
    }
  });
});
