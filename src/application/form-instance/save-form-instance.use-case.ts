import { inject, injectable } from 'inversify';
import { Dialogs } from '../../ports/dialogs.port';
import { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import type { FormInstanceEditor } from './form-instance-editor';
import { KeepFormDraft } from './keep-form-draft.use-case';

/** Texts of forms spec §5 and §8, word for word. */
export const SAVE_INVALID_TITLE = 'Form Validation Failed';
export const SAVE_INVALID_MESSAGE = 'Please correct the validation errors shown and try again.';
export const SAVE_SUCCESS_MESSAGE = 'Form updated successfully.';

export type SaveOutcome = 'saved' | 'invalid' | 'unchanged' | 'failed';

/**
 * A member saves the instance: an invalid form is blocked with an alert, a form without changes is not sent,
 * and only the changed fields are (never header, image, text, new line, empty or mirror fields).
 */
@injectable()
export class SaveFormInstance {
  constructor(
    @inject(FormInstanceGateway) private readonly gateway: FormInstanceGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(KeepFormDraft) private readonly drafts: KeepFormDraft,
  ) {}

  async run(editor: FormInstanceEditor): Promise<SaveOutcome> {
    if (editor.model.readOnly) return 'unchanged';
    const errors = editor.validateAll();
    if (errors.size > 0) {
      void this.dialogs.alert({ title: SAVE_INVALID_TITLE, message: SAVE_INVALID_MESSAGE });
      return 'invalid';
    }
    if (!editor.isDirty) return 'unchanged';
    const instanceId = editor.model.instance.InstanceId;
    const { payload, sent } = editor.beginSave();
    const result = await this.gateway.save(instanceId, payload);
    // A failure was told by the error catalogue; the entries stay unsaved and in the draft.
    if (!result.ok) return 'failed';
    editor.saved(sent);
    // Anything typed while the save was on its way is still unsaved, and stays in the draft.
    this.drafts.keep(instanceId, editor.unsavedEntries());
    this.notifier.show('success', SAVE_SUCCESS_MESSAGE);
    return 'saved';
  }
}
