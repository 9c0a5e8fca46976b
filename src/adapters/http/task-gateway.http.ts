import { inject, injectable } from 'inversify';
import type { AssignableUser, Task, TaskChanges, TaskPage } from '../../domain/tasks/task.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { TaskGateway, TaskQuery } from '../../ports/task-gateway.port';
import { ignoreBody, parseDto, parseList } from './parse-response';
import { AssignableUserDto } from './task.dto';
import { parseTask, parseTaskPage } from './task-parsers';

/** Tasks over HTTP (docs/api-tasks.md). The list's query names are the report filter's (reports spec §3). */
@injectable()
export class HttpTaskGateway implements TaskGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list({ criteria, page, pageSize }: TaskQuery, signal?: AbortSignal): Promise<HttpResult<TaskPage>> {
    const query = {
      TaskStatusFilterType: criteria.TaskStatusFilterType,
      TaskStarredFilterType: criteria.TaskStarredFilterType,
      TaskProjectsFilterType: criteria.TaskProjectsFilterType,
      TaskAssignees: criteria.TaskAssignees.length > 0 ? criteria.TaskAssignees.join(',') : undefined,
      ProjectId: criteria.ProjectId ?? undefined,
      Search: criteria.Search?.trim() || undefined,
      Page: page,
      PageSize: pageSize,
    };
    return this.http.get('task/list', parseTaskPage, query, { signal });
  }

  get(taskId: number, signal?: AbortSignal): Promise<HttpResult<Task>> {
    return this.http.get('task', parseTask, { id: taskId }, { signal });
  }

  create(changes: TaskChanges): Promise<HttpResult<Task>> {
    return this.http.create('task', changes, parseTask);
  }

  update(changes: TaskChanges & { TaskId: number }): Promise<HttpResult<Task>> {
    return this.http.update('task', changes, parseTask);
  }

  complete(taskId: number, completed: boolean): Promise<HttpResult<Task>> {
    return this.http.command('task/complete', { TaskId: taskId, IsCompleted: completed }, parseTask);
  }

  star(taskId: number, starred: boolean): Promise<HttpResult<Task>> {
    return this.http.command('task/star', { TaskId: taskId, IsStarred: starred }, parseTask);
  }

  remove(taskId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('task', { TaskId: taskId }, ignoreBody);
  }

  assignees(signal?: AbortSignal): Promise<HttpResult<AssignableUser[]>> {
    return this.http.get('task/assignees', parseList(parseDto(AssignableUserDto)), undefined, { signal });
  }
}
