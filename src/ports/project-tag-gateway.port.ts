import type { ProjectTag } from '../domain/setup/setup.entity';
import type { HttpResult } from './http-client.port';

/** Project tags (docs/api-tasks.md). */
export interface ProjectTagGateway {
  list(signal?: AbortSignal): Promise<HttpResult<ProjectTag[]>>;
  create(name: string, color: string): Promise<HttpResult<ProjectTag>>;
  update(tagId: number, name: string, color: string): Promise<HttpResult<ProjectTag>>;
  remove(tagId: number): Promise<HttpResult<unknown>>;
}
export const ProjectTagGateway = Symbol('ProjectTagGateway');
