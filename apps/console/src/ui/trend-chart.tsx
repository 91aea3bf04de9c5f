import { useId, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';

export interface TrendSeries {
  key: string;
  label: string;
  /** One value per point of `points`. */
  values: readonly number[];
  /** A CSS colour for the line and its legend swatch. */
  color: string;
}

/** A point that something happened on (a configuration change): a marker under the axis with details. */
export interface TrendMark {
  /** The point of `points` it marks. */
  index: number;
  /** What the marker's button is called, e.g. "2 configuration changes on 10 Mar". */
  label: string;
  /** Shown while the marker is hovered or focused; may hold links, reachable with Tab. */
  details: ReactNode;
}

interface TrendChartProps {
  title: string;
  /** The x axis labels, in order (e.g. formatted days). */
  points: readonly string[];
  series: readonly TrendSeries[];
  formatValue: (value: number) => string;
  /** Header of the first column of the data table read by screen readers. */
  pointHeader: string;
  marks?: readonly TrendMark[];
}

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 10, right: 10, bottom: 26, left: 40 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** Round steps (1, 2, 5 × 10ⁿ) giving about four gridlines up to `max`; counts never step below 1. */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const step = Math.max(1, (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

/** At most about seven evenly spaced x labels, always the first and the last, never crowded. */
function labelIndexes(count: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / 7));
  const indexes = new Set<number>();
  for (let index = 0; index < count - 1 - every / 2; index += every) indexes.add(index);
  if (count > 0) indexes.add(count - 1);
  return indexes;
}

/** One marker: its details open while the pointer is over it or the focus is in it; Escape closes them. */
function Mark({ mark, left }: { mark: TrendMark; left: number }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  return (
    <div
      className="absolute top-0 -translate-x-1/2"
      style={{ left: `${left}%` }}
      onPointerEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
    >
      <button
        type="button"
        aria-label={mark.label}
        aria-expanded={open}
        aria-controls={id}
        className="block size-3 rotate-45 rounded-[2px] bg-amber-500 ring-2 ring-white hover:bg-amber-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
      <div
        id={id}
        hidden={!open}
        className="absolute top-5 left-1/2 z-10 w-56 -translate-x-1/2 rounded-md bg-white p-3 text-xs text-slate-700 shadow-lg ring-1 ring-slate-900/10"
      >
        {mark.details}
      </div>
    </div>
  );
}

/**
 * A small dependency-free SVG line chart of a few series over the same points (days); hovering shows
 * the values of one point. The same figures are in a table for screen readers. No chart library: the
 * analytics home is the console's landing route, so its charts count against the shell budget.
 * Marks flag points under the axis (a dashed line on the plot), each a button whose details open on
 * hover or focus.
 */
export function TrendChart({ title, points, series, formatValue, pointHeader, marks = [] }: TrendChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const ticks = niceTicks(Math.max(0, ...series.flatMap((line) => line.values)));
  const top = ticks[ticks.length - 1] ?? 1;
  const x = (index: number) =>
    PAD.left + (points.length <= 1 ? PLOT_W / 2 : (index * PLOT_W) / (points.length - 1));
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const labelled = labelIndexes(points.length);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || points.length === 0) return;
    const plotX = ((event.clientX - box.left) / box.width) * WIDTH - PAD.left;
    const index = points.length <= 1 ? 0 : Math.round((plotX / PLOT_W) * (points.length - 1));
    setActive(Math.min(points.length - 1, Math.max(0, index)));
  };

  const activeX = active === null ? 0 : x(active);
  return (
    <figure aria-labelledby={`${id}-title`} className="space-y-3">
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {title}
      </figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {series.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block h-0.5 w-4 rounded"
              style={{ backgroundColor: line.color }}
            />
            {line.label}
          </li>
        ))}
      </ul>
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="w-full overflow-visible"
          aria-hidden
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-slate-200"
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-slate-500 text-xs"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {points.map((point, index) =>
            labelled.has(index) ? (
              <text
                key={point}
                x={x(index)}
                y={HEIGHT - 8}
                textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
                className="fill-slate-500 text-xs"
              >
                {point}
              </text>
            ) : null,
          )}
          {marks.map((mark) => (
            <line
              key={mark.index}
              x1={x(mark.index)}
              x2={x(mark.index)}
              y1={PAD.top}
              y2={PAD.top + PLOT_H}
              strokeDasharray="3 3"
              className="stroke-amber-400"
            />
          ))}
          {active !== null && (
            <line x1={activeX} x2={activeX} y1={PAD.top} y2={PAD.top + PLOT_H} className="stroke-slate-300" />
          )}
          {series.map((line) => (
            <g key={line.key}>
              <polyline
                fill="none"
                stroke={line.color}
                strokeWidth={2}
                strokeLinejoin="round"
                strokeLinecap="round"
                points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              />
              {(points.length === 1 || active !== null) && (
                <circle
                  cx={x(active ?? 0)}
                  cy={y(line.values[active ?? 0] ?? 0)}
                  r={3.5}
                  fill="white"
                  stroke={line.color}
                  strokeWidth={2}
                />
              )}
            </g>
          ))}
        </svg>
        {active !== null && (
          <div
            aria-hidden
            className="pointer-events-none absolute top-0 rounded-md bg-slate-900/90 px-3 py-2 text-xs text-white shadow"
            style={
              activeX > WIDTH / 2
                ? { right: `${((WIDTH - activeX) / WIDTH) * 100 + 2}%` }
                : { left: `${(activeX / WIDTH) * 100 + 2}%` }
            }
          >
            <p className="font-semibold">{points[active]}</p>
            {series.map((line) => (
              <p key={line.key} className="flex items-center gap-1.5 whitespace-nowrap">
                <span className="inline-block size-2 rounded-full" style={{ backgroundColor: line.color }} />
                {line.label}: {formatValue(line.values[active] ?? 0)}
              </p>
            ))}
          </div>
        )}
      </div>
      {marks.length > 0 && (
        <div className="relative h-4">
          {marks.map((mark) => (
            <Mark key={mark.index} mark={mark} left={(x(mark.index) / WIDTH) * 100} />
          ))}
        </div>
      )}
      {/* A table keeps its content's width under sr-only's 1 px, so the wrapper is what shrinks (320 px reflow). */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{pointHeader}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point}>
                <th scope="row">{point}</th>
                {series.map((line) => (
                  <td key={line.key}>{formatValue(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
