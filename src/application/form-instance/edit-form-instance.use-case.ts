import { inject, injectable, optional } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import { Notifier } from '../../ports/notifier.port';
import { Scheduler } from '../../ports/scheduler.port';
import { clearCustomPatterns } from './clear-custom-patterns';
import { FormInstanceEditor, type EditorPatch } from './form-instance-editor';
import { buildModel, type FormInstanceModel } from './form-instance-model';
import { KeepFormDraft } from './keep-form-draft.use-case';

/**
 * A member fills an instance: each change updates the value, resets dependent nested selects, copies the
 * value to its mirrors, re-checks the affected messages and keeps a draft (also against other tabs); formulas that read the change are
 * recalculated 500 ms after the last change (forms spec §9), only those. A custom validation pattern runs once the
 * backtracking check has cleared it; the check runs in the background, and until it answers the pattern is skipped
 * (docs/validation.md). Without a checker (some tests) custom patterns never run.
 */
@injectable()
export class EditFormInstance {
  constructor(
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(KeepFormDraft) private readonly drafts: KeepFormDraft,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(CustomPatternChecker) @optional() private readonly patterns?: CustomPatternChecker,
  ) {}

  /** What the page derives once from the instance (shapes, access, dependencies). */
  modelOf(instance: FormInstance): FormInstanceModel {
    return buildModel(instance);
  }

  /** Starts filling; `patched` receives every change, beginning with the whole state from `editor.start()`. */
  start(model: FormInstanceModel, patched: (patch: EditorPatch) => void): FormInstanceEditor {
    const instanceId = model.instance.InstanceId;
    let unfollow = () => {};
    const editor = new FormInstanceEditor(model, this.scheduler, {
      patched,
      entriesChanged: (entries) => this.drafts.keep(instanceId, entries),
      disposed: () => unfollow(),
    });
    // While it is open, the page keeps its draft against other tabs (keep-form-draft.md).
    unfollow = this.drafts.follow(instanceId, () => editor.unsavedEntries());
    // "There is a cross/cyclic reference between fields ..." (forms spec §8): every formula shows #REF.
    const cycle = editor.compileReport.cycle;
    if (cycle) this.notifier.show('error', cycle.message);
    void clearCustomPatterns(editor, this.patterns);
    return editor;
  }
}
