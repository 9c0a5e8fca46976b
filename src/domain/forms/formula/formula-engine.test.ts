import { describe, expect, it } from 'vitest';
import { FormulaEngine } from './formula-engine';
import { formOf, formula, header, linked, mirror, num, text, values } from './formula-form.test-helper';

// Row 1: A=1, B=2, C=3 (numbers); row 2: D=4 (number), a text box, a header; row 3: the formula.
const grid = (stored: string) =>
  formOf(
    [num(1, 'A'), num(2, 'B'), num(3, 'C')],
    [num(4, 'D'), text(5), header(6)],
    [formula(10, stored, 'Total')],
  );
const inputs = values({ 1: '2', 2: '3', 3: '4', 4: '10', 5: 'hello' });
const resultOf = (stored: string, raw = inputs) =>
  new FormulaEngine(grid(stored)).recalculateAll(raw).get(10);

describe('evaluation (values A=2, B=3, C=4, D=10)', () => {
  it.each([
    ['_1 + _2 * _3', '14.00'],
    ['(_1 + _2) * _3', '20.00'],
    ['_4 / _3', '2.50'],
    ['_4 / 3', '3.333'],
    ['_1 - _2 - _3', '-5.00'],
    ['-_1 * 2', '-4.00'],
    ['_4 / _3 / 5', '0.50'],
    ['_1 + _2 - _3 + _4', '11.00'],
    ['_1 + _2 * 2 - _3 + ABS(-_4)', '14.00'],
    ['10000000000000000 + 1 - 10000000000000000', '0.00'],
    ['SUM(R1C1:R1C3)', '9.00'],
    ['SUM(R1C1:R2C3)', '19.00'],
    ['SUM(R1C1:R1C3, _4, 1)', '20.00'],
    ['MIN(R1C1:R2C1)', '2.00'],
    ['MAX(R1C1:R2C3)', '10.00'],
    ['MIN(_4, -1, _1)', '-1.00'],
    ['AVERAGE(R1C1:R1C3)', '3.00'],
    ['AVERAGE(_1, _4)', '6.00'],
    ['AVERAGE(R1C1:R1C3, _4)', '4.75'],
    ['ROUND(_4 / 3, 2)', '3.33'],
    ['ROUND(_4 / 3)', '3.00'],
    ['ROUND(1.005, 2)', '1.01'],
    ['ABS(_1 - _4)', '8.00'],
    ['1.2345', '1.235'],
    ['_1 / 0', 'Infinity'],
    ['-_1 / 0', '-Infinity'],
    ['_1 / 0 - _2 / 0', 'Error'],
    ['0 / 0', 'Error'],
  ])('%s -> %s', (stored, display) => {
    expect(resultOf(stored)?.display).toBe(display);
  });

  it('adds and subtracts strictly left to right, as written', () => {
    expect(resultOf('0.1 + 0.2 - 0.3')?.value).toBe(0.1 + 0.2 - 0.3);
    expect(resultOf('0.1 + 0.2 - 0.3 + _1 - _1')?.value).toBe(0.1 + 0.2 - 0.3 + 2 - 2);
  });

  it('returns the number itself as the value', () => {
    expect(resultOf('_4 / 3')?.value).toBe(10 / 3);
    expect(resultOf('_1 / 0')?.value).toBe(Infinity);
    expect(resultOf('0 / 0')).toEqual({ value: 'Error', display: 'Error' });
  });
});

