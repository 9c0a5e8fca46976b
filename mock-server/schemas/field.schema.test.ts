import { describe, expect, it } from 'vitest';
import { FieldCreateBody, RemoveRowOrColumnBody } from './field-setup.schema';
import { validObject } from './valid-body';

const field = (extra: Record<string, unknown>) => ({
  Field: { FormId: 200, TypeId: 1, Name: 'Notes', ...extra },
});
const problemOf = (body: unknown, schema: new () => object = FieldCreateBody) => {
  try {
    validObject(body, schema);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('field definition schema: the attacks refused with the field named', () => {
  it.each([
    ['NUL in a name', field({ Name: 'a\u0000b' }), 'Field.Name holds a NUL character.'],
    [
      'a lone surrogate in a name',
      field({ Name: 'a\uD800' }),
      'Field.Name holds a lone surrogate (not valid Unicode).',
    ],
    [
      'a line break in a single-line name',
      field({ Name: 'a\nb' }),
      'Field.Name must be one line without control characters.',
    ],
    [
      '2 MB of data on a text box',
      field({ Data: 'x'.repeat(2_000_000) }),
      'Field.Data must be text of at most 20000 characters.',
    ],
    [
      'a long header',
      field({ TypeId: 7, Data: 'x'.repeat(2001) }),
      'Field.Data must be text of at most 2000 characters.',
    ],
    [
      'a huge image',
      field({ TypeId: 8, Data: `data:image/png;base64,${'A'.repeat(1_000_000)}` }),
      'Field.Data must be text of at most 1000000 characters.',
    ],
    [
      'a label over 2000',
      field({ Name: 'x'.repeat(2001) }),
      'Field.Name must be text of at most 2000 characters.',
    ],
    ['a number as text', field({ TypeId: '1' }), 'Field.TypeId is not a field type.'],
    ['an array for the field', { Field: [1] }, 'Field must be a JSON object.'],
    ['an array for the styles', field({ CSS: [1, 2] }), 'Field.CSS must be a JSON object.'],
    [
      'a string for an option',
      field({ OptionsList: ['a'] }),
      'Field.OptionsList must hold JSON objects only.',
    ],
    [
      '1001 options',
      field({ OptionsList: Array.from({ length: 1001 }, (_, i) => ({ Name: `o${i}` })) }),
      'Field.OptionsList has more than 1000 items.',
    ],
    [
      'a bad option deep inside',
      field({ OptionsList: [{ Name: 'a' }, { Name: 7 }] }),
      'Field.OptionsList[1].Name must be text.',
    ],
    [
      'a fractional id',
      field({ ParentFieldDefinitionId: 1.5 }),
      'Field.ParentFieldDefinitionId must be an integer.',
    ],
    ['an id beyond 32 bits', field({ FileId: 2 ** 31 }), 'Field.FileId must be between 1 and 2147483647.'],
    ['a style size of 1e308', field({ CSS: { Size: 1e308 } }), 'Field.CSS.Size must be between 1 and 200.'],
    [
      'a condition of another type',
      field({
        FieldValidation: {
          FieldValidationGroups: [{ FieldValidationConditions: [{ OperatorTypeId: 9, OperatorId: 1 }] }],
        },
      }),
      'Field.FieldValidation.FieldValidationGroups[0].FieldValidationConditions[0].OperatorTypeId is not an operator type.',
    ],
    [
      'a text for a list of indices',
      { FormId: 1, SourceType: 0, SourceIndices: 'x' },
      'SourceIndices must be a list.',
      RemoveRowOrColumnBody,
    ],
    ['a body that is a list', [1], 'The request body must be a JSON object.'],
  ])('%s', (_name, body, message, schema?: new () => object) => {
    expect(problemOf(body, schema)).toBe(message);
  });

  it('drops unknown keys and style keys named after Object.prototype, keeping what it knows', () => {
    const body = validObject(
      field({
        CSS: { Size: 14, constructor: 1, toString: 1, valueOf: 1, hasOwnProperty: 1, Glow: 1 },
        Junk: 1,
        PermissionMask: 15,
      }),
      FieldCreateBody,
    );
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      Field: { FormId: 200, TypeId: 1, Name: 'Notes', CSS: { Size: 14 } },
    });
    expect(Object.keys(body.Field.CSS!)).toEqual(['Size']);
  });
});
