import { ContainerModule } from 'inversify';
import { HttpTaskGateway } from '../adapters/http/task-gateway.http';
import { UpdateProject } from '../application/projects/update-project.use-case';
import { CompleteTask } from '../application/tasks/complete-task.use-case';
import { DeleteTask } from '../application/tasks/delete-task.use-case';
import { ListTasks } from '../application/tasks/list-tasks.use-case';
import { LoadTaskChoices } from '../application/tasks/load-task-choices.use-case';
import { SaveTask } from '../application/tasks/save-task.use-case';
import { StarTask } from '../application/tasks/star-task.use-case';
import { TaskGateway } from '../ports/task-gateway.port';
import { ProjectPlanStore } from '../stores/projects/project-plan.store';
import { TaskDialogStore } from '../stores/tasks/task-dialog.store';
import { TaskListStore } from '../stores/tasks/task-list.store';

/**
 * The tasks area (issue 14): tasks, and a project's plan on its details page. Needs the setup area's gateways
 * (categories, workflows, tags) and the projects module. Page stores are transient.
 */
export const tasksModule = new ContainerModule(({ bind }) => {
  bind(HttpTaskGateway).toSelf().inSingletonScope();
  bind(TaskGateway).toService(HttpTaskGateway);

  bind(ListTasks).toSelf().inSingletonScope();
  bind(LoadTaskChoices).toSelf().inSingletonScope();
  bind(SaveTask).toSelf().inSingletonScope();
  bind(CompleteTask).toSelf().inSingletonScope();
  bind(StarTask).toSelf().inSingletonScope();
  bind(DeleteTask).toSelf().inSingletonScope();
  bind(UpdateProject).toSelf().inSingletonScope();

  bind(TaskListStore).toSelf().inTransientScope();
  bind(TaskDialogStore).toSelf().inTransientScope();
  bind(ProjectPlanStore).toSelf().inTransientScope();
});
