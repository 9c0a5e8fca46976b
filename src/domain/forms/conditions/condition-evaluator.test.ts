import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FieldValidationCondition } from '../form.entity';
import { evaluateCondition, evaluateFieldValidation } from './condition-evaluator';
import { F, FORM, cond } from './conditions.test-helper';
import type { FieldValue } from './field-value';
import { Operator as O, OperatorType as T } from './operators';

const holds = (
  field: FieldDefinition,
  condition: FieldValidationCondition,
  entries: [number, FieldValue][],
) => evaluateCondition(condition, { field, values: new Map(entries), form: FORM });

describe('numbers: =, ≠, <, >, <=, >= against a constant', () => {
  it.each([
    ['10', O.Equal, '10', true],
    ['10', O.Equal, '10.0', true],
    ['10', O.Equal, '11', false],
    ['10', O.NotEqual, '11', true],
    ['10', O.NotEqual, '10', false],
    ['9', O.Less, '10', true],
    ['10', O.Less, '10', false],
    ['11', O.Greater, '10', true],
    ['10', O.Greater, '10', false],
    ['10', O.LessOrEqual, '10', true],
    ['11', O.LessOrEqual, '10', false],
    ['10', O.GreaterOrEqual, '10', true],
    ['9', O.GreaterOrEqual, '10', false],
    ['$1,000', O.Greater, '999.99', true],
    ['50%', O.Equal, '0.5', true],
    ['-3', O.Less, '-2', true],
    ['', O.NotEqual, '10', false],
    ['abc', O.NotEqual, '10', false],
    ['10', O.Equal, 'x', false],
  ])('%j op %i %j -> %s', (value, op, constant, expected) => {
    expect(holds(F.amount, cond(T.Number, op, { CompareToConstant: constant }), [[1, value]])).toBe(expected);
  });

  it('reads numbers given as numbers', () => {
    expect(holds(F.amount, cond(T.Number, O.Equal, { CompareToConstant: '5' }), [[1, 5]])).toBe(true);
  });

  it('compares with another field', () => {
    const c = cond(T.Number, O.Greater, { CompareToFieldDefinitionId: 2 });
    expect(
      holds(F.amount, c, [
        [1, '12'],
        [2, '10'],
      ]),
    ).toBe(true);
    expect(
      holds(F.amount, c, [
        [1, '8'],
        [2, '10'],
      ]),
    ).toBe(false);
    expect(holds(F.amount, c, [[1, '8']])).toBe(false);
  });
});

describe('numbers in a percentage field: the number typed is the percent (issue 12, item 1)', () => {
  const discount: FieldDefinition = { ...F.amount, FieldDefinitionId: 20, FormattingType: 11 };
  const rate: FieldDefinition = { ...F.amount, FieldDefinitionId: 21, FormattingType: 10 };
  const form = { Fields: [...FORM.Fields, discount, rate] };
  const check = (condition: FieldValidationCondition, entries: [number, FieldValue][]) =>
    evaluateCondition(condition, { field: discount, values: new Map(entries), form });

  it.each([
    ['25', O.Equal, '25', true],
    ['25%', O.Equal, '25', true],
    ['25', O.Equal, '25%', true],
    ['25', O.Greater, '20', true],
    ['25', O.Greater, '50', false],
    ['0.5', O.Less, '1', true],
  ])('%j op %i %j -> %s', (value, op, constant, expected) => {
    expect(check(cond(T.Number, op, { CompareToConstant: constant }), [[20, value]])).toBe(expected);
  });

  it('compares with another field, each value read as its own field reads it', () => {
    expect(
      check(cond(T.Number, O.Equal, { CompareToFieldDefinitionId: 21 }), [
        [20, '25'],
        [21, '25%'],
      ]),
    ).toBe(true);
    expect(
      check(cond(T.Number, O.Less, { CompareToFieldDefinitionId: 2 }), [
        [20, '25'],
        [2, '1'],
      ]),
    ).toBe(true);
  });
});

