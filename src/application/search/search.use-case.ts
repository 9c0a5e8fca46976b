import { inject, injectable } from 'inversify';
import type { SearchAnswer } from '../../domain/search/search-hit.entity';
import { SEARCH_LIMITS, normalizedPhrase, searchable } from '../../domain/search/search-query.rules';
import { SearchGateway } from '../../ports/search-gateway.port';

/** What a search came to: an answer, nothing to search for, or a failure the error catalogue has shown. */
export type SearchOutcome =
  | { kind: 'answer'; answer: SearchAnswer }
  | { kind: 'empty-phrase' }
  | { kind: 'failed' }
  | { kind: 'aborted' };

/**
 * A member searches (docs/use-cases/search.md): the phrase is tidied and cut to the limit the server accepts, and a
 * phrase without a letter or digit is not sent (it could find nothing).
 */
@injectable()
export class RunSearch {
  constructor(@inject(SearchGateway) private readonly gateway: SearchGateway) {}

  async run(raw: string, signal?: AbortSignal): Promise<SearchOutcome> {
    const phrase = normalizedPhrase(raw);
    if (!searchable(phrase)) return { kind: 'empty-phrase' };
    const result = await this.gateway.search(phrase, SEARCH_LIMITS.perKindDefault, signal);
    if (result.ok) return { kind: 'answer', answer: result.data };
    return result.failure.kind === 'aborted' ? { kind: 'aborted' } : { kind: 'failed' };
  }
}
