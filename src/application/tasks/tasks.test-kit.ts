import { EMPTY_PLAN, type ProjectSummary } from '../../domain/projects/project.entity';
import { pageOf, taskMatches } from '../../domain/tasks/task-filter';
import type { AssignableUser, Task, TaskChanges, TaskPage } from '../../domain/tasks/task.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type { TaskGateway, TaskQuery } from '../../ports/task-gateway.port';
import { failure, ok } from '../testing/fakes';

export const task = (overrides: Partial<Task> = {}): Task => ({
  TaskId: 800,
  Title: 'Order floor tiles',
  Description: '',
  ProjectId: 100,
  ProjectName: 'Office Renovation',
  CategoryId: null,
  CategoryName: null,
  Assignees: [{ UserId: 2, FirstName: 'Mel', LastName: 'Member' }],
  DueDate: '2026-12-04',
  IsCompleted: false,
  CompletedOn: null,
  IsStarred: false,
  CreatedOn: '2026-11-01T09:00:00.000Z',
  CreatorName: 'Priya Patel',
  Access: 5,
  ...overrides,
});

export const PEOPLE: AssignableUser[] = [
  { UserId: 1, Email: 'admin@demo.test', FirstName: 'Ada', LastName: 'Admin' },
  { UserId: 2, Email: 'member@demo.test', FirstName: 'Mel', LastName: 'Member' },
  { UserId: 6, Email: 'priya@demo.test', FirstName: 'Priya', LastName: 'Patel' },
];

/** Tasks in memory, filtered and paged by the domain's rule as the server does. */
export class FakeTaskGateway implements TaskGateway {
  tasks: Task[] = [
    task(),
    task({
      TaskId: 801,
      Title: 'Book the skip',
      Assignees: [],
      ProjectId: null,
      ProjectName: null,
      IsStarred: true,
    }),
  ];
  calls: string[] = [];
  queries: TaskQuery[] = [];
  failWith: number | null = null;
  private next = 900;

  private answer<T>(name: string, data: () => T): HttpResult<T> {
    this.calls.push(name);
    if (this.failWith)
      return failure(this.failWith, { Message: this.failWith === 400 ? 'Title is required.' : 'Refused.' });
    return ok(data());
  }

  async list(query: TaskQuery): Promise<HttpResult<TaskPage>> {
    this.queries.push(query);
    return this.answer('list', () => {
      const facts = (t: Task) => ({ ...t, AssigneeIds: t.Assignees.map((a) => a.UserId) });
      const matching = this.tasks.filter((t) => taskMatches(facts(t), query.criteria));
      const { items, page } = pageOf(matching, query.page, query.pageSize);
      return { Tasks: items, Total: matching.length, Page: page, PageSize: query.pageSize };
    });
  }

  async get(taskId: number): Promise<HttpResult<Task>> {
    const found = this.tasks.find((t) => t.TaskId === taskId);
    if (!found) return failure(404, { Message: `No task ${taskId}.` });
    return this.answer('get', () => found);
  }

  private fromChanges(changes: TaskChanges, id: number): Task {
    return task({
      TaskId: id,
      Title: changes.Title,
      Description: changes.Description,
      ProjectId: changes.ProjectId,
      ProjectName: changes.ProjectId ? `Project ${changes.ProjectId}` : null,
      CategoryId: changes.CategoryId,
      Assignees: PEOPLE.filter((p) => changes.AssigneeIds.includes(p.UserId)),
      DueDate: changes.DueDate,
      IsCompleted: changes.IsCompleted,
    });
  }

  async create(changes: TaskChanges): Promise<HttpResult<Task>> {
    return this.answer(`create ${JSON.stringify(changes)}`, () => {
      const created = this.fromChanges(changes, this.next++);
      this.tasks.push(created);
      return created;
    });
  }

  async update(changes: TaskChanges & { TaskId: number }): Promise<HttpResult<Task>> {
    return this.answer(`update ${JSON.stringify(changes)}`, () => {
      const updated = this.fromChanges(changes, changes.TaskId);
      this.tasks = this.tasks.map((t) => (t.TaskId === changes.TaskId ? updated : t));
      return updated;
    });
  }

  private change(taskId: number, patch: Partial<Task>): Task {
    const changed = { ...this.tasks.find((t) => t.TaskId === taskId)!, ...patch };
    this.tasks = this.tasks.map((t) => (t.TaskId === taskId ? changed : t));
    return changed;
  }

  async complete(taskId: number, completed: boolean): Promise<HttpResult<Task>> {
    return this.answer(`complete ${taskId} ${completed}`, () =>
      this.change(taskId, {
        IsCompleted: completed,
        CompletedOn: completed ? '2026-11-25T10:00:00.000Z' : null,
      }),
    );
  }

  async star(taskId: number, starred: boolean): Promise<HttpResult<Task>> {
    return this.answer(`star ${taskId} ${starred}`, () => this.change(taskId, { IsStarred: starred }));
  }

  async remove(taskId: number): Promise<HttpResult<unknown>> {
    return this.answer(`remove ${taskId}`, () => {
      this.tasks = this.tasks.filter((t) => t.TaskId !== taskId);
      return {};
    });
  }

  async assignees(): Promise<HttpResult<AssignableUser[]>> {
    return this.answer('assignees', () => PEOPLE);
  }
}

export const project = (overrides: Partial<ProjectSummary> = {}): ProjectSummary => ({
  ProjectId: 100,
  Name: 'Office Renovation',
  Description: '',
  CreatedOn: '2024-01-15T09:30:00.000Z',
  InstanceCount: 0,
  ...EMPTY_PLAN,
  ...overrides,
});
