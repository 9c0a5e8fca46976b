import type { Application, Response } from 'express';
import type { ReportFilterRecord, ReportRecord, UserRecord } from '../../../fixtures/types';
import { mayBeAssigned } from '../../../src/domain/access/task-access.policy';
import { AccessVerb, type AccessVerbId } from '../../../src/domain/access/access-verb';
import {
  filterErrors,
  filterToSave,
  isScheduled,
  nameError,
} from '../../../src/domain/reports/report-filter.rules';
import { ReportType } from '../../../src/domain/reports/report.entity';
import { EMPTY_ASSIGNEE } from '../../../src/domain/tasks/task-filter';
import { signedIn, type Caller } from '../../auth';
import { ID } from '../../forms/body-reader';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import { FilterCopyBody, FilterIdBody, ReportFilterBody } from '../../schemas/reports.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { tagsOf, workflowsOf } from '../setup/setup-data';
import { reportItemDeletion } from '../../../src/domain/access/report-access.policy';
import { allow } from '../../access/access-guard';
import { rightsOf, savedFilterView as filterView } from './filter-view';
import { allowReports, criteriaOf, filterOf, reportOf, unscheduledCopy } from './report-data';
import type { ReportsContext } from './reports-context';
import { unmaskReaders } from './unmasked-delivery';

