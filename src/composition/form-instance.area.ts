import type { ContainerModule } from 'inversify';
import { customPatternsModule } from './custom-patterns.module';
import { formExportModule } from './form-export.module';
import { formInstanceModule } from './form-instance.module';
import { formsHttpModule } from './forms-http.module';
import { projectsModule } from './projects.module';

/** The form instance page and the projects pages, with the exports. */
export const MODULES: readonly ContainerModule[] = [
  formsHttpModule,
  projectsModule,
  customPatternsModule,
  formInstanceModule,
  formExportModule,
];
