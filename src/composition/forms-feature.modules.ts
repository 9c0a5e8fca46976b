import type { ContainerModule } from 'inversify';
import { customPatternsModule } from './custom-patterns.module';
import { designerDialogsModule } from './designer-dialogs.module';
import { designerModule } from './designer.module';
import { formExportModule } from './form-export.module';
import { formInstanceModule } from './form-instance.module';
import { formsHttpModule } from './forms-http.module';

/** The forms area: designer, form instances, projects and exports. Loaded when one of its pages first opens. */
export const FORMS_MODULES: ContainerModule[] = [
  formsHttpModule,
  customPatternsModule,
  formInstanceModule,
  formExportModule,
  designerModule,
  designerDialogsModule,
];
