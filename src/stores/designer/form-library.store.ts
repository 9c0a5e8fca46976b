import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageFormGroups } from '../../application/designer/manage-form-groups.use-case';
import { ManageForms, type FormEdit } from '../../application/designer/manage-forms.use-case';
import type { LibraryOutcome } from '../../application/designer/library-names';
import type { FormGroup, FormSummary } from '../../domain/forms/form-catalog.entity';
import type { ProjectSummary } from '../../domain/projects/project.entity';

export type { FormEdit };

/**
 * The form library pages (/form/list, /forms/group/details/{id}, /form/details/{formId}): groups with
 * their forms, and the projects forms link to. One instance per page (transient); `dispose()` drops late answers.
 */
@injectable()
export class FormLibraryStore {
  groups: FormGroup[] = [];
  projects: ProjectSummary[] = [];
  /** Whether `projects` is the list of what the user may open (false until it loads, or when it failed). */
  projectsKnown = false;
  loading = false;
  loaded = false;
  /** The list could not be read. */
  failed = false;
  private generation = 0;

  constructor(
    @inject(ManageFormGroups) private readonly groupCases: ManageFormGroups,
    @inject(ManageForms) private readonly formCases: ManageForms,
  ) {
    makeAutoObservable<FormLibraryStore, 'groupCases' | 'formCases' | 'generation'>(
      this,
      {
        groups: observableRef,
        projects: observableRef,
        groupCases: false,
        formCases: false,
        generation: false,
      },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    const [groups, projects] = await Promise.all([this.groupCases.list(), this.formCases.projects()]);
    if (generation !== this.generation) return;
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      this.failed = groups === null;
      if (groups) this.groups = groups;
      this.projects = projects ?? [];
      this.projectsKnown = projects !== null;
    });
  }

  group(groupId: number): FormGroup | undefined {
    return this.groups.find((group) => group.GroupId === groupId);
  }

  form(formId: number): FormSummary | undefined {
    for (const group of this.groups) {
      const form = group.Forms.find((entry) => entry.FormId === formId);
      if (form) return form;
    }
    return undefined;
  }

  projectName(projectId: number): string {
    return this.projects.find((project) => project.ProjectId === projectId)?.Name ?? `Project ${projectId}`;
  }

  /**
   * The projects a form is linked to that the user may open, to link to by name, and how many others there are:
   * their pages would only answer 403, and their names are not the user's to see. Until the list of projects is
   * known every project counts as one to open.
   */
  linkedProjects(projectIds: readonly number[]): {
    open: Array<{ id: number; name: string }>;
    hidden: number;
  } {
    if (!this.projectsKnown)
      return { open: projectIds.map((id) => ({ id, name: this.projectName(id) })), hidden: 0 };
    const open = projectIds.flatMap((id) => {
      const project = this.projects.find((p) => p.ProjectId === id);
      return project ? [{ id, name: project.Name }] : [];
    });
    return { open, hidden: projectIds.length - open.length };
  }

  /** Each returns null when done, or the message to show (null message: the error catalogue spoke). */
  async createGroup(name: string): Promise<string | null> {
    return this.after(await this.groupCases.create(name));
  }

  async renameGroup(groupId: number, name: string): Promise<string | null> {
    return this.after(await this.groupCases.rename(groupId, name));
  }

  async deleteGroup(groupId: number): Promise<string | null> {
    const group = this.group(groupId);
    if (!group) return null;
    return this.after(await this.groupCases.remove(group));
  }

  async createForm(edit: FormEdit): Promise<string | null> {
    return this.after(await this.formCases.create(edit));
  }

  async updateForm(formId: number, edit: FormEdit): Promise<string | null> {
    return this.after(await this.formCases.update(formId, edit));
  }

  /** True when the form was deleted. */
  async deleteForm(formId: number): Promise<boolean> {
    const form = this.form(formId);
    if (!form) return false;
    const outcome = await this.formCases.remove(form);
    if (outcome.ok) await this.load();
    return outcome.ok;
  }

  /** Late answers after the page closed are ignored. */
  dispose(): void {
    this.generation++;
    this.loading = false;
  }

  private async after<T>(outcome: LibraryOutcome<T>): Promise<string | null> {
    if (!outcome.ok) return outcome.message ?? '';
    await this.load();
    return null;
  }
}
