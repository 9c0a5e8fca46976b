import { inject, injectable } from 'inversify';
import type { ProjectSummary } from '../../domain/projects/project.entity';
import { messageOf } from '../../domain/platform/error-catalogue';
import { Navigator } from '../../ports/navigator.port';
import { ProjectGateway } from '../../ports/project-gateway.port';
import { validateInput, type FieldErrors } from '../platform/validate-input';
import { CreateProjectInput } from './create-project.input';

export type CreateProjectResult =
  | { ok: true; project: ProjectSummary }
  | { ok: false; fieldErrors: FieldErrors<CreateProjectInput>; message: string | null };

export const projectPath = (projectId: number) => `/project/details/${projectId}`;

/** A member creates a project on /project/ and lands on its details page. */
@injectable()
export class CreateProject {
  constructor(
    @inject(ProjectGateway) private readonly gateway: ProjectGateway,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  async run(name: string, description: string): Promise<CreateProjectResult> {
    const input = CreateProjectInput.of(name, description);
    const fieldErrors = validateInput(input);
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, message: null };
    const result = await this.gateway.create(input.name, input.description);
    if (!result.ok) {
      // A 400 carries the server's reason; other failures were told by the error catalogue.
      const { failure } = result;
      const message = failure.kind === 'status' && failure.status === 400 ? messageOf(failure.payload) : null;
      return { ok: false, fieldErrors: {}, message };
    }
    this.navigator.go(projectPath(result.data.ProjectId));
    return { ok: true, project: result.data };
  }
}
