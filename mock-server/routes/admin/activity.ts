import type { Application, Request } from 'express';
import {
  ACTIVITY_AREAS,
  ACTIVITY_PAGE_SIZES,
  DEFAULT_ACTIVITY_PAGE_SIZE,
  activityFilterProblem,
  inActivityFilter,
  isActivityArea,
  type ActivityFilter,
  type ActivityPage,
} from '../../../src/domain/admin/activity.entity';
import type { MockContext } from '../../context';
import { badRequest, handle } from '../../http';
import { queryInteger, queryString } from '../../validate';
import { administrator } from './admin-guard';

const optionalQuery = <T>(req: Request, key: string, read: () => T): T | undefined =>
  req.query[key] === undefined || req.query[key] === '' ? undefined : read();

/**
 * `GET /activitylog/list` (administrators only): the workspace's activity, newest first, filtered by user, area and
 * days (in the reader's time zone: `offset`, minutes east of UTC), a page at a time. The entries are written by the
 * activity hook (mock-server/activity/activity-hook.ts) for every change the server accepts.
 */
export function registerActivityRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;

  app.get(
    '/activitylog/list',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const pageSize = queryInteger(req, 'pageSize', {
        min: 1,
        max: Math.max(...ACTIVITY_PAGE_SIZES),
        fallback: DEFAULT_ACTIVITY_PAGE_SIZE,
      });
      const page = queryInteger(req, 'page', { min: 1, max: 1_000_000, fallback: 1 });
      const offset = queryInteger(req, 'offset', { min: -14 * 60, max: 14 * 60, fallback: 0 });
      const area = optionalQuery(req, 'area', () => queryString(req, 'area', /^[a-z]{1,20}$/));
      if (area !== undefined && !isActivityArea(area))
        throw badRequest(`area must be one of ${ACTIVITY_AREAS.join(', ')}.`);
      const filter: Omit<ActivityFilter, 'page' | 'pageSize'> = {
        userId: optionalQuery(req, 'userId', () =>
          queryInteger(req, 'userId', { min: 1, max: 2_147_483_647 }),
        ),
        area: area as ActivityFilter['area'],
        siteId: optionalQuery(req, 'siteId', () =>
          queryInteger(req, 'siteId', { min: 1, max: 2_147_483_647 }),
        ),
        from: optionalQuery(req, 'from', () => queryString(req, 'from', /^\d{4}-\d{2}-\d{2}$/)),
        to: optionalQuery(req, 'to', () => queryString(req, 'to', /^\d{4}-\d{2}-\d{2}$/)),
      };
      const problem = activityFilterProblem(filter);
      if (problem) throw badRequest(problem);
      const matching = store.data.activity.filter(
        (e) => e.workspaceId === user.workspaceId && inActivityFilter(e, filter, offset),
      );
      const newestFirst = matching.sort(
        (a, b) => b.OccurredOn.localeCompare(a.OccurredOn) || b.ActivityId - a.ActivityId,
      );
      const answer: ActivityPage = {
        Items: newestFirst
          .slice((page - 1) * pageSize, page * pageSize)
          .map(({ workspaceId: _w, ...entry }) => entry),
        Total: matching.length,
        Page: page,
        PageSize: pageSize,
      };
      res.json(answer);
    }),
  );
}
