import { observable, type IObservableValue } from 'mobx';
import type { EditorPatch } from '../application/form-instance/editor-patch';
import type { FieldOption } from '../domain/forms/form.entity';
import type { FormulaResult } from '../domain/forms/formula/formula-engine';

/** What the field renderer shows of one field: its value, message, formula result and current options. */
export interface FieldEntry {
  /** Absent until the field has a value (typed, loaded or restored). */
  readonly value?: string;
  readonly error?: string;
  readonly formula?: FormulaResult;
  readonly options?: readonly FieldOption[];
}

/** Where the field renderer reads each field's entry; a MobX-tracked read. */
export interface FieldEntryReader {
  entry(fieldId: number): FieldEntry;
}

const EMPTY: FieldEntry = Object.freeze({});

/**
 * The entries of an open form, one observable box per field (fill mode, the preview, the instance page). A
 * row of the field renderer observes its fields' boxes and nothing else, and an editor patch replaces the box
 * of each field it touches, once, however many of its parts changed. Four observable maps (values, messages,
 * results, options) did the same job with up to three observables per field read, most of them only saying
 * that a field had no message; on a 5,000-field form that cost megabytes (issue 11).
 */
export class FieldEntries implements FieldEntryReader {
  private readonly boxes = new Map<number, IObservableValue<FieldEntry>>();

  /** Starts over with these fields, all empty. Run inside a MobX action. */
  reset(fieldIds: Iterable<number>): void {
    this.boxes.clear();
    for (const id of fieldIds) this.boxes.set(id, observable.box(EMPTY, { deep: false }));
  }

  /** Copies an editor patch in. Run inside a MobX action. */
  apply(patch: EditorPatch): void {
    const changed = new Map<number, { -readonly [K in keyof FieldEntry]: FieldEntry[K] }>();
    const edit = (id: number) => {
      let next = changed.get(id);
      if (!next) {
        next = { ...this.boxOf(id).get() };
        changed.set(id, next);
      }
      return next;
    };
    patch.values?.forEach((value, id) => (edit(id).value = value));
    patch.formulas?.forEach((result, id) => (edit(id).formula = result));
    patch.options?.forEach((options, id) => (edit(id).options = options));
    patch.errors?.forEach((message, id) => {
      const next = edit(id);
      if (message === null) delete next.error;
      else next.error = message;
    });
    changed.forEach((entry, id) => this.boxOf(id).set(entry));
  }

  entry(fieldId: number): FieldEntry {
    return this.boxes.get(fieldId)?.get() ?? EMPTY;
  }

  /** Every field's value that has one (exports, drafts, tests). A snapshot: not for rendering. */
  get values(): ReadonlyMap<number, string> {
    return this.collect((entry) => entry.value);
  }

  get formulas(): ReadonlyMap<number, FormulaResult> {
    return this.collect((entry) => entry.formula);
  }

  get errors(): ReadonlyMap<number, string> {
    return this.collect((entry) => entry.error);
  }

  get options(): ReadonlyMap<number, readonly FieldOption[]> {
    return this.collect((entry) => entry.options);
  }

  private boxOf(id: number): IObservableValue<FieldEntry> {
    let box = this.boxes.get(id);
    if (!box) {
      // A field the form did not list at the start (none should): it gets its entry now.
      box = observable.box(EMPTY, { deep: false });
      this.boxes.set(id, box);
    }
    return box;
  }

  private collect<T>(part: (entry: FieldEntry) => T | undefined): Map<number, T> {
    const map = new Map<number, T>();
    this.boxes.forEach((box, id) => {
      const value = part(box.get());
      if (value !== undefined) map.set(id, value);
    });
    return map;
  }
}
