import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import {
  checkMirrorPlacement,
  mirrorParentChoices,
  resolveLinkedField,
  resolveMirrorField,
} from './parent-fields';
import { fld, form, fx, nl, num } from './designer.test-helper';

describe('linked fields take type, column span and formula from the parent', () => {
  const parent = fx(70, '_68 * 2', { FormId: 7, Name: 'Total', ColSpan: 3, CSS: { Size: 20 } });

  it('copies only those three', () => {
    const linked = fld(5, FieldType.LinkedField, {
      Name: 'Their total',
      ParentFieldDefinitionId: 70,
      ParentFieldDefinition: parent,
      CSS: { Size: 14 },
    });
    const outcome = resolveLinkedField(linked);
    expect(outcome.ok && outcome.field).toMatchObject({
      FieldDefinitionId: 5,
      Name: 'Their total',
      TypeId: FieldType.Formula,
      OrigTypeId: FieldType.LinkedField,
      ColSpan: 3,
      Formula: '_68 * 2',
      CSS: { Size: 14 },
      ParentFieldDefinitionId: 70,
    });
  });

  it.each([
    ['no parent id', fld(5, FieldType.LinkedField, { ParentFieldDefinitionId: null }), parent],
    ['no parent found', fld(5, FieldType.LinkedField, { ParentFieldDefinitionId: 70 }), null],
  ])('says "Could not find parent" with %s', (_name, linked, given) => {
    expect(resolveLinkedField(linked, given)).toEqual({
      ok: false,
      message: 'Could not find parent for this linked field.',
    });
  });
});

describe('mirror fields take every property from the parent', () => {
  const colour = fld(2, FieldType.Select, {
    Name: 'Colour',
    ColSpan: 2,
    OptionsList: [{ OptionId: 21, Name: 'Red', Order: 1 }],
    CSS: { Size: 18 },
    PermissionMask: 5,
  });
  const fields = [num(1), colour];

  it('keeps only its own id, number, form, place and permissions', () => {
    const mirror = fld(5, FieldType.MirrorField, {
      Sequence: 4,
      ParentFieldDefinitionId: 2,
      PermissionMask: 15,
      FieldNumber: 8,
    });
    const outcome = resolveMirrorField(mirror, [num(1), { ...colour, FieldNumber: 2 }]);
    expect(outcome.ok && outcome.field).toEqual({
      ...colour,
      FieldDefinitionId: 5,
      FieldNumber: 8,
      Sequence: 4,
      PermissionMask: 15,
      OrigTypeId: FieldType.MirrorField,
      ParentFieldDefinitionId: 2,
      ParentFieldDefinition: null,
    });
  });

  it.each([
    [null, 'Please select parent for this mirror field.'],
    [99, 'Could not find parent for this mirror field.'],
    [5, 'Could not find parent for this mirror field.'],
  ])('parent %s: %s', (parentId, message) => {
    expect(
      resolveMirrorField(fld(5, FieldType.MirrorField, { ParentFieldDefinitionId: parentId }), [
        ...fields,
        fld(5, 140),
      ]),
    ).toEqual({ ok: false, message });
  });

  it('offers every field but layout helpers, mirrors and itself as parent', () => {
    const list = [
      num(1),
      nl(2),
      fld(3, FieldType.Empty),
      fld(4, FieldType.MirrorField),
      fld(5, FieldType.Header),
      fld(6, FieldType.MirrorField),
    ];
    expect(mirrorParentChoices(list, 6).map((f) => f.FieldDefinitionId)).toEqual([1, 5]);
  });
});

describe('placing a mirror of a formula', () => {
  // Row 1: field 1; row 2: F2 = SUM(R1C1:R1C2). A mirror of F2 in R1C2 would feed F2 itself.
  const f = form(num(1), nl(3), fx(2, 'SUM(R1C1:R1C2)'));

  it('refuses a place inside the formula range with the specification message', () => {
    expect(checkMirrorPlacement(f, 2, 1)).toEqual({
      ok: false,
      message:
        "Could not create a mirror field of 'N2' as this results in a cross/cyclic reference between formula fields.",
    });
  });
  it('accepts a place outside it', () => expect(checkMirrorPlacement(f, 2, 3)).toEqual({ ok: true }));
  it('asks for a parent first', () => {
    expect(checkMirrorPlacement(f, null, 0)).toEqual({
      ok: false,
      message: 'Please select parent for this mirror field.',
    });
    expect(checkMirrorPlacement(f, 42, 0)).toEqual({
      ok: false,
      message: 'Could not find parent for this mirror field.',
    });
  });
});
