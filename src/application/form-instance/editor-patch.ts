import type { FieldOption } from '../../domain/forms/form.entity';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';

/** What changed, for the view to copy: values, formula results, shown errors (null: none), options, dirtiness. */
export interface EditorPatch {
  values?: ReadonlyMap<number, string>;
  formulas?: ReadonlyMap<number, FormulaResult>;
  errors?: ReadonlyMap<number, string | null>;
  options?: ReadonlyMap<number, readonly FieldOption[]>;
  dirty?: boolean;
  /** Whether the whole form passes validation now (shown messages or not). */
  valid?: boolean;
}

export interface EditorHooks {
  patched(patch: EditorPatch): void;
  /** The unsaved entries changed (to keep them as a draft). */
  entriesChanged?(entries: ReadonlyMap<number, string>): void;
  /** The editor was disposed (the page closed or opened another instance). */
  disposed?(): void;
}
