import { inject, injectable } from 'inversify';
import type { SearchAnswer } from '../../domain/search/search-hit.entity';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import type { SearchGateway } from '../../ports/search-gateway.port';
import { listOf, parseShape } from './forms-shape';
import { parseDto } from './parse-response';
import { SearchAnswerDto, SearchGroupDto, SearchHitDto } from './search.dto';

const parseGroup = parseShape(SearchGroupDto, { Hits: listOf(parseDto(SearchHitDto)) });
export const parseSearchAnswer: ResponseParser<SearchAnswer> = parseShape(SearchAnswerDto, {
  Groups: listOf(parseGroup),
});

/** The search over HTTP (docs/api.md, docs/search.md). */
@injectable()
export class HttpSearchGateway implements SearchGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  search(phrase: string, perKind: number, signal?: AbortSignal): Promise<HttpResult<SearchAnswer>> {
    return this.http.get('search', parseSearchAnswer, { q: phrase, limit: perKind }, { signal });
  }
}
