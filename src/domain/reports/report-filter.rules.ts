/**
 * The rules of the report filter dialogs and of the filter calls (reports spec §4 "Filter save", "Running", §5). The
 * dialogs apply them as the user edits; the mock backend applies the same ones to every saved filter.
 */
import { isPatternEmail } from '../forms/validation/validation-patterns';
import { validDateRange, type DateCriteria } from '../projects/date-criteria';
import {
  ProjectStatusFilter,
  type ProjectCriteria,
  type ProjectStatusFilterId,
} from '../projects/project-filter';
import {
  EMPTY_ASSIGNEE,
  TaskProjectsFilterType,
  TaskStarredFilterType,
  TaskStatusFilterType,
  filterTypeOf,
  type TaskCriteria,
} from '../tasks/task-filter';
import { ColumnFormat, DEFAULT_SORT_COLUMN, type ReportFilter } from './report-filter.entity';
import { ReportMessage } from './report-messages';
import { REPORT_NAME_MAX, ReportType, SCHEDULER_EMAIL_MAX, type ReportTypeId } from './report.entity';
import { DEFAULT_TIME_ZONE, RecurringType } from './report-schedule';
import { unmaskedRecipientsError } from './unmasked-recipients.rules';

/** A new filter of a report: Id 0, not scheduled, every date, active projects, the spec's sort defaults. */
export function newReportFilter(
  reportId: number,
  reportType: ReportTypeId,
  timeZone = DEFAULT_TIME_ZONE,
): ReportFilter {
  return {
    Id: 0,
    ReportId: reportId,
    Name: '',
    CreatorName: '',
    NextDate: null,
    LastExecutionDate: null,
    RecurringType: null,
    StartingDate: null,
    TimeZone: timeZone,
    ReportFilterScheduleRecipients: [],
    UnmaskEncrypted: false,
    Transposed: false,
    ColumnFormat: ColumnFormat.Wrap,
    Status: String(ProjectStatusFilter.Active),
    SortColumn: reportType === ReportType.Forms ? DEFAULT_SORT_COLUMN.forms : DEFAULT_SORT_COLUMN.tasks,
    SortDesc: false,
    ProjectsAllDates: true,
    ProjectsUseDeliveryEndDate: false,
    ProjectsFromDate: null,
    ProjectsToDate: null,
    TasksAllDates: true,
    TasksUseDeliveryEndDate: false,
    TasksFromDate: null,
    TasksToDate: null,
    TaskReportFilterAssignees: [],
    TaskWithNoAssignee: false,
    ReportFilterTags: [],
    ReportFilterWorkflows: [],
    TaskStatusFilterType: String(TaskStatusFilterType.All),
    TaskStarredFilterType: String(TaskStarredFilterType.Both),
    TaskProjectsFilterType: String(TaskProjectsFilterType.WithAndWithout),
  };
}

/** Spec §2: Add mode when the Id is 0, Edit mode above 0. */
export const filterDialogMode = (id: number): 'Add' | 'Edit' => (id > 0 ? 'Edit' : 'Add');

/** "Add Form Report Filter", "Edit Task Report Filter", ... (spec §2). */
export const filterDialogTitle = (id: number, reportType: ReportTypeId) =>
  `${filterDialogMode(id)} ${reportType === ReportType.Forms ? 'Form' : 'Task'} Report Filter`;

/** Scheduled: a starting date is set. */
export const isScheduled = (f: Pick<ReportFilter, 'StartingDate'>) =>
  f.StartingDate !== null && f.StartingDate !== '';

/** Spec §4: valid with both a starting date and at least one recipient, or with neither. */
export function schedulingValid(
  f: Pick<ReportFilter, 'StartingDate' | 'ReportFilterScheduleRecipients'>,
): boolean {
  return isScheduled(f) === f.ReportFilterScheduleRecipients.length > 0;
}

/**
 * Spec §4: choosing a starting date when there are no recipients adds the current user as recipient and sets daily
 * recurrence. With recipients already there, only the date changes.
 */
export function startingDateChosen(f: ReportFilter, date: string, currentUserEmail: string): ReportFilter {
  if (f.ReportFilterScheduleRecipients.length > 0)
    return { ...f, StartingDate: date, RecurringType: f.RecurringType ?? RecurringType.Daily };
  return {
    ...f,
    StartingDate: date,
    ReportFilterScheduleRecipients: [currentUserEmail],
    RecurringType: RecurringType.Daily,
  };
}

/** Spec §4: clearing the starting date clears the recipients and the recurrence (and the delivery-date options). */
export function startingDateCleared(f: ReportFilter): ReportFilter {
  return {
    ...f,
    StartingDate: null,
    ReportFilterScheduleRecipients: [],
    RecurringType: null,
    ProjectsUseDeliveryEndDate: false,
    TasksUseDeliveryEndDate: false,
  };
}

