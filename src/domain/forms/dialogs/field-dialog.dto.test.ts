import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { FieldDialogDto, type FieldDialogInput } from './field-dialog.dto';
import { dialogErrorSummary, validateDto } from './validate-dto';

const base: FieldDialogInput = { TypeId: FieldType.TextBox, Name: 'Label', ColSpan: 1 };
const errors = (input: Partial<FieldDialogInput>) => validateDto(FieldDialogDto.of({ ...base, ...input }));

describe('field dialog', () => {
  it('accepts a plain valid field', () => {
    expect(errors({})).toEqual({});
    expect(dialogErrorSummary(errors({}))).toBeNull();
  });

  describe('label: required, at most 2000 characters', () => {
    it.each(['', '   ', null, undefined])('%j is "Required!"', (Name) =>
      expect(errors({ Name }).Name).toEqual(['Required!']),
    );
    it('allows 2000 characters', () => expect(errors({ Name: 'x'.repeat(2000) })).toEqual({}));
    it('rejects 2001', () =>
      expect(errors({ Name: 'x'.repeat(2001) }).Name).toEqual(['Max characters length (2000) exceeded!']));
  });

  describe('reference label: at most 254', () => {
    it('allows 254 and empty', () => {
      expect(errors({ ReferenceLabel: 'r'.repeat(254) })).toEqual({});
      expect(errors({ ReferenceLabel: null })).toEqual({});
    });
    it('rejects 255', () =>
      expect(errors({ ReferenceLabel: 'r'.repeat(255) }).ReferenceLabel).toEqual([
        'Max characters length (254) exceeded!',
      ]));
  });

  describe('column span: 1 to 99', () => {
    it.each([1, 9, 10, 99, '5', ' 42 '])('accepts %j', (ColSpan) => expect(errors({ ColSpan })).toEqual({}));
    it.each([0, 100, -1, 1.5, '05', 'x', '', null])('rejects %j', (ColSpan) =>
      expect(errors({ ColSpan }).ColSpan).toEqual(['Must be a number between 1 and 99.']),
    );
  });

  describe('image width (digits, optional px or %) and height (digits, optional px, or auto)', () => {
    const image = { TypeId: FieldType.Image } as const;
    it.each(['100', '100px', '100%', '', null])('width %j is valid', (Width) =>
      expect(errors({ ...image, Width })).toEqual({}),
    );
    it.each(['100em', 'px', '10 px', 'auto', '-5'])('width %j is "Invalid value."', (Width) =>
      expect(errors({ ...image, Width }).Width).toEqual(['Invalid value.']),
    );
    it.each(['50', '50px', 'auto', ''])('height %j is valid', (Height) =>
      expect(errors({ ...image, Height })).toEqual({}),
    );
    it.each(['50%', 'Auto px', 'tall'])('height %j is "Invalid value."', (Height) =>
      expect(errors({ ...image, Height }).Height).toEqual(['Invalid value.']),
    );
    it('does not check sizes of other field types', () => expect(errors({ Width: 'huge' })).toEqual({}));
  });

  describe('label ratio: at most 2 digits', () => {
    it.each([0, 30, '99', '', null])('accepts %j', (LabelRatio) =>
      expect(errors({ LabelRatio })).toEqual({}),
    );
    it.each([100, '5%', 'abc', -1])('rejects %j', (LabelRatio) =>
      expect(errors({ LabelRatio }).LabelRatio).toEqual(['Invalid value.']),
    );
  });

  describe('linked and mirror fields', () => {
    it('a linked field needs a form and a field', () => {
      expect(errors({ TypeId: FieldType.LinkedField })).toEqual({
        LinkedFormId: ['This field is required.'],
        ParentFieldDefinitionId: ['This field is required.'],
      });
      expect(errors({ TypeId: FieldType.LinkedField, LinkedFormId: 3, ParentFieldDefinitionId: 7 })).toEqual(
        {},
      );
    });
    it('a mirror field needs a field', () => {
      expect(errors({ TypeId: FieldType.MirrorField })).toEqual({
        ParentFieldDefinitionId: ['This field is required.'],
      });
      expect(errors({ TypeId: FieldType.MirrorField, ParentFieldDefinitionId: 7 })).toEqual({});
    });
  });

  describe('options: trimmed, unique', () => {
    it('accepts distinct names', () =>
      expect(errors({ TypeId: FieldType.Select, Options: ['Red', 'Green'] })).toEqual({}));
    it.each([[['Red', ' Red ']], [['Red', 'red']], [['a', 'b', 'a']]])('rejects %j', (Options) =>
      expect(errors({ TypeId: FieldType.Select, Options }).Options).toEqual([
        'There is already an option with this value.',
      ]),
    );
    it('rejects blank names', () =>
      expect(errors({ TypeId: FieldType.Select, Options: ['a', ' '] }).Options).toEqual(['Required!']));
  });

  it('summarises an invalid dialog with the section 5 message', () => {
    expect(dialogErrorSummary(errors({ Name: '' }))).toBe(
      'Please fix the validation errors shown above and try again.',
    );
  });
});
