import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageProjectSummaries } from '../../application/setup/manage-project-summaries.use-case';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import {
  SummaryFunction,
  type ProjectSummaryLine,
  type SummaryDefinition,
  type SummaryFieldChoice,
  type SummaryFunctionId,
} from '../../domain/projects/project-summary.entity';

/** /setup/projectsummary/list, /new and /details/{id}: the summaries, and one being written. */
@injectable()
export class ProjectSummarySetupStore {
  summaries: SummaryDefinition[] = [];
  /** The summary the details page shows (null on /new). */
  summary: SummaryDefinition | null = null;
  groups: FormGroup[] = [];
  fields: SummaryFieldChoice[] = [];
  loading = false;
  failed = false;
  name = '';
  groupIds: number[] = [];
  lines: ProjectSummaryLine[] = [];
  /** The line being added: a field key `group:field` and a function. */
  lineField = '';
  lineFunction: SummaryFunctionId = SummaryFunction.Sum;
  error: string | null = null;
  saving = false;
  private disposed = false;

  constructor(@inject(ManageProjectSummaries) private readonly manage: ManageProjectSummaries) {
    makeAutoObservable<ProjectSummarySetupStore, 'manage' | 'disposed'>(
      this,
      {
        summaries: observableRef,
        summary: observableRef,
        groups: observableRef,
        fields: observableRef,
        manage: false,
        disposed: false,
      },
      { autoBind: true },
    );
  }

  /** The fields of the picked groups, for the line's field select. */
  get offered(): SummaryFieldChoice[] {
    return this.fields.filter((f) => this.groupIds.includes(f.GroupId));
  }

  groupName(groupId: number): string {
    return this.groups.find((g) => g.GroupId === groupId)?.Name ?? `Group ${groupId}`;
  }

  fieldLabel(line: ProjectSummaryLine): string {
    return (
      this.fields.find((f) => f.FieldDefinitionId === line.FieldDefinitionId)?.Label ??
      `Field ${line.FieldDefinitionId}`
    );
  }

  async listOpened(): Promise<void> {
    this.loading = true;
    const [summaries, choices] = await Promise.all([this.manage.list(), this.manage.choices()]);
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = summaries === null;
      if (summaries) this.summaries = summaries;
      if (choices) this.groups = choices.groups;
    });
  }

  /** The editor: a new summary (null) or an existing one. */
  async editorOpened(summaryId: number | null): Promise<void> {
    this.loading = true;
    const [summary, choices] = await Promise.all([
      summaryId === null ? Promise.resolve(null) : this.manage.open(summaryId),
      this.manage.choices(),
    ]);
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = choices === null || (summaryId !== null && summary === null);
      this.summary = summary;
      this.groups = choices?.groups ?? [];
      this.fields = choices?.fields ?? [];
      this.name = summary?.Name ?? '';
      this.groupIds = summary ? [...summary.GroupIds] : [];
      this.lines = summary ? summary.Lines.map((l) => ({ ...l })) : [];
    });
  }

  closed(): void {
    this.disposed = true;
  }

  nameChanged(name: string): void {
    this.name = name;
    this.error = null;
  }

  groupToggled(groupId: number, on: boolean): void {
    this.groupIds = on ? [...this.groupIds, groupId] : this.groupIds.filter((id) => id !== groupId);
    if (!on) this.lines = this.lines.filter((l) => l.GroupId !== groupId);
    this.error = null;
  }

  lineFieldChanged(key: string): void {
    this.lineField = key;
  }

  lineFunctionChanged(fn: SummaryFunctionId): void {
    this.lineFunction = fn;
  }

  lineAdded(): void {
    const [group, field] = this.lineField.split(':').map(Number);
    if (!group || !field) return;
    this.lines = [...this.lines, { GroupId: group, FieldDefinitionId: field, Function: this.lineFunction }];
    this.error = null;
  }

  lineRemoved(index: number): void {
    this.lines = this.lines.filter((_, i) => i !== index);
  }

  /** Saves the draft; a refusal keeps it as written with the reason. */
  async submitted(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    const result = await this.manage.save(
      this.summary?.ProjectSummaryId ?? null,
      { Name: this.name, GroupIds: this.groupIds, Lines: this.lines },
      this.fields,
    );
    runInAction(() => {
      this.saving = false;
      this.error = result.ok ? null : (result.message ?? 'The project summary could not be saved.');
    });
    return result.ok;
  }

  async deleteClicked(summary: SummaryDefinition): Promise<void> {
    if (await this.manage.remove(summary))
      runInAction(() => {
        this.summaries = this.summaries.filter((s) => s.ProjectSummaryId !== summary.ProjectSummaryId);
      });
  }
}
