import type { RequestHandler } from 'express';
import type { ProjectRecord } from '../../../fixtures/types';
import { updateProject } from '../../../src/domain/access/task-access.policy';
import { ProjectMessage, planDatesProblem } from '../../../src/domain/projects/project-rules';
import { firstStatus } from '../../../src/domain/setup/workflow-order';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { projectOf, projectsOf } from '../../forms/form-access';
import { badRequest, handle } from '../../http';
import { ProjectUpdateBody } from '../../schemas/tasks.schema';
import { validBody } from '../../schemas/valid-body';
import { tagsOf, workflowsOf } from './setup-data';
import { tellProjectDashboards } from '../dashboard/dashboard-news';

/**
 * `POST /api/project/update` (issue 14): a project's name, description and plan. Every reference is checked before
 * anything changes; a workflow without a status given starts at its first status.
 */
export function updateProjectRoute(
  ctx: MockContext,
  answer: (project: ProjectRecord) => unknown,
): RequestHandler {
  const { store } = ctx;
  return handle((req, res) => {
    const { user } = signedIn(res);
    const body = validBody(req, ProjectUpdateBody);
    const project = projectOf(store, user, body.ProjectId);
    allow(updateProject(actorOf(store, user), project.scopeId));
    const Name = body.Name.trim();
    if (projectsOf(store, user).some((p) => p !== project && p.Name.toLowerCase() === Name.toLowerCase()))
      throw badRequest('A project with this name already exists.');
    const TagIds = [...new Set(body.TagIds ?? [])];
    const tags = tagsOf(store, user.workspaceId);
    const unknownTag = TagIds.find((id) => !tags.some((t) => t.TagId === id));
    if (unknownTag !== undefined) throw badRequest(`TagIds: ${unknownTag} is not a project tag.`);
    const WorkflowId = body.WorkflowId ?? null;
    const workflow =
      WorkflowId === null
        ? null
        : workflowsOf(store, user.workspaceId).find((w) => w.WorkflowId === WorkflowId);
    if (workflow === undefined) throw badRequest(`WorkflowId: ${WorkflowId} is not a workflow.`);
    let WorkflowStatusId = body.WorkflowStatusId ?? null;
    if (workflow === null) {
      if (WorkflowStatusId !== null)
        throw badRequest(`WorkflowStatusId: ${ProjectMessage.statusNotInWorkflow}`);
    } else if (WorkflowStatusId === null) {
      WorkflowStatusId = firstStatus(workflow.WorkflowItems)?.WorkflowStatusId ?? null;
    } else if (!workflow.WorkflowItems.some((i) => i.WorkflowStatusId === WorkflowStatusId)) {
      throw badRequest(`WorkflowStatusId: ${ProjectMessage.statusNotInWorkflow}`);
    }
    const StartDate = body.StartDate ?? null;
    const DeliveryEndDate = body.DeliveryEndDate ?? null;
    const dates = planDatesProblem(StartDate, DeliveryEndDate);
    if (dates) throw badRequest(`DeliveryEndDate: ${dates}`);
    Object.assign(project, {
      Name,
      Description: (body.Description ?? '').trim(),
      Status: body.Status,
      TagIds,
      WorkflowId,
      WorkflowStatusId,
      StartDate,
      DeliveryEndDate,
    });
    store.save();
    tellProjectDashboards(store, ctx.hub, project);
    res.json(answer(project));
  });
}
