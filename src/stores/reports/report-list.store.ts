import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ListReports, type ReportListData } from '../../application/reports/list-reports.use-case';
import type { ReportGroup, ReportSummary } from '../../domain/reports/report.entity';

export interface GroupWithReports {
  group: ReportGroup;
  reports: ReportSummary[];
}

/** `/report/list` and `/report/group/details/{id}`: the report groups with their reports. One per page. */
@injectable()
export class ReportListStore {
  data: ReportListData | null = null;
  loading = false;
  failed = false;
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(@inject(ListReports) private readonly list: ListReports) {
    makeAutoObservable<ReportListStore, 'list' | 'disposed' | 'controller'>(
      this,
      { list: false, disposed: false, controller: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.controller?.abort();
    this.controller = new AbortController();
    this.loading = true;
    this.failed = false;
    const result = await this.list.run(this.controller.signal);
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = !result.ok;
      if (result.ok) this.data = result.data;
    });
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

  dispose(): void {
    this.disposed = true;
    this.controller?.abort();
  }
}
