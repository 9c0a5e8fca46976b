import { newReportFilter } from '../../domain/reports/report-filter.rules';
import type { ReportAssignee, ReportDelivery, ReportFilter } from '../../domain/reports/report-filter.entity';
import { predefinedFieldsFor } from '../../domain/reports/predefined-fields';
import {
  orderedColumns,
  type NewReport,
  type NewReportColumn,
  type Report,
  type ReportCatalog,
  type ReportColumn,
  type ReportColumnEdit,
  type ReportFieldCatalog,
  type ReportGroup,
  type ReportPath,
  type ReportPreview,
  type ReportSummary,
  type ReportTypeId,
  type RunTicket,
  type FinishedRun,
} from '../../domain/reports/report.entity';
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
  CreatedById: 1,
  SavedById: 1,
  SavedByName: 'Ada Admin',
  ...extra,
});

/** A report gateway in memory: two groups, three reports, two filters; every call recorded. */
export class FakeReportGateway implements ReportGateway {
  calls: string[] = [];
  access_ = 15;
  /** Who asks (reportAuth's UserId): Ada Admin, user 1, who created the demo's reports and filters. */
  userId_ = 1;
  deletesOthers_ = true;
  catalog: ReportCatalog = {
    ReportGroups: [
      { ReportGroupId: 71, Name: 'Finance', CreatedById: null },
      { ReportGroupId: 70, Name: 'Operations', CreatedById: null },
    ],
    Reports: [
      {
        ReportId: 700,
        ReportName: 'Site Inspections',
        ReportType: 1,
        ReportGroupId: 70,
        ColumnCount: 4,
        CreatedById: 1,
      },
      {
        ReportId: 701,
        ReportName: 'Open Tasks',
        ReportType: 2,
        ReportGroupId: 70,
        ColumnCount: 5,
        CreatedById: 1,
      },
      {
        ReportId: 702,
        ReportName: 'Expense Claims',
        ReportType: 1,
        ReportGroupId: 71,
        ColumnCount: 4,
        CreatedById: 1,
      },
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
  /** The report the column calls change (Site Inspections, two columns). */
  stored: Report = {
    ReportId: 700,
    ReportName: 'Site Inspections',
    ReportType: 1,
    ReportGroupId: 70,
    ReportGroupName: 'Operations',
    ReportColumns: [
      fakeColumn(7000, 'Project', { predefined: 1 }),
      fakeColumn(7001, 'Inspector', { field: 6 }),
    ],
  };
  /** The next column call answers this instead (a refusal). */
  columnRefusal: HttpResult<never> | null = null;
  async report(reportId: number, reportType: ReportTypeId) {
    this.calls.push(`report ${reportId} ${reportType}`);
    return ok(this.stored);
  }
  async fields(reportId: number, formId: number | null) {
    this.calls.push(`fields ${reportId} ${formId}`);
    return ok<ReportFieldCatalog>({
      FormFields:
        formId === 200
          ? [
              { FieldId: 6, Name: 'Inspector', ReferenceLabel: 'inspector' },
              { FieldId: 8, Name: 'Inspected on', ReferenceLabel: 'inspected_on' },
            ]
          : [],
      PredefinedFields: predefinedFieldsFor(this.stored.ReportType).map((p) => ({
        FieldId: p.FieldId,
        Name: p.Name,
        ReferenceLabel: p.ReferenceLabel,
        Source: p.source,
      })),
    });
  }
  private answer(): HttpResult<Report> {
    const refusal = this.columnRefusal;
    this.columnRefusal = null;
    return refusal ?? ok({ ...this.stored, ReportColumns: orderedColumns(this.stored.ReportColumns) });
  }
  async addColumns(reportType: ReportTypeId, reportId: number, columns: NewReportColumn[]) {
    this.calls.push(`add ${reportType} ${reportId} ${JSON.stringify(columns)}`);
    if (this.columnRefusal) return this.answer();
    let id = Math.max(0, ...this.stored.ReportColumns.map((c) => c.ColumnId)) + 1;
    for (const c of columns) {
      const column = fakeColumn(
        id++,
        'FormFieldId' in c ? `Field ${c.FormFieldId}` : `Predefined ${c.PredefinedFieldId}`,
        'FormFieldId' in c ? { field: c.FormFieldId } : { predefined: c.PredefinedFieldId },
      );
      this.stored.ReportColumns.push({ ...column, Order: this.stored.ReportColumns.length + 1 });
    }
    return this.answer();
  }
  async updateColumn(edit: ReportColumnEdit) {
    this.calls.push(`update ${JSON.stringify(edit)}`);
    if (this.columnRefusal) return this.answer();
    this.stored.ReportColumns = this.stored.ReportColumns.map((c) =>
      c.ColumnId === edit.columnId
        ? { ...c, Header: edit.header, FormatType: edit.formatType, Format: edit.format }
        : c,
    );
    return this.answer();
  }
  async reorderColumns(reportId: number, order: Array<{ columnId: number; order: number }>) {
    this.calls.push(`order ${reportId} ${order.map((o) => `${o.columnId}:${o.order}`).join(',')}`);
    if (this.columnRefusal) return this.answer();
    this.stored.ReportColumns = this.stored.ReportColumns.map((c) => ({
      ...c,
      Order: order.find((o) => o.columnId === c.ColumnId)?.order ?? c.Order,
    }));
    return this.answer();
  }
  async deleteColumn(reportColumnId: number) {
    this.calls.push(`delete column ${reportColumnId}`);
    if (this.columnRefusal) return this.answer();
    this.stored.ReportColumns = this.stored.ReportColumns.filter((c) => c.ColumnId !== reportColumnId).map(
      (c, i) => ({
        ...c,
        Order: i + 1,
      }),
    );
    return this.answer();
  }
  async access() {
    this.calls.push('access');
    return ok({ access: this.access_, userId: this.userId_, deletesOthers: this.deletesOthers_ });
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
  /** What GET reportrun/pending answers (the finished runs the server still holds). */
  pending: FinishedRun[] = [];
  async pendingRuns() {
    this.calls.push('pending');
    return ok(this.pending);
  }

  // Managing reports in the list: changes `catalog`; `reportRefusal` answers the next call instead.
  reportRefusal: HttpResult<never> | null = null;
  private reportAnswer(change: () => Report): HttpResult<Report> {
    const refusal = this.reportRefusal;
    this.reportRefusal = null;
    return refusal ?? ok(change());
  }
  private asReport(summary: ReportSummary): Report {
    const group = this.catalog.ReportGroups.find((g) => g.ReportGroupId === summary.ReportGroupId);
    return { ...summary, ReportGroupName: group?.Name ?? '', ReportColumns: [] };
  }
  private changeReport(reportId: number, patch: Partial<ReportSummary>): Report {
    const changed = { ...this.catalog.Reports.find((r) => r.ReportId === reportId)!, ...patch };
    this.catalog = {
      ...this.catalog,
      Reports: this.catalog.Reports.map((r) => (r.ReportId === reportId ? changed : r)),
    };
    return this.asReport(changed);
  }
  private addReport(summary: ReportSummary): Report {
    this.catalog = { ...this.catalog, Reports: [...this.catalog.Reports, summary] };
    return this.asReport(summary);
  }
  private nextReportId(): number {
    return Math.max(0, ...this.catalog.Reports.map((r) => r.ReportId)) + 1;
  }
  async createReport(report: NewReport) {
    this.calls.push(`create report ${JSON.stringify(report)}`);
    return this.reportAnswer(() =>
      this.addReport({
        ReportId: this.nextReportId(),
        ReportName: report.reportName,
        ReportType: report.reportType,
        ReportGroupId: report.reportGroupId,
        ColumnCount: 0,
        CreatedById: this.userId_,
      }),
    );
  }
  async renameReport(reportId: number, name: string) {
    this.calls.push(`rename report ${reportId} ${name}`);
    return this.reportAnswer(() => this.changeReport(reportId, { ReportName: name }));
  }
  async moveReport(reportId: number, reportGroupId: number) {
    this.calls.push(`move report ${reportId} ${reportGroupId}`);
    return this.reportAnswer(() => this.changeReport(reportId, { ReportGroupId: reportGroupId }));
  }
  async copyReport(reportId: number, name: string) {
    this.calls.push(`copy report ${reportId} ${name}`);
    return this.reportAnswer(() => {
      const source = this.catalog.Reports.find((r) => r.ReportId === reportId)!;
      return this.addReport({
        ...source,
        ReportId: this.nextReportId(),
        ReportName: name,
        CreatedById: this.userId_,
      });
    });
  }
  /** The next group call's refusal (then cleared). */
  groupRefusal: HttpResult<never> | null = null;
  private groupAnswer<T>(change: () => T): HttpResult<T> {
    const refusal = this.groupRefusal;
    this.groupRefusal = null;
    return refusal ?? ok(change());
  }
  private setGroups(groups: ReportGroup[]) {
    this.catalog = { ...this.catalog, ReportGroups: groups };
  }
  async createGroup(name: string) {
    this.calls.push(`create group ${name}`);
    return this.groupAnswer(() => {
      const ReportGroupId = Math.max(0, ...this.catalog.ReportGroups.map((g) => g.ReportGroupId)) + 1;
      const group = { ReportGroupId, Name: name, CreatedById: this.userId_ };
      this.setGroups([...this.catalog.ReportGroups, group]);
      return group;
    });
  }
  async renameGroup(reportGroupId: number, name: string) {
    this.calls.push(`rename group ${reportGroupId} ${name}`);
    return this.groupAnswer(() => {
      const group = {
        ...this.catalog.ReportGroups.find((g) => g.ReportGroupId === reportGroupId)!,
        Name: name,
      };
      this.setGroups(this.catalog.ReportGroups.map((g) => (g.ReportGroupId === reportGroupId ? group : g)));
      return group;
    });
  }
  async deleteGroup(reportGroupId: number) {
    this.calls.push(`delete group ${reportGroupId}`);
    return this.groupAnswer(() => {
      this.setGroups(this.catalog.ReportGroups.filter((g) => g.ReportGroupId !== reportGroupId));
      return {};
    });
  }
  async deleteReport(reportId: number) {
    this.calls.push(`delete report ${reportId}`);
    const refusal = this.reportRefusal;
    this.reportRefusal = null;
    if (refusal) return refusal;
    this.catalog = { ...this.catalog, Reports: this.catalog.Reports.filter((r) => r.ReportId !== reportId) };
    return ok({});
  }

  // The filter and run dialogs (issue 15).
  /** The next save answers this instead (a refusal). */
  saveRefusal: HttpResult<never> | null = null;
  async saveFilter(reportType: ReportTypeId, filter: ReportFilter) {
    const call = `${filter.Id > 0 ? 'update' : 'create'}${reportType === 1 ? 'Form' : 'Task'}ReportFilter`;
    this.calls.push(`${call} ${JSON.stringify(filter)}`);
    const refusal = this.saveRefusal;
    this.saveRefusal = null;
    if (refusal) return refusal;
    const saved = { ...filter, Id: filter.Id > 0 ? filter.Id : 770, CreatorName: 'Ada Admin' };
    this.filterList = [...this.filterList.filter((f) => f.Id !== saved.Id), saved];
    return ok(saved);
  }
  async runCriteria(reportType: ReportTypeId, criteria: ReportFilter) {
    this.calls.push(`${reportType === 1 ? 'FormReport' : 'TaskReport'} ${JSON.stringify(criteria)}`);
    this.beforeRunAnswer();
    return this.runAnswer;
  }
  async taskAssignees() {
    this.calls.push('assignees');
    return ok<ReportAssignee[]>([
      { UserId: 0, Name: 'No assignee' },
      { UserId: 1, Name: 'Ada Admin', Email: 'admin@demo.test' },
      { UserId: 2, Name: 'Mel Member', Email: 'member@demo.test' },
    ]);
  }
}

/** A column as the API answers it. */
export function fakeColumn(
  ColumnId: number,
  Header: string,
  source: { predefined: number } | { field: number },
): ReportColumn {
  return {
    ColumnId,
    Header,
    FormatType: 0,
    Format: '',
    Order: ColumnId - 6999,
    PredefinedFieldId: 'predefined' in source ? source.predefined : null,
    FormFieldId: 'field' in source ? source.field : null,
    FieldName: Header,
    ReferenceLabel: '',
    SourceName: 'predefined' in source ? 'Project' : 'Site Inspection',
  };
}
