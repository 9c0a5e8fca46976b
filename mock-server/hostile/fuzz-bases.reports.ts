import type { SeedData } from '../../fixtures/types';

/** Valid bodies of the issue 15 routes (reports, columns, filters, runs) for the fuzz to mutate. */
export function reportFuzzBases(data: SeedData): Record<string, unknown> {
  const report = data.reports.find((r) => r.ReportType === 1)!;
  const tasks = data.reports.find((r) => r.ReportType === 2)!;
  const filter = data.reportFilters.find((f) => f.ReportId === report.ReportId)!;
  const { createdBy: _c, workspaceId: _w, scheduledThrough: _s, ...wire } = filter;
  const { Id: _id, ...criteria } = wire;
  const column = report.ReportColumns[0]!;
  const taskFilter = data.reportFilters.find((f) => f.ReportId === tasks.ReportId);
  const taskWire = taskFilter
    ? (({ createdBy: _c, workspaceId: _w, scheduledThrough: _s, ...rest }) => rest)(taskFilter)
    : { ...wire, ReportId: tasks.ReportId, TaskReportFilterAssignees: [0] };
  return {
    '/report/create': { reportName: 'Fuzz', reportType: 1, reportGroupId: report.ReportGroupId },
    '/report/update': { reportId: report.ReportId, Name: 'Fuzz' },
    '/report/move': { reportId: report.ReportId, reportGroupId: report.ReportGroupId },
    '/report/copy': { reportId: report.ReportId, name: 'Fuzz' },
    '/reportgroup/create': { name: 'Fuzz group' },
    '/reportgroup/rename': { reportGroupId: report.ReportGroupId, name: 'Fuzz group' },
    '/reportgroup/delete': { reportGroupId: report.ReportGroupId },
    '/reportcolumn/addFormReportColumns': {
      reportId: report.ReportId,
      reportColumns: [{ PredefinedFieldId: 5 }],
    },
    '/reportcolumn/addTaskReportColumns': {
      reportId: tasks.ReportId,
      reportColumns: [{ PredefinedFieldId: 12 }],
    },
    '/reportcolumn/update': {
      reportId: report.ReportId,
      columnId: column.ColumnId,
      header: 'Fuzz',
      formatType: -1,
      format: '0.00',
    },
    '/reportcolumn/updateOrder': {
      reportId: report.ReportId,
      reportColumns: report.ReportColumns.map((c) => ({ columnId: c.ColumnId, order: c.Order })),
    },
    '/reportfilter/createFormReportFilter': {
      ...wire,
      Id: 0,
      StartingDate: '2099-01-01',
      ReportFilterScheduleRecipients: ['a@b.io'],
      RecurringType: 2,
    },
    '/reportfilter/updateFormReportFilter': wire,
    '/reportfilter/createTaskReportFilter': { ...taskWire, Id: 0 },
    '/reportfilter/updateTaskReportFilter': taskWire,
    '/reportfilter/delete': { id: filter.Id },
    '/report/delete': { reportId: report.ReportId },
    '/reportcolumn/delete': { reportColumnId: column.ColumnId },
    '/reportfilter/copy': { id: filter.Id, name: 'Fuzz' },
    '/reportfilter/rename': { id: filter.Id, name: 'Fuzz' },
    '/reportrun/FormReport': criteria,
    '/reportrun/TaskReport': { ReportId: tasks.ReportId, TaskReportFilterAssignees: [0] },
    '/reportrun/Filter': { reportFilterId: filter.Id, reportId: report.ReportId },
  };
}
