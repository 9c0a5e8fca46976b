import { describe, expect, it } from 'vitest';
import { DataType, DisplayMask, FieldType, MaskType, type FieldDefinition } from '../form.entity';
import {
  changeDataType,
  changeFormatting,
  changeMask,
  isDisplayMaskEnabled,
  isFormattingEnabled,
  nestingSourceFields,
  setEncryptData,
  DEFAULT_PATTERN_BY_DATA_TYPE,
} from './field-definition.rules';

const field: FieldDefinition = {
  FieldDefinitionId: 1,
  FormId: 1,
  TypeId: FieldType.TextBox,
  Name: 'Amount',
  Sequence: 1,
  ColSpan: 1,
  DataTypeId: DataType.Number,
  ValidationPatternType: 3,
  FormattingType: 4,
  MaskType: MaskType.None,
};

describe('data type change resets validation pattern and formatting', () => {
  it.each([
    [DataType.Text, 0],
    [DataType.DateTime, 4],
  ])('to %i: pattern %i, formatting 0', (dataType, pattern) => {
    expect(changeDataType(field, dataType)).toMatchObject({
      DataTypeId: dataType,
      ValidationPatternType: pattern,
      FormattingType: 0,
    });
  });
  it('to Number: pattern 2', () => {
    expect(changeDataType({ ...field, DataTypeId: DataType.Text }, DataType.Number)).toMatchObject({
      ValidationPatternType: 2,
      FormattingType: 0,
    });
  });
  it('has the defaults of section 3', () =>
    expect(DEFAULT_PATTERN_BY_DATA_TYPE).toEqual({ 1: 0, 2: 2, 4: 4 }));
  it('changes nothing when the same type is picked', () =>
    expect(changeDataType(field, DataType.Number)).toBe(field));
  it('does not change its input', () => {
    changeDataType(field, DataType.Text);
    expect(field.ValidationPatternType).toBe(3);
  });
});

describe('mask and formatting exclude each other', () => {
  it('picking a mask resets formatting to none', () => {
    expect(changeMask(field, MaskType.SSN)).toMatchObject({ MaskType: MaskType.SSN, FormattingType: 0 });
    expect(changeMask(field, MaskType.Custom, '##-??')).toMatchObject({
      MaskType: MaskType.Custom,
      Mask: '##-??',
      FormattingType: 0,
    });
  });
  it('drops a custom mask when another mask type is picked', () => {
    const custom = changeMask(field, MaskType.Custom, '##');
    expect(changeMask(custom, MaskType.Phone)).not.toHaveProperty('Mask');
    expect(changeMask(custom, MaskType.None)).toMatchObject({ MaskType: MaskType.None, FormattingType: 0 });
  });
  it('picking no mask keeps the formatting', () =>
    expect(changeMask(field, MaskType.None).FormattingType).toBe(4));
  it('picking a formatting resets the mask', () => {
    const masked = changeMask(field, MaskType.Custom, '##');
    const formatted = changeFormatting(masked, 17);
    expect(formatted).toMatchObject({ FormattingType: 17, MaskType: MaskType.None });
    expect(formatted).not.toHaveProperty('Mask');
  });
  it('picking no formatting keeps the mask', () =>
    expect(changeFormatting(changeMask(field, MaskType.ZIP5), 0)).toMatchObject({
      MaskType: MaskType.ZIP5,
      FormattingType: 0,
    }));
});

describe('encryption and enabled choices', () => {
  it('encrypt enables the display mask, HideAll by default', () => {
    const encrypted = setEncryptData(field, true);
    expect(encrypted).toMatchObject({ EncryptData: true, DisplayMask: DisplayMask.HideAll });
    expect(isDisplayMaskEnabled(encrypted)).toBe(true);
    expect(setEncryptData({ ...field, DisplayMask: DisplayMask.ShowOnlyLast4 }, true).DisplayMask).toBe(
      DisplayMask.ShowOnlyLast4,
    );
    expect(isDisplayMaskEnabled(setEncryptData(encrypted, false))).toBe(false);
    expect(isDisplayMaskEnabled(field)).toBe(false);
  });
  it.each([
    [DataType.Number, MaskType.None, true],
    [DataType.DateTime, MaskType.None, true],
    [DataType.Text, MaskType.None, false],
    [DataType.Number, MaskType.SSN, false],
    [undefined, undefined, true],
  ])('formatting enabled for data type %j, mask %j: %s', (DataTypeId, MaskTypeValue, enabled) =>
    expect(isFormattingEnabled({ DataTypeId, MaskType: MaskTypeValue })).toBe(enabled),
  );
});

it('nested selects take conditions from selects and radio lists', () => {
  const f = (FieldDefinitionId: number, TypeId: FieldDefinition['TypeId']) => ({
    ...field,
    FieldDefinitionId,
    TypeId,
  });
  const form = {
    Fields: [
      f(1, FieldType.NestedSelect),
      f(2, FieldType.Select),
      f(3, FieldType.RadioButtonList),
      f(4, FieldType.TextBox),
    ],
  };
  expect(nestingSourceFields(form.Fields[0], form).map((x) => x.FieldDefinitionId)).toEqual([2, 3]);
  expect(nestingSourceFields(form.Fields[0], { Fields: [] })).toEqual([]);
});
