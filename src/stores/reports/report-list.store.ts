import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListReports, type ReportListData } from '../../application/reports/list-reports.use-case';
import {
  ManageReports,
  type ReportDialogErrors,
  type ReportOutcome,
} from '../../application/reports/manage-reports.use-case';
import { ManageReportGroups } from '../../application/reports/manage-report-groups.use-case';
import { reportNameError } from '../../application/reports/report-name.input';
import { groupDeletion, groupNameError } from '../../domain/reports/report-group.rules';
import { refused, type AccessDecision } from '../../domain/access/access-decision';
import {
  reportItemDeletion,
  reportListActions,
  type ReportListActions,
} from '../../domain/access/report-access.policy';
import {
  REPORT_NAME_MAX,
  ReportType,
  summaryOf,
  type ReportGroup,
  type ReportSummary,
  type ReportTypeId,
} from '../../domain/reports/report.entity';

export interface GroupWithReports {
  group: ReportGroup;
  reports: ReportSummary[];
}

/** The New Report, Rename Report, Move Report and Copy Report dialogs' unsaved input: kept when a save is refused. */
export interface ReportDraft {
  kind: 'create' | 'rename' | 'move' | 'copy';
  /** The report renamed, moved or copied; null for a new one. */
  report: ReportSummary | null;
  name: string;
  reportType: ReportTypeId;
  reportGroupId: number | null;
  errors: ReportDialogErrors;
  /** The server's refusal (a 400's Message). */
  message: string | null;
  saving: boolean;
}

/** The New Report Group and Rename Report Group dialogs' unsaved input (issue 32 #15): kept when a save is refused. */
export interface GroupDraft {
  kind: 'create' | 'rename';
  /** The group renamed; null for a new one. */
  group: ReportGroup | null;
  name: string;
  /** The name's problem as typed, or the server's refusal. */
  message: string | null;
  saving: boolean;
}

const NO_ACTIONS: ReportListActions = {
  create: false,
  rename: false,
  move: false,
  copy: false,
  delete: false,
};
const byName = (a: ReportSummary, b: ReportSummary) => a.ReportName.localeCompare(b.ReportName);

/**
 * `/report/list` and `/report/group/details/{id}`: the report groups with their reports, and the dialogs that create,
 * rename, move and copy a report; delete asks first. One per page.
 */
