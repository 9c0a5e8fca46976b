import { inject, injectable } from 'inversify';
import type { TaskCategory } from '../../domain/setup/setup.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { TaskCategoryGateway } from '../../ports/task-category-gateway.port';
import { ignoreBody, parseDto, parseList } from './parse-response';
import { TaskCategoryDto } from './setup.dto';

const parseCategory = parseDto(TaskCategoryDto);

/** Task categories over HTTP (docs/api-tasks.md). */
@injectable()
export class HttpTaskCategoryGateway implements TaskCategoryGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<TaskCategory[]>> {
    return this.http.get('taskcategory/list', parseList(parseCategory), undefined, { signal });
  }

  get(categoryId: number, signal?: AbortSignal): Promise<HttpResult<TaskCategory>> {
    return this.http.get('taskcategory', parseCategory, { id: categoryId }, { signal });
  }

  create(name: string): Promise<HttpResult<TaskCategory>> {
    return this.http.create('taskcategory', { Name: name }, parseCategory);
  }

  rename(categoryId: number, name: string): Promise<HttpResult<TaskCategory>> {
    return this.http.update('taskcategory', { CategoryId: categoryId, Name: name }, parseCategory);
  }

  remove(categoryId: number, moveTo: number | null): Promise<HttpResult<unknown>> {
    return this.http.remove('taskcategory', { CategoryId: categoryId, MoveToCategoryId: moveTo }, ignoreBody);
  }
}
