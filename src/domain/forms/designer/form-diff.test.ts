import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { remapField, remapFieldId, remapFormula } from './field-id-remap';
import { diffForms, isEmptyDiff, sameValue } from './form-diff';
import { fld, form, fx, nl, num } from './designer.test-helper';

describe('diffForms: what undo and redo send', () => {
  const before = form(num(1), num(2), nl(3), fx(4, '_1 + _2'));

  it('finds nothing between equal forms, whatever the key order', () => {
    const reordered = {
      ...before,
      Fields: before.Fields.map((f) => Object.fromEntries(Object.entries(f).reverse()) as typeof f),
    };
    expect(isEmptyDiff(diffForms(before, reordered))).toBe(true);
  });

  it('names created, removed, updated and re-sequenced fields', () => {
    const after = form(num(2), num(1, { Name: 'Renamed' }), nl(3), num(9));
    const d = diffForms(before, after);
    expect(d.created.map((f) => f.FieldDefinitionId)).toEqual([9]);
    expect(d.removed).toEqual([4]);
    expect(d.updated.map((f) => f.FieldDefinitionId)).toEqual([1]);
    expect(d.sequenceChanges).toEqual([
      { FieldDefinitionId: 2, Sequence: 1 },
      { FieldDefinitionId: 1, Sequence: 2 },
    ]);
    expect([d.rowsChanged, d.columnsChanged, d.optionsChanged]).toEqual([false, false, false]);
  });

  it('notices rows, columns and options', () => {
    const d = diffForms(before, {
      ...before,
      FormName: 'New name',
      Rows: [{ RowId: 1, RowIndex: 0, Height: 60, FormId: 1 }],
      Columns: [{ ColumnId: 1, Width: 200 }],
    });
    expect([d.rowsChanged, d.columnsChanged, d.optionsChanged, isEmptyDiff(d)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it.each([
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: [1] }, { a: { 0: 1 } }, false],
    [null, {}, false],
  ])('sameValue(%j, %j) is %s', (a, b, expected) => expect(sameValue(a, b)).toBe(expected));
});

describe('renaming a field id (a recreated field)', () => {
  it('rewrites stored references only', () => {
    expect(remapFormula('_4 + _40 + SUM(R1C4:R2C4) * _4', 4, 12)).toBe('_12 + _40 + SUM(R1C4:R2C4) * _12');
  });

  it('renames through the temporary negative id a field has while it is created', () => {
    const parked = remapFormula('_4 * _5', 4, -1);
    expect(parked).toBe('_-1 * _5');
    expect(remapFormula(parked, -1, 2016)).toBe('_2016 * _5');
    expect(remapFormula('_-12 + _1', -1, 7)).toBe('_-12 + _1');
  });

  it('follows the id into parents, validations and nested conditions', () => {
    const f = form(
      num(4),
      fx(5, '_4*2'),
      fld(6, FieldType.MirrorField, { ParentFieldDefinitionId: 4 }),
      num(7, {
        FieldValidation: {
          ErrorMessage: '',
          FieldValidationGroups: [
            {
              Order: 1,
              FieldValidationConditions: [
                {
                  Order: 1,
                  OperatorTypeId: 1,
                  OperatorId: 1,
                  SourceFieldDefinitionId: 4,
                  CompareToFieldDefinitionId: 4,
                },
              ],
            },
          ],
        },
      }),
      fld(8, FieldType.NestedSelect, {
        Conditions: [
          {
            ConditionId: 1,
            Order: 1,
            FieldDefinitionId: 8,
            TargetFieldDefinitionId: 4,
            TargetOptionId: 1,
            OptionsList: [],
          },
        ],
      }),
    );
    const out = remapFieldId(f, 4, 12).Fields;
    expect(out[0].FieldDefinitionId).toBe(12);
    expect(out[1].Formula).toBe('_12*2');
    expect(out[2].ParentFieldDefinitionId).toBe(12);
    expect(out[3].FieldValidation?.FieldValidationGroups[0].FieldValidationConditions[0]).toMatchObject({
      SourceFieldDefinitionId: 12,
      CompareToFieldDefinitionId: 12,
    });
    expect(out[4].Conditions?.[0].TargetFieldDefinitionId).toBe(12);
  });

  it('keeps untouched fields as the same objects', () => {
    const field = num(2);
    expect(remapField(field, 4, 12)).toBe(field);
    const f = form(num(1));
    expect(remapFieldId(f, 3, 3)).toBe(f);
  });
});
