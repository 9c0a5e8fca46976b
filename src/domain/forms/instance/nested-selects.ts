import { FieldType, type FieldDefinition, type FieldOption } from '../form.entity';
import { CHOICE_TYPES, type FieldShape } from './field-kinds';
import { optionIdList, type InstanceValues } from './instance-values';

/**
 * Choices on the instance page (forms spec §4): a nested select offers the options of each condition whose
 * target field holds the condition's target option; choosing a value in a select or radio list resets the
 * nested selects that depend on it and reloads their options; a value not in the options list resets the
 * selection.
 */

function byOrder(options: readonly FieldOption[]): FieldOption[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => (a.option.Order ?? 0) - (b.option.Order ?? 0) || a.index - b.index)
    .map((entry) => entry.option);
}

function withoutRepeats(options: readonly FieldOption[]): FieldOption[] {
  const seen = new Set<number>();
  return options.filter((option) => !seen.has(option.OptionId) && seen.add(option.OptionId));
}

const isNested = (field: FieldDefinition) => field.TypeId === FieldType.NestedSelect;

/** The options a nested select offers for the current values, in condition order, without repeats. */
export function nestedOptionsOf(field: FieldDefinition, values: InstanceValues): FieldOption[] {
  const conditions = [...(field.Conditions ?? [])].sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0));
  const offered: FieldOption[] = [];
  for (const condition of conditions) {
    if (values.get(condition.TargetFieldDefinitionId) === String(condition.TargetOptionId)) {
      offered.push(...byOrder(condition.OptionsList ?? []));
    }
  }
  return withoutRepeats(offered);
}

/** The options a choice field offers now (a linked nested select, whose targets live elsewhere, offers them all). */
export function choiceOptionsOf(shape: FieldShape, values: InstanceValues): FieldOption[] {
  const source = shape.source;
  if (!isNested(source)) return byOrder(source.OptionsList ?? []);
  if (source !== shape.field)
    return withoutRepeats((source.Conditions ?? []).flatMap((c) => byOrder(c.OptionsList ?? [])));
  return nestedOptionsOf(source, values);
}

/** For each field, the nested selects whose conditions target it. */
export function nestedDependents(fields: readonly FieldDefinition[]): Map<number, number[]> {
  const dependents = new Map<number, number[]>();
  for (const field of fields) {
    if (!isNested(field)) continue;
    for (const condition of field.Conditions ?? []) {
      const list = dependents.get(condition.TargetFieldDefinitionId) ?? [];
      if (!list.includes(field.FieldDefinitionId)) list.push(field.FieldDefinitionId);
      dependents.set(condition.TargetFieldDefinitionId, list);
    }
  }
  return dependents;
}

/**
 * A field changed: the nested selects depending on it, and those depending on them, are reset to no
 * selection. Returns the ids to reset, each once, in the order found; never the changed field itself.
 */
export function resetOnChange(fieldId: number, dependents: ReadonlyMap<number, readonly number[]>): number[] {
  const reset: number[] = [];
  const queue = [...(dependents.get(fieldId) ?? [])];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    if (id === fieldId || reset.includes(id)) continue;
    reset.push(id);
    queue.push(...(dependents.get(id) ?? []));
  }
  return reset;
}

/** The value kept when the options change: a single choice not offered becomes "", a list keeps what is offered. */
export function keepOffered(shape: FieldShape, options: readonly FieldOption[], value: string): string {
  const offered = new Set(options.map((option) => option.OptionId));
  if (shape.source.TypeId === FieldType.CheckBoxList)
    return optionIdList(value)
      .filter((id) => offered.has(id))
      .join(',');
  return value !== '' && /^\d+$/.test(value) && offered.has(Number(value)) ? value : '';
}

/**
 * Corrects every choice whose value is not among its options (on load, after a draft is restored).
 * Nested selects read the corrected values of their targets, so this repeats until nothing changes.
 * Returns only the values that changed.
 */
export function reconcileChoices(shapes: readonly FieldShape[], values: InstanceValues): Map<number, string> {
  const current = new Map(values);
  const changed = new Map<number, string>();
  const choices = shapes.filter(
    (shape) => CHOICE_TYPES.has(shape.source.TypeId) && current.has(shape.field.FieldDefinitionId),
  );
  for (let round = 0; round <= choices.length; round++) {
    let stable = true;
    for (const shape of choices) {
      const id = shape.field.FieldDefinitionId;
      const value = current.get(id) ?? '';
      const kept = keepOffered(shape, choiceOptionsOf(shape, current), value);
      if (kept !== value) {
        current.set(id, kept);
        changed.set(id, kept);
        stable = false;
      }
    }
    if (stable) break;
  }
  return changed;
}
