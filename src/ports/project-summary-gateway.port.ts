import type { FormGroup } from '../domain/forms/form-catalog.entity';
import type {
  ProjectFigures,
  ProjectSummaryDraft,
  SummaryDefinition,
} from '../domain/projects/project-summary.entity';
import type { HttpResult } from './http-client.port';

/**
 * Project summaries (docs/api.md "Project summaries"): every workspace user reads them and a project's
 * figures, administrators change them.
 */
export interface ProjectSummaryGateway {
  list(signal?: AbortSignal): Promise<HttpResult<SummaryDefinition[]>>;
  get(summaryId: number, signal?: AbortSignal): Promise<HttpResult<SummaryDefinition>>;
  create(draft: ProjectSummaryDraft): Promise<HttpResult<SummaryDefinition>>;
  update(summaryId: number, draft: ProjectSummaryDraft): Promise<HttpResult<SummaryDefinition>>;
  remove(summaryId: number): Promise<HttpResult<unknown>>;
  /** The spec's `POST form/GetFormGroupsForProjectSummary`: the groups a summary can total (of one project). */
  formGroups(projectId?: number, signal?: AbortSignal): Promise<HttpResult<FormGroup[]>>;
  /** A project's figures, over what the caller may read. */
  figures(projectId: number, signal?: AbortSignal): Promise<HttpResult<ProjectFigures[]>>;
}
export const ProjectSummaryGateway = Symbol('ProjectSummaryGateway');
