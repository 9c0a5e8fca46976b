import { inject, injectable } from 'inversify';
import type { Report, ReportSummary, ReportTypeId } from '../../domain/reports/report.entity';
import { Dialogs } from '../../ports/dialogs.port';
import type { HttpResult } from '../../ports/http-client.port';
import { Notifier } from '../../ports/notifier.port';
import { ReportGateway } from '../../ports/report-gateway.port';
import { refusalMessage } from '../platform/refusal-message';
import { validateInput, type FieldErrors } from '../platform/validate-input';
import { MoveReportInput, NewReportInput, ReportNameInput } from './report-name.input';

/** The delete confirmation and the toasts (ours: the spec shows neither). */
export const deleteReportConfirmation = (name: string) => ({
  title: 'Delete Report?',
  message: `The report "${name}" will be deleted, with its columns, its filters and their schedules. This cannot be undone.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});
export const REPORT_CREATED = 'Report created.';
export const REPORT_RENAMED = 'Report renamed.';
export const REPORT_MOVED = 'Report moved.';
export const REPORT_COPIED = 'Report copied.';
export const REPORT_DELETED = 'Report deleted.';

/** The dialog's fields that can carry a message. */
export type ReportDialogErrors = FieldErrors<NewReportInput>;

/**
 * What a dialog's save came to: the report the server answered, or the messages to show (the fields' spec §5
 * messages before anything is sent; a 400's Message after; null when the error catalogue already told the user).
 */
export type ReportOutcome =
  { ok: true; report: Report } | { ok: false; errors: ReportDialogErrors; message: string | null };

/**
 * A member manages reports on `/report/list` and `/report/group/details/{id}` (reports spec §2, §7): creates a report
 * (name, type Forms or Tasks, group), renames, moves it to another group, copies or deletes it (after a confirmation).
 */
@injectable()
export class ManageReports {
  constructor(
    @inject(ReportGateway) private readonly reports: ReportGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  create(name: string, reportType: ReportTypeId, reportGroupId: number | null): Promise<ReportOutcome> {
    const input = NewReportInput.create(name, reportType, reportGroupId);
    return this.saved(
      input,
      () =>
        this.reports.createReport({
          reportName: input.name,
          reportType: input.reportType,
          reportGroupId: input.reportGroupId!,
        }),
      REPORT_CREATED,
    );
  }

  rename(report: Pick<ReportSummary, 'ReportId'>, name: string): Promise<ReportOutcome> {
    const input = ReportNameInput.of(name);
    return this.saved(input, () => this.reports.renameReport(report.ReportId, input.name), REPORT_RENAMED);
  }

  move(report: Pick<ReportSummary, 'ReportId'>, reportGroupId: number | null): Promise<ReportOutcome> {
    const input = MoveReportInput.of(reportGroupId);
    return this.saved(
      input,
      () => this.reports.moveReport(report.ReportId, input.reportGroupId!),
      REPORT_MOVED,
    );
  }

  copy(report: Pick<ReportSummary, 'ReportId'>, name: string): Promise<ReportOutcome> {
    const input = ReportNameInput.of(name);
    return this.saved(input, () => this.reports.copyReport(report.ReportId, input.name), REPORT_COPIED);
  }

  /** True when the report is gone; false when the user said no or the call failed (the catalogue told them why). */
  async remove(report: Pick<ReportSummary, 'ReportId' | 'ReportName'>): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteReportConfirmation(report.ReportName)))) return false;
    const result = await this.reports.deleteReport(report.ReportId);
    if (result.ok) this.notifier.show('success', REPORT_DELETED);
    return result.ok;
  }

  private async saved(
    input: object,
    call: () => Promise<HttpResult<Report>>,
    done: string,
  ): Promise<ReportOutcome> {
    const errors = validateInput(input) as ReportDialogErrors;
    if (Object.keys(errors).length > 0) return { ok: false, errors, message: null };
    const result = await call();
    if (!result.ok) return { ok: false, errors: {}, message: refusalMessage(result) };
    this.notifier.show('success', done);
    return { ok: true, report: result.data };
  }
}
