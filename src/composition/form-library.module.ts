import { ContainerModule } from 'inversify';
import { ManageFormGroups } from '../application/designer/manage-form-groups.use-case';
import { ManageForms } from '../application/designer/manage-forms.use-case';
import { FormLibraryStore } from '../stores/designer/form-library.store';

/**
 * The form library: form groups and forms, their lists and details (the forms menu's pages). Needs the forms
 * HTTP module (FormsGateway, ProjectGateway). The store is transient: one per open page.
 */
export const formLibraryModule = new ContainerModule(({ bind }) => {
  bind(ManageFormGroups).toSelf().inSingletonScope();
  bind(ManageForms).toSelf().inSingletonScope();
  bind(FormLibraryStore).toSelf().inTransientScope();
});
