import type { ContainerModule } from 'inversify';
import { formsHttpModule } from './forms-http.module';
import { reportsModule } from './reports.module';
import { setupModule } from './setup.module';

/**
 * Reports (issue 15): the report list, a report's columns (Form Groups from the forms gateway), filters, runs; the
 * filter dialogs list workflows and project tags through the setup area's gateways.
 */
export const MODULES: readonly ContainerModule[] = [formsHttpModule, setupModule, reportsModule];
