import type { ContainerModule } from 'inversify';
import { reportsModule } from './reports.module';

/** Reports (issue 15): the report list, a report's filters, runs. */
export const MODULES: readonly ContainerModule[] = [reportsModule];
