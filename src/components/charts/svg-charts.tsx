// Bar, area and donut charts drawn as plain SVG: a few dozen elements each, no chart library
// (recharts was 115 KiB gzip and most of the dashboard's main-thread work). Figures in text are
// the caller's (a table or list beside the chart); the drawing shows them and a tooltip names
// the hovered point.
import { useCallback, useContext, useId, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import classes from './charts.module.css';
import { PlaceWidth } from './idle-turn';
import { niceTicks, shownLabels } from './scale';

/** A series of a bar or area chart: its legend label, its CSS colour and a value per category. */
export type ChartSeries = {
  label: string;
  color: string;
  values: readonly number[];
};

/** A bar or area chart: categories along the bottom (days, months), one value per series for each. */
export type CartesianChartProps = {
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** The values as shown on the axis and in the tooltip. */
  format: (value: number) => string;
  /** Counts: the axis steps are whole numbers. */
  whole?: boolean;
  /** Of the whole chart, its legend included. */
  height: number;
};

/** A slice of a donut: its label, value and CSS colour. */
export type DonutSlice = { label: string; value: number; color: string };

// Geometry, in px. CHAR_WIDTH is a digit's width at the axis's 12 px: labels are digits and separators.
const CHAR_WIDTH = 7;
const AXIS_GAP = 8;
const TOP = 8;
const RIGHT = 12;
const X_AXIS_HEIGHT = 24;
const LEGEND_HEIGHT = 28;
const MAX_BAR_WIDTH = 28;
const BAR_GAP = 4;
/** Share of a category's band its bars leave free around them. */
const BAND_PADDING = 0.2;

/**
 * The width of the element `ref` is given to, in px, and again whenever it is resized: from the
 * start the width of the place its IdleTurn held (`PlaceWidth`), so the first render draws the
 * chart; elsewhere read as it mounts. 0 until known.
 */
function useWidth(): [(element: HTMLDivElement | null) => (() => void) | undefined, number] {
  const placeWidth = useContext(PlaceWidth);
  const [width, setWidth] = useState(placeWidth ?? 0);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      if (placeWidth === null) setWidth(element.clientWidth);
      const observer = new ResizeObserver(([entry]) => {
        if (entry) setWidth(Math.round(entry.contentRect.width));
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [placeWidth],
  );
  return [ref, width];
}

/** A colour swatch of the legend and the tooltip. */
const Swatch = ({ color }: { color: string }) => <span className={classes.swatch} style={{ backgroundColor: color }} />;

/** The tooltip's box, beside `x` (on its left in the right half of `width`), at `y`. */
function Tooltip({ x, y, width, title, items }: { x: number; y: number; width: number; title?: string; items: { label: string; color: string; value: string }[] }) {
  const place: CSSProperties = x < width / 2 ? { left: x + 12, top: y } : { right: width - x + 12, top: y };
  return (
    <div className={classes.tooltip} style={place} role="tooltip">
      {title !== undefined && <div className={classes.tooltipTitle}>{title}</div>}
      {items.map((item) => (
        <div key={item.label} className={classes.tooltipItem}>
          <Swatch color={item.color} />
          <span>{item.label}</span>
          <span className={classes.tooltipValue}>{item.value}</span>
        </div>
      ))}
    </div>
  );
}

/** The shared frame of bar and area charts: axes, grid, legend, hover and tooltip; `draw` adds the marks. */
function CartesianChart({
  categories,
  series,
  format,
  whole = false,
  height,
  cursor,
  draw,
}: CartesianChartProps & {
  /** What marks the hovered category: its band or a line through its centre. */
  cursor: 'band' | 'line';
  draw: (layout: Layout, active: number | null) => ReactNode;
}) {
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const layout = width > 0 ? cartesianLayout(categories, series, format, whole, width, height - LEGEND_HEIGHT) : null;
  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    if (!layout) return;
    const index = Math.floor((event.clientX - event.currentTarget.getBoundingClientRect().left - layout.left) / layout.band);
    setActive(index >= 0 && index < categories.length ? index : null);
  };
  return (
    <div ref={ref} className={classes.chart} style={{ height }}>
      {layout && (
        <>
          <svg width={width} height={height - LEGEND_HEIGHT} onMouseMove={onMouseMove} onMouseLeave={() => setActive(null)}>
            {active !== null &&
              (cursor === 'band' ? (
                <rect className={classes.cursor} x={layout.left + layout.band * active} y={layout.top} width={layout.band} height={layout.bottom - layout.top} />
              ) : (
                <line className={classes.cursorLine} x1={layout.centre(active)} x2={layout.centre(active)} y1={layout.top} y2={layout.bottom} />
              ))}
            {layout.ticks.map((tick) => (
              <g key={tick.value}>
                <line className={tick.value === 0 ? classes.baseline : classes.grid} x1={layout.left} x2={layout.right} y1={layout.y(tick.value)} y2={layout.y(tick.value)} />
                <text className={classes.axis} x={layout.left - AXIS_GAP} y={layout.y(tick.value)} textAnchor="end" dominantBaseline="central">
                  {tick.text}
                </text>
              </g>
            ))}
            {categories.map(
              (category, index) =>
                layout.labelled(index) && (
                  <text key={index} className={classes.axis} x={layout.labelX(index)} y={layout.bottom + X_AXIS_HEIGHT / 2 + 2} textAnchor="middle" dominantBaseline="central">
                    {category}
                  </text>
                ),
            )}
            {draw(layout, active)}
          </svg>
          <div className={classes.legend} style={{ height: LEGEND_HEIGHT }}>
            {series.map((item) => (
              <span key={item.label} className={classes.key}>
                <Swatch color={item.color} />
                {item.label}
              </span>
            ))}
          </div>
          {active !== null && (
            <Tooltip
              x={layout.centre(active)}
              y={layout.top}
              width={width}
              title={categories[active]}
              items={series.map((item) => ({
                label: item.label,
                color: item.color,
                value: format(item.values[active] ?? 0),
              }))}
            />
          )}
        </>
      )}
    </div>
  );
}

/** Where things go in a bar or area chart of `width` × `height` px (legend excluded). */
type Layout = ReturnType<typeof cartesianLayout>;

function cartesianLayout(categories: readonly string[], series: readonly ChartSeries[], format: (value: number) => string, whole: boolean, width: number, height: number) {
  const values = niceTicks(
    series.flatMap((item) => item.values),
    5,
    whole,
  );
  const ticks = values.map((value) => ({ value, text: format(value) }));
  const low = values[0] ?? 0;
  const high = values.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => tick.text.length)) * CHAR_WIDTH + 2 * AXIS_GAP;
  const right = width - RIGHT;
  const top = TOP;
  const bottom = height - X_AXIS_HEIGHT;
  const band = (right - left) / Math.max(categories.length, 1);
  const labelWidth = Math.max(0, ...categories.map((category) => category.length)) * CHAR_WIDTH;
  const centre = (index: number) => left + band * (index + 0.5);
  return {
    ticks,
    left,
    right,
    top,
    bottom,
    band,
    centre,
    y: (value: number) => bottom - ((value - low) / (high - low)) * (bottom - top),
    labelled: shownLabels(categories.length, right - left, labelWidth + 2 * AXIS_GAP),
    // Kept inside the drawing: the first and last labels are wider than their bands.
    labelX: (index: number) => Math.min(Math.max(centre(index), labelWidth / 2), width - labelWidth / 2),
  };
}

