/**
 * The summary behind `GET /api/dashboard/summary` (docs/dashboard.md): each part is read through the area's own access
 * rules (tasks: readTask; projects: readProject; instances: readInstance; reports: reportCall), counted by the
 * dashboard's rules in src/domain/dashboard/.
 */
import type { ReportFilterRecord, TaskRecord, UserRecord } from '../../../fixtures/types';
import { reportCall } from '../../../src/domain/access/report-access.policy';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import {
  compareDeliveries,
  completedPerWeek,
  dashboardDays,
  isMine,
  taskBucket,
  type DashboardDays,
} from '../../../src/domain/dashboard/dashboard-days.rules';
import {
  DASHBOARD_LIMITS,
  TASK_BUCKETS,
  type DashboardDelivery,
  type DashboardInstance,
  type DashboardProjectStatus,
  type DashboardSummary,
  type DashboardTaskGroup,
} from '../../../src/domain/dashboard/dashboard.entity';
import { PROJECT_STATUS_LABELS, ProjectStatus } from '../../../src/domain/projects/project.entity';
import { actorOf } from '../../access/access-facts';
import { projectsOf, readableInstance } from '../../forms/form-access';
import { HttpError } from '../../http';
import type { Store } from '../../store';
import { filterView, scheduleOf } from '../reports/report-data';
import { visibleTasks } from '../tasks/task-data';

const { items: ITEMS } = DASHBOARD_LIMITS;

function taskGroups(store: Store, mine: readonly TaskRecord[], days: DashboardDays): DashboardTaskGroup[] {
  const projectName = (id: number | null) =>
    id === null ? null : (store.data.projects.find((p) => p.ProjectId === id)?.Name ?? null);
  return TASK_BUCKETS.map((Kind) => {
    const tasks = mine
      .filter((t) => taskBucket(t, days) === Kind)
      .sort((a, b) => (a.DueDate ?? '').localeCompare(b.DueDate ?? '') || a.TaskId - b.TaskId);
    return {
      Kind,
      Count: tasks.length,
      Items: tasks.slice(0, ITEMS).map((t) => ({
        TaskId: t.TaskId,
        Title: t.Title,
        DueDate: t.DueDate ?? '',
        ProjectName: projectName(t.ProjectId),
      })),
    };
  });
}

/** Instances the user saved last, that they may still read, newest first. */
function touchedInstances(store: Store, user: UserRecord): DashboardInstance[] {
  const touched = store.data.formInstances
    .filter((i) => i.updatedBy === user.id)
    .sort((a, b) => b.UpdatedOn.localeCompare(a.UpdatedOn));
  return touched.flatMap((i) => {
    try {
      const { project } = readableInstance(store, user, i.InstanceId);
      return [{ InstanceId: i.InstanceId, Name: i.Name, ProjectName: project.Name, UpdatedOn: i.UpdatedOn }];
    } catch (error) {
      if (error instanceof HttpError) return [];
      throw error;
    }
  });
}

/** Scheduled filters the user receives (their e-mail among the recipients) or scheduled (saved last). */
function deliveries(store: Store, user: UserRecord, now: number): DashboardDelivery[] {
  if (!reportCall(actorOf(store, user), AccessVerb.Read).allowed) return [];
  const concerns = (f: ReportFilterRecord) =>
    f.workspaceId === user.workspaceId &&
    scheduleOf(f) !== null &&
    (f.ReportFilterScheduleRecipients.some((r) => r.toLowerCase() === user.email.toLowerCase()) ||
      (f.savedBy ?? f.createdBy) === user.id);
  return store.data.reportFilters
    .filter(concerns)
    .map((f) => {
      const last = store.data.reportDeliveries
        .filter((d) => d.FilterId === f.Id)
        .sort((a, b) => b.DueAt.localeCompare(a.DueAt) || b.DeliveryId - a.DeliveryId)[0];
      return {
        FilterId: f.Id,
        FilterName: f.Name,
        ReportName: store.data.reports.find((r) => r.ReportId === f.ReportId)?.ReportName ?? '',
        NextDate: filterView(store, f, now).NextDate,
        LastDate: last?.DueAt ?? null,
        LastStatus: last?.Status ?? null,
      };
    })
    .sort(compareDeliveries);
}

function projectStatuses(store: Store, user: UserRecord): { count: number; rows: DashboardProjectStatus[] } {
  const projects = projectsOf(store, user);
  const rows = [ProjectStatus.Active, ProjectStatus.Closed].map((Status) => ({
    Status,
    Label: PROJECT_STATUS_LABELS[Status],
    Count: projects.filter((p) => (p.Status ?? ProjectStatus.Active) === Status).length,
  }));
  return { count: projects.length, rows };
}

/** The summary for `user` at `now` (epoch ms), counted in the workspace's time zone. */
export function dashboardSummary(store: Store, user: UserRecord, now: number): DashboardSummary {
  const days = dashboardDays(now, store.workspace(user.workspaceId)?.timeZone);
  const mine = visibleTasks(store, user).filter((t) => isMine(t, user.id));
  const instances = touchedInstances(store, user);
  const delivered = deliveries(store, user, now);
  const projects = projectStatuses(store, user);
  return {
    Today: days.today,
    TimeZone: days.zone,
    Tasks: taskGroups(store, mine, days),
    InstanceCount: instances.length,
    Instances: instances.slice(0, ITEMS),
    DeliveryCount: delivered.length,
    Deliveries: delivered.slice(0, ITEMS),
    ProjectCount: projects.count,
    Projects: projects.rows,
    CompletedWeeks: completedPerWeek(mine, user.id, now, days.zone),
  };
}
