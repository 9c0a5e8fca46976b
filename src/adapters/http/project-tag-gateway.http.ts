import { inject, injectable } from 'inversify';
import type { ProjectTag } from '../../domain/setup/setup.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { ProjectTagGateway } from '../../ports/project-tag-gateway.port';
import { ignoreBody, parseDto, parseList } from './parse-response';
import { ProjectTagDto } from './setup.dto';

const parseTag = parseDto(ProjectTagDto);

/** Project tags over HTTP (docs/api-tasks.md). */
@injectable()
export class HttpProjectTagGateway implements ProjectTagGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<ProjectTag[]>> {
    return this.http.get('projecttag/list', parseList(parseTag), undefined, { signal });
  }

  create(name: string, color: string): Promise<HttpResult<ProjectTag>> {
    return this.http.create('projecttag', { Name: name, Color: color }, parseTag);
  }

  update(tagId: number, name: string, color: string): Promise<HttpResult<ProjectTag>> {
    return this.http.update('projecttag', { TagId: tagId, Name: name, Color: color }, parseTag);
  }

  remove(tagId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('projecttag', { TagId: tagId }, ignoreBody);
  }
}
