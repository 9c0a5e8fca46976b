import type { Application, Request, Response } from 'express';
import type { ReportRecord } from '../../../fixtures/types';
import { reportItemDeletion } from '../../../src/domain/access/report-access.policy';
import { AccessVerb, type AccessVerbId } from '../../../src/domain/access/access-verb';
import { FieldType } from '../../../src/domain/forms/form.entity';
import { predefinedFieldsFor } from '../../../src/domain/reports/predefined-fields';
import { newReportFilter } from '../../../src/domain/reports/report-filter.rules';
import { ReportType, isReportType, type ReportTypeId } from '../../../src/domain/reports/report.entity';
import { allow } from '../../access/access-guard';
import { signedIn, type Caller } from '../../auth';
import { ID } from '../../forms/body-reader';
import { readableForm } from '../../forms/form-access';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import {
  ReportCopyBody,
  ReportCreateBody,
  ReportIdBody,
  ReportMoveBody,
  ReportUpdateBody,
} from '../../schemas/reports.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { allowReports, groupOf, reportOf, reportOfType, reportView, unscheduledCopy } from './report-data';
import { rightsOf } from './filter-view';
import { groupView } from './group-routes';
import { reportSheet } from './report-rows';
import type { ReportsContext } from './reports-context';

/** Fields without a value of their own, never a report column. */
const STATIC_FIELDS = new Set<number>([
  FieldType.Header,
  FieldType.Text,
  FieldType.Image,
  FieldType.NewLine,
  FieldType.Empty,
]);

/** Rows the preview shows at most (ours): the workbook has them all. */
export const PREVIEW_ROWS_MAX = 500;

const reportTypeOf = (req: Request): ReportTypeId => {
  const type = queryInteger(req, 'reportType', { min: 1, max: 2 });
  if (!isReportType(type)) throw badRequest('reportType must be 1 (Forms) or 2 (Tasks).');
  return type;
};

