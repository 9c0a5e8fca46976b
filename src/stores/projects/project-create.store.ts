import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldErrors } from '../../application/platform/validate-input';
import type { CreateProjectInput } from '../../application/projects/create-project.input';
import { CreateProject } from '../../application/projects/create-project.use-case';

/** /project/: the create-project form (one store per open page). */
@injectable()
export class ProjectCreateStore {
  name = '';
  description = '';
  busy = false;
  fieldErrors: FieldErrors<CreateProjectInput> = {};
  message: string | null = null;

  constructor(@inject(CreateProject) private readonly createProject: CreateProject) {
    makeAutoObservable<ProjectCreateStore, 'createProject'>(
      this,
      { createProject: false },
      { autoBind: true },
    );
  }

  nameChanged(value: string): void {
    this.name = value;
    this.fieldErrors = { ...this.fieldErrors, name: undefined };
  }

  descriptionChanged(value: string): void {
    this.description = value;
    this.fieldErrors = { ...this.fieldErrors, description: undefined };
  }

  /** True when the project was created (the use case has moved to its page). */
  async submitted(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.message = null;
    const result = await this.createProject.run(this.name, this.description);
    return runInAction(() => {
      this.busy = false;
      if (result.ok) return true;
      this.fieldErrors = result.fieldErrors;
      this.message = result.message;
      return false;
    });
  }

  dispose(): void {
    // Nothing runs in the background.
  }
}
