import type { FieldValidationCondition } from '../form.entity';
import { Operator, OperatorType } from './operators';
import { minutesOf, numberOf } from './value-readers';

/** Texts (ours): what a constant of a number or a date condition must be. */
export const ConstantMessage = {
  number: 'Enter a number, such as 12 or 1,250.50.',
  date: 'Enter a date or a time, such as 12/25/2024 or 09:30.',
} as const;

/**
 * Why a condition's constant cannot be compared, or null. A number condition compares numbers and a date condition
 * dates, so a constant either cannot read as one ("abc") would make a rule that never fires. Read as the evaluator
 * reads it (numbers as users type them: $, separators, %; dates and times as the form's date texts). An empty
 * constant is the dialog's "required" case, and a condition comparing with a field or an option has no constant.
 */
export function constantProblem(
  condition: Pick<
    FieldValidationCondition,
    'OperatorTypeId' | 'OperatorId' | 'CompareToConstant' | 'CompareToFieldDefinitionId' | 'CompareToOptionId'
  >,
): string | null {
  if (condition.OperatorId === Operator.NotSelected) return null;
  if (condition.CompareToFieldDefinitionId != null || condition.CompareToOptionId != null) return null;
  const constant = (condition.CompareToConstant ?? '').trim();
  if (constant === '') return null;
  if (condition.OperatorTypeId === OperatorType.Number && numberOf(constant) === null)
    return ConstantMessage.number;
  if (condition.OperatorTypeId === OperatorType.Date && minutesOf(constant) === null)
    return ConstantMessage.date;
  return null;
}
