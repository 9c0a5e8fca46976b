import { inject, injectable } from 'inversify';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import {
  moveColumn,
  orderedColumns,
  type NewReportColumn,
  type Report,
  type ReportColumn,
  type ReportFieldCatalog,
  type ReportTypeId,
} from '../../domain/reports/report.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { FormsGateway } from '../../ports/forms-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import { Notifier } from '../../ports/notifier.port';
import { ReportGateway } from '../../ports/report-gateway.port';
import { validateInput, type FieldErrors } from '../platform/validate-input';
import { refusalMessage } from '../platform/refusal-message';
import { ReportColumnInput } from './report-column.input';

/** The delete confirmation and the toasts (ours: the spec shows neither). */
export const deleteColumnConfirmation = (header: string) => ({
  title: 'Delete Report Column?',
  message: `The column "${header}" will be removed from the report.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});
export const COLUMNS_ADDED = 'Columns added.';
export const COLUMN_SAVED = 'Report column saved.';
export const COLUMN_DELETED = 'Report column deleted.';

/** A change to the columns: the report after it, or why not (a 400's Message; null when the catalogue told the user). */
export type ColumnsOutcome = { ok: true; report: Report } | { ok: false; message: string | null };
/** The edit dialog's save: field messages (spec §5) before anything is sent, or the server's refusal. */
export type ColumnSaveOutcome =
  | { ok: true; report: Report }
  | { ok: false; errors: FieldErrors<ReportColumnInput>; message: string | null };

/**
 * A member defines a report's columns on the report details page (reports spec §2): picks a Form Group and a form,
 * marks fields (the form's and the predefined ones) and adds them as columns; reorders (drag or Move up / Move down:
 * `updateOrder`), edits a column in the Report Columns edit dialog, deletes one.
 */
@injectable()
export class EditReportColumns {
  constructor(
    @inject(ReportGateway) private readonly reports: ReportGateway,
    @inject(FormsGateway) private readonly forms: FormsGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  report(reportId: number, reportType: ReportTypeId, signal?: AbortSignal): Promise<HttpResult<Report>> {
    return this.reports.report(reportId, reportType, signal);
  }

  async access(signal?: AbortSignal): Promise<HttpResult<number>> {
    const rights = await this.reports.access(signal);
    return rights.ok ? { ...rights, data: rights.data.access } : rights;
  }

  /** The Form Groups with their forms (forms reports pick a form from them). */
  formGroups(): Promise<HttpResult<FormGroup[]>> {
    return this.forms.list();
  }

  fields(
    reportId: number,
    formId: number | null,
    signal?: AbortSignal,
  ): Promise<HttpResult<ReportFieldCatalog>> {
    return this.reports.fields(reportId, formId, signal);
  }

  async add(report: Report, columns: NewReportColumn[]): Promise<ColumnsOutcome> {
    if (columns.length === 0) return { ok: false, message: null };
    return this.changed(
      await this.reports.addColumns(report.ReportType, report.ReportId, columns),
      COLUMNS_ADDED,
    );
  }

  async save(
    report: Report,
    columnId: number,
    header: string,
    formatType: number,
    format: string,
  ): Promise<ColumnSaveOutcome> {
    const input = ReportColumnInput.of(header, formatType, format);
    const errors = validateInput(input);
    if (Object.keys(errors).length > 0) return { ok: false, errors, message: null };
    const result = await this.reports.updateColumn({
      reportId: report.ReportId,
      columnId,
      header: input.header,
      formatType: input.formatType,
      format: input.format,
    });
    if (!result.ok) return { ok: false, errors: {}, message: refusalMessage(result) };
    this.notifier.show('success', COLUMN_SAVED);
    return { ok: true, report: result.data };
  }

  /** Moves the column at `from` to `to` (indexes in order) and saves every column's order. */
  async move(report: Report, from: number, to: number): Promise<ColumnsOutcome> {
    const moved = moveColumn(report.ReportColumns, from, to);
    const result = await this.reports.reorderColumns(
      report.ReportId,
      moved.map((c) => ({ columnId: c.ColumnId, order: c.Order })),
    );
    return result.ok ? { ok: true, report: result.data } : { ok: false, message: refusalMessage(result) };
  }

  /** Null when the user said no. */
  async remove(column: Pick<ReportColumn, 'ColumnId' | 'Header'>): Promise<ColumnsOutcome | null> {
    if (!(await this.dialogs.confirm(deleteColumnConfirmation(column.Header)))) return null;
    return this.changed(await this.reports.deleteColumn(column.ColumnId), COLUMN_DELETED);
  }

  private changed(result: HttpResult<Report>, done: string): ColumnsOutcome {
    if (!result.ok) return { ok: false, message: refusalMessage(result) };
    this.notifier.show('success', done);
    return { ok: true, report: { ...result.data, ReportColumns: orderedColumns(result.data.ReportColumns) } };
  }
}
