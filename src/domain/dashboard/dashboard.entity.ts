/**
 * What `GET /api/dashboard/summary` answers (docs/dashboard.md): a member's start of the day, every part already cut
 * to what the member may read. The counts are over everything; the lists hold at most DASHBOARD_LIMITS.items.
 */
import type { ProjectStatusId } from '../projects/project.entity';
import type { ReportDelivery } from '../reports/report-filter.entity';

/** The three task groups of the "My tasks" widget, in the order they are shown. */
export const TASK_BUCKETS = ['overdue', 'today', 'week'] as const;
export type TaskBucket = (typeof TASK_BUCKETS)[number];

export interface DashboardTask {
  TaskId: number;
  Title: string;
  /** YYYY-MM-DD. */
  DueDate: string;
  ProjectName: string | null;
}

export interface DashboardTaskGroup {
  Kind: TaskBucket;
  Count: number;
  Items: DashboardTask[];
}

export interface DashboardInstance {
  InstanceId: number;
  Name: string;
  ProjectName: string;
  /** ISO instant of the member's last save. */
  UpdatedOn: string;
}

/** A scheduled report filter the member receives or scheduled, with its next and last delivery. */
export interface DashboardDelivery {
  FilterId: number;
  FilterName: string;
  ReportName: string;
  /** ISO instant, or null when the filter is no longer scheduled. */
  NextDate: string | null;
  /** ISO instant of the last delivery, or null before the first. */
  LastDate: string | null;
  LastStatus: ReportDelivery['Status'] | null;
}

export interface DashboardProjectStatus {
  Status: ProjectStatusId;
  Label: string;
  Count: number;
}

/** Tasks of the member completed in one week (Monday to Sunday in the workspace's time zone). */
export interface DashboardWeek {
  /** The Monday, YYYY-MM-DD. */
  WeekStart: string;
  Count: number;
}

export interface DashboardSummary {
  /** The workspace's day the counts were made on, YYYY-MM-DD. */
  Today: string;
  TimeZone: string;
  Tasks: DashboardTaskGroup[];
  InstanceCount: number;
  Instances: DashboardInstance[];
  DeliveryCount: number;
  Deliveries: DashboardDelivery[];
  ProjectCount: number;
  Projects: DashboardProjectStatus[];
  /** Oldest first, DASHBOARD_LIMITS.weeks of them, the current week last. */
  CompletedWeeks: DashboardWeek[];
}

/** Ours: five items keep a widget readable at a glance; eight weeks show two months of pace. */
export const DASHBOARD_LIMITS = { items: 5, weeks: 8, daysAhead: 7 } as const;
