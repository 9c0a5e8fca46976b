import { inject, injectable } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { Notifier } from '../../ports/notifier.port';
import { Scheduler } from '../../ports/scheduler.port';
import { FormInstanceEditor, type EditorPatch } from './form-instance-editor';
import { buildModel, type FormInstanceModel } from './form-instance-model';
import { KeepFormDraft } from './keep-form-draft.use-case';

/**
 * A member fills an instance: each change updates the value, resets dependent nested selects, copies the
 * value to its mirrors, re-checks the affected messages and keeps a draft; formulas that read the change are
 * recalculated 500 ms after the last change (forms spec §9), only those.
 */
@injectable()
export class EditFormInstance {
  constructor(
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(KeepFormDraft) private readonly drafts: KeepFormDraft,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** What the page derives once from the instance (shapes, access, dependencies). */
  modelOf(instance: FormInstance): FormInstanceModel {
    return buildModel(instance);
  }

  /** Starts filling; `patched` receives every change, beginning with the whole state from `editor.start()`. */
  start(model: FormInstanceModel, patched: (patch: EditorPatch) => void): FormInstanceEditor {
    const instanceId = model.instance.InstanceId;
    const editor = new FormInstanceEditor(model, this.scheduler, {
      patched,
      entriesChanged: (entries) => this.drafts.keep(instanceId, entries),
    });
    // "There is a cross/cyclic reference between fields ..." (forms spec §8): every formula shows #REF.
    const cycle = editor.compileReport.cycle;
    if (cycle) this.notifier.show('error', cycle.message);
    return editor;
  }
}
