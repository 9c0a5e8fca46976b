import type { Application, Response } from 'express';
import type { ProjectRecord, TaskRecord, UserRecord } from '../../../fixtures/types';
import {
  TaskAccessMessage,
  createTask,
  deleteTask,
  mayBeAssigned,
  moveTask,
  updateTask,
  useTasks,
} from '../../../src/domain/access/task-access.policy';
import { ProjectMessage, takesNewWork } from '../../../src/domain/projects/project-rules';
import { selectTasks, taskFilter } from '../../../src/domain/tasks/task-filter';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn, type Caller } from '../../auth';
import type { MockContext } from '../../context';
import { ID } from '../../forms/body-reader';
import { projectOf } from '../../forms/form-access';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import { actingScopeId } from '../../scope-headers';
import {
  TaskCompleteBody,
  TaskCreateBody,
  TaskIdBody,
  TaskStarBody,
  TaskUpdateBody,
} from '../../schemas/tasks.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { categoriesOf } from '../setup/setup-data';
import { filterFacts, notifyAssigned, scopeFacts, taskOf, taskView, visibleTasks } from './task-data';
import { taskListQuery } from './task-query';
import { tellDashboards } from '../dashboard/dashboard-news';

/** Tasks (issue 14; docs/api-tasks.md, rules in docs/tasks.md and docs/authorization.md). */
export function registerTaskRoutes(app: Application, ctx: MockContext): void {
  const { store, hub } = ctx;
  const now = () => new Date().toISOString();

  const user = (res: Response): Caller => {
    const caller = signedIn(res);
    allow(useTasks(actorOf(store, caller.user)));
    return caller;
  };

  /** Workspace users (account type 1 or 2) of a scope. */
  const assignable = (workspaceId: number, scopeId: number) =>
    store.membersOf(workspaceId, scopeId).filter(mayBeAssigned);

  /** The scope a task without a project is made in: the one the caller works in (as a new project is). */
  const workingScope = (res: Response, caller: Caller) => {
    const scopeId = actingScopeId(res, caller);
    return caller.user.scopeIds.includes(scopeId) || actorOf(store, caller.user).isAdmin
      ? scopeId
      : caller.user.primaryScopeId;
  };

  /** A project a task may be put in: one the caller may open, and not closed. */
  const openProject = (who: UserRecord, projectId: number): ProjectRecord => {
    const project = projectOf(store, who, projectId);
    if (!takesNewWork(project.Status)) throw badRequest(ProjectMessage.closedProject);
    return project;
  };

  const checkCategory = (workspaceId: number, categoryId: number | null) => {
    if (categoryId !== null && !categoriesOf(store, workspaceId).some((c) => c.CategoryId === categoryId))
      throw badRequest(`CategoryId ${categoryId} is not a task category.`);
  };

  /**
   * The assignees asked for, each once: kept ones stay; a new one must be a workspace user of the scope the caller
   * works in or of the task's scope (whom the dialog offered).
   */
  const assigneesOf = (
    res: Response,
    caller: Caller,
    ids: readonly number[],
    taskScopeId: number,
    kept: readonly number[],
  ) => {
    const { workspaceId } = caller.user;
    const offered = new Set(
      [...assignable(workspaceId, actingScopeId(res, caller)), ...assignable(workspaceId, taskScopeId)].map(
        (u) => u.id,
      ),
    );
    const unique = [...new Set(ids)];
    for (const id of unique) {
      if (kept.includes(id) || offered.has(id)) continue;
      const person = store.userById(id);
      if (!person || person.workspaceId !== workspaceId)
        throw badRequest(`AssigneeIds: there is no user ${id}.`);
      throw badRequest(TaskAccessMessage.assignee(`${person.firstName} ${person.lastName}`.trim()));
    }
    return unique;
  };

  app.get(
    '/task/list',
    handle((req, res) => {
      const caller = user(res);
      const { criteria, page, pageSize } = taskListQuery(req);
      const viewer = caller.user.id;
      const shown = selectTasks(
        visibleTasks(store, caller.user),
        (t) => filterFacts(t, viewer),
        taskFilter(criteria),
        page,
        pageSize,
      );
      const actor = actorOf(store, caller.user);
      res.json({
        Tasks: shown.items.map((t) => taskView(store, actor, t)),
        Total: shown.total,
        Page: shown.page,
        PageSize: pageSize,
      });
    }),
  );

  app.get(
    '/task',
    handle((req, res) => {
      const caller = user(res);
      const task = taskOf(store, caller.user, queryInteger(req, 'id', ID));
      res.json(taskView(store, actorOf(store, caller.user), task));
    }),
  );

  app.get(
    '/task/assignees',
    handle((_req, res) => {
      const caller = user(res);
      const people = assignable(caller.user.workspaceId, actingScopeId(res, caller)).sort(
        (a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName),
      );
      res.json(
        people.map((p) => ({ UserId: p.id, Email: p.email, FirstName: p.firstName, LastName: p.lastName })),
      );
    }),
  );

  app.post(
    '/task/create',
    handle((req, res) => {
      const caller = user(res);
      const actor = actorOf(store, caller.user);
      const body = validBody(req, TaskCreateBody);
      const project = body.ProjectId ? openProject(caller.user, body.ProjectId) : null;
      const scopeId = project ? project.scopeId : workingScope(res, caller);
      allow(createTask(actor, scopeId));
      const CategoryId = body.CategoryId ?? null;
      checkCategory(caller.user.workspaceId, CategoryId);
      const AssigneeIds = assigneesOf(res, caller, body.AssigneeIds ?? [], scopeId, []);
      const at = now();
      const task: TaskRecord = {
        TaskId: nextId(store.data.tasks.map((t) => t.TaskId)),
        Title: body.Title.trim(),
        Description: (body.Description ?? '').trim(),
        ProjectId: project?.ProjectId ?? null,
        CategoryId,
        AssigneeIds,
        DueDate: body.DueDate ?? null,
        IsCompleted: body.IsCompleted === true,
        CompletedOn: body.IsCompleted === true ? at : null,
        CreatedOn: at,
        createdBy: caller.user.id,
        workspaceId: caller.user.workspaceId,
        scopeId,
        starredBy: [],
      };
      store.data.tasks.push(task);
      store.save();
      notifyAssigned(store, hub, caller.user, task, AssigneeIds, at);
      tellDashboards(hub, AssigneeIds, 'task');
      res.json(taskView(store, actor, task));
    }),
  );

  app.post(
    '/task/update',
    handle((req, res) => {
      const caller = user(res);
      const actor = actorOf(store, caller.user);
      const body = validBody(req, TaskUpdateBody);
      const task = taskOf(store, caller.user, body.TaskId);
      allow(updateTask(actor, scopeFacts(task)));
      const ProjectId = body.ProjectId ?? null;
      // A new project must be open to the caller; the task then belongs to its scope. Without one it keeps its scope.
      // Any change of project is a move: the right where the task is and where it goes (docs/authorization.md).
      const moved = ProjectId !== task.ProjectId;
      const project = moved && ProjectId !== null ? openProject(caller.user, ProjectId) : null;
      const scopeId = project ? project.scopeId : task.scopeId;
      if (moved) allow(moveTask(actor, scopeFacts(task), scopeId));
      const CategoryId = body.CategoryId ?? null;
      checkCategory(caller.user.workspaceId, CategoryId);
      const AssigneeIds = assigneesOf(res, caller, body.AssigneeIds ?? [], scopeId, task.AssigneeIds);
      const added = AssigneeIds.filter((id) => !task.AssigneeIds.includes(id));
      const concerned = [...task.AssigneeIds, ...AssigneeIds];
      const completed = body.IsCompleted === true;
      const at = now();
      Object.assign(task, {
        Title: body.Title.trim(),
        Description: (body.Description ?? '').trim(),
        ProjectId,
        CategoryId,
        AssigneeIds,
        DueDate: body.DueDate ?? null,
        CompletedOn: completed ? (task.IsCompleted ? task.CompletedOn : at) : null,
        IsCompleted: completed,
        scopeId,
      });
      store.save();
      notifyAssigned(store, hub, caller.user, task, added, at);
      tellDashboards(hub, concerned, 'task');
      res.json(taskView(store, actor, task));
    }),
  );

  app.post(
    '/task/complete',
    handle((req, res) => {
      const caller = user(res);
      const actor = actorOf(store, caller.user);
      const body = validBody(req, TaskCompleteBody);
      const task = taskOf(store, caller.user, body.TaskId);
      allow(updateTask(actor, scopeFacts(task)));
      if (task.IsCompleted !== body.IsCompleted) {
        task.IsCompleted = body.IsCompleted;
        task.CompletedOn = body.IsCompleted ? now() : null;
        store.save();
        tellDashboards(hub, task.AssigneeIds, 'task');
      }
      res.json(taskView(store, actor, task));
    }),
  );

  app.post(
    '/task/star',
    handle((req, res) => {
      const caller = user(res);
      const body = validBody(req, TaskStarBody);
      const task = taskOf(store, caller.user, body.TaskId);
      const others = task.starredBy.filter((id) => id !== caller.user.id);
      task.starredBy = body.IsStarred ? [...others, caller.user.id] : others;
      store.save();
      res.json(taskView(store, actorOf(store, caller.user), task));
    }),
  );

  app.post(
    '/task/delete',
    handle((req, res) => {
      const caller = user(res);
      const task = taskOf(store, caller.user, validBody(req, TaskIdBody).TaskId);
      allow(deleteTask(actorOf(store, caller.user), scopeFacts(task)));
      store.data.tasks = store.data.tasks.filter((t) => t !== task);
      store.save();
      tellDashboards(hub, task.AssigneeIds, 'task');
      res.json({});
    }),
  );
}
