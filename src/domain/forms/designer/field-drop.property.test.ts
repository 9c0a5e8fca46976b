/**
 * Property tests: whatever the form and the drop zone, a move never loses or duplicates a field, a
 * new-field drop adds exactly the new field and its new lines, Sequence is always 1..n, and a
 * refused drop is refused with a message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition } from '../form.entity';
import type { DropZone } from './drop-zones';
import { dropNewField, moveFieldToZone } from './field-drop';
import { newField } from './field-creation';
import { form, fx, nl, num } from './designer.test-helper';

const kinds = fc.array(fc.constantFrom('num', 'nl', 'wide', 'sum', 'ref'), { minLength: 0, maxLength: 14 });

function build(list: readonly string[]): FieldDefinition[] {
  return list.map((kind, i) => {
    const id = i + 1;
    if (kind === 'nl') return nl(id);
    if (kind === 'wide') return num(id, { ColSpan: 2 });
    if (kind === 'sum') return fx(id, 'SUM(R1C1:R2C2)');
    if (kind === 'ref') return fx(id, i > 0 ? `_${i} + 1` : '1');
    return num(id);
  });
}

const zone = (ids: number[]): fc.Arbitrary<DropZone> =>
  fc.oneof(
    fc
      .constantFrom(...(ids.length ? ids : [1]))
      .chain((fieldId) => fc.constantFrom<DropZone>({ kind: 'before', fieldId }, { kind: 'after', fieldId })),
    fc.integer({ min: 0, max: 6 }).map((row): DropZone => ({ kind: 'rowEnd', row })),
    fc.integer({ min: 0, max: 6 }).map((beforeRow): DropZone => ({ kind: 'newRow', beforeRow })),
  );

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('drops keep every field exactly once', () => {
  it('a move keeps the same fields, plus only new lines', () => {
    fc.assert(
      fc.property(
        kinds
          .filter((k) => k.length > 0)
          .chain((k) =>
            fc.tuple(fc.constant(k), fc.integer({ min: 1, max: k.length }), zone(k.map((_, i) => i + 1))),
          ),
        ([k, id, z]) => {
          const f = form(...build(k));
          const outcome = moveFieldToZone(f, id, z);
          if (!outcome.ok) {
            expect(outcome.message).not.toBe('');
            return;
          }
          const { fields, added } = outcome.plan;
          expect(added.every((a) => a.TypeId === FieldType.NewLine)).toBe(true);
          expect(sorted(fields.map((x) => x.FieldDefinitionId))).toEqual(
            sorted([...f.Fields.map((x) => x.FieldDefinitionId), ...added.map((a) => a.FieldDefinitionId)]),
          );
          expect(fields.map((x) => x.Sequence)).toEqual(fields.map((_, i) => i + 1));
        },
      ),
    );
  });

  it('a new field is added once, with at most one new line on each side', () => {
    fc.assert(
      fc.property(
        kinds.chain((k) => fc.tuple(fc.constant(k), zone(k.map((_, i) => i + 1)))),
        ([k, z]) => {
          const f = form(...build(k));
          const field = newField(FieldType.TextBox, f);
          const outcome = dropNewField(f, field, z);
          if (!outcome.ok) return;
          const { fields, added } = outcome.plan;
          expect(added.filter((a) => a.FieldDefinitionId === field.FieldDefinitionId)).toHaveLength(1);
          expect(added.length).toBeLessThanOrEqual(3);
          expect(fields).toHaveLength(f.Fields.length + added.length);
          expect(new Set(fields.map((x) => x.FieldDefinitionId)).size).toBe(fields.length);
        },
      ),
    );
  });
});
