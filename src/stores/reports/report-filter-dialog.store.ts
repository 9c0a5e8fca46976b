import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { deliveryAccessWarning } from '../../domain/reports/delivery-access.rules';
import {
  LoadFilterChoices,
  type FilterChoices,
} from '../../application/reports/load-filter-choices.use-case';
import { RunReport } from '../../application/reports/run-report.use-case';
import { SaveReportFilter } from '../../application/reports/save-report-filter.use-case';
import {
  RUN_BUSY_MS,
  type FilterWorkflow,
  type ReportFilter,
} from '../../domain/reports/report-filter.entity';
import {
  allDatesChosen,
  deliveryDateOffered,
  deliveryEndChosen,
  emailInputEnabled,
  filterDialogTitle,
  filterErrors,
  newReportFilter,
  recipientAdded,
  recurrenceEnabled,
  runDisabled,
  saveDisabled,
  showNameRequired,
  startingDateChosen,
  startingDateCleared,
  workflowsApply,
  type DatesOf,
} from '../../domain/reports/report-filter.rules';
import { ReportType, type ReportTypeId } from '../../domain/reports/report.entity';
import {
  DEFAULT_TIME_ZONE,
  dayInZone,
  nextDeliveries,
  type RecurringTypeId,
} from '../../domain/reports/report-schedule';
import { Clock } from '../../ports/clock.port';
import { Scheduler } from '../../ports/scheduler.port';
import { UserContext } from '../../ports/user-context.port';

/** The Add/Edit Form/Task Report Filter dialog ('filter') or the Run Report dialog ('run', criteria only). */
export type FilterDialogKind = 'filter' | 'run';

/** Fields of the filter a plain control sets (selects and check boxes without a rule of their own). */
export type PlainField =
  | 'Status'
  | 'UnmaskEncrypted'
  | 'Transposed'
  | 'ColumnFormat'
  | 'SortColumn'
  | 'SortDesc'
  | 'TaskStatusFilterType'
  | 'TaskStarredFilterType'
  | 'TaskProjectsFilterType'
  | 'TimeZone';

/**
 * The filter and run dialogs (spec §2 "Filter and run dialogs", §4, §5): the draft filter, every rule of
 * report-filter.rules.ts applied as the user edits, Save (create or update) and Run (POST FormReport/TaskReport, busy
 * 1 s). One per filter list page; `opened…` starts a dialog, `closed` ends it.
 */
@injectable()
export class ReportFilterDialogStore {
  kind: FilterDialogKind | null = null;
  reportType: ReportTypeId = ReportType.Forms;
  draft: ReportFilter = newReportFilter(0, ReportType.Forms);
  nameTouched = false;
  /** The assignees were toggled, left, or a save or run was tried (issue 32 #15: no message before that). */
  assigneesTouched = false;
  nameDirty = false;
  email = '';
  emailError: string | null = null;
  choices: FilterChoices | null = null;
  choicesFailed = false;
  private choicesOf: ReportTypeId | null = null;
  /** A call is pending: the Please Wait dialog shows (spec §2). */
  pending: 'loading' | 'saving' | 'running' | null = null;
  /** The Run button is busy for 1 second (spec §4, §9). */
  runBusy = false;
  /** Runs waiting for their workbook: Run and Save are disabled while downloading (spec §4). */
  downloading = 0;
  /** The server's refusal, shown in the dialog; the input stays. */
  message: string | null = null;
  /** Called with the saved filter (the list puts it in its place). */
  private saved: (filter: ReportFilter) => void = () => {};
  private controller: AbortController | null = null;

  constructor(
    @inject(LoadFilterChoices) private readonly loadChoices: LoadFilterChoices,
    @inject(SaveReportFilter) private readonly save: SaveReportFilter,
    @inject(RunReport) private readonly runner: RunReport,
    @inject(UserContext) private readonly user: UserContext,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      ReportFilterDialogStore,
      | 'loadChoices'
      | 'save'
      | 'runner'
      | 'user'
      | 'clock'
      | 'scheduler'
      | 'saved'
      | 'controller'
      | 'choicesOf'
    >(
      this,
      {
        loadChoices: false,
        save: false,
        runner: false,
        user: false,
        clock: false,
        scheduler: false,
        saved: false,
        controller: false,
        choicesOf: false,
      },
      { autoBind: true },
    );
  }

  get open(): boolean {
    return this.kind !== null;
  }

  get title(): string {
    if (this.kind === 'run') return `Run ${this.reportType === ReportType.Forms ? 'Form' : 'Task'} Report`;
    return filterDialogTitle(this.draft.Id, this.reportType);
  }

  /** Who may be e-mailed unmasked values, once the lists are loaded (until then the server alone checks). */
  private get readers(): readonly string[] | undefined {
    return this.choices?.readers;
  }

  get errors() {
    return filterErrors(this.draft, this.reportType, this.readers);
  }

