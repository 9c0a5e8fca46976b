import { inject, injectable } from 'inversify';
import {
  activityFilterProblem,
  type ActivityFilter,
  type ActivityPage,
} from '../../domain/admin/activity.entity';
import { ActivityLogGateway, type ActivitySite } from '../../ports/activity-log-gateway.port';

export type ActivityOutcome = { ok: true; page: ActivityPage } | { ok: false; filterError?: string };

/**
 * An administrator reads the workspace's activity log (issue 17; docs/use-cases/read-activity-log.md): who did what and
 * when, filtered by user, area and days, a page at a time, newest first.
 */
@injectable()
export class ReadActivityLog {
  constructor(@inject(ActivityLogGateway) private readonly gateway: ActivityLogGateway) {}

  async page(filter: ActivityFilter, offsetMinutes: number, signal?: AbortSignal): Promise<ActivityOutcome> {
    const filterError = activityFilterProblem(filter);
    if (filterError) return { ok: false, filterError };
    const result = await this.gateway.list(filter, offsetMinutes, signal);
    return result.ok ? { ok: true, page: result.data } : { ok: false };
  }

  /** The sites to filter by; none when they cannot be read (the filter is then left out). */
  async sites(signal?: AbortSignal): Promise<ActivitySite[]> {
    const result = await this.gateway.sites(signal);
    return result.ok ? result.data.map(({ SiteId, Name }) => ({ SiteId, Name })) : [];
  }
}
