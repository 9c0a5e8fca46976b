import type { ContainerModule } from 'inversify';
import { adminModule } from './admin.module';

/** The administration area: setup and workspace-management screens, the activity log. */
export const MODULES: readonly ContainerModule[] = [adminModule];
