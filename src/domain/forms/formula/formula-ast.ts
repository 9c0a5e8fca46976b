/**
 * The syntax tree of a formula, as the parser produces it. Field references are still textual
 * (the number after `F` or `_`); binding them to fields happens in formula-binding.ts.
 */

export type BinaryOperator = '+' | '-' | '*' | '/';

/** Functions of the formula language. SUM is in the specification; the others are a documented extension. */
export const FORMULA_FUNCTIONS = ['SUM', 'MIN', 'MAX', 'AVERAGE', 'ROUND', 'ABS'] as const;
export type FormulaFunction = (typeof FORMULA_FUNCTIONS)[number];

/** How references are written: `F{n}` in the editor, `_{id}` when stored. */
export type FormulaMode = 'editor' | 'stored';

/** A grid cell `R{row}C{col}`: 1-based row and column of the laid-out form. */
export interface CellAddress {
  readonly row: number;
  readonly col: number;
}

export interface NumberNode {
  readonly kind: 'number';
  readonly value: number;
}

/** `F{n}` (mode 'editor') or `_{n}` (mode 'stored'); offset and length locate it in the source text. */
export interface RefNode {
  readonly kind: 'ref';
  readonly mode: FormulaMode;
  readonly n: number;
  readonly offset: number;
  readonly length: number;
}

export interface NegateNode {
  readonly kind: 'negate';
  readonly operand: FormulaNode;
}

export interface BinaryNode {
  readonly kind: 'binary';
  readonly op: BinaryOperator;
  readonly left: FormulaNode;
  readonly right: FormulaNode;
}

export interface CallNode {
  readonly kind: 'call';
  readonly fn: FormulaFunction;
  readonly args: readonly FormulaArgument[];
}

/** `R{row}C{col}:R{row}C{col}`, only allowed as an argument of SUM, MIN, MAX and AVERAGE. */
export interface RangeNode {
  readonly kind: 'range';
  readonly from: CellAddress;
  readonly to: CellAddress;
}

export type FormulaNode = NumberNode | RefNode | NegateNode | BinaryNode | CallNode;
export type FormulaArgument = FormulaNode | RangeNode;

/** Every reference of a tree, in source order. Recursion is bounded by the parser's token limit. */
export function referencesOf(node: FormulaArgument, into: RefNode[] = []): RefNode[] {
  switch (node.kind) {
    case 'ref':
      into.push(node);
      break;
    case 'negate':
      referencesOf(node.operand, into);
      break;
    case 'binary':
      referencesOf(node.left, into);
      referencesOf(node.right, into);
      break;
    case 'call':
      for (const arg of node.args) referencesOf(arg, into);
      break;
    default:
      break;
  }
  return into;
}
