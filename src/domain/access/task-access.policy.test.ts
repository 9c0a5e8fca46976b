import { describe, expect, it } from 'vitest';
import { ACTORS, type ActorName } from './access-actors.fixture';
import { AccessMessage } from './access-messages';
import {
  TaskAccessMessage,
  createTask,
  deleteTask,
  manageTaskSetup,
  mayBeAssigned,
  moveTask,
  moveTaskOffered,
  readTask,
  taskAccess,
  taskActions,
  updateProject,
  updateTask,
} from './task-access.policy';

/** Tasks of the demo: one of the Design Team (10) for Mel, one of it for Finn (Field Team), one of the workspace. */
const DESIGN_MELS = { scopeId: 10, assigneeIds: [2] };
const DESIGN_FINNS = { scopeId: 10, assigneeIds: [5] };
const FIELD_NOBODYS = { scopeId: 11, assigneeIds: [] };
const WORKSPACE = { scopeId: 0, assigneeIds: [] };

describe('seeing a task: in one of my scopes, or assigned to me', () => {
  it.each<[ActorName, typeof DESIGN_MELS, string | null]>([
    ['admin', FIELD_NOBODYS, null],
    ['member', DESIGN_MELS, null],
    ['member', FIELD_NOBODYS, TaskAccessMessage.task],
    ['member', WORKSPACE, null],
    ['field', DESIGN_MELS, TaskAccessMessage.task],
    ['field', DESIGN_FINNS, null],
    ['site', WORKSPACE, TaskAccessMessage.externalTasks],
    ['direct', FIELD_NOBODYS, TaskAccessMessage.externalTasks],
    ['anonymous', WORKSPACE, AccessMessage.signInFirst],
  ])('%s, task %j: %s', (actor, task, reason) => {
    expect(readTask(ACTORS[actor], task)).toEqual(reason ? { allowed: false, reason } : { allowed: true });
  });
});

describe('changing tasks', () => {
  it('creates in a scope of mine with Create', () => {
    expect(createTask(ACTORS.member, 10).allowed).toBe(true);
    expect(createTask(ACTORS.member, 11)).toEqual({ allowed: false, reason: AccessMessage.project });
    expect(createTask(ACTORS.admin, 11).allowed).toBe(true);
    expect(createTask(ACTORS.site, 0)).toEqual({ allowed: false, reason: TaskAccessMessage.externalTasks });
    expect(createTask({ ...ACTORS.member, verbs: 1 }, 10)).toEqual({
      allowed: false,
      reason: AccessMessage.noVerb(2, 'tasks'),
    });
  });

  it('lets an assignee outside the scope edit and complete, but not delete', () => {
    expect(updateTask(ACTORS.field, DESIGN_FINNS).allowed).toBe(true);
    expect(deleteTask(ACTORS.field, DESIGN_FINNS)).toEqual({
      allowed: false,
      reason: TaskAccessMessage.task,
    });
    expect(deleteTask(ACTORS.field, FIELD_NOBODYS).allowed).toBe(true);
  });

  it('needs Delete to delete (Read/Write holds none)', () => {
    expect(deleteTask(ACTORS.member, DESIGN_MELS)).toEqual({
      allowed: false,
      reason: AccessMessage.noVerb(8, 'tasks'),
    });
  });

  it.each<[ActorName, typeof DESIGN_MELS, number]>([
    ['admin', DESIGN_MELS, 1 | 4 | 8],
    ['member', DESIGN_MELS, 1 | 4],
    ['field', DESIGN_FINNS, 1 | 4],
    ['field', FIELD_NOBODYS, 1 | 4 | 8],
    ['field', DESIGN_MELS, 0],
    ['site', WORKSPACE, 0],
  ])('%s holds %j on %j as Access %i', (actor, task, access) => {
    expect(taskAccess(ACTORS[actor], task)).toBe(access);
  });
});

