import { newReportFilter } from '../../domain/reports/report-filter.rules';
import type { ReportDelivery, ReportFilter } from '../../domain/reports/report-filter.entity';
import type { ReportCatalog, ReportPath, ReportPreview, RunTicket } from '../../domain/reports/report.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type { ReportGateway } from '../../ports/report-gateway.port';

export const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
export const refused = (status: number, Message?: string): HttpResult<never> => ({
  ok: false,
  failure: { kind: 'status', status, payload: Message ? { Message } : {} },
});

export const savedFilter = (Id: number, Name: string, extra: Partial<ReportFilter> = {}): ReportFilter => ({
  ...newReportFilter(700, 1),
  Id,
  Name,
  CreatorName: 'Ada Admin',
  ...extra,
});

/** A report gateway in memory: two groups, three reports, two filters; every call recorded. */
export class FakeReportGateway implements ReportGateway {
  calls: string[] = [];
  access_ = 15;
  catalog: ReportCatalog = {
    ReportGroups: [
      { ReportGroupId: 71, Name: 'Finance' },
      { ReportGroupId: 70, Name: 'Operations' },
    ],
    Reports: [
      { ReportId: 700, ReportName: 'Site Inspections', ReportType: 1, ReportGroupId: 70, ColumnCount: 4 },
      { ReportId: 701, ReportName: 'Open Tasks', ReportType: 2, ReportGroupId: 70, ColumnCount: 5 },
      { ReportId: 702, ReportName: 'Expense Claims', ReportType: 1, ReportGroupId: 71, ColumnCount: 4 },
    ],
  };
  filterList: ReportFilter[] = [
    savedFilter(750, 'All inspections'),
    savedFilter(751, 'Monthly inspections', {
      StartingDate: '2026-01-31',
      RecurringType: 2,
      NextDate: '2026-11-30T11:00:00.000Z',
      ReportFilterScheduleRecipients: ['admin@demo.test'],
    }),
  ];
  runAnswer: HttpResult<RunTicket> = ok({
    RunId: 'run-1',
    FileName: 'Site Inspections - All inspections - 2026-11-25.xlsx',
  });
  beforeRunAnswer: () => void = () => undefined;

  async list() {
    this.calls.push('list');
    return ok(this.catalog);
  }
  async path(reportId: number) {
    this.calls.push(`path ${reportId}`);
    return ok<ReportPath>({
      ReportGroupId: 70,
      ReportGroupName: 'Operations',
      ReportId: reportId,
      ReportName: 'Site Inspections',
      ReportType: 1,
    });
  }
  async preview(reportId: number) {
    this.calls.push(`preview ${reportId}`);
    const column = (ColumnId: number, Header: string, FormatType: number) => ({
      ColumnId,
      Header,
      FormatType,
      Format: '',
      Order: ColumnId,
      PredefinedFieldId: null,
      FormFieldId: ColumnId,
      FieldName: Header,
      ReferenceLabel: '',
      SourceName: 'Site Inspection',
    });
    return ok<ReportPreview>({
      Report: {
        ReportId: reportId,
        ReportName: 'Site Inspections',
        ReportType: 1,
        ReportGroupId: 70,
        ReportGroupName: 'Operations',
        ReportColumns: [column(1, 'Inspected on', 27), column(2, 'Total', 17)],
      },
      Rows: [['3/14/2024', '1234.5']],
      Total: 1,
    });
  }
  async access() {
    this.calls.push('access');
    return ok(this.access_);
  }
  async filters(reportId: number) {
    this.calls.push(`filters ${reportId}`);
    return ok(this.filterList);
  }
  deliveryLog: ReportDelivery[] = [
    {
      DeliveryId: 2,
      FilterId: 751,
      DueAt: '2026-10-31T10:00:00.000Z',
      Status: 'sent',
      Recipients: ['admin@demo.test'],
      Rows: 1,
      Detail: 'Sent to 1 recipient(s).',
      UpdatedOn: '2026-10-31T10:00:02.000Z',
    },
  ];
  async filter(id: number) {
    this.calls.push(`filter ${id}`);
    const found = this.filterList.find((f) => f.Id === id);
    return found ? ok(found) : refused(404, `No report filter ${id}.`);
  }
  async deliveries(id: number) {
    this.calls.push(`deliveries ${id}`);
    return ok(this.deliveryLog.filter((d) => d.FilterId === id));
  }
  async renameFilter(id: number, name: string) {
    this.calls.push(`rename ${id} ${name}`);
    if (name === 'Taken') return refused(400, 'name: that name is taken.');
    return ok({ ...this.filterList.find((f) => f.Id === id)!, Name: name });
  }
  async copyFilter(id: number, name: string) {
    this.calls.push(`copy ${id} ${name}`);
    return ok({
      ...this.filterList.find((f) => f.Id === id)!,
      Id: 760,
      Name: name,
      StartingDate: null,
      RecurringType: null,
      NextDate: null,
      ReportFilterScheduleRecipients: [],
    });
  }
  async deleteFilter(id: number) {
    this.calls.push(`delete ${id}`);
    return ok({});
  }
  async runFilter(reportFilterId: number, reportId: number) {
    this.calls.push(`run ${reportFilterId} ${reportId}`);
    this.beforeRunAnswer();
    return this.runAnswer;
  }
}
