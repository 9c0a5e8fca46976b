import type { ProjectDetails, ProjectSummary } from '../domain/projects/project.entity';
import type { HttpResult } from './http-client.port';

/** Projects, where form instances live (docs/api-forms.md). */
export interface ProjectGateway {
  list(): Promise<HttpResult<ProjectSummary[]>>;
  create(name: string, description: string): Promise<HttpResult<ProjectSummary>>;
  details(projectId: number, signal?: AbortSignal): Promise<HttpResult<ProjectDetails>>;
}
export const ProjectGateway = Symbol('ProjectGateway');
