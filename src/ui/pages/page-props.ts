import type { RouteMatch } from '../../domain/routing/route-matcher';

export interface PageProps {
  match: RouteMatch;
}
