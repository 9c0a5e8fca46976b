import { inject, injectable } from 'inversify';
import type { ProjectSummary } from '../../domain/projects/project.entity';
import { ProjectGateway } from '../../ports/project-gateway.port';

/** A member opens /project/list: the projects, newest first. */
@injectable()
export class ListProjects {
  constructor(@inject(ProjectGateway) private readonly gateway: ProjectGateway) {}

  /** Null when the list could not be read (the error catalogue has told the user). */
  async run(): Promise<ProjectSummary[] | null> {
    const result = await this.gateway.list();
    if (!result.ok) return null;
    return [...result.data].sort(
      (a, b) => b.CreatedOn.localeCompare(a.CreatedOn) || a.Name.localeCompare(b.Name),
    );
  }
}
