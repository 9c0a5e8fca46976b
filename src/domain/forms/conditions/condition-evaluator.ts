import { FieldType, type FieldDefinition, type FieldValidationCondition, type Form } from '../form.entity';
import { percentEntryOf } from '../formats/percent-entry';
import { ValidationMessage } from '../validation/validation-messages';
import type { FieldValue } from './field-value';
import { Operator, OperatorType, isOperatorAllowed } from './operators';
import { findField, optionsOf, valueFieldOf } from './value-types';
import { minutesOf, numberOf, selectedOptionIds, selectedOptionNames, textOf } from './value-readers';

export type FieldValues = ReadonlyMap<number, FieldValue>;

export type FieldValidationResult =
  { readonly valid: true } | { readonly valid: false; readonly message: string };

/** Shown when a field's conditions hold but its ErrorMessage is blank. */
export const DEFAULT_CONDITION_MESSAGE = ValidationMessage.IncorrectText;

interface Context {
  readonly field: FieldDefinition;
  readonly values: FieldValues;
  readonly form: Pick<Form, 'Fields'>;
}

/** Orders two readable values with an ordering operator; false when either is unreadable. */
function order(operator: number, a: number | null, b: number | null): boolean {
  if (a === null || b === null) return false;
  switch (operator) {
    case Operator.Equal:
      return a === b;
    case Operator.NotEqual:
      return a !== b;
    case Operator.Less:
      return a < b;
    case Operator.Greater:
      return a > b;
    case Operator.LessOrEqual:
      return a <= b;
    case Operator.GreaterOrEqual:
      return a >= b;
    default:
      return false;
  }
}

/** The value compared against: another field's value, else a chosen option, else the constant. */
function compareValue(condition: FieldValidationCondition, ctx: Context): FieldValue {
  if (condition.CompareToFieldDefinitionId != null)
    return ctx.values.get(condition.CompareToFieldDefinitionId);
  if (condition.CompareToOptionId != null) return condition.CompareToOptionId;
  return condition.CompareToConstant ?? '';
}

/**
 * A value as a number, read as `field` reads what is typed into it: in a percentage text box the number typed
 * is the percent (`25` is 0.25, formats/percent-entry.ts). Formula results arrive as numbers already.
 */
function numberIn(value: FieldValue, field: FieldDefinition | undefined, ctx: Context): number | null {
  const typed = field ? valueFieldOf(field, ctx.form) : undefined;
  if (typeof value !== 'string' || typed?.TypeId !== FieldType.TextBox) return numberOf(value);
  return numberOf(percentEntryOf(typed.FormattingType, value));
}

function compareStrings(operator: number, source: string, target: string): boolean {
  const a = source.trim().toLowerCase();
  const b = target.trim().toLowerCase();
  switch (operator) {
    case Operator.Equal:
      return a === b;
    case Operator.NotEqual:
      return a !== b;
    case Operator.Contains:
      return a.includes(b);
    case Operator.StartsWith:
      return a.startsWith(b);
    case Operator.EndsWith:
      return a.endsWith(b);
    default:
      return false;
  }
}

function compareOptions(condition: FieldValidationCondition, source: FieldDefinition, ctx: Context): boolean {
  const options = optionsOf(source, ctx.form);
  const selected = selectedOptionIds(ctx.values.get(source.FieldDefinitionId), options);
  if (condition.OperatorId === Operator.NotSelected) return selected.length === 0;
  let same: boolean;
  const other = findField(ctx.form, condition.CompareToFieldDefinitionId);
  if (other) {
    // Two fields have different option ids: compare the selected option names, as sets.
    const otherOptions = optionsOf(other, ctx.form);
    const mine = selectedOptionNames(selected, options);
    const theirs = selectedOptionNames(
      selectedOptionIds(ctx.values.get(other.FieldDefinitionId), otherOptions),
      otherOptions,
    );
    same = mine.size === theirs.size && [...mine].every((name) => theirs.has(name));
  } else if (condition.CompareToOptionId != null) {
    same = selected.includes(condition.CompareToOptionId);
  } else {
    const wanted = (condition.CompareToConstant ?? '').trim().toLowerCase();
    same = selectedOptionNames(selected, options).has(wanted);
  }
  if (condition.OperatorId === Operator.Equal) return same;
  return condition.OperatorId === Operator.NotEqual ? !same : false;
}

function optionText(value: FieldValue, field: FieldDefinition | undefined, ctx: Context): string {
  const options = field ? optionsOf(field, ctx.form) : [];
  if (options.length === 0) return textOf(value);
  return [...selectedOptionNames(selectedOptionIds(value, options), options)].join(', ');
}

/** Whether one condition holds for the field. Unknown operators, or values that cannot be read, are false. */
export function evaluateCondition(condition: FieldValidationCondition, ctx: Context): boolean {
  const sourceId = condition.SourceFieldDefinitionId ?? ctx.field.FieldDefinitionId;
  const source =
    findField(ctx.form, sourceId) ?? (sourceId === ctx.field.FieldDefinitionId ? ctx.field : undefined);
  if (!source || !isOperatorAllowed(condition.OperatorTypeId, condition.OperatorId)) return false;
  const operator = condition.OperatorId;
  const sourceValue = ctx.values.get(sourceId);
  switch (condition.OperatorTypeId) {
    case OperatorType.Number: {
      // A constant is read as the source field reads it: "20" against a percentage field is 20 %.
      const target =
        condition.CompareToFieldDefinitionId != null
          ? findField(ctx.form, condition.CompareToFieldDefinitionId)
          : source;
      return order(
        operator,
        numberIn(sourceValue, source, ctx),
        numberIn(compareValue(condition, ctx), target, ctx),
      );
    }
    case OperatorType.Date:
      return order(operator, minutesOf(sourceValue), minutesOf(compareValue(condition, ctx)));
    case OperatorType.Option:
      return compareOptions(condition, source, ctx);
    case OperatorType.String: {
      const target = findField(ctx.form, condition.CompareToFieldDefinitionId);
      const targetText = optionText(compareValue(condition, ctx), target, ctx);
      return compareStrings(operator, optionText(sourceValue, source, ctx), targetText);
    }
    default:
      return false;
  }
}

/**
 * Conditional field validation: conditions within a group combine with OR, groups with AND, and the field
 * is in error when the whole holds. Groups without conditions are ignored; a field without any condition
 * is valid. The error is the field's ErrorMessage.
 */
export function evaluateFieldValidation(
  field: FieldDefinition,
  values: FieldValues,
  form: Pick<Form, 'Fields'>,
): FieldValidationResult {
  const validation = field.FieldValidation;
  const groups = (validation?.FieldValidationGroups ?? [])
    .map((group) => group?.FieldValidationConditions ?? [])
    .filter((conditions) => conditions.length > 0);
  if (groups.length === 0) return { valid: true };
  const ctx: Context = { field, values, form };
  const holds = groups.every((conditions) =>
    conditions.some((condition) => evaluateCondition(condition, ctx)),
  );
  if (!holds) return { valid: true };
  const message = (validation?.ErrorMessage ?? '').trim();
  return { valid: false, message: message === '' ? DEFAULT_CONDITION_MESSAGE : message };
}
