/**
 * The survey results charts, drawn with chart.js: only the bar chart's parts are registered, and this module is
 * loaded with import() by survey-question-chart.tsx only, so chart.js is a chunk that the per-question results page
 * alone downloads (as src/ui/dashboard does).
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface SurveyChartSeries {
  label: string;
  counts: number[];
}

export interface SurveyChartLook {
  colours: string[];
  text: string;
  grid: string;
  still: boolean;
}

export interface DrawnSurveyChart {
  update(labels: string[], series: SurveyChartSeries[]): void;
  destroy(): void;
}

const datasetsOf = (series: SurveyChartSeries[], look: SurveyChartLook) =>
  series.map((s, i) => ({
    label: s.label,
    data: s.counts,
    backgroundColor: look.colours[i % look.colours.length],
    borderRadius: 4,
  }));

export function drawSurveyChart(
  canvas: HTMLCanvasElement,
  labels: string[],
  series: SurveyChartSeries[],
  look: SurveyChartLook,
): DrawnSurveyChart | null {
  if (!canvas.getContext('2d')) return null;
  const chart = new Chart(canvas, {
    type: 'bar',
    data: { labels, datasets: datasetsOf(series, look) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: look.still ? false : { duration: 400 },
      plugins: { legend: { display: series.length > 1, labels: { color: look.text } } },
      scales: {
        x: { ticks: { color: look.text }, grid: { display: false } },
        y: { beginAtZero: true, ticks: { color: look.text, precision: 0 }, grid: { color: look.grid } },
      },
    },
  });
  return {
    update(nextLabels, nextSeries) {
      chart.data.labels = nextLabels;
      chart.data.datasets = datasetsOf(nextSeries, look);
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
