import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListProjects } from '../../application/projects/list-projects.use-case';
import {
  ProjectStatusFilter,
  projectFacts,
  projectMatches,
  type ProjectStatusFilterId,
} from '../../domain/projects/project-filter';
import type { ProjectSummary } from '../../domain/projects/project.entity';

/** /project/list: the projects, active ones unless the status filter says otherwise (one store per open page). */
@injectable()
export class ProjectListStore {
  projects: ProjectSummary[] = [];
  loading = false;
  failed = false;
  /** The report filter's project status (reports spec §9): 0 Active, 100 Closed, -1 Active and Closed. */
  status: ProjectStatusFilterId = ProjectStatusFilter.Active;
  private disposed = false;

  constructor(@inject(ListProjects) private readonly listProjects: ListProjects) {
    makeAutoObservable<ProjectListStore, 'listProjects' | 'disposed'>(
      this,
      { listProjects: false, disposed: false },
      { autoBind: true },
    );
  }

  /** Opens the list with the status filter of its link (`readProjectStatusLink`), Active when none. */
  async opened(status: ProjectStatusFilterId = ProjectStatusFilter.Active): Promise<void> {
    this.status = status;
    this.loading = true;
    const projects = await this.listProjects.run();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = projects === null;
      if (projects) this.projects = projects;
    });
  }

  statusChanged(status: ProjectStatusFilterId): void {
    this.status = status;
  }

  /** The projects the status filter keeps (the same rule as the task reports, src/domain/projects/project-filter.ts). */
  get shown(): ProjectSummary[] {
    return this.projects.filter((p) => projectMatches(projectFacts(p), { Status: this.status }));
  }

  dispose(): void {
    this.disposed = true;
  }
}