/** Spec §4: the recurrence select is enabled only when the starting date is in the future (after `today`). */
export const recurrenceEnabled = (startingDate: string | null, today: string) =>
  !!startingDate && startingDate > today;

/** Spec §4: the e-mail input and its Add button are disabled until a starting date is set. */
export const emailInputEnabled = (f: Pick<ReportFilter, 'StartingDate'>) => isScheduled(f);

/** Spec §4: "Use Date of Report Delivery as To Date" is offered for a recurring (scheduled) filter only. */
export const deliveryDateOffered = (f: Pick<ReportFilter, 'StartingDate' | 'RecurringType'>) =>
  isScheduled(f) && f.RecurringType !== null;

export type DatesOf = 'Projects' | 'Tasks';

/** Spec §4: choosing All dates clears the use-delivery-end-date option and the dates. */
export function allDatesChosen(f: ReportFilter, which: DatesOf, allDates: boolean): ReportFilter {
  if (!allDates) return { ...f, [`${which}AllDates`]: false };
  return {
    ...f,
    [`${which}AllDates`]: true,
    [`${which}UseDeliveryEndDate`]: false,
    [`${which}FromDate`]: null,
    [`${which}ToDate`]: null,
  };
}

/** Spec §4: turning on "Use Date of Report Delivery as To Date" replaces the range with a single from date. */
export function deliveryEndChosen(f: ReportFilter, which: DatesOf, on: boolean): ReportFilter {
  return { ...f, [`${which}UseDeliveryEndDate`]: on, [`${which}ToDate`]: on ? null : f[`${which}ToDate`] };
}

export function dateCriteriaOf(f: ReportFilter, which: DatesOf): DateCriteria {
  return {
    AllDates: f[`${which}AllDates`],
    UseDeliveryEndDate: f[`${which}UseDeliveryEndDate`],
    FromDate: f[`${which}FromDate`],
    ToDate: f[`${which}ToDate`],
  };
}

/** Spec §4 "A date range is valid when All dates is chosen, or when the from date is not later than the to date." */
export function datesValid(f: ReportFilter, reportType: ReportTypeId): boolean {
  const ranges: DatesOf[] = reportType === ReportType.Tasks ? ['Projects', 'Tasks'] : ['Projects'];
  return ranges.every((which) => validDateRange(dateCriteriaOf(f, which)));
}

/** Spec §4, §5: a task report needs at least one assignee (the empty assignee, or "with no assignee", counts). */
export function assigneesValid(f: ReportFilter, reportType: ReportTypeId): boolean {
  return reportType !== ReportType.Tasks || f.TaskReportFilterAssignees.length > 0 || f.TaskWithNoAssignee;
}

/** Name, filter name, copy name, rename (spec §5): required, at most 254. */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return ReportMessage.required;
  return trimmed.length > REPORT_NAME_MAX ? ReportMessage.nameTooLong : null;
}

/** Spec §5 "Filter name required message: shown when dirty for an existing filter and when touched for a new filter". */
export const showNameRequired = (id: number, state: { dirty: boolean; touched: boolean }) =>
  id > 0 ? state.dirty : state.touched;

/** A scheduler e-mail as typed (spec §5): "Invalid email!" or "Max characters length (254) exceeded!". */
export function schedulerEmailError(typed: string): string | null {
  const email = typed.trim();
  if (email.length > SCHEDULER_EMAIL_MAX) return ReportMessage.emailTooLong;
  return isPatternEmail(email) ? null : ReportMessage.invalidEmail;
}

/** Adds a typed e-mail to the recipients (once, case ignored), or says why not. */
export function recipientAdded(
  f: ReportFilter,
  typed: string,
): { filter: ReportFilter; error: string | null } {
  const error = schedulerEmailError(typed);
  if (error) return { filter: f, error };
  const email = typed.trim();
  const has = f.ReportFilterScheduleRecipients.some((r) => r.toLowerCase() === email.toLowerCase());
  return {
    filter: has ? f : { ...f, ReportFilterScheduleRecipients: [...f.ReportFilterScheduleRecipients, email] },
    error: null,
  };
}

export type FilterField = 'Name' | 'Recipients' | 'Dates' | 'Assignees';

/**
 * Every message the filter as a whole earns (spec §5), by field; empty when it may be saved. With `readers` (the
 * e-mail addresses of the workspace users who may receive unmasked values: unmasked-recipients.rules.ts), a form
 * filter with Unmask on also refuses any other recipient (issue 31).
 */
