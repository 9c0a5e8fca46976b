import { describe, expect, it } from 'vitest';
import { FieldType, type FieldValidation } from '../form.entity';
import { shapesOf } from './field-kinds';
import {
  ConditionValues,
  conditionValues,
  MaskCache,
  validateField,
  validateInstance,
  validationReaders,
} from './instance-validation';
import { field, formula, num, text } from './instance.test-helper';

const belowTen: FieldValidation = {
  ErrorMessage: 'Must be less than 10.',
  FieldValidationGroups: [
    {
      Order: 1,
      FieldValidationConditions: [{ Order: 1, OperatorTypeId: 1, OperatorId: 6, CompareToConstant: '10' }],
    },
  ],
};
/** Notes (5) are required when the box (4) is checked: two groups, AND. */
const notesWhenChecked: FieldValidation = {
  ErrorMessage: 'Describe it.',
  FieldValidationGroups: [
    {
      Order: 1,
      FieldValidationConditions: [
        { SourceFieldDefinitionId: 4, Order: 1, OperatorTypeId: 4, OperatorId: 1, CompareToConstant: 'true' },
      ],
    },
    {
      Order: 2,
      FieldValidationConditions: [{ Order: 1, OperatorTypeId: 4, OperatorId: 1, CompareToConstant: '' }],
    },
  ],
};
const fields = [
  text(1, { MaskType: 3, ValidationPatternType: 9 }),
  text(2, { ValidationPatternType: 8 }),
  num(3, { FieldValidation: belowTen }),
  field(4, FieldType.CheckBox),
  field(5, FieldType.TextArea, { FieldValidation: notesWhenChecked }),
  formula(6, '_3 * 2', { FieldValidation: belowTen }),
];
const form = { Fields: fields };
const shapes = shapesOf(form);
const masks = new MaskCache();
const check = (id: number, entries: Record<number, string>, formulas = new Map()) => {
  const values = new Map(Object.entries(entries).map(([k, v]) => [Number(k), v]));
  const read = conditionValues(shapes.values(), values, formulas);
  return validateField(shapes.get(id)!, values.get(id) ?? '', { form, read, masks });
};

describe('validateField: mask, then pattern, then conditions', () => {
  it.each([
    ['a complete phone', 1, { 1: '(555) 123-4567' }, null],
    [
      'an incomplete phone is the mask error, in its most specific words',
      1,
      { 1: '(555) 12' },
      'Invalid phone number!',
    ],
    ['an empty masked value', 1, { 1: '' }, null],
    ['a bad e-mail', 2, { 2: 'jane@example' }, 'Invalid email!'],
    ['a good e-mail', 2, { 2: 'jane@example.com' }, null],
    ['a number below ten', 3, { 3: '9' }, null],
    ['a number of ten or more shows the custom message', 3, { 3: '10' }, 'Must be less than 10.'],
    ['a bad number is the pattern message', 3, { 3: '12abc' }, 'Please enter correct text!'],
    ['notes empty with the box checked', 5, { 4: 'true', 5: '' }, 'Describe it.'],
    ['notes empty with the box unchecked', 5, { 4: '', 5: '' }, null],
    ['notes given with the box checked', 5, { 4: 'true', 5: 'Rust' }, null],
  ])('%s', (_name, id, entries, message) => expect(check(id, entries)).toBe(message));

  it('a formula is checked on its result', () => {
    expect(check(6, {}, new Map([[6, { value: 12, display: '12.00' }]]))).toBe('Must be less than 10.');
    expect(check(6, {}, new Map([[6, { value: 4, display: '4.00' }]]))).toBeNull();
  });
});

describe('validationReaders: who re-checks when a field changes', () => {
  const readers = validationReaders(fields);
  it.each([
    [3, [3]],
    [4, [5]],
    [5, [5]],
    [6, [6]],
    [1, undefined],
  ])('field %s is read by %j', (id, expected) => expect(readers.get(id)).toEqual(expected));
});

it('validateInstance gives every error of the checked fields', () => {
  const values = new Map([
    [1, '(555'],
    [2, 'x'],
    [3, '3'],
  ]);
  const read = conditionValues(shapes.values(), values, new Map());
  const errors = validateInstance(
    [...shapes.values()],
    values,
    { form, read, masks },
    (shape) => shape.field.FieldDefinitionId !== 2,
  );
  expect(errors).toEqual(new Map([[1, 'Invalid phone number!']]));
});

describe('ConditionValues (read on demand)', () => {
  it('reads each field as the whole-form pass does, and iterates the same entries', () => {
    const fields = [
      {
        FieldDefinitionId: 1,
        FormId: 1,
        TypeId: FieldType.TextBox,
        Name: 'A',
        Sequence: 1,
        ColSpan: 1,
        DataTypeId: 2,
      },
      {
        FieldDefinitionId: 2,
        FormId: 1,
        TypeId: FieldType.Formula,
        Name: 'B',
        Sequence: 2,
        ColSpan: 1,
        Formula: '_1',
      },
      { FieldDefinitionId: 3, FormId: 1, TypeId: FieldType.CheckBox, Name: 'C', Sequence: 3, ColSpan: 1 },
      { FieldDefinitionId: 4, FormId: 1, TypeId: FieldType.TextBox, Name: 'D', Sequence: 4, ColSpan: 1 },
    ] as never[];
    const shapes = shapesOf({ Fields: fields });
    const values = new Map([
      [1, '12'],
      [3, 'true'],
      [9, 'not a field'],
    ]);
    const formulas = new Map([[2, { value: 12, display: '12.00' }]]);
    const eager = conditionValues(shapes.values(), values, formulas);
    const lazy = new ConditionValues(shapes, values, formulas);
    for (const id of [1, 2, 3, 4, 9]) {
      expect(lazy.get(id)).toEqual(eager.get(id));
      expect(lazy.has(id)).toBe(eager.has(id));
    }
    expect([...lazy]).toEqual([...eager]);
  });
});
