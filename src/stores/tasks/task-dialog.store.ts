import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ListTasks } from '../../application/tasks/list-tasks.use-case';
import { projectsForTask, type TaskChoices } from '../../application/tasks/load-task-choices.use-case';
import { SaveTask, type TaskDraft, type TaskDraftErrors } from '../../application/tasks/save-task.use-case';
import { ALLOWED, type AccessDecision } from '../../domain/access/access-decision';
import { principalOf } from '../../domain/access/designer-actions';
import { mayEditTask, moveTaskOffered } from '../../domain/access/task-access.policy';
import { typedFromIso } from '../../domain/tasks/due-date';
import type { Task, TaskAssignee } from '../../domain/tasks/task.entity';
import { UserContext } from '../../ports/user-context.port';

const EMPTY_CHOICES: TaskChoices = { projects: [], categories: [], assignees: [], incomplete: false };

/** The task dialog: create or edit a task; read only when the user may not change it. One per page (transient). */
@injectable()
export class TaskDialogStore {
  isOpen = false;
  /** The task being edited (null: a new task). */
  task: Task | null = null;
  draft: TaskDraft = TaskDialogStore.blank(null);
  choices: TaskChoices = EMPTY_CHOICES;
  errors: TaskDraftErrors = {};
  message: string | null = null;
  saving = false;
  loading = false;
  /** A new task closed before it was saved: New task brings it back, so nothing typed is lost. */
  private unsavedNew: TaskDraft | null = null;
  private onSaved: (task: Task) => void = () => undefined;
  private load: AbortController | null = null;

  constructor(
    @inject(SaveTask) private readonly saveTask: SaveTask,
    @inject(ListTasks) private readonly listTasks: ListTasks,
    @inject(UserContext) private readonly user: UserContext,
  ) {
    makeAutoObservable<
      TaskDialogStore,
      'saveTask' | 'listTasks' | 'user' | 'unsavedNew' | 'onSaved' | 'load'
    >(
      this,
      {
        choices: observableRef,
        task: observableRef,
        saveTask: false,
        listTasks: false,
        user: false,
        unsavedNew: false,
        onSaved: false,
        load: false,
      },
      { autoBind: true },
    );
  }

  private static blank(projectId: number | null): TaskDraft {
    return {
      Title: '',
      Description: '',
      ProjectId: projectId,
      CategoryId: null,
      AssigneeIds: [],
      DueDateText: '',
      IsCompleted: false,
    };
  }

  private show(
    task: Task | null,
    draft: TaskDraft,
    choices: TaskChoices | null,
    onSaved: (task: Task) => void,
  ): void {
    this.task = task;
    this.draft = draft;
    this.choices = choices ?? EMPTY_CHOICES;
    this.errors = {};
    this.message = null;
    this.onSaved = onSaved;
    this.isOpen = true;
  }

  /** A new task (in a project when given); the draft of a new task closed unsaved comes back. */
  openNew(choices: TaskChoices | null, projectId: number | null, onSaved: (task: Task) => void): void {
    const kept = this.unsavedNew;
    this.unsavedNew = null;
    this.show(
      null,
      kept ? { ...kept, ProjectId: projectId ?? kept.ProjectId } : TaskDialogStore.blank(projectId),
      choices,
      onSaved,
    );
  }

  openTask(task: Task, choices: TaskChoices | null, onSaved: (task: Task) => void): void {
    this.show(
      task,
      {
        TaskId: task.TaskId,
        Title: task.Title,
        Description: task.Description,
        ProjectId: task.ProjectId,
        CategoryId: task.CategoryId,
        AssigneeIds: task.Assignees.map((a) => a.UserId),
        DueDateText: typedFromIso(task.DueDate),
        IsCompleted: task.IsCompleted,
      },
      choices,
      onSaved,
    );
  }

  /** A link to a task (`/task/list?task=866`): read it, then open it. Nothing opens when it cannot be read. */
  async openById(taskId: number, choices: TaskChoices | null, onSaved: (task: Task) => void): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    this.loading = true;
    const task = await this.listTasks.open(taskId, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      if (task) this.openTask(task, choices, onSaved);
    });
  }

  /** Choices that arrive after the dialog opened. */
  choicesLoaded(choices: TaskChoices): void {
    this.choices = choices;
  }

  get readOnly(): boolean {
    return this.task !== null && !mayEditTask(this.task.Access);
  }

  get title(): string {
    if (!this.task) return 'New Task';
    return this.readOnly ? 'Task' : 'Edit Task';
  }

  /**
   * Whether the project may be changed: a new task goes to any project offered (New task needs Create); a saved one
   * moves only with the right where it is and where it goes, which its `Access` and the user's verbs tell when the
   * dialog opens (docs/authorization.md). Refused: the choice is disabled and says why.
   */
  get projectChoice(): AccessDecision {
    if (!this.task || this.readOnly) return ALLOWED;
    return moveTaskOffered(principalOf(this.user.user), this.task.Access);
  }

  get projectOptions() {
    return projectsForTask(this.choices.projects, this.task?.ProjectId ?? null);
  }

  /** The people offered: the scope's workspace users, and whoever the task already has. */
  get assigneeOptions(): TaskAssignee[] {
    const offered = this.choices.assignees.map(({ UserId, FirstName, LastName }) => ({
      UserId,
      FirstName,
      LastName,
    }));
    const kept = (this.task?.Assignees ?? []).filter((a) => !offered.some((o) => o.UserId === a.UserId));
    return [...offered, ...kept];
  }

  changed<K extends keyof TaskDraft>(key: K, value: TaskDraft[K]): void {
    this.draft = { ...this.draft, [key]: value };
    if (key === 'Title') this.errors = { ...this.errors, title: undefined };
    if (key === 'Description') this.errors = { ...this.errors, description: undefined };
    if (key === 'DueDateText') this.errors = { ...this.errors, dueDate: undefined };
  }

  assigneeToggled(userId: number, on: boolean): void {
    const others = this.draft.AssigneeIds.filter((id) => id !== userId);
    this.changed('AssigneeIds', on ? [...others, userId] : others);
  }

  /** True when saved (the dialog closes). */
  async submitted(): Promise<boolean> {
    if (this.saving || this.readOnly) return false;
    this.saving = true;
    this.message = null;
    const result = await this.saveTask.run(this.draft);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.errors = result.fieldErrors;
        this.message = result.message;
        return false;
      }
      this.isOpen = false;
      this.unsavedNew = null;
      this.onSaved(result.task);
      return true;
    });
  }

  /** Cancel, Escape or Close: an unsaved new task is kept for the next New task (ours: bad input loses nothing). */
  closed(): void {
    const { Title, Description, AssigneeIds, DueDateText, CategoryId } = this.draft;
    const typed =
      Title.trim() !== '' ||
      Description.trim() !== '' ||
      AssigneeIds.length > 0 ||
      DueDateText.trim() !== '' ||
      CategoryId !== null;
    if (this.task === null && typed) this.unsavedNew = this.draft;
    this.isOpen = false;
  }

  dispose(): void {
    this.load?.abort();
  }
}
