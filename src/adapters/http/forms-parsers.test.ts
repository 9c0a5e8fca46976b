import { describe, expect, it } from 'vitest';
import { FieldType } from '../../domain/forms/form.entity';
import {
  parseField,
  parseFieldChange,
  parseFieldTemplate,
  parseFieldValidation,
  parseForm,
  parseFormBundle,
  parseFormGroup,
  parsePermissions,
  parseRowColumnChange,
} from './forms-parsers';

const textBox = () => ({
  FieldDefinitionId: 1,
  FormId: 200,
  TypeId: FieldType.TextBox,
  Name: 'Inspector',
  Sequence: 0,
  ColSpan: 1,
});
const select = () => ({
  ...textBox(),
  FieldDefinitionId: 2,
  TypeId: FieldType.Select,
  Name: 'Weather',
  OptionsList: [{ OptionId: 11, Name: 'Sunny', Order: 0 }],
  CSS: { Size: 14, TextAlign: 'left', FieldLayout: 'vertical' },
});
const form = (fields: unknown[] = [textBox(), select()]) => ({
  FormId: 200,
  FormName: 'Site Inspection',
  GroupId: 20,
  Rows: [{ RowId: 1, RowIndex: 0, Height: 50, FormId: 200 }],
  Columns: [{ ColumnId: 1, Width: 180 }],
  Fields: fields,
  Options: { Ruler: 0, Guide: 0 },
});
const validation = () => ({
  ErrorMessage: 'Too big',
  FieldValidationGroups: [
    {
      Order: 0,
      FieldValidationConditions: [{ Order: 0, OperatorTypeId: 2, OperatorId: 3, CompareToConstant: '10' }],
    },
  ],
});
const noExclusion = () => ({ RolesDefined: [], UsersDefined: [] });

describe('field parser', () => {
  it('accepts a minimal field and one with options, style, a parent and a validation', () => {
    expect(parseField(textBox())).toEqual(textBox());
    const linked = {
      ...textBox(),
      TypeId: FieldType.LinkedField,
      ParentFieldDefinitionId: 9,
      ParentFieldDefinition: select(),
    };
    expect(
      parseField({ ...linked, FieldValidation: validation(), Data: null, OptionId: null }),
    ).not.toBeNull();
  });

  it.each([
    ['a string id', { FieldDefinitionId: '1' }],
    ['an unknown field type', { TypeId: 42 }],
    ['a missing name', { Name: undefined }],
    ['a column span of 0', { ColSpan: 0 }],
    ['an unknown mask type', { MaskType: 77 }],
    ['an unknown data type', { DataTypeId: 3 }],
    ['options that are not a list', { OptionsList: { OptionId: 1 } }],
    ['an option without an id', { OptionsList: [{ Name: 'x', Order: 0 }] }],
    ['a style with an unknown alignment', { CSS: { TextAlign: 'middle' } }],
    [
      'a nested-select condition without options',
      {
        Conditions: [
          { ConditionId: 1, Order: 0, FieldDefinitionId: 1, TargetFieldDefinitionId: 2, TargetOptionId: 3 },
        ],
      },
    ],
    ['a parent that is not a field', { ParentFieldDefinition: { Name: 'p' } }],
    [
      'a validation whose groups are not a list',
      { FieldValidation: { ErrorMessage: 'x', FieldValidationGroups: 'none' } },
    ],
    ['a numeric value', { Data: 12 }],
  ])('rejects a field with %s', (_, change) => {
    expect(parseField({ ...textBox(), ...change })).toBeNull();
  });
});

describe('form parser', () => {
  it('accepts a form with rows, columns and fields, extra properties kept', () => {
    const body = { ...form(), FormWidthInPx: 360, Unknown: 'kept' };
    expect(parseForm(body)).toEqual(body);
    expect(parseForm(form([]))).not.toBeNull();
  });

  it.each([
    ['no fields list', { Fields: undefined }],
    ['a malformed field', { Fields: [textBox(), { ...textBox(), TypeId: 'TextBox' }] }],
    ['a row without an id', { Rows: [{ RowIndex: 0, Height: 50, FormId: 200 }] }],
    ['a column of negative width', { Columns: [{ ColumnId: 1, Width: -5 }] }],
    ['rows that are not a list', { Rows: {} }],
    ['an unknown ruler option', { Options: { Ruler: 5, Guide: 0 } }],
    ['no options', { Options: undefined }],
    ['a fractional form id', { FormId: 2.5 }],
  ])('rejects a form with %s', (_, change) => {
    expect(parseForm({ ...form(), ...change })).toBeNull();
  });

  it('rejects what is not an object', () => {
    expect(parseForm([form()])).toBeNull();
    expect(parseForm('form')).toBeNull();
    expect(parseForm(null)).toBeNull();
  });
});