  /** Why the workflow boxes are disabled (a task filter without projects reads none), or null when they apply. */
  get workflowsDisabledReason(): string | null {
    return workflowsApply(this.draft, this.reportType)
      ? null
      : 'Workflows do not apply: tasks without a project have no project workflow.';
  }

  /** "Please select at least one assignee!" once the user touched the assignees or tried to save or run. */
  get assigneesMessage(): string | null {
    return this.assigneesTouched ? (this.errors.Assignees ?? null) : null;
  }

  /** Focus left the assignees: a passer-by who chose none is told now. */
  assigneesLeft(): void {
    this.assigneesTouched = true;
  }

  /** Spec §5: the name's message shows when dirty for an existing filter, when touched for a new one. */
  get nameMessage(): string | null {
    if (!showNameRequired(this.draft.Id, { dirty: this.nameDirty, touched: this.nameTouched })) return null;
    return this.errors.Name ?? null;
  }

  /** The scheduler's messages: a typed e-mail's own problem, and "at least one email" once a date is set. */
  get recipientsMessages(): string[] {
    return [...new Set([this.emailError, this.errors.Recipients].filter((m): m is string => !!m))];
  }

  /** The workspace's schedule zone, as the current user's answer gave it (absent from older servers). */
  get workspaceZone(): string | undefined {
    return this.user.user?.workspaceTimeZone;
  }

  /** The schedule's zone: the filter's own, else the workspace's (where the server runs a filter without one). */
  get zone(): string {
    return this.draft.TimeZone ?? this.workspaceZone ?? DEFAULT_TIME_ZONE;
  }

  /** "Today" in the schedule's zone: a starting date after it is in the future (spec §4). */
  get today(): string {
    return dayInZone(this.clock.now(), this.zone);
  }

  get recurrenceEnabled(): boolean {
    return recurrenceEnabled(this.draft.StartingDate, this.today);
  }

  get emailEnabled(): boolean {
    return emailInputEnabled(this.draft);
  }

  get deliveryDateOffered(): boolean {
    return deliveryDateOffered(this.draft);
  }

  private get buttons() {
    return { downloading: this.downloading > 0, popupOpen: this.pending !== null };
  }

  get runDisabled(): boolean {
    return this.runBusy || runDisabled(this.draft, this.reportType, this.buttons);
  }

  get saveDisabled(): boolean {
    return saveDisabled(this.draft, this.reportType, this.buttons, this.readers);
  }

  /**
   * Said before Save when the filter is scheduled and someone else saved it last (issue 32 #2): deliveries then run
   * with this user's access.
   */
  get deliveryAccessWarning(): string | null {
    return this.kind === 'filter' ? deliveryAccessWarning(this.draft, this.user.user?.userId) : null;
  }

  /** The next five deliveries (epoch ms) of the schedule being edited. */
  get upcoming(): number[] {
    const { StartingDate, RecurringType } = this.draft;
    if (!StartingDate || RecurringType === null) return [];
    return nextDeliveries({ StartingDate, RecurringType, TimeZone: this.zone }, this.clock.now(), 5);
  }

  /** Opens Add (no filter) or Edit (a saved one) for a report; `saved` hears of the saved filter. */
  filterOpened(
    reportId: number,
    reportType: ReportTypeId,
    filter: ReportFilter | null,
    saved: (filter: ReportFilter) => void,
  ): void {
    this.start('filter', reportType, filter ? { ...filter } : blankFilter(reportId, reportType));
    this.saved = saved;
  }

  /** Opens the Run Report dialog with new criteria. */
  runOpened(reportId: number, reportType: ReportTypeId): void {
    this.start('run', reportType, blankFilter(reportId, reportType));
  }

  private start(kind: FilterDialogKind, reportType: ReportTypeId, draft: ReportFilter): void {
    this.kind = kind;
    this.reportType = reportType;
    this.draft = draft;
    this.nameTouched = false;
    this.nameDirty = false;
    this.assigneesTouched = false;
    this.email = '';
    this.emailError = null;
    this.message = null;
    void this.load();
  }

  private async load(): Promise<void> {
    if (this.choices && this.choicesOf === this.reportType) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.pending = 'loading';
    this.choicesFailed = false;
    const result = await this.loadChoices.run(this.reportType, controller.signal);
    // A newer load (or leaving) aborted this one: its answer, which may come last, is not shown.
    if (controller.signal.aborted) return;
    runInAction(() => {
      this.pending = null;
      this.choicesFailed = !result.ok;
      if (result.ok) {
        this.choices = result.data;
        this.choicesOf = this.reportType;
      }
    });
  }

  closed(): void {
    this.kind = null;
    this.controller?.abort();
    this.pending = null;
  }

  nameTyped(name: string): void {
    this.draft = { ...this.draft, Name: name };
    this.nameDirty = true;
  }

  nameLeft(): void {
    this.nameTouched = true;
  }

