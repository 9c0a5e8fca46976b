/** Reports, columns and filters as stored and as the API answers them (issue 15; docs/reports.md). */
import type {
  ReportFilterRecord,
  ReportGroupRecord,
  ReportRecord,
  UserRecord,
} from '../../../fixtures/types';
import { ReportAccessMessage, reportCall } from '../../../src/domain/access/report-access.policy';
import type { AccessVerbId } from '../../../src/domain/access/access-verb';
import { predefinedField, predefinedSourceName } from '../../../src/domain/reports/predefined-fields';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import { newReportFilter } from '../../../src/domain/reports/report-filter.rules';
import {
  orderedColumns,
  type Report,
  type ReportColumn,
  type ReportTypeId,
} from '../../../src/domain/reports/report.entity';
import { isTimeZone, nextDelivery, type RecurringTypeId } from '../../../src/domain/reports/report-schedule';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { HttpError } from '../../http';
import type { Store } from '../../store';
import type { RunCriteriaBody } from '../../schemas/reports.schema';
import { recordedUserName } from '../admin/admin-views';

/** Allows a report call needing `verb` (spec §6), or throws 401/403. */
export function allowReports(store: Store, user: UserRecord, verb: AccessVerbId): void {
  allow(reportCall(actorOf(store, user), verb));
}

export function groupOf(store: Store, user: UserRecord, id: number): ReportGroupRecord {
  const group = store.data.reportGroups.find(
    (g) => g.ReportGroupId === id && g.workspaceId === user.workspaceId,
  );
  if (!group) throw new HttpError(404, `No report group ${id}.`);
  return group;
}

/** A report of the caller's workspace (404 otherwise). */
export function reportOf(store: Store, user: UserRecord, id: number): ReportRecord {
  const report = store.data.reports.find((r) => r.ReportId === id && r.workspaceId === user.workspaceId);
  if (!report) throw new HttpError(404, `No report ${id}.`);
  return report;
}

/** A report of the caller's workspace of the type the route names (`/report/details/{id}-{type}`). */
export function reportOfType(store: Store, user: UserRecord, id: number, type: ReportTypeId): ReportRecord {
  const report = reportOf(store, user, id);
  if (report.ReportType !== type) throw new HttpError(404, `Report ${id} is not of type ${type}.`);
  return report;
}

/** Where each form field lives: its form's name and the field. */
export function formFieldIndex(store: Store) {
  const index = new Map<
    number,
    {
      formId: number;
      formName: string;
      name: string;
      referenceLabel: string;
      dataType: number | undefined;
      formattingType: number | undefined;
    }
  >();
  for (const form of store.data.forms)
    for (const f of form.Fields)
      index.set(f.FieldDefinitionId, {
        formId: form.FormId,
        formName: form.FormName,
        name: f.Name,
        referenceLabel: f.ReferenceLabel ?? '',
        dataType: f.DataTypeId,
        formattingType: f.FormattingType,
      });
  return index;
}

export function reportView(store: Store, report: ReportRecord): Report {
  const group = store.data.reportGroups.find((g) => g.ReportGroupId === report.ReportGroupId);
  const fields = formFieldIndex(store);
  const ReportColumns: ReportColumn[] = orderedColumns(report.ReportColumns).map((c) => {
    const predefined = predefinedField(c.PredefinedFieldId);
    const field = c.FormFieldId === null ? undefined : fields.get(c.FormFieldId);
    return {
      ...c,
      Format: c.Format ?? '',
      FieldName: predefined?.Name ?? field?.name ?? '',
      ReferenceLabel: predefined?.ReferenceLabel ?? field?.referenceLabel ?? '',
      SourceName: predefined ? predefinedSourceName(predefined) : (field?.formName ?? ''),
    };
  });
  return {
    ReportId: report.ReportId,
    ReportName: report.ReportName,
    ReportType: report.ReportType,
    ReportGroupId: report.ReportGroupId,
    ReportGroupName: group?.Name ?? '',
    ReportColumns,
  };
}