/** Values per category as bars, grouped side by side when there are several series. */
export function BarChart(props: CartesianChartProps) {
  const { series } = props;
  return (
    <CartesianChart
      {...props}
      cursor="band"
      draw={(layout) => {
        const group = layout.band * (1 - BAND_PADDING);
        const barWidth = Math.max(1, Math.min(MAX_BAR_WIDTH, (group - BAR_GAP * (series.length - 1)) / series.length));
        const groupWidth = barWidth * series.length + BAR_GAP * (series.length - 1);
        const zero = layout.y(0);
        return series.map((item, place) =>
          item.values.map((value, index) => {
            const y = layout.y(value);
            return (
              <rect
                key={`${item.label}-${index}`}
                data-series={item.label}
                x={layout.centre(index) - groupWidth / 2 + place * (barWidth + BAR_GAP)}
                y={Math.min(y, zero)}
                width={barWidth}
                height={Math.abs(zero - y)}
                style={{ fill: item.color }}
              />
            );
          }),
        );
      }}
    />
  );
}

/** Values per category as a line with the area under it shaded, a dot on each value. */
export function AreaChart(props: CartesianChartProps) {
  const id = useId().replace(/[^\w-]/g, '');
  return (
    <CartesianChart
      {...props}
      cursor="line"
      draw={(layout, active) =>
        props.series.map((item, place) => {
          const points = item.values.map((value, index) => [layout.centre(index), layout.y(value)] as const);
          const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join('');
          const first = points[0]?.[0] ?? 0;
          const last = points.at(-1)?.[0] ?? 0;
          const zero = layout.y(0).toFixed(1);
          const gradient = `${id}-area-${place}`;
          return (
            <g key={item.label} data-series={item.label}>
              <defs>
                <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" style={{ stopColor: item.color, stopOpacity: 0.25 }} />
                  <stop offset="100%" style={{ stopColor: item.color, stopOpacity: 0.02 }} />
                </linearGradient>
              </defs>
              <path d={`${line}L${last.toFixed(1)},${zero}L${first.toFixed(1)},${zero}Z`} fill={`url(#${gradient})`} />
              <path className={classes.line} d={line} style={{ stroke: item.color }} />
              {points.map(([x, y], index) => (
                <circle key={index} className={classes.dot} cx={x} cy={y} r={index === active ? 5 : 3} style={{ fill: item.color }} />
              ))}
            </g>
          );
        })
      }
    />
  );
}

