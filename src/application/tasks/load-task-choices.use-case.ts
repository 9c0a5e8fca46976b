import { inject, injectable } from 'inversify';
import { ProjectStatus, type ProjectSummary } from '../../domain/projects/project.entity';
import type { TaskCategory } from '../../domain/setup/setup.entity';
import type { AssignableUser } from '../../domain/tasks/task.entity';
import { ProjectGateway } from '../../ports/project-gateway.port';
import { TaskCategoryGateway } from '../../ports/task-category-gateway.port';
import { TaskGateway } from '../../ports/task-gateway.port';

/** What the task dialog and the task filters offer. */
export interface TaskChoices {
  /** Projects the user may open, by name; closed ones too (a task may stay in one), marked by their Status. */
  projects: ProjectSummary[];
  categories: TaskCategory[];
  assignees: AssignableUser[];
  /** Some list could not be read: the dialog still opens, with less to choose from. */
  incomplete: boolean;
}

/** The task dialog opens: the projects, categories and people to choose from, loaded together. */
@injectable()
export class LoadTaskChoices {
  constructor(
    @inject(ProjectGateway) private readonly projects: ProjectGateway,
    @inject(TaskCategoryGateway) private readonly categories: TaskCategoryGateway,
    @inject(TaskGateway) private readonly tasks: TaskGateway,
  ) {}

  async run(signal?: AbortSignal): Promise<TaskChoices> {
    const [projects, categories, assignees] = await Promise.all([
      this.projects.list(),
      this.categories.list(signal),
      this.tasks.assignees(signal),
    ]);
    const byName = <T extends { Name: string }>(items: T[]) =>
      [...items].sort((a, b) => a.Name.localeCompare(b.Name));
    return {
      projects: projects.ok ? byName(projects.data) : [],
      categories: categories.ok ? byName(categories.data) : [],
      assignees: assignees.ok ? assignees.data : [],
      incomplete: !projects.ok || !categories.ok || !assignees.ok,
    };
  }
}

/** Projects a new task may go to: open ones, plus the task's own (a task may stay in a closed project). */
export function projectsForTask(
  projects: readonly ProjectSummary[],
  current: number | null,
): ProjectSummary[] {
  return projects.filter((p) => p.Status !== ProjectStatus.Closed || p.ProjectId === current);
}