@injectable()
export class ReportListStore {
  data: ReportListData | null = null;
  loading = false;
  failed = false;
  dialog: ReportDraft | null = null;
  groupDialog: GroupDraft | null = null;
  /** The group just deleted (its name): the page says so, as the group's own page then has nothing to show. */
  deletedGroup: string | null = null;
  /** The report just created: the page offers the way to its columns (docs/reports.md). */
  created: ReportSummary | null = null;
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(
    @inject(ListReports) private readonly list: ListReports,
    @inject(ManageReports) private readonly manage: ManageReports,
    @inject(ManageReportGroups) private readonly manageGroups: ManageReportGroups,
  ) {
    makeAutoObservable<ReportListStore, 'list' | 'manage' | 'manageGroups' | 'disposed' | 'controller'>(
      this,
      { list: false, manage: false, manageGroups: false, disposed: false, controller: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.failed = false;
    const result = await this.list.run(controller.signal);
    // A newer load (or leaving) aborted this one: its answer, which may come last, is not shown.
    if (this.disposed || controller.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = !result.ok;
      if (result.ok) this.data = result.data;
    });
  }

  /** The actions the reportAuth bits allow (spec §6): each is hidden when its bit is missing. */
  get actions(): ReportListActions {
    return this.data ? reportListActions(this.data.access) : NO_ACTIONS;
  }

  /**
   * Whether this user may delete the report (issue 32 #1): the Delete bit, and their own report or an administrator;
   * the page disables Delete with the reason otherwise, as the server refuses it.
   */
  deletion(report: ReportSummary): AccessDecision {
    return this.data ? reportItemDeletion(this.data.rights, report.CreatedById) : refused('');
  }

  /** Every group, in the catalog's order (the dialogs' choices). */
  get allGroups(): ReportGroup[] {
    return this.data?.catalog.ReportGroups ?? [];
  }

  /** The groups in name order, each with its reports; one group only when `groupId` is given. */
  groups(groupId?: number): GroupWithReports[] {
    if (!this.data) return [];
    const { ReportGroups, Reports } = this.data.catalog;
    return ReportGroups.filter((g) => groupId === undefined || g.ReportGroupId === groupId).map((group) => ({
      group,
      reports: Reports.filter((r) => r.ReportGroupId === group.ReportGroupId),
    }));
  }

  /** New Report: a Forms report in the page's group (or the first group). */
  createOpened(groupId?: number): void {
    const reportGroupId = groupId ?? this.allGroups[0]?.ReportGroupId ?? null;
    this.open({ kind: 'create', report: null, name: '', reportType: ReportType.Forms, reportGroupId });
  }

  renameOpened(report: ReportSummary): void {
    this.open({
      kind: 'rename',
      report,
      name: report.ReportName,
      reportType: report.ReportType,
      reportGroupId: null,
    });
  }

  /** Move Report: no group chosen yet; the report's own group is not offered. */
  moveOpened(report: ReportSummary): void {
    this.open({
      kind: 'move',
      report,
      name: report.ReportName,
      reportType: report.ReportType,
      reportGroupId: null,
    });
  }

  copyOpened(report: ReportSummary): void {
    const name = `${report.ReportName} (copy)`.slice(0, REPORT_NAME_MAX);
    this.open({ kind: 'copy', report, name, reportType: report.ReportType, reportGroupId: null });
  }

  /** What the user typed or chose; the name is checked as it is typed (spec §5). */
  dialogTyped(patch: Partial<Pick<ReportDraft, 'name' | 'reportType' | 'reportGroupId'>>): void {
    if (!this.dialog) return;
    const errors = { ...this.dialog.errors };
    if (patch.name !== undefined) {
      const problem = reportNameError(patch.name);
      if (problem) errors.name = problem;
      else delete errors.name;
    }
    if (patch.reportGroupId !== undefined && patch.reportGroupId !== null) delete errors.reportGroupId;
    this.dialog = { ...this.dialog, ...patch, errors, message: null };
  }

  dialogCancelled(): void {
    this.dialog = null;
  }

  async dialogSaved(): Promise<void> {
    const draft = this.dialog;
    if (!draft || draft.saving) return;
    this.dialog = { ...draft, saving: true };
    const outcome = await this.save(draft);
    if (this.disposed) return;
    runInAction(() => {
      if (!outcome.ok) {
        // Refused: the dialog stays open with what the user typed.
        if (this.dialog)
          this.dialog = { ...this.dialog, saving: false, errors: outcome.errors, message: outcome.message };
        // Refused by the server for another reason than the input (the error catalogue said why): the list may be
        // out of date, a group or report removed meanwhile by someone else. It is read again, so that the dialog
        // offers only the groups there are.
        if (Object.keys(outcome.errors).length === 0 && outcome.message === null) void this.refreshed();
        return;
      }
      this.dialog = null;
      // A rename or move keeps the creator; a new report or a copy is the user's own.
      const summary = summaryOf(
        outcome.report,
        draft.report && draft.kind !== 'copy' ? draft.report.CreatedById : (this.data?.rights.userId ?? 0),
      );
      this.put(summary);
      if (draft.kind === 'create') this.created = summary;
    });
  }

  /**
   * The catalog read again in the background; what the page shows stays until the answer, and on a failure. A group
   * the open dialog had chosen and that is gone is unchosen, so that the dialog asks for another.
   */
  private async refreshed(): Promise<void> {
    const result = await this.list.run();
    if (this.disposed || !result.ok) return;
    runInAction(() => {
      this.data = result.data;
      const chosen = this.dialog?.reportGroupId;
      if (
        this.dialog &&
        chosen != null &&
        !result.data.catalog.ReportGroups.some((g) => g.ReportGroupId === chosen)
      ) {
        this.dialog = { ...this.dialog, reportGroupId: null };
      }
    });
  }

  async deleteClicked(report: ReportSummary): Promise<void> {
    if (!this.deletion(report).allowed) return;
    if (!(await this.manage.remove(report))) return;
    runInAction(() => {
      if (this.data)
        this.data = {
          ...this.data,
          catalog: {
            ...this.data.catalog,
            Reports: this.data.catalog.Reports.filter((r) => r.ReportId !== report.ReportId),
          },
        };
      if (this.created?.ReportId === report.ReportId) this.created = null;
    });
  }

  // Report groups (issue 32 #15): New Group with the Create bit, Rename with Update, Delete by groupDeletion.
  /** Whether the group may be deleted: its creator's or an administrator's, and only when it holds no report. */
  groupDeletion(group: ReportGroup): AccessDecision {
    if (!this.data) return refused('');
    const count = this.data.catalog.Reports.filter((r) => r.ReportGroupId === group.ReportGroupId).length;
    return groupDeletion(this.data.rights, group, count);
  }

  groupCreateOpened(): void {
    this.groupDialog = { kind: 'create', group: null, name: '', message: null, saving: false };
  }

  groupRenameOpened(group: ReportGroup): void {
    this.groupDialog = { kind: 'rename', group, name: group.Name, message: null, saving: false };
  }

  /** The name is checked as it is typed (required, at most 100, not another group's). */
  groupNameTyped(name: string): void {
    if (!this.groupDialog) return;
    const message = groupNameError(name, this.allGroups, this.groupDialog.group?.ReportGroupId ?? null);
    this.groupDialog = { ...this.groupDialog, name, message };
  }

  groupDialogCancelled(): void {
    this.groupDialog = null;
  }

  async groupDialogSaved(): Promise<void> {
    const draft = this.groupDialog;
    if (!draft || draft.saving) return;
    this.groupDialog = { ...draft, saving: true };
    const outcome = draft.group
      ? await this.manageGroups.rename(draft.group, draft.name, this.allGroups)
      : await this.manageGroups.create(draft.name, this.allGroups);
    if (this.disposed) return;
    runInAction(() => {
      if (!outcome.ok) {
        // Refused: the dialog stays open with what the user typed.
        if (this.groupDialog)
          this.groupDialog = { ...this.groupDialog, saving: false, message: outcome.message };
        return;
      }
      this.groupDialog = null;
      this.putGroup(outcome.group);
    });
  }

  async groupDeleteClicked(group: ReportGroup): Promise<void> {
    if (!this.groupDeletion(group).allowed) return;
    if (!(await this.manageGroups.remove(group))) return;
    runInAction(() => {
      this.deletedGroup = group.Name;
      if (this.data)
        this.data = {
          ...this.data,
          catalog: {
            ...this.data.catalog,
            ReportGroups: this.data.catalog.ReportGroups.filter(
              (g) => g.ReportGroupId !== group.ReportGroupId,
            ),
          },
        };
    });
  }

  /** The group added or replaced, groups kept in name order (as GET report answers them). */
  private putGroup(group: ReportGroup): void {
    if (!this.data) return;
    const others = this.data.catalog.ReportGroups.filter((g) => g.ReportGroupId !== group.ReportGroupId);
    const ReportGroups = [...others, group].sort((a, b) => a.Name.localeCompare(b.Name));
    this.data = { ...this.data, catalog: { ...this.data.catalog, ReportGroups } };
  }

  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
  }

  private open(draft: Omit<ReportDraft, 'errors' | 'message' | 'saving'>): void {
    this.dialog = { ...draft, errors: {}, message: null, saving: false };
  }

  private save(draft: ReportDraft): Promise<ReportOutcome> {
    switch (draft.kind) {
      case 'create':
        return this.manage.create(draft.name, draft.reportType, draft.reportGroupId);
      case 'rename':
        return this.manage.rename(draft.report!, draft.name);
      case 'move':
        return this.manage.move(draft.report!, draft.reportGroupId);
      case 'copy':
        return this.manage.copy(draft.report!, draft.name);
    }
  }

  /** The report added or replaced in the catalog, reports kept in name order. */
  private put(summary: ReportSummary): void {
    if (!this.data) return;
    const others = this.data.catalog.Reports.filter((r) => r.ReportId !== summary.ReportId);
    this.data = {
      ...this.data,
      catalog: { ...this.data.catalog, Reports: [...others, summary].sort(byName) },
    };
  }
}
