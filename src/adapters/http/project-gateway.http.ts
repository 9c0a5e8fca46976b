import { inject, injectable } from 'inversify';
import type { ProjectChanges, ProjectDetails, ProjectSummary } from '../../domain/projects/project.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { ProjectGateway } from '../../ports/project-gateway.port';
import { parseList } from './parse-response';
import { parseProjectDetails, parseProjectSummary } from './project-parsers';

/** Projects over HTTP (docs/api-forms.md, "Form instances and projects"; the plan: docs/api-tasks.md). */
@injectable()
export class HttpProjectGateway implements ProjectGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(): Promise<HttpResult<ProjectSummary[]>> {
    return this.http.get('project/list', parseList(parseProjectSummary));
  }

  create(name: string, description: string): Promise<HttpResult<ProjectSummary>> {
    return this.http.create('project', { Name: name, Description: description }, parseProjectSummary);
  }

  details(projectId: number, signal?: AbortSignal): Promise<HttpResult<ProjectDetails>> {
    return this.http.get('project', parseProjectDetails, { id: projectId }, { signal });
  }

  update(changes: ProjectChanges): Promise<HttpResult<ProjectSummary>> {
    return this.http.update('project', changes, parseProjectSummary);
  }
}
