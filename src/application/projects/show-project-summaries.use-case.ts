import { inject, injectable } from 'inversify';
import type { ProjectFigures } from '../../domain/projects/project-summary.entity';
import { ProjectSummaryGateway } from '../../ports/project-summary-gateway.port';

/**
 * Whoever may open a project sees its summaries' figures, worked out over the instances and fields they may read
 * (docs/use-cases/show-project-summaries.md).
 */
@injectable()
export class ShowProjectSummaries {
  constructor(@inject(ProjectSummaryGateway) private readonly summaries: ProjectSummaryGateway) {}

  /** The figures, or null when they could not be read. */
  async open(projectId: number, signal?: AbortSignal): Promise<ProjectFigures[] | null> {
    const result = await this.summaries.figures(projectId, signal);
    return result.ok ? result.data : null;
  }
}
