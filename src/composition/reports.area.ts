import type { ContainerModule } from 'inversify';
import { formsHttpModule } from './forms-http.module';
import { reportsModule } from './reports.module';

/** Reports (issue 15): the report list, a report's columns (Form Groups from the forms gateway), filters, runs. */
export const MODULES: readonly ContainerModule[] = [formsHttpModule, reportsModule];
