/**
 * Who may do what with tasks, workflows, project tags, task categories and a project's plan (issue 14;
 * docs/authorization.md, "Tasks and setup lists"). The mock server checks these on every call; the SPA offers
 * only what they allow.
 */
import { ALLOWED, firstRefusal, refused, type AccessDecision } from './access-decision';
import { AccessMessage } from './access-messages';
import { AccessVerb, grants } from './access-verb';
import { holds, isExternal, isWorkspaceAdmin, type Actor, type Principal } from './actor';

export const TaskAccessMessage = {
  externalTasks: 'Site and direct-link users cannot see tasks.',
  task: 'You do not have access to this task.',
  setup: 'Only a workspace administrator can change workflows, project tags and task categories.',
  assignee: (name: string) => `${name} cannot be given tasks here.`,
  move: 'Moving a task to another project needs the right to delete it where it is and to create tasks where it goes.',
} as const;

/** Where a task lives and who it is for: a task belongs to its project's scope, or to the scope it was made in. */
export interface TaskScopeFacts {
  scopeId: number;
  assigneeIds: readonly number[];
}

const signedIn = (p: Principal) => (p.accountType === 0 ? refused(AccessMessage.signInFirst) : ALLOWED);
const notExternal = (p: Principal) => (isExternal(p) ? refused(TaskAccessMessage.externalTasks) : ALLOWED);
const verb = (p: Principal, id: (typeof AccessVerb)[keyof typeof AccessVerb]) => () =>
  holds(p, id, 'tasks') ? ALLOWED : refused(AccessMessage.noVerb(id, 'tasks'));

/** The task list, the assignee list, the setup lists (to choose from): every workspace user. */
export function useTasks(p: Principal): AccessDecision {
  return firstRefusal(
    () => signedIn(p),
    () => notExternal(p),
  );
}

const inScope = (actor: Actor, scopeId: number) =>
  isWorkspaceAdmin(actor) || actor.scopeIds.includes(scopeId);
const assigned = (actor: Actor, task: TaskScopeFacts) => task.assigneeIds.includes(actor.userId);

/** A member sees a task in one of their scopes or assigned to them; an administrator every task of the workspace. */
export function readTask(actor: Actor, task: TaskScopeFacts): AccessDecision {
  return firstRefusal(
    () => useTasks(actor),
    () => (inScope(actor, task.scopeId) || assigned(actor, task) ? ALLOWED : refused(TaskAccessMessage.task)),
  );
}

/** Create a task in a scope (its project's, or the one the caller works in): Create, and the scope is theirs. */
export function createTask(actor: Actor, scopeId: number): AccessDecision {
  return firstRefusal(
    () => useTasks(actor),
    verb(actor, AccessVerb.Create),
    () => (inScope(actor, scopeId) ? ALLOWED : refused(AccessMessage.project)),
  );
}

/** Edit, complete or reopen a task: Update, and the task is in the caller's scope or assigned to them. */
export function updateTask(actor: Actor, task: TaskScopeFacts): AccessDecision {
  return firstRefusal(() => readTask(actor, task), verb(actor, AccessVerb.Update));
}

/** Delete a task: Delete, and the task is in the caller's scope (being assigned is not enough). */
export function deleteTask(actor: Actor, task: TaskScopeFacts): AccessDecision {
  return firstRefusal(
    () => readTask(actor, task),
    verb(actor, AccessVerb.Delete),
    () => (inScope(actor, task.scopeId) ? ALLOWED : refused(TaskAccessMessage.task)),
  );
}

/**
 * Move a task to another project (or out of its project, or into one): the right in both places, as the Move verb is
 * Read, Create and Delete. Where it is: Update and Delete on it, so in one of the caller's scopes (being assigned is
 * not enough: an assignee from another team could otherwise take a team's task into their own and delete it there).
 * Where it goes (`toScopeId`, the destination project's scope, or its own without a project): Create there.
 */
export function moveTask(actor: Actor, task: TaskScopeFacts, toScopeId: number): AccessDecision {
  return firstRefusal(
    () => updateTask(actor, task),
    () => (deleteTask(actor, task).allowed ? ALLOWED : refused(TaskAccessMessage.move)),
    () => createTask(actor, toScopeId),
  );
}

/** The verbs the caller holds on a task (the task's `Access`, platform spec §6): Read 1, Update 4, Delete 8. */
export function taskAccess(actor: Actor, task: TaskScopeFacts): number {
  if (!readTask(actor, task).allowed) return 0;
  return (
    AccessVerb.Read |
    (updateTask(actor, task).allowed ? AccessVerb.Update : 0) |
    (deleteTask(actor, task).allowed ? AccessVerb.Delete : 0)
  );
}

/** Workflows, project tags and task categories are changed by workspace administrators only (setup menu). */
export function manageTaskSetup(p: Principal): AccessDecision {
  return firstRefusal(
    () => signedIn(p),
    () => (isWorkspaceAdmin(p) ? ALLOWED : refused(TaskAccessMessage.setup)),
  );
}

/** A project's name, description and plan (status, tags, workflow, dates): Update on a project the caller may open. */
export function updateProject(actor: Actor, projectScopeId: number): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return firstRefusal(
    () => signedIn(actor),
    () => (isExternal(actor) ? refused(AccessMessage.externalDesign) : ALLOWED),
    () => (actor.scopeIds.includes(projectScopeId) ? ALLOWED : refused(AccessMessage.project)),
    () =>
      holds(actor, AccessVerb.Update, 'projects')
        ? ALLOWED
        : refused(AccessMessage.noVerb(AccessVerb.Update, 'projects')),
  );
}

/** Who may be given a task: workspace users (account type 1 or 2), never site or direct-link users. */
export const mayBeAssigned = (user: Pick<Principal, 'accountType'>) =>
  user.accountType === 1 || user.accountType === 2;

/** What the task and setup screens offer the user (the server checks each call again, per task). */
export interface TaskActions {
  /** New task. */
  create: boolean;
  /** Workflows, tags and categories: create, rename, reorder, delete. */
  manageSetup: boolean;
  /** Edit a project's plan. */
  editProject: boolean;
}

export function taskActions(p: Principal): TaskActions {
  const usable = useTasks(p).allowed;
  return {
    create: usable && holds(p, AccessVerb.Create, 'tasks'),
    manageSetup: manageTaskSetup(p).allowed,
    editProject: usable && holds(p, AccessVerb.Update, 'projects'),
  };
}

/**
 * Whether the task dialog offers another project for a task: `moveTask` as far as the SPA knows it when the dialog
 * opens. The task's `Access` holds Update and Delete exactly when the server's `updateTask` and `deleteTask` allow
 * them (the source); the projects the dialog lists are those the user may open, so Create in tasks is what the
 * destination still needs.
 */
export function moveTaskOffered(p: Principal, access: number): AccessDecision {
  return grants(access, AccessVerb.Update) &&
    grants(access, AccessVerb.Delete) &&
    useTasks(p).allowed &&
    holds(p, AccessVerb.Create, 'tasks')
    ? ALLOWED
    : refused(TaskAccessMessage.move);
}

/** What the caller may do with one task, from its `Access`. */
export const mayEditTask = (access: number) => (access & AccessVerb.Update) === AccessVerb.Update;
export const mayDeleteTask = (access: number) => (access & AccessVerb.Delete) === AccessVerb.Delete;
