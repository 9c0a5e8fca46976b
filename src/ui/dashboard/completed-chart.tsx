import { useEffect, useId, useRef, useState } from 'react';
import type { DashboardWeek } from '../../domain/dashboard/dashboard.entity';
import type { DrawnChart } from './completed-chart-canvas';
import { shortDay } from './dashboard-dates';

const cssColour = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/**
 * Tasks the member completed per week: a bar chart (chart.js, loaded when this first shows) and the same figures as
 * a real table. The table is always in the page for screen readers; "Show as table" shows it to everyone instead of
 * the chart (the chart's canvas is hidden from assistive technology, the table says the same).
 */
export function CompletedChart({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const labels = weeks.map((w) => shortDay(w.WeekStart));
  const counts = weeks.map((w) => w.Count);
  const key = JSON.stringify([labels, counts]);

  useEffect(() => {
    let cancelled = false;
    const [l, c] = JSON.parse(key) as [string[], number[]];
    if (drawn.current) {
      drawn.current.update(l, c);
      return;
    }
    void import('./completed-chart-canvas').then(({ drawCompletedChart }) => {
      const element = canvas.current;
      if (cancelled || !element || drawn.current) return;
      drawn.current = drawCompletedChart(element, l, c, {
        bar: cssColour(element, '--accent', '#2563eb'),
        text: cssColour(element, '--muted', '#5f6b7a'),
        grid: cssColour(element, '--border', '#d8dde3'),
        still: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(
    () => () => {
      drawn.current?.destroy();
      drawn.current = null;
    },
    [],
  );

  return (
    <div className="completed-chart">
      <button
        type="button"
        className="button button--plain completed-chart__toggle"
        aria-expanded={asTable}
        aria-controls={tableId}
        onClick={() => setAsTable(!asTable)}
      >
        {asTable ? 'Show as chart' : 'Show as table'}
      </button>
      <div className="completed-chart__canvas" hidden={asTable}>
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      {/* The wrapper hides the table (a table grows to its content, so it cannot be made 1 px wide itself). */}
      <div className={asTable ? 'completed-chart__shown' : 'visually-hidden'} data-testid="completed-table">
        <table id={tableId} className="completed-chart__table">
          <caption>Tasks you completed per week (weeks start on Monday)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w, i) => (
              <tr key={w.WeekStart}>
                <th scope="row">{labels[i]}</th>
                <td>{w.Count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
