import type { ReportRights } from '../../domain/access/report-access.policy';
import { inject, injectable } from 'inversify';
import type { ReportFilter } from '../../domain/reports/report-filter.entity';
import type { ReportPath } from '../../domain/reports/report.entity';
import type { HttpResult } from '../../ports/http-client.port';
import { ReportGateway } from '../../ports/report-gateway.port';

export interface ReportFiltersData {
  path: ReportPath;
  filters: ReportFilter[];
  /** reportAuth's bits: which row actions show (spec §6). */
  access: number;
  /** reportAuth's answer: who asks, and whether they delete what others created (issue 32 #1). */
  rights: ReportRights;
}

/** A member opens a report's filter list (`/report-filters/{reportId}-{reportType}`, spec §2). */
@injectable()
export class ListReportFilters {
  constructor(@inject(ReportGateway) private readonly reports: ReportGateway) {}

  async run(reportId: number, signal?: AbortSignal): Promise<HttpResult<ReportFiltersData>> {
    const [path, filters, access] = await Promise.all([
      this.reports.path(reportId, signal),
      this.reports.filters(reportId, signal),
      this.reports.access(signal),
    ]);
    if (!path.ok) return path;
    if (!filters.ok) return filters;
    if (!access.ok) return access;
    return {
      ok: true,
      status: 200,
      data: { path: path.data, filters: filters.data, access: access.data.access, rights: access.data },
    };
  }
}
