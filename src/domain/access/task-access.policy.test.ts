import { describe, expect, it } from 'vitest';
import { ACTORS, type ActorName } from './access-actors.fixture';
import { AccessMessage } from './access-messages';
import {
  TaskAccessMessage,
  createTask,
  deleteTask,
  manageTaskSetup,
  mayBeAssigned,
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
