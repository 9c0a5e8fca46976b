import { inject, injectable } from 'inversify';
import type { ReportFilter } from '../../domain/reports/report-filter.entity';
import { filterErrors, filterToSave } from '../../domain/reports/report-filter.rules';
import type { ReportTypeId } from '../../domain/reports/report.entity';
import { Notifier } from '../../ports/notifier.port';
import { ReportGateway } from '../../ports/report-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

/** Ours (the spec shows no toast for a save). */
export const FILTER_SAVED = 'Report filter saved.';

export type SaveFilterOutcome =
  | { ok: true; filter: ReportFilter }
  | { ok: false; message: string | null; errors?: ReturnType<typeof filterErrors> };

/**
 * A member saves the Add/Edit Form or Task Report Filter dialog (spec §4 "Filter save"): Id 0 creates, above 0
 * updates, each report type with its own call. The rules of §4 and §5 are checked first; what is saved is
 * `filterToSave` (a task filter without projects keeps no workflows, UnmaskEncrypted for forms only, …).
 */
@injectable()
export class SaveReportFilter {
  constructor(
    @inject(ReportGateway) private readonly reports: ReportGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async run(reportType: ReportTypeId, filter: ReportFilter): Promise<SaveFilterOutcome> {
    const errors = filterErrors(filter, reportType);
    if (Object.keys(errors).length > 0) return { ok: false, message: null, errors };
    const result = await this.reports.saveFilter(reportType, filterToSave(filter, reportType));
    if (!result.ok) return { ok: false, message: refusalMessage(result) };
    this.notifier.show('success', FILTER_SAVED);
    return { ok: true, filter: result.data };
  }
}