/** A breakdown as a ring of slices, `label` (the total) in its middle, a tooltip on the hovered slice. */
export function DonutChart({
  slices,
  size,
  thickness,
  label,
  format,
}: {
  slices: readonly DonutSlice[];
  size: number;
  thickness: number;
  label: string;
  format: (value: number) => string;
}) {
  const [active, setActive] = useState<number | null>(null);
  const centre = size / 2;
  const outer = centre - 1;
  const inner = outer - thickness;
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  const point = (radius: number, angle: number) => `${(centre + radius * Math.cos(angle)).toFixed(2)},${(centre + radius * Math.sin(angle)).toFixed(2)}`;
  const arcs = slices.reduce<{ slice: DonutSlice; start: number; end: number; sweep: number }[]>((done, slice) => {
    const start = done.at(-1)?.end ?? -Math.PI / 2;
    const sweep = total > 0 ? (Math.max(0, slice.value) / total) * 2 * Math.PI : 0;
    return [...done, { slice, start, end: start + sweep, sweep }];
  }, []);
  const shown = active === null ? undefined : arcs[active];
  const middle = shown ? (shown.start + shown.end) / 2 : 0;
  return (
    <div className={classes.chart} style={{ width: size, height: size }}>
      <svg width={size} height={size} onMouseLeave={() => setActive(null)}>
        {total === 0 && <circle className={classes.empty} cx={centre} cy={centre} r={outer - thickness / 2} strokeWidth={thickness} />}
        {arcs.map(({ slice, start: from, end: to, sweep }, index) =>
          sweep <= 0 ? null : sweep >= 2 * Math.PI - 1e-6 ? (
            // One slice is the whole ring: an arc cannot start and end at the same point.
            <circle
              key={`${index}:${slice.label}`}
              cx={centre}
              cy={centre}
              r={outer - thickness / 2}
              strokeWidth={thickness}
              style={{ fill: 'none', stroke: slice.color }}
              onMouseEnter={() => setActive(index)}
            />
          ) : (
            <path
              key={`${index}:${slice.label}`}
              className={classes.slice}
              d={`M${point(outer, from)}A${outer},${outer} 0 ${sweep > Math.PI ? 1 : 0} 1 ${point(outer, to)}L${point(inner, to)}A${inner},${inner} 0 ${sweep > Math.PI ? 1 : 0} 0 ${point(inner, from)}Z`}
              style={{ fill: slice.color }}
              onMouseEnter={() => setActive(index)}
            />
          ),
        )}
        <text className={classes.total} x={centre} y={centre} textAnchor="middle" dominantBaseline="central">
          {label}
        </text>
      </svg>
      {shown && (
        <Tooltip
          x={centre + outer * Math.cos(middle)}
          y={centre + outer * Math.sin(middle)}
          width={size}
          items={[
            {
              label: shown.slice.label,
              color: shown.slice.color,
              value: format(shown.slice.value),
            },
          ]}
        />
      )}
    </div>
  );
}
