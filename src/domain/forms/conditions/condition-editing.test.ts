import { describe, expect, it } from 'vitest';
import type { FieldValidation } from '../form.entity';
import {
  addCondition,
  addGroup,
  ensureFieldValidation,
  removeCondition,
  setErrorMessage,
  updateCondition,
} from './condition-editing';
import { Operator, OperatorType } from './operators';

const c = (constant: string) => ({
  OperatorTypeId: OperatorType.String,
  OperatorId: Operator.Equal,
  CompareToConstant: constant,
});
const shape = (v: FieldValidation) =>
  v.FieldValidationGroups.map((g) => [
    g.Order,
    g.FieldValidationConditions.map((x) => `${x.Order}:${x.CompareToConstant}`),
  ]);

describe('editing validation groups', () => {
  it('always has at least one group', () => {
    expect(ensureFieldValidation(null)).toEqual({
      ErrorMessage: '',
      FieldValidationGroups: [{ Order: 1, FieldValidationConditions: [] }],
    });
    expect(shape(ensureFieldValidation({ ErrorMessage: 'e', FieldValidationGroups: [] }))).toEqual([[1, []]]);
  });

  it('adds conditions to a group, or to a new group for an index that names none', () => {
    let v = addCondition(null, 0, c('a'));
    v = addCondition(v, 0, c('b'));
    v = addCondition(v, 5, c('c'));
    v = addCondition(v, -1, c('d'));
    expect(shape(v)).toEqual([
      [1, ['1:a', '2:b']],
      [2, ['1:c']],
      [3, ['1:d']],
    ]);
  });

  it('adds an empty group', () => {
    expect(shape(addGroup(addCondition(null, 0, c('a'))))).toEqual([
      [1, ['1:a']],
      [2, []],
    ]);
  });

  it('removes a condition and renumbers', () => {
    const v = addCondition(addCondition(addCondition(null, 0, c('a')), 0, c('b')), 0, c('c'));
    expect(shape(removeCondition(v, 0, 1))).toEqual([[1, ['1:a', '2:c']]]);
  });

  it('removes a group when its last condition goes', () => {
    const v = addCondition(addCondition(null, 0, c('a')), 1, c('b'));
    expect(shape(removeCondition(v, 0, 0))).toEqual([[1, ['1:b']]]);
  });

  it('keeps one empty group when the very last condition goes', () => {
    const v = removeCondition(addCondition(null, 0, c('a')), 0, 0);
    expect(shape(v)).toEqual([[1, []]]);
  });

  it('ignores unknown indices', () => {
    const v = addCondition(null, 0, c('a'));
    expect(shape(removeCondition(v, 3, 0))).toEqual([[1, ['1:a']]]);
    expect(shape(removeCondition(v, 0, 9))).toEqual([[1, ['1:a']]]);
    expect(shape(updateCondition(v, 0, 9, { CompareToConstant: 'z' }))).toEqual([[1, ['1:a']]]);
  });

  it('updates a condition and keeps the error message', () => {
    const v = setErrorMessage(addCondition(null, 0, c('a')), 'Too big.');
    const updated = updateCondition(v, 0, 0, { CompareToConstant: 'z' });
    expect(shape(updated)).toEqual([[1, ['1:z']]]);
    expect(updated.ErrorMessage).toBe('Too big.');
  });

  it('orders stored groups and conditions by Order and never mutates its input', () => {
    const stored: FieldValidation = {
      ErrorMessage: 'm',
      FieldValidationGroups: [
        { Order: 2, FieldValidationConditions: [{ ...c('y'), Order: 1 }] },
        {
          Order: 1,
          FieldValidationConditions: [
            { ...c('b'), Order: 2 },
            { ...c('a'), Order: 1 },
          ],
        },
      ],
    };
    const copy = structuredClone(stored);
    expect(shape(ensureFieldValidation(stored))).toEqual([
      [1, ['1:a', '2:b']],
      [2, ['1:y']],
    ]);
    removeCondition(stored, 0, 0);
    expect(stored).toEqual(copy);
  });
});
