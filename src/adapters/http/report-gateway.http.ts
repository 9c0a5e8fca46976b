import { inject, injectable } from 'inversify';
import type { ReportRights } from '../../domain/access/report-access.policy';
import type { ReportAssignee, ReportDelivery, ReportFilter } from '../../domain/reports/report-filter.entity';
import type {
  NewReport,
  NewReportColumn,
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
} from '../../domain/reports/report.entity';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import type { ReportGateway } from '../../ports/report-gateway.port';
import { listOf, parseShape, required, type NestedCheck } from './forms-shape';
import { ignoreBody, parseDto, parseList } from './parse-response';
import {
  FilterWorkflowDto,
  ReportDeliveryDto,
  ReportColumnDto,
  ReportDto,
  ReportFieldCatalogDto,
  ReportFieldDto,
  PredefinedReportFieldDto,
  ReportPreviewDto,
  ReportAccessDto,
  ReportCatalogDto,
  ReportFilterDto,
  ReportGroupDto,
  ReportPathDto,
  ReportSummaryDto,
  RunTicketDto,
  FinishedRunDto,
  FinishedRunDataDto,
  ReportAssigneeDto,
} from './report.dto';

const ints: NestedCheck = (v) => Array.isArray(v) && v.every((n) => Number.isInteger(n));
const strings: NestedCheck = (v) => Array.isArray(v) && v.every((s) => typeof s === 'string');

const parseCatalog: ResponseParser<ReportCatalog> = parseShape(ReportCatalogDto, {
  ReportGroups: listOf(parseDto(ReportGroupDto)),
  Reports: listOf(parseDto(ReportSummaryDto)),
});
export const parseReportFilter: ResponseParser<ReportFilter> = parseShape(ReportFilterDto, {
  ReportFilterScheduleRecipients: strings,
  TaskReportFilterAssignees: ints,
  ReportFilterTags: ints,
  ReportFilterWorkflows: listOf(parseDto(FilterWorkflowDto)),
});
const parseDelivery: ResponseParser<ReportDelivery> = parseShape(ReportDeliveryDto, { Recipients: strings });
const cells: NestedCheck = (v) =>
  Array.isArray(v) &&
  v.every((row) => Array.isArray(row) && row.every((c) => c === null || typeof c === 'string'));
const parseReport = parseShape(ReportDto, { ReportColumns: listOf(parseDto(ReportColumnDto)) });
const parseFields: ResponseParser<ReportFieldCatalog> = parseShape(ReportFieldCatalogDto, {
  FormFields: listOf(parseDto(ReportFieldDto)),
  PredefinedFields: listOf(parseDto(PredefinedReportFieldDto)),
});
const parsePreview: ResponseParser<ReportPreview> = parseShape(ReportPreviewDto, {
  Report: (v) => parseReport(v) !== null,
  Rows: cells,
});
const parseFinishedRun: ResponseParser<FinishedRun> = parseShape(FinishedRunDto, {
  Data: required(parseDto(FinishedRunDataDto)),
});
const parseAccess: ResponseParser<ReportRights> = (body) => {
  const dto = parseDto(ReportAccessDto)(body);
  return dto ? { access: dto.Access, userId: dto.UserId, deletesOthers: dto.DeletesOthers } : null;
};

