import { useEffect, useRef } from 'react';
import type { DrawnSurveyChart, SurveyChartSeries } from './survey-chart-canvas';

const cssColour = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/** A bar chart of one question's answers (chart.js, loaded when the first one shows); the table beside says the same. */
export function SurveyQuestionChart({ labels, series }: { labels: string[]; series: SurveyChartSeries[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<DrawnSurveyChart | null>(null);
  const key = JSON.stringify([labels, series]);

  useEffect(() => {
    let cancelled = false;
    const [l, s] = JSON.parse(key) as [string[], SurveyChartSeries[]];
    if (drawn.current) {
      drawn.current.update(l, s);
      return;
    }
    void import('./survey-chart-canvas').then(({ drawSurveyChart }) => {
      const element = canvas.current;
      if (cancelled || !element || drawn.current) return;
      const accent = cssColour(element, '--accent', '#2563eb');
      drawn.current = drawSurveyChart(element, l, s, {
        colours: [accent, '#0f766e', '#b45309', '#7c3aed', '#be123c', '#4d7c0f'],
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
    <div className="survey-chart">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
