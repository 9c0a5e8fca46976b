import type { ContainerModule } from 'inversify';
import { projectsModule } from './projects.module';
import { setupModule } from './setup.module';

/**
 * The setup lists of issue 14 (workflows, project tags, task categories) and the note categories of issue 35, whose
 * gateway lives with the projects' (the project page files notes in them).
 */
export const MODULES: readonly ContainerModule[] = [projectsModule, setupModule];
