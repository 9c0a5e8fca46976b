import type { Application } from 'express';
import { registerColumnRoutes } from './column-routes';
import { registerFilterRoutes } from './filter-routes';
import { registerGroupRoutes } from './group-routes';
import { registerReportRoutes } from './report-routes';
import type { ReportsContext } from './reports-context';
import { registerRunRoutes } from './run-routes';

/** The reports area (issue 15): reports, columns, filters, runs (docs/api.md "Reports", docs/reports.md). */
export function registerReportsRoutes(app: Application, rc: ReportsContext): void {
  registerReportRoutes(app, rc);
  registerGroupRoutes(app, rc);
  registerColumnRoutes(app, rc);
  registerFilterRoutes(app, rc);
  registerRunRoutes(app, rc);
}
