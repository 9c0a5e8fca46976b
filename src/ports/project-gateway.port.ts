import type { ProjectChanges, ProjectDetails, ProjectSummary } from '../domain/projects/project.entity';
import type { HttpResult } from './http-client.port';

/** Projects, where form instances and tasks live (docs/api-forms.md, docs/api-tasks.md). */
export interface ProjectGateway {
  list(): Promise<HttpResult<ProjectSummary[]>>;
  create(name: string, description: string): Promise<HttpResult<ProjectSummary>>;
  details(projectId: number, signal?: AbortSignal): Promise<HttpResult<ProjectDetails>>;
  /** Name, description and plan: status, tags, workflow and its status, dates (issue 14). */
  update(changes: ProjectChanges): Promise<HttpResult<ProjectSummary>>;
}
export const ProjectGateway = Symbol('ProjectGateway');
