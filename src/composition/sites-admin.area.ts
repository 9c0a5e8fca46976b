import type { ContainerModule } from 'inversify';
import { sitesAdminModule } from './sites-admin.module';

/** The administration of external sites (issue 33): /setup/site/*. */
export const MODULES: readonly ContainerModule[] = [sitesAdminModule];