describe('form list, bundle and changes', () => {
  const summary = { FormId: 200, FormName: 'Site Inspection', GroupId: 20, FieldCount: 2, ProjectIds: [100] };

  it('accepts a group and rejects one whose forms are malformed', () => {
    expect(parseFormGroup({ GroupId: 20, Name: 'Inspections', Forms: [summary] })).not.toBeNull();
    expect(
      parseFormGroup({ GroupId: 20, Name: 'Inspections', Forms: [{ ...summary, ProjectIds: ['100'] }] }),
    ).toBeNull();
    expect(parseFormGroup({ GroupId: 20, Name: 'Inspections' })).toBeNull();
  });

  it('accepts a bundle with a template whose field is on no form (ids 0), and rejects a bad template', () => {
    const template = {
      TemplateId: 400,
      Name: 'Phone',
      Field: { ...textBox(), FieldDefinitionId: 0, FormId: 0, Sequence: 0, MaskType: 3 },
    };
    const bundle = {
      form: form(),
      otherFormsInSet: [{ FormId: 202, FormName: 'Expense Claim' }],
      fieldDefinitionTemplates: [template],
    };
    expect(parseFormBundle(bundle)).toEqual(bundle);
    expect(parseFieldTemplate({ ...template, Field: { ...template.Field, TypeId: 0 } })).toBeNull();
    expect(
      parseFieldTemplate({ ...template, Field: { TypeId: FieldType.TextBox, Name: 'Phone' } }),
    ).toBeNull();
    expect(
      parseFormBundle({ ...bundle, fieldDefinitionTemplates: [{ TemplateId: 400, Name: 'Phone' }] }),
    ).toBeNull();
    expect(parseFormBundle({ ...bundle, form: { ...form(), Fields: [{}] } })).toBeNull();
    expect(parseFormBundle({ ...bundle, otherFormsInSet: [{ FormId: 202 }] })).toBeNull();
  });

  it('accepts a field change with or without a field and rejects one without the form', () => {
    const change = { field: textBox(), form: form(), otherFormsInSet: [], update: true };
    expect(parseFieldChange(change)).toEqual(change);
    expect(parseFieldChange({ ...change, field: null })).not.toBeNull();
    expect(parseFieldChange({ ...change, form: undefined })).toBeNull();
    expect(parseFieldChange({ ...change, update: 'yes' })).toBeNull();
    expect(parseFieldChange({ ...change, field: { ...textBox(), ColSpan: '1' } })).toBeNull();
  });

  it('accepts a row or column change with its errors and rejects errors that are not strings', () => {
    expect(parseRowColumnChange({ form: form(), Errors: [] })).not.toBeNull();
    expect(parseRowColumnChange({ form: form(), Errors: [{ text: 'x' }] })).toBeNull();
    expect(parseRowColumnChange({ form: form() })).toBeNull();
  });
});

describe('permissions and validations', () => {
  const permissions = () => ({
    Restrictions: true,
    RestrictedInput: true,
    RestrictedView: false,
    ExclusionInput: {
      RolesDefined: [{ roleId: 101, RoleName: 'Reviewer' }],
      UsersDefined: [{ Email: 'member@demo.test' }],
    },
    ExclusionView: noExclusion(),
  });

  it('accepts permissions and rejects malformed exclusions', () => {
    expect(parsePermissions(permissions())).toEqual(permissions());
    expect(parsePermissions({ ...permissions(), ExclusionView: undefined })).toBeNull();
    expect(
      parsePermissions({
        ...permissions(),
        ExclusionInput: { RolesDefined: [{ roleId: '101' }], UsersDefined: [] },
      }),
    ).toBeNull();
    expect(
      parsePermissions({
        ...permissions(),
        ExclusionInput: { RolesDefined: [], UsersDefined: [{ Email: 'nobody' }] },
      }),
    ).toBeNull();
    expect(parsePermissions({ ...permissions(), Restrictions: 1 })).toBeNull();
  });

  it('accepts a conditional validation and rejects a condition without its operator', () => {
    expect(parseFieldValidation(validation())).toEqual(validation());
    const broken = {
      ErrorMessage: 'x',
      FieldValidationGroups: [{ Order: 0, FieldValidationConditions: [{ Order: 0, OperatorTypeId: 1 }] }],
    };
    expect(parseFieldValidation(broken)).toBeNull();
  });
});
