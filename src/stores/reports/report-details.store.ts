import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EditReportColumns } from '../../application/reports/edit-report-columns.use-case';
import type { FieldErrors } from '../../application/platform/validate-input';
import type { ReportColumnInput } from '../../application/reports/report-column.input';
import { AccessVerb, grants } from '../../domain/access/access-verb';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import {
  CUSTOM_FORMAT_TYPE,
  moveColumn,
  ReportType,
  type NewReportColumn,
  type Report,
  type ReportColumn,
  type ReportFieldCatalog,
  type ReportTypeId,
} from '../../domain/reports/report.entity';

/** The Report Columns edit dialog's unsaved input: kept when a save is refused. */
export interface ColumnDraft {
  columnId: number;
  header: string;
  formatType: number;
  format: string;
  errors: FieldErrors<ReportColumnInput>;
  message: string | null;
  saving: boolean;
}

/** A field in the list: its key says whether it is a form field (`f`) or a predefined field (`p`). */
export interface FieldRow {
  key: string;
  FieldId: number;
  Name: string;
  ReferenceLabel: string;
  predefined: boolean;
  /** Already a column of the report. */
  added: boolean;
}

/**
 * `/report/details/{reportId}-{reportType}` (reports spec §2): the Form Group and form, the fields to mark, the column
 * table (reorder, edit, delete). Changes need the report's Update bit (spec §6); without it the page only reads.
 */
@injectable()
export class ReportDetailsStore {
  report: Report | null = null;
  access = 0;
  loading = false;
  failed = false;
  groups: FormGroup[] = [];
  groupId: number | null = null;
  formId: number | null = null;
  formText = '';
  catalog: ReportFieldCatalog = { FormFields: [], PredefinedFields: [] };
  marked = new Set<string>();
  editing: ColumnDraft | null = null;
  /** The last refused change (a 400's Message), shown above the column table. */
  problem: string | null = null;
  busy = false;
  /** Said in the live region after a move (for keyboard and screen-reader users). */
  announcement = '';
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(@inject(EditReportColumns) private readonly columns: EditReportColumns) {
    makeAutoObservable<ReportDetailsStore, 'columns' | 'disposed' | 'controller'>(
      this,
      { columns: false, disposed: false, controller: false },
      { autoBind: true },
    );
  }

  get canUpdate(): boolean {
    return grants(this.access, AccessVerb.Update);
  }

  get isForms(): boolean {
    return this.report?.ReportType === ReportType.Forms;
  }

