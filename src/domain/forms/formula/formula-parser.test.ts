import { describe, expect, it } from 'vitest';
import type { FormulaNode } from './formula-ast';
import { MAX_FORMULA_TOKENS } from './formula-lexer';
import { parseFormula } from './formula-parser';

const num = (value: number): FormulaNode => ({ kind: 'number', value });
const bin = (op: '+' | '-' | '*' | '/', left: FormulaNode, right: FormulaNode): FormulaNode => ({
  kind: 'binary',
  op,
  left,
  right,
});

function tree(text: string, mode: 'editor' | 'stored' = 'editor'): FormulaNode {
  const parsed = parseFormula(text, mode);
  if (!parsed.ok) throw new Error(`expected ${text} to parse`);
  return parsed.value;
}

describe('parseFormula: structure', () => {
  it.each<[string, FormulaNode]>([
    ['2+3*4', bin('+', num(2), bin('*', num(3), num(4)))],
    ['(2+3)*4', bin('*', bin('+', num(2), num(3)), num(4))],
    ['10-2-3', bin('-', bin('-', num(10), num(2)), num(3))],
    ['8/4/2', bin('/', bin('/', num(8), num(4)), num(2))],
    ['-2*3', bin('*', { kind: 'negate', operand: num(2) }, num(3))],
    ['2*-3', bin('*', num(2), { kind: 'negate', operand: num(3) })],
    ['+5', num(5)],
    ['1.25', num(1.25)],
    ['.5', num(0.5)],
    ['7.', num(7)],
    ['  1 \t+\n 2 ', bin('+', num(1), num(2))],
  ])('%s', (text, expected) => {
    expect(tree(text)).toEqual(expected);
  });

  it('reads references with their position in the text', () => {
    expect(tree('F1 + f23')).toEqual(
      bin(
        '+',
        { kind: 'ref', mode: 'editor', n: 1, offset: 0, length: 2 },
        { kind: 'ref', mode: 'editor', n: 23, offset: 5, length: 3 },
      ),
    );
    expect(tree('_405*2', 'stored')).toEqual(
      bin('*', { kind: 'ref', mode: 'stored', n: 405, offset: 0, length: 4 }, num(2)),
    );
  });

  it('reads ranges as function arguments, case-insensitively', () => {
    expect(tree('sum(r1c2:R3C4, F5)')).toEqual({
      kind: 'call',
      fn: 'SUM',
      args: [
        { kind: 'range', from: { row: 1, col: 2 }, to: { row: 3, col: 4 } },
        { kind: 'ref', mode: 'editor', n: 5, offset: 15, length: 2 },
      ],
    });
  });
});

describe('parseFormula: accepted', () => {
  it.each([
    'SUM(R1C1:R1C3)',
    'SUM(1, 2, F3)',
    'MIN(R1C1:R2C2, 4)',
    'MAX(F1, F2)',
    'AVERAGE(R1C1:R1C1)',
    'ROUND(F1)',
    'ROUND(F1, 2)',
    'ROUND(F1, -1)',
    'ABS(F1 - F2)',
    'ABS(-F1)',
    'SUM(ROUND(F1, 1), ABS(F2))',
    '--1',
    '((((1))))',
  ])('%s', (text) => {
    expect(parseFormula(text, 'editor').ok).toBe(true);
  });
});

describe('parseFormula: "Invalid formula!"', () => {
  it.each([
    '',
    '   ',
    '1 +',
    '* 2',
    '(1',
    '1)',
    '()',
    '1 2',
    '1.5.2',
    'F1 F2',
    'FOO(1)',
    'SUM()',
    'SUM(1,)',
    'SUM(,1)',
    'ABS(1, 2)',
    'ABS()',
    'ROUND(1, 2, 3)',
    'ROUND(R1C1:R2C2)',
    'ABS(R1C1:R1C2)',
    'R1C1:R1C2',
    'R1C1',
    'SUM(R1C1)',
    'SUM(R1C1:)',
    '1e3',
    '5%',
    '2^3',
    '1 = 1',
    'eval("1")',
    'F',
    'F1x',
    '$F1',
    'SUM',
    '"text"',
  ])('%j', (text) => {
    expect(parseFormula(text, 'editor')).toEqual({
      ok: false,
      error: { code: 'invalid-formula', message: 'Invalid formula!' },
    });
  });

  it('refuses more tokens than the limit', () => {
    const terms = Math.ceil(MAX_FORMULA_TOKENS / 2) + 1;
    const long = Array.from({ length: terms }, () => '1').join('+');
    expect(parseFormula(long, 'editor').ok).toBe(false);
    const fits = Array.from({ length: 500 }, () => 'F1').join('+');
    expect(parseFormula(fits, 'editor').ok).toBe(true);
  });
});

describe('parseFormula: "Invalid field reference!" for a reference written the other way', () => {
  it.each<[string, 'editor' | 'stored']>([
    ['_3 + 1', 'editor'],
    ['F3 + 1', 'stored'],
    ['SUM(_1, F2)', 'editor'],
    ['F99999999999999999999', 'editor'],
  ])('%s in %s mode', (text, mode) => {
    expect(parseFormula(text, mode)).toEqual({
      ok: false,
      error: { code: 'invalid-reference', message: 'Invalid field reference!' },
    });
  });
});
