import { inject, injectable, optional } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { SharingText } from '../../domain/sharing/sharing-texts';
import { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { Scheduler } from '../../ports/scheduler.port';
import { SharedFormGateway, type ShareAccess } from '../../ports/shared-form-gateway.port';
import { UniqueIds } from '../../ports/unique-ids.port';
import { clearCustomPatterns } from '../form-instance/clear-custom-patterns';
import { FormInstanceEditor, type EditorPatch } from '../form-instance/form-instance-editor';
import { accessOf, buildModel, isEncrypted } from '../form-instance/form-instance-model';
import { SAVE_INVALID_MESSAGE, SAVE_INVALID_TITLE } from '../form-instance/save-form-instance.use-case';
import { NOT_FOUND_PATH } from './open-shared-form.use-case';
import { shareFailureOf } from './share-failure';

export type SharedSaveOutcome = 'saved' | 'invalid' | 'unchanged' | 'access-ended' | 'failed';

/**
 * The recipient fills the shared instance with the instance page's own form engine (FormInstanceEditor: formulas,
 * masks, validation, conditional validation, nested selects, mirrors), never a copy of it. Unlike a member's page it
 * keeps no draft in the browser: the person may be on a shared computer, and the page warns before it resets.
 * Saving sends the token; a retry of a save that got no answer sends the same SaveId, so it is saved once.
 */
@injectable()
export class FillSharedForm {
  /** The save sent but not answered: its payload and id, reused when the same entries are saved again. */
  private pending: { payload: string; saveId: string } | null = null;

  constructor(
    @inject(SharedFormGateway) private readonly gateway: SharedFormGateway,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(UniqueIds) private readonly ids: UniqueIds,
    @inject(CustomPatternChecker) @optional() private readonly patterns?: CustomPatternChecker,
  ) {}

  /** Starts filling `instance`; `patched` receives every change, beginning with the whole state from `editor.start()`. */
  start(instance: FormInstance, patched: (patch: EditorPatch) => void): FormInstanceEditor {
    const editor = new FormInstanceEditor(buildModel(instance), this.scheduler, { patched });
    const cycle = editor.compileReport.cycle;
    if (cycle) this.notifier.show('error', cycle.message);
    void clearCustomPatterns(editor, this.patterns);
    this.pending = null;
    return editor;
  }

  async save(editor: FormInstanceEditor, access: ShareAccess): Promise<SharedSaveOutcome> {
    if (editor.model.readOnly) return 'unchanged';
    if (editor.validateAll().size > 0) {
      void this.dialogs.alert({ title: SAVE_INVALID_TITLE, message: SAVE_INVALID_MESSAGE });
      return 'invalid';
    }
    if (!editor.isDirty) return 'unchanged';
    const { payload, sent } = editor.beginSave();
    const key = JSON.stringify(payload);
    const saveId = this.pending?.payload === key ? this.pending.saveId : this.ids.next();
    this.pending = { payload: key, saveId };
    const result = await this.gateway.save(access, payload, saveId);
    if (!result.ok) {
      const reading = shareFailureOf(result.failure);
      if (reading.kind === 'link-gone') this.navigator.go(NOT_FOUND_PATH, { replace: true });
      if (reading.kind === 'access-ended' || reading.kind === 'failed')
        this.notifier.show('error', reading.message);
      return reading.kind === 'access-ended' ? 'access-ended' : 'failed';
    }
    this.pending = null;
    editor.saved(sent);
    this.notifier.show('success', SharingText.formSaved);
    return 'saved';
  }

  /** Shows an encrypted value's real text (the token opens it); false when it could not. */
  async reveal(editor: FormInstanceEditor, fieldId: number, access: ShareAccess): Promise<boolean> {
    const shape = editor.model.shapeOf.get(fieldId);
    if (!isEncrypted(shape) || !accessOf(editor.model, fieldId).view) return false;
    if (editor.isRevealed(fieldId)) return true;
    const result = await this.gateway.revealEncrypted(access, fieldId);
    if (!result.ok) {
      const reading = shareFailureOf(result.failure);
      if (reading.kind === 'access-ended' || reading.kind === 'failed')
        this.notifier.show('error', reading.message);
      return false;
    }
    editor.reveal(fieldId, result.data.Value);
    return true;
  }
}
