import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  ListReportFilters,
  type ReportFiltersData,
} from '../../application/reports/list-report-filters.use-case';
import { ManageReportFilters } from '../../application/reports/manage-report-filters.use-case';
import { RunReport } from '../../application/reports/run-report.use-case';
import { refused, type AccessDecision } from '../../domain/access/access-decision';
import {
  reportFilterActions,
  reportItemDeletion,
  type ReportFilterActions,
} from '../../domain/access/report-access.policy';
import { RUN_BUSY_MS, type ReportFilter } from '../../domain/reports/report-filter.entity';
import { nameError } from '../../domain/reports/report-filter.rules';
import { Scheduler } from '../../ports/scheduler.port';
import { ReportFilterDialogStore } from './report-filter-dialog.store';

export { RUN_BUSY_MS };

const NO_ACTIONS: ReportFilterActions = {
  create: false,
  run: false,
  rename: false,
  copy: false,
  delete: false,
};

/** Filters shown per page of the list (issue 36: 1,000 filters in one table took seconds to lay out). */
export const FILTERS_PER_PAGE = 100;

const sortedByName = (filters: readonly ReportFilter[]) =>
  [...filters].sort((a, b) => a.Name.localeCompare(b.Name));

/** `/report-filters/{reportId}-{reportType}`: the filter list, its row actions, the Copy Report Filter dialog. */
@injectable()
export class ReportFiltersStore {
  data: ReportFiltersData | null = null;
  loading = false;
  failed = false;
  /** Filters whose Run button is busy (1 s). */
  busy = new Set<number>();
  /** Runs waiting for their workbook: Run and Save are disabled while downloading (spec §4). */
  downloading = 0;
  renaming: { id: number; name: string; touched: boolean; error: string | null } | null = null;
  copying: { id: number; name: string; touched: boolean; error: string | null } | null = null;
  /** The page of the list shown, from 1. */
  listPage = 1;
  private reportId = 0;
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(
    @inject(ListReportFilters) private readonly list: ListReportFilters,
    @inject(ManageReportFilters) private readonly manage: ManageReportFilters,
    @inject(RunReport) private readonly runner: RunReport,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    /** The Add/Edit filter and Run Report dialogs of this page. */
    @inject(ReportFilterDialogStore) readonly dialog: ReportFilterDialogStore,
  ) {
    makeAutoObservable<
      ReportFiltersStore,
      'list' | 'manage' | 'runner' | 'scheduler' | 'disposed' | 'controller' | 'reportId'
    >(
      this,
      {
        list: false,
        manage: false,
        runner: false,
        scheduler: false,
        disposed: false,
        controller: false,
        reportId: false,
        dialog: false,
        // Replaced whole, never changed in place: a list of 1,000 filters made deeply observable took seconds
        // and 14 MiB (issue 36, bench/lists.bench.ts).
        data: observableRef,
      },
      { autoBind: true },
    );
  }

  get actions(): ReportFilterActions {
    return this.data ? reportFilterActions(this.data.access) : NO_ACTIONS;
  }

  /**
   * Whether this user may delete the filter (issue 32 #1): the Delete bit, and their own filter or an administrator;
   * the page disables Delete with the reason otherwise, as the server refuses it.
   */
  deletion(filter: ReportFilter): AccessDecision {
    return this.data ? reportItemDeletion(this.data.rights, filter.CreatedById ?? null) : refused('');
  }

  /** How many pages of FILTERS_PER_PAGE the list has (1 when empty). */
  get pageCount(): number {
    return Math.max(1, Math.ceil((this.data?.filters.length ?? 0) / FILTERS_PER_PAGE));
  }

  /** The filters of the page shown, in the list's order (by name). */
  get shownFilters(): readonly ReportFilter[] {
    const page = Math.min(this.listPage, this.pageCount);
    return this.data?.filters.slice((page - 1) * FILTERS_PER_PAGE, page * FILTERS_PER_PAGE) ?? [];
  }

  pageChosen(page: number): void {
    this.listPage = Math.min(Math.max(1, page), this.pageCount);
  }

  /** A popup is open (spec §4: Run is disabled then). */
  get popupOpen(): boolean {
    return this.copying !== null || this.dialog.open;
  }

  runDisabled(id: number): boolean {
    return this.busy.has(id) || this.downloading > 0 || this.dialog.downloading > 0 || this.popupOpen;
  }

  // The filter and run dialogs (issue 15).
  /** New Report Filter (the Create bit): the Add dialog of the report's type. */
  newFilterClicked(): void {
    const path = this.data?.path;
    if (path) this.dialog.filterOpened(path.ReportId, path.ReportType, null, this.replace);
  }

