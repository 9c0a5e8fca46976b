/**
 * The designer's formula checks: validating a formula typed in the field dialog, and refusing a
 * move or a mirror that would create a cross/cyclic reference. All answers are values.
 */
import type { FieldDefinition, Form } from '../form.entity';
import { insertMirrorField, moveField } from './field-placement';
import {
  FormulaMessage,
  cyclicDependencyMessage,
  mirrorCycleMessage,
  selfReferenceMessage,
} from './formula-messages';
import { buildFormulaModel, cyclicFieldIds, type ParseCache } from './formula-model';
import { fieldRefsOf, toStoredFormula, type FieldRefs } from './formula-references';

export type FormulaCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

export type FormulaValidation =
  | { readonly ok: true; readonly stored: string; readonly dependencies: readonly number[] }
  | { readonly ok: false; readonly message: string };

export interface CheckOptions {
  readonly refs?: FieldRefs;
  readonly cache?: ParseCache;
}

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function validate(
  fieldId: number,
  editorText: string,
  fields: readonly FieldDefinition[],
  options: CheckOptions,
): FormulaValidation {
  const refs = options.refs ?? fieldRefsOf(fields);
  const stored = toStoredFormula(editorText, refs);
  if (!stored.ok) return fail(stored.error.message);
  const candidate = fields.map((f) =>
    f.FieldDefinitionId === fieldId ? { ...f, Formula: stored.value } : f,
  );
  const model = buildFormulaModel(candidate, options.cache);
  const node = model.indexOf.get(fieldId);
  const info = node === undefined ? undefined : model.nodes[node];
  if (
    node === undefined ||
    info === undefined ||
    info.role.kind !== 'formula' ||
    info.formula === undefined
  ) {
    return fail(FormulaMessage.failedToValidate);
  }
  if (!info.formula.ok) return fail(info.formula.error.message);
  const deps = info.formula.value.dependencies;
  const numberOf = (id: number): number => refs.numberOf(id) ?? id;
  if (deps.includes(node)) return fail(selfReferenceMessage(numberOf(fieldId)));
  const dependents = new Set(model.graph.reach(node, 'dependents'));
  const back = deps.find((d) => dependents.has(d));
  if (back !== undefined) {
    const field = model.nodes[back].field;
    return fail(cyclicDependencyMessage(numberOf(field.FieldDefinitionId), field.Name));
  }
  const cyclic = model.graph.cyclicNodes();
  if (model.graph.reach(node, 'dependencies').some((d) => cyclic[d])) {
    return fail(FormulaMessage.crossReferenceWithAnotherFormula);
  }
  return {
    ok: true,
    stored: stored.value,
    dependencies: deps.map((d) => model.nodes[d].field.FieldDefinitionId),
  };
}

/**
 * Validates the formula of field `fieldId` as typed in the editor (F{n} references), against the
 * form as it would be with that formula. On success returns the stored text (_{id} references)
 * and the ids of the fields it reads. The field must be a formula field of `form`.
 */
export function validateFormula(
  fieldId: number,
  editorText: string,
  form: Pick<Form, 'Fields'>,
  options: CheckOptions = {},
): FormulaValidation {
  try {
    return validate(fieldId, editorText, form.Fields, options);
  } catch {
    // A defect must not take the field dialog down; the specification has a message for it.
    return fail(FormulaMessage.failedToValidate);
  }
}

/** What the move and mirror checks may reuse: the parse cache, and the cyclic fields of the form as it is. */
export interface LayoutCheckContext {
  readonly cache?: ParseCache;
  readonly cyclicBefore?: ReadonlySet<number>;
}

/** True when `candidate` puts a field on a cycle that is not on one in `current`. */
export function introducesCycle(
  current: readonly FieldDefinition[],
  candidate: readonly FieldDefinition[],
  context: LayoutCheckContext = {},
): boolean {
  const cache = context.cache ?? new Map();
  const before = context.cyclicBefore ?? cyclicFieldIds(buildFormulaModel(current, cache));
  const after = cyclicFieldIds(buildFormulaModel(candidate, cache));
  for (const id of after) if (!before.has(id)) return true;
  return false;
}

/** May `fieldId` move to layout position `toIndex`? Moving shifts fields, and so what ranges cover. */
export function checkFieldMove(
  form: Pick<Form, 'Fields'>,
  fieldId: number,
  toIndex: number,
  context: LayoutCheckContext = {},
): FormulaCheck {
  return introducesCycle(form.Fields, moveField(form.Fields, fieldId, toIndex), context)
    ? fail(FormulaMessage.moveWouldCreateCycle)
    : { ok: true };
}

/**
 * May a mirror of `parentId` be created at layout position `atIndex`? An unknown parent is not a
 * formula matter (the mirror dialog reports it), so it passes here.
 */
export function checkMirrorField(
  form: Pick<Form, 'Fields'>,
  parentId: number,
  atIndex: number,
  context: LayoutCheckContext = {},
): FormulaCheck {
  const parent = form.Fields.find((f) => f.FieldDefinitionId === parentId);
  const candidate = insertMirrorField(form.Fields, parentId, atIndex);
  if (parent === undefined || candidate === undefined) return { ok: true };
  return introducesCycle(form.Fields, candidate.fields, context)
    ? fail(mirrorCycleMessage(parent.Name))
    : { ok: true };
}
