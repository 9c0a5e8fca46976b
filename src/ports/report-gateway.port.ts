import type { ReportRights } from '../domain/access/report-access.policy';
import type { ReportAssignee, ReportDelivery, ReportFilter } from '../domain/reports/report-filter.entity';
import type {
  NewReportColumn,
  NewReport,
  Report,
  ReportCatalog,
  ReportColumnEdit,
  ReportFieldCatalog,
  ReportGroup,
  ReportPath,
  ReportPreview,
  ReportTypeId,
  RunTicket,
  FinishedRun,
} from '../domain/reports/report.entity';
import type { HttpResult } from './http-client.port';

/** Reports, their filters and runs (reports spec §7; docs/api.md "Reports"). */
export interface ReportGateway {
  /** GET report: the groups with their reports. */
  list(signal?: AbortSignal): Promise<HttpResult<ReportCatalog>>;
  /** GET report/path: what the breadcrumbs name. */
  path(reportId: number, signal?: AbortSignal): Promise<HttpResult<ReportPath>>;
  /** GET report/preview: the report from current data (raw values; the view formats them). */
  preview(
    reportId: number,
    reportType: ReportTypeId,
    signal?: AbortSignal,
  ): Promise<HttpResult<ReportPreview>>;
  /** GET report?reportId&reportType: the report with its columns in order. */
  report(reportId: number, reportType: ReportTypeId, signal?: AbortSignal): Promise<HttpResult<Report>>;
  /** GET report/fields: a form's fields (null: none) and the predefined fields of the report's type. */
  fields(
    reportId: number,
    formId: number | null,
    signal?: AbortSignal,
  ): Promise<HttpResult<ReportFieldCatalog>>;
  /** POST reportcolumn/addFormReportColumns or addTaskReportColumns (by the report's type): the report after. */
  addColumns(
    reportType: ReportTypeId,
    reportId: number,
    columns: NewReportColumn[],
  ): Promise<HttpResult<Report>>;
  /** POST reportcolumn/update: the Report Columns edit dialog's save. */
  updateColumn(edit: ReportColumnEdit): Promise<HttpResult<Report>>;
  /** POST reportcolumn/updateOrder: every column with its new order. */
  reorderColumns(
    reportId: number,
    order: Array<{ columnId: number; order: number }>,
  ): Promise<HttpResult<Report>>;
  /** POST reportcolumn/delete. */
  deleteColumn(reportColumnId: number): Promise<HttpResult<Report>>;
  /** GET reportAuth: the report verbs the user holds, as bits (spec §6), who asks, and whether they delete others' items. */
  access(signal?: AbortSignal): Promise<HttpResult<ReportRights>>;
  /** GET reportfilter/getList. */
  filters(reportId: number, signal?: AbortSignal): Promise<HttpResult<ReportFilter[]>>;
  /** GET reportfilter: one filter. */
  filter(id: number, signal?: AbortSignal): Promise<HttpResult<ReportFilter>>;
  /** GET reportfilter/deliveries: the filter's delivery log, newest first (ours). */
  deliveries(id: number, signal?: AbortSignal): Promise<HttpResult<ReportDelivery[]>>;
  renameFilter(id: number, name: string): Promise<HttpResult<ReportFilter>>;
  copyFilter(id: number, name: string): Promise<HttpResult<ReportFilter>>;
  deleteFilter(id: number): Promise<HttpResult<unknown>>;
  /** POST Filter: runs a saved filter; the workbook comes later with reportReady. */
  runFilter(reportFilterId: number, reportId: number): Promise<HttpResult<RunTicket>>;
  /** GET reportrun/pending: the caller's finished runs not acknowledged (asked when the hub connects again). */
  pendingRuns(signal?: AbortSignal): Promise<HttpResult<FinishedRun[]>>;

  // Managing reports in the list (/report/list, /report/group/details/{id}); each answers the report after.
  /** POST report/create: a report without columns yet. */
  createReport(report: NewReport): Promise<HttpResult<Report>>;
  /** POST report/update: the new name. */
  renameReport(reportId: number, name: string): Promise<HttpResult<Report>>;
  /** POST report/move: into another group. */
  moveReport(reportId: number, reportGroupId: number): Promise<HttpResult<Report>>;
  /** POST report/copy: the copy (its columns and unscheduled filters come along). */
  copyReport(reportId: number, name: string): Promise<HttpResult<Report>>;
  /** POST report/delete: the report, its filters and their delivery logs. */
  deleteReport(reportId: number): Promise<HttpResult<unknown>>;

  // Report groups (issue 32 #15): each answers the group after; a delete only an empty group.
  /** POST reportgroup/create. */
  createGroup(name: string): Promise<HttpResult<ReportGroup>>;
  /** POST reportgroup/rename. */
  renameGroup(reportGroupId: number, name: string): Promise<HttpResult<ReportGroup>>;
  /** POST reportgroup/delete: an empty group (a group with reports: 409). */
  deleteGroup(reportGroupId: number): Promise<HttpResult<unknown>>;

  // The filter and run dialogs (issue 15).
  /**
   * POST reportfilter/createFormReportFilter or createTaskReportFilter when the filter's Id is 0, updateFormReportFilter
   * or updateTaskReportFilter above 0 (spec §4 "Filter save"): the saved filter.
   */
  saveFilter(reportType: ReportTypeId, filter: ReportFilter): Promise<HttpResult<ReportFilter>>;
  /** POST reportrun/FormReport or TaskReport: runs unsaved criteria; the workbook comes later with reportReady. */
  runCriteria(reportType: ReportTypeId, criteria: ReportFilter): Promise<HttpResult<RunTicket>>;
  /** GET reportTaskAssignee/list: "No assignee" (UserId 0), then the people a task filter may name. */
  taskAssignees(signal?: AbortSignal): Promise<HttpResult<ReportAssignee[]>>;
}
export const ReportGateway = Symbol('ReportGateway');
