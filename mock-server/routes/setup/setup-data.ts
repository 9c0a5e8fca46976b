/** Look-ups of workflows, project tags and task categories, and the plan of a project as the API answers it. */
import type {
  ProjectRecord,
  ProjectTagRecord,
  TaskCategoryRecord,
  UserRecord,
  WorkflowRecord,
} from '../../../fixtures/types';
import type { ProjectFacts } from '../../../src/domain/projects/project-filter';
import { ProjectStatus, type ProjectPlan } from '../../../src/domain/projects/project.entity';
import { orderedItems } from '../../../src/domain/setup/workflow-order';
import type { Response } from 'express';
import { manageTaskSetup, useTasks } from '../../../src/domain/access/task-access.policy';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn, type Caller } from '../../auth';
import { HttpError } from '../../http';
import type { Store } from '../../store';

const notFound = (message: string) => new HttpError(404, message);

/** The caller of a setup call: any workspace user reads the lists (`manage` false), administrators change them. */
export function setupCaller(store: Store): (res: Response, manage: boolean) => Caller {
  return (res, manage) => {
    const caller = signedIn(res);
    const actor = actorOf(store, caller.user);
    allow(manage ? manageTaskSetup(actor) : useTasks(actor));
    return caller;
  };
}

export const workflowsOf = (store: Store, workspaceId: number) =>
  store.data.workflows.filter((w) => w.workspaceId === workspaceId);
export const tagsOf = (store: Store, workspaceId: number) =>
  store.data.projectTags.filter((t) => t.workspaceId === workspaceId);
export const categoriesOf = (store: Store, workspaceId: number) =>
  store.data.taskCategories.filter((c) => c.workspaceId === workspaceId);
export const workspaceProjects = (store: Store, workspaceId: number) =>
  store.data.projects.filter((p) => p.workspaceId === workspaceId);

export function workflowOf(store: Store, user: UserRecord, id: number): WorkflowRecord {
  const workflow = workflowsOf(store, user.workspaceId).find((w) => w.WorkflowId === id);
  if (!workflow) throw notFound(`No workflow ${id}.`);
  return workflow;
}

export function tagOf(store: Store, user: UserRecord, id: number): ProjectTagRecord {
  const tag = tagsOf(store, user.workspaceId).find((t) => t.TagId === id);
  if (!tag) throw notFound(`No project tag ${id}.`);
  return tag;
}

export function categoryOf(store: Store, user: UserRecord, id: number): TaskCategoryRecord {
  const category = categoriesOf(store, user.workspaceId).find((c) => c.CategoryId === id);
  if (!category) throw notFound(`No task category ${id}.`);
  return category;
}

/** A workflow as the API answers it: statuses in order, and how many projects use it. */
export function workflowView(store: Store, workflow: WorkflowRecord) {
  const { WorkflowId, Name } = workflow;
  const WorkflowItems = orderedItems(workflow.WorkflowItems).map(
    ({ WorkflowStatusId, Name: name, Order }) => ({ WorkflowStatusId, Name: name, Order }),
  );
  const ProjectCount = workspaceProjects(store, workflow.workspaceId).filter(
    (p) => p.WorkflowId === WorkflowId,
  ).length;
  return { WorkflowId, Name, WorkflowItems, ProjectCount };
}

/** The plan of a project (issue 14); a record written before plans existed is active, with nothing else set. */
export function planOf(store: Store, project: ProjectRecord): ProjectPlan {
  const tags = tagsOf(store, project.workspaceId);
  const Tags = (project.TagIds ?? []).flatMap((id) =>
    tags.filter((t) => t.TagId === id).map(({ TagId, Name, Color }) => ({ TagId, Name, Color })),
  );
  const workflow = project.WorkflowId
    ? workflowsOf(store, project.workspaceId).find((w) => w.WorkflowId === project.WorkflowId)
    : undefined;
  const status = workflow?.WorkflowItems.find((i) => i.WorkflowStatusId === project.WorkflowStatusId);
  return {
    Status: project.Status ?? ProjectStatus.Active,
    Tags,
    WorkflowId: workflow?.WorkflowId ?? null,
    WorkflowName: workflow?.Name ?? null,
    WorkflowStatusId: status?.WorkflowStatusId ?? null,
    WorkflowStatusName: status?.Name ?? null,
    StartDate: project.StartDate ?? null,
    DeliveryEndDate: project.DeliveryEndDate ?? null,
  };
}

/** What the project filter rule (src/domain/projects/project-filter.ts) reads of a stored project. */
export function projectFactsOf(store: Store, project: ProjectRecord): ProjectFacts {
  const plan = planOf(store, project);
  return { ...plan, TagIds: plan.Tags.map((t) => t.TagId) };
}
