import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ManipulateRowsColumns,
  type DuplicateRequest,
  type RemoveRequest,
  type RowColumnOutcome,
} from '../../application/designer/manipulate-rows-columns.use-case';
import { UndoRedo, type HistoryOutcome } from '../../application/designer/undo-redo.use-case';
import { SetFormSettings } from '../../application/designer/set-form-settings.use-case';
import { HistoryLabel, emptyHistory, redo, undo } from '../../domain/forms/designer/designer-history';
import { resizeColumn, resizeRow } from '../../domain/forms/designer/grid-resize';
import type { FormOptions } from '../../domain/forms/form.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { DesignerStore } from './designer.store';

/**
 * The form as a whole: Duplicate and Remove Row or Column, row and column resizing (500 ms
 * debounced saves), undo and redo, and Form Settings.
 */
@injectable()
export class DesignerGridStore {
  /** Restrictions before and after a Form Settings save, by history entry: an undo puts them back. */
  private readonly restrictionSteps = new Map<number, { before: Permissions | null; after: Permissions }>();
  /** The form's restrictions as last saved here (null: not known). */
  private formPermissions: Permissions | null = null;

  constructor(
    @inject(DesignerStore) readonly designer: DesignerStore,
    @inject(ManipulateRowsColumns) private readonly rowsColumns: ManipulateRowsColumns,
    @inject(UndoRedo) private readonly history: UndoRedo,
    @inject(SetFormSettings) private readonly settings: SetFormSettings,
  ) {
    makeAutoObservable<
      DesignerGridStore,
      'rowsColumns' | 'history' | 'settings' | 'restrictionSteps' | 'formPermissions'
    >(
      this,
      {
        designer: false,
        rowsColumns: false,
        history: false,
        settings: false,
        restrictionSteps: false,
        formPermissions: false,
      },
      { autoBind: true },
    );
  }

  /** Duplicate Row or Column; resolves the errors to list in the dialog (empty: done). */
  duplicate(request: DuplicateRequest): Promise<string[]> {
    return this.rowColumn(HistoryLabel.duplicateRowColumn, (formId) =>
      this.rowsColumns.duplicate({ FormId: formId }, request),
    );
  }

  /** Remove Row or Column; resolves the errors to list in the dialog (empty: done). */
  remove(request: RemoveRequest): Promise<string[]> {
    return this.rowColumn(HistoryLabel.removeRowColumn, (formId) =>
      this.rowsColumns.remove({ FormId: formId }, request),
    );
  }

  private rowColumn(label: string, call: (formId: number) => Promise<RowColumnOutcome>): Promise<string[]> {
    const { designer } = this;
    return designer.enqueue(async () => {
      if (!designer.form) return [];
      await designer.resizer.flush();
      const outcome = await call(designer.form.FormId);
      if (outcome.form)
        runInAction(() => designer.accept(label, outcome.form as NonNullable<typeof outcome.form>));
      return outcome.errors;
    });
  }

  /** A row handle was let go at `height` px: shown at once, saved 500 ms after the last resize. */
  rowResized(rowId: number, height: number): void {
    const form = this.designer.form;
    if (!form) return;
    const target = resizeRow(form, rowId, height);
    if (target === form) return;
    this.designer.show(HistoryLabel.resizeRow, target);
    this.designer.server = this.designer.server && { ...this.designer.server, Rows: target.Rows };
    this.designer.resizer.rowsChanged(target);
  }

  /** A column handle was let go at `width` px (at most 1920). */
  columnResized(columnId: number, width: number): void {
    const form = this.designer.form;
    if (!form) return;
    const target = resizeColumn(form, columnId, width);
    if (target === form) return;
    this.designer.show(HistoryLabel.resizeColumn, target);
    this.designer.server = this.designer.server && { ...this.designer.server, Columns: target.Columns };
    this.designer.resizer.columnsChanged(target);
  }

  /**
   * Undoes the last operation; the focus ring goes to the field it was about. `takeFocus` (Ctrl+Z)
   * also moves the keyboard focus there, from wherever it was on the page.
   */
  undo(takeFocus = false): Promise<void> {
    return this.step('undo', takeFocus);
  }

  /** Redoes the last undone operation, like `undo`. */
  redo(takeFocus = false): Promise<void> {
    return this.step('redo', takeFocus);
  }

  private step(direction: 'undo' | 'redo', takeFocus: boolean): Promise<void> {
    const { designer } = this;
    return designer.enqueue(async () => {
      await designer.resizer.flush();
      const preview = (direction === 'undo' ? undo : redo)(designer.history);
      if (!preview || !designer.server) return;
      runInAction(() => {
        designer.restore(preview.restore, preview.entry.subject);
        if (takeFocus) designer.view.requestFocus();
      });
      const outcome = await (direction === 'undo' ? this.history.undo : this.history.redo).call(
        this.history,
        designer.history,
        designer.server,
      );
      if (outcome) await this.stepDone(outcome, direction);
    });
  }

  private async stepDone(outcome: HistoryOutcome, direction: 'undo' | 'redo'): Promise<void> {
    const { designer } = this;
    runInAction(() => {
      designer.replaceHistory(outcome.ok ? outcome.history : emptyHistory());
      if (outcome.ok) designer.takeServerForm(outcome.form);
    });
    if (!outcome.ok) return designer.reload();
    const restrictions = this.restrictionSteps.get(outcome.entryId);
    const wanted = restrictions && (direction === 'undo' ? restrictions.before : restrictions.after);
    if (wanted && (await this.settings.restorePermissions(outcome.form.FormId, wanted)))
      this.formPermissions = wanted;
  }

  /** Form Settings' Save: options and restrictions; null when saved, or the message for the dialog. */
  settingsSaved(options: FormOptions, permissions: Permissions | null): Promise<string | null> {
    const { designer } = this;
    return designer.enqueue(async () => {
      const form = designer.form;
      if (!form) return null;
      const outcome = await this.settings.run(form, options, permissions);
      if (!outcome.ok) return outcome.message;
      runInAction(() => {
        const current = designer.form ?? form;
        const entryId = designer.show(HistoryLabel.formSettings, { ...current, Options: outcome.options });
        designer.server = designer.server && { ...designer.server, Options: outcome.options };
        if (outcome.permissions) {
          this.restrictionSteps.set(entryId, {
            before: outcome.previous ?? this.formPermissions,
            after: outcome.permissions,
          });
          this.formPermissions = outcome.permissions;
        }
      });
      return null;
    });
  }

  /** What Form Settings opens with (null: the dialog loads them). */
  get knownPermissions(): Permissions | null {
    return this.formPermissions;
  }
}
