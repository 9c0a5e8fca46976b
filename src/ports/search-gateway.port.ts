import type { SearchAnswer } from '../domain/search/search-hit.entity';
import type { HttpResult } from './http-client.port';

/** The search over what the signed-in user may read (docs/search.md): `GET /api/search`. */
export interface SearchGateway {
  /** Hits of `phrase`, grouped by kind, at most `perKind` per group. */
  search(phrase: string, perKind: number, signal?: AbortSignal): Promise<HttpResult<SearchAnswer>>;
}
export const SearchGateway = Symbol('SearchGateway');
