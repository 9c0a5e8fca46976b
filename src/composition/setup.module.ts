import { ContainerModule } from 'inversify';
import { HttpProjectTagGateway } from '../adapters/http/project-tag-gateway.http';
import { HttpTaskCategoryGateway } from '../adapters/http/task-category-gateway.http';
import { HttpWorkflowGateway } from '../adapters/http/workflow-gateway.http';
import { ManageNoteCategories } from '../application/setup/manage-note-categories.use-case';
import { ManageProjectSummaries } from '../application/setup/manage-project-summaries.use-case';
import { ManageProjectTags } from '../application/setup/manage-project-tags.use-case';
import { ManageTaskCategories } from '../application/setup/manage-task-categories.use-case';
import { ManageWorkflows } from '../application/setup/manage-workflows.use-case';
import { ProjectTagGateway } from '../ports/project-tag-gateway.port';
import { TaskCategoryGateway } from '../ports/task-category-gateway.port';
import { WorkflowGateway } from '../ports/workflow-gateway.port';
import { NoteCategoriesStore } from '../stores/setup/note-categories.store';
import { ProjectSummarySetupStore } from '../stores/setup/project-summary-setup.store';
import { ProjectTagsStore } from '../stores/setup/project-tags.store';
import { TaskCategoriesStore } from '../stores/setup/task-categories.store';
import { TaskCategoryStore } from '../stores/setup/task-category.store';
import { WorkflowEditorStore } from '../stores/setup/workflow-editor.store';
import { WorkflowListStore } from '../stores/setup/workflow-list.store';

/** The setup area (issue 14): workflows, project tags, task categories; note categories (issue 35). Page stores are transient. */
export const setupModule = new ContainerModule(({ bind }) => {
  bind(HttpWorkflowGateway).toSelf().inSingletonScope();
  bind(WorkflowGateway).toService(HttpWorkflowGateway);
  bind(HttpProjectTagGateway).toSelf().inSingletonScope();
  bind(ProjectTagGateway).toService(HttpProjectTagGateway);
  bind(HttpTaskCategoryGateway).toSelf().inSingletonScope();
  bind(TaskCategoryGateway).toService(HttpTaskCategoryGateway);

  bind(ManageWorkflows).toSelf().inSingletonScope();
  bind(ManageProjectTags).toSelf().inSingletonScope();
  bind(ManageTaskCategories).toSelf().inSingletonScope();
  bind(ManageNoteCategories).toSelf().inSingletonScope();
  bind(ManageProjectSummaries).toSelf().inSingletonScope();

  bind(WorkflowListStore).toSelf().inTransientScope();
  bind(WorkflowEditorStore).toSelf().inTransientScope();
  bind(ProjectTagsStore).toSelf().inTransientScope();
  bind(TaskCategoriesStore).toSelf().inTransientScope();
  bind(TaskCategoryStore).toSelf().inTransientScope();
  bind(NoteCategoriesStore).toSelf().inTransientScope();
  bind(ProjectSummarySetupStore).toSelf().inTransientScope();
});
