import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ShowReportFilter,
  type ReportFilterDetails,
} from '../../application/reports/show-report-filter.use-case';
import { reportFilterActions } from '../../domain/access/report-access.policy';
import { nextDeliveries } from '../../domain/reports/report-schedule';
import { ReportFilterDialogStore } from './report-filter-dialog.store';

/** `/report/fiter/details/{filterId}`: one filter, its next deliveries and its delivery log. One per page. */
@injectable()
export class ReportFilterDetailsStore {
  data: ReportFilterDetails | null = null;
  loading = false;
  failed = false;
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(
    @inject(ShowReportFilter) private readonly show: ShowReportFilter,
    /** The Edit Report Filter dialog of this page (issue 15). */
    @inject(ReportFilterDialogStore) readonly dialog: ReportFilterDialogStore,
  ) {
    makeAutoObservable<ReportFilterDetailsStore, 'show' | 'disposed' | 'controller'>(
      this,
      { show: false, disposed: false, controller: false, dialog: false },
      { autoBind: true },
    );
  }

  async opened(filterId: number): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.failed = false;
    const result = await this.show.run(filterId, controller.signal);
    // A newer load (or leaving) aborted this one: its answer, which may come last, is not shown.
    if (this.disposed || controller.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = !result.ok;
      if (result.ok) this.data = result.data;
    });
  }

  /** The next five deliveries (epoch ms), from the next one the server named; none when not scheduled. */
  get upcoming(): number[] {
    const filter = this.data?.filter;
    if (!filter?.StartingDate || filter.RecurringType === null || !filter.NextDate) return [];
    return nextDeliveries(
      { StartingDate: filter.StartingDate, RecurringType: filter.RecurringType, TimeZone: filter.TimeZone },
      Date.parse(filter.NextDate),
      5,
    );
  }

  /** Edit shows with the Update bit (spec §6), as Rename on the list. */
  get canEdit(): boolean {
    return this.data !== null && reportFilterActions(this.data.access).rename;
  }

  /** Opens the Edit Report Filter dialog; the saved filter replaces the one shown. */
  editClicked(): void {
    const data = this.data;
    if (!data || !this.canEdit) return;
    this.dialog.filterOpened(data.path.ReportId, data.path.ReportType, data.filter, (filter) =>
      runInAction(() => {
        if (this.data) this.data = { ...this.data, filter };
      }),
    );
  }

  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
    this.dialog.dispose();
  }
}
