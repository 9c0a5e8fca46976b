import type { Workflow, WorkflowDraft } from '../domain/setup/workflow.entity';
import type { HttpResult } from './http-client.port';

/** Workflows (docs/api-tasks.md). */
export interface WorkflowGateway {
  list(signal?: AbortSignal): Promise<HttpResult<Workflow[]>>;
  get(workflowId: number, signal?: AbortSignal): Promise<HttpResult<Workflow>>;
  create(draft: WorkflowDraft): Promise<HttpResult<Workflow>>;
  update(draft: WorkflowDraft & { WorkflowId: number }): Promise<HttpResult<Workflow>>;
  remove(workflowId: number): Promise<HttpResult<unknown>>;
}
export const WorkflowGateway = Symbol('WorkflowGateway');
