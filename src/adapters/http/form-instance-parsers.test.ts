import { describe, expect, it } from 'vitest';
import { FieldType } from '../../domain/forms/form.entity';
import { parseFormInstance } from './form-instance-parsers';

const instance = () => ({
  InstanceId: 300,
  ProjectId: 100,
  ProjectName: 'Office Renovation',
  Name: 'Site Inspection',
  FormId: 200,
  Columns: [{ Width: 180 }, { Width: 240 }],
  Rows: [{ RowId: 1, RowIndex: 0, Height: 50, FormId: 200 }],
  Options: { Ruler: 1, Guide: 0 },
  AccessMask: 15,
  IsReadOnly: false,
  Fields: [
    {
      FieldDefinitionId: 1,
      FormId: 200,
      TypeId: FieldType.TextBox,
      Name: 'Inspector',
      Sequence: 0,
      ColSpan: 1,
      Data: 'Ada',
      PermissionMask: 5,
    },
    {
      FieldDefinitionId: 2,
      FormId: 200,
      TypeId: FieldType.Select,
      Name: 'Weather',
      Sequence: 1,
      ColSpan: 1,
      OptionId: 11,
    },
  ],
});

describe('form instance parser', () => {
  it('accepts an instance with its values', () => {
    expect(parseFormInstance(instance())).toEqual(instance());
  });

  it.each([
    ['no read-only flag', { IsReadOnly: undefined }],
    ['an access mask as text', { AccessMask: '1' }],
    ['a column without a width', { Columns: [{}] }],
    ['fields that are not a list', { Fields: null }],
    ['a field of an unknown type', { Fields: [{ ...instance().Fields[0], TypeId: 99 }] }],
    ['a choice whose option id is text', { Fields: [{ ...instance().Fields[1], OptionId: '11' }] }],
    ['no options', { Options: undefined }],
    ['no project name', { ProjectName: undefined }],
  ])('rejects an instance with %s', (_, change) => {
    expect(parseFormInstance({ ...instance(), ...change })).toBeNull();
  });
});
