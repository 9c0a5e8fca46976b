import { FieldType, ValidationPatternType } from '../../domain/forms/form.entity';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';
import type { FieldShape } from '../../domain/forms/instance/field-kinds';
import type { InstanceValues } from '../../domain/forms/instance/instance-values';
import {
  ConditionValues,
  MaskCache,
  validateField,
  type ValidationContext,
} from '../../domain/forms/instance/instance-validation';
import type { CustomPatternGate } from '../../domain/forms/validation/custom-pattern-safety';
import { accessOf, isEncrypted, type FormInstanceModel } from './form-instance-model';

/** What validation needs to know about the editor's state. */
export interface CheckedState {
  readonly values: InstanceValues;
  readonly formulas: ReadonlyMap<number, FormulaResult>;
  readonly dirty: ReadonlySet<number>;
  readonly revealed: ReadonlySet<number>;
  readonly touched: ReadonlySet<number>;
  readonly submitted: boolean;
}

/**
 * The errors of an instance, kept up to date field by field (a change re-checks the field and the fields
 * whose conditions read it), and which of them show: a field's message shows once the user changed it, a
 * formula's once anything changed, every message after a save attempt. Only what the user can change is
 * checked (fields they may edit, and formulas of an editable instance); an encrypted value still under its
 * display mask is not the real value and is not checked.
 */
export class FormInstanceChecks {
  private readonly masks = new MaskCache();
  private readonly fields;
  private readonly current = new Map<number, string>();
  private patterns: CustomPatternGate | undefined;

  constructor(private readonly model: FormInstanceModel) {
    this.fields = { Fields: model.shapes.map((shape) => shape.field) };
  }

  get valid(): boolean {
    return this.current.size === 0;
  }

  /** The custom patterns of the form (FieldDefinition.Options), each once: what the backtracking check must clear. */
  get customPatterns(): string[] {
    const sources = this.model.shapes
      .filter(
        (shape) =>
          shape.source.ValidationPatternType === ValidationPatternType.Custom && shape.source.Options,
      )
      .map((shape) => shape.source.Options as string);
    return [...new Set(sources)];
  }

  /** The backtracking check's verdicts arrived: custom patterns it cleared run from now on. */
  usePatterns(patterns: CustomPatternGate): void {
    this.patterns = patterns;
  }

  /** Checks every field (on start and before a save); returns every error. */
  all(state: CheckedState): ReadonlyMap<number, string> {
    this.current.clear();
    const context = this.context(state);
    for (const shape of this.model.shapes) this.check(shape, state, context);
    return this.current;
  }

  /** Re-checks the changed fields and their readers; returns the messages to show or hide (null). */
  after(
    changedIds: readonly number[],
    includeSelf: boolean,
    state: CheckedState,
  ): Map<number, string | null> {
    const ids = new Set<number>();
    for (const id of changedIds) {
      if (includeSelf) ids.add(id);
      for (const reader of this.model.readers.get(id) ?? []) ids.add(reader);
    }
    const shown = new Map<number, string | null>();
    if (ids.size === 0) return shown;
    const context = this.context(state);
    for (const id of ids) {
      const shape = this.model.shapeOf.get(id);
      if (!shape) continue;
      const message = this.check(shape, state, context);
      if (this.shows(shape, state)) shown.set(id, message);
    }
    return shown;
  }

  /** Every field's message as it should show now (after a save attempt: all of them). */
  shownAll(state: CheckedState): Map<number, string | null> {
    return new Map(
      this.model.shapes
        .filter((shape) => this.shows(shape, state))
        .map((shape) => [
          shape.field.FieldDefinitionId,
          this.current.get(shape.field.FieldDefinitionId) ?? null,
        ]),
    );
  }

  private check(shape: FieldShape, state: CheckedState, context: ValidationContext): string | null {
    const id = shape.field.FieldDefinitionId;
    const message = this.isChecked(shape, state)
      ? validateField(shape, state.values.get(id) ?? '', context)
      : null;
    if (message) this.current.set(id, message);
    else this.current.delete(id);
    return message;
  }

  private shows(shape: FieldShape, state: CheckedState): boolean {
    if (state.submitted) return true;
    if (shape.field.TypeId === FieldType.Formula) return state.touched.size > 0;
    return state.touched.has(shape.field.FieldDefinitionId);
  }

  private context(state: CheckedState): ValidationContext {
    return {
      form: this.fields,
      read: new ConditionValues(this.model.shapeOf, state.values, state.formulas),
      masks: this.masks,
      patterns: this.patterns,
    };
  }

  private isChecked(shape: FieldShape, state: CheckedState): boolean {
    const id = shape.field.FieldDefinitionId;
    const access = accessOf(this.model, id);
    if (shape.field.TypeId === FieldType.Formula) return access.view && !this.model.readOnly;
    if (!access.edit) return false;
    return (
      !isEncrypted(shape) ||
      state.revealed.has(id) ||
      state.dirty.has(id) ||
      (state.values.get(id) ?? '') === ''
    );
  }
}
