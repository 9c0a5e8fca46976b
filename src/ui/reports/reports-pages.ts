import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

const list = featurePage('reports', () => import('./report-list-page').then((m) => m.ReportListPage));

/** Views of the reports area (issue 15), by route id; loaded when first opened. */
export const REPORT_PAGES: Record<string, ComponentType<PageProps>> = {
  'report.list': list,
  'report.group.details': list,
  'report.filters': featurePage('reports', () =>
    import('./report-filters-page').then((m) => m.ReportFiltersPage),
  ),
  'report.details': featurePage('reports', () =>
    import('./report-details-page').then((m) => m.ReportDetailsPage),
  ),
  'report.preview': featurePage('reports', () =>
    import('./report-preview-page').then((m) => m.ReportPreviewPage),
  ),
  'report.filter.details': featurePage('reports', () =>
    import('./report-filter-details-page').then((m) => m.ReportFilterDetailsPage),
  ),
};
