/**
 * Reports (reports spec §1, §3, §9): a report is a set of columns taken from form fields (ReportType 1, Forms) or
 * from the predefined project and task fields (Tasks). docs/reports.md says what Gridwork chose where the spec is silent.
 */

/** Report types: 1 Forms (spec §1); Tasks is 2 (ours: the spec names it without a number). */
export const ReportType = { Forms: 1, Tasks: 2 } as const;
export type ReportTypeId = (typeof ReportType)[keyof typeof ReportType];

export const isReportType = (value: unknown): value is ReportTypeId =>
  value === ReportType.Forms || value === ReportType.Tasks;

/** Limits of spec §9. */
export const REPORT_NAME_MAX = 254;
export const REPORT_HEADER_MAX = 2000;
export const REPORT_CUSTOM_FORMAT_MAX = 250;
export const SCHEDULER_EMAIL_MAX = 254;
/** Ours: how many columns one report holds, and recipients one filter (bounded input, docs/reports.md). */
export const REPORT_COLUMNS_MAX = 200;
export const FILTER_RECIPIENTS_MAX = 50;

/**
 * A column's FormatType: a formatting type of the form engine (0 to 42, src/domain/forms/formats/), or Custom,
 * which takes the column's own spreadsheet format string (Format).
 */
export const CUSTOM_FORMAT_TYPE = -1;

export interface ReportColumn {
  ColumnId: number;
  Header: string;
  FormatType: number;
  /** The custom spreadsheet format string when FormatType is custom; otherwise empty. */
  Format: string;
  Order: number;
  PredefinedFieldId: number | null;
  FormFieldId: number | null;
  FieldName: string;
  ReferenceLabel: string;
  SourceName: string;
}

export interface Report {
  ReportId: number;
  ReportName: string;
  ReportType: ReportTypeId;
  ReportGroupId: number;
  ReportGroupName: string;
  ReportColumns: ReportColumn[];
}

/** A field that can become a column (spec §3, "Report field"). */
export interface ReportField {
  FieldId: number;
  Name: string;
  ReferenceLabel: string;
}

/** Columns in their order (Order, then id for ties). */
export function orderedColumns<T extends Pick<ReportColumn, 'Order' | 'ColumnId'>>(
  columns: readonly T[],
): T[] {
  return [...columns].sort((a, b) => a.Order - b.Order || a.ColumnId - b.ColumnId);
}

/** The columns after one moved from `from` to `to` (indexes in order), numbered 1..n again. */
export function moveColumn<T extends Pick<ReportColumn, 'Order' | 'ColumnId'>>(
  columns: readonly T[],
  from: number,
  to: number,
): T[] {
  const list = orderedColumns(columns);
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  return list.map((column, index) => ({ ...column, Order: index + 1 }));
}

/** GET report: the groups and their reports (ours: the spec says "list of reports"). */
export interface ReportGroup {
  ReportGroupId: number;
  Name: string;
  /** Who created the group; null for one nobody known created (issue 32 #15: only an administrator deletes it). */
  CreatedById: number | null;
}

export interface ReportSummary {
  ReportId: number;
  ReportName: string;
  ReportType: ReportTypeId;
  ReportGroupId: number;
  ColumnCount: number;
  /** Who created the report (issue 32 #1: the creator or an administrator deletes it). */
  CreatedById: number;
}

export interface ReportCatalog {
  ReportGroups: ReportGroup[];
  Reports: ReportSummary[];
}

/** GET report/path: the breadcrumbs of a report's pages. */
export interface ReportPath {
  ReportGroupId: number;
  ReportGroupName: string;
  ReportId: number;
  ReportName: string;
  ReportType: ReportTypeId;
}

/** The answer of a run (202): the workbook is announced by reportReady with the same RunId. */
export interface RunTicket {
  RunId: string;
  FileName: string;
}

/**
 * A run that finished, as the hub pushed it and as `GET reportrun/pending` answers it for a tab whose push was lost
 * (issue 36): `reportReady { RunId, FileName, ReportId, Rows }`, `reportNoContent { RunId, ReportId, ReportName }`,
 * `reportFailed { RunId, ReportId, Message }`.
 */
export interface FinishedRun {
  Listener: 'reportReady' | 'reportNoContent' | 'reportFailed';
  Data: FinishedRunData;
}

export interface FinishedRunData {
  RunId: string;
  ReportId: number;
  FileName?: string;
  Rows?: number;
  ReportName?: string;
  Message?: string;
}

/** `/report/details/{id}-{type}` and friends. */
export const reportPathOf = (
  page: 'details' | 'preview' | 'filters',
  reportId: number,
  reportType: ReportTypeId,
) =>
  page === 'filters'
    ? `/report-filters/${reportId}-${reportType}`
    : `/report/${page}/${reportId}-${reportType}`;

/** GET report/preview: the report from current data, raw values per column (formatted by the view), at most 500 rows. */
export interface ReportPreview {
  Report: Report;
  Rows: Array<Array<string | null>>;
  Total: number;
}

/** A predefined field as GET report/fields answers it: its source is `project`, `instance` or `task`. */
export interface PredefinedReportField extends ReportField {
  Source: string;
}

/** GET report/fields: the chosen form's fields (forms reports) and the predefined fields of the report's type. */
export interface ReportFieldCatalog {
  FormFields: ReportField[];
  PredefinedFields: PredefinedReportField[];
}

/** One field to add as a column: a form field or a predefined field (spec §3). */
export type NewReportColumn = { FormFieldId: number } | { PredefinedFieldId: number };

/** What the Report Columns edit dialog saves (spec §7 "POST update"). */
export interface ReportColumnEdit {
  reportId: number;
  columnId: number;
  header: string;
  formatType: number;
  format: string;
}

/** POST report/create (spec §7): a new report, without columns, in a group. */
export interface NewReport {
  reportName: string;
  reportType: ReportTypeId;
  reportGroupId: number;
}

/** A report as the list shows it, from the report a create, rename, move or copy answered. */
export const summaryOf = (report: Report, createdById: number): ReportSummary => ({
  ReportId: report.ReportId,
  ReportName: report.ReportName,
  ReportType: report.ReportType,
  ReportGroupId: report.ReportGroupId,
  ColumnCount: report.ReportColumns.length,
  CreatedById: createdById,
});
