import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/** The dashboard (issue 35), loaded when first opened; its chart library loads later still (completed-chart.tsx). */
export const DASHBOARD_PAGES: Record<string, ComponentType<PageProps>> = {
  dashboard: featurePage('dashboard', () => import('./dashboard-page').then((m) => m.DashboardPage)),
};
