import { ContainerModule } from 'inversify';
import { DESIGNER_DIALOG_USE_CASES } from '../application/designer-dialogs/designer-dialog-use-cases';
import { DESIGNER_DIALOG_STORES } from '../stores/designer-dialogs/designer-dialog-stores';

/**
 * The designer dialogs (field dialog, Form Settings, My Fields items; the row/column dialogs need no
 * binding). Needs FieldSetupGateway and FormsGateway (forms-http module), DirectoryGateway (routing
 * module), Dialogs and Notifier (platform module). Each open dialog gets its own store (transient).
 */
export const designerDialogsModule = new ContainerModule(({ bind }) => {
  for (const useCase of DESIGNER_DIALOG_USE_CASES) bind(useCase).toSelf().inSingletonScope();
  for (const store of DESIGNER_DIALOG_STORES) bind(store).toSelf().inTransientScope();
});
