import type { ContainerModule } from 'inversify';
import { projectsModule } from './projects.module';
import { setupModule } from './setup.module';
import { tasksModule } from './tasks.module';

/** Tasks and a project's plan (issue 14): the task dialog lists projects and categories, the plan workflows and tags. */
export const MODULES: readonly ContainerModule[] = [projectsModule, setupModule, tasksModule];
