import { inject, injectable } from 'inversify';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import { projectSummaryProblem } from '../../domain/projects/project-summary-rules';
import {
  PROJECT_SUMMARIES_PATH,
  isNumericField,
  projectSummaryPath,
  type ProjectSummaryDraft,
  type SummaryDefinition,
  type SummaryFieldChoice,
} from '../../domain/projects/project-summary.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { ProjectSummaryGateway } from '../../ports/project-summary-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

/** Texts (ours). */
export const PROJECT_SUMMARY_SAVED = 'Project summary saved.';
export const PROJECT_SUMMARY_DELETED = 'Project summary deleted.';
export const deleteProjectSummaryConfirmation = (summary: SummaryDefinition) => ({
  title: 'Delete Project Summary?',
  message: `The project summary "${summary.Name}" will be deleted. Projects will no longer show its figures.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});

export type SummarySaveResult = { ok: true } | { ok: false; message: string | null };

/**
 * A workspace administrator lists, creates, changes and deletes project summaries (Setup › Project Summaries); the
 * project page shows their figures (docs/use-cases/manage-project-summaries.md).
 */
@injectable()
export class ManageProjectSummaries {
  constructor(
    @inject(ProjectSummaryGateway) private readonly summaries: ProjectSummaryGateway,
    @inject(FormsGateway) private readonly forms: FormsGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  async list(signal?: AbortSignal): Promise<SummaryDefinition[] | null> {
    const result = await this.summaries.list(signal);
    return result.ok ? result.data : null;
  }

  async open(summaryId: number, signal?: AbortSignal): Promise<SummaryDefinition | null> {
    const result = await this.summaries.get(summaryId, signal);
    return result.ok ? result.data : null;
  }

  /** The form groups a summary can pick (the spec's GetFormGroupsForProjectSummary) and their numeric fields. */
  async choices(signal?: AbortSignal): Promise<{ groups: FormGroup[]; fields: SummaryFieldChoice[] } | null> {
    const groups = await this.summaries.formGroups(undefined, signal);
    if (!groups.ok) return null;
    const forms = groups.data.flatMap((g) => g.Forms.map((f) => ({ group: g, form: f })));
    const bundles = await Promise.all(forms.map(({ form }) => this.forms.form(form.FormId, signal)));
    const fields: SummaryFieldChoice[] = [];
    bundles.forEach((bundle, index) => {
      if (!bundle.ok) return;
      const { group, form } = forms[index]!;
      for (const field of bundle.data.form.Fields.filter(isNumericField))
        fields.push({
          GroupId: group.GroupId,
          FieldDefinitionId: field.FieldDefinitionId,
          Label: `${form.FormName} › ${field.Name}`,
        });
    });
    return { groups: groups.data, fields };
  }

  /** Creates (no id) or changes a summary; the rules are checked first, a refusal keeps the draft. */
  async save(
    summaryId: number | null,
    draft: ProjectSummaryDraft,
    fields: readonly SummaryFieldChoice[],
  ): Promise<SummarySaveResult> {
    const problem = projectSummaryProblem(draft, (groupId, fieldId) =>
      fields.some((f) => f.GroupId === groupId && f.FieldDefinitionId === fieldId),
    );
    if (problem) return { ok: false, message: problem };
    const result =
      summaryId === null ? await this.summaries.create(draft) : await this.summaries.update(summaryId, draft);
    if (!result.ok) return { ok: false, message: refusalMessage(result) };
    this.notifier.show('success', PROJECT_SUMMARY_SAVED);
    if (summaryId === null)
      this.navigator.go(projectSummaryPath(result.data.ProjectSummaryId), { replace: true });
    return { ok: true };
  }

  /** Deletes the summary once the administrator confirms; back to the list once done. */
  async remove(summary: SummaryDefinition): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteProjectSummaryConfirmation(summary)))) return false;
    const result = await this.summaries.remove(summary.ProjectSummaryId);
    if (!result.ok) return false;
    this.notifier.show('success', PROJECT_SUMMARY_DELETED);
    this.navigator.go(PROJECT_SUMMARIES_PATH);
    return true;
  }
}
