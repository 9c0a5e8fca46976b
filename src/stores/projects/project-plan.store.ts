import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  UpdateProject,
  type PlanChoices,
  type ProjectDraft,
  type ProjectDraftErrors,
} from '../../application/projects/update-project.use-case';
import type { ProjectDetails } from '../../domain/projects/project.entity';
import { firstStatus, orderedItems } from '../../domain/setup/workflow-order';
import { typedFromIso } from '../../domain/tasks/due-date';

/**
 * The plan on a project's details page (issue 14): shown, and edited in place by those who may update the project:
 * name, description, status, tags, workflow and its current status, start and delivery end dates. One per page.
 */
@injectable()
export class ProjectPlanStore {
  editing = false;
  draft: ProjectDraft | null = null;
  choices: PlanChoices = { workflows: [], tags: [] };
  errors: ProjectDraftErrors = {};
  message: string | null = null;
  saving = false;
  private onSaved: () => void = () => undefined;

  constructor(@inject(UpdateProject) private readonly update: UpdateProject) {
    makeAutoObservable<ProjectPlanStore, 'update' | 'onSaved'>(
      this,
      { choices: observableRef, update: false, onSaved: false },
      { autoBind: true },
    );
  }

  /** Edit opens: the form holds the project as it is; the workflows and tags load. */
  editClicked(project: ProjectDetails, onSaved: () => void): void {
    this.onSaved = onSaved;
    this.draft = {
      ProjectId: project.ProjectId,
      Name: project.Name,
      Description: project.Description,
      Status: project.Status,
      TagIds: project.Tags.map((t) => t.TagId),
      WorkflowId: project.WorkflowId,
      WorkflowStatusId: project.WorkflowStatusId,
      StartDateText: typedFromIso(project.StartDate),
      DeliveryEndDateText: typedFromIso(project.DeliveryEndDate),
    };
    this.errors = {};
    this.message = null;
    this.editing = true;
    void this.update.choices().then((choices) => runInAction(() => (this.choices = choices)));
  }

  changed<K extends keyof ProjectDraft>(key: K, value: ProjectDraft[K]): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [key]: value };
    const field = (
      {
        Name: 'name',
        Description: 'description',
        StartDateText: 'startDate',
        DeliveryEndDateText: 'deliveryEndDate',
      } as const
    )[key as string];
    if (field)
      this.errors = {
        ...this.errors,
        [field]: undefined,
        ...(field === 'startDate' ? { deliveryEndDate: undefined } : {}),
      };
  }

  /** Another workflow starts at its first status. */
  workflowChanged(workflowId: number | null): void {
    const workflow = this.choices.workflows.find((w) => w.WorkflowId === workflowId);
    this.changed('WorkflowId', workflow?.WorkflowId ?? null);
    this.changed(
      'WorkflowStatusId',
      workflow ? (firstStatus(workflow.WorkflowItems)?.WorkflowStatusId ?? null) : null,
    );
  }

  tagToggled(tagId: number, on: boolean): void {
    if (!this.draft) return;
    const others = this.draft.TagIds.filter((id) => id !== tagId);
    this.changed('TagIds', on ? [...others, tagId] : others);
  }

  /** The statuses of the chosen workflow, in order. */
  get statuses() {
    const workflow = this.choices.workflows.find((w) => w.WorkflowId === this.draft?.WorkflowId);
    return workflow ? orderedItems(workflow.WorkflowItems) : [];
  }

  async submitted(): Promise<boolean> {
    if (!this.draft || this.saving) return false;
    this.saving = true;
    this.message = null;
    const result = await this.update.run(this.draft);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.errors = result.fieldErrors;
        this.message = result.message;
        return false;
      }
      this.editing = false;
      this.onSaved();
      return true;
    });
  }

  cancelled(): void {
    this.editing = false;
  }

  dispose(): void {
    // Nothing runs in the background.
  }
}
