import type { FieldValueData } from '../../domain/forms/form-instance.entity';
import type { CustomPatternGate } from '../../domain/forms/validation/custom-pattern-safety';
import {
  FormulaEngine,
  type CompileReport,
  type FormulaResult,
} from '../../domain/forms/formula/formula-engine';
import { loadedValues } from '../../domain/forms/instance/instance-values';
import { reconcileChoices, resetOnChange } from '../../domain/forms/instance/nested-selects';
import { savePayload } from '../../domain/forms/instance/save-payload';
import type { Scheduler } from '../../ports/scheduler.port';
import type { EditorHooks, EditorPatch } from './editor-patch';
import { FormInstanceChecks } from './form-instance-checks';
import {
  accessOf,
  allChoiceOptions,
  isEncrypted,
  nestedOptionsAfter,
  type FormInstanceModel,
} from './form-instance-model';

export type { EditorHooks, EditorPatch } from './editor-patch';

/** Live formulas are recalculated this long after the last change (forms spec §9). */
export const FORMULA_DEBOUNCE_MS = 500;

/**
 * One open form instance being filled: values, what is dirty, live formulas (only the affected ones, 500 ms
 * after the last change), nested selects, mirrors and validation. Built by EditFormInstance; reports every
 * change as a patch, so a view can copy exactly what changed.
 */
export class FormInstanceEditor {
  // Read by FormInstanceChecks (CheckedState).
  readonly values: Map<number, string>;
  formulas = new Map<number, FormulaResult>();
  readonly dirty = new Set<number>();
  readonly touched = new Set<number>();
  readonly revealed = new Set<number>();
  submitted = false;
  private readonly baseline: Map<number, string>;
  private readonly engine: FormulaEngine;
  private readonly checks: FormInstanceChecks;
  private readonly pending = new Map<number, string>();
  private cancelTimer: (() => void) | null = null;
  private disposed = false;
  readonly compileReport: CompileReport;

  constructor(
    readonly model: FormInstanceModel,
    private readonly scheduler: Scheduler,
    private readonly hooks: EditorHooks,
  ) {
    this.values = loadedValues(model.shapes);
    for (const [id, value] of reconcileChoices(model.shapes, this.values)) this.values.set(id, value);
    for (const shape of model.shapes)
      if (shape.rootId !== null)
        this.values.set(shape.field.FieldDefinitionId, this.values.get(shape.rootId) ?? '');
    this.baseline = new Map(this.values);
    this.engine = new FormulaEngine({ Fields: model.shapes.map((shape) => shape.field) });
    this.compileReport = this.engine.compile();
    this.checks = new FormInstanceChecks(model);
  }

  /** The whole state, once, for the first render. */
  start(): EditorPatch {
    this.formulas = this.engine.recalculateAll(this.values);
    this.checks.all(this);
    return {
      values: new Map(this.values),
      formulas: new Map(this.formulas),
      options: allChoiceOptions(this.model, this.values),
      errors: new Map(),
      dirty: false,
      valid: this.checks.valid,
    };
  }

  get isDirty(): boolean {
    return this.dirty.size > 0;
  }

  valueOf(fieldId: number): string {
    return this.values.get(fieldId) ?? '';
  }

  /** The user typed or chose a value. Fields they may not edit are ignored. */
  change(fieldId: number, value: string): void {
    if (!accessOf(this.model, fieldId).edit) return;
    this.touched.add(fieldId);
    const changed = this.assign(new Map([[fieldId, value]]));
    this.afterChange(changed, true);
  }

  /** Puts back a draft's entries (already filtered to editable fields); they are unsaved again. */
  restore(entries: ReadonlyMap<number, string>): void {
    const editable = new Map([...entries].filter(([id]) => accessOf(this.model, id).edit));
    editable.forEach((_, id) => this.touched.add(id));
    const changed = this.assign(editable);
    for (const [id, value] of reconcileChoices(this.model.shapes, this.values)) {
      this.values.set(id, value);
      changed.set(id, value);
      this.markDirty(id);
    }
    this.afterChange(changed, false);
  }

  /** The real value of an encrypted field arrived: shown, editable, and not a change. */
  reveal(fieldId: number, value: string): void {
    this.revealed.add(fieldId);
    this.values.set(fieldId, value);
    this.baseline.set(fieldId, value);
    this.dirty.delete(fieldId);
    this.afterChange(new Map([[fieldId, value]]), false);
  }

