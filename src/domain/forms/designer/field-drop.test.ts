import { describe, expect, it } from 'vitest';
import { FieldType, type Form } from '../form.entity';
import { DesignerMessage } from './designer-messages';
import { applyDropPlan, dropNewField, moveFieldToZone } from './field-drop';
import { newField } from './field-creation';
import { resolveDropZone, type DropZone } from './drop-zones';
import { form, fx, nl, num, picture } from './designer.test-helper';

const MOVE_TOAST =
  'Error: Selected field could not be moved there. This would lead to cross/cyclic references between formula fields.';

// Rows [1 2] and [4 5], then the empty last row made by the trailing new line 6.
const A = form(num(1), num(2), nl(3), num(4), num(5), nl(6));

describe('resolving drop zones', () => {
  it.each<[DropZone, { index: number; newLineBefore: boolean; newLineAfter: boolean } | undefined]>([
    [
      { kind: 'before', fieldId: 2 },
      { index: 1, newLineBefore: false, newLineAfter: false },
    ],
    [
      { kind: 'after', fieldId: 5 },
      { index: 5, newLineBefore: false, newLineAfter: false },
    ],
    [
      { kind: 'rowEnd', row: 1 },
      { index: 2, newLineBefore: false, newLineAfter: false },
    ],
    [
      { kind: 'newRow', beforeRow: 2 },
      { index: 3, newLineBefore: false, newLineAfter: true },
    ],
    [
      { kind: 'newRow', beforeRow: 3 },
      { index: 6, newLineBefore: false, newLineAfter: false },
    ],
    [{ kind: 'rowEnd', row: 3 }, undefined],
    [{ kind: 'newRow', beforeRow: 4 }, undefined],
    [{ kind: 'before', fieldId: 99 }, undefined],
  ])('%j -> %j', (zone, target) => expect(resolveDropZone(A.Fields, zone)).toEqual(target));

  it('counts the position without the moved field', () => {
    expect(resolveDropZone(A.Fields, { kind: 'after', fieldId: 5 }, 1)).toMatchObject({ index: 4 });
    expect(resolveDropZone(A.Fields, { kind: 'before', fieldId: 1 }, 4)).toMatchObject({ index: 0 });
  });
});

describe('dropping a new field', () => {
  it.each<[DropZone, string, number[]]>([
    [{ kind: 'before', fieldId: 2 }, '1 7 2 |3 4 5 |6', [7]],
    [{ kind: 'after', fieldId: 5 }, '1 2 |3 4 5 7 |6', [7]],
    [{ kind: 'rowEnd', row: 1 }, '1 2 7 |3 4 5 |6', [7]],
    [{ kind: 'newRow', beforeRow: 1 }, '7 |8 1 2 |3 4 5 |6', [7, 8]],
    [{ kind: 'newRow', beforeRow: 2 }, '1 2 |3 7 |8 4 5 |6', [7, 8]],
    [{ kind: 'newRow', beforeRow: 3 }, '1 2 |3 4 5 |6 7', [7]],
  ])('at %j gives %s', (zone, expected, added) => {
    const outcome = dropNewField(A, newField(FieldType.TextBox, A), zone);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(picture(outcome.plan.fields)).toBe(expected);
    expect(outcome.plan.fields.map((f) => f.Sequence)).toEqual(outcome.plan.fields.map((_, i) => i + 1));
    expect(outcome.plan.added.map((f) => f.FieldDefinitionId)).toEqual(added);
  });

  it('reports only the existing fields whose Sequence changed (UpdateFieldsOrder)', () => {
    const outcome = dropNewField(A, newField(FieldType.TextBox, A), { kind: 'after', fieldId: 5 });
    expect(outcome.ok && outcome.plan.sequenceChanges).toEqual([{ FieldDefinitionId: 6, Sequence: 7 }]);
  });

  it('adds a new line before the field when the last row has no new line', () => {
    const f = form(num(1), num(2));
    const outcome = dropNewField(f, newField(FieldType.TextBox, f), { kind: 'newRow', beforeRow: 2 });
    expect(outcome.ok && picture(outcome.plan.fields)).toBe('1 2 |4 3');
    expect(outcome.ok && outcome.plan.added.map((x) => x.TypeId)).toEqual([
      FieldType.NewLine,
      FieldType.TextBox,
    ]);
  });

  it('adds no new line around a dropped new line', () => {
    const outcome = dropNewField(A, newField(FieldType.NewLine, A), { kind: 'newRow', beforeRow: 2 });
    expect(outcome.ok && picture(outcome.plan.fields)).toBe('1 2 |3 |7 4 5 |6');
  });

  it('refuses a zone that no longer exists', () => {
    expect(dropNewField(A, newField(FieldType.TextBox, A), { kind: 'rowEnd', row: 5 })).toEqual({
      ok: false,
      message: DesignerMessage.targetMissing,
    });
  });

  it('refuses a new field that shifts a formula into its own SUM range', () => {
    // F1 = SUM(R1C2:R1C3) sits in R1C1; a field dropped before it pushes it into R1C2.
    // Row 1: F1 = SUM(R1C2:R1C3), 2, 3 (the range stays on the grid: a range past it is an invalid formula).
    const D = form(fx(1, 'SUM(R1C2:R1C3)'), num(2), num(3));
    expect(dropNewField(D, newField(FieldType.TextBox, D), { kind: 'before', fieldId: 1 })).toEqual({
      ok: false,
      message: MOVE_TOAST,
    });
    expect(dropNewField(D, newField(FieldType.TextBox, D), { kind: 'after', fieldId: 2 }).ok).toBe(true);
  });
});

