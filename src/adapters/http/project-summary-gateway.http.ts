import { inject, injectable } from 'inversify';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import type {
  ProjectFigures,
  ProjectSummaryDraft,
  SummaryDefinition,
} from '../../domain/projects/project-summary.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { ProjectSummaryGateway } from '../../ports/project-summary-gateway.port';
import { FormGroupDto } from './forms.dto';
import { ignoreBody, parseDto, parseList } from './parse-response';
import { ProjectFiguresDto, SummaryDefinitionDto } from './project-summary.dto';

const parseSummary = parseDto(SummaryDefinitionDto);
const parseGroups = parseList(parseDto(FormGroupDto) as (body: unknown) => FormGroup | null);

const wire = (draft: ProjectSummaryDraft) => ({
  Name: draft.Name,
  GroupIds: draft.GroupIds,
  Lines: draft.Lines.map(({ GroupId, FieldDefinitionId, Function }) => ({
    GroupId,
    FieldDefinitionId,
    Function,
  })),
});

/** Project summaries over HTTP (docs/api.md "Project summaries"). */
@injectable()
export class HttpProjectSummaryGateway implements ProjectSummaryGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<SummaryDefinition[]>> {
    return this.http.get('projectsummary/list', parseList(parseSummary), undefined, { signal });
  }

  get(summaryId: number, signal?: AbortSignal): Promise<HttpResult<SummaryDefinition>> {
    return this.http.get('projectsummary', parseSummary, { id: summaryId }, { signal });
  }

  create(draft: ProjectSummaryDraft): Promise<HttpResult<SummaryDefinition>> {
    return this.http.create('projectsummary', wire(draft), parseSummary);
  }

  update(summaryId: number, draft: ProjectSummaryDraft): Promise<HttpResult<SummaryDefinition>> {
    return this.http.update('projectsummary', { ProjectSummaryId: summaryId, ...wire(draft) }, parseSummary);
  }

  remove(summaryId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('projectsummary', { ProjectSummaryId: summaryId }, ignoreBody);
  }

  formGroups(projectId?: number, signal?: AbortSignal): Promise<HttpResult<FormGroup[]>> {
    const body = projectId === undefined ? {} : { ProjectId: projectId };
    return this.http.command('form/GetFormGroupsForProjectSummary', body, parseGroups, { signal });
  }

  figures(projectId: number, signal?: AbortSignal): Promise<HttpResult<ProjectFigures[]>> {
    return this.http.get(
      'project/summaries',
      parseList(parseDto(ProjectFiguresDto)),
      { id: projectId },
      { signal },
    );
  }
}
