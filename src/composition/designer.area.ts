import type { ContainerModule } from 'inversify';
import { customPatternsModule } from './custom-patterns.module';
import { designerDialogsModule } from './designer-dialogs.module';
import { designerModule } from './designer.module';
import { formLibraryModule } from './form-library.module';
import { formsHttpModule } from './forms-http.module';

/** The designer and the form preview, with the designer's dialogs. */
export const MODULES: readonly ContainerModule[] = [formsHttpModule, customPatternsModule, formLibraryModule, designerModule, designerDialogsModule];