  /** Edit (the Update bit): the Edit dialog with the saved filter. */
  editClicked(filter: ReportFilter): void {
    const path = this.data?.path;
    if (path) this.dialog.filterOpened(path.ReportId, path.ReportType, filter, this.replace);
  }

  /** Run Report (the Read bit): the Run Report dialog with new criteria. */
  runReportClicked(): void {
    const path = this.data?.path;
    if (path) this.dialog.runOpened(path.ReportId, path.ReportType);
  }

  async opened(reportId: number): Promise<void> {
    if (reportId !== this.reportId) this.listPage = 1;
    this.reportId = reportId;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.failed = false;
    const result = await this.list.run(reportId, controller.signal);
    // A newer load (or leaving) aborted this one: its answer, which may come last, is not shown.
    if (this.disposed || controller.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = !result.ok;
      if (result.ok) this.data = { ...result.data, filters: sortedByName(result.data.filters) };
    });
  }

  async runClicked(filter: ReportFilter): Promise<void> {
    if (this.runDisabled(filter.Id)) return;
    this.busy.add(filter.Id);
    this.scheduler.after(RUN_BUSY_MS, () => runInAction(() => this.busy.delete(filter.Id)));
    this.downloading += 1;
    const reportId = this.reportId;
    const outcome = await this.runner.filter(filter.Id, reportId, () => {
      runInAction(() => (this.downloading = Math.max(0, this.downloading - 1)));
      void this.reloadedAfterRun(reportId);
    });
    if (!outcome.ok) runInAction(() => (this.downloading = Math.max(0, this.downloading - 1)));
  }

  /**
   * A finished run set the filter's Last Execution (issue 32 #15): the list is read again, quietly (no loading
   * state), unless the page moved on to another report or was left.
   */
  private async reloadedAfterRun(reportId: number): Promise<void> {
    const result = await this.list.run(reportId);
    if (this.disposed || reportId !== this.reportId || !result.ok || !this.data) return;
    runInAction(() => {
      if (this.data) this.data = { ...this.data, filters: sortedByName(result.data.filters) };
    });
  }

  renameStarted(filter: ReportFilter): void {
    this.renaming = { id: filter.Id, name: filter.Name, touched: false, error: null };
  }

  renameTyped(name: string): void {
    if (this.renaming) this.renaming = { ...this.renaming, name, touched: true, error: nameError(name) };
  }

  renameCancelled(): void {
    this.renaming = null;
  }

  async renameSubmitted(): Promise<void> {
    const editing = this.renaming;
    if (!editing) return;
    const outcome = await this.manage.rename({ Id: editing.id }, editing.name);
    runInAction(() => {
      if (!outcome.ok) {
        if (this.renaming) this.renaming = { ...this.renaming, touched: true, error: outcome.message };
        return;
      }
      this.renaming = null;
      this.replace(outcome.filter);
    });
  }

  copyStarted(filter: ReportFilter): void {
    this.copying = {
      id: filter.Id,
      name: `${filter.Name} (copy)`.slice(0, 254),
      touched: false,
      error: null,
    };
  }

  copyTyped(name: string): void {
    if (this.copying) this.copying = { ...this.copying, name, touched: true, error: nameError(name) };
  }

  copyCancelled(): void {
    this.copying = null;
  }

  async copySubmitted(): Promise<void> {
    const copying = this.copying;
    if (!copying) return;
    const outcome = await this.manage.copy({ Id: copying.id }, copying.name);
    runInAction(() => {
      if (!outcome.ok) {
        if (this.copying) this.copying = { ...this.copying, touched: true, error: outcome.message };
        return;
      }
      this.copying = null;
      this.replace(outcome.filter);
    });
  }

  async deleteClicked(filter: ReportFilter): Promise<void> {
    if (!this.deletion(filter).allowed) return;
    if (!(await this.manage.remove(filter))) return;
    runInAction(() => {
      if (this.data)
        this.data = { ...this.data, filters: this.data.filters.filter((f) => f.Id !== filter.Id) };
    });
  }

  /** A saved, renamed or copied filter takes its place in the list. */
  replace(filter: ReportFilter): void {
    if (!this.data) return;
    const others = this.data.filters.filter((f) => f.Id !== filter.Id);
    this.data = { ...this.data, filters: [...others, filter].sort((a, b) => a.Name.localeCompare(b.Name)) };
  }

  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
    this.dialog.dispose();
  }
}