/** Report filters (reports spec §7 "Report filters"; rules §4, §5; docs/api.md "Reports"). */
export function registerFilterRoutes(app: Application, rc: ReportsContext): void {
  const { store } = rc;
  const caller = (res: Response, verb: AccessVerbId): Caller => {
    const c = signedIn(res);
    allowReports(store, c.user, verb);
    return c;
  };

  /** Everything a saved filter names must exist in the caller's workspace; the rules of §4 and §5 hold. */
  const checked = (user: UserRecord, report: ReportRecord, body: ReportFilterBody) => {
    const asSent = {
      ...criteriaOf(body, report.ReportType, store.workspace(user.workspaceId)?.timeZone),
      Id: body.Id,
      Name: body.Name,
    };
    // With Unmask on, only workspace users who may see the values may receive them (issue 31).
    const readers = unmaskReaders(store, user.workspaceId).map((u) => u.email);
    const errors = filterErrors(asSent, report.ReportType, readers);
    const first = Object.entries(errors)[0];
    if (first) throw badRequest(`${first[0]}: ${first[1]}`);
    const filter = filterToSave(asSent, report.ReportType);
    const people = new Set(
      store.data.users.filter((u) => u.workspaceId === user.workspaceId && mayBeAssigned(u)).map((u) => u.id),
    );
    const stranger = filter.TaskReportFilterAssignees.find((id) => id !== EMPTY_ASSIGNEE && !people.has(id));
    if (stranger !== undefined)
      throw badRequest(`TaskReportFilterAssignees: there is no workspace user ${stranger}.`);
    const tags = new Set(tagsOf(store, user.workspaceId).map((t) => t.TagId));
    const tag = filter.ReportFilterTags.find((id) => !tags.has(id));
    if (tag !== undefined) throw badRequest(`ReportFilterTags: there is no project tag ${tag}.`);
    const workflows = workflowsOf(store, user.workspaceId);
    for (const w of filter.ReportFilterWorkflows) {
      const workflow = workflows.find((x) => x.WorkflowId === w.WorkflowId);
      if (!workflow) throw badRequest(`ReportFilterWorkflows: there is no workflow ${w.WorkflowId}.`);
      if (
        w.WorkflowStatusId !== null &&
        !workflow.WorkflowItems.some((i) => i.WorkflowStatusId === w.WorkflowStatusId)
      )
        throw badRequest(
          `ReportFilterWorkflows: workflow ${w.WorkflowId} has no status ${w.WorkflowStatusId}.`,
        );
    }
    return filter;
  };

  const save = (type: 1 | 2, mode: 'create' | 'update') =>
    handle((req, res) => {
      const { user } = caller(res, mode === 'create' ? AccessVerb.Create : AccessVerb.Update);
      const body = validBody(req, ReportFilterBody);
      const report = reportOf(store, user, body.ReportId);
      const kind = type === ReportType.Forms ? 'Form' : 'Task';
      if (report.ReportType !== type)
        throw badRequest(`Report ${report.ReportId} is not a ${kind.toLowerCase()} report.`);
      if (mode === 'create' && body.Id !== 0)
        throw badRequest(`A new filter has Id 0: use update${kind}ReportFilter to change filter ${body.Id}.`);
      if (mode === 'update' && body.Id === 0)
        throw badRequest(`Id 0 is a new filter: use create${kind}ReportFilter.`);
      const existing = mode === 'update' ? filterOf(store, user, body.Id) : null;
      if (existing && existing.filter.ReportId !== report.ReportId)
        throw badRequest(`Filter ${body.Id} belongs to report ${existing.filter.ReportId}.`);
      const filter = checked(user, report, body);
      const { CreatorName: _c, NextDate: _n, ...fields } = filter;
      const now = new Date(rc.now()).toISOString();
      const scheduleChanged =
        !existing ||
        existing.filter.StartingDate !== fields.StartingDate ||
        existing.filter.RecurringType !== fields.RecurringType ||
        existing.filter.TimeZone !== fields.TimeZone;
      const record: ReportFilterRecord = {
        ...fields,
        Id: existing ? existing.filter.Id : nextId(store.data.reportFilters.map((f) => f.Id)),
        LastExecutionDate: existing?.filter.LastExecutionDate ?? null,
        createdBy: existing?.filter.createdBy ?? user.id,
        savedBy: user.id,
        workspaceId: user.workspaceId,
        // A new or changed schedule starts from now: deliveries before it are not owed.
        scheduledThrough: isScheduled(fields)
          ? scheduleChanged
            ? now
            : (existing?.filter.scheduledThrough ?? now)
          : null,
      };
      if (existing) Object.assign(existing.filter, record);
      else store.data.reportFilters.push(record);
      store.save();
      res.json(filterView(store, existing?.filter ?? record, rc.now()));
    });

  app.post('/reportfilter/createFormReportFilter', save(ReportType.Forms, 'create'));
  app.post('/reportfilter/createTaskReportFilter', save(ReportType.Tasks, 'create'));
  app.post('/reportfilter/updateFormReportFilter', save(ReportType.Forms, 'update'));
  app.post('/reportfilter/updateTaskReportFilter', save(ReportType.Tasks, 'update'));

  app.get(
    '/reportfilter/getList',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      const report = reportOf(store, user, queryInteger(req, 'reportId', ID));
      const filters = store.data.reportFilters
        .filter((f) => f.ReportId === report.ReportId)
        .sort((a, b) => a.Name.localeCompare(b.Name));
      res.json(filters.map((f) => filterView(store, f, rc.now())));
    }),
  );

  app.get(
    '/reportfilter',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      res.json(filterView(store, filterOf(store, user, queryInteger(req, 'id', ID)).filter, rc.now()));
    }),
  );

  /** The delivery log of a filter (issue 15), newest first, at most 100 entries. */
  app.get(
    '/reportfilter/deliveries',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      const { filter } = filterOf(store, user, queryInteger(req, 'id', ID));
      const log = store.data.reportDeliveries
        .filter((d) => d.FilterId === filter.Id)
        .sort((a, b) => b.DeliveryId - a.DeliveryId);
      res.json(log.slice(0, 100));
    }),
  );

  /** A copy is not scheduled: the recipients did not ask for a second delivery. */
  app.post(
    '/reportfilter/copy',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Copy);
      const body = validBody(req, FilterCopyBody);
      const problem = nameError(body.name);
      if (problem) throw badRequest(`name: ${problem}`);
      const { filter } = filterOf(store, user, body.id);
      const copy: ReportFilterRecord = {
        ...unscheduledCopy(filter, nextId(store.data.reportFilters.map((f) => f.Id)), user.id),
        // The copy is the copier's: they created and saved it.
        savedBy: user.id,
        Name: body.name.trim(),
      };
      store.data.reportFilters.push(copy);
      store.save();
      res.json(filterView(store, copy, rc.now()));
    }),
  );

  app.post(
    '/reportfilter/rename',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Update);
      const body = validBody(req, FilterCopyBody);
      const { filter } = filterOf(store, user, body.id);
      filter.Name = body.name.trim();
      store.save();
      res.json(filterView(store, filter, rc.now()));
    }),
  );

  app.post(
    '/reportfilter/delete',
    handle((req, res) => {
      const { user } = caller(res, AccessVerb.Delete);
      const { filter } = filterOf(store, user, validBody(req, FilterIdBody).id);
      // Its creator or an administrator (issue 32 #1), the rule the filter list applies to its Delete.
      allow(reportItemDeletion(rightsOf(store, user), filter.createdBy));
      store.data.reportFilters = store.data.reportFilters.filter((f) => f !== filter);
      store.data.reportDeliveries = store.data.reportDeliveries.filter((d) => d.FilterId !== filter.Id);
      store.save();
      res.json({});
    }),
  );

  /** The assignees a task filter offers (spec §7 "GET reportTaskAssignee list"): the empty assignee, then the people. */
  app.get(
    '/reportTaskAssignee/list',
    handle((_req, res) => {
      const { user } = caller(res, AccessVerb.Read);
      const people = store.data.users
        .filter((u) => u.workspaceId === user.workspaceId && mayBeAssigned(u))
        .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName));
      res.json([
        { UserId: EMPTY_ASSIGNEE, Name: 'No assignee' },
        ...people.map((p) => ({ UserId: p.id, Name: `${p.firstName} ${p.lastName}`.trim(), Email: p.email })),
      ]);
    }),
  );
}
