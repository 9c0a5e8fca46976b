import type { DashboardSummary } from '../domain/dashboard/dashboard.entity';
import type { HttpResult } from './http-client.port';

/** The dashboard's one call (docs/dashboard.md): `GET /api/dashboard/summary`. */
export interface DashboardGateway {
  /** Everything the signed-in member's dashboard shows, cut to what they may read. */
  summary(signal?: AbortSignal): Promise<HttpResult<DashboardSummary>>;
}
export const DashboardGateway = Symbol('DashboardGateway');
