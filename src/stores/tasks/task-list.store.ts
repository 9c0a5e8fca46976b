import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CompleteTask } from '../../application/tasks/complete-task.use-case';
import { DeleteTask } from '../../application/tasks/delete-task.use-case';
import { ListTasks } from '../../application/tasks/list-tasks.use-case';
import { LoadTaskChoices, type TaskChoices } from '../../application/tasks/load-task-choices.use-case';
import { StarTask } from '../../application/tasks/star-task.use-case';
import { isoDay } from '../../domain/tasks/due-date';
import {
  EMPTY_ASSIGNEE,
  TASK_PAGE_SIZE,
  TaskProjectsFilterType,
  TaskStarredFilterType,
  TaskStatusFilterType,
  type TaskStarredFilter,
  type TaskStatusFilter,
} from '../../domain/tasks/task-filter';
import { readTaskListLink, writeTaskListLink } from '../../domain/tasks/task-list-link';
import type { Task, TaskPage } from '../../domain/tasks/task.entity';
import { isTaskNews, TASK_NEWS_DELAY_MS } from '../../domain/tasks/task-news';
import { Clock } from '../../ports/clock.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import type { TaskQuery } from '../../ports/task-gateway.port';
import { UserContext } from '../../ports/user-context.port';

/** "Everyone's", "Mine" or "Nobody's" (the report's empty assignee). */
export type AssigneeChoice = 'everyone' | 'mine' | 'nobody';
/** Any project, with one, without one, or one project by id (as text, the select's value). */
export type ProjectChoice = 'any' | 'with' | 'without' | `${number}`;

/** Search waits this long after the last keystroke (ours). */
export const SEARCH_DELAY_MS = 300;

/**
 * /task/list and a project's tasks: the quick filters (the report filter's constants), a page of tasks, and the
 * one-click changes (complete, star, delete). One store per list (transient); `dispose()` drops late answers.
 */
@injectable()
export class TaskListStore {
  status: TaskStatusFilter = TaskStatusFilterType.NotCompleted;
  starred: TaskStarredFilter = TaskStarredFilterType.Both;
  project: ProjectChoice = 'any';
  assignee: AssigneeChoice = 'everyone';
  search = '';
  page = 0;
  result: TaskPage | null = null;
  loading = false;
  failed = false;
  choices: TaskChoices | null = null;
  /** What the last change did, for screen readers (an aria-live region). */
  announcement = '';
  /** The list of one project (its details page): no project filter then. */
  fixedProjectId: number | null = null;
  private load: AbortController | null = null;
  private searchTimer: ReturnType<typeof setTimeout> | null = null;
  private newsTimer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @inject(ListTasks) private readonly listTasks: ListTasks,
    @inject(LoadTaskChoices) private readonly loadChoices: LoadTaskChoices,
    @inject(CompleteTask) private readonly completeTask: CompleteTask,
    @inject(StarTask) private readonly starTask: StarTask,
    @inject(DeleteTask) private readonly deleteTask: DeleteTask,
    @inject(UserContext) private readonly users: UserContext,
    @inject(Clock) private readonly clock: Clock,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {
    makeAutoObservable<
      TaskListStore,
      | 'listTasks'
      | 'loadChoices'
      | 'completeTask'
      | 'starTask'
      | 'deleteTask'
      | 'users'
      | 'clock'
      | 'load'
      | 'searchTimer'
      | 'newsTimer'
      | 'unsubscribe'
      | 'hub'
    >(
      this,
      {
        result: observableRef,
        choices: observableRef,
        listTasks: false,
        loadChoices: false,
        completeTask: false,
        starTask: false,
        deleteTask: false,
        users: false,
        clock: false,
        load: false,
        searchTimer: false,
        newsTimer: false,
        unsubscribe: false,
        hub: false,
      },
      { autoBind: true },
    );
  }

  /**
   * The list opens: of every task (filters and page from the link, `?project=100&status=2&page=2`, unknown values
   * ignored), or of one project.
   */
  opened(
    options: { projectId?: number | null; query?: Readonly<Record<string, string | undefined>> } = {},
  ): void {
    this.fixedProjectId = options.projectId ?? null;
    this.status = this.defaultStatus;
    if (this.fixedProjectId === null && options.query) {
      const link = readTaskListLink(options.query);
      this.status = link.status ?? this.status;
      this.starred = link.starred ?? this.starred;
      this.project = (link.project as ProjectChoice | undefined) ?? this.project;
      this.assignee = link.assignee ?? this.assignee;
      this.search = link.search ?? this.search;
      this.page = link.page ?? this.page;
    }
    // News of the user's tasks (an assignment pushed over the hub) reads the list again, with its filters, once
    // the pushes settle.
    this.unsubscribe?.();
    this.unsubscribe = this.hub.subscribe((message) => {
      if (!isTaskNews(message)) return;
      if (this.newsTimer) clearTimeout(this.newsTimer);
      this.newsTimer = setTimeout(() => {
        this.newsTimer = null;
        void this.reload();
      }, TASK_NEWS_DELAY_MS);
    });
    void this.reload();
    void this.loadChoices.run().then((choices) => runInAction(() => (this.choices = choices)));
  }

