import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { F, FORM } from './conditions.test-helper';
import { OperatorType } from './operators';
import { compatibleCompareFields, operatorTypeFor, valueFieldOf } from './value-types';

describe('operatorTypeFor', () => {
  it.each([
    ['number text box', F.amount, OperatorType.Number],
    ['date text box', F.start, OperatorType.Date],
    ['select', F.color, OperatorType.Option],
    ['check-box list', F.toppings, OperatorType.Option],
    ['radio list', F.shade, OperatorType.Option],
    ['text box', F.name, OperatorType.String],
    ['text area without data type', F.notes, OperatorType.String],
    ['check box', F.agree, OperatorType.String],
    ['formula', F.total, OperatorType.Number],
    ['linked to a number', F.linkedAmount, OperatorType.Number],
    ['mirror of a select', F.mirrorColor, OperatorType.Option],
    ['header', F.header, null],
    ['link without parent', F.orphanLink, null],
  ])('%s', (_name, field, type) => expect(operatorTypeFor(field, FORM)).toBe(type));

  it('survives a cyclic chain of links', () => {
    const a = { ...F.linkedAmount, FieldDefinitionId: 20, ParentFieldDefinitionId: 21 };
    const b = { ...F.linkedAmount, FieldDefinitionId: 21, ParentFieldDefinitionId: 20 };
    const form = { Fields: [a, b] };
    expect(valueFieldOf(a, form).TypeId).toBe(FieldType.LinkedField);
    expect(operatorTypeFor(a, form)).toBeNull();
  });
});

describe('compatibleCompareFields', () => {
  const ids = (list: { FieldDefinitionId: number }[]) => list.map((f) => f.FieldDefinitionId);
  it('offers other number fields for a number', () =>
    expect(ids(compatibleCompareFields(F.amount, FORM))).toEqual([2, 10, 11]));
  it('offers other date fields for a date', () =>
    expect(ids(compatibleCompareFields(F.start, FORM))).toEqual([4]));
  it('offers other option fields for an option field', () =>
    expect(ids(compatibleCompareFields(F.color, FORM))).toEqual([6, 12, 14]));
  it('offers other text fields for text', () =>
    expect(ids(compatibleCompareFields(F.name, FORM))).toEqual([8, 13]));
  it('offers nothing for a field without a value', () =>
    expect(compatibleCompareFields(F.header, FORM)).toEqual([]));
});