  isRevealed(fieldId: number): boolean {
    return this.revealed.has(fieldId);
  }

  /** Runs a scheduled formula recalculation now (before validating or saving). */
  flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.pending.size === 0) return;
    const results = new Map<number, FormulaResult>();
    for (const [id, raw] of this.pending)
      for (const [fid, result] of this.engine.update(id, raw)) results.set(fid, result);
    this.pending.clear();
    results.forEach((result, id) => this.formulas.set(id, result));
    const errors = this.checks.after([...results.keys()], false, this);
    this.hooks.patched({ formulas: results, errors, valid: this.checks.valid });
  }

  /** Validates the whole form and shows every message. Returns the errors (empty: valid). */
  validateAll(): ReadonlyMap<number, string> {
    this.flush();
    this.submitted = true;
    const errors = new Map(this.checks.all(this));
    this.hooks.patched({ errors: this.checks.shownAll(this), valid: errors.size === 0 });
    return errors;
  }

  /** The form's custom patterns, each once: what the backtracking check must clear before they run. */
  get customPatterns(): string[] {
    return this.checks.customPatterns;
  }

  /** The backtracking check's verdicts arrived: every field is checked again with the patterns it cleared. */
  patternsChecked(patterns: CustomPatternGate): void {
    if (this.disposed) return;
    this.checks.usePatterns(patterns);
    const errors = this.checks.all(this);
    this.hooks.patched({ errors: this.checks.shownAll(this), valid: errors.size === 0 });
  }

  /** What a save sends now: only dirty fields, without static and mirror fields; `sent` is handed back to saved(). */
  beginSave(): { payload: FieldValueData[]; sent: ReadonlyMap<number, string> } {
    const sent = new Map([...this.dirty].map((id) => [id, this.values.get(id) ?? '']));
    return { payload: savePayload(this.model.shapes, this.values, this.dirty), sent };
  }

  /** The unsaved entries a draft keeps (never an encrypted field's value: it must not sit in plain text). */
  unsavedEntries(): Map<number, string> {
    const entries = new Map<number, string>();
    for (const id of this.dirty)
      if (!isEncrypted(this.model.shapeOf.get(id))) entries.set(id, this.values.get(id) ?? '');
    return entries;
  }

  /** The save went through: what was sent is the new baseline; anything typed since stays unsaved. */
  saved(sent: ReadonlyMap<number, string>): void {
    for (const [id, value] of sent) {
      this.baseline.set(id, value);
      this.markDirty(id);
    }
    this.hooks.patched({ dirty: this.isDirty });
  }

  dispose(): void {
    if (!this.disposed) this.hooks.disposed?.();
    this.disposed = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private assign(entries: ReadonlyMap<number, string>): Map<number, string> {
    const changed = new Map<number, string>();
    const set = (id: number, value: string) => {
      this.values.set(id, value);
      changed.set(id, value);
      this.markDirty(id);
      for (const mirror of this.model.mirrors.get(id) ?? []) {
        this.values.set(mirror, value);
        changed.set(mirror, value);
      }
    };
    for (const [id, value] of entries) {
      if (this.values.get(id) === value && !changed.has(id)) continue;
      set(id, value);
      for (const reset of resetOnChange(id, this.model.nestedDependents))
        if (this.values.get(reset) !== '') set(reset, '');
    }
    return changed;
  }

  private markDirty(id: number): void {
    if (this.values.get(id) === this.baseline.get(id)) this.dirty.delete(id);
    else this.dirty.add(id);
  }

  private afterChange(changed: ReadonlyMap<number, string>, debounce: boolean): void {
    if (changed.size === 0) return;
    for (const [id, value] of changed) if (this.model.formulaInputs.has(id)) this.pending.set(id, value);
    if (this.pending.size > 0 && debounce) {
      this.cancelTimer?.();
      this.cancelTimer = this.scheduler.after(FORMULA_DEBOUNCE_MS, () => this.flush());
    }
    const options = nestedOptionsAfter(this.model, this.values, [...changed.keys()]);
    const errors = this.checks.after([...changed.keys()], true, this);
    this.hooks.patched({ values: changed, options, errors, dirty: this.isDirty, valid: this.checks.valid });
    this.hooks.entriesChanged?.(this.unsavedEntries());
    // Not typed (a draft restored, a value revealed): formulas follow at once.
    if (!debounce) this.flush();
  }
}