  get today(): string {
    return isoDay(this.clock.now());
  }

  get query(): TaskQuery {
    const me = this.users.user?.userId;
    const project = this.project;
    const assignees =
      this.assignee === 'mine' && me ? [me] : this.assignee === 'nobody' ? [EMPTY_ASSIGNEE] : [];
    const projectsType =
      project === 'with'
        ? TaskProjectsFilterType.With
        : project === 'without'
          ? TaskProjectsFilterType.Without
          : TaskProjectsFilterType.WithAndWithout;
    const projectId = this.fixedProjectId ?? (/^\d+$/.test(project) ? Number(project) : null);
    return {
      criteria: {
        TaskStatusFilterType: this.status,
        TaskStarredFilterType: this.starred,
        TaskProjectsFilterType: projectsType,
        TaskAssignees: assignees,
        ProjectId: projectId,
        Search: this.search.trim() || undefined,
      },
      page: this.page,
      pageSize: TASK_PAGE_SIZE,
    };
  }

  /** The filters and page as the link keeps them (only what is away from the defaults). */
  get link(): Record<string, string> {
    return writeTaskListLink(
      {
        status: this.status,
        starred: this.starred,
        project: this.project === 'any' ? undefined : this.project,
        assignee: this.assignee === 'everyone' ? undefined : this.assignee,
        search: this.search,
        page: this.page,
      },
      { status: this.defaultStatus },
    );
  }

  /** A project's list shows every status by default; the task list the open work. */
  get defaultStatus(): TaskStatusFilter {
    return this.fixedProjectId !== null ? TaskStatusFilterType.All : TaskStatusFilterType.NotCompleted;
  }

  /** Any quick filter away from its list's default: only then does an empty list blame the filters. */
  get filtered(): boolean {
    return (
      this.status !== this.defaultStatus ||
      this.starred !== TaskStarredFilterType.Both ||
      this.project !== 'any' ||
      this.assignee !== 'everyone' ||
      this.search.trim() !== ''
    );
  }

  async reload(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    this.loading = true;
    const page = await this.listTasks.run(this.query, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = page === null;
      if (page) {
        this.result = page;
        this.page = page.Page;
      }
    });
  }

  private refilter(): void {
    this.page = 0;
    void this.reload();
  }

  statusChanged(value: TaskStatusFilter): void {
    this.status = value;
    this.refilter();
  }

  starredChanged(value: TaskStarredFilter): void {
    this.starred = value;
    this.refilter();
  }

  projectChanged(value: ProjectChoice): void {
    this.project = value;
    this.refilter();
  }

  assigneeChanged(value: AssigneeChoice): void {
    this.assignee = value;
    this.refilter();
  }

  searchChanged(text: string): void {
    this.search = text;
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => {
      this.searchTimer = null;
      this.refilter();
    }, SEARCH_DELAY_MS);
  }

  filtersCleared(): void {
    this.status = this.defaultStatus;
    this.starred = TaskStarredFilterType.Both;
    this.project = 'any';
    this.assignee = 'everyone';
    this.search = '';
    this.refilter();
  }

  pageChanged(page: number): void {
    this.page = page;
    void this.reload();
  }

  private replaced(task: Task): void {
    if (!this.result) return;
    this.result = {
      ...this.result,
      Tasks: this.result.Tasks.map((t) => (t.TaskId === task.TaskId ? task : t)),
    };
  }

  /**
   * One click: done or open again, shown at once and confirmed by the server (put back if it refuses). The row stays
   * until the list is read again, so the click can be undone.
   */
  async completeClicked(task: Task): Promise<void> {
    const completed = !task.IsCompleted;
    this.replaced({ ...task, IsCompleted: completed });
    const changed = await this.completeTask.run(task.TaskId, completed);
    runInAction(() => {
      this.replaced(changed ?? task);
      if (changed)
        this.announcement = changed.IsCompleted
          ? `“${changed.Title}” completed.`
          : `“${changed.Title}” marked not completed.`;
    });
  }

  /** A star of the user's own, shown at once and put back if the server refuses. */
  async starClicked(task: Task): Promise<void> {
    const starred = !task.IsStarred;
    this.replaced({ ...task, IsStarred: starred });
    const changed = await this.starTask.run(task.TaskId, starred);
    runInAction(() => {
      this.replaced(changed ?? task);
      if (changed)
        this.announcement = changed.IsStarred
          ? `“${changed.Title}” starred.`
          : `“${changed.Title}” unstarred.`;
    });
  }

  async deleteClicked(task: Task): Promise<void> {
    if (await this.deleteTask.run(task)) await this.reload();
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchTimer = null;
    if (this.newsTimer) clearTimeout(this.newsTimer);
    this.newsTimer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