  /** Spec §4: a date with no recipients adds the current user and daily recurrence; clearing it clears them. */
  startingDateTyped(date: string): void {
    if (date === '') {
      this.draft = startingDateCleared(this.draft);
      this.emailError = null;
      return;
    }
    const next = startingDateChosen(this.draft, date, this.user.user?.email ?? '');
    this.draft = next.ReportFilterScheduleRecipients.includes('')
      ? { ...next, ReportFilterScheduleRecipients: [] }
      : next;
  }

  recurrenceChosen(type: RecurringTypeId): void {
    this.draft = { ...this.draft, RecurringType: type };
  }

  fieldSet<K extends PlainField>(field: K, value: ReportFilter[K]): void {
    this.draft = { ...this.draft, [field]: value };
  }

  emailTyped(email: string): void {
    this.email = email;
    this.emailError = null;
  }

  recipientAddClicked(): void {
    if (!this.emailEnabled) return;
    const { filter, error } = recipientAdded(this.draft, this.email);
    this.emailError = error;
    if (error) return;
    this.draft = filter;
    this.email = '';
  }

  recipientRemoved(email: string): void {
    this.draft = {
      ...this.draft,
      ReportFilterScheduleRecipients: this.draft.ReportFilterScheduleRecipients.filter((r) => r !== email),
    };
  }

  tagToggled(tagId: number, on: boolean): void {
    const others = this.draft.ReportFilterTags.filter((id) => id !== tagId);
    this.draft = { ...this.draft, ReportFilterTags: on ? [...others, tagId] : others };
  }

  /** A workflow with any status (statusId null) or one of its statuses; "any" and single statuses exclude each other. */
  workflowToggled(workflowId: number, statusId: number | null, on: boolean): void {
    const same = (w: FilterWorkflow) => w.WorkflowId === workflowId && w.WorkflowStatusId === statusId;
    const clashes = (w: FilterWorkflow) =>
      w.WorkflowId === workflowId && (statusId === null || w.WorkflowStatusId === null);
    const kept = this.draft.ReportFilterWorkflows.filter((w) => !same(w) && !(on && clashes(w)));
    this.draft = {
      ...this.draft,
      ReportFilterWorkflows: on ? [...kept, { WorkflowId: workflowId, WorkflowStatusId: statusId }] : kept,
    };
  }

  workflowChecked(workflowId: number, statusId: number | null): boolean {
    return this.draft.ReportFilterWorkflows.some(
      (w) => w.WorkflowId === workflowId && w.WorkflowStatusId === statusId,
    );
  }

  assigneeToggled(userId: number, on: boolean): void {
    this.assigneesTouched = true;
    const others = this.draft.TaskReportFilterAssignees.filter((id) => id !== userId);
    this.draft = { ...this.draft, TaskReportFilterAssignees: on ? [...others, userId] : others };
  }

  allDatesSet(which: DatesOf, on: boolean): void {
    this.draft = allDatesChosen(this.draft, which, on);
  }

  deliveryEndSet(which: DatesOf, on: boolean): void {
    this.draft = deliveryEndChosen(this.draft, which, on);
  }

  dateTyped(which: DatesOf, end: 'From' | 'To', value: string): void {
    this.draft = { ...this.draft, [`${which}${end}Date`]: value === '' ? null : value };
  }

  async saveClicked(): Promise<void> {
    this.nameTouched = true;
    this.nameDirty = true;
    this.assigneesTouched = true;
    if (this.kind !== 'filter' || this.saveDisabled) return;
    this.pending = 'saving';
    this.message = null;
    const outcome = await this.save.run(this.reportType, this.draft);
    runInAction(() => {
      this.pending = null;
      if (!outcome.ok) {
        this.message =
          outcome.message ?? (outcome.errors ? (Object.values(outcome.errors)[0] ?? null) : null);
        return;
      }
      this.saved(outcome.filter);
      this.kind = null;
    });
  }

  /** Runs the criteria as they stand, saved or not (spec §4 "Running"): busy 1 s, then the workbook over the hub. */
  async runClicked(): Promise<void> {
    this.assigneesTouched = true;
    if (this.runDisabled) return;
    this.runBusy = true;
    this.scheduler.after(RUN_BUSY_MS, () => runInAction(() => (this.runBusy = false)));
    this.pending = 'running';
    this.message = null;
    this.downloading += 1;
    const done = () => runInAction(() => (this.downloading = Math.max(0, this.downloading - 1)));
    const outcome = await this.runner.criteria(this.reportType, this.draft, done);
    runInAction(() => {
      this.pending = null;
      if (!outcome.ok) {
        done();
        this.message = outcome.message;
      }
    });
  }

  dispose(): void {
    this.controller?.abort();
  }
}

/**
 * A new filter or new criteria. The time zone is left to the server, which stores the workspace's (docs/reports.md);
 * the preview reads it as the spec's Pacific time until the user picks a zone.
 */
const blankFilter = (reportId: number, reportType: ReportTypeId): ReportFilter => ({
  ...newReportFilter(reportId, reportType),
  TimeZone: null,
});
