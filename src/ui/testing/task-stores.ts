import { UpdateProject } from '../../application/projects/update-project.use-case';
import type { FakeProjectGateway } from '../../application/projects/projects.test-kit';
import {
  FakeProjectTagGateway,
  FakeTaskCategoryGateway,
  FakeWorkflowGateway,
} from '../../application/setup/setup.test-kit';
import { CompleteTask } from '../../application/tasks/complete-task.use-case';
import { DeleteTask } from '../../application/tasks/delete-task.use-case';
import { ListTasks } from '../../application/tasks/list-tasks.use-case';
import { LoadTaskChoices } from '../../application/tasks/load-task-choices.use-case';
import { SaveTask } from '../../application/tasks/save-task.use-case';
import { StarTask } from '../../application/tasks/star-task.use-case';
import { FakeTaskGateway } from '../../application/tasks/tasks.test-kit';
import { FakeDialogs, FakeHub, FakeNotifier, FakeUserContext, member } from '../../application/testing/fakes';
import { ProjectPlanStore } from '../../stores/projects/project-plan.store';
import { TaskDialogStore } from '../../stores/tasks/task-dialog.store';
import { TaskListStore } from '../../stores/tasks/task-list.store';

/** The tasks area's page stores over in-memory fakes, as `useStore` resolves them (one of each per call). */
export function taskStores(
  projects: FakeProjectGateway,
  options: { now?: number; dialogs?: FakeDialogs } = {},
) {
  const tasks = new FakeTaskGateway();
  const hub = new FakeHub();
  const categories = new FakeTaskCategoryGateway();
  const notifier = new FakeNotifier();
  const dialogs = options.dialogs ?? new FakeDialogs();
  const users = new FakeUserContext();
  users.setUser(member);
  const clock = { now: () => options.now ?? Date.parse('2026-11-25T12:00:00Z') };
  const list = new TaskListStore(
    new ListTasks(tasks),
    new LoadTaskChoices(projects, categories, tasks),
    new CompleteTask(tasks),
    new StarTask(tasks),
    new DeleteTask(tasks, dialogs, notifier),
    users,
    clock,
    hub,
  );
  const dialog = new TaskDialogStore(new SaveTask(tasks, notifier), new ListTasks(tasks), users);
  const plan = new ProjectPlanStore(
    new UpdateProject(projects, new FakeWorkflowGateway(), new FakeProjectTagGateway(), notifier),
  );
  const entries: Array<[unknown, unknown]> = [
    [TaskListStore, list],
    [TaskDialogStore, dialog],
    [ProjectPlanStore, plan],
  ];
  return { tasks, hub, notifier, dialogs, users, list, dialog, plan, entries };
}
