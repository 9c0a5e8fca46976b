/**
 * The nested-select condition editor (spec section 4): conditions ordered by drag order; a target
 * option can be used by only one condition, except the one being edited; the editor is in mode Add,
 * or Save while a condition is being edited; it needs at least one select or radio field.
 */
import type { FieldDefinition, FieldOption, Form, NestedSelectCondition } from '../form.entity';
import { DialogMessage } from '../dialogs/dialog-messages';
import { nestingSourceFields } from '../dialogs/field-definition.rules';

export type ConditionEditorMode = 'Add' | 'Save';

/** What the editor row holds before Add or Save. */
export interface ConditionDraft {
  readonly TargetFieldDefinitionId: number | null;
  readonly TargetOptionId: number | null;
  /** The nested select's options offered when the target field has the target option. */
  readonly OptionsList: readonly FieldOption[];
}

/** (ours) The chosen target option already drives another condition. */
export const OPTION_TAKEN_MESSAGE = 'This option is already used by another condition.';

/** "Add" when no condition is being edited, "Save" otherwise. */
export function conditionEditorMode(editingIndex: number | null): ConditionEditorMode {
  return editingIndex === null ? 'Add' : 'Save';
}

/** The fields a nested select can depend on, or the specification's message when there is none. */
export function nestingSources(
  field: Pick<FieldDefinition, 'FieldDefinitionId'>,
  form: Pick<Form, 'Fields'>,
):
  | { readonly ok: true; readonly fields: FieldDefinition[] }
  | { readonly ok: false; readonly message: string } {
  const fields = nestingSourceFields(field, form);
  return fields.length > 0 ? { ok: true, fields } : { ok: false, message: DialogMessage.NoNestingFields };
}

/** Conditions by Order (ties keep list order), Order renumbered 1..n. */
export function orderedConditions(conditions: readonly NestedSelectCondition[]): NestedSelectCondition[] {
  return conditions
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.Order - b.c.Order || a.i - b.i)
    .map(({ c }, i) => (c.Order === i + 1 ? c : { ...c, Order: i + 1 }));
}

/** A drag from position `from` to position `to` (0-based, in order); Order follows the new order. */
export function reorderConditions(
  conditions: readonly NestedSelectCondition[],
  from: number,
  to: number,
): NestedSelectCondition[] {
  const list = orderedConditions(conditions);
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return list;
  const [moved] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(Math.trunc(to), list.length)), 0, moved);
  return list.map((c, i) => (c.Order === i + 1 ? c : { ...c, Order: i + 1 }));
}

const usedBy = (c: NestedSelectCondition, targetId: number, optionId: number) =>
  c.TargetFieldDefinitionId === targetId && c.TargetOptionId === optionId;

/** The target field's options that no other condition uses (the edited one, at `editingIndex` in order, does not count). */
export function availableTargetOptions(
  target: Pick<FieldDefinition, 'FieldDefinitionId' | 'OptionsList'>,
  conditions: readonly NestedSelectCondition[],
  editingIndex: number | null,
): FieldOption[] {
  const others = orderedConditions(conditions).filter((_, i) => i !== editingIndex);
  return (target.OptionsList ?? []).filter(
    (o) => !others.some((c) => usedBy(c, target.FieldDefinitionId, o.OptionId)),
  );
}

/** Why the draft cannot be added or saved, or null. */
export function conditionDraftError(
  draft: ConditionDraft,
  conditions: readonly NestedSelectCondition[],
  editingIndex: number | null,
): string | null {
  if (draft.TargetFieldDefinitionId === null || draft.TargetOptionId === null)
    return DialogMessage.FieldRequired;
  const others = orderedConditions(conditions).filter((_, i) => i !== editingIndex);
  return others.some((c) =>
    usedBy(c, draft.TargetFieldDefinitionId as number, draft.TargetOptionId as number),
  )
    ? OPTION_TAKEN_MESSAGE
    : null;
}

export type ConditionEditOutcome =
  | { readonly ok: true; readonly conditions: NestedSelectCondition[] }
  | { readonly ok: false; readonly message: string };

/**
 * Add (editingIndex null: appended last, ConditionId 0 until the server numbers it) or Save (the
 * condition at editingIndex replaced, keeping its id and place) for the nested select `fieldId`.
 */
export function applyConditionDraft(
  conditions: readonly NestedSelectCondition[],
  draft: ConditionDraft,
  editingIndex: number | null,
  fieldId: number,
): ConditionEditOutcome {
  const error = conditionDraftError(draft, conditions, editingIndex);
  if (error !== null) return { ok: false, message: error };
  const list = orderedConditions(conditions);
  const values = {
    FieldDefinitionId: fieldId,
    TargetFieldDefinitionId: draft.TargetFieldDefinitionId as number,
    TargetOptionId: draft.TargetOptionId as number,
    OptionsList: draft.OptionsList.map((o) => ({ ...o })),
  };
  if (editingIndex === null || editingIndex < 0 || editingIndex >= list.length) {
    return { ok: true, conditions: [...list, { ConditionId: 0, Order: list.length + 1, ...values }] };
  }
  return { ok: true, conditions: list.map((c, i) => (i === editingIndex ? { ...c, ...values } : c)) };
}

/** The conditions without the one at `index` (in order). */
export function removeConditionAt(
  conditions: readonly NestedSelectCondition[],
  index: number,
): NestedSelectCondition[] {
  return orderedConditions(orderedConditions(conditions).filter((_, i) => i !== index));
}

/** The draft for editing the condition at `index`, or an empty draft. */
export function draftOf(conditions: readonly NestedSelectCondition[], index: number | null): ConditionDraft {
  const c = index === null ? undefined : orderedConditions(conditions)[index];
  return c === undefined
    ? { TargetFieldDefinitionId: null, TargetOptionId: null, OptionsList: [] }
    : {
        TargetFieldDefinitionId: c.TargetFieldDefinitionId,
        TargetOptionId: c.TargetOptionId,
        OptionsList: c.OptionsList,
      };
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * A nested select as it is saved: its own options are every option its conditions offer, once each by name (ignoring
 * case, as the server matches them), in the order of the conditions; a name the field already had keeps its option
 * (its id is what instances store), a new one takes a temporary negative id. Each condition's options then name the
 * field's own. The dialog has no option list of its own for a nested select: the conditions are its options.
 */
export function withNestedOptions(field: FieldDefinition): FieldDefinition {
  const conditions = orderedConditions(field.Conditions ?? []);
  const own = field.OptionsList ?? [];
  const byName = new Map<string, FieldOption>();
  let temporary =
    Math.min(
      0,
      ...own.map((o) => o.OptionId),
      ...conditions.flatMap((c) => c.OptionsList.map((o) => o.OptionId)),
    ) - 1;
  for (const condition of conditions) {
    for (const option of condition.OptionsList) {
      const key = nameKey(option.Name);
      if (byName.has(key)) continue;
      const kept = own.find((o) => nameKey(o.Name) === key);
      byName.set(key, {
        OptionId: kept?.OptionId ?? temporary--,
        Name: kept?.Name ?? option.Name,
        Order: byName.size + 1,
      });
    }
  }
  const options = [...byName.values()];
  return {
    ...field,
    OptionsList: options,
    Conditions: conditions.map((c) => ({
      ...c,
      OptionsList: c.OptionsList.map((o, i) => ({
        ...(byName.get(nameKey(o.Name)) as FieldOption),
        Order: i + 1,
      })),
    })),
  };
}