export function filterErrors(
  f: ReportFilter,
  reportType: ReportTypeId,
  readers?: readonly string[],
): Partial<Record<FilterField, string>> {
  const errors: Partial<Record<FilterField, string>> = {};
  const name = nameError(f.Name);
  if (name) errors.Name = name;
  if (!schedulingValid(f)) errors.Recipients = ReportMessage.atLeastOneEmail;
  else {
    const problem =
      f.ReportFilterScheduleRecipients.map(schedulerEmailError).find((e) => e !== null) ??
      (readers && reportType === ReportType.Forms ? unmaskedRecipientsError(f, readers) : null);
    if (problem) errors.Recipients = problem;
  }
  if (!datesValid(f, reportType)) errors.Dates = ReportMessage.invalidDateRange;
  if (!assigneesValid(f, reportType)) errors.Assignees = ReportMessage.atLeastOneAssignee;
  return errors;
}

/** A task filter "without projects" (type 3) reads no project, so its workflows do not apply (spec §4: none saved). */
export function workflowsApply(
  f: Pick<ReportFilter, 'TaskProjectsFilterType'>,
  reportType: ReportTypeId,
): boolean {
  return !(
    reportType === ReportType.Tasks &&
    filterTypeOf(f.TaskProjectsFilterType, [1, 2, 3]) === TaskProjectsFilterType.Without
  );
}

/**
 * What a save stores (spec §4): a task filter "without projects" (type 3) saves no workflows (nor tags: no project
 * is read); UnmaskEncrypted only for form reports; names trimmed; an unscheduled filter has no recurrence.
 */
export function filterToSave(f: ReportFilter, reportType: ReportTypeId): ReportFilter {
  const withoutProjects = !workflowsApply(f, reportType);
  const scheduled = isScheduled(f);
  return {
    ...f,
    Name: f.Name.trim(),
    UnmaskEncrypted: reportType === ReportType.Forms ? f.UnmaskEncrypted : false,
    ReportFilterWorkflows: withoutProjects ? [] : f.ReportFilterWorkflows,
    RecurringType: scheduled ? (f.RecurringType ?? RecurringType.Daily) : null,
    ReportFilterScheduleRecipients: scheduled ? f.ReportFilterScheduleRecipients.map((r) => r.trim()) : [],
    ProjectsUseDeliveryEndDate: scheduled && f.ProjectsUseDeliveryEndDate,
    TasksUseDeliveryEndDate: scheduled && f.TasksUseDeliveryEndDate,
  };
}

export interface ButtonState {
  downloading: boolean;
  popupOpen: boolean;
}

/** Spec §4: Run is disabled while downloading, while a popup is open, and with invalid dates or assignees. */
export function runDisabled(f: ReportFilter, reportType: ReportTypeId, state: ButtonState): boolean {
  return state.downloading || state.popupOpen || !datesValid(f, reportType) || !assigneesValid(f, reportType);
}

/** Spec §4: Save also with an invalid scheduler or an invalid form (any message of filterErrors). */
export function saveDisabled(
  f: ReportFilter,
  reportType: ReportTypeId,
  state: ButtonState,
  readers?: readonly string[],
): boolean {
  return runDisabled(f, reportType, state) || Object.keys(filterErrors(f, reportType, readers)).length > 0;
}

/** The project criteria of a filter (src/domain/projects/project-filter.ts). */
export function projectCriteriaOf(f: ReportFilter): ProjectCriteria {
  const status = filterTypeOf<ProjectStatusFilterId>(f.Status, [0, 100, -1]) ?? ProjectStatusFilter.Active;
  return {
    Status: status,
    TagIds: f.ReportFilterTags,
    Workflows: f.ReportFilterWorkflows,
    Dates: dateCriteriaOf(f, 'Projects'),
  };
}

/** The task criteria of a filter (src/domain/tasks/task-filter.ts), before the projects are known. */
export function taskCriteriaOf(f: ReportFilter): TaskCriteria {
  return {
    TaskStatusFilterType: filterTypeOf(f.TaskStatusFilterType, [1, 2, 3]) ?? TaskStatusFilterType.All,
    TaskStarredFilterType: filterTypeOf(f.TaskStarredFilterType, [1, 2, 3]) ?? TaskStarredFilterType.Both,
    TaskProjectsFilterType:
      filterTypeOf(f.TaskProjectsFilterType, [1, 2, 3]) ?? TaskProjectsFilterType.WithAndWithout,
    TaskAssignees: f.TaskReportFilterAssignees,
    TaskWithNoAssignee: f.TaskWithNoAssignee || f.TaskReportFilterAssignees.includes(EMPTY_ASSIGNEE),
    Dates: dateCriteriaOf(f, 'Tasks'),
  };
}
