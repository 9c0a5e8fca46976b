import { expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import { shapesOf } from './field-kinds';
import { savePayload } from './save-payload';
import { field, formula, select, text } from './instance.test-helper';

const fields = [
  text(1),
  text(2),
  select(3, 'A', 'B'),
  field(4, FieldType.Header, { Data: '<b>Title</b>' }),
  field(5, FieldType.Image),
  field(6, FieldType.Text),
  field(7, FieldType.NewLine),
  field(8, FieldType.Empty),
  field(9, FieldType.MirrorField, { ParentFieldDefinitionId: 1 }),
  formula(10, '1'),
];
const shapes = [...shapesOf({ Fields: fields }).values()];
const values = new Map<number, string>([
  [1, 'changed'],
  [2, 'unchanged'],
  [3, '32'],
  [4, 'x'],
  [9, 'changed'],
  [10, '1'],
]);

it('sends only the dirty fields that hold a value, never static or mirror fields', () => {
  const dirty = new Set([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(savePayload(shapes, values, dirty)).toEqual([
    { FieldDefinitionId: 1, Data: 'changed', OptionId: null },
    { FieldDefinitionId: 3, Data: null, OptionId: 32 },
  ]);
});

it('sends nothing when nothing is dirty', () => {
  expect(savePayload(shapes, values, new Set())).toEqual([]);
});
