import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadDashboard } from '../../application/dashboard/load-dashboard.use-case';
import { DASHBOARD_NEWS_DELAY_MS, isDashboardNews } from '../../domain/dashboard/dashboard-news';
import type { DashboardSummary } from '../../domain/dashboard/dashboard.entity';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { Scheduler } from '../../ports/scheduler.port';

export type DashboardState = 'loading' | 'ready' | 'failed';

/**
 * The dashboard page: its summary, read when the page opens and again after news from the hub (a task of the member
 * assigned, changed or completed elsewhere; a report delivery), without a reload and without blanking the widgets.
 */
@injectable()
export class DashboardStore {
  state: DashboardState = 'loading';
  summary: DashboardSummary | null = null;
  /** Bumped after each read that news caused: the page says "Updated" to screen readers. */
  refreshes = 0;
  private running: AbortController | null = null;
  private unsubscribe: (() => void) | null = null;
  private cancelNews: (() => void) | null = null;

  constructor(
    @inject(LoadDashboard) private readonly load: LoadDashboard,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      DashboardStore,
      'load' | 'hub' | 'scheduler' | 'running' | 'unsubscribe' | 'cancelNews'
    >(
      this,
      { load: false, hub: false, scheduler: false, running: false, unsubscribe: false, cancelNews: false },
      { autoBind: true },
    );
  }

  opened(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.hub.subscribe((message) => {
      if (!isDashboardNews(message)) return;
      this.cancelNews?.();
      this.cancelNews = this.scheduler.after(DASHBOARD_NEWS_DELAY_MS, () => {
        this.cancelNews = null;
        void this.read(true);
      });
    });
    void this.read(false);
  }

  retryClicked(): void {
    this.state = 'loading';
    void this.read(false);
  }

  private async read(news: boolean): Promise<void> {
    this.running?.abort();
    const run = new AbortController();
    this.running = run;
    const outcome = await this.load.run(run.signal);
    if (run.signal.aborted || outcome.kind === 'aborted') return;
    runInAction(() => {
      this.running = null;
      if (outcome.kind === 'summary') {
        this.summary = outcome.summary;
        this.state = 'ready';
        if (news) this.refreshes += 1;
      } else if (this.summary === null) this.state = 'failed';
    });
  }

  /** The page closed: no more reads. */
  closed(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.cancelNews?.();
    this.cancelNews = null;
    this.running?.abort();
    this.running = null;
  }
}