describe('inputs', () => {
  it('reads percent, currency, commas and spaces', () => {
    expect(resultOf('_1 * _2', values({ 1: '50%', 2: '$1,000' }))?.display).toBe('500.00');
    expect(resultOf('_1 + _2', values({ 1: '€ 1 234,5', 2: '12.5 %' }))?.display).toBe('12345.125');
  });

  it('reads a plain number in a percentage text box as the percent typed (issue 12, item 1)', () => {
    // Discount (percentage, 2 decimals) and Subtotal: `25` means 25 %, as `25%` does; never 2500 %.
    const percent = { ...num(1, 'Discount'), FormattingType: 11 };
    const form = formOf(
      [percent, num(2, 'Subtotal'), formula(3, '_2 * _1', 'Discount amount')],
      [mirror(4, 1), formula(5, '_4 * 100')],
    );
    const engine = new FormulaEngine(form);
    for (const typed of ['25', '25%', ' 25 %']) {
      const results = engine.recalculateAll(values({ 1: typed, 2: '1430.50' }));
      expect([results.get(3)?.display, results.get(4)?.display, results.get(5)?.display]).toEqual([
        '357.625',
        '0.25',
        '25.00',
      ]);
    }
    expect(engine.update(1, '10').get(3)?.display).toBe('143.05');
    expect(engine.update(1, 'abc').get(3)?.display).toBe('Error');
    // Another format reads the number as written.
    const plain = new FormulaEngine(formOf([{ ...num(1), FormattingType: 17 }, formula(2, '_1 * 1')]));
    expect(plain.recalculateAll(values({ 1: '25' })).get(2)?.display).toBe('25.00');
  });

  it('a linked percentage text box is read the same way; a linked formula is not (its value is computed)', () => {
    const form = formOf([
      linked(1, { ...num(101), FormattingType: 10 }),
      linked(2, { ...formula(102, '1'), FormattingType: 11 }),
      formula(3, '_1 + _2'),
    ]);
    expect(new FormulaEngine(form).recalculateAll(values({ 1: '50', 2: '0.25' })).get(3)?.display).toBe(
      '0.75',
    );
  });

  it('a percentage input mirrored during a cycle still shows what it means', () => {
    const engine = new FormulaEngine(
      formOf([{ ...num(1), FormattingType: 11 }, mirror(2, 1), formula(3, '_3')]),
    );
    expect(engine.recalculateAll(values({ 1: '40' })).get(2)).toEqual({ value: 0.4, display: '0.40' });
  });

  it('counts a missing or blank input as 0', () => {
    expect(resultOf('_1 + _2 + 1', values({ 1: '  ' }))?.display).toBe('1.00');
  });

  it.each([
    '_1 + 1',
    'SUM(R1C1:R1C3)',
    'MIN(_1, _2)',
    'MAX(_2, _1)',
    'AVERAGE(_1)',
    'ROUND(_1, 2)',
    'ABS(_1)',
    '_1 * 0',
    'ROUND(2, _1)',
  ])('an input that is not a number makes %s an Error', (stored) => {
    expect(resultOf(stored, values({ 1: 'abc', 2: '1', 3: '1' }))).toEqual({
      value: 'Error',
      display: 'Error',
    });
  });

  it('an Error propagates to formulas that read formulas', () => {
    const form = formOf(
      [num(1), formula(2, '_1 * 2'), formula(3, '_2 + 1'), mirror(4, 3)],
      [formula(5, '7')],
    );
    const results = new FormulaEngine(form).recalculateAll(values({ 1: 'x' }));
    expect([2, 3, 4, 5].map((id) => results.get(id)?.display)).toEqual(['Error', 'Error', 'Error', '7.00']);
  });
});

