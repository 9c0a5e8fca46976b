import { describe, expect, it } from 'vitest';
import { fieldsOf, formOf, picture } from '../../domain/forms/designer/form-layout.test-helper';
import { redundantNewLines } from '../../domain/forms/designer/form-layout';
import { FakeNotifier } from '../testing/fakes';
import { MoveField } from './move-field.use-case';

describe('moving a field', () => {
  it("removes the row it leaves without a field, and that row's new line with it (forms spec §4)", () => {
    // Rows: [1] [3] [5]; moving 3, the only field of the second row, after 5.
    const form = formOf(fieldsOf(1, '|2', 3, '|4', 5), [50, 50, 50]);
    const moved = new MoveField(new FakeNotifier()).plan(form, 3, { kind: 'after', fieldId: 5 });
    expect(picture(moved!)).toBe('1 |2 5 3');
    expect(moved!.Rows).toHaveLength(2);
  });

  it('keeps the new lines a row still needs, and moves a new line itself where it was dropped', () => {
    const form = formOf(fieldsOf(1, 6, '|2', 3, '|4', 5), [50, 50, 50]);
    const mover = new MoveField(new FakeNotifier());
    expect(picture(mover.plan(form, 6, { kind: 'after', fieldId: 5 })!)).toBe('1 |2 3 |4 5 6');
    expect(picture(mover.plan(form, 4, { kind: 'after', fieldId: 1 })!)).toBe('1 |4 6 |2 3 5');
  });
});

describe('redundant new lines', () => {
  it('are those before the first field and those right after another new line, not a trailing one', () => {
    expect(redundantNewLines(fieldsOf(1, '|2', '|3', 4))).toEqual([3]);
    expect(redundantNewLines(fieldsOf('|1', 2, '|3'))).toEqual([1]);
    expect(redundantNewLines(fieldsOf(1, '|2'))).toEqual([]);
    expect(redundantNewLines(fieldsOf(1, '|2', '|3'))).toEqual([3]);
  });
});
