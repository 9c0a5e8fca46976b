import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { clearCustomPatterns } from '../../application/form-instance/clear-custom-patterns';
import { FormInstanceEditor, type EditorPatch } from '../../application/form-instance/form-instance-editor';
import { buildModel, type FormInstanceModel } from '../../application/form-instance/form-instance-model';
import { OpenDesigner } from '../../application/designer/open-designer.use-case';
import type { Form } from '../../domain/forms/form.entity';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import { Notifier } from '../../ports/notifier.port';
import { Scheduler } from '../../ports/scheduler.port';
import { fieldIdsByRow } from '../../domain/forms/instance/form-grid';
import { FieldEntries } from '../form-instance/field-entries';

/** A form as an instance nobody saved: what fill mode and the preview show. */
export function previewInstance(form: Form): FormInstance {
  return {
    InstanceId: 0,
    ProjectId: 0,
    ProjectName: '',
    Name: form.FormName,
    FormId: form.FormId,
    Columns: form.Columns.map((column) => ({ Width: column.Width })),
    Rows: form.Rows,
    Options: form.Options,
    AccessMask: 0,
    IsReadOnly: false,
    FormWidthInPx: form.FormWidthInPx,
    FormHeightInPx: form.FormHeightInPx,
    Fields: form.Fields,
  };
}

/**
 * Fill mode (the designer's edit mode off) and /setup/form/preview/{formId}: the form as a user fills
 * it, with the shared field renderer. Starting it recalculates every formula (forms spec §4); what is
 * typed is never saved.
 */
@injectable()
export class DesignerPreviewStore {
  status: 'idle' | 'loading' | 'ready' | 'not-found' | 'failed' = 'idle';
  form: Form | null = null;
  model: FormInstanceModel | null = null;
  /** What the field renderer shows of each field. */
  readonly fields = new FieldEntries();
  private editor: FormInstanceEditor | null = null;
  private loading: AbortController | null = null;

  constructor(
    @inject(OpenDesigner) private readonly opener: OpenDesigner,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(CustomPatternChecker) @optional() private readonly patterns?: CustomPatternChecker,
  ) {
    makeAutoObservable<
      DesignerPreviewStore,
      'editor' | 'loading' | 'opener' | 'scheduler' | 'notifier' | 'patterns'
    >(
      this,
      {
        form: observableRef,
        model: observableRef,
        fields: false,
        editor: false,
        loading: false,
        opener: false,
        scheduler: false,
        notifier: false,
        patterns: false,
      },
      { autoBind: true },
    );
  }

  /** The preview page: reads the form, then starts filling it. */
  async load(formId: number): Promise<void> {
    this.loading?.abort();
    const loading = new AbortController();
    this.loading = loading;
    this.status = 'loading';
    const outcome = await this.opener.run(formId, loading.signal);
    if (loading.signal.aborted) return;
    runInAction(() => {
      this.loading = null;
      if (outcome.ok) this.start(outcome.bundle.form);
      else this.status = outcome.reason === 'not-found' ? 'not-found' : 'failed';
    });
  }

  /** Starts filling `form` from empty values; every formula is calculated now. */
  start(form: Form): void {
    this.stop();
    this.fields.reset(fieldIdsByRow(form.Fields));
    const model = buildModel(previewInstance(form));
    const editor = new FormInstanceEditor(model, this.scheduler, { patched: this.patched });
    if (editor.compileReport.cycle) this.notifier.show('error', editor.compileReport.cycle.message);
    this.form = form;
    this.model = model;
    this.editor = editor;
    this.patched(editor.start());
    void clearCustomPatterns(editor, this.patterns);
    this.status = 'ready';
  }

  fieldChanged(fieldId: number, value: string): void {
    this.editor?.change(fieldId, value);
  }

  patched(patch: EditorPatch): void {
    runInAction(() => this.fields.apply(patch));
  }

  /** Leaves fill mode: what was typed is dropped. */
  stop(): void {
    this.editor?.dispose();
    this.editor = null;
    runInAction(() => this.fields.reset([]));
  }

  dispose(): void {
    this.loading?.abort();
    this.stop();
  }
}
