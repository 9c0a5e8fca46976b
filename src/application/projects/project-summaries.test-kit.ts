import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import type {
  ProjectFigures,
  ProjectSummaryDraft,
  SummaryDefinition,
} from '../../domain/projects/project-summary.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type { ProjectSummaryGateway } from '../../ports/project-summary-gateway.port';

const ok = <T>(data: T): Promise<HttpResult<T>> => Promise.resolve({ ok: true, status: 200, data });

/** An in-memory ProjectSummaryGateway: the summaries it holds, and the figures it answers per project. */
export class FakeProjectSummaryGateway implements ProjectSummaryGateway {
  summaries: SummaryDefinition[] = [];
  groups: FormGroup[] = [];
  /** Figures by project id; a project without an entry has none. */
  projectFigures = new Map<number, ProjectFigures[]>();
  /** Answer every figures call with this failure instead. */
  figuresFailure: HttpResult<ProjectFigures[]> | null = null;
  readonly figuresAsked: number[] = [];

  list() {
    return ok(this.summaries);
  }

  get(summaryId: number): Promise<HttpResult<SummaryDefinition>> {
    const found = this.summaries.find((s) => s.ProjectSummaryId === summaryId);
    return found
      ? ok(found)
      : Promise.resolve({ ok: false, failure: { kind: 'status', status: 404, message: 'Gone' } } as never);
  }

  create(draft: ProjectSummaryDraft) {
    const summary = {
      ...draft,
      ProjectSummaryId: 1 + Math.max(0, ...this.summaries.map((s) => s.ProjectSummaryId)),
    };
    this.summaries.push(summary);
    return ok(summary);
  }

  update(summaryId: number, draft: ProjectSummaryDraft) {
    const summary = { ...draft, ProjectSummaryId: summaryId };
    this.summaries = this.summaries.map((s) => (s.ProjectSummaryId === summaryId ? summary : s));
    return ok(summary);
  }

  remove(summaryId: number) {
    this.summaries = this.summaries.filter((s) => s.ProjectSummaryId !== summaryId);
    return ok<unknown>({});
  }

  formGroups() {
    return ok(this.groups);
  }

  figures(projectId: number) {
    this.figuresAsked.push(projectId);
    if (this.figuresFailure) return Promise.resolve(this.figuresFailure);
    return ok(this.projectFigures.get(projectId) ?? []);
  }
}
