import { useEffect, useId, useRef, useState } from 'react';
import type { DrawnChart } from './bar-chart-canvas';
import './bar-chart.css';

const cssColour = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

export interface BarChartProps {
  /** One per bar and table row. */
  labels: readonly string[];
  values: readonly number[];
  /** Bars drawn in the success colour (the others muted); all in the accent colour when absent. */
  highlighted?: readonly boolean[];
  /** The table's caption: what the figures are. */
  caption: string;
  /** The table's column headings: the labels', the values', and any further columns'. */
  headings: readonly string[];
  /** Further table columns after the values (such as "Correct answer"), one cell per row. */
  extraColumns?: ReadonlyArray<readonly string[]>;
  /** What a bar counts, for the tooltip. */
  valueLabel: string;
  horizontal?: boolean;
  /** Canvas height in pixels. */
  height?: number;
  tableTestId?: string;
}

/**
 * A bar chart (chart.js, loaded when the first chart shows) and the same figures as a real table. The table is always
 * in the page for screen readers; "Show as table" shows it to everyone instead of the chart (the canvas is hidden
 * from assistive technology, the table says the same).
 */
export function BarChart(props: BarChartProps) {
  const { labels, values, highlighted, caption, headings, extraColumns = [], valueLabel } = props;
  const horizontal = props.horizontal ?? false;
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const key = JSON.stringify([labels, values, highlighted ?? null]);

  useEffect(() => {
    let cancelled = false;
    const [l, v, h] = JSON.parse(key) as [string[], number[], boolean[] | null];
    const element = canvas.current;
    if (!element) return;
    const accent = cssColour(element, '--accent', '#2563eb');
    // Highlighted bars (correct answers) in the success colour, the others muted; text says the same in the table.
    const good = cssColour(element, '--success', '#067647');
    const muted = cssColour(element, '--muted', '#5f6b7a');
    const bars = h ? h.map((on) => (on ? good : muted)) : accent;
    if (drawn.current) {
      drawn.current.update(l, v, bars);
      return;
    }
    void import('./bar-chart-canvas').then(({ drawBarChart }) => {
      if (cancelled || !canvas.current || drawn.current) return;
      drawn.current = drawBarChart(canvas.current, l, v, {
        bars,
        text: cssColour(element, '--muted', '#5f6b7a'),
        grid: cssColour(element, '--border', '#d8dde3'),
        still: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
        horizontal,
        label: valueLabel,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [key, horizontal, valueLabel]);

  useEffect(
    () => () => {
      drawn.current?.destroy();
      drawn.current = null;
    },
    [],
  );

  return (
    <div className="bar-chart">
      <button
        type="button"
        className="button button--plain bar-chart__toggle"
        aria-expanded={asTable}
        aria-controls={tableId}
        onClick={() => setAsTable(!asTable)}
      >
        {asTable ? 'Show as chart' : 'Show as table'}
      </button>
      <div className="bar-chart__canvas" hidden={asTable} style={{ height: props.height ?? 220 }}>
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      {/* The wrapper hides the table (a table grows to its content, so it cannot be made 1 px wide itself). */}
      <div className={asTable ? 'bar-chart__shown' : 'visually-hidden'} data-testid={props.tableTestId}>
        <table id={tableId} className="bar-chart__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {headings.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${i}-${label}`}>
                <th scope="row">{label}</th>
                <td>{values[i]}</td>
                {extraColumns.map((column, c) => (
                  <td key={c}>{column[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