/** Reports over HTTP (docs/api.md "Reports"). */
@injectable()
export class HttpReportGateway implements ReportGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<ReportCatalog>> {
    return this.http.get('report', parseCatalog, undefined, { signal });
  }

  path(reportId: number, signal?: AbortSignal): Promise<HttpResult<ReportPath>> {
    return this.http.get('report/path', parseDto(ReportPathDto), { reportId }, { signal });
  }

  preview(
    reportId: number,
    reportType: ReportTypeId,
    signal?: AbortSignal,
  ): Promise<HttpResult<ReportPreview>> {
    return this.http.get('report/preview', parsePreview, { reportId, reportType }, { signal });
  }

  report(reportId: number, reportType: ReportTypeId, signal?: AbortSignal): Promise<HttpResult<Report>> {
    return this.http.get('report', parseReport, { reportId, reportType }, { signal });
  }

  fields(
    reportId: number,
    formId: number | null,
    signal?: AbortSignal,
  ): Promise<HttpResult<ReportFieldCatalog>> {
    const query = formId === null ? { reportId } : { reportId, formId };
    return this.http.get('report/fields', parseFields, query, { signal });
  }

  addColumns(
    reportType: ReportTypeId,
    reportId: number,
    reportColumns: NewReportColumn[],
  ): Promise<HttpResult<Report>> {
    const call = reportType === 1 ? 'addFormReportColumns' : 'addTaskReportColumns';
    return this.http.command(`reportcolumn/${call}`, { reportId, reportColumns }, parseReport);
  }

  updateColumn(edit: ReportColumnEdit): Promise<HttpResult<Report>> {
    return this.http.command('reportcolumn/update', { ...edit }, parseReport);
  }

  reorderColumns(
    reportId: number,
    reportColumns: Array<{ columnId: number; order: number }>,
  ): Promise<HttpResult<Report>> {
    return this.http.command('reportcolumn/updateOrder', { reportId, reportColumns }, parseReport);
  }

  deleteColumn(reportColumnId: number): Promise<HttpResult<Report>> {
    return this.http.command('reportcolumn/delete', { reportColumnId }, parseReport);
  }

  access(signal?: AbortSignal): Promise<HttpResult<ReportRights>> {
    return this.http.get('reportAuth', parseAccess, undefined, { signal });
  }

  filters(reportId: number, signal?: AbortSignal): Promise<HttpResult<ReportFilter[]>> {
    return this.http.get('reportfilter/getList', parseList(parseReportFilter), { reportId }, { signal });
  }

  filter(id: number, signal?: AbortSignal): Promise<HttpResult<ReportFilter>> {
    return this.http.get('reportfilter', parseReportFilter, { id }, { signal });
  }

  deliveries(id: number, signal?: AbortSignal): Promise<HttpResult<ReportDelivery[]>> {
    return this.http.get('reportfilter/deliveries', parseList(parseDelivery), { id }, { signal });
  }

  renameFilter(id: number, name: string): Promise<HttpResult<ReportFilter>> {
    return this.http.command('reportfilter/rename', { id, name }, parseReportFilter);
  }

  copyFilter(id: number, name: string): Promise<HttpResult<ReportFilter>> {
    return this.http.command('reportfilter/copy', { id, name }, parseReportFilter);
  }

  deleteFilter(id: number): Promise<HttpResult<unknown>> {
    return this.http.command('reportfilter/delete', { id }, ignoreBody);
  }

  runFilter(reportFilterId: number, reportId: number): Promise<HttpResult<RunTicket>> {
    return this.http.command('reportrun/Filter', { reportFilterId, reportId }, parseDto(RunTicketDto));
  }

  pendingRuns(signal?: AbortSignal): Promise<HttpResult<FinishedRun[]>> {
    return this.http.get('reportrun/pending', parseList(parseFinishedRun), undefined, { signal });
  }

  // Managing reports in the list (report/create|update|move|copy|delete).
  createReport(report: NewReport): Promise<HttpResult<Report>> {
    return this.http.command('report/create', { ...report }, parseReport);
  }

  renameReport(reportId: number, Name: string): Promise<HttpResult<Report>> {
    return this.http.command('report/update', { reportId, Name }, parseReport);
  }

  moveReport(reportId: number, reportGroupId: number): Promise<HttpResult<Report>> {
    return this.http.command('report/move', { reportId, reportGroupId }, parseReport);
  }

  copyReport(reportId: number, name: string): Promise<HttpResult<Report>> {
    return this.http.command('report/copy', { reportId, name }, parseReport);
  }

  deleteReport(reportId: number): Promise<HttpResult<unknown>> {
    return this.http.command('report/delete', { reportId }, ignoreBody);
  }

  createGroup(name: string): Promise<HttpResult<ReportGroup>> {
    return this.http.command('reportgroup/create', { name }, parseDto(ReportGroupDto));
  }

  renameGroup(reportGroupId: number, name: string): Promise<HttpResult<ReportGroup>> {
    return this.http.command('reportgroup/rename', { reportGroupId, name }, parseDto(ReportGroupDto));
  }

  deleteGroup(reportGroupId: number): Promise<HttpResult<unknown>> {
    return this.http.command('reportgroup/delete', { reportGroupId }, ignoreBody);
  }

  // The filter and run dialogs (issue 15).
  saveFilter(reportType: ReportTypeId, filter: ReportFilter): Promise<HttpResult<ReportFilter>> {
    const kind = reportType === 1 ? 'Form' : 'Task';
    const call = filter.Id > 0 ? `update${kind}ReportFilter` : `create${kind}ReportFilter`;
    return this.http.command(`reportfilter/${call}`, filterBody(filter), parseReportFilter);
  }

  runCriteria(reportType: ReportTypeId, criteria: ReportFilter): Promise<HttpResult<RunTicket>> {
    const { Id: _id, ...body } = filterBody(criteria);
    return this.http.command(
      `reportrun/${reportType === 1 ? 'FormReport' : 'TaskReport'}`,
      body,
      parseDto(RunTicketDto),
    );
  }

  taskAssignees(signal?: AbortSignal): Promise<HttpResult<ReportAssignee[]>> {
    return this.http.get('reportTaskAssignee/list', parseList(parseDto(ReportAssigneeDto)), undefined, {
      signal,
    });
  }
}

/** What a save or a run sends: the filter without what only the server sets (creator, next and last dates). */
/** What a save or a run sends: the filter without what the server sets (who created and saved it, the dates). */
function filterBody(
  filter: ReportFilter,
): Omit<
  ReportFilter,
  'CreatorName' | 'NextDate' | 'LastExecutionDate' | 'CreatedById' | 'SavedById' | 'SavedByName'
> {
  const {
    CreatorName: _c,
    NextDate: _n,
    LastExecutionDate: _l,
    CreatedById: _cb,
    SavedById: _sb,
    SavedByName: _sn,
    ...body
  } = filter;
  return body;
}
