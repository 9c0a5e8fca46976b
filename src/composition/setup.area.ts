import type { ContainerModule } from 'inversify';
import { setupModule } from './setup.module';

/** The setup lists of issue 14: workflows, project tags, task categories. */
export const MODULES: readonly ContainerModule[] = [setupModule];
