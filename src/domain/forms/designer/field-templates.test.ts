import { describe, expect, it } from 'vitest';
import type { FieldTemplate } from '../form-catalog.entity';
import { FieldType, MaskType } from '../form.entity';
import {
  checkTemplate,
  fieldFromTemplate,
  isValidTemplate,
  templateNameError,
  templateUpdate,
  templateUpdateToast,
} from './field-templates';
import { fld, form, num } from './designer.test-helper';

const PHONE: FieldTemplate = {
  TemplateId: 400,
  Name: 'Phone',
  Field: fld(77, FieldType.TextBox, { FormId: 9, Sequence: 12, Name: 'Phone', MaskType: MaskType.Phone }),
};

describe('template validity', () => {
  it('accepts a template with an id, a name and a field of a template type', () => {
    expect(isValidTemplate(PHONE)).toBe(true);
    expect(checkTemplate(PHONE)).toEqual({ ok: true, template: PHONE });
  });
  it.each([
    ['no id', { ...PHONE, TemplateId: 0 }],
    ['a text id', { ...PHONE, TemplateId: '400' }],
    ['a blank name', { ...PHONE, Name: '  ' }],
    ['no field', { ...PHONE, Field: null }],
    ['an unknown type', { ...PHONE, Field: { ...PHONE.Field, TypeId: 55 } }],
    ['a new line', { ...PHONE, Field: { ...PHONE.Field, TypeId: FieldType.NewLine } }],
    ['a linked field', { ...PHONE, Field: { ...PHONE.Field, TypeId: FieldType.LinkedField } }],
    ['not an object', 'Phone'],
  ])('refuses %s', (_name, value) => {
    expect(isValidTemplate(value)).toBe(false);
    expect(checkTemplate(value)).toEqual({
      ok: false,
      message: 'Field template is invalid. Please refresh the page and try again.',
    });
  });
  it('checks the name', () => {
    expect(templateNameError(' ')).toBe('Required!');
    expect(templateNameError('x'.repeat(2001))).toBe('Max characters length (2000) exceeded!');
    expect(templateNameError('Phone')).toBeNull();
  });
});

describe('applying a template', () => {
  it('creates a new field of the form with a new id and number and the template id', () => {
    const field = fieldFromTemplate(
      { ...PHONE, Field: { ...PHONE.Field, FieldNumber: 77 } },
      form(num(1), num(5, { FieldNumber: 3 })),
    );
    expect(field).toEqual({
      ...PHONE.Field,
      FieldDefinitionId: 6,
      FieldNumber: 4,
      FormId: 1,
      Sequence: 0,
      TemplateId: 400,
      FieldValidation: null,
    });
  });

  it('keeps only the references the form can resolve', () => {
    const template: FieldTemplate = {
      TemplateId: 401,
      Name: 'Checked',
      Field: num(77, {
        FieldValidation: {
          ErrorMessage: 'No',
          FieldValidationGroups: [
            {
              Order: 1,
              FieldValidationConditions: [
                {
                  Order: 1,
                  OperatorTypeId: 1,
                  OperatorId: 1,
                  SourceFieldDefinitionId: 77,
                  CompareToConstant: '1',
                },
              ],
            },
            {
              Order: 2,
              FieldValidationConditions: [
                { Order: 1, OperatorTypeId: 1, OperatorId: 1, CompareToFieldDefinitionId: 300 },
              ],
            },
            {
              Order: 3,
              FieldValidationConditions: [
                { Order: 1, OperatorTypeId: 1, OperatorId: 1, CompareToFieldDefinitionId: 1 },
              ],
            },
          ],
        },
      }),
    };
    const field = fieldFromTemplate(template, form(num(1)));
    expect(
      field.FieldValidation?.FieldValidationGroups.map((g) => [
        g.Order,
        g.FieldValidationConditions[0].SourceFieldDefinitionId,
        g.FieldValidationConditions[0].CompareToFieldDefinitionId,
      ]),
    ).toEqual([
      [1, null, undefined],
      [2, undefined, 1],
    ]);
  });

  it('keeps nested-select conditions whose target option exists in the form', () => {
    const select = fld(1, FieldType.Select, { OptionsList: [{ OptionId: 11, Name: 'A', Order: 1 }] });
    const template: FieldTemplate = {
      TemplateId: 402,
      Name: 'Nested',
      Field: fld(77, FieldType.NestedSelect, {
        Conditions: [
          {
            ConditionId: 5,
            Order: 1,
            FieldDefinitionId: 77,
            TargetFieldDefinitionId: 1,
            TargetOptionId: 99,
            OptionsList: [],
          },
          {
            ConditionId: 6,
            Order: 2,
            FieldDefinitionId: 77,
            TargetFieldDefinitionId: 1,
            TargetOptionId: 11,
            OptionsList: [],
          },
        ],
      }),
    };
    expect(fieldFromTemplate(template, form(select)).Conditions).toEqual([
      {
        ConditionId: 0,
        Order: 1,
        FieldDefinitionId: 2,
        TargetFieldDefinitionId: 1,
        TargetOptionId: 11,
        OptionsList: [],
      },
    ]);
  });
});

describe('updating a template', () => {
  const edited = { ...PHONE.Field, Name: ' Mobile ' };
  it('sends the template id, the field, and the label (trimmed) as the name', () => {
    expect(templateUpdate(PHONE, edited)).toEqual({
      TemplateId: 400,
      Name: 'Mobile',
      Field: { ...edited, TemplateId: 400 },
    });
  });
  it('keeps the template name when the label is blank', () => {
    expect(templateUpdate(PHONE, { ...edited, Name: '  ' }).Name).toBe(PHONE.Name);
  });
  it('shows the specification toasts', () => {
    expect(templateUpdateToast(true)).toEqual({
      kind: 'info',
      message: 'Field template successfully updated.',
    });
    expect(templateUpdateToast(false)).toEqual({
      kind: 'error',
      message: 'Field template is invalid. Please refresh the page and try again.',
    });
  });
});
