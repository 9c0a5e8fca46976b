import { describe, expect, it } from 'vitest';
import { fieldRefsOf, toEditorFormula, toStoredFormula, type FieldRefs } from './formula-references';
import { formOf, num, text } from './formula-form.test-helper';

const form = formOf([num(3), num(14), text(20)], [num(105)]);
const refs = fieldRefsOf(form.Fields);

describe('F{n} is the field numbered n in its form; the stored formula keeps its unique id', () => {
  // A field stored under id 2001 that is F56 of its form, beside fields numbered by their ids.
  const numbered = fieldRefsOf([num(3), num(55), { ...num(2001), FieldNumber: 56 }]);

  it('writes F56 as _2001 and reads it back', () => {
    expect(toStoredFormula('F56 * 2 + F3', numbered)).toEqual({ ok: true, value: '_2001 * 2 + _3' });
    expect(toEditorFormula('_2001 * 2 + _3', numbered)).toEqual({ ok: true, value: 'F56 * 2 + F3' });
  });

  it('F2001 is no field of the form', () => {
    expect(toStoredFormula('F2001', numbered)).toEqual({
      ok: false,
      error: { code: 'invalid-reference', message: 'Invalid field reference!' },
    });
  });
});

describe('F{n} is the field whose FieldDefinitionId is n, for fields stored before numbers existed', () => {
  it.each([
    ['F3 + F14', '_3 + _14'],
    ['SUM(F3,F105)*2', 'SUM(_3,_105)*2'],
    ['f3+F14', '_3+_14'],
    ['  F3  ', '  _3  '],
    ['SUM(R1C1:R1C2)', 'SUM(R1C1:R1C2)'],
    ['42', '42'],
  ])('%s -> %s', (editor, stored) => {
    expect(toStoredFormula(editor, refs)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['_3 + _14', 'F3 + F14'],
    ['ROUND(_105 / 3, 2)', 'ROUND(F105 / 3, 2)'],
  ])('%s -> %s', (stored, editor) => {
    expect(toEditorFormula(stored, refs)).toEqual({ ok: true, value: editor });
  });

  it('a reference to a field the form does not have is an invalid field reference', () => {
    expect(toStoredFormula('F3 + F4', refs)).toEqual({
      ok: false,
      error: { code: 'invalid-reference', message: 'Invalid field reference!' },
    });
    expect(toEditorFormula('_999', refs)).toEqual({
      ok: false,
      error: { code: 'invalid-reference', message: 'Invalid field reference!' },
    });
  });

  it('a formula that does not parse is an invalid formula', () => {
    expect(toStoredFormula('F3 +', refs)).toEqual({
      ok: false,
      error: { code: 'invalid-formula', message: 'Invalid formula!' },
    });
    expect(toEditorFormula('_3 +* 1', refs)).toEqual({
      ok: false,
      error: { code: 'invalid-formula', message: 'Invalid formula!' },
    });
  });

  it('converts through any numbering given as FieldRefs', () => {
    const byPosition: FieldRefs = {
      idOf: (n) => [3, 14, 105][n - 1],
      numberOf: (id) => {
        const n = [3, 14, 105].indexOf(id) + 1;
        return n > 0 ? n : undefined;
      },
    };
    expect(toStoredFormula('F1 + F3', byPosition)).toEqual({ ok: true, value: '_3 + _105' });
    expect(toEditorFormula('_14 * _105', byPosition)).toEqual({ ok: true, value: 'F2 * F3' });
  });
});
