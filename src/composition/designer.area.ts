import type { ContainerModule } from 'inversify';
import { customPatternsModule } from './custom-patterns.module';
import { designerDialogsModule } from './designer-dialogs.module';
import { designerModule } from './designer.module';
import { formLibraryModule } from './form-library.module';
import { formsHttpModule } from './forms-http.module';
import { projectsModule } from './projects.module';

/** The designer and the form preview, with the designer's dialogs. */
export const MODULES: readonly ContainerModule[] = [
  formsHttpModule,
  projectsModule,
  customPatternsModule,
  formLibraryModule,
  designerModule,
  designerDialogsModule,
];
