import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageWorkflows } from '../../application/setup/manage-workflows.use-case';
import { UnsavedChanges } from '../../application/platform/track-unsaved-changes.use-case';
import { orderedItems, moveAnnouncement, moveItem } from '../../domain/setup/workflow-order';
import type { WorkflowProblems } from '../../domain/setup/setup-rules';
import type { Workflow } from '../../domain/setup/workflow.entity';

/** A status in the editor; `key` identifies a row while names and places change. */
export interface StatusRow {
  key: number;
  WorkflowStatusId?: number;
  Name: string;
}

/**
 * /setup/workflow/new and /setup/workflow/details/{id}: the workflow's name and its statuses in order. Statuses
 * move by drag (the view, with interactjs) and by Move up / Move down (WCAG 2.2 SC 2.5.7); each move is announced.
 * Unsaved changes ask before the page is left. One store per page.
 */
@injectable()
export class WorkflowEditorStore {
  workflowId: number | null = null;
  /** How many projects use the workflow (read only). */
  projectCount = 0;
  name = '';
  rows: StatusRow[] = [];
  problems: WorkflowProblems = { items: [] };
  message: string | null = null;
  /** The last move or change, for screen readers (aria-live). */
  announcement = '';
  loading = false;
  failed = false;
  saving = false;
  private saved = '';
  private nextKey = 1;
  private untrack: (() => void) | null = null;
  private disposed = false;

  constructor(
    @inject(ManageWorkflows) private readonly manage: ManageWorkflows,
    @inject(UnsavedChanges) private readonly unsaved: UnsavedChanges,
  ) {
    makeAutoObservable<WorkflowEditorStore, 'manage' | 'unsaved' | 'nextKey' | 'untrack' | 'disposed'>(
      this,
      { manage: false, unsaved: false, nextKey: false, untrack: false, disposed: false },
      { autoBind: true },
    );
  }

  private get snapshot(): string {
    return JSON.stringify([this.name, this.rows.map((r) => [r.WorkflowStatusId ?? null, r.Name])]);
  }

  get dirty(): boolean {
    return this.snapshot !== this.saved;
  }

  private show(workflow: Workflow | null): void {
    this.workflowId = workflow?.WorkflowId ?? null;
    this.projectCount = workflow?.ProjectCount ?? 0;
    this.name = workflow?.Name ?? '';
    this.rows = workflow
      ? orderedItems(workflow.WorkflowItems).map((i) => ({
          key: this.nextKey++,
          WorkflowStatusId: i.WorkflowStatusId,
          Name: i.Name,
        }))
      : [{ key: this.nextKey++, Name: '' }];
    this.saved = workflow ? this.snapshot : JSON.stringify(['', []]);
  }

  /** A new workflow (null) or an existing one. */
  async opened(workflowId: number | null): Promise<void> {
    this.untrack ??= this.unsaved.track('workflow-editor', () => this.dirty);
    if (workflowId === null) {
      this.show(null);
      return;
    }
    this.loading = true;
    const workflow = await this.manage.open(workflowId);
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = workflow === null;
      if (workflow) this.show(workflow);
    });
  }

  nameChanged(name: string): void {
    this.name = name;
    this.problems = { ...this.problems, name: undefined };
  }

  statusNameChanged(index: number, name: string): void {
    this.rows = this.rows.map((row, i) => (i === index ? { ...row, Name: name } : row));
    this.problems = {
      ...this.problems,
      items: this.problems.items.map((p, i) => (i === index ? undefined : p)),
    };
  }

  statusAdded(): void {
    this.rows = [...this.rows, { key: this.nextKey++, Name: '' }];
    this.problems = { ...this.problems, list: undefined };
    this.announcement = `Status ${this.rows.length} added.`;
  }

  statusRemoved(index: number): void {
    const row = this.rows[index];
    if (!row) return;
    this.rows = this.rows.filter((_, i) => i !== index);
    this.problems = { ...this.problems, items: this.problems.items.filter((_, i) => i !== index) };
    this.announcement = `${row.Name.trim() || `Status ${index + 1}`} removed.`;
  }

  /** A move by drag, or by the Move up / Move down buttons. */
  statusMoved(from: number, to: number): void {
    const row = this.rows[from];
    if (!row) return;
    const name = row.Name.trim() || `Status ${from + 1}`;
    this.announcement = moveAnnouncement(name, from, to, this.rows.length);
    if (to < 0 || to >= this.rows.length || to === from) return;
    this.rows = moveItem(this.rows, from, to);
    this.problems = { ...this.problems, items: moveItem(this.problems.items, from, to) };
  }

  async submitted(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.message = null;
    const result = await this.manage.save({
      ...(this.workflowId ? { WorkflowId: this.workflowId } : {}),
      Name: this.name,
      WorkflowItems: this.rows.map((r) =>
        r.WorkflowStatusId ? { WorkflowStatusId: r.WorkflowStatusId, Name: r.Name } : { Name: r.Name },
      ),
    });
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.problems = result.problems;
        this.message = result.message;
        return false;
      }
      this.show(result.workflow);
      return true;
    });
  }

  /** Cancel: back to what was saved. */
  reverted(): void {
    const [name, rows] = JSON.parse(this.saved) as [string, Array<[number | null, string]>];
    this.name = name;
    this.rows =
      rows.length > 0
        ? rows.map(([id, n]) => ({ key: this.nextKey++, ...(id ? { WorkflowStatusId: id } : {}), Name: n }))
        : [{ key: this.nextKey++, Name: '' }];
    if (this.workflowId === null) this.saved = this.snapshot;
    this.problems = { items: [] };
    this.message = null;
  }

  dispose(): void {
    this.disposed = true;
    this.untrack?.();
    this.untrack = null;
  }
}
