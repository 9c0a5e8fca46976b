import { inject, injectable } from 'inversify';
import { UnsavedChanges } from '../platform/track-unsaved-changes.use-case';
import { Navigator } from '../../ports/navigator.port';
import type { FormInstanceEditor } from './form-instance-editor';
import { KeepFormDraft } from './keep-form-draft.use-case';

export const projectDetailsPath = (projectId: number) => `/project/details/${projectId}`;

/**
 * A member cancels: with unsaved changes they are asked first (the leave prompt), then the changes and
 * their draft are dropped and the page goes back to the project details (forms spec §2).
 */
@injectable()
export class CancelFormInstance {
  constructor(
    @inject(UnsavedChanges) private readonly unsaved: UnsavedChanges,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(KeepFormDraft) private readonly drafts: KeepFormDraft,
  ) {}

  /** Resolves false when the user chose to stay. */
  async run(editor: FormInstanceEditor): Promise<boolean> {
    const { InstanceId, ProjectId } = editor.model.instance;
    if (editor.isDirty) {
      if (!(await this.unsaved.confirmLeave())) return false;
      this.drafts.clear(InstanceId);
    }
    this.navigator.go(projectDetailsPath(ProjectId));
    return true;
  }
}
