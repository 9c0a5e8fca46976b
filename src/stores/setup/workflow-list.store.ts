import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageWorkflows } from '../../application/setup/manage-workflows.use-case';
import type { Workflow } from '../../domain/setup/workflow.entity';

/** /setup/workflow/list (one store per page). */
@injectable()
export class WorkflowListStore {
  workflows: Workflow[] = [];
  loading = false;
  loaded = false;
  failed = false;
  /** Why the last delete was refused (a workflow in use). */
  message: { workflowId: number; text: string } | null = null;
  private disposed = false;

  constructor(@inject(ManageWorkflows) private readonly manage: ManageWorkflows) {
    makeAutoObservable<WorkflowListStore, 'manage' | 'disposed'>(
      this,
      { workflows: observableRef, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.loading = true;
    const workflows = await this.manage.list();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      this.failed = workflows === null;
      if (workflows) this.workflows = workflows;
    });
  }

  async deleteClicked(workflow: Workflow): Promise<void> {
    const { removed, message } = await this.manage.remove(workflow);
    runInAction(() => (this.message = message ? { workflowId: workflow.WorkflowId, text: message } : null));
    if (removed) await this.opened();
  }

  dispose(): void {
    this.disposed = true;
  }
}
