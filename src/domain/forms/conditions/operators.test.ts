import { describe, expect, it } from 'vitest';
import { OPERATORS, Operator, OperatorType, isOperatorAllowed, operatorsFor } from './operators';

describe('operator numbering (ours, docs/validation.md)', () => {
  it('numbers the value types', () =>
    expect(OperatorType).toEqual({ Number: 1, Date: 2, Option: 3, String: 4 }));
  it('numbers the operators', () =>
    expect(Operator).toEqual({
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
    }));
});

describe('operators per type, as section 5 lists them', () => {
  it.each([
    [
      'Number',
      OperatorType.Number,
      [
        [1, '='],
        [2, '≠'],
        [3, '<'],
        [4, '>'],
        [5, '<='],
        [6, '>='],
      ],
    ],
    [
      'Date',
      OperatorType.Date,
      [
        [1, 'same as'],
        [2, 'not same as'],
        [3, 'before'],
        [4, 'after'],
        [5, 'before or same as'],
        [6, 'after or same as'],
      ],
    ],
    [
      'Option',
      OperatorType.Option,
      [
        [1, 'same as'],
        [2, 'not same as'],
        [7, 'not selected'],
      ],
    ],
    [
      'String',
      OperatorType.String,
      [
        [1, 'same as'],
        [2, 'not same as'],
        [8, 'contains'],
        [9, 'starts with'],
        [10, 'ends with'],
      ],
    ],
  ])('%s', (_name, type, expected) => {
    expect(OPERATORS[type as 1].map((o) => [o.id, o.label])).toEqual(expected);
    expect(operatorsFor(type)).toBe(OPERATORS[type as 1]);
  });

  it('knows which operators belong to which type', () => {
    expect(isOperatorAllowed(OperatorType.Number, Operator.Less)).toBe(true);
    expect(isOperatorAllowed(OperatorType.Option, Operator.Less)).toBe(false);
    expect(isOperatorAllowed(OperatorType.String, Operator.NotSelected)).toBe(false);
    expect(isOperatorAllowed(9, Operator.Equal)).toBe(false);
    expect(operatorsFor(0)).toEqual([]);
  });
});
