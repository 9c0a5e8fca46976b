import { describe, expect, it } from 'vitest';
import { DataType, FieldType } from '../form.entity';
import {
  holdsValue,
  isEditableKind,
  isLeftOutOfSave,
  MISSING_LINK_PARENT,
  MISSING_MIRROR_PARENT,
  shapesOf,
} from './field-kinds';
import { field, formula, num, select, text } from './instance.test-helper';

const parent = num(90, { FormId: 9, MaskType: 3 });
const fields = [
  text(1),
  formula(2, '_1'),
  field(3, FieldType.MirrorField, { ParentFieldDefinitionId: 1 }),
  field(4, FieldType.MirrorField, { ParentFieldDefinitionId: 2 }),
  field(5, FieldType.LinkedField, { ParentFieldDefinitionId: 90, ParentFieldDefinition: parent }),
  field(6, FieldType.LinkedField, { ParentFieldDefinitionId: 91, ParentFieldDefinition: formula(91, '1') }),
  field(7, FieldType.LinkedField, { ParentFieldDefinitionId: 92 }),
  field(8, FieldType.MirrorField, { ParentFieldDefinitionId: 99 }),
  field(9, FieldType.TextBox, { OrigTypeId: FieldType.LinkedField, DataTypeId: DataType.Text }),
  field(10, FieldType.MirrorField, { ParentFieldDefinitionId: 3 }),
  select(11, 'A'),
];
const shapes = shapesOf({ Fields: fields });
const shape = (id: number) => shapes.get(id)!;

describe('shapes: which field defines how a field looks', () => {
  it.each([
    ['a text box is itself', 1, 'own', 1, null],
    ['a mirror of a text box looks like it and shows its value', 3, 'mirror', 1, 1],
    ['a mirror of a formula looks like the formula', 4, 'mirror', 2, 2],
    ['a linked field looks like its parent in the other form', 5, 'linked', 90, null],
    ['a link that copied its type is shown as that type', 9, 'linked', 9, null],
    ['a mirror of a mirror follows to the real field', 10, 'mirror', 1, 1],
  ])('%s', (_name, id, role, sourceId, rootId) => {
    expect(shape(id)).toMatchObject({ role, rootId });
    expect(shape(id).source.FieldDefinitionId).toBe(sourceId);
    expect(shape(id).missingParent).toBeUndefined();
  });

  it('a link or mirror without its parent carries the specification message', () => {
    expect(shape(7).missingParent).toBe(MISSING_LINK_PARENT);
    expect(MISSING_LINK_PARENT).toBe('Could not find parent for this linked field.');
    expect(shape(8).missingParent).toBe(MISSING_MIRROR_PARENT);
    expect(MISSING_MIRROR_PARENT).toBe('Could not find parent for this mirror field.');
  });
});

describe('values, editing and saving', () => {
  it.each([
    ['text box', 1, true, true, false],
    ['formula', 2, false, false, false],
    ['mirror', 3, false, false, true],
    ['linked text box', 5, true, true, false],
    ['linked formula (computed in its own form)', 6, true, false, false],
    ['linked field without parent', 7, false, false, false],
    ['select', 11, true, true, false],
  ])('%s: holds a value %s, editable %s, left out of save %s', (_name, id, holds, editable, leftOut) => {
    expect(holdsValue(shape(id))).toBe(holds);
    expect(isEditableKind(shape(id))).toBe(editable);
    expect(isLeftOutOfSave(shape(id).field)).toBe(leftOut);
  });

  it.each([
    FieldType.Header,
    FieldType.Image,
    FieldType.Text,
    FieldType.NewLine,
    FieldType.Empty,
    FieldType.MirrorField,
  ])('type %s is left out of the saved data', (type) => expect(isLeftOutOfSave(field(50, type))).toBe(true));
});
