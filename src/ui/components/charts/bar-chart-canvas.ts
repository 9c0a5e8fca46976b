/**
 * Bar charts drawn with chart.js: only the bar chart's parts are registered (the rest of the library is shaken out),
 * and this module is loaded with import() by bar-chart.tsx only, so chart.js is a chunk of its own that only the
 * pages showing a chart download (the dashboard, the quiz results per question).
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ChartLook {
  /** The colour of each bar, or one for all. */
  bars: string | string[];
  text: string;
  grid: string;
  /** No animation (the user prefers reduced motion). */
  still: boolean;
  /** Bars across (long labels, such as answers) rather than up. */
  horizontal: boolean;
  /** What a bar counts, for the tooltip. */
  label: string;
}

export interface DrawnChart {
  update(labels: string[], values: number[], bars: string | string[]): void;
  destroy(): void;
}

export function drawBarChart(
  canvas: HTMLCanvasElement,
  labels: string[],
  values: number[],
  look: ChartLook,
): DrawnChart | null {
  // No 2D context (a browser without canvas, a test DOM): the table says it all.
  if (!canvas.getContext('2d')) return null;
  const counts = { beginAtZero: true, ticks: { color: look.text, precision: 0 }, grid: { color: look.grid } };
  const names = { ticks: { color: look.text }, grid: { display: false } };
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: [{ label: look.label, data: values, backgroundColor: look.bars, borderRadius: 4 }],
    },
    options: {
      indexAxis: look.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: look.still ? false : { duration: 400 },
      plugins: { tooltip: { enabled: true } },
      scales: look.horizontal ? { x: counts, y: names } : { x: names, y: counts },
    },
  });
  return {
    update(nextLabels, nextValues, bars) {
      chart.data.labels = nextLabels;
      chart.data.datasets[0]!.data = nextValues;
      chart.data.datasets[0]!.backgroundColor = bars;
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