describe('moving a field', () => {
  it.each<[number, DropZone, string, number[]]>([
    [1, { kind: 'after', fieldId: 5 }, '2 |3 4 5 1 |6', []],
    [2, { kind: 'rowEnd', row: 2 }, '1 |3 4 5 2 |6', []],
    [4, { kind: 'newRow', beforeRow: 1 }, '4 |7 1 2 |3 5 |6', [7]],
    [5, { kind: 'newRow', beforeRow: 3 }, '1 2 |3 4 |6 5', []],
    [1, { kind: 'before', fieldId: 1 }, '1 2 |3 4 5 |6', []],
  ])('field %i to %j gives %s', (id, zone, expected, added) => {
    const outcome = moveFieldToZone(A, id, zone);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(picture(outcome.plan.fields)).toBe(expected);
    expect(outcome.plan.added.map((f) => f.FieldDefinitionId)).toEqual(added);
  });

  it('sends only the changed sequences', () => {
    const outcome = moveFieldToZone(A, 1, { kind: 'after', fieldId: 5 });
    expect(outcome.ok && outcome.plan.sequenceChanges).toEqual([
      { FieldDefinitionId: 2, Sequence: 1 },
      { FieldDefinitionId: 3, Sequence: 2 },
      { FieldDefinitionId: 4, Sequence: 3 },
      { FieldDefinitionId: 5, Sequence: 4 },
      { FieldDefinitionId: 1, Sequence: 5 },
    ]);
    expect(moveFieldToZone(A, 1, { kind: 'before', fieldId: 1 })).toMatchObject({
      ok: true,
      plan: { sequenceChanges: [] },
    });
  });

  it('refuses a formula move that creates a cycle, with the exact toast', () => {
    // Row 1: 1, 2, F3 = SUM(R1C1:R1C2). Moving F3 to the front puts it in its own range.
    const C = form(num(1), num(2), fx(3, 'SUM(R1C1:R1C2)'), nl(4), num(5));
    expect(moveFieldToZone(C, 3, { kind: 'before', fieldId: 1 })).toEqual({ ok: false, message: MOVE_TOAST });
    expect(moveFieldToZone(C, 5, { kind: 'before', fieldId: 1 }).ok).toBe(true);
  });

  it('refuses a move of another field that shifts a formula into its range', () => {
    // Row 1: F1 = SUM(R1C2:R1C3), 2, 3 (the range stays on the grid: a range past it is an invalid formula).
    const D = form(fx(1, 'SUM(R1C2:R1C3)'), num(2), num(3));
    expect(moveFieldToZone(D, 2, { kind: 'before', fieldId: 1 })).toEqual({ ok: false, message: MOVE_TOAST });
  });

  it('refuses a move to a new row that pushes a formula into its range', () => {
    // Rows [1] [F3 = SUM(R3C1:R3C1)] [6]; a new first row moves F3 down to row 3.
    const E = form(num(1), nl(2), fx(3, 'SUM(R3C1:R3C1)'), nl(4), num(6));
    expect(moveFieldToZone(E, 6, { kind: 'newRow', beforeRow: 1 })).toEqual({
      ok: false,
      message: MOVE_TOAST,
    });
  });

  it('refuses an unknown field', () => {
    expect(moveFieldToZone(A, 99, { kind: 'before', fieldId: 1 })).toEqual({
      ok: false,
      message: DesignerMessage.targetMissing,
    });
  });
});

describe('applying a drop to the whole form', () => {
  it('lays rows and columns out again, keeping row heights', () => {
    const full: Form = {
      ...A,
      Rows: [50, 60, 50].map((Height, i) => ({ RowId: i + 1, RowIndex: i, Height, FormId: 1 })),
      Columns: [
        { ColumnId: 1, Width: 180 },
        { ColumnId: 2, Width: 200 },
      ],
    };
    const outcome = dropNewField(full, newField(FieldType.TextBox, full), { kind: 'after', fieldId: 5 });
    if (!outcome.ok) throw new Error(outcome.message);
    const after = applyDropPlan(full, outcome.plan);
    expect(after.Columns.map((c) => c.Width)).toEqual([180, 200, 180]);
    expect(after.Rows.map((r) => r.Height)).toEqual([50, 60, 50]);
    expect(picture(after.Fields)).toBe('1 2 |3 4 5 7 |6');
  });
});
