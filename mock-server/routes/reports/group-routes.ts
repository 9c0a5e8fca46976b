import type { Application, Response } from 'express';
import type { ReportGroupRecord } from '../../../fixtures/types';
import { AccessVerb, type AccessVerbId } from '../../../src/domain/access/access-verb';
import { reportItemDeletion } from '../../../src/domain/access/report-access.policy';
import { groupDeletion, groupNameError } from '../../../src/domain/reports/report-group.rules';
import type { ReportGroup } from '../../../src/domain/reports/report.entity';
import { allow } from '../../access/access-guard';
import { signedIn, type Caller } from '../../auth';
import { nextId } from '../../forms/form-writes';
import { HttpError, badRequest, handle } from '../../http';
import {
  ReportGroupCreateBody,
  ReportGroupIdBody,
  ReportGroupRenameBody,
} from '../../schemas/reports.schema';
import { validBody } from '../../schemas/valid-body';
import { rightsOf } from './filter-view';
import { allowReports, groupOf } from './report-data';
import type { ReportsContext } from './reports-context';

export const groupView = (g: ReportGroupRecord): ReportGroup => ({
  ReportGroupId: g.ReportGroupId,
  Name: g.Name,
  CreatedById: g.createdBy ?? null,
});

/**
 * Report groups (issue 32 #15; docs/api-reports.md "Report groups"): create with the Create bit, rename with Update,
 * delete by its creator or an administrator and only when it holds no report (src/domain/reports/report-group.rules.ts).
 */
export function registerGroupRoutes(app: Application, rc: ReportsContext): void {
  const { store } = rc;
  const caller = (res: Response, verb: AccessVerbId): Caller => {
    const c = signedIn(res);
    allowReports(store, c.user, verb);
    return c;
  };
  const groupsOf = (workspaceId: number) =>
    store.data.reportGroups.filter((g) => g.workspaceId === workspaceId);
  const checkedName = (workspaceId: number, name: string, ownId: number | null) => {
    const problem = groupNameError(name, groupsOf(workspaceId), ownId);
    if (problem) throw badRequest(`name: ${problem}`);
    return name.trim();
  };

  app.post(
    '/reportgroup/create',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Create);
      const body = validBody(req, ReportGroupCreateBody);
      const group: ReportGroupRecord = {
        ReportGroupId: nextId(store.data.reportGroups.map((g) => g.ReportGroupId)),
        Name: checkedName(user.workspaceId, body.name, null),
        workspaceId: user.workspaceId,
        createdBy: user.id,
      };
      store.data.reportGroups.push(group);
      store.save();
      res.json(groupView(group));
    }),
  );

  app.post(
    '/reportgroup/rename',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Update);
      const body = validBody(req, ReportGroupRenameBody);
      const group = groupOf(store, user, body.reportGroupId);
      group.Name = checkedName(user.workspaceId, body.name, group.ReportGroupId);
      store.save();
      res.json(groupView(group));
    }),
  );

  app.post(
    '/reportgroup/delete',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Delete);
      const group = groupOf(store, user, validBody(req, ReportGroupIdBody).reportGroupId);
      const reports = store.data.reports.filter((r) => r.ReportGroupId === group.ReportGroupId).length;
      // Not the user's to delete: 403; the user's but not empty: 409, with what to do (groupDeletion says both).
      allow(reportItemDeletion(rightsOf(store, user), group.createdBy ?? null));
      const decision = groupDeletion(rightsOf(store, user), groupView(group), reports);
      if (!decision.allowed) throw new HttpError(409, decision.reason);
      store.data.reportGroups = store.data.reportGroups.filter((g) => g !== group);
      store.save();
      res.json({});
    }),
  );
}
