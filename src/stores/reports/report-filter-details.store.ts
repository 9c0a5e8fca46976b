import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ShowReportFilter,
  type ReportFilterDetails,
} from '../../application/reports/show-report-filter.use-case';
import { nextDeliveries } from '../../domain/reports/report-schedule';

/** `/report/fiter/details/{filterId}`: one filter, its next deliveries and its delivery log. One per page. */
@injectable()
export class ReportFilterDetailsStore {
  data: ReportFilterDetails | null = null;
  loading = false;
  failed = false;
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(@inject(ShowReportFilter) private readonly show: ShowReportFilter) {
    makeAutoObservable<ReportFilterDetailsStore, 'show' | 'disposed' | 'controller'>(
      this,
      { show: false, disposed: false, controller: false },
      { autoBind: true },
    );
  }

  async opened(filterId: number): Promise<void> {
    this.controller?.abort();
    this.controller = new AbortController();
    this.loading = true;
    this.failed = false;
    const result = await this.show.run(filterId, this.controller.signal);
    if (this.disposed) return;
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

  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
  }
}
