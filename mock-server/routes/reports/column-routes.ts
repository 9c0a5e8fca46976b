import type { Application, Response } from 'express';
import type { ReportColumnRecord, ReportRecord } from '../../../fixtures/types';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { FORMATTING_TYPES } from '../../../src/domain/forms/formats/formatting-types';
import { predefinedField, predefinedFieldsFor } from '../../../src/domain/reports/predefined-fields';
import { ReportMessage } from '../../../src/domain/reports/report-messages';
import {
  CUSTOM_FORMAT_TYPE,
  REPORT_COLUMNS_MAX,
  ReportType,
  orderedColumns,
} from '../../../src/domain/reports/report.entity';
import { signedIn, type Caller } from '../../auth';
import { readableForm } from '../../forms/form-access';
import { nextId } from '../../forms/form-writes';
import { HttpError, badRequest, handle } from '../../http';
import {
  AddColumnsBody,
  ColumnDeleteBody,
  ColumnOrderListBody,
  ColumnUpdateBody,
} from '../../schemas/reports.schema';
import { validBody } from '../../schemas/valid-body';
import { allowReports, formFieldIndex, reportOf, reportView } from './report-data';
import type { ReportsContext } from './reports-context';

/** Report columns (reports spec §7 "Report columns"; docs/api.md "Reports"). Every change needs Update. */
export function registerColumnRoutes(app: Application, rc: ReportsContext): void {
  const { store } = rc;
  const caller = (res: Response): Caller => {
    const c = signedIn(res);
    allowReports(store, c.user, AccessVerb.Update);
    return c;
  };

  const columnOf = (report: ReportRecord, columnId: number) => {
    const column = report.ReportColumns.find((c) => c.ColumnId === columnId);
    if (!column) throw new HttpError(404, `Report ${report.ReportId} has no column ${columnId}.`);
    return column;
  };

  const addColumns = (type: 1 | 2) =>
    handle((req, res) => {
      const { user } = caller(res);
      const body = validBody(req, AddColumnsBody);
      const report = reportOf(store, user, body.reportId);
      if (report.ReportType !== type)
        throw badRequest(
          `Report ${report.ReportId} is a ${report.ReportType === ReportType.Forms ? 'form' : 'task'} report: use ${report.ReportType === ReportType.Forms ? 'addFormReportColumns' : 'addTaskReportColumns'}.`,
        );
      const allowed = new Set(predefinedFieldsFor(type).map((p) => p.FieldId));
      const fields = formFieldIndex(store);
      const added: ReportColumnRecord[] = [];
      let id = nextId(store.data.reports.flatMap((r) => r.ReportColumns.map((c) => c.ColumnId)));
      let order = report.ReportColumns.reduce((max, c) => Math.max(max, c.Order), 0);
      body.reportColumns.forEach((c, i) => {
        const formFieldId = c.FormFieldId ?? null;
        const predefinedId = c.PredefinedFieldId ?? null;
        if ((formFieldId === null) === (predefinedId === null))
          throw badRequest(`reportColumns[${i}] needs either a FormFieldId or a PredefinedFieldId.`);
        let header: string;
        // A form field's column starts in the field's own format (a total in currency, a date as the form shows it).
        let formatType = 0;
        if (predefinedId !== null) {
          if (!allowed.has(predefinedId))
            throw badRequest(
              `reportColumns[${i}].PredefinedFieldId ${predefinedId} is not a field of this report type.`,
            );
          header = predefinedField(predefinedId)!.Name;
        } else {
          if (type === ReportType.Tasks)
            throw badRequest(`reportColumns[${i}]: a task report takes predefined fields only.`);
          const field = fields.get(formFieldId!);
          if (!field) throw badRequest(`reportColumns[${i}].FormFieldId ${formFieldId} is not a form field.`);
          readableForm(store, user, field.formId);
          header = field.name.trim() || field.referenceLabel || `Field ${formFieldId}`;
          formatType = FORMATTING_TYPES.some((t) => t.Value === field.formattingType)
            ? field.formattingType!
            : 0;
        }
        const present = [...report.ReportColumns, ...added].some((x) =>
          predefinedId !== null ? x.PredefinedFieldId === predefinedId : x.FormFieldId === formFieldId,
        );
        if (present) return; // Already a column: marking it again adds nothing.
        added.push({
          ColumnId: id++,
          Header: header.slice(0, 2000),
          FormatType: formatType,
          Format: '',
          Order: ++order,
          PredefinedFieldId: predefinedId,
          FormFieldId: formFieldId,
        });
      });
      if (report.ReportColumns.length + added.length > REPORT_COLUMNS_MAX)
        throw badRequest(`A report holds at most ${REPORT_COLUMNS_MAX} columns.`);
      report.ReportColumns.push(...added);
      store.save();
      res.json(reportView(store, report));
    });

  app.post('/reportcolumn/addFormReportColumns', addColumns(ReportType.Forms));
  app.post('/reportcolumn/addTaskReportColumns', addColumns(ReportType.Tasks));

  app.post(
    '/reportcolumn/update',
    handle((req, res) => {
      const { user } = caller(res);
      const body = validBody(req, ColumnUpdateBody);
      const report = reportOf(store, user, body.reportId);
      const column = columnOf(report, body.columnId);
      const custom = body.formatType === CUSTOM_FORMAT_TYPE;
      const format = (body.format ?? '').trim();
      if (custom && format === '')
        throw badRequest(`format: ${ReportMessage.required} A custom format needs a format string.`);
      Object.assign(column, {
        Header: body.header.trim(),
        FormatType: body.formatType,
        Format: custom ? format : '',
      });
      store.save();
      res.json(reportView(store, report));
    }),
  );

  app.post(
    '/reportcolumn/updateOrder',
    handle((req, res) => {
      const { user } = caller(res);
      const body = validBody(req, ColumnOrderListBody);
      const report = reportOf(store, user, body.reportId);
      const ids = body.reportColumns.map((c) => c.columnId);
      const orders = body.reportColumns.map((c) => c.order);
      const sameSet =
        ids.length === report.ReportColumns.length &&
        new Set(ids).size === ids.length &&
        report.ReportColumns.every((c) => ids.includes(c.ColumnId));
      if (!sameSet) throw badRequest('reportColumns must list every column of the report once.');
      if (new Set(orders).size !== orders.length)
        throw badRequest('reportColumns: two columns cannot have the same order.');
      const wanted = new Map(body.reportColumns.map((c) => [c.columnId, c.order]));
      orderedColumns(report.ReportColumns.map((c) => ({ ...c, Order: wanted.get(c.ColumnId)! }))).forEach(
        (c, i) => {
          columnOf(report, c.ColumnId).Order = i + 1;
        },
      );
      store.save();
      res.json(reportView(store, report));
    }),
  );

  app.post(
    '/reportcolumn/delete',
    handle((req, res) => {
      const { user } = caller(res);
      const id = validBody(req, ColumnDeleteBody).reportColumnId;
      const report = store.data.reports.find(
        (r) => r.workspaceId === user.workspaceId && r.ReportColumns.some((c) => c.ColumnId === id),
      );
      if (!report) throw new HttpError(404, `No report column ${id}.`);
      report.ReportColumns = orderedColumns(report.ReportColumns.filter((c) => c.ColumnId !== id)).map(
        (c, i) => ({ ...c, Order: i + 1 }),
      );
      store.save();
      res.json(reportView(store, report));
    }),
  );
}