describe('formulas that cannot be used', () => {
  it.each([
    ['_5 + 1', 'Invalid field reference!'],
    ['_6', 'Invalid field reference!'],
    ['_99', 'Invalid field reference!'],
    ['SUM(R7C1:R8C3)', 'Invalid formula!'],
    ['SUM(R2C2:R2C3)', 'Invalid field reference!'],
    ['SUM(R0C1:R1C1)', 'Invalid formula!'],
    ['SUM(R1C1:R1C4)', 'Invalid formula!'],
    ['_1 +', 'Invalid formula!'],
    ['F1 + 1', 'Invalid field reference!'],
    ['', 'Invalid formula!'],
  ])('%j shows Error: %s', (stored, message) => {
    const engine = new FormulaEngine(grid(stored));
    expect(engine.compile().errors.get(10)).toBe(message);
    expect(engine.recalculateAll(inputs).get(10)).toEqual({ value: 'Error', display: 'Error', message });
  });

  it.each([
    ['a date text box', { ...num(7), DataTypeId: 4 as const }],
    ['a text box without data type', { ...num(7), DataTypeId: undefined }],
    ['a check box', { ...num(7), TypeId: 2 as const }],
    ['a select', { ...num(7), TypeId: 3 as const }],
    ['a mirror of a text box', mirror(7, 5)],
    ['a mirror of a missing field', mirror(7, 404)],
  ])('referencing %s is an invalid field reference', (_label, field) => {
    const form = formOf([num(1), text(5), field], [formula(10, '_7 + _1')]);
    expect(new FormulaEngine(form).compile().errors.get(10)).toBe('Invalid field reference!');
  });

  it('a formula reading a broken formula is an Error too', () => {
    const form = formOf([num(1), formula(2, '_1 +'), formula(3, '_2 + _1')]);
    expect(new FormulaEngine(form).recalculateAll(values({ 1: '1' })).get(3)).toEqual({
      value: 'Error',
      display: 'Error',
    });
  });
});

describe('linked and mirror fields', () => {
  it('a mirror shows its parent; mirrors of number fields and formulas can be used', () => {
    const form = formOf([
      num(1),
      mirror(2, 1),
      formula(3, '_2 * 10'),
      mirror(4, 3),
      formula(5, '_4 + SUM(R1C1:R1C2)'),
    ]);
    const results = new FormulaEngine(form).recalculateAll(values({ 1: '1.5' }));
    expect(Object.fromEntries([...results].map(([id, r]) => [id, r.display]))).toEqual({
      2: '1.50',
      3: '15.00',
      4: '15.00',
      5: '18.00',
    });
  });

  it('a linked field of a number field or a formula is an input; of a text field it cannot be used', () => {
    const form = formOf(
      [linked(1, num(101)), linked(2, formula(102, '1')), linked(3, text(103)), formula(4, '_1 + _2')],
      [formula(5, '_3')],
    );
    const results = new FormulaEngine(form).recalculateAll(values({ 1: '2', 2: '40' }));
    expect(results.get(4)?.display).toBe('42.00');
    expect(results.get(5)?.message).toBe('Invalid field reference!');
  });

  it('recognises linked and mirror fields by OrigTypeId when the type was copied from the parent', () => {
    const parent = formula(102, '1');
    const form = formOf(
      [
        num(1),
        { ...formula(2, '_1 * 2'), OrigTypeId: 140, ParentFieldDefinitionId: 3 },
        formula(3, '_1 + 1'),
      ],
      [
        {
          ...num(4),
          OrigTypeId: 130,
          ParentFieldDefinitionId: 102,
          ParentFieldDefinition: { ...parent, FormId: 2, Sequence: 1 },
        },
        formula(5, '_2 + _4'),
      ],
    );
    const results = new FormulaEngine(form).recalculateAll(values({ 1: '1', 4: '100' }));
    expect(results.get(2)?.display).toBe('2.00'); // the mirror shows its parent (3), not its copied formula
    expect(results.get(5)?.display).toBe('102.00');
  });
});

