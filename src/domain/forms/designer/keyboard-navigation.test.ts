import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { GridLayout } from '../formula/grid-positions';
import { designerCommand, type KeyPress } from './keyboard-commands';
import {
  cellOfField,
  deleteRequest,
  fieldToOpen,
  focusAfterChange,
  focusTarget,
  gridExtent,
  nextCell,
  type GridCell,
} from './keyboard-navigation';
import { fields, fld, nl, num } from './designer.test-helper';

// Row 1: field 1 over C1-C2, field 2 in C3. Row 2: field 4 (an Empty field). Row 3: 6, 7, 8. Then the trailing new line.
const FIELDS = fields(
  num(1, { ColSpan: 2 }),
  num(2),
  nl(3),
  fld(4, FieldType.Empty),
  nl(5),
  num(6),
  num(7),
  num(8),
  nl(9),
);
const LAYOUT = GridLayout.of(FIELDS);

describe('arrow keys over the grid', () => {
  it('measure the grid', () => {
    expect(gridExtent(LAYOUT)).toEqual({ rows: 3, columns: 3 });
    expect(gridExtent(LAYOUT, { trailingRow: true, columns: 5 })).toEqual({ rows: 4, columns: 5 });
    expect(gridExtent(GridLayout.of([]))).toEqual({ rows: 1, columns: 1 });
  });

  it.each<[GridCell, string, GridCell]>([
    [{ row: 1, col: 1 }, 'ArrowRight', { row: 1, col: 3 }],
    [{ row: 1, col: 3 }, 'ArrowRight', { row: 2, col: 1 }],
    [{ row: 2, col: 1 }, 'ArrowRight', { row: 2, col: 2 }],
    [{ row: 3, col: 3 }, 'ArrowRight', { row: 3, col: 3 }],
    [{ row: 2, col: 2 }, 'ArrowLeft', { row: 2, col: 1 }],
    [{ row: 2, col: 1 }, 'ArrowLeft', { row: 1, col: 3 }],
    [{ row: 1, col: 3 }, 'ArrowLeft', { row: 1, col: 2 }],
    [{ row: 1, col: 2 }, 'ArrowLeft', { row: 1, col: 2 }],
    [{ row: 3, col: 1 }, 'ArrowLeft', { row: 2, col: 3 }],
    [{ row: 1, col: 3 }, 'ArrowDown', { row: 2, col: 3 }],
    [{ row: 3, col: 2 }, 'ArrowUp', { row: 2, col: 2 }],
    [{ row: 1, col: 2 }, 'ArrowUp', { row: 1, col: 2 }],
    [{ row: 3, col: 3 }, 'ArrowDown', { row: 3, col: 3 }],
    [{ row: 9, col: 9 }, 'Tab', { row: 3, col: 3 }],
  ])('from %j, %s goes to %j', (from, key, to) => expect(nextCell(LAYOUT, from, key)).toEqual(to));

  it('reach the empty last row when it is part of the grid', () => {
    const extent = gridExtent(LAYOUT, { trailingRow: true });
    expect(nextCell(LAYOUT, { row: 3, col: 3 }, 'ArrowDown', extent)).toEqual({ row: 4, col: 3 });
    expect(nextCell(LAYOUT, { row: 3, col: 3 }, 'ArrowRight', extent)).toEqual({ row: 4, col: 1 });
  });

  it('ring a field or an empty cell', () => {
    expect(focusTarget(LAYOUT, { row: 1, col: 2 })).toEqual({ kind: 'field', fieldId: 1 });
    expect(focusTarget(LAYOUT, { row: 2, col: 2 })).toEqual({ kind: 'cell', row: 2, col: 2 });
    expect(cellOfField(LAYOUT, 7)).toEqual({ row: 3, col: 2 });
    expect(cellOfField(LAYOUT, 3)).toBeUndefined();
  });
});

describe('Enter and Delete', () => {
  it('Enter opens the field under the focus, but not an Empty field or an empty cell', () => {
    expect(fieldToOpen(FIELDS, LAYOUT, { row: 1, col: 2 })?.FieldDefinitionId).toBe(1);
    expect(fieldToOpen(FIELDS, LAYOUT, { row: 2, col: 1 })).toBeUndefined();
    expect(fieldToOpen(FIELDS, LAYOUT, { row: 2, col: 3 })).toBeUndefined();
  });

  it('Delete asks "Delete Field?" with the warning', () => {
    const request = deleteRequest(FIELDS, LAYOUT, { row: 3, col: 3 });
    expect(request?.field.FieldDefinitionId).toBe(8);
    expect(request?.confirmation).toEqual({
      title: 'Delete Field?',
      message:
        'Deleting this field also deletes the data entered in it, the linked fields that use it and the report columns built on it. This cannot be undone.',
      confirm: 'Delete',
      cancel: 'Cancel',
    });
    expect(deleteRequest(FIELDS, LAYOUT, { row: 2, col: 2 })).toBeUndefined();
  });
});

describe('the focus after an operation, an undo or a redo', () => {
  // Field 8 moved from the end of row 3 to the front of row 1, and back by an undo.
  const moved = fields(
    num(8),
    num(1, { ColSpan: 2 }),
    num(2),
    nl(3),
    fld(4, FieldType.Empty),
    nl(5),
    num(6),
    num(7),
    nl(9),
  );

  it('goes to the field the step is about, where it is now', () => {
    expect(focusAfterChange(8, FIELDS, moved)).toEqual({ row: 1, col: 1 });
    expect(focusAfterChange(8, moved, FIELDS)).toEqual({ row: 3, col: 3 });
  });

  it('stays where the field was when the step removes it, and is left alone without a field on the grid', () => {
    const without = FIELDS.filter((f) => f.FieldDefinitionId !== 7);
    expect(focusAfterChange(7, FIELDS, without)).toEqual({ row: 3, col: 2 });
    expect(focusAfterChange(undefined, FIELDS, moved)).toBeNull();
    expect(focusAfterChange(5, FIELDS, FIELDS)).toBeNull();
  });
});

describe('key bindings', () => {
  it.each<[KeyPress, ReturnType<typeof designerCommand>]>([
    [{ key: 'z', ctrlKey: true }, { kind: 'undo' }],
    [{ key: 'Z', ctrlKey: true, shiftKey: true }, { kind: 'redo' }],
    [{ key: 'y', ctrlKey: true }, { kind: 'redo' }],
    [{ key: 'y', metaKey: true }, { kind: 'redo' }],
    [{ key: 'c', ctrlKey: true }, { kind: 'copy' }],
    [{ key: 'v', metaKey: true }, { kind: 'paste' }],
    [{ key: 'Enter' }, { kind: 'open' }],
    [{ key: 'Delete' }, { kind: 'delete' }],
    [{ key: 'ArrowUp' }, { kind: 'move', key: 'ArrowUp' }],
    [{ key: 'z' }, null],
    [{ key: 'ArrowUp', shiftKey: true }, null],
    [{ key: 'c', ctrlKey: true, altKey: true }, null],
    [{ key: 'Delete', inEditable: true }, null],
    [{ key: 'x', ctrlKey: true }, null],
  ])('%j -> %j', (press, command) => expect(designerCommand(press)).toEqual(command));
});
