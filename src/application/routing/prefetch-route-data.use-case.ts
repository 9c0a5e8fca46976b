import { inject, injectable } from 'inversify';
import { routeDataOf } from '../../domain/routing/route-data';
import type { RouteMatch } from '../../domain/routing/route-matcher';
import { RequestPrefetch } from '../../ports/request-prefetch.port';

/** A page about to show starts its first call now, while its code loads (domain/routing/route-data.ts). */
@injectable()
export class PrefetchRouteData {
  constructor(@inject(RequestPrefetch) private readonly requests: RequestPrefetch) {}

  run(match: RouteMatch): void {
    const request = routeDataOf(match);
    if (request) this.requests.prefetch(request.path, request.query);
  }
}
