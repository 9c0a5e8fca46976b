import type { Application, Response } from 'express';
import type { WorkflowRecord } from '../../../fixtures/types';
import {
  SetupMessage,
  firstProblem,
  workflowInUse,
  workflowProblems,
} from '../../../src/domain/setup/setup-rules';
import { nameTaken } from '../../../src/domain/setup/setup.entity';
import type { MockContext } from '../../context';
import { ID } from '../../forms/body-reader';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import {
  WorkflowCreateBody,
  WorkflowIdBody,
  WorkflowUpdateBody,
  type WorkflowItemBody,
} from '../../schemas/tasks.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { setupCaller, workflowOf, workflowView, workflowsOf, workspaceProjects } from './setup-data';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Workflows (issue 14; docs/api-tasks.md): every workspace user reads them, administrators change them. */
export function registerWorkflowRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const caller = setupCaller(store);
  const reader = (res: Response) => caller(res, false);
  const manager = (res: Response) => caller(res, true);

  /** The checked statuses, numbered in their order; ids kept for this workflow's own statuses, new ones given. */
  const statusesOf = (items: WorkflowItemBody[], own: WorkflowRecord | null) => {
    const draft = { Name: 'x', WorkflowItems: items.map((i) => ({ Name: i.Name })) };
    const problem = firstProblem({ ...workflowProblems(draft), name: undefined });
    if (problem) throw badRequest(`WorkflowItems: ${problem}`);
    let next = nextId(store.data.workflows.flatMap((w) => w.WorkflowItems.map((i) => i.WorkflowStatusId)));
    return items.map((item, index) => {
      const id = item.WorkflowStatusId ?? null;
      if (id !== null && !own?.WorkflowItems.some((i) => i.WorkflowStatusId === id))
        throw badRequest(`WorkflowItems[${index}].WorkflowStatusId ${id} is not a status of this workflow.`);
      return { WorkflowStatusId: id ?? next++, Name: item.Name.trim(), Order: index + 1 };
    });
  };

  const checkName = (workspaceId: number, name: string, ownId?: number) => {
    if (
      nameTaken(
        workflowsOf(store, workspaceId),
        name,
        (w) => w.WorkflowId,
        (w) => w.Name,
        ownId,
      )
    )
      throw badRequest(SetupMessage.workflowNameTaken);
  };

  app.get(
    '/workflow/list',
    handle((_req, res) => {
      const { user } = reader(res);
      const list = workflowsOf(store, user.workspaceId).sort((a, b) => a.Name.localeCompare(b.Name));
      res.json(list.map((w) => workflowView(store, w)));
    }),
  );

  app.get(
    '/workflow',
    handle((req, res) => {
      const { user } = reader(res);
      res.json(workflowView(store, workflowOf(store, user, queryInteger(req, 'id', ID))));
    }),
  );

  app.post(
    '/workflow/create',
    handle((req, res) => {
      const { user } = manager(res);
      const body = validBody(req, WorkflowCreateBody);
      checkName(user.workspaceId, body.Name);
      const workflow: WorkflowRecord = {
        WorkflowId: nextId(store.data.workflows.map((w) => w.WorkflowId)),
        Name: body.Name.trim(),
        WorkflowItems: statusesOf(body.WorkflowItems, null),
        workspaceId: user.workspaceId,
      };
      store.data.workflows.push(workflow);
      store.save();
      res.json(workflowView(store, workflow));
    }),
  );

  app.post(
    '/workflow/update',
    handle((req, res) => {
      const { user } = manager(res);
      const body = validBody(req, WorkflowUpdateBody);
      const workflow = workflowOf(store, user, body.WorkflowId);
      checkName(user.workspaceId, body.Name, workflow.WorkflowId);
      const items = statusesOf(body.WorkflowItems, workflow);
      // A status that projects are at cannot go: they would be left at no status (ours, docs/tasks.md).
      for (const removed of workflow.WorkflowItems.filter(
        (old) => !items.some((i) => i.WorkflowStatusId === old.WorkflowStatusId),
      )) {
        const at = workspaceProjects(store, user.workspaceId).filter(
          (p) => p.WorkflowId === workflow.WorkflowId && p.WorkflowStatusId === removed.WorkflowStatusId,
        ).length;
        if (at > 0)
          throw badRequest(
            `“${removed.Name}” is the current status of ${plural(at, 'project', 'projects')}. Move ${at === 1 ? 'it' : 'them'} to another status first.`,
          );
      }
      workflow.Name = body.Name.trim();
      workflow.WorkflowItems = items;
      store.save();
      res.json(workflowView(store, workflow));
    }),
  );

  app.post(
    '/workflow/delete',
    handle((req, res) => {
      const { user } = manager(res);
      const workflow = workflowOf(store, user, validBody(req, WorkflowIdBody).WorkflowId);
      const used = workspaceProjects(store, user.workspaceId).filter(
        (p) => p.WorkflowId === workflow.WorkflowId,
      ).length;
      const inUse = workflowInUse(used);
      if (inUse) throw badRequest(inUse);
      store.data.workflows = store.data.workflows.filter((w) => w !== workflow);
      store.save();
      res.json({});
    }),
  );
}
