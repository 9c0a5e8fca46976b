import { WORKSPACE_ID } from '../../fixtures/ids';
import { stateParam, type ProviderStates } from './provider-states';

/** States of the tasks and setup calls (issue 14); the demo tasks, workflows, tags and categories come with `the demo forms exist`. */
export const taskStates: ProviderStates = {
  /**
   * Params `{ Name }`: a workflow of that name that no project uses (so it may be deleted). Answers `WorkflowId`; the
   * mock gives it an id far from the consumer's example, so the interaction passes only with the injected id.
   */
  'a workflow no project uses exists': (ctx, params) => {
    const Name = stateParam(params, 'Name');
    const WorkflowId = Math.max(...ctx.store.data.workflows.map((w) => w.WorkflowId)) + 100;
    const WorkflowStatusId =
      Math.max(...ctx.store.data.workflows.flatMap((w) => w.WorkflowItems.map((i) => i.WorkflowStatusId))) +
      100;
    ctx.store.data.workflows.push({
      WorkflowId,
      Name,
      WorkflowItems: [{ WorkflowStatusId, Name: 'Open', Order: 1 }],
      workspaceId: WORKSPACE_ID,
    });
    ctx.store.save();
    return { WorkflowId };
  },
};