  async opened(reportId: number, reportType: ReportTypeId): Promise<void> {
    this.controller?.abort();
    this.controller = new AbortController();
    const { signal } = this.controller;
    this.loading = true;
    this.failed = false;
    const [report, access, fields, groups] = await Promise.all([
      this.columns.report(reportId, reportType, signal),
      this.columns.access(signal),
      this.columns.fields(reportId, null, signal),
      reportType === ReportType.Forms ? this.columns.formGroups() : Promise.resolve(null),
    ]);
    // A newer load (or leaving) aborted this one: its answers, which may come last, are not shown.
    if (this.disposed || signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = !report.ok;
      if (report.ok) this.report = report.data;
      this.access = access.ok ? access.data : 0;
      if (fields.ok) this.catalog = fields.data;
      if (groups?.ok) {
        this.groups = groups.data;
        this.groupId = groups.data[0]?.GroupId ?? null;
      }
    });
  }

  /** The forms of the chosen Form Group whose name holds the typed text. */
  get visibleForms() {
    const group = this.groups.find((g) => g.GroupId === this.groupId);
    const text = this.formText.trim().toLocaleLowerCase();
    return (group?.Forms ?? []).filter((f) => f.FormName.toLocaleLowerCase().includes(text));
  }

  groupChosen(groupId: number): void {
    this.groupId = groupId;
    this.formChosen(null);
  }

  formTextTyped(text: string): void {
    this.formText = text;
  }

  async formChosen(formId: number | null): Promise<void> {
    this.formId = formId;
    this.marked = new Set([...this.marked].filter((key) => key.startsWith('p')));
    if (!this.report) return;
    if (formId === null) {
      this.catalog = { ...this.catalog, FormFields: [] };
      return;
    }
    const result = await this.columns.fields(this.report.ReportId, formId);
    if (this.disposed || this.formId !== formId) return;
    runInAction(() => {
      if (result.ok) this.catalog = result.data;
    });
  }

  private rows(list: ReportFieldCatalog['FormFields'], predefined: boolean): FieldRow[] {
    const columns = this.report?.ReportColumns ?? [];
    return list.map((f) => ({
      key: `${predefined ? 'p' : 'f'}${f.FieldId}`,
      FieldId: f.FieldId,
      Name: f.Name,
      ReferenceLabel: f.ReferenceLabel,
      predefined,
      added: columns.some((c) => (predefined ? c.PredefinedFieldId : c.FormFieldId) === f.FieldId),
    }));
  }

  get formFields(): FieldRow[] {
    return this.rows(this.catalog.FormFields, false);
  }

  get predefinedFields(): FieldRow[] {
    return this.rows(this.catalog.PredefinedFields, true);
  }

  toggled(key: string): void {
    const next = new Set(this.marked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    this.marked = next;
  }

  async addMarked(): Promise<void> {
    if (!this.report || this.marked.size === 0 || this.busy) return;
    const wanted: NewReportColumn[] = [...this.marked].map((key) =>
      key.startsWith('p')
        ? { PredefinedFieldId: Number(key.slice(1)) }
        : { FormFieldId: Number(key.slice(1)) },
    );
    this.busy = true;
    const outcome = await this.columns.add(this.report, wanted);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) {
        this.report = outcome.report;
        this.marked = new Set();
        this.problem = null;
      } else this.problem = outcome.message;
    });
  }

  /** Reorder (drag, or Move up / Move down): shown at once, saved with updateOrder, put back when refused. */
  async moved(from: number, to: number): Promise<void> {
    const report = this.report;
    if (!report || this.busy || from === to || to < 0 || to >= report.ReportColumns.length) return;
    const column = report.ReportColumns[from]!;
    this.report = { ...report, ReportColumns: moveColumn(report.ReportColumns, from, to) };
    this.announcement = `${column.Header} moved to position ${to + 1} of ${report.ReportColumns.length}.`;
    this.busy = true;
    const outcome = await this.columns.move(report, from, to);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) {
        this.report = outcome.report;
        this.problem = null;
      } else {
        this.report = report;
        this.problem = outcome.message;
      }
    });
  }

  editOpened(column: ReportColumn): void {
    this.editing = {
      columnId: column.ColumnId,
      header: column.Header,
      formatType: column.FormatType,
      format: column.FormatType === CUSTOM_FORMAT_TYPE ? column.Format : '',
      errors: {},
      message: null,
      saving: false,
    };
  }

  editTyped(patch: Partial<Pick<ColumnDraft, 'header' | 'formatType' | 'format'>>): void {
    if (!this.editing) return;
    this.editing = { ...this.editing, ...patch, errors: {}, message: null };
  }

  editCancelled(): void {
    this.editing = null;
  }

  async editSaved(): Promise<void> {
    const draft = this.editing;
    if (!draft || !this.report || draft.saving) return;
    this.editing = { ...draft, saving: true };
    const outcome = await this.columns.save(
      this.report,
      draft.columnId,
      draft.header,
      draft.formatType,
      draft.format,
    );
    runInAction(() => {
      if (outcome.ok) {
        this.report = outcome.report;
        this.editing = null;
        return;
      }
      // Refused: the dialog stays open with what the user typed.
      if (this.editing)
        this.editing = { ...this.editing, saving: false, errors: outcome.errors, message: outcome.message };
    });
  }

  async removed(column: ReportColumn): Promise<void> {
    const outcome = await this.columns.remove(column);
    if (!outcome) return;
    runInAction(() => {
      if (outcome.ok) {
        this.report = outcome.report;
        this.problem = null;
      } else this.problem = outcome.message;
    });
  }

  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
  }
}
