import { inject, injectable } from 'inversify';
import type { Workflow, WorkflowDraft } from '../../domain/setup/workflow.entity';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import type { WorkflowGateway } from '../../ports/workflow-gateway.port';
import { listOf, parseShape } from './forms-shape';
import { ignoreBody, parseDto, parseList } from './parse-response';
import { WorkflowDto, WorkflowItemDto } from './setup.dto';

const parseWorkflow: ResponseParser<Workflow> = parseShape(WorkflowDto, {
  WorkflowItems: listOf(parseDto(WorkflowItemDto)),
});

/** What the server reads of a draft: the statuses in their order, each with its id when it has one. */
const body = (draft: WorkflowDraft) => ({
  ...(draft.WorkflowId ? { WorkflowId: draft.WorkflowId } : {}),
  Name: draft.Name,
  WorkflowItems: draft.WorkflowItems.map((item) =>
    item.WorkflowStatusId
      ? { WorkflowStatusId: item.WorkflowStatusId, Name: item.Name }
      : { Name: item.Name },
  ),
});

/** Workflows over HTTP (docs/api-tasks.md). */
@injectable()
export class HttpWorkflowGateway implements WorkflowGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<Workflow[]>> {
    return this.http.get('workflow/list', parseList(parseWorkflow), undefined, { signal });
  }

  get(workflowId: number, signal?: AbortSignal): Promise<HttpResult<Workflow>> {
    return this.http.get('workflow', parseWorkflow, { id: workflowId }, { signal });
  }

  create(draft: WorkflowDraft): Promise<HttpResult<Workflow>> {
    return this.http.create('workflow', body(draft), parseWorkflow);
  }

  update(draft: WorkflowDraft & { WorkflowId: number }): Promise<HttpResult<Workflow>> {
    return this.http.update('workflow', body(draft), parseWorkflow);
  }

  remove(workflowId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('workflow', { WorkflowId: workflowId }, ignoreBody);
  }
}