describe('moving a task to another project: the right where it is and where it goes', () => {
  const moveRefused = { allowed: false, reason: TaskAccessMessage.move };

  it('does not let an assignee from another team take a team’s task into their own (issue 31)', () => {
    // Finn (Field Team, Site Editor) may edit the Design Team's task given to him, but not move it to the Field Team.
    expect(updateTask(ACTORS.field, DESIGN_FINNS).allowed).toBe(true);
    expect(moveTask(ACTORS.field, DESIGN_FINNS, 11)).toEqual(moveRefused);
    expect(moveTask(ACTORS.field, DESIGN_FINNS, 10)).toEqual(moveRefused);
  });

  it.each<[ActorName, typeof DESIGN_MELS, number, string | null]>([
    ['field', FIELD_NOBODYS, 0, null],
    ['field', FIELD_NOBODYS, 10, AccessMessage.project],
    ['admin', DESIGN_MELS, 11, null],
    // Read/Write holds no Delete: it may not take a task out of where it is.
    ['member', DESIGN_MELS, 0, TaskAccessMessage.move],
    ['member', FIELD_NOBODYS, 10, TaskAccessMessage.task],
    ['site', WORKSPACE, 0, TaskAccessMessage.externalTasks],
  ])('%s moving %j to scope %i: %s', (actor, task, to, reason) => {
    expect(moveTask(ACTORS[actor], task, to)).toEqual(
      reason ? { allowed: false, reason } : { allowed: true },
    );
  });

  it('needs Create in the tasks area where the task goes', () => {
    const noCreate = { ...ACTORS.field, areaVerbs: { tasks: 1 | 4 | 8 } };
    expect(moveTask(noCreate, FIELD_NOBODYS, 0)).toEqual({
      allowed: false,
      reason: AccessMessage.noVerb(2, 'tasks'),
    });
  });

  it('is offered by the dialog exactly when the task’s Access and the user’s verbs allow it', () => {
    for (const [actor, task] of [
      ['admin', DESIGN_MELS],
      ['member', DESIGN_MELS],
      ['field', DESIGN_FINNS],
      ['field', FIELD_NOBODYS],
    ] as const) {
      const access = taskAccess(ACTORS[actor], task);
      expect([actor, task, moveTaskOffered(ACTORS[actor], access)]).toEqual([
        actor,
        task,
        moveTask(ACTORS[actor], task, ACTORS[actor].scopeIds[0]!),
      ]);
    }
    expect(moveTaskOffered({ ...ACTORS.field, areaVerbs: { tasks: 13 } }, 13)).toEqual(moveRefused);
  });
});

describe('setup lists and projects', () => {
  it('are changed by workspace administrators only', () => {
    expect(manageTaskSetup(ACTORS.admin).allowed).toBe(true);
    for (const actor of ['member', 'field', 'site', 'direct'] as const)
      expect(manageTaskSetup(ACTORS[actor])).toEqual({ allowed: false, reason: TaskAccessMessage.setup });
    // A workspace user (account type 1) who is not an administrator does not manage them either.
    expect(manageTaskSetup({ ...ACTORS.member, accountType: 1 }).allowed).toBe(false);
  });

  it('updates a project of my scopes with Update', () => {
    expect(updateProject(ACTORS.member, 10).allowed).toBe(true);
    expect(updateProject(ACTORS.member, 11)).toEqual({ allowed: false, reason: AccessMessage.project });
    expect(updateProject({ ...ACTORS.member, verbs: 1 }, 10)).toEqual({
      allowed: false,
      reason: AccessMessage.noVerb(4, 'projects'),
    });
    expect(updateProject(ACTORS.site, 0)).toEqual({ allowed: false, reason: AccessMessage.externalDesign });
  });

  it('offers what the rules allow', () => {
    expect(taskActions(ACTORS.admin)).toEqual({ create: true, manageSetup: true, editProject: true });
    expect(taskActions(ACTORS.member)).toEqual({ create: true, manageSetup: false, editProject: true });
    expect(taskActions(ACTORS.site)).toEqual({ create: false, manageSetup: false, editProject: false });
  });

  it('reads the verbs the role matrix grants in the tasks and projects areas (issue 17)', () => {
    const formsOnly = { ...ACTORS.member, verbs: 15, areaVerbs: { forms: 15, tasks: 1, projects: 1 } };
    expect(taskActions(formsOnly)).toEqual({ create: false, manageSetup: false, editProject: false });
    expect(deleteTask(formsOnly, DESIGN_MELS)).toEqual({
      allowed: false,
      reason: AccessMessage.noVerb(8, 'tasks'),
    });
    expect(updateProject(formsOnly, 10)).toEqual({
      allowed: false,
      reason: AccessMessage.noVerb(4, 'projects'),
    });
    const planner = { ...ACTORS.member, verbs: 1, areaVerbs: { forms: 1, tasks: 15, projects: 5 } };
    expect(taskActions(planner)).toEqual({ create: true, manageSetup: false, editProject: true });
  });

  it('assigns tasks to workspace users only', () => {
    expect([1, 2, 3, 4, 0].map((accountType) => mayBeAssigned({ accountType: accountType as 0 }))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
