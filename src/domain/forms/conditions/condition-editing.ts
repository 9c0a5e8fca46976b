import type { FieldValidation, FieldValidationCondition, FieldValidationGroup } from '../form.entity';

/**
 * Editing a field's validation groups in the field dialog. Every helper returns a new FieldValidation
 * that always has at least one (possibly empty) group, with Order renumbered 1..n in groups and in
 * conditions.
 */

export type NewCondition = Omit<FieldValidationCondition, 'Order'>;

function renumber(
  groups: readonly (readonly FieldValidationCondition[])[],
  errorMessage: string,
): FieldValidation {
  const kept = groups.length > 0 ? groups : [[]];
  const FieldValidationGroups: FieldValidationGroup[] = kept.map((conditions, g) => ({
    Order: g + 1,
    FieldValidationConditions: conditions.map((condition, c) => ({ ...condition, Order: c + 1 })),
  }));
  return { ErrorMessage: errorMessage, FieldValidationGroups };
}

function conditionsOf(validation: FieldValidation | null | undefined): FieldValidationCondition[][] {
  return [...(validation?.FieldValidationGroups ?? [])]
    .sort((a, b) => (a?.Order ?? 0) - (b?.Order ?? 0))
    .map((group) =>
      [...(group?.FieldValidationConditions ?? [])].sort((a, b) => (a?.Order ?? 0) - (b?.Order ?? 0)),
    );
}

const isIndex = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length;

/** The validation with at least one group (an empty one when there is none). */
export function ensureFieldValidation(validation: FieldValidation | null | undefined): FieldValidation {
  return renumber(conditionsOf(validation), validation?.ErrorMessage ?? '');
}

/** Appends an empty group. */
export function addGroup(validation: FieldValidation | null | undefined): FieldValidation {
  return renumber([...conditionsOf(validation), []], validation?.ErrorMessage ?? '');
}

/**
 * Appends a condition to the group at `groupIndex`; an index that names no group appends a new group
 * holding the condition.
 */
export function addCondition(
  validation: FieldValidation | null | undefined,
  groupIndex: number,
  condition: NewCondition,
): FieldValidation {
  const groups = conditionsOf(validation);
  const added = { ...condition, Order: 0 };
  if (isIndex(groupIndex, groups.length)) groups[groupIndex] = [...groups[groupIndex], added];
  else groups.push([added]);
  return renumber(groups, validation?.ErrorMessage ?? '');
}

/** Replaces fields of one condition; unknown indices leave the validation as it was. */
export function updateCondition(
  validation: FieldValidation | null | undefined,
  groupIndex: number,
  conditionIndex: number,
  patch: Partial<NewCondition>,
): FieldValidation {
  const groups = conditionsOf(validation);
  if (isIndex(groupIndex, groups.length) && isIndex(conditionIndex, groups[groupIndex].length)) {
    groups[groupIndex] = groups[groupIndex].map((c, i) => (i === conditionIndex ? { ...c, ...patch } : c));
  }
  return renumber(groups, validation?.ErrorMessage ?? '');
}

/**
 * Removes one condition. A group left without conditions is removed, except that a field always keeps
 * one (then empty) group. Unknown indices leave the validation as it was.
 */
export function removeCondition(
  validation: FieldValidation | null | undefined,
  groupIndex: number,
  conditionIndex: number,
): FieldValidation {
  const groups = conditionsOf(validation);
  if (isIndex(groupIndex, groups.length) && isIndex(conditionIndex, groups[groupIndex].length)) {
    const remaining = groups[groupIndex].filter((_, i) => i !== conditionIndex);
    if (remaining.length > 0) groups[groupIndex] = remaining;
    else groups.splice(groupIndex, 1);
  }
  return renumber(groups, validation?.ErrorMessage ?? '');
}

/** Sets the error message shown when the conditions hold. */
export function setErrorMessage(
  validation: FieldValidation | null | undefined,
  message: string,
): FieldValidation {
  return renumber(conditionsOf(validation), message);
}
