/**
 * The chart of the dashboard, drawn with chart.js: only its bar chart's parts are registered (the rest of the
 * library is shaken out), and this module is loaded with import() by completed-chart.tsx only, so chart.js is a
 * chunk of its own that the dashboard alone downloads (docs/dashboard.md).
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ChartLook {
  bar: string;
  text: string;
  grid: string;
  /** No animation (the user prefers reduced motion). */
  still: boolean;
}

export interface DrawnChart {
  update(labels: string[], counts: number[]): void;
  destroy(): void;
}

export function drawCompletedChart(
  canvas: HTMLCanvasElement,
  labels: string[],
  counts: number[],
  look: ChartLook,
): DrawnChart | null {
  // No 2D context (a browser without canvas, a test DOM): the table says it all.
  if (!canvas.getContext('2d')) return null;
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: [{ label: 'Tasks completed', data: counts, backgroundColor: look.bar, borderRadius: 4 }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: look.still ? false : { duration: 400 },
      plugins: { tooltip: { enabled: true } },
      scales: {
        x: { ticks: { color: look.text }, grid: { display: false } },
        y: {
          beginAtZero: true,
          ticks: { color: look.text, precision: 0, stepSize: 1 },
          grid: { color: look.grid },
        },
      },
    },
  });
  return {
    update(nextLabels, nextCounts) {
      chart.data.labels = nextLabels;
      chart.data.datasets[0]!.data = nextCounts;
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
