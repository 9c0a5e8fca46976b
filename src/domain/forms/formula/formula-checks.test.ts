import { describe, expect, it } from 'vitest';
import { checkFieldMove, checkMirrorField, introducesCycle, validateFormula } from './formula-checks';
import { FormulaEngine } from './formula-engine';
import { formOf, formula, header, mirror, num, text } from './formula-form.test-helper';

// Row 1: A(1) B(2) C(3); row 2: Total(10) Double(11) Plus(12); row 3: a text box and a header.
const form = formOf(
  [num(1, 'A'), num(2, 'B'), num(3, 'C')],
  [formula(10, '_1', 'Total'), formula(11, '_10 * 2', 'Double'), formula(12, '_11 + 1', 'Plus')],
  [text(5), header(6)],
);
const failure = (message: string) => ({ ok: false, message });

describe('validateFormula: every message', () => {
  it('accepts a formula and returns its stored text and dependencies', () => {
    expect(validateFormula(10, 'F1 + SUM(R1C2:R1C3)', form)).toEqual({
      ok: true,
      stored: '_1 + SUM(R1C2:R1C3)',
      dependencies: [1, 2, 3],
    });
  });

  it.each([
    ['F1 +', 'Invalid formula!'],
    ['SUMM(F1)', 'Invalid formula!'],
    ['_1 + 1', 'Invalid field reference!'],
    ['F99', 'Invalid field reference!'],
    ['F5 * 2', 'Invalid field reference!'],
    ['F6', 'Invalid field reference!'],
    ['SUM(R9C1:R9C3)', 'Invalid formula!'],
    ['SUM(R3C1:R3C2)', 'Invalid field reference!'],
    ['SUM(R0C0:R1C1)', 'Invalid formula!'],
    ['SUM(R1C1:R1C4)', 'Invalid formula!'],
    ['F10 + 1', 'There is a self reference in formula. Please remove all references to F10.'],
    ['SUM(R2C1:R2C1)', 'There is a self reference in formula. Please remove all references to F10.'],
    [
      'F1 + F11',
      'Cyclic dependency found. Please remove all references to F11 (Double) as it depends on this formula field.',
    ],
    [
      'F12 * 3',
      'Cyclic dependency found. Please remove all references to F12 (Plus) as it depends on this formula field.',
    ],
  ])('Total = %s -> %s', (editor, message) => {
    expect(validateFormula(10, editor, form)).toEqual(failure(message));
  });

  it('refuses a range that reaches outside the grid, even partly (issue 12)', () => {
    // Five columns, two rows: the form a user sees; R1C9 or R3 is not on it.
    const wide = formOf([num(1), num(2), num(3), num(4), num(5)], [formula(10, '_1', 'Total')]);
    expect(validateFormula(10, 'SUM(R1C1:R1C5)', wide)).toEqual({
      ok: true,
      stored: 'SUM(R1C1:R1C5)',
      dependencies: [1, 2, 3, 4, 5],
    });
    expect(validateFormula(10, 'SUM(R5C1:R1C5)', wide)).toEqual(failure('Invalid formula!'));
    expect(validateFormula(10, 'SUM(R1C1:R1C9)', wide)).toEqual(failure('Invalid formula!'));
    expect(validateFormula(10, 'MAX(R1C6:R1C6, 1)', wide)).toEqual(failure('Invalid formula!'));
    expect(validateFormula(10, 'SUM(R1C1:R1C2) + SUM(R0C1:R1C1)', wide)).toEqual(failure('Invalid formula!'));
  });

  it('names a mirror that depends on the formula', () => {
    const withMirror = formOf([num(1), formula(10, '_1', 'Total'), mirror(20, 10, 'Total copy')]);
    expect(validateFormula(10, 'F20 / 2', withMirror)).toEqual(
      failure(
        'Cyclic dependency found. Please remove all references to F20 (Total copy) as it depends on this formula field.',
      ),
    );
  });

  it('reads a cycle among other formulas as a cross/cyclic reference with another formula field', () => {
    const cyclic = formOf([
      num(1),
      formula(10, '_1', 'Total'),
      formula(11, '_12', 'X'),
      formula(12, '_11', 'Y'),
      formula(13, '_12 + 1', 'Z'),
    ]);
    expect(validateFormula(10, 'F13 + F1', cyclic)).toEqual(
      failure('There is a cross/cyclic reference with another formula field.'),
    );
    expect(validateFormula(10, 'F1 * 2', cyclic)).toEqual({ ok: true, stored: '_1 * 2', dependencies: [1] });
  });

  it.each([
    ['a field the form does not have', 77],
    ['a field that is not a formula', 1],
  ])('fails to validate for %s', (_label, fieldId) => {
    expect(validateFormula(fieldId, 'F1', form)).toEqual(failure('Failed to validate formula.'));
  });

  it('is also offered by the engine', () => {
    expect(new FormulaEngine(form).validateFormula(11, 'F12')).toEqual(
      failure(
        'Cyclic dependency found. Please remove all references to F12 (Plus) as it depends on this formula field.',
      ),
    );
  });
});

