/**
 * Operator numbering for conditional field validation. The specification names the operators per value
 * type but gives no ids; these are ours (docs/validation.md) and are what FieldValidationCondition's
 * OperatorTypeId and OperatorId hold. One OperatorId means the same comparison in every value type
 * (1 is "=" for numbers and "same as" for dates, options and strings).
 */

/** The kind of value a condition compares. */
export const OperatorType = { Number: 1, Date: 2, Option: 3, String: 4 } as const;
export type OperatorTypeId = (typeof OperatorType)[keyof typeof OperatorType];

export const Operator = {
  Equal: 1,
  NotEqual: 2,
  Less: 3,
  Greater: 4,
  LessOrEqual: 5,
  GreaterOrEqual: 6,
  NotSelected: 7,
  Contains: 8,
  StartsWith: 9,
  EndsWith: 10,
} as const;
export type OperatorId = (typeof Operator)[keyof typeof Operator];

export interface OperatorChoice {
  readonly id: OperatorId;
  readonly label: string;
}

const O = Operator;

/** The operators offered for each value type, in display order, with their labels. */
export const OPERATORS: Readonly<Record<OperatorTypeId, readonly OperatorChoice[]>> = {
  [OperatorType.Number]: [
    { id: O.Equal, label: '=' },
    { id: O.NotEqual, label: '≠' },
    { id: O.Less, label: '<' },
    { id: O.Greater, label: '>' },
    { id: O.LessOrEqual, label: '<=' },
    { id: O.GreaterOrEqual, label: '>=' },
  ],
  [OperatorType.Date]: [
    { id: O.Equal, label: 'same as' },
    { id: O.NotEqual, label: 'not same as' },
    { id: O.Less, label: 'before' },
    { id: O.Greater, label: 'after' },
    { id: O.LessOrEqual, label: 'before or same as' },
    { id: O.GreaterOrEqual, label: 'after or same as' },
  ],
  [OperatorType.Option]: [
    { id: O.Equal, label: 'same as' },
    { id: O.NotEqual, label: 'not same as' },
    { id: O.NotSelected, label: 'not selected' },
  ],
  [OperatorType.String]: [
    { id: O.Equal, label: 'same as' },
    { id: O.NotEqual, label: 'not same as' },
    { id: O.Contains, label: 'contains' },
    { id: O.StartsWith, label: 'starts with' },
    { id: O.EndsWith, label: 'ends with' },
  ],
};

export function isOperatorType(value: unknown): value is OperatorTypeId {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(OPERATORS, value);
}

/** The operators of a value type (empty for an unknown type). */
export function operatorsFor(type: number): readonly OperatorChoice[] {
  return isOperatorType(type) ? OPERATORS[type] : [];
}

/** True when the operator belongs to the value type. */
export function isOperatorAllowed(type: number, operator: number): boolean {
  return operatorsFor(type).some((choice) => choice.id === operator);
}
