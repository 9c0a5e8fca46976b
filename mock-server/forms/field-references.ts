/**
 * The checks of a field that need its form: option and condition ids, nested-select targets, linked and mirror
 * parents (the specification's messages), conditional-validation references, and formulas (validated by the
 * formula engine on the form as it would be, so a server answer and the designer agree).
 */
import type { FormRecord, UserRecord } from '../../fixtures/types';
import { FieldType, type FieldDefinition, type FieldOption } from '../../src/domain/forms/form.entity';
import { introducesCycle, validateFormula } from '../../src/domain/forms/formula/formula-checks';
import { FormulaMessage, mirrorCycleMessage } from '../../src/domain/forms/formula/formula-messages';
import { fieldRefsOf, toEditorFormula } from '../../src/domain/forms/formula/formula-references';
import { badRequest } from '../http';
import type { Store } from '../store';
import { formsOf } from './form-access';
import { fieldIndex, fieldView, isLinkedField, isMirrorField } from './form-views';
import { nextId } from './form-writes';
import { checkValidationReferences } from './validation-body';

const CHOICE_TARGETS = new Set<number>([FieldType.Select, FieldType.RadioButtonList]);

/** Options without an id (0) get one above the highest of the field (ids `fieldId * 100 + n` by default). */
function withOptionIds(options: FieldOption[], fieldId: number, previous: FieldOption[] = []): FieldOption[] {
  let next = nextId([fieldId * 100, ...options.map((o) => o.OptionId), ...previous.map((o) => o.OptionId)]);
  const seen = new Set<number>();
  return options.map((o) => {
    const OptionId = o.OptionId > 0 && !seen.has(o.OptionId) ? o.OptionId : next++;
    seen.add(OptionId);
    return { ...o, OptionId };
  });
}

function checkConditions(store: Store, field: FieldDefinition, others: FieldDefinition[]): void {
  if (!field.Conditions) return;
  if (field.TypeId !== FieldType.NestedSelect) {
    delete field.Conditions;
    return;
  }
  const own = field.OptionsList ?? [];
  const used = new Set<number>();
  let nextCondition = nextId(
    store.data.forms.flatMap((f) => f.Fields.flatMap((x) => (x.Conditions ?? []).map((c) => c.ConditionId))),
  );
  field.Conditions = field.Conditions.map((condition, i) => {
    const target = others.find((f) => f.FieldDefinitionId === condition.TargetFieldDefinitionId);
    if (!target || !CHOICE_TARGETS.has(target.TypeId))
      throw badRequest(
        `Conditions[${i}] names field ${condition.TargetFieldDefinitionId}, which is not a select or radio field of this form.`,
      );
    if (!(target.OptionsList ?? []).some((o) => o.OptionId === condition.TargetOptionId))
      throw badRequest(
        `Conditions[${i}] names option ${condition.TargetOptionId}, which "${target.Name}" does not have.`,
      );
    if (used.has(condition.TargetOptionId))
      throw badRequest(`Option ${condition.TargetOptionId} is used by more than one condition.`);
    used.add(condition.TargetOptionId);
    const OptionsList = condition.OptionsList.map((o) => {
      const match = own.find((x) => x.Name.toLowerCase() === o.Name.toLowerCase());
      if (!match)
        throw badRequest(`Conditions[${i}] offers "${o.Name}", which is not an option of this field.`);
      return { ...match, Order: o.Order };
    });
    const ConditionId = condition.ConditionId > 0 ? condition.ConditionId : nextCondition++;
    return { ...condition, ConditionId, FieldDefinitionId: field.FieldDefinitionId, OptionsList };
  });
}

function checkParent(store: Store, user: UserRecord, field: FieldDefinition, form: FormRecord): void {
  const parentId = field.ParentFieldDefinitionId;
  if (isLinkedField(field)) {
    const elsewhere = formsOf(store, user).filter((f) => f.FormId !== form.FormId);
    if (parentId == null || !elsewhere.some((f) => f.Fields.some((x) => x.FieldDefinitionId === parentId)))
      throw badRequest('Could not find parent for this linked field.');
  } else if (isMirrorField(field)) {
    if (parentId == null) throw badRequest('Please select parent for this mirror field.');
    if (parentId === field.FieldDefinitionId || !form.Fields.some((x) => x.FieldDefinitionId === parentId))
      throw badRequest('Could not find parent for this mirror field.');
  } else if (parentId != null) field.ParentFieldDefinitionId = null;
}

/**
 * Completes `field` (ids of the field, its options and conditions) for form `form` and checks what it refers to.
 * `previous` is the stored field on update.
 */
export function prepareField(
  store: Store,
  user: UserRecord,
  form: FormRecord,
  field: FieldDefinition,
  id: number,
  previous?: FieldDefinition,
): FieldDefinition {
  const prepared: FieldDefinition = { ...field, FieldDefinitionId: id, FormId: form.FormId };
  if (prepared.OptionsList)
    prepared.OptionsList = withOptionIds(prepared.OptionsList, id, previous?.OptionsList);
  const others = form.Fields.filter((f) => f.FieldDefinitionId !== id);
  checkConditions(store, prepared, others);
  checkParent(store, user, prepared, form);
  const index = fieldIndex(store);
  index.set(id, prepared);
  checkValidationReferences(
    prepared.FieldValidation,
    fieldView(prepared, index),
    others.map((f) => fieldView(f, index)),
  );
  return prepared;
}

/** Formula rules on the form before and after the change (linked parents filled in, as the engine needs them). */
export function checkFormulas(
  store: Store,
  before: readonly FieldDefinition[],
  after: readonly FieldDefinition[],
  field: FieldDefinition,
): void {
  const index = fieldIndex(store);
  for (const f of after) index.set(f.FieldDefinitionId, f);
  const fields = after.map((f) => fieldView(f, index));
  if (field.TypeId === FieldType.Formula) {
    const editor = toEditorFormula(field.Formula ?? '', fieldRefsOf(fields));
    if (!editor.ok) throw badRequest(editor.error.message);
    const checked = validateFormula(field.FieldDefinitionId, editor.value, { Fields: fields });
    if (!checked.ok) throw badRequest(checked.message);
  }
  const parent = after.find((f) => f.FieldDefinitionId === field.ParentFieldDefinitionId);
  const message =
    isMirrorField(field) && parent
      ? mirrorCycleMessage(parent.Name)
      : FormulaMessage.crossReferenceWithAnotherFormula;
  if (createsCycle(store, before, after)) throw badRequest(message);
}

/** True when `after` puts a formula on a cross/cyclic reference that `before` did not have. */
export function createsCycle(
  store: Store,
  before: readonly FieldDefinition[],
  after: readonly FieldDefinition[],
): boolean {
  const index = fieldIndex(store);
  return introducesCycle(
    before.map((f) => fieldView(f, index)),
    after.map((f) => fieldView(f, index)),
  );
}
