import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, observableRef, runInAction, type ObservableSet } from 'mobx';
import { CancelFormInstance } from '../../application/form-instance/cancel-form-instance.use-case';
import { EditFormInstance } from '../../application/form-instance/edit-form-instance.use-case';
import type { EditorPatch, FormInstanceEditor } from '../../application/form-instance/form-instance-editor';
import type { FormInstanceModel } from '../../application/form-instance/form-instance-model';
import { KeepFormDraft } from '../../application/form-instance/keep-form-draft.use-case';
import { OpenFormInstance } from '../../application/form-instance/open-form-instance.use-case';
import { RevealEncryptedValue } from '../../application/form-instance/reveal-encrypted-value.use-case';
import {
  SaveFormInstance,
  type SaveOutcome,
} from '../../application/form-instance/save-form-instance.use-case';
import { UnsavedChanges } from '../../application/platform/track-unsaved-changes.use-case';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { fieldIdsByRow } from '../../domain/forms/instance/form-grid';
import { FieldEntries } from './field-entries';

export type InstanceStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The form instance page (/forminstance/{instanceId}): one per open page (transient). Each field's entry
 * (value, message, formula result, options) is its own observable (FieldEntries), so the row that shows a
 * field re-renders only when one of its own fields changes.
 */
@injectable()
export class FormInstanceStore {
  status: InstanceStatus = 'idle';
  instance: FormInstance | null = null;
  /** Shapes, access and dependencies of the open instance (what the field renderer lays out). */
  model: FormInstanceModel | null = null;
  /** What the field renderer shows of each field. */
  readonly fields = new FieldEntries();
  readonly revealed: ObservableSet<number> = observable.set();
  readonly revealing: ObservableSet<number> = observable.set();
  dirty = false;
  /** Whether the whole form passes validation now (for the PDF dialog). */
  valid = true;
  saving = false;
  /** The user left during a save: the page waits for it (and says so) before it goes. */
  leaveAfterSave = false;
  /** A draft of an earlier visit is still to be offered, once the form shows. */
  private draftToOffer = false;
  /** The instance whose draft checks prepare started, until the offer takes them. */
  private draftChecksOf: number | null = null;
  private saveOnItsWay: Promise<SaveOutcome> | null = null;
  private editor: FormInstanceEditor | null = null;
  private load: AbortController | null = null;
  private untrack: (() => void) | null = null;

  constructor(
    @inject(OpenFormInstance) private readonly open: OpenFormInstance,
    @inject(EditFormInstance) private readonly edit: EditFormInstance,
    @inject(SaveFormInstance) private readonly saveInstance: SaveFormInstance,
    @inject(CancelFormInstance) private readonly cancelInstance: CancelFormInstance,
    @inject(RevealEncryptedValue) private readonly revealValue: RevealEncryptedValue,
    @inject(KeepFormDraft) private readonly drafts: KeepFormDraft,
    @inject(UnsavedChanges) private readonly unsaved: UnsavedChanges,
  ) {
    makeAutoObservable<
      FormInstanceStore,
      | 'editor'
      | 'draftToOffer'
      | 'draftChecksOf'
      | 'saveOnItsWay'
      | 'load'
      | 'untrack'
      | 'open'
      | 'edit'
      | 'saveInstance'
      | 'cancelInstance'
      | 'revealValue'
      | 'drafts'
      | 'unsaved'
    >(
      this,
      {
        instance: observableRef,
        model: observableRef,
        fields: false,
        revealed: false,
        revealing: false,
        editor: false,
        draftToOffer: false,
        draftChecksOf: false,
        saveOnItsWay: false,
        load: false,
        untrack: false,
        open: false,
        edit: false,
        saveInstance: false,
        cancelInstance: false,
        revealValue: false,
        drafts: false,
        unsaved: false,
      },
      { autoBind: true },
    );
  }

  get readOnly(): boolean {
    return this.model?.readOnly ?? true;
  }

