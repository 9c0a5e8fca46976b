import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { shapesOf } from './field-kinds';
import { conditionValue, loadedValue, optionIdList, savedValue } from './instance-values';
import { field, num, select, text } from './instance.test-helper';

const shapeOf = (f: ReturnType<typeof field>) => shapesOf({ Fields: [f] }).get(f.FieldDefinitionId)!;

describe('loadedValue: the server pair (Data, OptionId) as the page value', () => {
  it.each([
    ['text', text(1, { Data: 'Jordan' }), 'Jordan'],
    ['no data', text(1, { Data: null }), ''],
    ['number text', num(1, { Data: '$1,200.00' }), '$1,200.00'],
    ['select by OptionId', select(2, 'A', 'B'), ''],
    ['select with an option', { ...select(2, 'A', 'B'), OptionId: 22 }, '22'],
    ['radio with id text in Data', field(3, FieldType.RadioButtonList, { Data: ' 31 ' }), '31'],
    ['checked check box', field(4, FieldType.CheckBox, { Data: 'true' }), 'true'],
    ['check box "1"', field(4, FieldType.CheckBox, { Data: '1' }), 'true'],
    ['unchecked check box', field(4, FieldType.CheckBox, { Data: 'false' }), ''],
    ['check list', field(5, FieldType.CheckBoxList, { Data: '51, 53,x,51' }), '51,53'],
  ])('%s', (_name, f, value) => expect(loadedValue(shapeOf(f))).toBe(value));
});

describe('savedValue: the page value as the saved pair', () => {
  it.each([
    ['text', text(1), 'Jordan', { Data: 'Jordan', OptionId: null }],
    ['cleared text', text(1), '', { Data: null, OptionId: null }],
    ['select', select(2, 'A'), '21', { Data: null, OptionId: 21 }],
    ['no selection', select(2, 'A'), '', { Data: null, OptionId: null }],
    ['nested select', field(6, FieldType.NestedSelect), '61', { Data: null, OptionId: 61 }],
    ['checked check box', field(4, FieldType.CheckBox), 'true', { Data: 'true', OptionId: null }],
    ['unchecked check box', field(4, FieldType.CheckBox), '', { Data: 'false', OptionId: null }],
    ['check list', field(5, FieldType.CheckBoxList), '53,51', { Data: '53,51', OptionId: null }],
    ['empty check list', field(5, FieldType.CheckBoxList), '', { Data: null, OptionId: null }],
  ])('%s', (_name, f, value, saved) => {
    expect(savedValue(shapeOf(f), value)).toEqual({ FieldDefinitionId: f.FieldDefinitionId, ...saved });
  });
});

it('reads option id lists leniently', () => {
  expect(optionIdList('3, 1,,x,3 ,2')).toEqual([3, 1, 2]);
  expect(optionIdList(null)).toEqual([]);
});

it('conditions read a check box as "true" or "false"', () => {
  expect(conditionValue(FieldType.CheckBox, 'true')).toBe('true');
  expect(conditionValue(FieldType.CheckBox, '')).toBe('false');
  expect(conditionValue(FieldType.TextBox, 'abc')).toBe('abc');
  expect(conditionValue(FieldType.TextBox, undefined)).toBe('');
});
