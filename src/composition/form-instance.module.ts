import { ContainerModule } from 'inversify';
import { DynamicFormLibraries } from '../adapters/libraries/dynamic-form-libraries';
import { KeyValueDraftStore } from '../adapters/storage/key-value-draft-store';
import { CancelFormInstance } from '../application/form-instance/cancel-form-instance.use-case';
import { EditFormInstance } from '../application/form-instance/edit-form-instance.use-case';
import { KeepFormDraft } from '../application/form-instance/keep-form-draft.use-case';
import { OpenFormInstance } from '../application/form-instance/open-form-instance.use-case';
import { RevealEncryptedValue } from '../application/form-instance/reveal-encrypted-value.use-case';
import { SaveFormInstance } from '../application/form-instance/save-form-instance.use-case';
import { CreateFormInstance } from '../application/projects/create-form-instance.use-case';
import { CreateProject } from '../application/projects/create-project.use-case';
import { ListProjects } from '../application/projects/list-projects.use-case';
import { ShowProjectDetails } from '../application/projects/show-project-details.use-case';
import { ManageProjectNotes } from '../application/projects/manage-project-notes.use-case';
import { ShowProjectSummaries } from '../application/projects/show-project-summaries.use-case';
import { DraftStore } from '../ports/draft-store.port';
import { FormLibraries } from '../ports/form-libraries.port';
import { FormInstanceStore } from '../stores/form-instance/form-instance.store';
import { ProjectCreateStore } from '../stores/projects/project-create.store';
import { ProjectDetailsStore } from '../stores/projects/project-details.store';
import { ProjectListStore } from '../stores/projects/project-list.store';
import { ProjectNotesStore } from '../stores/projects/project-notes.store';
import { ProjectSummariesStore } from '../stores/projects/project-summaries.store';

/**
 * The form instance page and the projects pages. Needs the gateways of forms-http.module.ts
 * (FormInstanceGateway, ProjectGateway, FormsGateway) and the platform ports. Page stores are transient:
 * each open page has its own, disposed when the page closes.
 */
export const formInstanceModule = new ContainerModule(({ bind }) => {
  bind(KeyValueDraftStore).toSelf().inSingletonScope();
  bind(DraftStore).toService(KeyValueDraftStore);
  bind(DynamicFormLibraries).toSelf().inSingletonScope();
  bind(FormLibraries).toService(DynamicFormLibraries);

  bind(OpenFormInstance).toSelf().inSingletonScope();
  bind(EditFormInstance).toSelf().inSingletonScope();
  bind(SaveFormInstance).toSelf().inSingletonScope();
  bind(CancelFormInstance).toSelf().inSingletonScope();
  bind(RevealEncryptedValue).toSelf().inSingletonScope();
  bind(KeepFormDraft).toSelf().inSingletonScope();
  bind(ListProjects).toSelf().inSingletonScope();
  bind(CreateProject).toSelf().inSingletonScope();
  bind(ShowProjectDetails).toSelf().inSingletonScope();
  bind(CreateFormInstance).toSelf().inSingletonScope();
  bind(ManageProjectNotes).toSelf().inSingletonScope();
  bind(ShowProjectSummaries).toSelf().inSingletonScope();

  bind(FormInstanceStore).toSelf().inTransientScope();
  bind(ProjectListStore).toSelf().inTransientScope();
  bind(ProjectCreateStore).toSelf().inTransientScope();
  bind(ProjectDetailsStore).toSelf().inTransientScope();
  bind(ProjectNotesStore).toSelf().inTransientScope();
  bind(ProjectSummariesStore).toSelf().inTransientScope();
});
