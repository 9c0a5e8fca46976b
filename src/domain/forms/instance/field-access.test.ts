import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { fieldAccess, isInstanceReadOnly, permissionAccess } from './field-access';
import { shapesOf } from './field-kinds';
import { field, formula, text } from './instance.test-helper';

describe('PermissionMask: bit 1 view, bit 4 edit', () => {
  it.each([
    [undefined, true, true],
    [15, true, true],
    [5, true, true],
    [1, true, false],
    [4, false, false],
    [0, false, false],
    [2, false, false],
  ])('mask %s -> view %s, edit %s', (PermissionMask, view, edit) => {
    expect(permissionAccess({ PermissionMask })).toEqual({ view, edit });
  });
});

describe('a read-only instance', () => {
  it.each([
    [{ AccessMask: 1, IsReadOnly: false }, true],
    [{ AccessMask: 0, IsReadOnly: true }, true],
    [{ AccessMask: 0, IsReadOnly: false }, false],
    [{ AccessMask: 15, IsReadOnly: false }, false],
  ])('%j is read-only: %s', (instance, readOnly) => expect(isInstanceReadOnly(instance)).toBe(readOnly));
});

describe('fieldAccess', () => {
  const fields = [
    text(1),
    text(2, { PermissionMask: 1 }),
    formula(3, '_1'),
    field(4, FieldType.Header),
    field(5, FieldType.MirrorField, { ParentFieldDefinitionId: 1 }),
  ];
  const shapes = shapesOf({ Fields: fields });
  const access = (id: number, readOnly = false) => fieldAccess(shapes.get(id)!, readOnly);

  it.each([
    ['a text box', 1, false, { view: true, edit: true }],
    ['a text box of a read-only instance', 1, true, { view: true, edit: false }],
    ['a view-only text box', 2, false, { view: true, edit: false }],
    ['a formula', 3, false, { view: true, edit: false }],
    ['a header', 4, false, { view: true, edit: false }],
    ['a mirror', 5, false, { view: true, edit: false }],
  ])('%s', (_name, id, readOnly, expected) => expect(access(id, readOnly)).toEqual(expected));
});
