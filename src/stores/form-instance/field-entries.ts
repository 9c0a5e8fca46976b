import { observable, type IObservableValue } from 'mobx';
import type { EditorPatch } from '../../application/form-instance/editor-patch';
import type { FieldOption } from '../../domain/forms/form.entity';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';

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
 * The entries of an open form (fill mode, the preview, the instance page), with one observable per row of the
 * form: a row of the field renderer reads its fields' entries and re-renders when one of them changes, and an
 * editor patch marks each row it touches changed once, however many of its fields and their parts changed. The
 * entries themselves are plain: reading one reads its row's observable first. Four observable maps (values,
 * messages, results, options) did the same job with up to three observables per field read; then one observable
 * per field, which on a 1,000-field form still held 900 observables (each with its set of observers) where the
 * rows that read them are 100 (issue 11).
 */
export class FieldEntries implements FieldEntryReader {
  private readonly entries = new Map<number, FieldEntry>();
  /** The observable of each field's row: its value counts the changes to the row's entries. */
  private readonly rowOf = new Map<number, IObservableValue<number>>();

  /**
   * Starts over with these fields, all empty: each group (a row of the form, fieldIdsByRow) shares one
   * observable. Run inside a MobX action.
   */
  reset(rows: Iterable<Iterable<number>>): void {
    this.entries.clear();
    this.rowOf.clear();
    for (const row of rows) {
      const changes = observable.box(0);
      for (const id of row) this.rowOf.set(id, changes);
    }
  }

  /** Copies an editor patch in. Run inside a MobX action. */
  apply(patch: EditorPatch): void {
    const changed = new Map<number, { -readonly [K in keyof FieldEntry]: FieldEntry[K] }>();
    const edit = (id: number) => {
      let next = changed.get(id);
      if (!next) {
        next = { ...(this.entries.get(id) ?? EMPTY) };
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
    const rows = new Set<IObservableValue<number>>();
    changed.forEach((entry, id) => {
      this.entries.set(id, entry);
      rows.add(this.rowOfField(id));
    });
    rows.forEach((row) => row.set(row.get() + 1));
  }

  entry(fieldId: number): FieldEntry {
    this.rowOf.get(fieldId)?.get();
    return this.entries.get(fieldId) ?? EMPTY;
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

  private rowOfField(id: number): IObservableValue<number> {
    let row = this.rowOf.get(id);
    if (!row) {
      // A field the form did not list at the start (none should): it gets a row of its own now.
      row = observable.box(0);
      this.rowOf.set(id, row);
    }
    return row;
  }

  private collect<T>(part: (entry: FieldEntry) => T | undefined): Map<number, T> {
    const map = new Map<number, T>();
    this.rowOf.forEach((row) => row.get());
    this.entries.forEach((entry, id) => {
      const value = part(entry);
      if (value !== undefined) map.set(id, value);
    });
    return map;
  }
}