describe('cross/cyclic references: every formula shows #REF', () => {
  const message = (a: string, b: string) =>
    `There is a cross/cyclic reference between fields "${a}" and "${b}". Formula fields could not be calculated.`;

  it('between two formulas', () => {
    const engine = new FormulaEngine(
      formOf([
        num(1),
        formula(2, '_3 + _1', 'Net'),
        formula(3, '_2 * 2', 'Gross'),
        formula(4, '_1', 'Other'),
      ]),
    );
    expect(engine.compile().cycle).toEqual({ message: message('Net', 'Gross'), fieldIds: [2, 3] });
    const results = engine.recalculateAll(values({ 1: '1' }));
    for (const id of [2, 3, 4])
      expect(results.get(id)).toEqual({ value: '#REF', display: '#REF', message: message('Net', 'Gross') });
  });

  it('through a longer chain, naming the first field of the cycle and what it reads on it', () => {
    const engine = new FormulaEngine(
      formOf([formula(1, '_2', 'A'), formula(2, '_3', 'B'), formula(3, '_1 + 1', 'C')]),
    );
    expect(engine.compile().cycle?.message).toBe(message('A', 'B'));
  });

  it('a stored self reference, directly or through a range', () => {
    expect(new FormulaEngine(formOf([formula(1, '_1 + 1', 'Self')])).compile().cycle?.message).toBe(
      message('Self', 'Self'),
    );
    expect(
      new FormulaEngine(formOf([num(1), formula(2, 'SUM(R1C1:R1C2)', 'Sum')])).compile().cycle?.message,
    ).toBe(message('Sum', 'Sum'));
  });

  it('a mirror of an input still shows the input', () => {
    const engine = new FormulaEngine(formOf([num(1), mirror(2, 1), formula(3, '_3')]));
    expect(engine.recalculateAll(values({ 1: '5' })).get(2)).toEqual({ value: 5, display: '5.00' });
    expect([...engine.update(1, '6')]).toEqual([[2, { value: 6, display: '6.00' }]]);
  });
});

describe('update: only the formulas that depend on the changed field, transitively', () => {
  const form = formOf(
    [num(1), num(2), num(3)],
    [formula(4, '_1 * 2'), formula(5, '_4 + _2'), formula(6, '_3'), mirror(7, 5)],
  );

  it('recomputes and returns the dependents only', () => {
    const engine = new FormulaEngine(form);
    engine.recalculateAll(values({ 1: '1', 2: '10', 3: '100' }));
    const changed = engine.update(1, '5');
    expect(Object.fromEntries([...changed].map(([id, r]) => [id, r.display]))).toEqual({
      4: '10.00',
      5: '20.00',
      7: '20.00',
    });
    expect([...engine.update(2, '0').keys()].sort()).toEqual([5, 7]);
    expect(engine.update(3, '$3')).toEqual(new Map([[6, { value: 3, display: '3.00' }]]));
  });

  it('works before any full recalculation (other inputs empty)', () => {
    expect(new FormulaEngine(form).update(2, '4').get(5)?.display).toBe('4.00');
  });

  it('returns nothing for a field that is not an input', () => {
    const engine = new FormulaEngine(form);
    expect(engine.update(4, '1').size).toBe(0);
    expect(engine.update(999, '1').size).toBe(0);
  });
});

describe('dependency queries', () => {
  const engine = new FormulaEngine(
    formOf([num(1), num(2)], [formula(3, '_1 + _2 + _1'), formula(4, 'SUM(R2C1:R2C1) * 2'), mirror(5, 4)]),
  );
  it.each<[string, number[]]>([
    ['dependenciesOf(3)', engine.dependenciesOf(3)],
    ['dependenciesOf(5)', engine.dependenciesOf(5)],
    ['dependenciesOf(5, transitive)', engine.dependenciesOf(5, true)],
    ['dependentsOf(1)', engine.dependentsOf(1)],
    ['dependentsOf(1, transitive)', engine.dependentsOf(1, true)],
    ['dependenciesOf(1)', engine.dependenciesOf(1)],
    ['dependentsOf(999)', engine.dependentsOf(999)],
  ])('%s', (label, actual) => {
    const expected: Record<string, number[]> = {
      'dependenciesOf(3)': [1, 2],
      'dependenciesOf(5)': [4],
      'dependenciesOf(5, transitive)': [1, 2, 3, 4],
      'dependentsOf(1)': [3],
      'dependentsOf(1, transitive)': [3, 4, 5],
      'dependenciesOf(1)': [],
      'dependentsOf(999)': [],
    };
    expect([...actual].sort((a, b) => a - b)).toEqual(expected[label]);
  });
});
