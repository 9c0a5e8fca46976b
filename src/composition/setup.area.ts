import type { ContainerModule } from 'inversify';
import { formsHttpModule } from './forms-http.module';
import { projectsModule } from './projects.module';
import { setupModule } from './setup.module';

/**
 * The setup lists of issue 14 (workflows, project tags, task categories) and the note categories of issue 35, whose
 * gateway lives with the projects' (the project page files notes in them). The project summary editor reads forms
 * (their number fields) through the forms gateway.
 */
export const MODULES: readonly ContainerModule[] = [formsHttpModule, projectsModule, setupModule];
