import type { ContainerModule } from 'inversify';
import { formLibraryModule } from './form-library.module';
import { formsHttpModule } from './forms-http.module';
import { projectsModule } from './projects.module';

/** The form library's pages (the forms menu): a member's first page, so it carries only what they need. */
export const MODULES: readonly ContainerModule[] = [formsHttpModule, projectsModule, formLibraryModule];
