import type { ContainerModule } from 'inversify';
import { dashboardModule } from './dashboard.module';

/** The dashboard page (issue 35). */
export const MODULES: readonly ContainerModule[] = [dashboardModule];
