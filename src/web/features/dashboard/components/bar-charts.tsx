import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { buildChartScale, type ChartScale } from '../chart-scale.ts';

// The dashboard's two bar charts, drawn as plain SVG: a chart library (recharts and its d3 dependencies) cost the
// dashboard ~105 KB gzip, over its 50 KB budget (docs/performance.md, 'Web bundle size'). The drawings are hidden
// from assistive technology; ChartCard puts a table of the same figures beside them. A bar's <title> is the
// pointer's tooltip.

export type BarSeries = {
  name: string;
  /** A Tailwind fill class from the theme, so the bars follow light and dark mode. */
  fillClass: string;
  values: number[];
  /** The tooltip of the bar at this index, e.g. 'Nov 2026: $75.00'. */
  describe: (index: number) => string;
};

const tickClass = 'fill-muted-foreground text-xs';
const gridClass = 'stroke-border';

/** The width the chart may take, followed as the layout changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Legend({ series }: { series: BarSeries[] }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {series.map((entry) => (
        <li key={entry.name} className="flex items-center gap-1.5">
          <svg width="10" height="10" aria-hidden="true">
            <rect width="10" height="10" className={entry.fillClass} />
          </svg>
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

function ChartFrame({
  height,
  series,
  children,
}: {
  height: number;
  series: BarSeries[];
  children: (width: number) => ReactNode;
}) {
  const { ref, width } = useWidth();
  return (
    <div>
      <div ref={ref} style={{ height }}>
        {/* Left to right in every language: the axes' places are the margins', drawn for this direction. */}
        {width > 0 ? (
          <svg width={width} height={height} direction="ltr" className="block overflow-visible">
            {children(width)}
          </svg>
        ) : null}
      </div>
      <Legend series={series} />
    </div>
  );
}

type ColumnChartProps = {
  /** The x axis' labels, one per column group. */
  categories: string[];
  /** Drawn on the left axis. */
  series: BarSeries;
  /** Drawn beside it on a right axis of its own (another unit), when given. */
  secondSeries?: BarSeries;
  height: number;
};

/** Vertical bars per category: one series, or two on separate scales (left and right axes). */
export function ColumnChart({ categories, series, secondSeries, height }: ColumnChartProps) {
  const all = secondSeries ? [series, secondSeries] : [series];
  const scales = all.map((entry) => buildChartScale(Math.max(0, ...entry.values)));
  const margin = { top: 8, right: secondSeries ? 48 : 8, bottom: 24, left: 56 };
  const intl = useIntl();
  const formatTick = (value: number) => intl.formatNumber(value);

  return (
    <ChartFrame height={height} series={all}>
      {(width) => {
        const plotWidth = Math.max(0, width - margin.left - margin.right);
        const plotHeight = height - margin.top - margin.bottom;
        const band = categories.length > 0 ? plotWidth / categories.length : 0;
        const barWidth = (band * 0.7) / all.length;
        const toY = (value: number, scale: ChartScale) => margin.top + plotHeight * (1 - value / scale.max);
        return (
          <>
            {scales[0]!.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={margin.left}
                  x2={width - margin.right}
                  y1={toY(tick, scales[0]!)}
                  y2={toY(tick, scales[0]!)}
                  className={gridClass}
                />
                <text
                  x={margin.left - 8}
                  y={toY(tick, scales[0]!)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className={tickClass}
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {scales[1]?.ticks.map((tick) => (
              <text
                key={tick}
                x={width - margin.right + 8}
                y={toY(tick, scales[1]!)}
                dominantBaseline="middle"
                className={tickClass}
              >
                {formatTick(tick)}
              </text>
            ))}
            {categories.map((category, index) => {
              const bandStart = margin.left + band * index;
              return (
                <g key={`${index}-${category}`}>
                  {all.map((entry, seriesIndex) => {
                    const value = entry.values[index] ?? 0;
                    const top = toY(value, scales[seriesIndex]!);
                    return (
                      <rect
                        key={entry.name}
                        x={bandStart + band * 0.15 + barWidth * seriesIndex}
                        y={top}
                        width={barWidth}
                        height={margin.top + plotHeight - top}
                        className={entry.fillClass}
                      >
                        <title>{entry.describe(index)}</title>
                      </rect>
                    );
                  })}
                  <text x={bandStart + band / 2} y={height - 6} textAnchor="middle" className={tickClass}>
                    {category}
                  </text>
                </g>
              );
            })}
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={margin.top + plotHeight}
              y2={margin.top + plotHeight}
              className="stroke-muted-foreground"
            />
          </>
        );
      }}
    </ChartFrame>
  );
}

type RowChartProps = {
  /** The y axis' labels, one per row (already shortened to fit 128 px). */
  categories: string[];
  /** Drawn side by side in each row, on one scale. */
  series: BarSeries[];
};

const rowHeight = 44;
const labelWidth = 128;

/** Horizontal bars per category, the series grouped within each row on one shared scale. */
export function RowChart({ categories, series }: RowChartProps) {
  const scale = buildChartScale(Math.max(0, ...series.flatMap((entry) => entry.values)));
  const margin = { top: 8, right: 16, bottom: 24, left: labelWidth };
  const height = margin.top + margin.bottom + categories.length * rowHeight;
  const intl = useIntl();
  const formatTick = (value: number) => intl.formatNumber(value);

  return (
    <ChartFrame height={height} series={series}>
      {(width) => {
        const plotWidth = Math.max(0, width - margin.left - margin.right);
        const toX = (value: number) => margin.left + (plotWidth * value) / scale.max;
        const barHeight = (rowHeight * 0.7) / series.length;
        const bottom = height - margin.bottom;
        return (
          <>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line x1={toX(tick)} x2={toX(tick)} y1={margin.top} y2={bottom} className={gridClass} />
                <text x={toX(tick)} y={height - 6} textAnchor="middle" className={tickClass}>
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {categories.map((category, index) => {
              const rowTop = margin.top + rowHeight * index;
              return (
                <g key={`${index}-${category}`}>
                  <text
                    x={margin.left - 8}
                    y={rowTop + rowHeight / 2}
                    textAnchor="end"
                    dominantBaseline="middle"
                    className={tickClass}
                  >
                    {category}
                  </text>
                  {series.map((entry, seriesIndex) => (
                    <rect
                      key={entry.name}
                      x={margin.left}
                      y={rowTop + rowHeight * 0.15 + barHeight * seriesIndex}
                      width={toX(entry.values[index] ?? 0) - margin.left}
                      height={barHeight}
                      className={entry.fillClass}
                    >
                      <title>{entry.describe(index)}</title>
                    </rect>
                  ))}
                </g>
              );
            })}
            <line x1={margin.left} x2={margin.left} y1={margin.top} y2={bottom} className="stroke-muted-foreground" />
          </>
        );
      }}
    </ChartFrame>
  );
}
