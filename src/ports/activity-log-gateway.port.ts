import type { ActivityFilter, ActivityPage } from '../domain/admin/activity.entity';
import type { HttpResult } from './http-client.port';

/** The workspace's activity log (docs/api.md "Administration"): administrators only. */
export interface ActivityLogGateway {
  /** `offsetMinutes`: the reader's offset from UTC, so days are the reader's days. */
  list(
    filter: ActivityFilter,
    offsetMinutes: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<ActivityPage>>;
}
export const ActivityLogGateway = Symbol('ActivityLogGateway');
