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
  /** The workspace's external sites, for the filter by site (`GET site/list`; docs/sites.md "Activity"). */
  sites(signal?: AbortSignal): Promise<HttpResult<ActivitySite[]>>;
}

export interface ActivitySite {
  SiteId: number;
  Name: string;
}
export const ActivityLogGateway = Symbol('ActivityLogGateway');
