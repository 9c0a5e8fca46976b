import { inject, injectable } from 'inversify';
import type { FormSummary } from '../../domain/forms/form-catalog.entity';
import type { Form } from '../../domain/forms/form.entity';
import type { ProjectSummary } from '../../domain/projects/project.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { ProjectGateway } from '../../ports/project-gateway.port';
import { checkLibraryName, type LibraryOutcome } from './library-names';

/** (ours) Asked before a form is deleted. */
export const DELETE_FORM_CONFIRMATION = {
  title: 'Delete Form?',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
};
/** (ours) A form must sit in a group. */
export const GROUP_REQUIRED = 'Choose a group.';

export interface FormEdit {
  FormName: string;
  GroupId: number | null;
  ProjectIds: number[];
}

/** The user creates a form in a group, renames it, moves it to another group, links projects, or deletes it. */
@injectable()
export class ManageForms {
  constructor(
    @inject(FormsGateway) private readonly forms: FormsGateway,
    @inject(ProjectGateway) private readonly projectGateway: ProjectGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  /** The projects a form may be linked to; an empty list when they could not be read. */
  /** The projects the user may open; null when the list could not be had. */
  async projects(): Promise<ProjectSummary[] | null> {
    const result = await this.projectGateway.list();
    return result.ok ? result.data : null;
  }

  async create(edit: FormEdit): Promise<LibraryOutcome<Form>> {
    const checked = this.check(edit);
    if (!checked.ok) return checked;
    const result = await this.forms.createForm({
      FormName: checked.value.FormName,
      GroupId: checked.value.GroupId,
      ProjectIds: checked.value.ProjectIds,
    });
    return result.ok ? { ok: true, value: result.data } : { ok: false, message: null };
  }

  async update(formId: number, edit: FormEdit): Promise<LibraryOutcome<Form>> {
    const checked = this.check(edit);
    if (!checked.ok) return checked;
    const result = await this.forms.updateForm({ FormId: formId, ...checked.value });
    return result.ok ? { ok: true, value: result.data } : { ok: false, message: null };
  }

  /** Asks first. */
  async remove(form: Pick<FormSummary, 'FormId' | 'FormName'>): Promise<LibraryOutcome<number>> {
    const confirmed = await this.dialogs.confirm({
      ...DELETE_FORM_CONFIRMATION,
      message: `The form "${form.FormName}" and its fields will be deleted. This cannot be undone.`,
    });
    if (!confirmed) return { ok: false, message: null };
    const result = await this.forms.deleteForm(form.FormId);
    return result.ok ? { ok: true, value: form.FormId } : { ok: false, message: null };
  }

  private check(edit: FormEdit): LibraryOutcome<{ FormName: string; GroupId: number; ProjectIds: number[] }> {
    const name = checkLibraryName(edit.FormName);
    if (!name.ok) return name;
    if (edit.GroupId === null || !Number.isInteger(edit.GroupId) || edit.GroupId <= 0)
      return { ok: false, message: GROUP_REQUIRED };
    const ProjectIds = [...new Set(edit.ProjectIds.filter((id) => Number.isInteger(id) && id > 0))];
    return { ok: true, value: { FormName: name.name, GroupId: edit.GroupId, ProjectIds } };
  }
}
