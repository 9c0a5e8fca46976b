import type { ReportRights } from '../../domain/access/report-access.policy';
import { inject, injectable } from 'inversify';
import type { ReportDelivery, ReportFilter } from '../../domain/reports/report-filter.entity';
import type { ReportPath } from '../../domain/reports/report.entity';
import type { HttpResult } from '../../ports/http-client.port';
import { ReportGateway } from '../../ports/report-gateway.port';

export interface ReportFilterDetails {
  filter: ReportFilter;
  path: ReportPath;
  deliveries: ReportDelivery[];
  /** reportAuth's bits: Edit shows with Update (spec §6). */
  access: number;
  /** reportAuth's answer: who asks, and whether they delete what others created (issue 32 #1). */
  rights: ReportRights;
}

/**
 * A member opens a filter's details (`/report/fiter/details/{filterId}`, spelt so): what it selects, its schedule
 * with the next five deliveries, and its delivery log (issue 15).
 */
@injectable()
export class ShowReportFilter {
  constructor(@inject(ReportGateway) private readonly reports: ReportGateway) {}

  async run(filterId: number, signal?: AbortSignal): Promise<HttpResult<ReportFilterDetails>> {
    const [filter, deliveries, access] = await Promise.all([
      this.reports.filter(filterId, signal),
      this.reports.deliveries(filterId, signal),
      this.reports.access(signal),
    ]);
    if (!filter.ok) return filter;
    if (!deliveries.ok) return deliveries;
    if (!access.ok) return access;
    const path = await this.reports.path(filter.data.ReportId, signal);
    if (!path.ok) return path;
    return {
      ok: true,
      status: 200,
      data: {
        filter: filter.data,
        path: path.data,
        deliveries: deliveries.data,
        access: access.data.access,
        rights: access.data,
      },
    };
  }
}
