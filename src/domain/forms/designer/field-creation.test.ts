import { describe, expect, it } from 'vitest';
import { DataType, DisplayMask, FieldType, MaskType, ValidationPatternType } from '../form.entity';
import { LINKED_FIELD_CONFIRMATION, LINKED_FIELD_PROGRESS_MS } from './designer-messages';
import { asksBeforeCreation, creationFlow, newField, opensFieldDialog } from './field-creation';
import { defaultFieldBody } from './field-defaults';
import { nextFieldId } from './field-order';
import { TOOLBAR_GROUPS, fieldTypeLabel, isFieldType } from './field-toolbar';
import { fld, form } from './designer.test-helper';

const CSS = { Size: 14, Weight: 400, TextAlign: 'left', FieldLayout: 'vertical', LabelRatio: 30 };

describe('toolbar groups (spec section 2)', () => {
  it('offers Form, Text and Other with their tools in order', () => {
    expect(TOOLBAR_GROUPS.map((g) => [g.label, g.tools.map((t) => t.label)])).toEqual([
      [
        'Form',
        [
          'Text Box',
          'Check Box',
          'Select',
          'Radio List',
          'Check List',
          'Text Area',
          'Formula',
          'Linked Field',
          'Mirror Field',
          'Nested Select',
        ],
      ],
      ['Text', ['Header', 'Image', 'Text']],
      ['Other', ['New Line', 'Empty']],
    ]);
  });
  it('maps every tool to its type id', () => {
    expect(TOOLBAR_GROUPS.flatMap((g) => g.tools.map((t) => t.type))).toEqual([
      1, 2, 3, 4, 5, 6, 110, 130, 140, 10, 7, 8, 9, 100, 120,
    ]);
  });
  it('labels types and knows which ids are types', () => {
    expect(fieldTypeLabel(FieldType.RadioButtonList)).toBe('Radio List');
    expect(fieldTypeLabel(999)).toBe('Field');
    expect(isFieldType(140)).toBe(true);
    expect(isFieldType(11)).toBe(false);
    expect(isFieldType('1')).toBe(false);
  });
});

describe('defaults of a new field (spec sections 3 and 9)', () => {
  it('gives a text box Text data type, HideAll display mask, ColSpan 1 and the CSS defaults', () => {
    expect(defaultFieldBody(FieldType.TextBox)).toMatchObject({
      TypeId: 1,
      Name: 'Text Box',
      ColSpan: 1,
      DataTypeId: DataType.Text,
      ValidationPatternType: ValidationPatternType.None,
      FormattingType: 0,
      MaskType: MaskType.None,
      DisplayMask: DisplayMask.HideAll,
      EncryptData: false,
      ShowFieldName: true,
      PermissionMask: 15,
      CSS,
    });
  });
  it.each([
    [FieldType.TextArea, { CSS: { ...CSS, AreaRows: 3 }, DataTypeId: DataType.Text }],
    [FieldType.Image, { CSS: { ...CSS, Width: '100%', Height: 'auto' }, ShowFieldName: false }],
    [FieldType.Select, { OptionsList: [], CSS }],
    [FieldType.RadioButtonList, { OptionsList: [] }],
    [FieldType.CheckBoxList, { OptionsList: [] }],
    [FieldType.NestedSelect, { OptionsList: [], Conditions: [] }],
    [FieldType.Formula, { DataTypeId: DataType.Number, Formula: '' }],
    [FieldType.LinkedField, { ParentFieldDefinitionId: null }],
    [FieldType.MirrorField, { ParentFieldDefinitionId: null }],
    [FieldType.Header, { Data: '', ShowFieldName: false }],
    [FieldType.NewLine, { Name: 'New Line', ShowFieldName: false, ColSpan: 1 }],
    [FieldType.Empty, { Name: 'Empty', ShowFieldName: false }],
  ] as const)('type %i starts with %j', (type, expected) => {
    expect(defaultFieldBody(type)).toMatchObject(expected);
  });
  it('gives each field its own CSS object', () => {
    const a = defaultFieldBody(FieldType.TextBox);
    const b = defaultFieldBody(FieldType.TextBox);
    expect(a.CSS).not.toBe(b.CSS);
  });
});

describe('creating a field from a toolbar type (spec section 4)', () => {
  it.each([
    [[], 1],
    [[fld(3), fld(12), fld(7)], 13],
  ])('new id is one above the highest in the form (%j -> %i)', (list, id) => {
    expect(nextFieldId(list)).toBe(id);
    expect(newField(FieldType.TextBox, form(...list)).FieldDefinitionId).toBe(id);
  });
  it('puts the field in the form with Sequence 0 until it is placed', () => {
    expect(newField(FieldType.Empty, { FormId: 9, Fields: [] })).toMatchObject({
      FormId: 9,
      Sequence: 0,
      TypeId: 120,
    });
  });
  it.each([
    [FieldType.NewLine, 'immediate', false],
    [FieldType.Empty, 'immediate', false],
    [FieldType.TextBox, 'dialog', true],
    [FieldType.Header, 'dialog', true],
    [FieldType.MirrorField, 'dialog', true],
    [FieldType.LinkedField, 'confirm-then-dialog', true],
  ] as const)('type %i is created by %s', (type, flow, dialog) => {
    expect(creationFlow(type)).toBe(flow);
    expect(opensFieldDialog(type)).toBe(dialog);
    expect(asksBeforeCreation(type)).toBe(type === FieldType.LinkedField);
  });
  it('asks before a linked field and keeps the progress dialog 3 seconds', () => {
    expect(LINKED_FIELD_PROGRESS_MS).toBe(3000);
    expect(LINKED_FIELD_CONFIRMATION.title).toBe('Create Linked Field?');
    expect(LINKED_FIELD_CONFIRMATION.message).toMatch(/may take a while/);
  });
});
