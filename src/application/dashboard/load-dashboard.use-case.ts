import { inject, injectable } from 'inversify';
import type { DashboardSummary } from '../../domain/dashboard/dashboard.entity';
import { DashboardGateway } from '../../ports/dashboard-gateway.port';

/** What opening (or refreshing) the dashboard came to. */
export type DashboardOutcome =
  { kind: 'summary'; summary: DashboardSummary } | { kind: 'failed' } | { kind: 'aborted' };

/**
 * A member opens their dashboard (docs/use-cases/load-dashboard.md): one call brings every widget, counted by the
 * server with the rules of src/domain/dashboard/ and cut to what the member may read.
 */
@injectable()
export class LoadDashboard {
  constructor(@inject(DashboardGateway) private readonly gateway: DashboardGateway) {}

  async run(signal?: AbortSignal): Promise<DashboardOutcome> {
    const result = await this.gateway.summary(signal);
    if (result.ok) return { kind: 'summary', summary: result.data };
    return result.failure.kind === 'aborted' ? { kind: 'aborted' } : { kind: 'failed' };
  }
}
