import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ShowProjectSummaries } from '../../application/projects/show-project-summaries.use-case';
import type { ProjectFigures } from '../../domain/projects/project-summary.entity';

/** The summaries section of a project's page (one store per page). */
@injectable()
export class ProjectSummariesStore {
  summaries: ProjectFigures[] = [];
  loading = false;
  failed = false;
  private load: AbortController | null = null;

  constructor(@inject(ShowProjectSummaries) private readonly show: ShowProjectSummaries) {
    makeAutoObservable<ProjectSummariesStore, 'show' | 'load'>(
      this,
      { summaries: observableRef, show: false, load: false },
      { autoBind: true },
    );
  }

  async opened(projectId: number): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    this.loading = true;
    const summaries = await this.show.open(projectId, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = summaries === null;
      this.summaries = summaries ?? [];
    });
  }

  closed(): void {
    this.load?.abort();
  }
}
