import { inject, injectable } from 'inversify';
import {
  activityFilterProblem,
  type ActivityFilter,
  type ActivityPage,
} from '../../domain/admin/activity.entity';
import { ActivityLogGateway } from '../../ports/activity-log-gateway.port';

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
}
