import { describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition } from '../form.entity';
import { noRestrictions } from '../form-permissions.entity';
import { canCopyField, clearClipboard, copyField, pasteField, type ClipboardEntry } from './field-clipboard';
import { fld, form, fx, nl, num, picture } from './designer.test-helper';

const restricted = { ...noRestrictions(), Restrictions: true, RestrictedView: true };

describe('copying a field', () => {
  it('stores the field with its permissions, without id, number and sequence', () => {
    const field = num(4, { Sequence: 3, Name: 'Amount', FormId: 1, FieldNumber: 9 });
    const outcome = copyField(field, restricted);
    expect(outcome).toEqual({
      ok: true,
      message: 'Field successfully copied to clipboard.',
      entry: {
        field: { TypeId: 1, Name: 'Amount', ColSpan: 1, DataTypeId: 2 },
        permissions: restricted,
        sourceFieldId: 4,
      },
    });
  });

  it('keeps a copy that later edits of the field do not reach', () => {
    const field = fld(4, FieldType.Select, { OptionsList: [{ OptionId: 1, Name: 'a', Order: 1 }] });
    const outcome = copyField(field, null);
    field.OptionsList?.push({ OptionId: 2, Name: 'b', Order: 2 });
    expect(outcome.ok && outcome.entry.field.OptionsList).toHaveLength(1);
  });

  it.each([
    [FieldType.NewLine, undefined],
    [FieldType.Empty, undefined],
    [FieldType.LinkedField, undefined],
    [FieldType.TextBox, FieldType.LinkedField],
  ])('refuses type %i (original type %s)', (TypeId, OrigTypeId) => {
    const field = fld(2, TypeId, OrigTypeId === undefined ? {} : { OrigTypeId });
    expect(canCopyField(field)).toBe(false);
    expect(copyField(field, null)).toEqual({
      ok: false,
      message: 'Copying of new lines, empty fields and linked fields is not allowed.',
    });
  });

  it.each([FieldType.MirrorField, FieldType.Formula, FieldType.Header, FieldType.NestedSelect])(
    'allows type %i',
    (type) => {
      expect(canCopyField(fld(1, type))).toBe(true);
    },
  );

  it('clears the clipboard with its toast', () => {
    expect(clearClipboard()).toEqual({ entry: null, message: 'Field removed from clipboard.' });
  });
});

describe('pasting a field', () => {
  const target = form(num(1), num(2), nl(3), num(5));
  const entryOf = (field: FieldDefinition): ClipboardEntry => {
    const outcome = copyField(field, restricted);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.entry;
  };

  it('inserts a new field after the target, with a new id and the copied permissions', () => {
    const outcome = pasteField(target, entryOf(num(2, { Name: 'Copy me' })), 1);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(picture(outcome.plan.fields)).toBe('1 6 2 |3 5');
    expect(outcome.field).toMatchObject({
      FieldDefinitionId: 6,
      FieldNumber: 6,
      FormId: 1,
      Sequence: 2,
      Name: 'Copy me',
    });
    expect(outcome.permissions).toEqual(restricted);
    expect(outcome.plan.added.map((f) => f.FieldDefinitionId)).toEqual([6]);
  });

  it('clears validation source references that pointed to the copied field itself', () => {
    const copied = num(2, {
      FieldValidation: {
        ErrorMessage: 'Too big',
        FieldValidationGroups: [
          {
            Order: 1,
            FieldValidationConditions: [
              {
                Order: 1,
                OperatorTypeId: 1,
                OperatorId: 4,
                SourceFieldDefinitionId: 2,
                CompareToConstant: '10',
              },
              {
                Order: 2,
                OperatorTypeId: 1,
                OperatorId: 4,
                SourceFieldDefinitionId: 1,
                CompareToFieldDefinitionId: 2,
              },
            ],
          },
        ],
      },
    });
    const outcome = pasteField(target, entryOf(copied), 5);
    const conditions = outcome.ok
      ? outcome.field.FieldValidation?.FieldValidationGroups[0].FieldValidationConditions
      : [];
    expect(conditions?.map((c) => c.SourceFieldDefinitionId)).toEqual([null, 1]);
    expect(conditions?.[1].CompareToFieldDefinitionId).toBe(2);
  });

  it('points nested-select conditions at the new field', () => {
    const nested = fld(2, FieldType.NestedSelect, {
      Conditions: [
        {
          ConditionId: 9,
          Order: 1,
          FieldDefinitionId: 2,
          TargetFieldDefinitionId: 1,
          TargetOptionId: 11,
          OptionsList: [],
        },
      ],
    });
    const outcome = pasteField(target, entryOf(nested), 5);
    expect(outcome.ok && outcome.field.Conditions).toEqual([
      {
        ConditionId: 0,
        Order: 1,
        FieldDefinitionId: 6,
        TargetFieldDefinitionId: 1,
        TargetOptionId: 11,
        OptionsList: [],
      },
    ]);
  });

  it('says so when the clipboard is empty or the target is gone', () => {
    expect(pasteField(target, null, 1)).toEqual({
      ok: false,
      message: 'The clipboard is empty. Copy a field first.',
    });
    expect(pasteField(target, entryOf(num(2)), 99)).toMatchObject({ ok: false });
  });

  it('refuses a paste that shifts a formula into its own range', () => {
    const D = form(num(2), fx(1, 'SUM(R1C3:R1C4)'), num(3));
    const outcome = pasteField(D, entryOf(num(9)), 2);
    expect(outcome).toEqual({
      ok: false,
      message:
        'Error: Field could not be pasted there. This would lead to cross/cyclic references between formula fields.',
    });
  });
});
