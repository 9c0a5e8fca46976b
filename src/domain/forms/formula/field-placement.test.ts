import { describe, expect, it } from 'vitest';
import { insertMirrorField, moveField } from './field-placement';
import { formOf, num } from './formula-form.test-helper';

const fields = formOf([num(1), num(2), num(3)]).Fields;
const order = (list: { FieldDefinitionId: number; Sequence: number }[]) =>
  list.map((f) => [f.FieldDefinitionId, f.Sequence]);

describe('moveField', () => {
  it.each<[number, number, number[][]]>([
    [
      3,
      0,
      [
        [3, 1],
        [1, 2],
        [2, 3],
      ],
    ],
    [
      1,
      2,
      [
        [2, 1],
        [3, 2],
        [1, 3],
      ],
    ],
    [
      1,
      99,
      [
        [2, 1],
        [3, 2],
        [1, 3],
      ],
    ],
    [
      2,
      -5,
      [
        [2, 1],
        [1, 2],
        [3, 3],
      ],
    ],
    [
      42,
      0,
      [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    ],
  ])('field %s to %s', (id, to, expected) => {
    expect(order(moveField(fields, id, to))).toEqual(expected);
  });
});

describe('insertMirrorField', () => {
  it('creates a mirror with the next id, the parent name and column span', () => {
    const result = insertMirrorField(formOf([num(1, 'A', 2), num(7)]).Fields, 1, 1);
    expect(result?.mirror).toMatchObject({
      FieldDefinitionId: 8,
      TypeId: 140,
      Name: 'A',
      ColSpan: 2,
      ParentFieldDefinitionId: 1,
      Sequence: 2,
    });
    expect(order(result?.fields ?? [])).toEqual([
      [1, 1],
      [8, 2],
      [7, 3],
    ]);
  });

  it('has nothing to mirror for an unknown parent', () => {
    expect(insertMirrorField(fields, 99, 0)).toBeUndefined();
  });
});
