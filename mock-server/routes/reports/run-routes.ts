import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Application, Response } from 'express';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { assigneesValid, datesValid, filterToSave } from '../../../src/domain/reports/report-filter.rules';
import { ReportMessage } from '../../../src/domain/reports/report-messages';
import { ReportType } from '../../../src/domain/reports/report.entity';
import { signedIn, type Caller } from '../../auth';
import { sendStream } from '../../cabinet/serve-file';
import { HttpError, badRequest, handle } from '../../http';
import { FilterRunBody, RunCriteriaBody } from '../../schemas/reports.schema';
import { validBody } from '../../schemas/valid-body';
import { allowReports, criteriaOf, filterOf, filterView, reportOf } from './report-data';
import type { ReportsContext } from './reports-context';
import { XLSX_TYPE } from './report-workbook';

/**
 * Running (reports spec §7 "Running", §4): the answer is 202 `{ RunId, FileName }`, not the file; the workbook is
 * produced in the background and `reportReady` or `reportNoContent` reaches the user who ran it over the hub (and
 * `GET reportrun/pending` when the push found no tab). The SPA then downloads `GET reportrun/download?id` through
 * the platform's file-download convention.
 */
export function registerRunRoutes(app: Application, rc: ReportsContext): void {
  const { store } = rc;
  const caller = (res: Response): Caller => {
    const c = signedIn(res);
    allowReports(store, c.user, AccessVerb.Read);
    return c;
  };

  const runCriteria = (type: 1 | 2) =>
    handle((req, res) => {
      const { user } = caller(res);
      const body = validBody(req, RunCriteriaBody);
      const report = reportOf(store, user, body.ReportId);
      if (report.ReportType !== type)
        throw badRequest(
          `Report ${report.ReportId} is not a ${type === ReportType.Forms ? 'form' : 'task'} report.`,
        );
      const filter = filterToSave(criteriaOf(body, type, store.workspace(user.workspaceId)?.timeZone), type);
      if (!datesValid(filter, type)) throw badRequest(ReportMessage.invalidDateRange);
      if (!assigneesValid(filter, type)) throw badRequest(ReportMessage.atLeastOneAssignee);
      res.status(202).json(rc.startRun(user, report, filter));
    });

  app.post('/reportrun/FormReport', runCriteria(ReportType.Forms));
  app.post('/reportrun/TaskReport', runCriteria(ReportType.Tasks));

  app.post(
    '/reportrun/Filter',
    handle((req, res) => {
      const { user } = caller(res);
      const body = validBody(req, FilterRunBody);
      const { filter, report } = filterOf(store, user, body.reportFilterId);
      if (report.ReportId !== body.reportId)
        throw badRequest(`Filter ${filter.Id} belongs to report ${report.ReportId}, not ${body.reportId}.`);
      res.status(202).json(rc.startRun(user, report, filterView(store, filter, rc.now()), filter));
    }),
  );

  /**
   * The caller's runs that finished and were not acknowledged (issue 36): asked by a tab when its hub connects
   * again, so that a `reportReady` pushed while it was away still downloads the workbook.
   */
  app.get(
    '/reportrun/pending',
    handle((_req, res) => {
      const { user } = caller(res);
      res.json(rc.pendingOf(user.id));
    }),
  );

  app.get(
    '/reportrun/download',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const id = req.query.id;
      const run = typeof id === 'string' ? rc.runs.get(id) : undefined;
      if (!run || run.userId !== user.id || !run.ready || run.expires <= rc.now() || !existsSync(run.path))
        throw new HttpError(404, 'This report is no longer available. Please run it again.');
      const { size } = await stat(run.path);
      run.acknowledged = true;
      await sendStream(res, createReadStream(run.path), { name: run.FileName, size, contentType: XLSX_TYPE });
    }),
  );
}
