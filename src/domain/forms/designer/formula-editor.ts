/**
 * Helpers of the formula editor in the field dialog (beyond the specification): the fields a formula
 * uses and the fields that use it, labelled "F{n} (name)", and the check shown as the user types
 * (validateFormula: the specification's messages).
 */
import { fieldNumberOf } from '../field-number';
import { FieldType, type FieldDefinition, type Form } from '../form.entity';
import { validateFormula, type CheckOptions } from '../formula/formula-checks';
import { buildFormulaModel } from '../formula/formula-model';
import { inLayoutOrder } from '../formula/grid-positions';
import { fieldRefsOf, toEditorFormulaKeepingUnknown } from '../formula/formula-references';

/** A field as the editor lists it. */
export interface FormulaFieldRef {
  readonly id: number;
  /** "F{n} (name)"; n is the field's number in its form (fieldNumberOf, docs/formulas.md). */
  readonly label: string;
}

export function formulaFieldLabel(
  field: Pick<FieldDefinition, 'FieldDefinitionId' | 'FieldNumber' | 'Name'>,
): string {
  return `F${fieldNumberOf(field)} (${field.Name})`;
}

const ref = (field: FieldDefinition): FormulaFieldRef => ({
  id: field.FieldDefinitionId,
  label: formulaFieldLabel(field),
});

/** The form's fields with `field` in them as a formula (added at the end when it is new). */
function withFormulaField(
  fields: readonly FieldDefinition[],
  field: FieldDefinition,
  stored?: string,
): FieldDefinition[] {
  const asFormula = {
    ...field,
    TypeId: FieldType.Formula,
    ...(stored === undefined ? {} : { Formula: stored }),
  } as FieldDefinition;
  const at = fields.findIndex((f) => f.FieldDefinitionId === field.FieldDefinitionId);
  if (at >= 0) return fields.map((f, i) => (i === at ? asFormula : f));
  const last = fields.reduce((max, f) => Math.max(max, f.Sequence), 0);
  return [...fields, { ...asFormula, Sequence: Math.max(field.Sequence, last + 1) }];
}

export interface FormulaRelations {
  /** Fields the formula reads directly (references and fields covered by its ranges), in layout order. */
  readonly uses: FormulaFieldRef[];
  /** Formulas and mirrors that read this field directly, in layout order. */
  readonly usedBy: FormulaFieldRef[];
}

/** What `fieldId` uses and what uses it, from the stored formulas of `form`. */
export function formulaRelations(form: Pick<Form, 'Fields'>, fieldId: number): FormulaRelations {
  const model = buildFormulaModel(form.Fields);
  const node = model.indexOf.get(fieldId);
  if (node === undefined) return { uses: [], usedBy: [] };
  const inOrder = (nodes: Iterable<number>) =>
    [...new Set(nodes)]
      .filter((n) => n !== node)
      .sort((a, b) => a - b)
      .map((n) => ref(model.nodes[n].field));
  return { uses: inOrder(model.graph.dependencies[node]), usedBy: inOrder(model.graph.dependentsOf(node)) };
}

/** The fields a formula may refer to: number text boxes, formulas, and linked or mirror fields of those; not itself. */
export function referenceableFields(form: Pick<Form, 'Fields'>, field: FieldDefinition): FormulaFieldRef[] {
  const model = buildFormulaModel(withFormulaField(form.Fields, field));
  return model.nodes
    .filter((n) => n.field.FieldDefinitionId !== field.FieldDefinitionId)
    .map((n) => ref(n.field));
}

/**
 * The stored formula of `field` as the editor shows it (F{n}). A reference to a field the form no longer has
 * stays `_{id}`, which the editor's check calls "Invalid field reference!"; the stored text itself when it
 * cannot be read ("Invalid formula!").
 */
export function editorFormulaOf(form: Pick<Form, 'Fields'>, field: Pick<FieldDefinition, 'Formula'>): string {
  const stored = field.Formula ?? '';
  const shown = toEditorFormulaKeepingUnknown(stored, fieldRefsOf(form.Fields));
  return shown.ok ? shown.value : stored;
}

export type FormulaTyping =
  | { readonly status: 'empty' }
  /** `uses`: the fields the typed formula reads, in layout order. */
  | { readonly status: 'valid'; readonly stored: string; readonly uses: FormulaFieldRef[] }
  | { readonly status: 'invalid'; readonly message: string };

/**
 * The check shown while typing `editorText` in the formula of `field` (which may be new: it is then
 * checked as the last field of the form; pass a form that already holds it at its drop place to check
 * ranges exactly). Blank text is `empty`, not an error, until the user has typed something.
 */
export function checkFormulaAsTyped(
  form: Pick<Form, 'Fields'>,
  field: FieldDefinition,
  editorText: string,
  options: CheckOptions = {},
): FormulaTyping {
  if (editorText.trim() === '') return { status: 'empty' };
  const fields = withFormulaField(form.Fields, field);
  const result = validateFormula(field.FieldDefinitionId, editorText, { Fields: fields }, options);
  if (!result.ok) return { status: 'invalid', message: result.message };
  const reads = new Set(result.dependencies);
  const uses = inLayoutOrder(fields)
    .filter((f) => reads.has(f.FieldDefinitionId))
    .map(ref);
  return { status: 'valid', stored: result.stored, uses };
}