describe('dates: same as, not same as, before, after, ... to the minute', () => {
  it.each([
    ['3/4/2024 13:05', O.Equal, '03/04/2024 1:05 PM', true],
    ['3/4/2024 13:05:59', O.Equal, '3/4/2024 13:05', true],
    ['3/4/2024 13:06', O.Equal, '3/4/2024 13:05', false],
    ['3/4/2024', O.Equal, '2024-03-04T00:00', true],
    ['3/4/2024 13:06', O.NotEqual, '3/4/2024 13:05', true],
    ['3/4/2024 13:04', O.Less, '3/4/2024 13:05', true],
    ['3/4/2024 13:05:30', O.Less, '3/4/2024 13:05', false],
    ['3/5/2024', O.Greater, '3/4/2024 23:59', true],
    ['3/4/2024 13:05', O.LessOrEqual, '3/4/2024 13:05', true],
    ['3/4/2024 13:05', O.GreaterOrEqual, '3/4/2024 13:06', false],
    ['', O.NotEqual, '3/4/2024', false],
    ['2/30/2024', O.NotEqual, '3/4/2024', false],
  ])('%j op %i %j -> %s', (value, op, constant, expected) => {
    expect(holds(F.start, cond(T.Date, op, { CompareToConstant: constant }), [[3, value]])).toBe(expected);
  });

  it('compares with another date field', () => {
    const c = cond(T.Date, O.Greater, { CompareToFieldDefinitionId: 4 });
    expect(
      holds(F.start, c, [
        [3, '3/5/2024'],
        [4, '3/4/2024'],
      ]),
    ).toBe(true);
  });
});

describe('options: same as, not same as, not selected', () => {
  const red = { CompareToOptionId: 51 };
  it.each([
    [51, O.Equal, true],
    ['51', O.Equal, true],
    ['Red', O.Equal, true],
    [52, O.Equal, false],
    [null, O.Equal, false],
    [52, O.NotEqual, true],
    [51, O.NotEqual, false],
    [null, O.NotEqual, true],
    [null, O.NotSelected, true],
    ['', O.NotSelected, true],
    [51, O.NotSelected, false],
  ])('select value %j op %i -> %s', (value, op, expected) => {
    expect(holds(F.color, cond(T.Option, op, red), [[5, value as FieldValue]])).toBe(expected);
  });

  it.each([
    [[61, 62], O.Equal, true],
    ['61,62', O.Equal, true],
    [[62], O.Equal, false],
    [[62], O.NotEqual, true],
    [[61], O.NotEqual, false],
    [[], O.NotSelected, true],
    [null, O.NotSelected, true],
    [[62], O.NotSelected, false],
  ])('check-box list tests the checked options: %j op %i -> %s', (value, op, expected) => {
    expect(holds(F.toppings, cond(T.Option, op, { CompareToOptionId: 61 }), [[6, value as FieldValue]])).toBe(
      expected,
    );
  });

  it('compares option names, case-insensitively, with another option field', () => {
    const c = cond(T.Option, O.Equal, { CompareToFieldDefinitionId: 12 });
    expect(
      holds(F.color, c, [
        [5, 51],
        [12, 121],
      ]),
    ).toBe(true);
    expect(
      holds(F.color, c, [
        [5, 53],
        [12, 121],
      ]),
    ).toBe(false);
    expect(
      holds(F.color, { ...c, OperatorId: O.NotEqual }, [
        [5, 53],
        [12, 121],
      ]),
    ).toBe(true);
  });

  it('compares with an option name given as a constant', () => {
    expect(holds(F.color, cond(T.Option, O.Equal, { CompareToConstant: ' green ' }), [[5, 52]])).toBe(true);
  });
});

