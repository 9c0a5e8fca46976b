import { inject, injectable } from 'inversify';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { checkLibraryName, type LibraryOutcome } from './library-names';

/** (ours) Asked before a group is deleted. */
export const DELETE_GROUP_CONFIRMATION = {
  title: 'Delete Form Group?',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
};
/** (ours) A group that still holds forms is not deleted (the server refuses it too). */
export const GROUP_NOT_EMPTY = 'This group still holds forms. Move or delete them first.';

/** The user lists form groups with their forms, and creates, renames or deletes a group. */
@injectable()
export class ManageFormGroups {
  constructor(
    @inject(FormsGateway) private readonly forms: FormsGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  /** Null when the list could not be read (the error catalogue has told the user). */
  async list(): Promise<FormGroup[] | null> {
    const result = await this.forms.list();
    return result.ok ? result.data : null;
  }

  async group(groupId: number): Promise<FormGroup | null> {
    if (!Number.isInteger(groupId) || groupId <= 0) return null;
    const result = await this.forms.group(groupId);
    return result.ok ? result.data : null;
  }

  async create(name: string): Promise<LibraryOutcome<FormGroup>> {
    const checked = checkLibraryName(name);
    if (!checked.ok) return checked;
    const result = await this.forms.createGroup(checked.name);
    return result.ok ? { ok: true, value: result.data } : { ok: false, message: null };
  }

  async rename(groupId: number, name: string): Promise<LibraryOutcome<FormGroup>> {
    const checked = checkLibraryName(name);
    if (!checked.ok) return checked;
    const result = await this.forms.renameGroup(groupId, checked.name);
    return result.ok ? { ok: true, value: result.data } : { ok: false, message: null };
  }

  /** Asks first; a group with forms is refused with a message. */
  async remove(group: FormGroup): Promise<LibraryOutcome<number>> {
    if (group.Forms.length > 0) return { ok: false, message: GROUP_NOT_EMPTY };
    const confirmed = await this.dialogs.confirm({
      ...DELETE_GROUP_CONFIRMATION,
      message: `The form group "${group.Name}" will be deleted.`,
    });
    if (!confirmed) return { ok: false, message: null };
    const result = await this.forms.deleteGroup(group.GroupId);
    return result.ok ? { ok: true, value: group.GroupId } : { ok: false, message: null };
  }
}
