/** One stacked series of a bar chart: a value per day, in the chart's days order. */
export interface ChartSeries {
  key: string;
  label: string;
  /** A class for the stylesheet (e.g. `usage-outcome-answered`); `fill` is the colour without one. */
  className: string;
  fill: string;
  values: readonly number[];
}

export interface StackedBarChartProps {
  /** Ids the SVG's title and description take (unique on the page). */
  id: string;
  title: string;
  description: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads in titles and on the axis (counts, dollars). */
  format: (value: number) => string;
}

// The drawing's own coordinate system: the SVG scales it to the container's width (viewBox,
// width 100%), so the chart never overflows a phone's screen and keeps its proportions.
const WIDTH = 600;
const HEIGHT = 220;
const LEFT = 80;
const RIGHT = 8;
const TOP = 14;
const BOTTOM = 24;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const FONT = 13;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A stacked bar per day, drawn on the server: no script, no library. Every bar and every segment
 * carries its number (a `<title>` a pointer or a screen reader can read, and `data-value` for the
 * tests), and the same numbers are in the tables beside the chart for anyone who cannot see it.
 * Segments of zero are not drawn; a day without any keeps its (empty) bar with value 0.
 */
export function StackedBarChart(props: StackedBarChartProps) {
  const totals = props.days.map((_, i) => props.series.reduce((sum, series) => sum + (series.values[i] ?? 0), 0));
  const max = Math.max(0, ...totals);
  // Nothing to draw still needs a scale that does not divide by zero.
  const scale = PLOT_HEIGHT / Math.max(1, max);
  const slot = PLOT_WIDTH / Math.max(1, props.days.length);
  const barWidth = round(slot * 0.7);
  return (
    <svg
      class="usage-chart"
      role="img"
      aria-labelledby={`${props.id}-title ${props.id}-desc`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      data-chart={props.id}
    >
      <title id={`${props.id}-title`}>{props.title}</title>
      <desc id={`${props.id}-desc`}>{props.description}</desc>
      <g class="usage-axis" aria-hidden="true">
        <line x1={LEFT} y1={TOP} x2={WIDTH - RIGHT} y2={TOP} stroke="currentColor" stroke-opacity="0.2" />
        <line x1={LEFT} y1={TOP + PLOT_HEIGHT} x2={WIDTH - RIGHT} y2={TOP + PLOT_HEIGHT} stroke="currentColor" stroke-opacity="0.5" />
        <text x={LEFT - 6} y={TOP + 5} text-anchor="end" font-size={FONT} fill="currentColor">
          {props.format(max)}
        </text>
        <text x={LEFT - 6} y={TOP + PLOT_HEIGHT} text-anchor="end" font-size={FONT} fill="currentColor">
          {props.format(0)}
        </text>
        {props.days.map((day, i) =>
          // A label a week apart, ending on the last day, so the labels never overlap; the last one
          // ends at its bar's right edge, so the drawing's edge does not cut it.
          (props.days.length - 1 - i) % 7 === 0 ? (
            <text
              x={round(LEFT + i * slot + (i === props.days.length - 1 ? slot : slot / 2))}
              y={HEIGHT - 6}
              text-anchor={i === props.days.length - 1 ? 'end' : 'middle'}
              font-size={FONT}
              fill="currentColor"
            >
              {day.slice(5)}
            </text>
          ) : null,
        )}
      </g>
      {props.days.map((day, i) => {
        let y = TOP + PLOT_HEIGHT;
        const x = round(LEFT + i * slot + (slot - barWidth) / 2);
        return (
          <g class="usage-bar" data-day={day} data-value={String(totals[i] ?? 0)}>
            <title>{`${day}: ${props.format(totals[i] ?? 0)}`}</title>
            {props.series.map((series) => {
              const value = series.values[i] ?? 0;
              if (value === 0) return null;
              const height = value * scale;
              y -= height;
              return (
                <rect
                  class={`usage-segment ${series.className}`}
                  fill={series.fill}
                  x={x}
                  y={round(y)}
                  width={barWidth}
                  height={round(height)}
                  data-day={day}
                  data-series={series.key}
                  data-value={String(value)}
                >
                  <title>{`${day}, ${series.label}: ${props.format(value)}`}</title>
                </rect>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's key: each series' colour and name, as a list (readable without the chart). */
export function ChartLegend({ series }: { series: readonly Pick<ChartSeries, 'key' | 'label' | 'className' | 'fill'>[] }) {
  return (
    <ul class="usage-legend">
      {series.map((entry) => (
        <li data-series={entry.key}>
          <svg class="usage-swatch" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <rect class={entry.className} fill={entry.fill} width="12" height="12" />
          </svg>{' '}
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
