import type { Application, Request } from 'express';
import { SEARCH_LIMITS, normalizedPhrase } from '../../../src/domain/search/search-query.rules';
import { signedIn } from '../../auth';
import { badRequest, handle } from '../../http';
import { queryInteger } from '../../validate';
import type { SearchService } from './search-service';

/** `q`: given once, 1 to 200 characters (any characters: the index reads words only). */
function phraseOf(req: Request): string {
  const raw = req.query.q;
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest('q is required.');
  if (raw.length > SEARCH_LIMITS.phraseMax)
    throw badRequest(`q must be at most ${SEARCH_LIMITS.phraseMax} characters.`);
  return normalizedPhrase(raw);
}

/** GET /api/search?q=&limit= (docs/api.md, docs/search.md): what the caller may open, grouped by kind. */
export function registerSearchRoutes(app: Application, search: SearchService): void {
  app.get(
    '/search',
    handle((req, res) => {
      const { user } = signedIn(res);
      const phrase = phraseOf(req);
      const limit = queryInteger(req, 'limit', {
        min: 1,
        max: SEARCH_LIMITS.perKindMax,
        fallback: SEARCH_LIMITS.perKindDefault,
      });
      res.json(search.search(user, phrase, limit));
    }),
  );
}