/** Reports and report groups (reports spec §7 "Report"; docs/api.md "Reports"). */
export function registerReportRoutes(app: Application, rc: ReportsContext): void {
  const { store } = rc;
  const caller = (res: Response, verb: AccessVerbId): Caller => {
    const c = signedIn(res);
    allowReports(store, c.user, verb);
    return c;
  };

  app.get(
    '/reportAuth',
    handle((_req, res) => {
      const { user } = signedIn(res);
      const rights = rightsOf(store, user);
      res.json({ Access: rights.access, UserId: rights.userId, DeletesOthers: rights.deletesOthers });
    }),
  );

  // GET report: the list (groups with their reports), or one report with reportId and reportType (spec §7).
  app.get(
    '/report',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      if (req.query.reportId !== undefined) {
        const report = reportOfType(store, user, queryInteger(req, 'reportId', ID), reportTypeOf(req));
        res.json(reportView(store, report));
        return;
      }
      const groups = store.data.reportGroups
        .filter((g) => g.workspaceId === user.workspaceId)
        .sort((a, b) => a.Name.localeCompare(b.Name));
      const reports = store.data.reports
        .filter((r) => r.workspaceId === user.workspaceId)
        .sort((a, b) => a.ReportName.localeCompare(b.ReportName));
      res.json({
        ReportGroups: groups.map(groupView),
        Reports: reports.map((r) => ({
          ReportId: r.ReportId,
          ReportName: r.ReportName,
          ReportType: r.ReportType,
          ReportGroupId: r.ReportGroupId,
          ColumnCount: r.ReportColumns.length,
          CreatedById: r.createdBy,
        })),
      });
    }),
  );

  app.get(
    '/report/path',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      const report = reportOf(store, user, queryInteger(req, 'reportId', ID));
      const group = groupOf(store, user, report.ReportGroupId);
      res.json({
        ReportGroupId: group.ReportGroupId,
        ReportGroupName: group.Name,
        ReportId: report.ReportId,
        ReportName: report.ReportName,
        ReportType: report.ReportType,
      });
    }),
  );

  /** The fields a report can take as columns (spec §2): a form's fields (forms reports), and the predefined ones. */
  app.get(
    '/report/fields',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      const report = reportOf(store, user, queryInteger(req, 'reportId', ID));
      const predefined = predefinedFieldsFor(report.ReportType).map(
        ({ FieldId, Name, ReferenceLabel, source }) => ({ FieldId, Name, ReferenceLabel, Source: source }),
      );
      if (report.ReportType === ReportType.Tasks || req.query.formId === undefined) {
        res.json({ FormFields: [], PredefinedFields: predefined });
        return;
      }
      const form = readableForm(store, user, queryInteger(req, 'formId', ID));
      // Every field that holds a value: not the static ones (a header, text, a picture, a new line, an empty cell).
      const FormFields = form.Fields.filter((f) => !STATIC_FIELDS.has(f.TypeId)).map((f) => ({
        FieldId: f.FieldDefinitionId,
        Name: f.Name,
        ReferenceLabel: f.ReferenceLabel ?? '',
      }));
      res.json({ FormFields, PredefinedFields: predefined });
    }),
  );

  /** The preview (spec §2): the report from current data with a new filter's criteria, raw values per column. */
  app.get(
    '/report/preview',
    handle(async (req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      const report = reportOfType(store, user, queryInteger(req, 'reportId', ID), reportTypeOf(req));
      const criteria = { ...newReportFilter(report.ReportId, report.ReportType), Status: '-1' };
      const sheet = await reportSheet(store, user, report, criteria);
      res.json({
        Report: reportView(store, report),
        Rows: sheet.rows.slice(0, PREVIEW_ROWS_MAX),
        Total: sheet.rows.length,
      });
    }),
  );

  app.post(
    '/report/create',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Create);
      const body = validBody(req, ReportCreateBody);
      const group = groupOf(store, user, body.reportGroupId);
      const report: ReportRecord = {
        ReportId: nextId(store.data.reports.map((r) => r.ReportId)),
        ReportName: body.reportName.trim(),
        ReportType: body.reportType,
        ReportGroupId: group.ReportGroupId,
        workspaceId: user.workspaceId,
        createdBy: user.id,
        ReportColumns: [],
      };
      store.data.reports.push(report);
      store.save();
      res.json(reportView(store, report));
    }),
  );

  app.post(
    '/report/update',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Update);
      const body = validBody(req, ReportUpdateBody);
      const report = reportOf(store, user, body.reportId);
      report.ReportName = body.Name.trim();
      store.save();
      res.json(reportView(store, report));
    }),
  );

  app.post(
    '/report/move',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Update);
      const body = validBody(req, ReportMoveBody);
      const report = reportOf(store, user, body.reportId);
      report.ReportGroupId = groupOf(store, user, body.reportGroupId).ReportGroupId;
      store.save();
      res.json(reportView(store, report));
    }),
  );

  /** A copy takes the columns (new ids) and the filters (new ids, not scheduled: nobody asked the copy to be mailed). */
  app.post(
    '/report/copy',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Copy);
      const body = validBody(req, ReportCopyBody);
      const source = reportOf(store, user, body.reportId);
      let columnId = nextId(store.data.reports.flatMap((r) => r.ReportColumns.map((c) => c.ColumnId)));
      const copy: ReportRecord = {
        ...structuredClone(source),
        ReportId: nextId(store.data.reports.map((r) => r.ReportId)),
        ReportName: body.name.trim(),
        createdBy: user.id,
        ReportColumns: source.ReportColumns.map((c) => ({ ...c, ColumnId: columnId++ })),
      };
      store.data.reports.push(copy);
      let filterId = nextId(store.data.reportFilters.map((f) => f.Id));
      for (const f of store.data.reportFilters.filter((x) => x.ReportId === source.ReportId)) {
        store.data.reportFilters.push({
          ...unscheduledCopy(f, filterId++, user.id),
          savedBy: user.id,
          ReportId: copy.ReportId,
        });
      }
      store.save();
      res.json(reportView(store, copy));
    }),
  );

  app.post(
    '/report/delete',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Delete);
      const report = reportOf(store, user, validBody(req, ReportIdBody).reportId);
      // Its creator or an administrator (issue 32 #1), the rule the report list applies to its Delete.
      allow(reportItemDeletion(rightsOf(store, user), report.createdBy));
      const filterIds = new Set(
        store.data.reportFilters.filter((f) => f.ReportId === report.ReportId).map((f) => f.Id),
      );
      store.data.reports = store.data.reports.filter((r) => r !== report);
      store.data.reportFilters = store.data.reportFilters.filter((f) => !filterIds.has(f.Id));
      store.data.reportDeliveries = store.data.reportDeliveries.filter((d) => !filterIds.has(d.FilterId));
      store.save();
      res.json({});
    }),
  );
}
