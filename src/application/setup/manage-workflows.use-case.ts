import { workflowInUse } from '../../domain/setup/setup-rules';
import { inject, injectable } from 'inversify';
import { hasProblems, workflowProblems, type WorkflowProblems } from '../../domain/setup/setup-rules';
import type { Workflow, WorkflowDraft } from '../../domain/setup/workflow.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { WorkflowGateway } from '../../ports/workflow-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

export const workflowPath = (workflowId: number) => `/setup/workflow/details/${workflowId}`;
export const WORKFLOW_LIST_PATH = '/setup/workflow/list';
/** Toasts and the confirmation (ours). */
export const WORKFLOW_SAVED = 'Workflow saved.';
export const WORKFLOW_DELETED = 'Workflow deleted.';
export const deleteWorkflowConfirmation = (name: string) => ({
  title: 'Delete Workflow?',
  message: `The workflow "${name}" and its statuses will be deleted. This cannot be undone.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});

export type SaveWorkflowResult =
  { ok: true; workflow: Workflow } | { ok: false; problems: WorkflowProblems; message: string | null };

/** A workspace administrator lists, creates, edits (names and orders statuses) and deletes workflows. */
@injectable()
export class ManageWorkflows {
  constructor(
    @inject(WorkflowGateway) private readonly workflows: WorkflowGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  /** Null when the list could not be read (the error catalogue told the user). */
  async list(signal?: AbortSignal): Promise<Workflow[] | null> {
    const result = await this.workflows.list(signal);
    return result.ok ? result.data : null;
  }

  async open(workflowId: number, signal?: AbortSignal): Promise<Workflow | null> {
    if (!Number.isInteger(workflowId) || workflowId <= 0) return null;
    const result = await this.workflows.get(workflowId, signal);
    return result.ok ? result.data : null;
  }

  /** Checks the draft (src/domain/setup/setup-rules.ts), saves it; a new workflow then opens on its own page. */
  async save(draft: WorkflowDraft): Promise<SaveWorkflowResult> {
    const trimmed = {
      ...draft,
      Name: draft.Name.trim(),
      WorkflowItems: draft.WorkflowItems.map((i) => ({ ...i, Name: i.Name.trim() })),
    };
    const problems = workflowProblems(trimmed);
    if (hasProblems(problems)) return { ok: false, problems, message: null };
    const result = trimmed.WorkflowId
      ? await this.workflows.update({ ...trimmed, WorkflowId: trimmed.WorkflowId })
      : await this.workflows.create(trimmed);
    if (!result.ok) return { ok: false, problems: { items: [] }, message: refusalMessage(result) };
    this.notifier.show('success', WORKFLOW_SAVED);
    if (!trimmed.WorkflowId) this.navigator.go(workflowPath(result.data.WorkflowId));
    return { ok: true, workflow: result.data };
  }

  /** After confirming. A refusal (a workflow in use) comes back as its message. */
  async remove(
    workflow: Pick<Workflow, 'WorkflowId' | 'Name' | 'ProjectCount'>,
  ): Promise<{ removed: boolean; message: string | null }> {
    // In use: said at once, under the row, instead of a confirmation that promises a delete the server refuses.
    const inUse = workflowInUse(workflow.ProjectCount);
    if (inUse) return { removed: false, message: inUse };
    if (!(await this.dialogs.confirm(deleteWorkflowConfirmation(workflow.Name))))
      return { removed: false, message: null };
    const result = await this.workflows.remove(workflow.WorkflowId);
    if (!result.ok) return { removed: false, message: refusalMessage(result) };
    this.notifier.show('success', WORKFLOW_DELETED);
    return { removed: true, message: null };
  }
}
