import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListProjects } from '../application/projects/list-projects.use-case';
import type { ProjectSummary } from '../domain/projects/project.entity';

/** /project/list: the projects (one store per open page). */
@injectable()
export class ProjectListStore {
  projects: ProjectSummary[] = [];
  loading = false;
  failed = false;
  private disposed = false;

  constructor(@inject(ListProjects) private readonly listProjects: ListProjects) {
    makeAutoObservable<ProjectListStore, 'listProjects' | 'disposed'>(this, { listProjects: false, disposed: false }, { autoBind: true });
  }

  async opened(): Promise<void> {
    this.loading = true;
    const projects = await this.listProjects.run();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = projects === null;
      if (projects) this.projects = projects;
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
