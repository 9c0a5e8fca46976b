# The formula language (docs/formulas.md). Compiled by `npm run generate` to formula.generated.ts.
# Left recursion throughout: it is what an Earley parser handles in linear time, and it makes
# + - * / left-associative. Unary minus binds tighter than * and /.
@preprocessor typescript

@{%
import { formulaLexer, type FormulaToken } from './formula-lexer';
import type { FormulaArgument, FormulaNode, BinaryOperator, FormulaFunction, RangeNode } from './formula-ast';

const binary = (d: any[]): FormulaNode => ({ kind: 'binary', op: (d[1] as FormulaToken).text as BinaryOperator, left: d[0], right: d[2] });
const refNode = (mode: 'editor' | 'stored') => (d: any[]): FormulaNode => {
  const t = d[0] as FormulaToken;
  return { kind: 'ref', mode, n: t.a, offset: t.offset, length: t.text.length };
};
const range = (d: any[]): RangeNode => {
  const from = d[0] as FormulaToken;
  const to = d[2] as FormulaToken;
  return { kind: 'range', from: { row: from.a, col: from.b }, to: { row: to.a, col: to.b } };
};
const RANGE_FUNCTIONS: ReadonlySet<string> = new Set(['SUM', 'MIN', 'MAX', 'AVERAGE']);
// Arity and range rules are checked here so that a wrong call is simply not a parse.
const call = (d: any[], _loc?: number, reject?: {}): FormulaNode | {} => {
  const fn = (d[0] as FormulaToken).text as FormulaFunction;
  const args = d[2] as FormulaArgument[];
  if (!RANGE_FUNCTIONS.has(fn) && args.some((a) => a.kind === 'range')) return reject ?? {};
  if (fn === 'ABS' && args.length !== 1) return reject ?? {};
  if (fn === 'ROUND' && args.length > 2) return reject ?? {};
  return { kind: 'call', fn, args };
};
%}

@lexer formulaLexer

main -> sum {% (d) => d[0] %}

sum -> sum "+" product {% binary %}
     | sum "-" product {% binary %}
     | product {% (d) => d[0] %}

product -> product "*" unary {% binary %}
         | product "/" unary {% binary %}
         | unary {% (d) => d[0] %}

unary -> "-" unary {% (d) => ({ kind: 'negate', operand: d[1] }) %}
       | "+" unary {% (d) => d[1] %}
       | atom {% (d) => d[0] %}

atom -> %number {% (d) => ({ kind: 'number', value: (d[0] as FormulaToken).a }) %}
      | %ref {% refNode('editor') %}
      | %storedRef {% refNode('stored') %}
      | "(" sum ")" {% (d) => d[1] %}
      | %fn "(" args ")" {% call %}

args -> arg {% (d) => [d[0]] %}
      | args "," arg {% (d) => [...d[0], d[2]] %}

arg -> sum {% (d) => d[0] %}
     | %cell ":" %cell {% range %}
