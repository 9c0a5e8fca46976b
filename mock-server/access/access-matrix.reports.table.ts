/**
 * The access matrix rows of issue 15 (reports, columns, filters, runs), in the columns of access-matrix.table.ts:
 * admin, member (Design Team, Read/Write: Read, Create, Update), field (Field Team, Site Editor), site, direct,
 * anonymous. The rules: docs/authorization.md, "Reports" (src/domain/access/report-access.policy.ts).
 */
import { DEMO_FIELD_IDS, REPORT_FILTER_IDS, REPORT_GROUP_IDS, REPORT_IDS } from '../../fixtures/ids';
import { seed } from '../../fixtures/seed';
import type { MatrixRow } from './access-matrix.types';

const READ = [200, 200, 200, 403, 403, 401] as const;
const CREATE = [200, 200, 200, 403, 403, 401] as const;
const UPDATE = [200, 200, 200, 403, 403, 401] as const;
const COPY = [200, 200, 200, 403, 403, 401] as const;
/**
 * Deleting the administrator's report or filter (issue 32 #1): the field user holds the Delete bit but did not create
 * it, so only the administrator may (its creator, and an administrator).
 */
const DELETE_OTHERS = [200, 403, 403, 403, 403, 401] as const;
const RUN = [202, 202, 202, 403, 403, 401] as const;
const { inspections, openTasks } = REPORT_IDS;
const firstColumn = seed().reports.find((r) => r.ReportId === inspections)!.ReportColumns[0]!;
const filter = { Id: 0, ReportId: inspections, Name: 'Matrix' };

export const REPORTS_MATRIX: Record<string, MatrixRow> = {
  // reportAuth answers the bits (0 for outside people), it refuses nobody signed in.
  'GET /reportAuth': { expect: [200, 200, 200, 200, 200, 401] },
  'GET /report': { url: `/report?reportId=${inspections}&reportType=1`, expect: READ },
  'GET /report/path': { url: `/report/path?reportId=${inspections}`, expect: READ },
  'GET /report/fields': { url: `/report/fields?reportId=${inspections}`, expect: READ },
  'GET /report/preview': { url: `/report/preview?reportId=${inspections}&reportType=1`, expect: READ },
  'POST /report/create': {
    body: { reportName: 'Matrix', reportType: 1, reportGroupId: REPORT_GROUP_IDS.operations },
    expect: CREATE,
  },
  'POST /report/update': { body: { reportId: inspections, Name: 'Renamed' }, expect: UPDATE },
  'POST /report/move': {
    body: { reportId: inspections, reportGroupId: REPORT_GROUP_IDS.people },
    expect: UPDATE,
  },
  'POST /report/copy': { body: { reportId: inspections, name: 'Copy' }, expect: COPY },
  'POST /report/delete': { body: { reportId: inspections }, expect: DELETE_OTHERS },
  // Report groups (issue 32 #15). Finance holds a report: the administrator is told to empty it first (409); the
  // field user holds the Delete bit but did not create it (403).
  'POST /reportgroup/create': { body: { name: 'Matrix' }, expect: CREATE },
  'POST /reportgroup/rename': {
    body: { reportGroupId: REPORT_GROUP_IDS.people, name: 'Money' },
    expect: UPDATE,
  },
  'POST /reportgroup/delete': {
    body: { reportGroupId: REPORT_GROUP_IDS.people },
    expect: [409, 403, 403, 403, 403, 401],
  },
  'POST /reportcolumn/addFormReportColumns': {
    body: { reportId: inspections, reportColumns: [{ FormFieldId: DEMO_FIELD_IDS.weather }] },
    expect: UPDATE,
  },
  'POST /reportcolumn/addTaskReportColumns': {
    body: { reportId: openTasks, reportColumns: [{ PredefinedFieldId: 12 }] },
    expect: UPDATE,
  },
  'POST /reportcolumn/update': {
    body: { reportId: inspections, columnId: firstColumn.ColumnId, header: 'Site', formatType: 0 },
    expect: UPDATE,
  },
  'POST /reportcolumn/updateOrder': {
    body: {
      reportId: openTasks,
      reportColumns: seed()
        .reports.find((r) => r.ReportId === openTasks)!
        .ReportColumns.map((c, i, all) => ({ columnId: c.ColumnId, order: all.length - i })),
    },
    expect: UPDATE,
  },
  'POST /reportcolumn/delete': { body: { reportColumnId: firstColumn.ColumnId }, expect: UPDATE },
  'GET /reportfilter/getList': { url: `/reportfilter/getList?reportId=${inspections}`, expect: READ },
  'GET /reportfilter': { url: `/reportfilter?id=${REPORT_FILTER_IDS.allInspections}`, expect: READ },
  'GET /reportfilter/deliveries': {
    url: `/reportfilter/deliveries?id=${REPORT_FILTER_IDS.weeklyInspections}`,
    expect: READ,
  },
  'POST /reportfilter/createFormReportFilter': { body: filter, expect: CREATE },
  'POST /reportfilter/createTaskReportFilter': {
    body: { Id: 0, ReportId: openTasks, Name: 'Matrix', TaskReportFilterAssignees: [0] },
    expect: CREATE,
  },
  'POST /reportfilter/updateFormReportFilter': {
    body: { ...filter, Id: REPORT_FILTER_IDS.allInspections },
    expect: UPDATE,
  },
  'POST /reportfilter/updateTaskReportFilter': {
    body: {
      Id: REPORT_FILTER_IDS.myOpenTasks,
      ReportId: openTasks,
      Name: 'Mine',
      TaskReportFilterAssignees: [1],
    },
    expect: UPDATE,
  },
  'POST /reportfilter/copy': { body: { id: REPORT_FILTER_IDS.allInspections, name: 'Copy' }, expect: COPY },
  'POST /reportfilter/rename': {
    body: { id: REPORT_FILTER_IDS.allInspections, name: 'Renamed' },
    expect: UPDATE,
  },
  'POST /reportfilter/delete': { body: { id: REPORT_FILTER_IDS.allInspections }, expect: DELETE_OTHERS },
  'GET /reportTaskAssignee/list': { expect: READ },
  'POST /reportrun/FormReport': { body: { ReportId: inspections }, expect: RUN },
  'POST /reportrun/TaskReport': {
    body: { ReportId: openTasks, TaskReportFilterAssignees: [1] },
    expect: RUN,
  },
  'POST /reportrun/Filter': {
    body: { reportFilterId: REPORT_FILTER_IDS.allInspections, reportId: inspections },
    expect: RUN,
  },
  // A run id nobody holds: 404 for every signed-in user (a workbook is only ever its runner's).
  'GET /reportrun/download': { url: '/reportrun/download?id=none', expect: [404, 404, 404, 404, 404, 401] },
  // Only the caller's own finished runs; none of these users has one.
  'GET /reportrun/pending': { expect: READ },
};
