import { inject, injectable } from 'inversify';
import { planDatesProblem } from '../../domain/projects/project-rules';
import type { ProjectChanges, ProjectStatusId, ProjectSummary } from '../../domain/projects/project.entity';
import type { ProjectTag } from '../../domain/setup/setup.entity';
import type { Workflow } from '../../domain/setup/workflow.entity';
import { isoFromTyped } from '../../domain/tasks/due-date';
import { ProjectMessage } from '../../domain/projects/project-rules';
import { Notifier } from '../../ports/notifier.port';
import { ProjectGateway } from '../../ports/project-gateway.port';
import { ProjectTagGateway } from '../../ports/project-tag-gateway.port';
import { WorkflowGateway } from '../../ports/workflow-gateway.port';
import { refusalMessage } from '../platform/refusal-message';
import { validateInput, type FieldErrors } from '../platform/validate-input';
import { CreateProjectInput } from './create-project.input';

/** The project page's form: dates as typed (MM/DD/YYYY). */
export interface ProjectDraft {
  ProjectId: number;
  Name: string;
  Description: string;
  Status: ProjectStatusId;
  TagIds: number[];
  WorkflowId: number | null;
  WorkflowStatusId: number | null;
  StartDateText: string;
  DeliveryEndDateText: string;
}

export type ProjectDraftErrors = FieldErrors<CreateProjectInput> & {
  startDate?: string;
  deliveryEndDate?: string;
};
export type UpdateProjectResult =
  | { ok: true; project: ProjectSummary }
  | { ok: false; fieldErrors: ProjectDraftErrors; message: string | null };

export const PROJECT_SAVED = 'Project saved.';

/** What the plan can be set to: the workspace's workflows and tags. */
export interface PlanChoices {
  workflows: Workflow[];
  tags: ProjectTag[];
}

/**
 * A member edits a project on its details page: name, description and the plan the report filters read (status,
 * tags, workflow and its current status, start and delivery end dates).
 */
@injectable()
export class UpdateProject {
  constructor(
    @inject(ProjectGateway) private readonly projects: ProjectGateway,
    @inject(WorkflowGateway) private readonly workflows: WorkflowGateway,
    @inject(ProjectTagGateway) private readonly tags: ProjectTagGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async choices(signal?: AbortSignal): Promise<PlanChoices> {
    const [workflows, tags] = await Promise.all([this.workflows.list(signal), this.tags.list(signal)]);
    return { workflows: workflows.ok ? workflows.data : [], tags: tags.ok ? tags.data : [] };
  }

  async run(draft: ProjectDraft): Promise<UpdateProjectResult> {
    const input = CreateProjectInput.of(draft.Name, draft.Description);
    const fieldErrors: ProjectDraftErrors = validateInput(input);
    const StartDate = isoFromTyped(draft.StartDateText);
    const DeliveryEndDate = isoFromTyped(draft.DeliveryEndDateText);
    if (StartDate === undefined) fieldErrors.startDate = ProjectMessage.invalidDate;
    if (DeliveryEndDate === undefined) fieldErrors.deliveryEndDate = ProjectMessage.invalidDate;
    else if (StartDate !== undefined) {
      const range = planDatesProblem(StartDate, DeliveryEndDate);
      if (range) fieldErrors.deliveryEndDate = range;
    }
    if (Object.keys(fieldErrors).length > 0 || StartDate === undefined || DeliveryEndDate === undefined)
      return { ok: false, fieldErrors, message: null };
    const changes: ProjectChanges = {
      ProjectId: draft.ProjectId,
      Name: input.name,
      Description: input.description,
      Status: draft.Status,
      TagIds: [...new Set(draft.TagIds)],
      WorkflowId: draft.WorkflowId,
      WorkflowStatusId: draft.WorkflowId === null ? null : draft.WorkflowStatusId,
      StartDate,
      DeliveryEndDate,
    };
    const result = await this.projects.update(changes);
    if (!result.ok) return { ok: false, fieldErrors: {}, message: refusalMessage(result) };
    this.notifier.show('success', PROJECT_SAVED);
    return { ok: true, project: result.data };
  }
}
