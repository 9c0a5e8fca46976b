import type { ReportRights } from '../../domain/access/report-access.policy';
import { inject, injectable } from 'inversify';
import type { ReportCatalog } from '../../domain/reports/report.entity';
import type { HttpResult } from '../../ports/http-client.port';
import { ReportGateway } from '../../ports/report-gateway.port';

export interface ReportListData {
  catalog: ReportCatalog;
  /** reportAuth's bits (spec §6). */
  access: number;
  /** reportAuth's answer: who asks, and whether they delete what others created (issue 32 #1). */
  rights: ReportRights;
}

/** A member opens the report list (`/report/list`) or one group (`/report/group/details/{id}`). */
@injectable()
export class ListReports {
  constructor(@inject(ReportGateway) private readonly reports: ReportGateway) {}

  async run(signal?: AbortSignal): Promise<HttpResult<ReportListData>> {
    const [catalog, access] = await Promise.all([this.reports.list(signal), this.reports.access(signal)]);
    if (!catalog.ok) return catalog;
    if (!access.ok) return access;
    return {
      ok: true,
      status: 200,
      data: { catalog: catalog.data, access: access.data.access, rights: access.data },
    };
  }
}
