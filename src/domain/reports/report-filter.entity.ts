/**
 * A saved report filter (reports spec §3), as the API carries it. Status and filter types are strings on the wire
 * (spec §9 "Filter status and type values are strings"); `filterTypeOf` (src/domain/tasks/task-filter.ts) reads them.
 */
import type { RecurringTypeId } from './report-schedule';

/** ColumnFormat (spec §3, §9): 0 wrap, 1 clip, 2 expand. */
export const ColumnFormat = { Wrap: 0, Clip: 1, Expand: 2 } as const;
export type ColumnFormatId = (typeof ColumnFormat)[keyof typeof ColumnFormat];

/** Spec §9: "The run button is busy 1 second." */
export const RUN_BUSY_MS = 1000;

/** SortColumn defaults (spec §9): 5 for forms, 10 for tasks. */
export const DEFAULT_SORT_COLUMN = { forms: 5, tasks: 10 } as const;

export interface FilterWorkflow {
  WorkflowId: number;
  /** A status of the workflow, or null for any of its statuses. */
  WorkflowStatusId: number | null;
}

export interface ReportFilter {
  Id: number;
  ReportId: number;
  Name: string;
  CreatorName: string;
  /** Who created it (a user id; set by the server): the creator or an administrator deletes it (issue 32 #1). */
  CreatedById?: number;
  /**
   * Who saved it last (set by the server; its creator until someone else saves it): scheduled deliveries run with
   * their access (issue 32 #2).
   */
  SavedById?: number;
  SavedByName?: string;
  /** Next delivery (ISO instant) or null when not scheduled. Set by the server. */
  NextDate: string | null;
  LastExecutionDate: string | null;
  RecurringType: RecurringTypeId | null;
  /** First scheduled delivery day, YYYY-MM-DD; null when not scheduled. */
  StartingDate: string | null;
  /** Ours (issue 15): the schedule's IANA time zone; the spec's Pacific time when absent. */
  TimeZone: string | null;
  ReportFilterScheduleRecipients: string[];
  UnmaskEncrypted: boolean;
  Transposed: boolean;
  ColumnFormat: ColumnFormatId;
  /** Project status filter as a string: "0" Active, "100" Closed, "-1" Active and Closed. */
  Status: string;
  SortColumn: number;
  SortDesc: boolean;
  ProjectsAllDates: boolean;
  ProjectsUseDeliveryEndDate: boolean;
  ProjectsFromDate: string | null;
  ProjectsToDate: string | null;
  TasksAllDates: boolean;
  TasksUseDeliveryEndDate: boolean;
  TasksFromDate: string | null;
  TasksToDate: string | null;
  TaskReportFilterAssignees: number[];
  TaskWithNoAssignee: boolean;
  ReportFilterTags: number[];
  ReportFilterWorkflows: FilterWorkflow[];
  /** Strings of the task filter constants (src/domain/tasks/task-filter.ts). */
  TaskStatusFilterType: string;
  TaskStarredFilterType: string;
  TaskProjectsFilterType: string;
}

/** One scheduled delivery of a filter (issue 15: the delivery log on the filter details page). */
export interface ReportDelivery {
  DeliveryId: number;
  FilterId: number;
  /** The delivery it was due at (ISO instant). */
  DueAt: string;
  Status: 'queued' | 'sent' | 'no content' | 'failed';
  Recipients: string[];
  Rows: number;
  Detail: string;
  UpdatedOn: string;
}

/** A person a task report filter may name (spec §7 "GET reportTaskAssignee list"); UserId 0 is "No assignee". */
export interface ReportAssignee {
  UserId: number;
  Name: string;
  Email?: string;
}
