import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CreateFormInstance,
  type InstanceSource,
} from '../../application/projects/create-form-instance.use-case';
import {
  ShowProjectDetails,
  type ProjectPage,
} from '../../application/projects/show-project-details.use-case';

/** /project/details/{projectId}: the project, its instances, and creating a new instance (one store per page). */
@injectable()
export class ProjectDetailsStore {
  page: ProjectPage | null = null;
  loading = false;
  failed = false;
  /** The chosen source, as the select's value: "form:200" or "group:20" ("" for none). */
  source = '';
  creating = false;
  private load: AbortController | null = null;

  constructor(
    @inject(ShowProjectDetails) private readonly details: ShowProjectDetails,
    @inject(CreateFormInstance) private readonly createInstance: CreateFormInstance,
  ) {
    makeAutoObservable<ProjectDetailsStore, 'details' | 'createInstance' | 'load'>(
      this,
      { details: false, createInstance: false, load: false },
      { autoBind: true },
    );
  }

  async opened(projectId: number): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    this.loading = true;
    this.failed = false;
    const page = await this.details.run(projectId, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.page = page;
      this.failed = page === null;
    });
  }

  sourceChanged(value: string): void {
    this.source = value;
  }

  get chosen(): InstanceSource | null {
    const match = /^(form|group):(\d+)$/.exec(this.source);
    if (!match) return null;
    const id = Number(match[2]);
    return match[1] === 'form' ? { kind: 'form', formId: id } : { kind: 'group', groupId: id };
  }

  async createClicked(): Promise<void> {
    const source = this.chosen;
    if (!this.page || !source || this.creating) return;
    this.creating = true;
    await this.createInstance.run(this.page.project.ProjectId, source);
    runInAction(() => (this.creating = false));
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
