import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { OpenDesigner } from '../../application/designer/open-designer.use-case';
import { ResizeGrid } from '../../application/designer/resize-grid.use-case';
import {
  SaveFormChanges,
  type SaveExtras,
  type SaveOutcome,
} from '../../application/designer/save-form-changes.use-case';
import { renameInHistory, settleEntry } from '../../application/designer/undo-redo.use-case';
import { LoadFieldTemplates } from '../../application/designer/load-field-templates.use-case';
import { laidOut } from '../../application/designer/designer-layout';
import {
  canRedo,
  canUndo,
  emptyHistory,
  record,
  redoTitle,
  refuse,
  undoTitle,
  type History,
} from '../../domain/forms/designer/designer-history';
import { gridModelOf, gridSize } from '../../domain/forms/designer/form-layout';
import { focusAfterChange } from '../../domain/forms/designer/keyboard-navigation';
import type { FieldTemplate } from '../../domain/forms/form-catalog.entity';
import type { Form } from '../../domain/forms/form.entity';
import { shapesOf, type FieldShape } from '../../domain/forms/instance/field-kinds';
import { DesignerViewState } from './designer-view.store';

export type DesignerStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/**
 * What an operation plans: the form to show and save, what else the save needs, and the field it is
 * about (the focus ring goes there, now and after an undo or redo of it).
 */
export type Planned = {
  readonly target: Form;
  readonly extras?: SaveExtras;
  readonly subject?: number;
} | null;

/**
 * The designer of one form (/setup/form/manage/{formId}; one instance per page). It holds the form
 * as shown and as the server last answered, the undo history and My Fields. Every change goes
 * through one queue: it is planned on the form as it is when its turn comes, shown at once
 * (optimistic), recorded for undo, then sent (SaveFormChanges); the server's answer replaces it.
 */
@injectable()
export class DesignerStore {
  formId = 0;
  status: DesignerStatus = 'loading';
  form: Form | null = null;
  otherFormsInSet: ReadonlyArray<{ FormId: number; FormName: string }> = [];
  templates: FieldTemplate[] = [];
  templatesLoading = true;
  history: History<Form> = emptyHistory();
  /** Changes queued or on their way. */
  pending = 0;
  readonly view = new DesignerViewState();
  /** The form as the server last answered. */
  server: Form | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private loading: AbortController | null = null;
  private disposed = false;

  constructor(
    @inject(OpenDesigner) private readonly opener: OpenDesigner,
    @inject(SaveFormChanges) private readonly saver: SaveFormChanges,
    @inject(ResizeGrid) readonly resizer: ResizeGrid,
    @inject(LoadFieldTemplates) private readonly templateList: LoadFieldTemplates,
  ) {
    makeAutoObservable<DesignerStore, 'opener' | 'saver' | 'templateList' | 'queue' | 'loading' | 'disposed'>(
      this,
      {
        // Immutable values, replaced whole: never deep-observable (structuredClone and a 1,000-field form).
        form: observableRef,
        server: observableRef,
        history: observableRef,
        templates: observableRef,
        otherFormsInSet: observableRef,
        opener: false,
        saver: false,
        resizer: false,
        templateList: false,
        queue: false,
        loading: false,
        disposed: false,
        view: false,
      },
      { autoBind: true },
    );
  }

  get grid() {
    const model = gridModelOf(this.form?.Fields ?? []);
    return { model, ...gridSize(model) };
  }

  /** How each field shows: linked and mirror fields take their parent's type and look. */
  get shapes(): ReadonlyMap<number, FieldShape> {
    return shapesOf({ Fields: this.form?.Fields ?? [] });
  }

  get canUndo(): boolean {
    return canUndo(this.history);
  }

  get canRedo(): boolean {
    return canRedo(this.history);
  }

  get undoLabel(): string {
    return undoTitle(this.history) ?? 'Undo';
  }

  get redoLabel(): string {
    return redoTitle(this.history) ?? 'Redo';
  }

  /** Changes not yet saved: a change on its way, a resize waiting for its debounce, or an open field dialog. */
  isDirty(): boolean {
    return this.pending > 0 || this.resizer.busy || this.view.dialog?.kind === 'field';
  }