describe('moves and mirrors that would create a cross/cyclic reference', () => {
  // Row 1: A(1) B(2) C(3) then, after a new line, Sum(10) = SUM(R1C1:R1C3), Twice(11) = Sum * 2.
  const sums = formOf(
    [num(1, 'A'), num(2, 'B'), num(3, 'C')],
    [formula(10, 'SUM(R1C1:R1C3)', 'Sum'), formula(11, '_10 * 2', 'Twice')],
  );
  const move =
    'Error: Selected field could not be moved there. This would lead to cross/cyclic references between formula fields.';

  it.each<[string, number, number, boolean]>([
    ['Sum into its own range', 10, 0, false],
    ['Twice (which reads Sum) into the range of Sum', 11, 1, false],
    ['Sum after the range, to the end of row 1', 10, 3, true],
    ['Twice to the start of row 2', 11, 3, true],
    ['a number field to the end', 1, 99, true],
  ])('%s', (_label, fieldId, toIndex, allowed) => {
    expect(checkFieldMove(sums, fieldId, toIndex)).toEqual(allowed ? { ok: true } : failure(move));
  });

  it('a move that shifts a formula into a range is refused too', () => {
    // Row 1: A B, new line, Sum = SUM(R1C1:R1C3). Moving the new line after Sum pulls Sum into row 1.
    const f = formOf([num(1), num(2)], [formula(10, 'SUM(R1C1:R1C3)', 'Sum')]);
    const newLineId = f.Fields.find((x) => x.TypeId === 100)?.FieldDefinitionId as number;
    expect(checkFieldMove(f, newLineId, 3)).toEqual(failure(move));
  });

  it.each<[string, number, number, string | undefined]>([
    [
      'a mirror of Sum inside its range',
      10,
      1,
      "Could not create a mirror field of 'Sum' as this results in a cross/cyclic reference between formula fields.",
    ],
    [
      'a mirror of Twice inside the range of Sum',
      11,
      0,
      "Could not create a mirror field of 'Twice' as this results in a cross/cyclic reference between formula fields.",
    ],
    ['a mirror of Sum after its range', 10, 99, undefined],
    ['a mirror of a number field inside the range', 1, 2, undefined],
  ])('%s', (_label, parentId, atIndex, message) => {
    expect(checkMirrorField(sums, parentId, atIndex)).toEqual(message ? failure(message) : { ok: true });
  });

  it('the engine offers the same checks', () => {
    const engine = new FormulaEngine(sums);
    expect(engine.checkMove(10, 0)).toEqual(failure(move));
    expect(engine.checkMirror(10, 99)).toEqual({ ok: true });
  });

  it('an existing cycle does not block unrelated changes, a new one is detected', () => {
    const cyclic = formOf([num(1), formula(2, '_3'), formula(3, '_2')], [formula(4, 'SUM(R1C1:R1C1)')]);
    expect(introducesCycle(cyclic.Fields, cyclic.Fields)).toBe(false);
    expect(checkFieldMove(cyclic, 4, 99)).toEqual({ ok: true });
    expect(checkFieldMove(cyclic, 4, 0)).toEqual(failure(move));
  });
});
