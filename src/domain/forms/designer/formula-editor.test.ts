import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import {
  checkFormulaAsTyped,
  editorFormulaOf,
  formulaFieldLabel,
  formulaRelations,
  referenceableFields,
} from './formula-editor';
import { fld, form, fx, nl, num } from './designer.test-helper';

// Row 1: Price, Qty, Net = F1 * F2. Row 2: Tax = F3 * 0.2, Total = SUM(R1C3:R1C3) + F5 (Net and Tax), a mirror of Total, a text box.
const F = form(
  num(1, { Name: 'Price' }),
  num(2, { Name: 'Qty' }),
  fx(3, '_1 * _2', { Name: 'Net' }),
  nl(4),
  fx(5, '_3 * 0.2', { Name: 'Tax' }),
  fx(6, 'SUM(R1C3:R1C3) + _5', { Name: 'Total' }),
  fld(7, FieldType.MirrorField, { Name: 'Total again', ParentFieldDefinitionId: 6 }),
  fld(8, FieldType.TextBox, { Name: 'Notes' }),
);

describe('formula editor', () => {
  it('labels fields as F{n} (name)', () =>
    expect(formulaFieldLabel({ FieldDefinitionId: 3, Name: 'Net' })).toBe('F3 (Net)'));

  it.each([
    [3, ['F1 (Price)', 'F2 (Qty)'], ['F5 (Tax)', 'F6 (Total)']],
    [6, ['F3 (Net)', 'F5 (Tax)'], ['F7 (Total again)']],
    [1, [], ['F3 (Net)']],
    [8, [], []],
  ])('F%i uses %j and is used by %j', (id, uses, usedBy) => {
    const relations = formulaRelations(F, id);
    expect(relations.uses.map((r) => r.label)).toEqual(uses);
    expect(relations.usedBy.map((r) => r.label)).toEqual(usedBy);
  });

  it('offers the usable fields but the formula itself', () => {
    expect(referenceableFields(F, F.Fields[4]).map((r) => r.id)).toEqual([1, 2, 3, 6, 7]);
  });

  it('shows a stored formula with F{n}', () => {
    expect(editorFormulaOf(F, F.Fields[2])).toBe('F1 * F2');
    expect(editorFormulaOf(F, { Formula: '_99 +' })).toBe('_99 +');
  });

  it('keeps a reference to a deleted field as _{id} and calls it an invalid field reference', () => {
    const withoutPrice = { Fields: F.Fields.filter((f) => f.FieldDefinitionId !== 1) };
    const net = F.Fields[2];
    const shown = editorFormulaOf(withoutPrice, net);
    expect(shown).toBe('_1 * F2');
    expect(checkFormulaAsTyped(withoutPrice, net, shown)).toEqual({
      status: 'invalid',
      message: 'Invalid field reference!',
    });
  });

  it.each([
    ['  ', { status: 'empty' }],
    [
      'F2 + F1 + F2',
      {
        status: 'valid',
        stored: '_2 + _1 + _2',
        uses: [
          { id: 1, label: 'F1 (Price)' },
          { id: 2, label: 'F2 (Qty)' },
        ],
      },
    ],
    ['F1 +', { status: 'invalid', message: 'Invalid formula!' }],
    ['F8 * 2', { status: 'invalid', message: 'Invalid field reference!' }],
    [
      'F5 + 1',
      {
        status: 'invalid',
        message: 'There is a self reference in formula. Please remove all references to F5.',
      },
    ],
    [
      'F6 + 1',
      {
        status: 'invalid',
        message:
          'Cyclic dependency found. Please remove all references to F6 (Total) as it depends on this formula field.',
      },
    ],
  ])('typing %j in Tax gives %j', (text, expected) => {
    expect(checkFormulaAsTyped(F, F.Fields[4], text)).toEqual(expected);
  });

  it('checks a new formula field as the last field of the form', () => {
    const draft = fld(9, FieldType.Formula, { Name: 'Draft', Formula: '' });
    expect(checkFormulaAsTyped(F, draft, 'F6 / 2')).toEqual({
      status: 'valid',
      stored: '_6 / 2',
      uses: [{ id: 6, label: 'F6 (Total)' }],
    });
  });
});
