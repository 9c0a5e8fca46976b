import { describe, expect, it } from 'vitest';
import { ConstantMessage, constantProblem } from './condition-constant';
import { Operator, OperatorType } from './operators';

const condition = (OperatorTypeId: number, CompareToConstant: string, more = {}) => ({
  OperatorTypeId,
  OperatorId: Operator.Equal,
  CompareToConstant,
  CompareToFieldDefinitionId: null,
  CompareToOptionId: null,
  ...more,
});

describe('the constant of a condition', () => {
  it.each([
    [OperatorType.Number, 'abc', ConstantMessage.number],
    [OperatorType.Number, '12abc', ConstantMessage.number],
    [OperatorType.Number, '12', null],
    [OperatorType.Number, '$1,250.50', null],
    [OperatorType.Number, '12.5%', null],
    [OperatorType.Date, 'tomorrow', ConstantMessage.date],
    [OperatorType.Date, '02/30/2024', ConstantMessage.date],
    [OperatorType.Date, '12/25/2024', null],
    [OperatorType.Date, '09:30', null],
    [OperatorType.String, 'abc', null],
  ])('of operator type %i, %j: %s', (type, constant, problem) => {
    expect(constantProblem(condition(type, constant))).toBe(problem);
  });

  it('is not asked of a condition that compares with a field or an option, nor of an empty one', () => {
    expect(
      constantProblem(condition(OperatorType.Number, 'abc', { CompareToFieldDefinitionId: 7 })),
    ).toBeNull();
    expect(constantProblem(condition(OperatorType.Number, '  '))).toBeNull();
  });
});
