import { inject, injectable } from 'inversify';
import type { ReportFilter } from '../../domain/reports/report-filter.entity';
import { nameError } from '../../domain/reports/report-filter.rules';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { ReportGateway } from '../../ports/report-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

/** The delete confirmation and the toasts (ours: the spec shows neither). */
export const deleteFilterConfirmation = (name: string) => ({
  title: 'Delete Report Filter?',
  message: `The filter "${name}" will be deleted, with its schedule. This cannot be undone.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});
export const FILTER_RENAMED = 'Report filter renamed.';
export const FILTER_COPIED = 'Report filter copied.';
export const FILTER_DELETED = 'Report filter deleted.';

/** What a rename or copy came to: the saved filter, or the message to show by the name (spec §5). */
export type FilterNameOutcome = { ok: true; filter: ReportFilter } | { ok: false; message: string | null };

/** A member renames inline, copies (Copy Report Filter dialog) or deletes a report filter (spec §2 row actions). */
@injectable()
export class ManageReportFilters {
  constructor(
    @inject(ReportGateway) private readonly reports: ReportGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  rename(filter: Pick<ReportFilter, 'Id'>, name: string): Promise<FilterNameOutcome> {
    return this.named(name, (valid) => this.reports.renameFilter(filter.Id, valid), FILTER_RENAMED);
  }

  copy(filter: Pick<ReportFilter, 'Id'>, name: string): Promise<FilterNameOutcome> {
    return this.named(name, (valid) => this.reports.copyFilter(filter.Id, valid), FILTER_COPIED);
  }

  /** True when the filter is gone; false when the user said no or the call failed. */
  async remove(filter: Pick<ReportFilter, 'Id' | 'Name'>): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteFilterConfirmation(filter.Name)))) return false;
    const result = await this.reports.deleteFilter(filter.Id);
    if (result.ok) this.notifier.show('success', FILTER_DELETED);
    return result.ok;
  }

  private async named(
    name: string,
    call: (name: string) => ReturnType<ReportGateway['renameFilter']>,
    done: string,
  ): Promise<FilterNameOutcome> {
    const problem = nameError(name);
    if (problem) return { ok: false, message: problem };
    const result = await call(name.trim());
    if (!result.ok) return { ok: false, message: refusalMessage(result) };
    this.notifier.show('success', done);
    return { ok: true, filter: result.data };
  }
}
