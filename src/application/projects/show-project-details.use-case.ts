import { inject, injectable } from 'inversify';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import type { ProjectDetails } from '../../domain/projects/project.entity';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { ProjectGateway } from '../../ports/project-gateway.port';

export interface ProjectPage {
  project: ProjectDetails;
  /** Form groups and their forms, to create instances from. */
  groups: FormGroup[];
}

/** A member opens /project/details/{projectId}: the project, its form instances, and the forms to start from. */
@injectable()
export class ShowProjectDetails {
  constructor(
    @inject(ProjectGateway) private readonly projects: ProjectGateway,
    @inject(FormsGateway) private readonly forms: FormsGateway,
  ) {}

  /** Null when the project could not be read (unknown, forbidden or the page was left). */
  async run(projectId: number, signal?: AbortSignal): Promise<ProjectPage | null> {
    if (!Number.isInteger(projectId) || projectId <= 0) return null;
    const [project, groups] = await Promise.all([
      this.projects.details(projectId, signal),
      this.forms.list(),
    ]);
    if (!project.ok) return null;
    const instances = [...project.data.Instances].sort(
      (a, b) => b.UpdatedOn.localeCompare(a.UpdatedOn) || a.InstanceId - b.InstanceId,
    );
    return {
      project: { ...project.data, Instances: instances },
      // Without the catalogue the page still lists the instances; only creating is not offered.
      groups: groups.ok ? groups.data.filter((group) => group.Forms.length > 0) : [],
    };
  }
}