  /**
   * Opens the instance and shows it; a draft of an earlier visit is offered once the form is on screen (formShown),
   * not over the loading page (issue 32 #12).
   */
  async opened(instanceId: number): Promise<void> {
    this.dispose();
    this.clear();
    const load = new AbortController();
    this.load = load;
    this.status = 'loading';
    this.drafts.prepare(instanceId);
    this.draftChecksOf = instanceId;
    const instance = await this.open.run(instanceId, load.signal);
    if (load.signal.aborted) return;
    if (!instance) {
      runInAction(() => (this.status = 'failed'));
      return;
    }
    const model = this.edit.modelOf(instance);
    runInAction(() => {
      this.instance = instance;
      this.model = model;
      this.fields.reset(fieldIdsByRow(instance.Fields));
      const editor = this.edit.start(model, this.patched);
      this.editor = editor;
      this.patched(editor.start());
      this.untrack = this.unsaved.track(
        `form-instance-${instance.InstanceId}`,
        () => this.dirty,
        this.leaving,
      );
      this.draftToOffer = !model.readOnly;
      if (model.readOnly) this.releaseDraftChecks();
      this.status = 'ready';
      this.load = null;
    });
  }

  /** The page shows the form: the entries of an earlier visit are offered back now, over it, and restored. */
  async formShown(): Promise<void> {
    const editor = this.editor;
    if (!editor || !this.draftToOffer) return;
    this.draftToOffer = false;
    this.draftChecksOf = null;
    const entries = await this.drafts.offer(editor.model);
    if (entries && this.editor === editor) editor.restore(entries);
  }

  fieldChanged(fieldId: number, value: string): void {
    this.editor?.change(fieldId, value);
  }

  async saveClicked(): Promise<SaveOutcome | null> {
    if (!this.editor || this.saving) return null;
    this.saving = true;
    const save = this.saveInstance.run(this.editor);
    this.saveOnItsWay = save;
    const outcome = await save;
    runInAction(() => {
      this.saving = false;
      this.leaveAfterSave = false;
      this.saveOnItsWay = null;
    });
    return outcome;
  }

  /**
   * The user leaves (Back, a link) while a save is on its way: the page stays until it is done, saying so, and the
   * leave then goes ahead, or asks if something is still unsaved (docs/use-cases/edit-form-instance.md).
   */
  leaving(): Promise<unknown> | null {
    if (!this.saveOnItsWay) return null;
    this.leaveAfterSave = true;
    return this.saveOnItsWay;
  }

  async cancelClicked(): Promise<void> {
    if (this.editor) await this.cancelInstance.run(this.editor);
  }

  async revealClicked(fieldId: number): Promise<void> {
    if (!this.editor || this.revealing.has(fieldId)) return;
    this.revealing.add(fieldId);
    const shown = await this.revealValue.run(this.editor, fieldId);
    runInAction(() => {
      this.revealing.delete(fieldId);
      if (shown) this.revealed.add(fieldId);
    });
  }

  /** Copies what the editor changed into the fields' entries, in one action. */
  patched(patch: EditorPatch): void {
    runInAction(() => {
      this.fields.apply(patch);
      if (patch.dirty !== undefined) this.dirty = patch.dirty;
      if (patch.valid !== undefined) this.valid = patch.valid;
    });
  }

  /** The draft's checks started as the instance opened (prepare) wait no more for the form. */
  private releaseDraftChecks(): void {
    if (this.draftChecksOf !== null) this.drafts.release(this.draftChecksOf);
    this.draftChecksOf = null;
  }

  private clear(): void {
    this.instance = null;
    this.model = null;
    this.dirty = false;
    this.valid = true;
    this.draftToOffer = false;
    this.leaveAfterSave = false;
    this.fields.reset([]);
    this.revealed.clear();
    this.revealing.clear();
  }

  /** The page closed: pending work stops and the leave prompt no longer asks for this form. */
  dispose(): void {
    this.releaseDraftChecks();
    this.load?.abort();
    this.load = null;
    this.editor?.dispose();
    this.editor = null;
    this.untrack?.();
    this.untrack = null;
  }
}