describe('strings: same as, not same as, contains, starts with, ends with, case-insensitively', () => {
  it.each([
    ['Jane Doe', O.Equal, 'jane doe', true],
    ['Jane', O.Equal, 'Janet', false],
    ['Jane', O.NotEqual, 'Janet', true],
    ['JANE', O.NotEqual, 'jane', false],
    ['Jane Doe', O.Contains, 'E D', true],
    ['Jane Doe', O.Contains, 'x', false],
    ['Jane Doe', O.StartsWith, 'ja', true],
    ['Jane Doe', O.StartsWith, 'doe', false],
    ['Jane Doe', O.EndsWith, 'DOE', true],
    ['Jane Doe', O.EndsWith, 'jane', false],
    [undefined, O.Equal, '', true],
  ])('%j op %i %j -> %s', (value, op, constant, expected) => {
    expect(holds(F.name, cond(T.String, op, { CompareToConstant: constant }), [[7, value]])).toBe(expected);
  });

  it('compares a check box as "true" or "false"', () => {
    expect(holds(F.agree, cond(T.String, O.Equal, { CompareToConstant: 'False' }), [[13, false]])).toBe(true);
  });

  it('compares with the option name of another field', () => {
    const c = cond(T.String, O.Equal, { CompareToFieldDefinitionId: 5 });
    expect(
      holds(F.name, c, [
        [7, 'green'],
        [5, 52],
      ]),
    ).toBe(true);
  });
});

describe('source field, unknown operators and fields', () => {
  it('tests another field when SourceFieldDefinitionId is set', () => {
    const c = cond(T.Number, O.Greater, { SourceFieldDefinitionId: 2, CompareToConstant: '5' });
    expect(
      holds(F.amount, c, [
        [1, '1'],
        [2, '6'],
      ]),
    ).toBe(true);
  });
  it('is false for an operator of another type, an unknown type or a missing source field', () => {
    expect(holds(F.amount, cond(T.Number, O.Contains, { CompareToConstant: '1' }), [[1, '1']])).toBe(false);
    expect(holds(F.amount, cond(99, O.Equal, { CompareToConstant: '1' }), [[1, '1']])).toBe(false);
    expect(
      holds(F.amount, cond(T.Number, O.Equal, { SourceFieldDefinitionId: 404, CompareToConstant: '' }), []),
    ).toBe(false);
  });
});

describe('evaluateFieldValidation: OR within a group, AND across groups', () => {
  const big = cond(T.Number, O.Greater, { CompareToConstant: '100' });
  const negative = cond(T.Number, O.Less, { CompareToConstant: '0' });
  const named = cond(T.String, O.Equal, { SourceFieldDefinitionId: 7, CompareToConstant: 'x' });
  const withGroups = (...groups: FieldValidationCondition[][]): FieldDefinition => ({
    ...F.amount,
    FieldValidation: {
      ErrorMessage: 'Amount is out of range.',
      FieldValidationGroups: groups.map((FieldValidationConditions, i) => ({
        Order: i + 1,
        FieldValidationConditions,
      })),
    },
  });
  const run = (field: FieldDefinition, amount: string, name = '') =>
    evaluateFieldValidation(
      field,
      new Map<number, FieldValue>([
        [1, amount],
        [7, name],
      ]),
      FORM,
    );

  it('shows the error when any condition of the only group holds', () => {
    const field = withGroups([big, negative]);
    expect(run(field, '101')).toEqual({ valid: false, message: 'Amount is out of range.' });
    expect(run(field, '-1')).toEqual({ valid: false, message: 'Amount is out of range.' });
    expect(run(field, '50')).toEqual({ valid: true });
  });

  it('needs every group to hold', () => {
    const field = withGroups([big, negative], [named]);
    expect(run(field, '101', 'X')).toEqual({ valid: false, message: 'Amount is out of range.' });
    expect(run(field, '101', 'y')).toEqual({ valid: true });
    expect(run(field, '50', 'x')).toEqual({ valid: true });
  });

  it('ignores empty groups; no conditions means valid', () => {
    expect(run(withGroups([], [big]), '101').valid).toBe(false);
    expect(run(withGroups([]), '101')).toEqual({ valid: true });
    expect(run({ ...F.amount, FieldValidation: null }, '101')).toEqual({ valid: true });
  });

  it('falls back to "Please enter correct text!" when the error message is blank', () => {
    const field = withGroups([big]);
    field.FieldValidation!.ErrorMessage = '  ';
    expect(run(field, '101')).toEqual({ valid: false, message: 'Please enter correct text!' });
  });
});
