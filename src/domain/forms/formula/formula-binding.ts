/**
 * Binding a stored syntax tree to the form: each `_{id}` becomes the index of a usable field,
 * each range becomes the indices of the usable fields it covers. Binding fails with
 * "Invalid field reference!" for a field that does not exist or cannot be used in formulas, and
 * for a range on the grid that covers no usable field (an expansion error); with "Invalid formula!"
 * for a range with a corner outside the grid (row or column 0, or past the last row or column),
 * because the text names cells the form does not have.
 */
import type { BinaryOperator, FormulaArgument, FormulaFunction, FormulaNode, RangeNode } from './formula-ast';
import { INVALID_FORMULA, INVALID_REFERENCE, type FormulaError } from './formula-error';
import { err, ok, type Result } from './result';

export type BoundNode =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'field'; readonly index: number }
  | { readonly kind: 'negate'; readonly operand: BoundNode }
  | {
      readonly kind: 'binary';
      readonly op: BinaryOperator;
      readonly left: BoundNode;
      readonly right: BoundNode;
    }
  | { readonly kind: 'call'; readonly fn: FormulaFunction; readonly args: readonly BoundArgument[] };

/** A range, expanded to node indices in row-major order. */
export interface BoundFields {
  readonly kind: 'fields';
  readonly indices: readonly number[];
}
export type BoundArgument = BoundNode | BoundFields;

/** What binding needs to know about the form. */
export interface BindingScope {
  /** The node index of a usable field id, if it is one. */
  indexOf(fieldId: number): number | undefined;
  /** The node indices of the usable fields a range covers. */
  rangeIndices(range: RangeNode): number[];
  /** Whether a range lies on the grid: both corners name cells of it. */
  rangeInGrid(range: RangeNode): boolean;
}

export interface BoundFormula {
  readonly root: BoundNode;
  /** Every node index the formula reads, once each, in first-use order. */
  readonly dependencies: readonly number[];
}

class BindFailure {
  constructor(readonly error: FormulaError) {}
}

/** Binds a stored-mode tree. Never throws. */
export function bindFormula(tree: FormulaNode, scope: BindingScope): Result<BoundFormula, FormulaError> {
  const seen = new Set<number>();
  const dependencies: number[] = [];
  const use = (index: number): void => {
    if (!seen.has(index)) {
      seen.add(index);
      dependencies.push(index);
    }
  };
  const bindArg = (node: FormulaArgument): BoundArgument => {
    if (node.kind !== 'range') return bind(node);
    if (!scope.rangeInGrid(node)) throw new BindFailure(INVALID_FORMULA);
    const indices = scope.rangeIndices(node);
    if (indices.length === 0) throw new BindFailure(INVALID_REFERENCE);
    indices.forEach(use);
    return { kind: 'fields', indices };
  };
  const bind = (node: FormulaNode): BoundNode => {
    switch (node.kind) {
      case 'number':
        return node;
      case 'ref': {
        const index = scope.indexOf(node.n);
        if (index === undefined) throw new BindFailure(INVALID_REFERENCE);
        use(index);
        return { kind: 'field', index };
      }
      case 'negate':
        return { kind: 'negate', operand: bind(node.operand) };
      case 'binary':
        return { kind: 'binary', op: node.op, left: bind(node.left), right: bind(node.right) };
      case 'call':
        return { kind: 'call', fn: node.fn, args: node.args.map(bindArg) };
    }
  };
  try {
    return ok({ root: bind(tree), dependencies });
  } catch (e) {
    // Only our own failure signal is expected here; anything else is a defect and must surface.
    if (e instanceof BindFailure) return err(e.error);
    throw e;
  }
}
