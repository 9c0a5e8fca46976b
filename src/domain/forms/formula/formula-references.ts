/**
 * Converting a formula between its editor form (`F{n}`) and its stored form (`_{id}`).
 *
 * n is the field's number in its form (FieldNumber, see field-number.ts and docs/formulas.md,
 * "References"): the number the designer shows on the field badge, counted per form and stable when
 * fields move, are inserted or deleted; the stored form keeps the unique id. Only the references are
 * rewritten; spacing and everything else is kept as typed.
 */
import { fieldNumberOf } from '../field-number';
import type { FieldDefinition } from '../form.entity';
import { referencesOf, type FormulaMode, type RefNode } from './formula-ast';
import { INVALID_REFERENCE, type FormulaError } from './formula-error';
import { parseFormula } from './formula-parser';
import { err, ok, type Result } from './result';

/** Maps editor numbers (F{n}) to field ids (_{id}) and back, for one form. */
export interface FieldRefs {
  /** The field id that F{n} stands for, or undefined when no such field exists. */
  idOf(n: number): number | undefined;
  /** The editor number of a field id, or undefined when the form has no such field. */
  numberOf(id: number): number | undefined;
}

/**
 * The form's numbering: F{n} is the field whose number (fieldNumberOf) is n. Should two fields share a
 * number, the one listed first keeps it.
 */
export function fieldRefsOf(
  fields: readonly Pick<FieldDefinition, 'FieldDefinitionId' | 'FieldNumber'>[],
): FieldRefs {
  const byNumber = new Map<number, number>();
  const byId = new Map<number, number>();
  for (const f of fields) {
    const n = fieldNumberOf(f);
    if (!byNumber.has(n)) byNumber.set(n, f.FieldDefinitionId);
    byId.set(f.FieldDefinitionId, n);
  }
  return {
    idOf: (n) => byNumber.get(n),
    numberOf: (id) => byId.get(id),
  };
}

function rewrite(
  text: string,
  from: FormulaMode,
  prefix: string,
  map: (n: number) => number | undefined,
  keepUnknown = false,
): Result<string, FormulaError> {
  const parsed = parseFormula(text, from);
  if (!parsed.ok) return parsed;
  const refs: RefNode[] = referencesOf(parsed.value);
  let out = '';
  let at = 0;
  for (const ref of refs) {
    const mapped = map(ref.n);
    if (mapped === undefined && !keepUnknown) return err(INVALID_REFERENCE);
    const written =
      mapped === undefined ? text.slice(ref.offset, ref.offset + ref.length) : prefix + String(mapped);
    out += text.slice(at, ref.offset) + written;
    at = ref.offset + ref.length;
  }
  return ok(out + text.slice(at));
}

/** `F{n}` -> `_{id}`. Fails with "Invalid formula!" or "Invalid field reference!". */
export function toStoredFormula(editorText: string, refs: FieldRefs): Result<string, FormulaError> {
  return rewrite(editorText, 'editor', '_', (n) => refs.idOf(n));
}

/** `_{id}` -> `F{n}`. Fails with "Invalid formula!" or "Invalid field reference!". */
export function toEditorFormula(storedText: string, refs: FieldRefs): Result<string, FormulaError> {
  return rewrite(storedText, 'stored', 'F', (id) => refs.numberOf(id));
}

/**
 * `_{id}` -> `F{n}` for the editor, where a reference to a field the form no longer has (a deleted field) stays
 * `_{id}`: the editor then flags it with "Invalid field reference!" and the user sees which one to fix.
 * Fails with "Invalid formula!" only when the stored text does not parse.
 */
export function toEditorFormulaKeepingUnknown(
  storedText: string,
  refs: FieldRefs,
): Result<string, FormulaError> {
  return rewrite(storedText, 'stored', 'F', (id) => refs.numberOf(id), true);
}
