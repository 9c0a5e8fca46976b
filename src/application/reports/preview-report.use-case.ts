import { inject, injectable } from 'inversify';
import type { ReportPreview, ReportTypeId } from '../../domain/reports/report.entity';
import type { HttpResult } from '../../ports/http-client.port';
import { ReportGateway } from '../../ports/report-gateway.port';

/**
 * A member previews a report (`/report/preview/{reportId}-{reportType}`, spec §2): the report as a table from current
 * data. The server sends raw values; the view formats each column with the form engine's formatter (previewText), the
 * same one the instance page uses and whose Excel formats the workbook carries.
 */
@injectable()
export class PreviewReport {
  constructor(@inject(ReportGateway) private readonly reports: ReportGateway) {}

  run(reportId: number, reportType: ReportTypeId, signal?: AbortSignal): Promise<HttpResult<ReportPreview>> {
    return this.reports.preview(reportId, reportType, signal);
  }
}