/** A filter of a report of the caller's workspace (404 otherwise). */
export function filterOf(
  store: Store,
  user: UserRecord,
  id: number,
): { filter: ReportFilterRecord; report: ReportRecord } {
  const filter = store.data.reportFilters.find((f) => f.Id === id && f.workspaceId === user.workspaceId);
  const report =
    filter &&
    store.data.reports.find((r) => r.ReportId === filter.ReportId && r.workspaceId === user.workspaceId);
  if (!filter || !report) throw new HttpError(404, `No report filter ${id}.`);
  return { filter, report };
}

/** The schedule of a stored filter, or null when it is not scheduled. */
export function scheduleOf(filter: ReportFilterRecord) {
  if (
    !filter.StartingDate ||
    filter.RecurringType === null ||
    filter.ReportFilterScheduleRecipients.length === 0
  )
    return null;
  return {
    StartingDate: filter.StartingDate,
    RecurringType: filter.RecurringType as RecurringTypeId,
    TimeZone: filter.TimeZone,
  };
}

/** The next delivery the scheduler will make, after what it already handled. */
export function nextDeliveryOf(filter: ReportFilterRecord, now: number): number | null {
  const schedule = scheduleOf(filter);
  if (!schedule) return null;
  const handled = filter.scheduledThrough ? Date.parse(filter.scheduledThrough) + 1 : 0;
  return nextDelivery(schedule, Math.max(now, handled));
}

/**
 * A copy of a filter (a filter's Copy, or a report's copy) for `userId`: the same criteria, not scheduled (its
 * recipients did not ask for a second e-mail), never run.
 */
export function unscheduledCopy(filter: ReportFilterRecord, Id: number, userId: number): ReportFilterRecord {
  return {
    ...structuredClone(filter),
    Id,
    createdBy: userId,
    StartingDate: null,
    RecurringType: null,
    ReportFilterScheduleRecipients: [],
    ProjectsUseDeliveryEndDate: false,
    TasksUseDeliveryEndDate: false,
    LastExecutionDate: null,
    scheduledThrough: null,
  };
}

export function filterView(store: Store, filter: ReportFilterRecord, now: number): ReportFilter {
  const { createdBy, savedBy: _saved, workspaceId: _ws, scheduledThrough: _through, ...wire } = filter;
  const next = nextDeliveryOf(filter, now);
  return {
    ...wire,
    CreatorName: recordedUserName(store, createdBy),
    NextDate: next === null ? null : new Date(next).toISOString(),
  };
}

/**
 * A filter as the body gives it, completed with a new filter's defaults for what it leaves out; a schedule without a
 * zone takes the workspace's (the General screen's time zone of report schedules, issue 17).
 */
export function criteriaOf(
  body: RunCriteriaBody,
  reportType: ReportTypeId,
  workspaceZone?: string,
): ReportFilter {
  const base = newReportFilter(body.ReportId, reportType);
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null));
  const merged = { ...base, ...set } as ReportFilter;
  return {
    ...merged,
    // Strings on the wire (spec §9), whichever way they came.
    Status: String(merged.Status),
    TaskStatusFilterType: String(merged.TaskStatusFilterType),
    TaskStarredFilterType: String(merged.TaskStarredFilterType),
    TaskProjectsFilterType: String(merged.TaskProjectsFilterType),
    StartingDate: body.StartingDate ?? null,
    RecurringType: (body.RecurringType ?? null) as RecurringTypeId | null,
    TimeZone: isTimeZone(body.TimeZone)
      ? body.TimeZone
      : isTimeZone(workspaceZone)
        ? workspaceZone
        : base.TimeZone,
    ReportFilterWorkflows: (body.ReportFilterWorkflows ?? []).map((w) => ({
      WorkflowId: w.WorkflowId,
      WorkflowStatusId: w.WorkflowStatusId ?? null,
    })),
  };
}

export { ReportAccessMessage };