  async open(formId: number): Promise<void> {
    this.loading?.abort();
    const loading = new AbortController();
    this.loading = loading;
    // A page that mounts again (React's development double mount) opens its store again.
    this.disposed = false;
    this.formId = formId;
    this.status = 'loading';
    const outcome = await this.opener.run(formId, loading.signal);
    if (loading.signal.aborted || this.disposed) return;
    runInAction(() => {
      this.loading = null;
      if (!outcome.ok) {
        this.status = outcome.reason === 'not-found' ? 'not-found' : 'failed';
        return;
      }
      const { bundle } = outcome;
      this.server = bundle.server;
      this.form = bundle.form;
      this.otherFormsInSet = bundle.otherFormsInSet;
      this.templates = bundle.templates;
      this.status = 'ready';
    });
    await this.refreshTemplates();
  }

  async refreshTemplates(): Promise<void> {
    this.templatesLoading = true;
    const templates = await this.templateList.run();
    if (this.disposed) return;
    runInAction(() => {
      this.templatesLoading = false;
      if (templates) this.templates = templates;
    });
  }

  /** Runs `task` after every change queued before it. */
  enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const run = this.queue.then(task).finally(() => runInAction(() => (this.pending -= 1)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * A designer change: planned when its turn comes (null: nothing to do), shown and recorded at
   * once, then sent. On failure the entry leaves the history and the form is read again.
   */
  change(
    label: string,
    plan: (form: Form) => Planned | Promise<Planned>,
    mergeKey?: string,
  ): Promise<SaveOutcome | null> {
    return this.enqueue(async () => {
      if (!this.form || !this.server || this.disposed) return null;
      const planned = await plan(this.form);
      if (!planned || !this.form || this.disposed) return null;
      const entryId = this.show(label, planned.target, mergeKey, planned.subject);
      await this.resizer.flush();
      const outcome = await this.saver.run(this.server, planned.target, planned.extras);
      this.settle(outcome, entryId);
      return outcome;
    });
  }

  /** Records and shows a change already made on the server (duplicate or remove a row or column). */
  accept(label: string, serverForm: Form): void {
    if (!this.form) return;
    const entryId = this.show(label, laidOut(serverForm, serverForm.Fields));
    this.settle({ ok: true, form: serverForm, renames: [] }, entryId);
  }

  /** Shows `target` and records it (an operation on field `subject`: the focus ring goes to it); the entry's id. */
  show(label: string, target: Form, mergeKey?: string, subject?: number): number {
    const before = this.form as Form;
    const { history, entryId } = record(this.history, label, before, target, mergeKey, subject);
    this.history = history;
    this.restore(target, subject);
    return entryId;
  }

  /**
   * Shows `target` (an operation, an undo or a redo about field `subject`); the focus ring follows
   * that field, so it never lands on another field that took the field's place.
   */
  restore(target: Form, subject: number | undefined): void {
    const focus = focusAfterChange(subject, this.form?.Fields ?? [], target.Fields);
    this.form = target;
    if (focus) this.view.focusCell(focus);
  }

  settle(outcome: SaveOutcome, entryId: number): void {
    if (this.disposed) return;
    this.history = renameInHistory(this.history, outcome.renames);
    if (outcome.ok) {
      this.takeServerForm(outcome.form);
      this.history = settleEntry(this.history, entryId, this.form as Form);
    } else {
      this.history = refuse(this.history, entryId).history;
      void this.reload();
    }
  }

  takeServerForm(form: Form): void {
    this.server = form;
    this.form = laidOut(form, form.Fields);
  }

  /** Reads the form again after a failed change, so that what is shown is what the server holds. */
  async reload(): Promise<void> {
    const outcome = await this.opener.run(this.formId);
    if (!outcome.ok || this.disposed) return;
    runInAction(() => this.takeServerForm(outcome.bundle.server));
  }

  replaceHistory(history: History<Form>): void {
    this.history = history;
  }

  setTemplates(templates: FieldTemplate[]): void {
    this.templates = templates;
  }

  /** The page closed: waiting resizes are sent now, late answers are ignored. */
  dispose(): void {
    this.disposed = true;
    this.loading?.abort();
    void this.resizer.flush();
  }
}
